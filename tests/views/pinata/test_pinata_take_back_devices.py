"""A card only rotten dice show the candy of waits; on every device its owner's drop
button (right click, a keyboard half's drop key, a pad's B, a pad half's trigger) takes
it back, and the seat's prompt says so with that button's own name."""

from __future__ import annotations

from dataclasses import replace

import pytest

from candy_arcade.input.controls import Control
from candy_arcade.render.pinata.prompts import seat_prompt
from candy_arcade.rules.pinata.events import CardTakenBack
from candy_arcade.sim.intents import IDLE
from candy_arcade.views.pinata.devices import is_pointer
from tests.input.press import HALVES, new_rig, press_control
from tests.sim.pinata.test_session_rotten_wait import CHOCOLATE_4, rotten_wait


@pytest.mark.parametrize("device_id", ["mouse", "keys-left", "keys-right", "pad-0", *HALVES])
def test_each_devices_drop_button_takes_back_a_card_only_rotten_dice_show(device_id: str) -> None:
    rig = new_rig()
    device = rig.hub.devices[device_id]
    session = rotten_wait()
    grab_name, drop_name = device.button_names()
    prompt = seat_prompt(session.snapshot(), 0, grab_name, drop_name, is_pointer(device))
    assert prompt == f"only rotten dice match · {drop_name}: take the card back"
    press_control(rig, device_id, Control.DROP)
    intent = replace(rig.hub.intent(device_id), target=None)
    assert intent.drop
    events = session.step([intent, IDLE])
    assert [event for event in events if isinstance(event, CardTakenBack)] == [
        CardTakenBack(0, CHOCOLATE_4)
    ]
