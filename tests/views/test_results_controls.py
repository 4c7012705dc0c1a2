"""A results screen cannot be skipped by a stray press: it settles for a second, then
only its buttons, a confirm key no player binds, and a pad's buttons move on."""

from __future__ import annotations

import dataclasses
from typing import Any

import arcade
import pytest

from candy_arcade.replays.recording import CandyRecording
from candy_arcade.rules.candy.match import CandyMatch, score_round
from candy_arcade.settings import DEFAULT_KEYS
from candy_arcade.views.candy_results import CandyResultsView
from candy_arcade.views.results_controls import free_confirm_keys
from candy_arcade.views.window_access import game_window as as_game_window
from tests.views.results_presses import click_at, click_button, settle, settle_and_reveal
from tests.views.test_headless_views import bot_setup


class Shown(arcade.View):
    """The screen a results screen moved on to, holding the recording it was given."""

    def __init__(self, replay: CandyRecording | None) -> None:
        super().__init__()
        self.replay = replay


def recording() -> CandyRecording:
    return CandyRecording(
        level_text="", level_name="default", seed=3, names=["Bot 1", "Bot 2"],
        timer_seconds=30, variants=(),
    )  # fmt: skip


def results(window: Any, replay: CandyRecording | None = None) -> CandyResultsView:
    """A two-bot reveal shown in ``window``; it moves on to a :class:`Shown`."""
    setup = bot_setup(2)
    match = CandyMatch(len(setup.seats), setup.seed)
    result = score_round(1, [[36, 11, 25], [0, 1]])
    match.record(result)
    view = CandyResultsView(setup, match, result, replay, play_round=Shown)
    window.show_view(view)
    return view


def shown(window: Any) -> Shown:
    view = window.current_view
    assert isinstance(view, Shown)
    return view


def test_a_click_in_the_first_second_does_nothing(game_window: Any) -> None:
    view = results(game_window)
    view.on_update(0.5)
    click_button(view, "Show all")
    view.on_key_press(arcade.key.SPACE, 0)
    view.on_menu_command("select")
    view.on_key_press(arcade.key.ESCAPE, 0)
    assert game_window.current_view is view and not view.revealed
    view.on_update(0.5)
    click_button(view, "Show all")
    assert view.revealed and game_window.current_view is view
    click_button(view, "Next round")
    assert shown(game_window).replay is None


def test_a_click_away_from_the_buttons_does_nothing(game_window: Any) -> None:
    view = results(game_window)
    settle(view)
    click_at(view, 640, 360)
    click_at(view, 640, 22)
    assert game_window.current_view is view


def test_w_the_wasd_players_up_neither_replays_nor_moves_on(game_window: Any) -> None:
    view = results(game_window, recording())
    settle(view)
    view.on_key_press(arcade.key.W, 0)
    assert game_window.current_view is view


def test_the_watch_again_button_replays_the_round(game_window: Any) -> None:
    replay = recording()
    view = results(game_window, replay)
    settle(view)
    click_button(view, "Watch again")
    assert shown(game_window).replay is replay


def test_a_pads_y_replays_and_its_a_moves_on(game_window: Any) -> None:
    replay = recording()
    view = results(game_window, replay)
    settle(view)
    view.on_menu_command("again")
    assert shown(game_window).replay is replay
    view = results(game_window, replay)
    settle_and_reveal(view)
    view.on_menu_command("select")
    assert shown(game_window).replay is None


def test_enter_is_the_right_players_special_key_so_it_does_nothing(game_window: Any) -> None:
    assert DEFAULT_KEYS["right_special"] == "RETURN"
    view = results(game_window)
    settle_and_reveal(view)
    view.on_key_press(arcade.key.RETURN, 0)
    view.on_key_press(arcade.key.ENTER, 0)
    assert game_window.current_view is view
    assert "Enter" not in view.footer.text
    view.on_key_press(arcade.key.SPACE, 0)
    assert shown(game_window).replay is None


@pytest.mark.parametrize(
    ("rebound", "free"),
    [
        ({}, ["Space"]),
        ({"right_special": "M"}, ["Enter", "Space"]),
        ({"right_special": "M", "left_grab": "SPACE"}, ["Enter"]),
        ({"right_special": "M", "right_clap": "ENTER"}, ["Space"]),
    ],
)
def test_the_confirm_keys_are_those_no_zone_binds(rebound: dict[str, str], free: list[str]) -> None:
    assert list(free_confirm_keys({**DEFAULT_KEYS, **rebound})) == free


def test_enter_moves_on_when_no_player_binds_it(game_window: Any) -> None:
    window = as_game_window(game_window)
    before = window.settings
    keys = {**before.keys, "right_special": "M"}
    window.settings = dataclasses.replace(before, keys=keys)
    try:
        view = results(game_window)
        assert "Enter / Space / A: show all" in view.footer.text
        settle_and_reveal(view)
        assert "Enter / Space / A: next round" in view.footer.text
        view.on_key_press(arcade.key.RETURN, 0)
    finally:
        window.settings = before
    assert shown(game_window).replay is None
