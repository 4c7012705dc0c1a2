"""What a phone is shown: its seat, its cards, and buttons named by what they do now."""

from __future__ import annotations

import pytest

from candy_arcade.input.controls import Control
from candy_arcade.levels.loader import load_default_level
from candy_arcade.mode_options import CandyOptions
from candy_arcade.mode_tables import CANDY_TABLE
from candy_arcade.phones.device import PhoneDevice, PhoneView
from candy_arcade.phones.phone_views import candy_buttons, card_view, seat_view
from candy_arcade.phones.protocol import Press
from candy_arcade.rules.candy.variants import Variant
from candy_arcade.rules.cards import parse_card
from candy_arcade.sim.candy.session import CandySession


def _round(*variants: Variant) -> CandySession:
    return CANDY_TABLE.new_table(load_default_level(), 2, 3, CandyOptions(frozenset(variants)))


def test_a_seat_is_shown_in_its_colour_with_its_mark_and_number() -> None:
    assert seat_view(1, "Ana", "lobby") == {
        "screen": "lobby",
        "note": "",
        "seat": {"colour": "#56b4e9", "symbol": "▲", "name": "Ana", "title": "Player 2 · Sky"},
    }


@pytest.mark.parametrize(
    ("code", "face", "red"), [("QS", "Q♠", False), ("10H", "10♥", True), ("AD", "A♦", True)]
)
def test_a_card_is_shown_by_rank_and_suit_sign_red_or_black(
    code: str, face: str, red: bool
) -> None:
    assert card_view(parse_card(code).index) == {"face": face, "red": red}


def test_a_plain_round_has_just_grab_and_drop() -> None:
    assert candy_buttons(_round(), 0) == {"grab": "GRAB", "drop": "DROP"}


def test_i_will_rock_you_adds_its_beats_and_palms_down() -> None:
    assert candy_buttons(_round(Variant.ROCK_YOU), 0) == {
        "grab": "GRAB",
        "drop": "DROP",
        "thump": "THUMP",
        "clap": "CLAP",
        "palms": "PALMS DOWN",
    }


def test_wall_street_names_its_hand_button() -> None:
    assert candy_buttons(_round(Variant.LAISSEZ_FAIRE), 0)["special"] == "SWAP HANDS"
    assert candy_buttons(_round(Variant.RESTRICTED), 0)["special"] == "SWITCH HAND"


def test_each_phone_button_presses_its_control_once() -> None:
    sent: list[PhoneView] = []
    device = PhoneDevice("phone-1", "Ana", sent.append)
    for button in ("palms", "thump", "special", "switch"):
        device.inbox.put(Press(button))
    polled = device.poll()
    wanted = {Control.SPECIAL_HOLD, Control.THUMP, Control.SPECIAL, Control.SWITCH}
    assert polled.presses == wanted
    assert device.poll().presses == frozenset()
