"""Two players on one pad, in the window: the lobby seats each half, a round of each
real-time mode plays both at once, the menus answer both, an unplugged pad stops
both seats. Driven through the fake pyglet pads, as a player's presses arrive."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from typing import Any

import pytest

from candy_arcade.core.seats import SeatSpec
from candy_arcade.input.gamepad import GamepadDevice
from candy_arcade.levels.loader import load_default_level
from candy_arcade.rules.pinata.state import Phase
from candy_arcade.setup import GameSetup, SeatAssignment
from candy_arcade.sim.pinata.session import PinataSession
from candy_arcade.views.candy_table import candy_table_view
from candy_arcade.views.key_bindings_view import PAD_LINK, KeyBindingsView
from candy_arcade.views.launch import step_frame
from candy_arcade.views.lobby import LobbyView
from candy_arcade.views.pad_buttons_view import PadButtonsView
from candy_arcade.views.pinata.table import pinata_table_view
from candy_arcade.views.title import TitleView
from tests.input.fake_pad import (
    FakePadDevice,
    fake_controller,
    forget,
    hold,
    let_go,
    press,
    pull_trigger,
    push_stick,
)

LEFT, RIGHT = "pad-0-left", "pad-0-right"


def run_frames(window: Any, frames: int) -> None:
    """Frames of input and ticks without drawing: what is checked here is state and
    words, and drawing would only make the tests slow."""
    for _ in range(frames):
        step_frame(window)
Pad = tuple[GamepadDevice, FakePadDevice]


@pytest.fixture
def pad(game_window: Any) -> Iterator[tuple[GamepadDevice, FakePadDevice]]:
    """A fake pad plugged into the window's hub as ``pad-0`` (with its halves)."""
    controller, device = fake_controller()
    gamepad = GamepadDevice(0, controller)
    game_window.input_hub.add_device(gamepad)
    yield gamepad, device
    forget(game_window.input_hub, gamepad.device_id)


def halves_seated(mode: str, seed: int) -> GameSetup:
    seats = (
        SeatAssignment(SeatSpec(is_bot=False), LEFT, "Player 1"),
        SeatAssignment(SeatSpec(is_bot=False), RIGHT, "Player 2"),
    )
    level = load_default_level()
    if mode == "candy":
        level = dataclasses.replace(level, timer_seconds=30)
    return GameSetup(mode, level, seed, seats)


def test_each_shoulder_seats_its_half_and_the_seat_names_its_buttons(
    game_window: Any, pad: Pad
) -> None:
    _, device = pad
    lobby = LobbyView("candy")
    game_window.show_view(lobby)
    press(device, "leftshoulder")
    press(device, "rightshoulder")
    run_frames(game_window, 1)
    assert [seat.device_id for seat in lobby.seats] == [LEFT, RIGHT]
    labels = [lobby._device_label(seat) for seat in lobby.seats]
    assert labels == [
        "Pad 1 left half (Fake Pad) — LB grab, LT drop",
        "Pad 1 right half (Fake Pad) — RB grab, RT drop",
    ]
    assert lobby.chips is not None and lobby.chips.chosen == set(), "LB joined, chose no chip"
    press(device, "a")
    run_frames(game_window, 1)
    assert len(lobby.seats) == 2
    assert lobby.message == (
        "This pad already plays in halves: press LB or RB to join a half instead"
    )
    assert [seat.device_id for seat in lobby.setup().seats] == [LEFT, RIGHT]
    pull_trigger(device, "lefttrigger", 1.0)
    pull_trigger(device, "lefttrigger", 0.0)
    run_frames(game_window, 1)
    assert [seat.device_id for seat in lobby.seats] == [RIGHT]


def test_a_half_cannot_join_while_its_pad_plays_whole(game_window: Any, pad: Pad) -> None:
    _, device = pad
    lobby = LobbyView("pinata")
    game_window.show_view(lobby)
    press(device, "a")
    run_frames(game_window, 1)
    press(device, "leftshoulder")
    run_frames(game_window, 1)
    assert [seat.device_id for seat in lobby.seats] == ["pad-0"]
    assert "already plays whole" in lobby.message
    assert "LB or RB (half a gamepad)" in lobby.help.text


def test_two_halves_play_one_candy_round_and_an_unplugged_pad_stops_both(
    game_window: Any, pad: Pad
) -> None:
    gamepad, device = pad
    hub = game_window.input_hub
    view = candy_table_view(halves_seated("candy", 5))
    game_window.show_view(view)
    session = view.table.session
    start = [(hand.x, hand.y) for hand in session.hands]
    push_stick(device, 1.0, 0.0)
    run_frames(game_window, 20)
    push_stick(device, 0.0, 0.0)
    assert session.hands[0].x > start[0][0] + 20
    assert (session.hands[1].x, session.hands[1].y) == pytest.approx(start[1])
    gamepad.connected = False
    hub._pad_disconnected(gamepad)
    run_frames(game_window, 3)
    tick = session.tick
    run_frames(game_window, 10)
    assert session.tick == tick and view.waiting_for_seat == 0
    assert view.banner.text.startswith("Player 1 and Player 2: your device was unplugged.")
    gamepad.connected = True
    hub._pad_connected(gamepad)
    run_frames(game_window, 5)
    assert view.waiting_for_seat is None and session.tick > tick
    assert view.devices == [LEFT, RIGHT]


@pytest.mark.parametrize("side", [0, 1])
def test_each_half_throws_the_pinata_dice_with_its_stick_and_shoulder(
    game_window: Any, pad: Pad, side: int
) -> None:
    _, device = pad
    seed = next(s for s in range(100) if PinataSession(2, s).state.stick_holder == side)
    view = pinata_table_view(halves_seated("pinata", seed))
    game_window.show_view(view)
    while not view.table.session.throw_ready:
        run_frames(game_window, 1)
    shoulder = ("leftshoulder", "rightshoulder")[side]
    hold(device, shoulder)
    run_frames(game_window, 30)
    let_go(device, shoulder)
    run_frames(game_window, 2)
    assert view.table.session.phase is Phase.ROLLING
    assert view.table.session.dice is not None and view.table.session.dice.power > 0.3


def test_menus_answer_the_left_half_and_the_right_half(game_window: Any, pad: Pad) -> None:
    """The key pages' link to the pad's buttons: the left half reaches it with the
    d-pad and LB and comes back with LT; the right half with its stick, RB and RT."""
    _, device = pad
    keys = KeyBindingsView(TitleView())
    game_window.show_view(keys)
    link = [item.label for item in keys.items].index(PAD_LINK)
    for stepper in ("dpad", "stick"):
        keys.selected = link - 1
        if stepper == "dpad":
            device.hat_y.value = -1
            device.hat_y.value = 0
        else:
            push_stick(device, 0.0, -1.0, right=True)
            push_stick(device, 0.0, 0.0, right=True)
        run_frames(game_window, 1)
        assert keys.selected == link
        press(device, "leftshoulder" if stepper == "dpad" else "rightshoulder")
        run_frames(game_window, 1)
        assert isinstance(game_window.current_view, PadButtonsView)
        trigger = "lefttrigger" if stepper == "dpad" else "righttrigger"
        pull_trigger(device, trigger, 1.0)
        pull_trigger(device, trigger, 0.0)
        run_frames(game_window, 1)
        assert game_window.current_view is keys


def test_the_pad_buttons_page_shows_the_whole_pad_and_both_halves(
    game_window: Any, pad: Pad
) -> None:
    page = PadButtonsView(TitleView())
    texts = {heading.text: body.text for heading, body in page.columns}
    assert set(texts) == {"Whole pad", "Left half", "Right half"}
    assert "grab: LB\ndrop: LT" in texts["Left half"]
    assert "special (tap / hold): d-pad ←" in texts["Left half"]
    assert "grab: RB\ndrop: RT" in texts["Right half"]
    assert "chart (hold): RS" in texts["Right half"]
    assert texts["Right half"].endswith("join in the lobby: RB")
    assert "second hand: right stick" in texts["Whole pad"]


def test_start_on_a_pad_played_in_halves_starts_the_game(game_window: Any, pad: Pad) -> None:
    _, device = pad
    lobby = LobbyView("pinata")
    game_window.show_view(lobby)
    press(device, "leftshoulder")
    press(device, "rightshoulder")
    run_frames(game_window, 1)
    press(device, "start")
    run_frames(game_window, 1)
    assert game_window.current_view is not lobby
    assert len(lobby.seats) == 2


def test_the_canasta_lobby_says_a_pad_plays_it_whole(game_window: Any) -> None:
    from candy_arcade.views.canasta.lobby import CanastaLobbyView

    lobby = CanastaLobbyView()
    assert lobby.subtitle_text.text.endswith("A gamepad plays Canasta whole, never in halves.")
