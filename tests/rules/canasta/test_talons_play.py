"""The Talons variant played by the engine, one test per rule sentence
(heckadeck-canasta.md, Variants, Talons; docs/samba-and-talons-decisions.md, 7)."""

from __future__ import annotations

from canasta_tables import group, play, table

from candy_arcade.rules.canasta import (
    Discard,
    DrawStock,
    Meld,
    Phase,
    Settings,
    State,
    TakePile,
    apply,
    observe,
)
from candy_arcade.rules.canasta.deal import new_game
from candy_arcade.rules.canasta.events import BonusLaidOut, TalonTaken, visible_events
from candy_arcade.rules.canasta.scenario import ids_of
from candy_arcade.rules.canasta.scoring import score_side
from candy_arcade.rules.canasta.serialize import state_from_dict, state_to_dict

TALONS_3 = Settings(players=3, variant="talons")
TALONS_4 = Settings(players=4, variant="talons")
#: Openings from the hand above the 90 minimum of a side at 0: 60 + 50, 30 + 100.
ACES = ["A", "A", "A", "Joker"]
KINGS = ["K", "K", "K", "Omnihedron"]


def _open(state: State, player: int, rank: str, *names: str) -> State:
    return play(state, Meld((group(state, rank, *names, player=player),)))


def _discard(state: State, player: int, name: str) -> tuple[State, list[object]]:
    after, events = apply(state, Discard(ids_of(state, player, name)[0]))
    return after, list(events)


def _taken(events: list[object]) -> list[TalonTaken]:
    return [e for e in events if isinstance(e, TalonTaken)]


def test_seven_cards_are_set_aside_as_talons_of_4_and_3_after_the_hands_before_the_upcard() -> None:
    for players in (2, 3, 4):
        for deck in ("heckadeck", "classic"):
            plain, _ = new_game(Settings(players=players, deck=deck), 3)
            talons, _ = new_game(Settings(players=players, deck=deck, variant="talons"), 3)
            assert [len(t) for t in talons.talons] == [4, 3]
            assert talons.hands == plain.hands and talons.bonus == plain.bonus
            assert talons.talons[0][0] == plain.discard[0]
            assert sorted(talons.all_cards()) == list(range(len(talons.deck)))


def test_talons_only_at_a_talons_table() -> None:
    for variant in ("standard", "samba"):
        state, _ = new_game(Settings(players=3, variant=variant), 3)
        assert state.talons == ()
    plain = table(["A", "A", "A", "Joker", "5", "6"], settings=Settings(players=3),
                  phase=Phase.MELD)
    melded = _open(plain, 0, "A", *ACES)
    assert melded.talon_due is None and melded.melded_sides == ()
    after, events = _discard(melded, 0, "5")
    assert not _taken(events) and len(after.hands[0]) == 1


def test_the_first_side_to_meld_from_its_hand_takes_4_the_second_3_a_third_none() -> None:
    state = table([*ACES, "5", "6"], others=[[*KINGS, "7", "8"], ["Q", "Q", "Q", "Joker",
                  "Talisman", "9"]], settings=TALONS_3, phase=Phase.MELD,
                  stock_top=["10", "10", "10", "10"])
    first = _open(state, 0, "A", *ACES)
    assert first.talon_due == 0 and first.melded_sides == (0,)
    first, events = _discard(first, 0, "5")
    (took,) = _taken(events)
    assert (took.player, took.talon, took.cards) == (0, 0, state.talons[0])
    assert first.talons == ((), state.talons[1]) and first.talon_due is None
    assert state.talon_takers == (None, None) and first.talon_takers == (0, None)
    assert sorted(first.hands[0]) == sorted((*ids_of(state, 0, "6"), *state.talons[0]))

    second = _open(play(first, DrawStock()), 1, "K", *KINGS)
    assert second.talon_due == 1 and second.melded_sides == (0, 1)
    second, events = _discard(second, 1, "7")
    (took,) = _taken(events)
    assert (took.player, took.talon, len(took.cards)) == (1, 1, 3)
    assert second.talons == ((), ()) and second.talon_takers == (0, 1)

    third = play(second, DrawStock())
    third = play(third, Meld((group(third, "Q", "Q", "Q", "Q", "Joker", "Talisman",
                                    player=2),)))
    assert third.talon_due is None and third.melded_sides == (0, 1, 2)
    third, events = _discard(third, 2, "9")
    assert not _taken(events)


def test_a_first_meld_by_the_pile_earns_no_talon_and_the_next_side_gets_only_3() -> None:
    queens = ["Q", "Q", "Q", "Q", "Joker", "9"]
    state = table(["K", "K", *ACES, "5"], others=[queens, ["8"], ["10"]],
                  settings=TALONS_4, discard=["7", "K"], stock_top=["8"])
    aces = group(state, "A", *ACES)
    taken = play(state, TakePile(group(state, "K", "K", "K"), (aces,)))
    assert taken.melded_sides == (0,) and taken.talon_due is None
    after, events = _discard(taken, 0, "5")
    assert not _taken(events) and [len(t) for t in after.talons] == [4, 3]

    drawn = play(after, DrawStock())
    second = play(drawn, Meld((group(drawn, "Q", "Q", "Q", "Q", "Q", "Joker", player=1),)))
    assert second.talon_due == 1
    second, events = _discard(second, 1, "9")
    (took,) = _taken(events)
    assert took.talon == 1 and len(took.cards) == 3
    assert [len(t) for t in second.talons] == [4, 0]


def test_no_talon_is_given_once_the_stock_holds_8_cards_or_fewer() -> None:
    for stock, given in ((9, 4), (8, 0)):
        state = table([*ACES, "5", "6"], settings=TALONS_4, phase=Phase.MELD,
                      stock_size=stock)
        opened = _open(state, 0, "A", *ACES)
        assert opened.talon_due == 0
        after, events = _discard(opened, 0, "5")
        assert sum(len(t.cards) for t in _taken(events)) == given
        assert len(after.hands[0]) == 1 + given and after.talon_due is None
        assert [len(t) for t in after.talons] == [4 - given, 3]


def test_a_bonus_card_in_a_talon_is_laid_out_and_replaced_from_the_stock() -> None:
    state = table([*ACES, "5", "6"], settings=TALONS_4, phase=Phase.MELD,
                  talons=[["Hunter", "7", "8", "9"], ["10", "11", "Q"]], stock_top=["J"])
    after, events = _discard(_open(state, 0, "A", *ACES), 0, "5")
    hunter = state.talons[0][:1]
    assert any(isinstance(e, BonusLaidOut) and e.card == hunter[0] for e in events)
    assert after.bonus[0] == hunter
    names = sorted(after.deck.name_of[c] for c in after.hands[0])
    assert names == sorted(["6", "7", "8", "9", "J"])
    assert len(after.stock) == len(state.stock) - 1


def test_talons_not_taken_are_out_of_play_at_the_hands_end() -> None:
    last = table(["5"], melds=[[["K"] * 7]], settings=TALONS_4, phase=Phase.MELD)
    ended = play(last, Discard(ids_of(last, 0, "5")[0]))
    result = ended.result
    assert result is not None and result.sides[0].went_out
    assert sorted(result.talons) == sorted(ended.deck.name_of[c] for t in last.talons for c in t)
    assert len(result.talons) == 7
    for side in result.sides:
        again = score_side(ended.deck, side.melds, side.bonus, side.hands, side.went_out,
                           side.concealed, side.by_darkness)
        assert again.total == side.hand_score


def test_the_talons_are_saved_and_their_cards_hidden_from_the_players() -> None:
    state = table([*ACES, "5", "6"], settings=TALONS_4, phase=Phase.MELD)
    opened = _open(state, 0, "A", *ACES)
    assert state_from_dict(state_to_dict(opened)) == opened
    view = observe(opened, 1)
    assert view.talon_sizes == (4, 3) and view.talon_due == 0 and view.melded_sides == (0,)
    after, events = _discard(opened, 0, "5")
    assert after.talon_takers == (0, None)
    assert state_from_dict(state_to_dict(after)) == after
    assert state_to_dict(after)["talon_takers"] == [0, None]
    assert observe(after, 1).talon_takers == (0, None), "the table saw who took it"
    (hidden,) = _taken(visible_events(events, 1))  # type: ignore[arg-type]
    (shown,) = _taken(visible_events(events, 0))  # type: ignore[arg-type]
    assert hidden.cards == () and shown.cards == state.talons[0]


def test_a_talons_save_from_before_the_takers_were_kept_still_loads() -> None:
    state = table([*ACES, "5", "6"], settings=TALONS_4, phase=Phase.MELD)
    taken, _ = _discard(_open(state, 0, "A", *ACES), 0, "5")
    older = state_to_dict(taken)
    del older["talon_takers"]
    assert state_from_dict(older).talon_takers == (None, None)


def test_a_save_from_before_the_variants_still_loads() -> None:
    state, _ = new_game(Settings(players=2), 5)
    old = state_to_dict(state)
    assert old["version"] == 1
    assert not {"talons", "melded_sides", "talon_due", "talon_takers"} & old.keys()
    assert state.talon_takers == ()
    assert "variant" not in old["settings"]
    assert state_from_dict(old) == state
