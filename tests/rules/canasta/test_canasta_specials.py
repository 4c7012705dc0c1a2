"""Rule sentences about the Heckadeck specials: wilds, Watcher, Crone, Darkness, Wheel,
zeros."""

from __future__ import annotations

from dataclasses import replace

from canasta_tables import assert_refused, group, play, table

from candy_arcade.rules.canasta import (
    ChooseView,
    Discard,
    DrawStock,
    EndPlay,
    LayWheel,
    Meld,
    MeldGroup,
    Phase,
    TakePile,
    apply,
    check,
    legal_actions,
    observe,
)
from candy_arcade.rules.canasta.events import CanastaCompleted
from candy_arcade.rules.canasta.reasons import CanastaReason as R
from candy_arcade.rules.canasta.scenario import ids_of
from candy_arcade.rules.canasta.state import Pledge

MELDED = [[["K", "K", "K"]]]
#: Small hands for the other players, leaving the deck's low cards to player 0.
FEW = [["8"], ["10"], ["8"]]


def _discard(state: object, name: str, wheel_as: str | None = None) -> Discard:
    return Discard(ids_of(state, 0, name)[0], wheel_as)  # type: ignore[arg-type]


def test_discarding_a_wild_freezes_the_pile() -> None:
    state = table(["Arrow", "5", "6"], melds=MELDED, discard=["7"], phase=Phase.MELD)
    assert play(state, _discard(state, "Arrow")).pile_frozen


def test_a_melded_watcher_lets_its_player_choose_a_viewer_and_a_viewed() -> None:
    state = table(["Q", "Q", "Watcher", "5", "6"], melds=MELDED, phase=Phase.MELD)
    melded = play(state, Meld((group(state, "Q", "Q", "Q", "Watcher"),)))
    assert melded.phase is Phase.VIEW and melded.to_act == 0
    assert all(isinstance(a, ChooseView) for a in legal_actions(melded))
    viewed = play(melded, ChooseView(viewer=2, viewed=1))
    assert viewed.phase is Phase.MELD and viewed.to_act == 0
    (reveal,) = observe(viewed, 2).reveals
    assert reveal.viewed == 1 and reveal.cards == viewed.hands[1]
    assert observe(viewed, 0).reveals == () and observe(viewed, 1).reveals == ()


def test_the_viewer_may_be_the_player_themselves_and_the_view_is_remembered() -> None:
    state = table(["Q", "Q", "Watcher", "5", "6"], melds=MELDED, phase=Phase.MELD)
    melded = play(state, Meld((group(state, "Q", "Q", "Q", "Watcher"),)))
    viewed = play(melded, ChooseView(viewer=0, viewed=3))
    later = play(viewed, Discard(viewed.hands[0][0]), DrawStock())
    assert observe(later, 0).reveals[0].cards == state.hands[3]


def test_a_discarded_watcher_freezes_the_pile_and_reveals_a_hand() -> None:
    state = table(["Watcher", "5", "6"], melds=MELDED, discard=["7"], phase=Phase.MELD)
    discarded = play(state, _discard(state, "Watcher"))
    assert discarded.pile_frozen and discarded.phase is Phase.VIEW
    after = play(discarded, ChooseView(viewer=2, viewed=3))
    assert after.turn == 1 and after.phase is Phase.DRAW
    assert observe(after, 2).reveals[0].viewed == 3


def test_discarding_the_crone_removes_it_and_the_whole_pile_next_player_must_draw() -> None:
    state = table(["Crone", "5", "6"], melds=MELDED, discard=["7", "8", "Q"], phase=Phase.MELD)
    after = play(state, _discard(state, "Crone"))
    assert after.discard == ()
    assert sorted(after.deck.name_of[c] for c in after.removed) == ["7", "8", "Crone", "Q"]
    assert after.turn == 1 and legal_actions(after) == [DrawStock()]


def test_discarding_the_darkness_ends_the_hand_at_once_and_cards_left_count_minus() -> None:
    state = table(["Darkness", "A", "6"], discard=["7"], phase=Phase.MELD)
    after = play(state, _discard(state, "Darkness"))
    assert after.phase is Phase.HAND_OVER and after.result is not None
    side = after.result.sides[0]
    assert side.by_darkness and not side.went_out
    partner_filler = 5 + 5 + 10 + 10
    assert dict(side.breakdown)["hands"] == -(20 + 5) - partner_filler


def test_the_darkness_gives_a_concealed_exit_after_two_canastas() -> None:
    hand = ["K"] * 7 + ["Q"] * 7 + ["5", "Darkness"]
    state = table(hand, phase=Phase.MELD)
    melded = play(state, Meld((group(state, "K", *["K"] * 7), group(state, "Q", *["Q"] * 7))))
    after = play(melded, _discard(melded, "Darkness"))
    assert after.result is not None
    side = after.result.sides[0]
    assert side.went_out and side.concealed and side.by_darkness
    assert dict(side.breakdown)["going_out"] == 100
    assert dict(side.breakdown)["hands"] == -5 - (5 + 5 + 10 + 10)


def test_a_hand_of_only_the_darkness_must_discard_it() -> None:
    state = table(["Darkness"], melds=MELDED, phase=Phase.MELD)
    assert legal_actions(state) == [_discard(state, "Darkness")]
    assert play(state, _discard(state, "Darkness")).phase is Phase.HAND_OVER


def test_a_wheel_named_as_the_rank_is_natural_six_naturals_and_it_make_a_natural_canasta() -> None:
    state = table(["K"] * 6 + ["Wheel", "5", "6"], melds=[[["Q", "Q", "Q"]]], phase=Phase.MELD)
    meld = Meld((group(state, "K", *["K"] * 6, "Wheel", wheel_as="K"),))
    _, events = apply(state, meld)
    (done,) = [e for e in events if isinstance(e, CanastaCompleted)]
    assert done.natural


def test_a_wheel_named_wild_makes_the_canasta_mixed() -> None:
    state = table(["K"] * 6 + ["Wheel", "5", "6"], melds=[[["Q", "Q", "Q"]]], phase=Phase.MELD)
    after = play(state, Meld((group(state, "K", *["K"] * 6, "Wheel", wheel_as="Joker"),)))
    assert after.wheel_as == "Joker"
    meld = next(m for m in after.melds[0] if m.rank == "K")
    from candy_arcade.rules.canasta.melding import card_face, is_natural

    assert not is_natural([card_face(after.deck, c, after.wheel_as) for c in meld.cards])


def test_a_wheel_in_a_meld_must_be_named_its_rank_or_a_wild() -> None:
    state = table(["K", "K", "Wheel", "5", "6"], melds=[[["Q", "Q", "Q"]]], phase=Phase.MELD)
    assert_refused(
        state, Meld((group(state, "K", "K", "K", "Wheel", wheel_as="Q"),)),
        R.WHEEL_NAME_IN_MELD,
    )


def test_a_wheel_laid_as_a_hunter_is_replaced_from_the_stock_and_makes_five() -> None:
    state = table(["Wheel", "5", "6"], melds=MELDED, bonus=[["Hunter"] * 4], phase=Phase.MELD,
                  stock_top=["9"])
    after = play(state, LayWheel("Hunter"))
    assert sorted(after.deck.name_of[c] for c in after.hands[0]) == ["5", "6", "9"]
    assert len(after.bonus[0]) == 5 and after.wheel_as == "Hunter"
    assert play(after, Discard(after.hands[0][0])).phase is Phase.DRAW


def test_a_wheel_discarded_as_the_crone_or_the_darkness_has_that_effect() -> None:
    state = table(["Wheel", "5", "6"], melds=MELDED, discard=["7", "8"], phase=Phase.MELD)
    crone = play(state, _discard(state, "Wheel", "Crone"))
    assert crone.discard == () and len(crone.removed) >= 3
    darkness = play(state, _discard(state, "Wheel", "Darkness"))
    assert darkness.phase is Phase.HAND_OVER


def test_the_wheel_is_named_when_discarded_never_as_a_bonus_card() -> None:
    state = table(["Wheel", "5", "6"], melds=MELDED, phase=Phase.MELD)
    assert_refused(state, _discard(state, "Wheel"), R.NAME_THE_WHEEL)
    assert_refused(state, _discard(state, "Wheel", "Hunter"), R.WHEEL_AS_BONUS_IS_LAID)


def test_the_wheel_counts_the_points_of_what_it_was_named() -> None:
    from candy_arcade.rules.canasta.decks import heckadeck
    from candy_arcade.rules.canasta.scoring import score_side

    score = score_side(heckadeck(), [["K", "K", "K", "Wheel=Omnihedron"]], [], [], False, False)
    assert score.breakdown["melds"] == 130


def test_a_wheel_taken_back_with_the_pile_may_be_named_again() -> None:
    state = table(["Q", "Q", "K", "K", "5"], melds=[[["J", "J", "J"]]],
                  discard=["Wheel=Joker", "6", "Q"])
    assert state.pile_frozen
    taken = play(state, TakePile(group(state, "Q", "Q", "Q")))
    assert taken.wheel_as is None and taken.deck.wheel_id in taken.hands[0]
    again = play(taken, Meld((group(taken, "K", "K", "K", "Wheel", wheel_as="K"),)))
    assert again.wheel_as == "K"


def test_three_or_more_zeros_may_be_melded_only_as_the_last_cards_of_going_out() -> None:
    early = table(["0", "0", "0", "5", "6"], melds=[[["K"] * 7]], phase=Phase.MELD)
    assert_refused(early, Meld((group(early, "0", "0", "0", "0"),)), R.STOPS_ONLY_GOING_OUT)
    last = table(["0", "0", "0"], melds=[[["K"] * 7]], phase=Phase.MELD)
    out = play(last, Meld((group(last, "0", "0", "0", "0"),)))
    assert out.result is not None and out.result.sides[0].went_out
    wild = table(["0", "0", "0", "Joker"], melds=[[["K"] * 7]], phase=Phase.MELD)
    assert_refused(wild, Meld((group(wild, "0", "0", "0", "0", "Joker"),)), R.STOP_MELD_WITH_WILDS)
    assert check(wild, Meld((MeldGroup("0", ids_of(wild, 0, "0", "0")),))) is not None


def test_laying_out_the_wheel_leaves_a_card_to_discard_when_the_side_cannot_go_out() -> None:
    state = table(["Wheel"], melds=MELDED, phase=Phase.MELD, stock_top=["Talisman"])
    assert_refused(state, LayWheel("Hunter"), R.KEEP_A_DISCARD)
    assert check(state, _discard(state, "Wheel", "Darkness")) is None


def test_the_darkness_exit_is_not_held_to_the_first_meld_minimum() -> None:
    hand = ["4"] * 7 + ["6"] * 7 + ["9", "Darkness"]
    state = table(hand, others=FEW, phase=Phase.MELD)
    exit_meld = Meld((group(state, "4", *["4"] * 7), group(state, "6", *["6"] * 7)))
    assert check(state, exit_meld) is None
    melded = play(state, exit_meld)
    assert melded.pledge is Pledge.DARKNESS_EXIT
    assert legal_actions(melded) == [_discard(melded, "Darkness")]
    assert_refused(melded, _discard(melded, "9"), R.DARKNESS_EXIT_MELDED)
    after = play(melded, _discard(melded, "Darkness"))
    assert after.result is not None
    side = after.result.sides[0]
    assert side.went_out and side.concealed and side.by_darkness
    assert dict(side.breakdown)["going_out"] == 100
    assert dict(side.breakdown)["hands"] == -10 - 10


def test_the_darkness_exit_must_meld_all_else_the_player_can() -> None:
    hand = ["4"] * 7 + ["6"] * 7 + ["5", "5", "5", "9", "Darkness"]
    state = table(hand, others=FEW, phase=Phase.MELD)
    canastas = (group(state, "4", *["4"] * 7), group(state, "6", *["6"] * 7))
    assert_refused(state, Meld(canastas), R.FIRST_MELD_BELOW_MINIMUM, minimum=90)
    everything = Meld((*canastas, group(state, "5", "5", "5", "5")))
    assert play(state, everything).pledge is Pledge.DARKNESS_EXIT


def test_a_wild_left_that_could_join_a_canasta_rules_out_the_darkness_exit() -> None:
    hand = ["4"] * 7 + ["6"] * 7 + ["Joker", "Darkness"]
    state = table(hand, others=FEW, phase=Phase.MELD)
    canastas = (group(state, "4", *["4"] * 7), group(state, "6", *["6"] * 7))
    assert_refused(state, Meld(canastas), R.FIRST_MELD_BELOW_MINIMUM)


def test_discarding_the_darkness_with_meldable_cards_left_only_ends_the_hand() -> None:
    hand = ["K"] * 7 + ["Q"] * 7 + ["J", "J", "J", "Darkness"]
    state = table(hand, others=FEW, phase=Phase.MELD)
    melded = play(state, Meld((group(state, "K", *["K"] * 7), group(state, "Q", *["Q"] * 7))))
    assert melded.pledge is None
    after = play(melded, _discard(melded, "Darkness"))
    assert after.result is not None
    side = after.result.sides[0]
    assert side.by_darkness and not side.went_out
    assert dict(side.breakdown)["hands"] == -30 - 10


def test_the_darkness_exit_is_refused_when_the_side_had_melded_before_that_turn() -> None:
    hand = ["K"] * 7 + ["Q"] * 7 + ["5", "Darkness"]
    state = table(hand, melds=[[["J", "J", "J"]]], player_melded=[False, False, True, False],
                  others=FEW, phase=Phase.MELD)
    melded = play(state, Meld((group(state, "K", *["K"] * 7), group(state, "Q", *["Q"] * 7))))
    assert melded.pledge is None
    after = play(melded, _discard(melded, "Darkness"))
    assert after.result is not None
    side = after.result.sides[0]
    assert side.by_darkness and not side.went_out and not side.concealed
    low = table(["4"] * 7 + ["6"] * 7 + ["9", "Darkness"], melds=[[["J", "J", "J"]]],
                player_melded=[False, False, True, False], others=FEW, phase=Phase.MELD,
                scores=(0, 0))
    assert check(low, Meld((group(low, "4", *["4"] * 7), group(low, "6", *["6"] * 7)))) is None
    unmelded = table(["4"] * 7 + ["6"] * 7 + ["9", "Darkness"], others=FEW, phase=Phase.MELD)
    took = replace(unmelded, took_pile=True)
    assert_refused(
        took, Meld((group(took, "4", *["4"] * 7), group(took, "6", *["6"] * 7)))
    , R.FIRST_MELD_BELOW_MINIMUM)


def test_the_wheel_named_a_0_is_a_stop_discard_that_bars_only_the_next_player() -> None:
    state = table(["Wheel", "5", "6"], melds=MELDED, discard=["Q"],
                  others=[["Q", "Q", "8"], ["8", "8", "10"], ["9"]], phase=Phase.MELD)
    assert "0" in state.deck.wheel_names()
    assert state.deck.face("Wheel=0") is state.deck.faces["0"]
    stop = _discard(state, "Wheel", "0")
    assert stop in legal_actions(state)
    barred = play(state, stop)
    assert barred.wheel_as == "0" and barred.turn == 1
    take = TakePile(group(barred, "0", "Q", "Q", player=1))
    assert_refused(barred, take, R.STOP_ON_TOP, top="0")
    assert not any(isinstance(a, TakePile) for a in legal_actions(barred))
    passed = play(barred, DrawStock(), Discard(ids_of(barred, 1, "8")[0]))
    assert passed.turn == 2
    assert check(passed, TakePile(group(passed, "8", "8", "8", player=2))) is None


def test_the_wheel_named_a_0_joins_the_zeros_melded_going_out_and_counts_5() -> None:
    early = table(["0", "0", "Wheel", "5", "6"], melds=[[["K"] * 7]], phase=Phase.MELD)
    assert_refused(early, Meld((group(early, "0", "0", "0", "Wheel", wheel_as="0"),)),
                   R.STOPS_ONLY_GOING_OUT)
    zeros = table(["0", "0", "Wheel"], melds=[[["K"] * 7]], others=FEW, phase=Phase.MELD)
    out = play(zeros, Meld((group(zeros, "0", "0", "0", "Wheel", wheel_as="0"),)))
    assert out.result is not None and out.result.sides[0].went_out
    assert out.result.sides[0].melds[-1] == ("0", "0", "Wheel=0")
    with_wild = table(["0", "0", "Wheel"], melds=[[["K"] * 7]], others=FEW, phase=Phase.MELD)
    assert_refused(with_wild, Meld((group(with_wild, "0", "0", "0", "Wheel", wheel_as="Joker"),)),
                   R.STOP_MELD_WITH_WILDS)
    assert out.deck.face("Wheel=0").points == 5


def test_a_wheel_named_the_watcher_melded_lets_its_player_choose_a_viewer() -> None:
    state = table(["Q", "Q", "Wheel", "5", "6"], melds=MELDED, others=FEW, phase=Phase.MELD)
    melded = play(state, Meld((group(state, "Q", "Q", "Q", "Wheel", wheel_as="Watcher"),)))
    assert melded.phase is Phase.VIEW and melded.wheel_as == "Watcher"
    viewed = play(melded, ChooseView(viewer=0, viewed=1))
    assert observe(viewed, 0).reveals[0].cards == state.hands[1]


def test_a_wheel_named_the_watcher_discarded_freezes_the_pile_and_reveals_a_hand() -> None:
    state = table(["Wheel", "5", "6"], melds=MELDED, discard=["7"], others=FEW,
                  phase=Phase.MELD)
    discarded = play(state, _discard(state, "Wheel", "Watcher"))
    assert discarded.pile_frozen and discarded.phase is Phase.VIEW
    after = play(discarded, ChooseView(viewer=1, viewed=0))
    assert after.turn == 1 and observe(after, 1).reveals[0].viewed == 0


def test_a_wheel_named_the_omnihedron_freezes_the_pile_and_shows_no_hand() -> None:
    state = table(["Wheel", "5", "6"], melds=MELDED, discard=["7"], others=FEW,
                  phase=Phase.MELD)
    discarded = play(state, _discard(state, "Wheel", "Omnihedron"))
    assert discarded.pile_frozen and discarded.phase is Phase.DRAW and discarded.turn == 1
    hand = table(["Q", "Q", "Wheel", "5", "6"], melds=MELDED, others=FEW, phase=Phase.MELD)
    meld = Meld((group(hand, "Q", "Q", "Q", "Wheel", wheel_as="Omnihedron"),))
    assert play(hand, meld).phase is Phase.MELD


def test_the_crone_discarded_with_an_empty_stock_leaves_nothing_to_take_and_play_ends() -> None:
    state = table(["Crone", "5", "6"], melds=MELDED, discard=["7", "8"], phase=Phase.MELD,
                  stock_size=0)
    after = play(state, _discard(state, "Crone"))
    assert after.discard == () and after.turn == 1
    assert legal_actions(after) == [EndPlay()]
    ended = play(after, EndPlay())
    assert ended.result is not None and ended.result.reason == "play ended"
