"""Rule sentences about the discard pile: stop cards, freezing, taking it."""

from __future__ import annotations

from canasta_tables import assert_refused, group, play, table

from candy_arcade.rules.canasta import (
    Discard,
    DrawStock,
    MeldGroup,
    Phase,
    TakePile,
    check,
    legal_actions,
)
from candy_arcade.rules.canasta.reasons import CanastaReason as R

MELDED = [[["K", "K", "K"]]]


def test_the_pile_cannot_be_taken_when_its_top_card_is_a_stop_card() -> None:
    state = table(["0", "0", "5"], melds=MELDED, discard=["5", "0"])
    assert_refused(state, TakePile(group(state, "0", "0", "0")), R.STOP_ON_TOP)


def test_the_pile_cannot_be_taken_when_its_top_card_is_a_wild() -> None:
    state = table(["Q", "Q", "5"], melds=MELDED, discard=["Q", "Joker"])
    assert_refused(state, TakePile(group(state, "Q", "Q", "Q")), R.WILD_ON_TOP)


def test_a_pile_holding_a_wild_is_frozen_and_needs_two_naturals_from_the_hand() -> None:
    state = table(["Q", "Q", "Arrow", "5"], melds=MELDED, discard=["Joker", "Q"])
    assert state.pile_frozen
    assert_refused(state, TakePile(group(state, "Q", "Q", "Arrow")), R.PILE_FROZEN_BY_WILD)
    assert check(state, TakePile(group(state, "Q", "Q", "Q"))) is None


def test_a_frozen_pile_cannot_go_onto_the_sides_existing_meld() -> None:
    state = table(["5", "6", "7"], melds=[[["Q", "Q", "Q"]]], discard=["Joker", "Q"])
    assert_refused(state, TakePile(MeldGroup("Q", ())), R.PILE_FROZEN_BY_WILD)


def test_the_pile_is_always_frozen_for_a_side_that_has_not_melded() -> None:
    state = table(["A", "Arrow", "Joker", "5"], discard=["A"], scores=(-10, 0))
    assert_refused(state, TakePile(group(state, "A", "A", "Arrow")), R.PILE_BEFORE_FIRST_MELD)
    pair = table(["A", "A", "5", "6"], discard=["A"], scores=(-10, 0))
    assert check(pair, TakePile(group(pair, "A", "A", "A"))) is None


def test_an_unfrozen_pile_may_be_taken_with_a_natural_and_a_wild() -> None:
    state = table(["Q", "Arrow", "6", "7"], melds=MELDED, discard=["5", "Q"])
    after = play(state, TakePile(group(state, "Q", "Q", "Arrow")))
    assert any(m.rank == "Q" and len(m.cards) == 3 for m in after.melds[0])


def test_an_unfrozen_pile_may_be_taken_onto_the_sides_existing_meld() -> None:
    state = table(["6", "7", "8"], melds=[[["Q", "Q", "Q"]]], discard=["5", "Q"])
    after = play(state, TakePile(MeldGroup("Q", ())))
    assert len(after.melds[0][0].cards) == 4
    assert after.discard == () and after.phase is Phase.MELD


def test_taking_the_pile_puts_the_rest_of_the_pile_in_the_hand() -> None:
    state = table(["Q", "Q", "6"], melds=MELDED, discard=["5", "9", "J", "Q"])
    after = play(state, TakePile(group(state, "Q", "Q", "Q")))
    names = sorted(after.deck.name_of[c] for c in after.hands[0])
    assert names == ["5", "6", "9", "J"]


def test_a_player_holding_one_card_cannot_take_a_one_card_pile() -> None:
    state = table(["7"], melds=[[["Q", "Q", "Q"]]], discard=["Q"])
    assert_refused(state, TakePile(MeldGroup("Q", ())), R.ONE_CARD_PILE)
    bigger = table(["7"], melds=[[["Q", "Q", "Q"]]], discard=["5", "Q"])
    assert check(bigger, TakePile(MeldGroup("Q", ()))) is None


def test_a_discarded_zero_bars_only_the_next_player_from_the_pile() -> None:
    others = [["Q", "Q", "4", "5"], ["Q", "Q", "6", "7"], ["8", "9"]]
    state = table(["0", "Q", "6"], others=others, melds=[[["K", "K", "K"]], [["J", "J", "J"]]],
                  discard=["5", "Q"], phase=Phase.MELD)
    zero = play(state, Discard(state.hands[0][0]))
    assert zero.turn == 1
    assert_refused(zero, TakePile(group(zero, "0", "Q", "Q", player=1)), R.STOP_ON_TOP)
    assert all(not isinstance(a, TakePile) for a in legal_actions(zero))
    nxt = play(zero, DrawStock())
    queen = next(c for c in nxt.hands[1] if nxt.deck.name_of[c] == "4")
    nxt = play(nxt, Discard(queen))
    assert nxt.turn == 2
    assert check(nxt, TakePile(MeldGroup("4", ()))) is not None
    later = play(zero, DrawStock(), Discard(next(
        c for c in play(zero, DrawStock()).hands[1] if zero.deck.name_of[c] == "Q")))
    assert later.turn == 2
    taken = play(later, TakePile(group(later, "Q", "Q", "Q", player=2)))
    assert "0" in [taken.deck.name_of[c] for c in taken.hands[2]]


def test_a_bonus_card_taken_with_the_pile_is_laid_out_without_replacement() -> None:
    state = table(["Q", "Q", "6"], melds=MELDED, discard=["Hunter", "5", "Q"], pile_frozen=True)
    after = play(state, TakePile(group(state, "Q", "Q", "Q")))
    assert [after.deck.name_of[c] for c in after.bonus[0]] == ["Hunter"]
    assert sorted(after.deck.name_of[c] for c in after.hands[0]) == ["5", "6"]


def test_a_frozen_pile_may_be_taken_with_one_natural_and_the_wheel_named_that_rank() -> None:
    """Named as a rank, the Wheel counts as a natural card, so it is one of the two."""
    state = table(["K", "Wheel", "5", "6"], melds=[[["Q", "Q", "Q"]]], discard=["Joker", "K"])
    assert state.pile_frozen
    natural = TakePile(group(state, "K", "K", "Wheel", wheel_as="K"))
    assert check(state, natural) is None
    wild = TakePile(group(state, "K", "K", "Wheel", wheel_as="Joker"))
    assert_refused(state, wild, R.PILE_FROZEN_BY_WILD)
    taken = play(state, natural)
    assert taken.wheel_as == "K" and any(m.rank == "K" for m in taken.melds[0])
