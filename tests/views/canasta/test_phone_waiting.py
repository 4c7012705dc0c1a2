"""While the Canasta table waits for the phone of the player to act (it dropped), the
other phones say whose phone it waits for instead of only whose turn it is."""

from __future__ import annotations

from typing import Any

from candy_arcade.rules.canasta.state import Phase
from tests.phones.canasta_table import canasta_table, frames

from .tables import table
from .test_phone_seats import Phone, phone_window

__all__ = ["phone_window"]


def test_the_other_phone_says_whose_phone_the_table_waits_for(phone_window: Any) -> None:
    state = table(hands=[["K", "K", "5", "9"], ["6", "7", "8", "J"]], phase=Phase.DRAW, turn=1)
    canasta_table(phone_window, ["phone", "phone"], state)
    south, north = Phone(phone_window, 1, "Ana"), Phone(phone_window, 2, "Ben")
    frames(phone_window, 2)
    playing = south.shown["prompt"]
    north.device.connected = False
    frames(phone_window, 2)
    waiting = south.shown["prompt"]
    north.device.connected = True
    frames(phone_window, 2)
    assert playing != waiting
    assert waiting == "Waiting for North (Ben)'s phone…"
    assert south.shown["prompt"] == playing
