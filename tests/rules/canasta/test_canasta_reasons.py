"""Canasta refusals: every reason's sentence can be worded, and ranks read as words."""

from __future__ import annotations

from string import Formatter

import pytest

from candy_arcade.rules.canasta.reasons import (
    CanastaReason,
    Count,
    RankWord,
    Refusal,
    canastas_refusal,
    rank_refusal,
)

RANK_SPECS = {"one", "many", "a", "One", "Many", "A"}


def _sample(spec: str) -> object:
    if spec in RANK_SPECS:
        return RankWord("K")
    if spec in ("word", "none"):
        return Count(2)
    return "Name"


@pytest.mark.parametrize("reason", list(CanastaReason))
def test_every_reason_words_into_a_sentence_that_starts_with_a_capital(
    reason: CanastaReason,
) -> None:
    fields = {name: spec or "" for _, name, spec, _ in Formatter().parse(reason.value) if name}
    text = Refusal.of(reason, **{name: _sample(spec) for name, spec in fields.items()}).text()
    assert "{" not in text and text[:1].isupper(), text


def test_rank_labels_are_worded_by_the_template() -> None:
    assert f"{RankWord('K'):one} {RankWord('K'):many} {RankWord('A'):a}" == "King Kings an Ace"
    assert f"{RankWord('3B'):Many}, {RankWord('3B'):A}" == "Black 3s, A black 3"
    assert f"{RankWord('7'):many} {RankWord('Beast'):a}" == "7s a Beast"
    assert RankWord("K") == "K"
    with pytest.raises(ValueError):
        format(RankWord("K"), "plural")


def test_rule_numbers_are_written_as_words_where_the_sentence_asks() -> None:
    assert f"{Count(3):word} and {Count(90)}" == "three and 90"
    assert f"{Count(0):none}, {Count(0):word}, {Count(1):none}" == "none, no, one"
    assert Count(3) == 3


def test_the_sentences_players_read_name_ranks_in_words() -> None:
    frozen = Refusal.of(CanastaReason.PILE_FROZEN, rank=RankWord("K"), naturals=Count(2),
                        held=Count(0))
    assert frozen.text() == (
        "The pile is frozen: you need two natural Kings from your hand, and you have none"
    )
    top = rank_refusal(CanastaReason.TOP_CARD_IS_OTHER, top="A", rank="Q")
    assert top.text() == "The top card is an Ace, not a Queen"
    assert top.param("top") == "A"
    stops = rank_refusal(CanastaReason.STOPS_NOT_WITH_PILE, stop="3B")
    assert stops.text().startswith("Black 3s")


def test_the_canastas_going_out_needs_are_counted_in_the_sentence() -> None:
    one = canastas_refusal(CanastaReason.GOING_OUT_NEEDS_CANASTAS, 1)
    two = canastas_refusal(CanastaReason.GOING_OUT_NEEDS_CANASTAS, 2)
    assert one.text() == "Going out needs one canasta on your side"
    assert two.text() == "Going out needs two canastas on your side"
    assert two.param("canastas") == 2


def test_a_rank_refusal_equals_the_same_refusal_built_by_refusal_of() -> None:
    built = rank_refusal(CanastaReason.TOP_CARD_IS_OTHER, top="A", rank="Q")
    same = Refusal.of(CanastaReason.TOP_CARD_IS_OTHER, rank=RankWord("Q"), top=RankWord("A"))
    assert built == same
