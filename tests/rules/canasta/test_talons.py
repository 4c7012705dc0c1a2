"""Rule sentences of the Talons variant (heckadeck-canasta.md, Variants, Talons)."""

from __future__ import annotations

import pytest

from candy_arcade.rules.canasta.talons import set_aside_talons, talon_due, talon_taken


def test_seven_cards_are_set_aside_in_two_talons_of_4_and_3() -> None:
    stock, talons = set_aside_talons(range(20))
    assert [len(t) for t in talons] == [4, 3]
    assert talons == ((19, 18, 17, 16), (15, 14, 13))
    assert stock == tuple(range(13))


def test_a_stock_too_small_for_the_talons_is_refused() -> None:
    with pytest.raises(ValueError, match="cannot spare 7"):
        set_aside_talons(range(6))


def test_the_first_side_to_meld_from_its_hand_takes_the_4_card_talon() -> None:
    stock, talons = set_aside_talons(range(40))
    due = talon_due(sides_melded_before=0, from_hand=True)
    assert due is not None and len(talon_taken(talons, due, len(stock))) == 4


def test_the_second_side_to_meld_takes_the_3_card_talon() -> None:
    stock, talons = set_aside_talons(range(40))
    due = talon_due(sides_melded_before=1, from_hand=True)
    assert due is not None and len(talon_taken(talons, due, len(stock))) == 3


def test_a_third_side_gets_no_talon() -> None:
    assert talon_due(sides_melded_before=2, from_hand=True) is None


def test_a_first_meld_made_by_taking_the_pile_earns_no_talon() -> None:
    assert talon_due(sides_melded_before=0, from_hand=False) is None


def test_no_talon_is_given_once_the_stock_holds_8_cards_or_fewer() -> None:
    _, talons = set_aside_talons(range(40))
    assert talon_taken(talons, 0, 9) == talons[0]
    assert talon_taken(talons, 0, 8) == ()
    assert talon_taken(talons, 1, 3) == ()
