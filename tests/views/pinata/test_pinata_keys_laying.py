"""Keys and pads lay a card as a click does: a grab away from home queues the chosen
card, "laying…" on it and in the seat's prompt, until the hand is steered home; the
drop button calls it off, and the refusals are the click's own words. Played in the
game window on every device but the mouse (whose click the table-words tests cover),
through the presses a player makes."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from candy_arcade.core.geometry import Vec2
from candy_arcade.core.seats import SeatSpec
from candy_arcade.input.controls import Control
from candy_arcade.input.gamepad import GamepadDevice
from candy_arcade.input.keyboard import key_code
from candy_arcade.levels.loader import load_default_level
from candy_arcade.rules.pinata.state import Phase
from candy_arcade.settings import DEFAULT_KEYS
from candy_arcade.setup import GameSetup, SeatAssignment
from candy_arcade.sim.pinata.session import PinataSession
from candy_arcade.views.launch import step_frame
from candy_arcade.views.pinata.table import PinataTable, pinata_table_view
from tests.input.fake_pad import fake_controller, forget, push_stick
from tests.input.press import Rig, press_control
from tests.sim.pinata.test_session_rotten_wait import FACES, card
from tests.sim.pinata.test_session_scenarios import set_table

DEVICES = ("keys-left", "keys-right", "pad-0", "pad-0-left", "pad-0-right")
HAND = [card("dulce", points) for points in (1, 2, 3, 4)]
SEED = next(seed for seed in range(100) if PinataSession(2, seed).state.stick_holder == 1)
"""The bot holds the stick and throws at once."""


@pytest.fixture
def rig(game_window: Any) -> Iterator[Rig]:
    """The window's own hub with a fake pad plugged in as ``pad-0`` (and its halves)."""
    controller, device = fake_controller()
    gamepad = GamepadDevice(0, controller)
    game_window.input_hub.add_device(gamepad)
    yield Rig(game_window.input_hub, gamepad, device)
    forget(game_window.input_hub, gamepad.device_id)


def seated(device_id: str) -> GameSetup:
    seats = (
        SeatAssignment(SeatSpec(is_bot=False), device_id, "Player 1"),
        SeatAssignment(SeatSpec(is_bot=True, difficulty="normal"), None, "Bot 2"),
    )
    return GameSetup("pinata", load_default_level(), SEED, seats)


def frames(window: Any, count: int) -> None:
    for _ in range(count):
        step_frame(window)


def grabbing_in_the_middle(window: Any, device_id: str) -> PinataTable:
    """The dice have landed; player 1 holds ``HAND`` with the palm in the table's middle."""
    view = pinata_table_view(seated(device_id))
    window.show_view(view)
    table = view.table
    while table.session.phase is not Phase.GRABBING:
        frames(window, 1)
    set_table(table.session, FACES, [HAND, [card("tamarindo", 3)]])
    table.session.palms[0].position = table.session.table.centre
    return table


def steer(rig: Rig, device_id: str, way: Vec2) -> None:
    """Hold the device's up or down (keys), or push its stick that way (pads)."""
    if device_id.startswith("keys-"):
        zone = device_id.removeprefix("keys-")
        for side, wanted in (("up", way.y > 0), ("down", way.y < 0)):
            code = key_code(DEFAULT_KEYS[f"{zone}_{side}"])
            if wanted:
                rig.hub.key_press(code)
            else:
                rig.hub.key_release(code)
    else:
        push_stick(rig.pad_device, 0.0, way.y, right=device_id == "pad-0-right")


def drive_home(window: Any, rig: Rig, device_id: str, table: PinataTable) -> int:
    """Steer the hand straight home until the card is laid; returns the frames it took."""
    session = table.session
    way = Vec2(0.0, 1.0 if session.seats[0].rest.y > session.palms[0].position.y else -1.0)
    steer(rig, device_id, way)
    for taken in range(600):
        if session.state.players[0].waiting is not None:
            steer(rig, device_id, Vec2(0.0, 0.0))
            return taken
        frames(window, 1)
    raise AssertionError("the hand never got home")


def hint(table: PinataTable) -> str:
    table.draw()
    return table.renderer.hud.hints[0].text


def bubbles(table: PinataTable) -> list[str]:
    table.draw()
    return [bubble.text.text for bubble in table.renderer.hud.bubbles if bubble.player == 0]


def names(rig: Rig, device_id: str) -> tuple[str, str]:
    """The device's grab and drop buttons as its prompts name them."""
    grab, drop = rig.hub.devices[device_id].button_names()
    return grab, drop


@pytest.mark.parametrize("device_id", DEVICES)
def test_a_grab_away_from_home_shows_laying_until_the_hand_is_steered_home(
    game_window: Any, rig: Rig, device_id: str
) -> None:
    table = grabbing_in_the_middle(game_window, device_id)
    session = table.session
    grab, drop = names(rig, device_id)
    assert hint(table) == f"{drop}: next card · {grab}: lay it"
    press_control(rig, device_id, Control.DROP)
    frames(game_window, 1)
    press_control(rig, device_id, Control.GRAB)
    frames(game_window, 1)
    assert hint(table) == f"laying… bring your hand home · {drop}: call it off"
    assert 0 in table.renderer.hud.laying_marks
    assert bubbles(table) == [], "no refusal: the card is on its way"
    assert session.state.players[0].waiting is None
    assert drive_home(game_window, rig, device_id, table) > 10
    assert session.state.players[0].waiting == HAND[1], "the card chosen with drop"
    assert hint(table) == f"{grab}: take a matching die"
    assert table.renderer.hud.laying_marks == {}


@pytest.mark.parametrize("device_id", DEVICES)
def test_the_drop_button_calls_off_a_card_laying_and_says_so(
    game_window: Any, rig: Rig, device_id: str
) -> None:
    table = grabbing_in_the_middle(game_window, device_id)
    press_control(rig, device_id, Control.GRAB)
    frames(game_window, 1)
    press_control(rig, device_id, Control.DROP)
    frames(game_window, 1)
    assert bubbles(table) == ["card not laid: you called it off"]
    grab, drop = names(rig, device_id)
    assert hint(table) == f"{drop}: next card · {grab}: lay it"
    assert table.renderer.hud.laying_marks == {}


@pytest.mark.parametrize("device_id", DEVICES)
def test_a_grab_over_a_die_with_no_card_laid_is_refused_in_the_clicks_words(
    game_window: Any, rig: Rig, device_id: str
) -> None:
    table = grabbing_in_the_middle(game_window, device_id)
    session = table.session
    session.palms[0].position = session.die_position(0)
    press_control(rig, device_id, Control.GRAB)
    frames(game_window, 1)
    assert bubbles(table) == ["place a card before you take a die"]
    assert table.renderer.hud.laying_marks == {}
