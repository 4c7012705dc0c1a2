"""The "Scoring" section of rules/i-want-candy.md, one test per sentence and example."""

from __future__ import annotations

from itertools import combinations

import pytest

from candy_arcade.rules.candy.claims import UNUSED_CARD_POINTS
from candy_arcade.rules.candy.scoring import StashScore, score_stash, score_total
from candy_arcade.rules.cards import Card, DuplicateCardError, parse_card, poker_deck


def stash(text: str) -> tuple[Card, ...]:
    return tuple(parse_card(token) for token in text.split())


def scored(text: str) -> StashScore:
    """Score with the breakdown engine, checking the fast path agrees on the total."""
    score = score_stash(stash(text))
    assert score_total(stash(text)) == score.total
    return score


def claims_of(score: StashScore) -> list[tuple[str, str, int]]:
    return [
        (claim.name, " ".join(str(card) for card in claim.cards), claim.points)
        for claim in score.claims
    ]


def unused_of(score: StashScore) -> str:
    return " ".join(str(card) for card in score.unused_cards)


def conditions_of(score: StashScore) -> list[tuple[str, int]]:
    return [(condition.name, condition.points) for condition in score.conditions]


# Worked examples: every one must hold.


def test_worked_example_jd_qs_qh_qc_qd_scores_120() -> None:
    score = scored("JD QS QH QC QD")
    assert score.total == 120
    assert claims_of(score) == [
        ("Jack of Diamonds + Queen of Spades", "JD QS", 100),
        ("Three of a kind", "QH QD QC", 30),
    ]
    assert conditions_of(score) == [("all four suits", -10)]


def test_worked_example_kh_kd_5h_5d_3h_7d_scores_120() -> None:
    score = scored("KH KD 5H 5D 3H 7D")
    assert score.total == 120
    assert claims_of(score) == [
        ("Both Red Kings", "KH KD", 100),
        ("A pair", "5H 5D", 10),
        ("Two cards that add to 10", "3H 7D", 10),
    ]
    assert score.unused_cards == ()
    assert score.conditions == ()


def test_worked_example_kh_ks_kc_2d_9d_scores_minus_60() -> None:
    score = scored("KH KS KC 2D 9D")
    assert score.total == -60
    assert claims_of(score) == [
        ("Only one Red King", "KH", -50),
        ("A pair", "KS KC", 10),
    ]
    assert unused_of(score) == "2D 9D"
    assert conditions_of(score) == [("all four suits", -10)]


def test_worked_example_3h_7h_2h_8h_9h_scores_50() -> None:
    score = scored("3H 7H 2H 8H 9H")
    assert score.total == 50
    assert claims_of(score) == [("Flush", "2H 3H 7H 8H 9H", 50)]


def test_worked_example_2h_4d_3h_jh_qd_scores_25() -> None:
    score = scored("2H 4D 3H JH QD")
    assert score.total == 25
    assert [name for name, _, _ in claims_of(score)] == ["All cards one colour"] * 5


def test_worked_example_jd_js_jh_jc_scores_60() -> None:
    score = scored("JD JS JH JC")
    assert score.total == 60
    assert claims_of(score) == [("Four of a kind", "JS JH JD JC", 90)]
    assert conditions_of(score) == [("fewer than 5 cards", -20), ("all four suits", -10)]


def test_worked_example_empty_stash_scores_minus_20() -> None:
    score = scored("")
    assert score.total == -20
    assert score.claims == ()
    assert conditions_of(score) == [("fewer than 5 cards", -20)]


# The table of claims, row by row.


def test_jack_of_diamonds_and_queen_of_spades_score_100() -> None:
    assert claims_of(scored("JD QS 2C 6H 10S")) == [
        ("Jack of Diamonds + Queen of Spades", "JD QS", 100)
    ]


def test_both_red_kings_score_100() -> None:
    assert claims_of(scored("KH KD 2C 6H 10S"))[0] == ("Both Red Kings", "KH KD", 100)


def test_four_of_a_kind_scores_90() -> None:
    assert claims_of(scored("7S 7H 7D 7C 10S")) == [("Four of a kind", "7S 7H 7D 7C", 90)]


def test_two_fours_of_a_kind_in_an_eight_card_stash_both_score() -> None:
    score = scored("7S 7H 7D 7C 10S 10H 10D 10C")
    assert [name for name, _, _ in claims_of(score)] == ["Four of a kind"] * 2
    assert score.total == 90 + 90 - 20 - 10


def test_flush_uses_every_card_when_five_or_more_are_all_one_suit() -> None:
    score = scored("AC 3C 5C 8C 10C JC")
    assert claims_of(score) == [("Flush", "AC 3C 5C 8C 10C JC", 50)]
    assert score.total == 50


def test_four_cards_of_one_suit_are_no_flush() -> None:
    assert "Flush" not in [name for name, _, _ in claims_of(scored("AC 3C 8C 10C"))]


def test_a_stash_with_another_suit_is_no_flush() -> None:
    assert "Flush" not in [name for name, _, _ in claims_of(scored("AC 3C 8C 10C JC 4S"))]


def test_only_one_red_king_costs_50() -> None:
    assert claims_of(scored("KD 2C 6H 10S 4C"))[0] == ("Only one Red King", "KD", -50)


def test_just_the_jack_of_diamonds_costs_40() -> None:
    assert claims_of(scored("JD 2C 6H 10S 4C"))[0] == ("Just the Jack of Diamonds", "JD", -40)


def test_just_the_queen_of_spades_costs_40() -> None:
    assert claims_of(scored("QS 2C 6H 10S 4C"))[0] == ("Just the Queen of Spades", "QS", -40)


def test_three_of_a_kind_scores_30() -> None:
    assert claims_of(scored("9S 9H 9C 10S 4C"))[0] == ("Three of a kind", "9S 9H 9C", 30)


def test_a_pair_scores_10() -> None:
    assert claims_of(scored("9S 9H 10C QH"))[0] == ("A pair", "9S 9H", 10)


def test_two_cards_that_add_to_10_score_10_with_the_ace_as_1() -> None:
    assert claims_of(scored("AS 9H 10C QH")) == [("Two cards that add to 10", "AS 9H", 10)]


@pytest.mark.parametrize("text", ["10S KH", "10S 10C JH", "JS QH KC", "QD 10S"])
def test_ten_jack_queen_and_king_add_to_nothing(text: str) -> None:
    assert "Two cards that add to 10" not in [name for name, _, _ in claims_of(scored(text))]


def test_all_cards_one_colour_scores_5_per_card_when_every_card_is_black() -> None:
    score = scored("2S 4C 3S JC QC")
    assert [points for _, _, points in claims_of(score)] == [5] * 5
    assert score.total == 25


def test_all_cards_one_colour_adds_nothing_for_cards_already_used() -> None:
    score = scored("2S 8C 3S JC QC")
    assert claims_of(score)[0] == ("Two cards that add to 10", "2S 8C", 10)
    assert score.total == 10 + 3 * 5


def test_one_card_of_the_other_colour_loses_the_one_colour_bonus() -> None:
    assert scored("2S 4C 3S JC QH").total == 5 * UNUSED_CARD_POINTS


# Resolution, rule by rule.


def test_claims_are_taken_in_order_of_decreasing_absolute_value() -> None:
    # Four queens (90) would be worth more than J♦+Q♠ (100) and three queens (30)
    # only if taken first; the 100 goes first and takes the Q♠.
    score = scored("JD QS QH QC QD")
    assert [points for _, _, points in claims_of(score)] == [100, 30]


def test_a_penalty_of_greater_absolute_value_beats_a_combination() -> None:
    score = scored("KD KS KC 4H 8C")
    assert ("Only one Red King", "KD", -50) in claims_of(score)
    assert "Three of a kind" not in [name for name, _, _ in claims_of(score)]


def test_a_claim_is_taken_only_if_none_of_its_cards_is_already_used() -> None:
    # Four jacks take the J♦, so "just the J♦" is not taken.
    score = scored("JD JS JH JC 2S")
    assert "Just the Jack of Diamonds" not in [name for name, _, _ in claims_of(score)]


def test_a_lone_jack_of_diamonds_takes_one_of_three_jacks() -> None:
    score = scored("JD JS JH 2S 4C")
    assert claims_of(score)[:2] == [
        ("Just the Jack of Diamonds", "JD", -40),
        ("A pair", "JS JH", 10),
    ]


def test_every_claim_whose_cards_are_free_is_taken() -> None:
    # 3 7 3: one add-to-10 or the pair, but never nothing at all.
    score = scored("3S 7H 3D 10C QC")
    assert len(claims_of(score)) == 1
    assert len(score.unused_cards) == 3


def test_same_value_claims_competing_for_cards_go_to_the_best_total() -> None:
    # A heart flush (+50) and a lone K♥ (−50) compete for the K♥: the flush wins.
    score = scored("KH 2H 5H 9H 10H")
    assert claims_of(score) == [("Flush", "2H 5H 9H 10H KH", 50)]
    assert score.total == 50


def test_flush_beats_a_lone_red_king_in_every_one_suit_stash_of_5_to_8_cards() -> None:
    for suit, king in (("H", "KH"), ("D", "KD")):
        others = [card for card in poker_deck() if card.suit == suit and str(card) != king]
        for size in range(4, 8):
            for rest in combinations(others, size):
                cards = (parse_card(king), *rest)
                score = score_stash(cards)
                assert score.claims[0].name == "Flush"
                assert score_total(cards) == score.total


def test_a_pair_that_also_adds_to_10_is_one_claim_of_10_not_two() -> None:
    score = scored("5H 5S 10C QC")
    assert claims_of(score) == [("A pair", "5S 5H", 10)]


def test_each_card_used_by_no_taken_claim_costs_5() -> None:
    score = scored("2S 4H 6C 10D QC")
    assert score.claims[0].name == "Two cards that add to 10"
    assert unused_of(score) == "2S 10D QC"
    assert score.unused_points == 3 * UNUSED_CARD_POINTS


# Stash conditions.


@pytest.mark.parametrize("size", [0, 1, 4, 7, 8])
def test_fewer_than_5_or_more_than_6_cards_costs_20(size: int) -> None:
    cards = stash("2S 3S 4S 2C 3C 4C 5C 6C")[:size]
    expected = ("fewer than 5 cards" if size < 5 else "more than 6 cards", -20)
    assert expected in conditions_of(score_stash(cards))


@pytest.mark.parametrize("text", ["2S 3S 4S 2C 3C", "2S 3S 4S 2C 3C 4C"])
def test_five_or_six_cards_cost_nothing(text: str) -> None:
    assert scored(text).conditions == ()


def test_all_four_suits_present_costs_10() -> None:
    assert conditions_of(scored("2S 3H 4D 6C 8C")) == [("all four suits", -10)]


def test_stash_conditions_use_no_cards_and_always_apply() -> None:
    score = scored("7S 7H 7D 7C")
    assert conditions_of(score) == [("fewer than 5 cards", -20), ("all four suits", -10)]
    assert score.unused_cards == ()


# Invariants the engine keeps.


def test_the_same_card_twice_is_refused() -> None:
    with pytest.raises(DuplicateCardError):
        score_stash(stash("QS QS 2H"))
    with pytest.raises(DuplicateCardError):
        score_total(stash("QS QS 2H"))


def test_order_of_the_cards_does_not_change_the_breakdown() -> None:
    forward = score_stash(stash("KH KD 5H 5D 3H 7D"))
    backward = score_stash(stash("7D 3H 5D 5H KD KH"))
    assert forward.claims == backward.claims
    assert forward.total == backward.total


def test_all_52_cards_score_with_every_four_of_a_kind_that_is_left() -> None:
    score = scored(" ".join(str(card) for card in poker_deck()))
    names = [name for name, _, _ in claims_of(score)]
    assert names.count("Four of a kind") == 10
    assert score.total == 100 + 100 + 10 * 90 + 30 + 30 + 10 - 20 - 10
