"""Rule sentences of Samba about scoring: sambas, going out, bonus cards, and a side's
sequences beside the Canasta scorer (heckadeck-canasta.md, Samba)."""

from __future__ import annotations

import pytest

from candy_arcade.rules.canasta.decks import heckadeck
from candy_arcade.rules.canasta.samba_decks import classic_samba
from candy_arcade.rules.canasta.samba_scoring import (
    samba_going_out_bonus,
    score_samba_side,
    score_sequences,
)
from candy_arcade.rules.canasta.scoring import CardError

HECK = heckadeck()
CLASSIC = classic_samba()


def test_a_samba_is_a_canasta_worth_1500_on_top_of_its_cards_points() -> None:
    samba = score_sequences(HECK, [["2", "3", "4", "5", "6", "7", "8"]])
    assert (samba.points, samba.sambas, samba.bonus) == (5 * 6 + 10, 1, 1500)
    six = score_sequences(HECK, [["Q", "K", "0"], ["0", "A", "2", "3", "4", "5"]])
    assert (six.points, six.sambas, six.bonus) == (10 + 10 + 5 + 5 + 20 + 5 * 4, 0, 0)


def test_classic_sequences_count_their_cards_points() -> None:
    assert score_sequences(CLASSIC, [["Q", "K", "A"]]).points == 10 + 10 + 20


def test_the_wheel_named_a_0_counts_5_in_a_sequence() -> None:
    assert score_sequences(HECK, [["Wheel=0", "A", "2"]]).points == 5 + 20 + 5


@pytest.mark.parametrize(
    "labels",
    [["K", "A", "2"], ["5", "0", "6"], ["4", "5", "Joker"], ["4", "5"],
     ["2", "3", "4", "5", "6", "7", "8", "9"], ["4", "5", "Gnome"]],
)
def test_the_scorer_refuses_what_is_no_sequence(labels: list[str]) -> None:
    with pytest.raises(CardError):
        score_sequences(HECK, [labels])


def test_the_scorer_refuses_a_wheel_in_a_deck_without_one() -> None:
    with pytest.raises(CardError, match="no Wheel"):
        score_sequences(heckadeck(with_wheel=False), [["Wheel=0", "A", "2"]])


def test_going_out_scores_200_and_nothing_more_for_going_out_concealed() -> None:
    assert samba_going_out_bonus(True) == 200
    assert samba_going_out_bonus(False) == 0
    score = score_samba_side(HECK, [["K"] * 7], [["2", "3", "4", "5", "6", "7", "8"]], [], [],
                             went_out=True)
    assert score.breakdown["going_out"] == 200


def test_a_samba_side_scores_melds_sequences_sambas_and_going_out_minus_hands() -> None:
    score = score_samba_side(
        HECK,
        [["K"] * 7, ["A", "A", "Joker"]],
        [["2", "3", "4", "5", "6", "7", "8"], ["J", "Q", "K"]],
        ["Hunter"],
        [["5", "Q"]],
        went_out=True,
    )
    assert score.breakdown == {
        "melds": 70 + 40 + 50, "natural_canastas": 1, "mixed_canastas": 0,
        "canasta_bonus": 500, "going_out": 200, "bonus_cards": 50, "hands": -15,
        "sequences": 40 + 30, "sambas": 1, "samba_bonus": 1500,
    }
    assert score.total == 160 + 500 + 200 + 50 - 15 + 70 + 1500


def test_a_side_whose_only_melds_are_sequences_has_melded() -> None:
    score = score_samba_side(HECK, [], [["4", "5", "6"]], ["Hunter", "Hunter"], [], False)
    assert score.breakdown["bonus_cards"] == 200
    bare = score_samba_side(HECK, [], [], ["Hunter", "Hunter"], [], False)
    assert bare.breakdown["bonus_cards"] == -200
    assert bare.total == -200


def test_heckadeck_samba_bonus_cards_count_as_in_heckadeck_canasta() -> None:
    score = score_samba_side(HECK, [["K"] * 3], [], ["Hunter"] * 3 + ["Traveller"], [], False)
    assert score.breakdown["bonus_cards"] == 450 + 50


@pytest.mark.parametrize(("threes", "value"), [(1, 100), (4, 400), (5, 500), (6, 1000)])
def test_classic_samba_red_3s_count_100_each_and_1000_for_all_six(
    threes: int, value: int
) -> None:
    score = score_samba_side(CLASSIC, [["K"] * 3], [], ["3R"] * threes, [], False)
    assert score.breakdown["bonus_cards"] == value
    assert score.total == 30 + value


def test_the_samba_scorer_refuses_a_meld_of_three_wild_cards() -> None:
    with pytest.raises(CardError, match="at most two wild cards"):
        score_samba_side(HECK, [["K", "K", "K", "K", "Joker", "Arrow", "Arrow"]], [], [], [],
                         False)
