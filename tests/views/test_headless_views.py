"""The real views, drawn headless: pixels checked, screens navigated, a bot round played."""

from __future__ import annotations

import arcade
import pytest

from candy_arcade.core.seats import SeatSpec
from candy_arcade.levels.loader import load_default_level
from candy_arcade.render.theme import BACKGROUND, HIGHLIGHT
from candy_arcade.setup import GameSetup, SeatAssignment
from candy_arcade.views import navigation
from candy_arcade.views.launch import run_frames
from tests.frames import play_frames
from tests.views.results_presses import click_button, settle_and_reveal


def close_to(pixel: tuple[int, ...], colour: tuple[int, ...], tolerance: int = 6) -> bool:
    return all(abs(a - b) <= tolerance for a, b in zip(pixel, colour, strict=False))


def test_the_title_view_renders_its_background_title_and_selected_item(game_window) -> None:  # type: ignore[no-untyped-def]
    navigation.show_title(game_window)
    run_frames(game_window, 3)
    image = arcade.get_image()
    assert image.size == (1280, 720)
    assert close_to(image.getpixel((200, 600)), BACKGROUND), "beside the menu: the background"
    # get_image() is top-down: logical y counts from the bottom, image y from the top.
    title_pixels = [image.getpixel((x, 95)) for x in range(360, 920, 2)]
    assert any(close_to(pixel, HIGHLIGHT, 30) for pixel in title_pixels)
    outline_pixels = [image.getpixel((640, y)) for y in range(226, 236)]
    assert any(close_to(pixel, HIGHLIGHT, 30) for pixel in outline_pixels)


def test_keyboard_navigates_title_to_mode_select_to_level_select_to_lobby(game_window) -> None:  # type: ignore[no-untyped-def]
    from candy_arcade.guide.first_games import remember_answer
    from candy_arcade.views.level_select import LevelSelectView
    from candy_arcade.views.lobby import LobbyView
    from candy_arcade.views.mode_select import ModeSelectView

    remember_answer("candy", False)  # the first-time offer has its own tests
    navigation.show_title(game_window)
    game_window.current_view.on_key_press(arcade.key.ENTER, 0)
    assert isinstance(game_window.current_view, ModeSelectView)
    game_window.current_view.on_key_press(arcade.key.ENTER, 0)
    assert isinstance(game_window.current_view, LevelSelectView)
    game_window.current_view.on_key_press(arcade.key.ENTER, 0)
    lobby = game_window.current_view
    assert isinstance(lobby, LobbyView) and lobby.mode == "candy"
    lobby.on_key_press(arcade.key.Q, 0)
    lobby.on_key_release(arcade.key.Q, 0)
    run_frames(game_window, 1)
    lobby.on_key_press(arcade.key.TAB, 0)
    run_frames(game_window, 2)
    assert [seat.device_id for seat in lobby.seats] == ["keys-left", None]
    lobby.on_key_press(arcade.key.E, 0)
    run_frames(game_window, 1)
    assert [seat.device_id for seat in lobby.seats] == [None]


def bot_setup(players: int, seed: int = 3, timer: int = 30) -> GameSetup:
    import dataclasses

    level = dataclasses.replace(load_default_level(), timer_seconds=timer)
    seats = tuple(
        SeatAssignment(SeatSpec(is_bot=True), None, f"Bot {i + 1}") for i in range(players)
    )
    return GameSetup("candy", level, seed, seats)


def test_a_bot_round_plays_to_the_reveal_inside_the_real_view(game_window) -> None:  # type: ignore[no-untyped-def]
    from candy_arcade.views.candy_results import CandyResultsView
    from candy_arcade.views.candy_table import CandyTable, candy_table_view
    from candy_arcade.views.realtime_table import RealtimeTableView

    view = candy_table_view(bot_setup(4))
    game_window.show_view(view)
    play_frames(game_window, 30 * 60 + 90)
    results = game_window.current_view
    assert isinstance(results, CandyResultsView)
    assert sum(len(stash) for stash in results.result.stashes) >= 4
    settle_and_reveal(results)
    click_button(results, "Next round")
    shown = game_window.current_view
    assert isinstance(shown, RealtimeTableView) and isinstance(shown.table, CandyTable)
    assert len(shown.table.match.rounds) == 1


@pytest.mark.parametrize("mode", ["pinata", "canasta"])
def test_every_mode_has_a_game_view(game_window, mode: str) -> None:  # type: ignore[no-untyped-def]
    from candy_arcade.views.navigation import start_game

    setup = bot_setup(4)
    start_game(game_window, GameSetup(mode, setup.level, 1, setup.seats))
    run_frames(game_window, 5)
    assert getattr(game_window.current_view, "mode", None) == mode
