"""The scoring chart at hand: opened from the I Want Candy! lobby by button, key or
pad and closed by any of them; in the round, shown exactly while a player holds their
device's chart button, with the round running on and its recording untouched."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

import arcade
import pytest

from candy_arcade.core.seats import SeatSpec
from candy_arcade.input.gamepad import GamepadDevice
from candy_arcade.levels.loader import load_default_level
from candy_arcade.mode_options import CandyOptions
from candy_arcade.setup import GameSetup, SeatAssignment
from candy_arcade.views.launch import run_frames
from candy_arcade.views.lobby import LobbyView
from tests.input.fake_pad import fake_controller, forget, hold, let_go, press

if TYPE_CHECKING:
    from candy_arcade.views.candy_table import CandyTable
    from candy_arcade.views.realtime_table import RealtimeTableView

DEVICES = ("keys-left", "keys-right", "mouse", "pad-0")


@pytest.fixture
def pad(game_window: Any) -> Iterator[Any]:
    """A fake pad plugged into the window's hub as ``pad-0``, unplugged after."""
    controller, device = fake_controller()
    game_window.input_hub.add_device(GamepadDevice(0, controller))
    yield device
    forget(game_window.input_hub, "pad-0")


def click(game_window: Any, view: arcade.View, x: float, y: float) -> None:
    screen = game_window.screen_map
    px, py = round(x * screen.scale + screen.offset_x), round(y * screen.scale + screen.offset_y)
    view.on_mouse_press(px, py, arcade.MOUSE_BUTTON_LEFT, 0)
    view.on_mouse_release(px, py, arcade.MOUSE_BUTTON_LEFT, 0)


def open_lobby(game_window: Any) -> LobbyView:
    lobby = LobbyView("candy")
    game_window.show_view(lobby)
    run_frames(game_window, 1)
    return lobby


def chart_button(lobby: LobbyView) -> tuple[float, float]:
    button = next(button for button in lobby.buttons if button.label == "Scoring chart")
    assert button.text is not None and button.text.text == "Scoring chart  [C]"
    left, right, bottom, top = button.rect
    assert left >= 0 and right <= 1280
    return (left + right) / 2, (bottom + top) / 2


def test_the_lobby_s_chart_button_opens_it_and_a_click_closes_it_joining_nobody(
    game_window: Any,
) -> None:
    lobby = open_lobby(game_window)
    click(game_window, lobby, *chart_button(lobby))
    run_frames(game_window, 1)
    assert lobby.chart is not None and lobby.chart.sprites
    assert "+100" in [text.text for text in lobby.chart.texts]
    click(game_window, lobby, 640, 360)
    run_frames(game_window, 1)
    assert lobby.chart is None and lobby.seats == []


@pytest.mark.parametrize("key", [arcade.key.C, arcade.key.SEMICOLON])
def test_a_zone_s_chart_key_opens_it_and_any_key_closes_it_doing_nothing_else(
    game_window: Any, key: int
) -> None:
    lobby = open_lobby(game_window)
    lobby.on_key_press(key, 0)
    lobby.on_key_release(key, 0)
    run_frames(game_window, 1)
    assert lobby.chart is not None
    lobby.on_key_press(arcade.key.ESCAPE, 0)
    run_frames(game_window, 1)
    assert lobby.chart is None and game_window.current_view is lobby
    lobby.on_key_press(key, 0)
    lobby.on_key_press(arcade.key.Q, 0)
    lobby.on_key_release(arcade.key.Q, 0)
    run_frames(game_window, 2)
    assert lobby.chart is None and lobby.seats == [], "the closing grab key joined nobody"


def test_a_pad_opens_the_chart_with_back_and_closes_it_with_b_without_leaving(
    game_window: Any, pad: Any
) -> None:
    lobby = open_lobby(game_window)
    press(pad, "a")
    run_frames(game_window, 1)
    assert [seat.device_id for seat in lobby.seats] == ["pad-0"]
    press(pad, "back")
    run_frames(game_window, 1)
    assert lobby.chart is not None
    press(pad, "b")
    run_frames(game_window, 2)
    assert lobby.chart is None and [seat.device_id for seat in lobby.seats] == ["pad-0"]


def four_humans(timer: int = 30) -> GameSetup:
    level = dataclasses.replace(load_default_level(), timer_seconds=timer)
    seats = tuple(
        SeatAssignment(SeatSpec(is_bot=False), device, f"Player {number + 1}")
        for number, device in enumerate(DEVICES)
    )
    return GameSetup("candy", level, 5, seats, CandyOptions.of(()))


def start_round(game_window: Any) -> RealtimeTableView[CandyTable]:
    from candy_arcade.views.candy_table import candy_table_view

    view = candy_table_view(four_humans())
    game_window.show_view(view)
    run_frames(game_window, 2)
    return view


def hold_chart(game_window: Any, view: Any, device: str, pad: Any, down: bool) -> None:
    """Press (``down``) or release the chart button of ``device``."""
    if device == "pad-0":
        (hold if down else let_go)(pad, "back")
        return
    key = {"keys-left": arcade.key.C, "keys-right": arcade.key.SEMICOLON, "mouse": arcade.key.TAB}
    (view.on_key_press if down else view.on_key_release)(key[device], 0)


@pytest.mark.parametrize("device", DEVICES)
def test_holding_a_device_s_chart_button_shows_the_chart_while_the_round_runs_on(
    game_window: Any, pad: Any, device: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    view = start_round(game_window)
    table = view.table
    drawn: list[int] = []
    monkeypatch.setattr(table.chart, "draw", lambda: drawn.append(table.session.tick))
    run_frames(game_window, 3)
    assert not drawn and not table.chart_shown()
    hold_chart(game_window, view, device, pad, True)
    before = table.session.tick
    run_frames(game_window, 30)
    assert table.chart_shown() and len(drawn) == 30
    assert table.session.tick == before + 30 and game_window.current_view is view
    hold_chart(game_window, view, device, pad, False)
    run_frames(game_window, 3)
    assert not table.chart_shown() and len(drawn) == 30


def test_the_chart_button_changes_no_recorded_intent(game_window: Any, pad: Any) -> None:
    recorded = []
    for with_chart in (False, True):
        view = start_round(game_window)
        for device in DEVICES if with_chart else ():
            hold_chart(game_window, view, device, pad, True)
        run_frames(game_window, 40)
        for device in DEVICES if with_chart else ():
            hold_chart(game_window, view, device, pad, False)
        run_frames(game_window, 5)
        recording = view.table.recording
        assert recording is not None
        recorded.append(recording.ticks)
    assert recorded[0] == recorded[1] and len(recorded[0]) == 47


def test_each_device_s_legend_names_its_chart_button(game_window: Any, pad: Any) -> None:
    view = start_round(game_window)
    panels = view.table.renderer.legend.panels
    bodies = [panels[player].body.text for player in range(len(DEVICES))]
    for body, key in zip(bodies, ("[C]", "[;]", "[Tab]", "[Back]"), strict=True):
        assert f"Hold {key}: scoring chart" in body


def test_a_player_alone_on_every_device_holds_any_of_their_chart_buttons(
    game_window: Any,
) -> None:
    from candy_arcade.input.hub import ANY_DEVICE
    from candy_arcade.views.candy_table import candy_table_view

    alone = (SeatAssignment(SeatSpec(is_bot=False), ANY_DEVICE, "You"),)
    view = candy_table_view(dataclasses.replace(four_humans(), seats=alone))
    game_window.show_view(view)
    for key in (arcade.key.TAB, arcade.key.SEMICOLON):
        view.on_key_press(key, 0)
        run_frames(game_window, 1)
        assert view.table.chart_shown()
        view.on_key_release(key, 0)
        run_frames(game_window, 1)
        assert not view.table.chart_shown()


def test_only_i_want_candy_s_lobby_has_the_chart(game_window: Any) -> None:
    lobby = LobbyView("pinata")
    game_window.show_view(lobby)
    run_frames(game_window, 1)
    assert "Scoring chart" not in [button.label for button in lobby.buttons]
    lobby.on_key_press(arcade.key.C, 0)
    lobby.on_key_release(arcade.key.C, 0)
    assert lobby.chart is None
