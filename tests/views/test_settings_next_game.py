"""Settings opened over a game say which changes wait for the next game."""

from __future__ import annotations

from typing import Any

import arcade

from candy_arcade.render.theme import felt_colour
from candy_arcade.settings import FELT_NAMES
from candy_arcade.views.canasta.session import CanastaSession
from candy_arcade.views.canasta.table_view import CanastaTableView
from candy_arcade.views.launch import run_frames
from candy_arcade.views.pause import PauseView
from candy_arcade.views.settings_view import SUBTITLE, SettingsView
from candy_arcade.views.title import TitleView
from tests.views.canasta.tables import setup
from tests.views.drawn import watching


def _cursor_to(view: SettingsView, label: str) -> None:
    while view.items[view.selected].label != label:
        view.on_key_press(arcade.key.DOWN, 0)


def test_over_a_canasta_game_the_canasta_bots_say_they_apply_from_the_next_game(
    game_window: Any,
) -> None:
    table = CanastaTableView(CanastaSession(setup(["human", "normal"], seed=9)),
                             threaded=False, autosave=False)
    with watching(game_window) as eyes:
        settings = SettingsView(PauseView(table))
        game_window.show_view(settings)
        _cursor_to(settings, "Canasta bots")
        run_frames(game_window, 1)
        assert "Canasta bots: applies from the next game" in eyes.words()
        assert eyes.problems() == []
    _cursor_to(settings, "Table colour")
    run_frames(game_window, 1)
    assert settings.subtitle_text.text == SUBTITLE
    _cursor_to(settings, "Effects volume")
    run_frames(game_window, 1)
    assert settings.subtitle_text.text == SUBTITLE


def test_a_table_colour_changed_over_a_canasta_game_paints_the_table_when_it_comes_back(
    game_window: Any,
) -> None:
    table = CanastaTableView(CanastaSession(setup(["human", "normal"], seed=9)),
                             threaded=False, autosave=False)
    game_window.show_view(table)
    run_frames(game_window, 1)
    before = tuple(table.background_color)[:3]
    others = [name for name in FELT_NAMES if tuple(felt_colour(name))[:3] != before]
    game_window.apply_settings(game_window.settings.with_changes(felt=others[0]))
    game_window.show_view(PauseView(table))
    game_window.show_view(table)
    run_frames(game_window, 1)
    assert tuple(table.background_color)[:3] == tuple(felt_colour(others[0]))[:3]


def test_from_the_title_no_setting_waits_for_a_game(game_window: Any) -> None:
    settings = SettingsView(TitleView())
    game_window.show_view(settings)
    _cursor_to(settings, "Table colour")
    run_frames(game_window, 1)
    assert settings.subtitle_text.text == SUBTITLE


def test_over_a_real_time_game_only_the_canasta_bots_wait() -> None:
    from candy_arcade.views.settings_view import next_game_notes

    assert next_game_notes("candy") == {
        "Canasta bots": "Canasta bots: applies from the next Canasta game"
    }
