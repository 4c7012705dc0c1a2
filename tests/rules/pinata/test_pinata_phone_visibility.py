"""Hands on phones: the big screen shows their backs, and opens the other hands only
as the people at the screen need them."""

from __future__ import annotations

from candy_arcade.rules.pinata import PinataSettings, hands_face_up

PLAIN = PinataSettings()


def test_a_hand_on_a_phone_is_face_down_whoever_else_plays() -> None:
    assert hands_face_up(PLAIN, [True, True, True], [True, False, False]) == (False, True, True)
    assert hands_face_up(PLAIN, [True, True], [True, True]) == (False, False)


def test_the_one_person_at_the_screen_sees_their_own_hand_and_no_bots() -> None:
    assert hands_face_up(PLAIN, [True, True, False], [True, False, False]) == (False, True, False)


def test_with_every_person_on_a_phone_the_screen_shows_no_bots_cards() -> None:
    assert hands_face_up(PLAIN, [True, False, False], [True, False, False]) == (False,) * 3


def test_without_phones_the_table_is_shown_as_before() -> None:
    assert hands_face_up(PLAIN, [False, True, False], [False] * 3) == (False, True, False)
    assert hands_face_up(PLAIN, [False, False]) == (True, True)


def test_the_youngest_players_option_keeps_every_hand_open_phones_or_not() -> None:
    youngest = PinataSettings(youngest=True)
    assert hands_face_up(youngest, [True, False], [True, False]) == (True, True)
