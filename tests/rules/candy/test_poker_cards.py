"""The poker card values of ``candy_arcade.rules.cards`` that scoring builds on."""

from __future__ import annotations

import pytest

from candy_arcade.rules.cards import (
    Card,
    CardParseError,
    DuplicateCardError,
    card_code,
    card_from_index,
    cards_in_mask,
    cards_mask,
    is_red,
    parse_card,
    poker_deck,
)


def test_the_deck_has_52_distinct_cards_in_a_fixed_order() -> None:
    deck = poker_deck()
    assert len(set(deck)) == 52
    assert deck[:2] == (Card(1, "S"), Card(2, "S"))
    assert deck[-1] == Card(13, "C")
    assert deck == poker_deck()


def test_each_card_has_its_deck_position_as_a_stable_index() -> None:
    assert [card.index for card in poker_deck()] == list(range(52))
    assert all(card_from_index(card.index) == card for card in poker_deck())
    assert Card(12, "S").index == parse_card("QS").index == 11


@pytest.mark.parametrize(
    ("card", "code"),
    [(Card(12, "S"), "QS"), (Card(10, "H"), "10H"), (Card(1, "D"), "AD"), (Card(13, "C"), "KC")],
)
def test_card_code_reads_like_the_card(card: Card, code: str) -> None:
    assert card_code(card) == code == str(card)
    assert parse_card(code) == card


@pytest.mark.parametrize(
    ("token", "card"),
    [("qs", Card(12, "S")), ("Td", Card(10, "D")), ("10c", Card(10, "C")), ("aH", Card(1, "H"))],
)
def test_parse_card_accepts_any_case_and_t_for_ten(token: str, card: Card) -> None:
    assert parse_card(token) == card


@pytest.mark.parametrize("token", ["", "Q", "S", "1S", "11H", "QX", "ZZ", "10", "QSS", "0D"])
def test_parse_card_names_the_token_it_cannot_read(token: str) -> None:
    with pytest.raises(CardParseError, match=repr(token)):
        parse_card(token)


@pytest.mark.parametrize(("rank", "suit"), [(0, "S"), (14, "S"), (5, "X"), (5, "s")])
def test_a_card_outside_the_deck_cannot_be_made(rank: int, suit: str) -> None:
    with pytest.raises(ValueError):
        Card(rank, suit)


def test_hearts_and_diamonds_are_red() -> None:
    assert [is_red(parse_card(code)) for code in ("2S", "2H", "2D", "2C")] == [
        False,
        True,
        True,
        False,
    ]


def test_cards_mask_round_trips_and_refuses_a_card_twice() -> None:
    cards = (parse_card("QS"), parse_card("JD"))
    assert cards_in_mask(cards_mask(cards)) == cards
    with pytest.raises(DuplicateCardError, match="QS"):
        cards_mask((*cards, parse_card("qs")))
