"""Bots pick cards by asking the scoring engine what a card adds; difficulty sets
reaction time, aim noise and memory."""

from __future__ import annotations

from candy_arcade.bots.candy.profiles import PROFILES, profile_for
from candy_arcade.bots.candy.valuation import (
    KD,
    KH,
    Outlook,
    best_swap,
    card_gain,
    mask_of,
    stash_value,
    worst_card,
)
from candy_arcade.rules.candy.scoring import score_total_mask
from candy_arcade.rules.cards import parse_card


def cards(*codes: str) -> int:
    return mask_of(parse_card(code).index for code in codes)


def index(code: str) -> int:
    return parse_card(code).index


EARLY = Outlook(seconds_left=50.0)
LATE = Outlook(seconds_left=10.0)
OVER = Outlook(seconds_left=0.0)


def test_at_the_end_a_stash_is_worth_exactly_its_score() -> None:
    for stash in (cards(), cards("KH", "KD", "5H", "5D", "3H"), cards("JD", "QS")):
        assert stash_value(stash, OVER) == score_total_mask(stash)


def test_a_card_that_pairs_adds_more_than_one_that_does_not() -> None:
    stash = cards("7H", "2S")
    assert card_gain(stash, index("7S"), EARLY) > card_gain(stash, index("9C"), EARLY)


def test_early_a_dud_is_refused_late_it_beats_the_short_stash_penalty() -> None:
    stash = cards("7H", "7S", "2D", "2C")
    dud = index("KS")
    assert card_gain(stash, dud, EARLY) < 0
    assert card_gain(stash, dud, OVER) > 0


def test_half_of_a_big_pair_is_kept_while_its_partner_may_still_be_found() -> None:
    hopeful = Outlook(seconds_left=50.0, in_reach=1 << KD)
    hopeless = Outlook(seconds_left=50.0, gone=1 << KD)
    assert card_gain(cards("5H", "9H"), KH, hopeful) > 0
    assert card_gain(cards("5H", "9H"), KH, hopeless) < 0


def test_a_lone_red_king_is_the_card_swapped_out_once_its_partner_is_gone() -> None:
    stash = cards("KH", "5C", "5S", "9C", "9S", "3C")
    outlook = Outlook(seconds_left=30.0, gone=1 << KD)
    gain, out = best_swap(stash, index("7C"), outlook)
    assert out == KH and gain > 40
    change, worst = worst_card(stash, outlook)
    assert worst == KH and change > 0


def test_harder_bots_react_faster_aim_better_and_remember_more() -> None:
    easy, normal, hard = (profile_for(name) for name in ("easy", "normal", "hard"))
    assert easy.reaction_ticks > normal.reaction_ticks > hard.reaction_ticks
    assert easy.aim_noise > normal.aim_noise > hard.aim_noise
    assert easy.memory < normal.memory < hard.memory
    assert set(PROFILES) == {"easy", "normal", "hard"}
