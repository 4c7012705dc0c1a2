"""The one refusal convention: reason codes with parameters, worded in one place."""

from __future__ import annotations

import pytest

from candy_arcade.core.refusal import Reason, Refusal, number_word


class _Example(Reason):
    FULL = "your stash is full: {limit} cards at most"
    PLAIN = "no card under your palm"


def test_a_refusal_fills_its_reasons_sentence_with_its_parameters() -> None:
    refusal = Refusal.of(_Example.FULL, limit=number_word(6))
    assert refusal.reason is _Example.FULL
    assert refusal.param("limit") == "six"
    assert refusal.text() == "your stash is full: six cards at most"
    assert str(refusal) == refusal.text()


def test_a_refusal_without_parameters_is_its_sentence() -> None:
    assert Refusal.of(_Example.PLAIN).text() == "no card under your palm"


def test_refusals_with_the_same_reason_and_parameters_are_equal() -> None:
    assert Refusal.of(_Example.FULL, limit=6) == Refusal.of(_Example.FULL, limit=6)
    assert Refusal.of(_Example.FULL, limit=6) != Refusal.of(_Example.FULL, limit=5)


def test_a_missing_parameter_is_an_error_not_a_silent_gap() -> None:
    with pytest.raises(KeyError):
        Refusal.of(_Example.FULL).text()


def test_small_counts_are_words_and_larger_ones_digits() -> None:
    assert [number_word(n) for n in (1, 6, 12, 13)] == ["one", "six", "twelve", "13"]
