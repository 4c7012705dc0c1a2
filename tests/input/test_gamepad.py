"""Gamepads through pyglet's controller API, exercised with a fake pad."""

from __future__ import annotations

import pytest

from candy_arcade.input.gamepad import GamepadDevice
from candy_arcade.input.hub import InputHub
from candy_arcade.settings import DEFAULT_KEYS

from .fake_pad import fake_controller, forget, press, push_stick


def hub_with_pad() -> tuple[InputHub, GamepadDevice, object]:
    hub = InputHub(DEFAULT_KEYS, watch_gamepads=False)
    controller, device = fake_controller()
    pad = GamepadDevice(0, controller)
    hub.add_device(pad)
    return hub, pad, device


def test_a_pad_joins_with_a_or_start() -> None:
    hub, _pad, device = hub_with_pad()
    press(device, "a")
    assert hub.take_joins() == ["pad-0"]
    press(device, "start")
    assert hub.take_joins() == ["pad-0"]


def test_a_grabs_and_b_drops_once_per_press() -> None:
    hub, _pad, device = hub_with_pad()
    press(device, "a")
    press(device, "b")
    intent = hub.intent("pad-0")
    assert intent.grab and intent.drop
    assert not hub.intent("pad-0").grab


def test_the_left_stick_gives_a_direction_of_at_most_length_one() -> None:
    hub, _pad, device = hub_with_pad()
    push_stick(device, 1.0, 1.0)
    direction = hub.intent("pad-0").direction
    assert direction is not None
    assert direction.x > 0.5 and direction.y > 0.5
    assert direction.length() <= 1.0 + 1e-9


def test_a_small_stick_wobble_inside_the_dead_zone_does_not_move_the_hand() -> None:
    hub, _pad, device = hub_with_pad()
    push_stick(device, 0.1, -0.05)
    direction = hub.intent("pad-0").direction
    assert direction is not None and direction.length() == 0


def test_the_d_pad_moves_and_navigates_menus() -> None:
    hub, _pad, device = hub_with_pad()
    device.hat_y.value = 1
    assert hub.take_menu_commands() == ["up"]
    direction = hub.intent("pad-0").direction
    assert direction is not None and direction.y == pytest.approx(1.0)
    device.hat_y.value = 0
    device.hat_x.value = 1
    assert hub.take_menu_commands() == ["right"]


def test_an_unplugged_pad_is_reported_and_gives_no_intents() -> None:
    hub, pad, device = hub_with_pad()
    pad.connected = False
    hub._pad_disconnected(pad)
    assert hub.disconnected == ["pad-0", "pad-0-left", "pad-0-right"]
    press(device, "a")
    assert not hub.intent("pad-0").grab


def test_no_input_devices_means_no_gamepads_and_no_crash() -> None:
    hub = InputHub(DEFAULT_KEYS, watch_gamepads=True)
    assert "gamepad" in hub.gamepad_status


def test_a_pad_unplugged_mid_round_pauses_until_a_free_device_takes_the_seat(game_window) -> None:  # type: ignore[no-untyped-def]
    """The round stops for everyone; the left keyboard zone then takes the pad's seat."""
    import dataclasses

    from candy_arcade.core.seats import SeatSpec
    from candy_arcade.levels.loader import load_default_level
    from candy_arcade.setup import GameSetup, SeatAssignment
    from candy_arcade.views.candy_table import candy_table_view
    from candy_arcade.views.launch import run_frames

    hub = game_window.input_hub
    controller, _device = fake_controller("Unplug Me")
    pad = GamepadDevice(7, controller)
    hub.add_device(pad)
    seats = (
        SeatAssignment(SeatSpec(is_bot=False), pad.device_id, "Player 1"),
        SeatAssignment(SeatSpec(is_bot=True), None, "Bot 2"),
    )
    level = dataclasses.replace(load_default_level(), timer_seconds=30)
    view = candy_table_view(GameSetup("candy", level, 5, seats))
    game_window.show_view(view)
    run_frames(game_window, 10)
    assert view.table.session.tick == 10
    pad.connected = False
    hub._pad_disconnected(pad)
    run_frames(game_window, 30)
    assert view.waiting_for_seat == 0
    assert view.table.session.tick == 10
    view.on_key_press(__import__("arcade").key.Q, 0)
    run_frames(game_window, 5)
    assert view.waiting_for_seat is None
    assert view.devices[0] == "keys-left"
    assert view.table.session.tick > 10
    forget(hub, pad.device_id)


@pytest.mark.parametrize(
    "error",
    [
        FileNotFoundError(2, "No such file or directory", "/dev/input"),
        PermissionError(13, "Permission denied", "/dev/input"),
        OSError(5, "Input/output error"),
        ImportError("no module named evdev"),
        AttributeError("'NoneType' object has no attribute 'get_controllers'"),
    ],
)
def test_a_machine_without_gamepads_says_why_in_words_not_an_exception_name(
    monkeypatch: pytest.MonkeyPatch, error: Exception
) -> None:
    """The lobby shows this status: a player reads "no gamepads found (...)", never
    "FileNotFoundError"."""
    import pyglet.input

    def broken_manager() -> object:
        raise error

    monkeypatch.setattr(pyglet.input, "ControllerManager", broken_manager)
    hub = InputHub(DEFAULT_KEYS, watch_gamepads=True)
    assert hub.gamepad_status.startswith("no gamepads found (")
    for name in (type(error).__name__, "Error", "Exception"):
        assert name not in hub.gamepad_status
