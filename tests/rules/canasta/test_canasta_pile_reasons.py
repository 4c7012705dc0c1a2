"""A take-pile refusal names the rule that really stops the take: the pile's own rule
(frozen, and why) before the shape of the meld, and the first-meld minimum with the
points counted."""

from __future__ import annotations

from canasta_tables import assert_refused, group, table

from candy_arcade.rules.canasta import MeldGroup, TakePile, check
from candy_arcade.rules.canasta.reasons import CanastaReason as R

MELDED = [[["Q", "Q", "Q"]]]


def test_a_wild_in_the_pile_is_named_before_the_size_of_the_meld() -> None:
    state = table(["K", "Joker", "6", "6", "5"], melds=MELDED, discard=["Joker", "10"])
    for action in (TakePile(MeldGroup("10", ())),
                   TakePile(group(state, "10", "Joker"))):
        assert_refused(state, action, R.PILE_FROZEN_BY_WILD, card="Joker", rank="10", held=0)


def test_a_bonus_card_turned_up_at_the_deal_is_named_as_the_cause() -> None:
    state = table(["K", "5", "6"], melds=MELDED, discard=["Hunter", "7", "K"])
    assert state.pile_frozen
    assert_refused(state, TakePile(group(state, "K", "K")), R.PILE_FROZEN_AT_DEAL,
                   card="Hunter", held=1)


def test_an_unmelded_side_is_told_the_pile_is_frozen_for_it() -> None:
    state = table(["K", "Arrow", "5"], discard=["7", "K"])
    assert not state.pile_frozen
    assert_refused(state, TakePile(group(state, "K", "K", "Arrow")), R.PILE_BEFORE_FIRST_MELD,
                   naturals=2, held=1)


def test_an_unfrozen_pile_without_a_match_says_what_would_match() -> None:
    state = table(["5", "6", "7"], melds=MELDED, discard=["8", "K"])
    assert_refused(state, TakePile(MeldGroup("K", ())), R.PILE_NEEDS_MATCH, rank="K", held=0)


def test_the_first_meld_minimum_counts_the_top_card_with_the_pair() -> None:
    state = table(["K", "K", "5", "6"], discard=["7", "K"])
    assert_refused(state, TakePile(group(state, "K", "K", "K")), R.TAKE_BELOW_MINIMUM,
                   minimum=90, points=30)


def test_a_stop_card_and_a_one_card_pile_come_before_the_pile_rule() -> None:
    stop = table(["0", "0", "5"], discard=["Joker", "0"])
    assert_refused(stop, TakePile(MeldGroup("0", ())), R.STOP_ON_TOP, top="0")
    lone = table(["7"], melds=MELDED, discard=["Q"])
    assert_refused(lone, TakePile(MeldGroup("Q", ())), R.ONE_CARD_PILE)


def test_the_refusals_read_as_sentences() -> None:
    state = table(["K", "5", "6"], melds=MELDED, discard=["Joker", "10"])
    refusal = check(state, TakePile(MeldGroup("10", ())))
    assert refusal is not None
    assert refusal.text() == (
        "The pile is frozen (a Joker is in it): you need two natural 10s from your hand,"
        " and you have none"
    )
