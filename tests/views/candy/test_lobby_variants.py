"""The lobby's variant chips: every variant switchable in any combination by keys,
mouse or a pad, the level's own switched on, and the choice reaching the session."""

from __future__ import annotations

from pathlib import Path

import arcade
import pytest

from candy_arcade.levels.loader import load_level
from candy_arcade.mode_options import CandyOptions
from candy_arcade.rules.candy.variants import VARIANT_NAMES, Variant
from candy_arcade.views.candy_variant_chips import FUNCTION_KEYS, VARIANTS
from candy_arcade.views.launch import run_frames
from candy_arcade.views.lobby import LobbyView

LEVELS = Path(__file__).resolve().parents[3] / "levels"


def variant_names(lobby: LobbyView) -> tuple[str, ...]:
    """The names of the variants the lobby's setup plays with."""
    return lobby.setup().options_as(CandyOptions).names


def open_lobby(game_window, level_file: str | None = None) -> LobbyView:  # type: ignore[no-untyped-def]
    level = load_level(LEVELS / level_file) if level_file else None
    lobby = LobbyView("candy", level)
    game_window.show_view(lobby)
    run_frames(game_window, 1)
    return lobby


def test_the_level_s_own_variants_start_switched_on(game_window) -> None:  # type: ignore[no-untyped-def]
    lobby = open_lobby(game_window, "02-blocker-party.toml")
    assert lobby.chips is not None and lobby.chips.chosen == {Variant.BLOCKER}
    assert variant_names(lobby) == ("blocker",)


def test_f1_to_f10_switch_all_ten_variants_on_and_off(game_window) -> None:  # type: ignore[no-untyped-def]
    lobby = open_lobby(game_window)
    for key in FUNCTION_KEYS:
        assert lobby.on_key_press(key, 0)
    assert variant_names(lobby) == VARIANT_NAMES
    lobby.on_key_press(arcade.key.F3, 0)
    assert "snitch" not in variant_names(lobby)
    assert len(variant_names(lobby)) == 9


def test_a_click_on_a_chip_toggles_it_and_does_not_join_the_mouse(game_window) -> None:  # type: ignore[no-untyped-def]
    lobby = open_lobby(game_window)
    assert lobby.chips is not None
    left, right, bottom, top = lobby.chips.rect(VARIANTS.index(Variant.FLIPPER))
    screen = game_window.screen_map
    x = (left + right) / 2 * screen.scale + screen.offset_x
    y = (bottom + top) / 2 * screen.scale + screen.offset_y
    lobby.on_mouse_press(round(x), round(y), arcade.MOUSE_BUTTON_LEFT, 0)
    run_frames(game_window, 1)
    assert variant_names(lobby) == ("flipper",)
    assert lobby.seats == []


def test_a_pad_moves_along_the_chips_with_its_d_pad_and_toggles_with_a(game_window) -> None:  # type: ignore[no-untyped-def]
    lobby = open_lobby(game_window)
    lobby.on_menu_command("select")
    assert variant_names(lobby) == ()
    for command in ("right", "right", "down", "select"):
        lobby.on_menu_command(command)
    assert variant_names(lobby) == ("laissez-faire",)


def test_the_chosen_variants_and_bots_reach_the_round(game_window) -> None:  # type: ignore[no-untyped-def]
    from candy_arcade.views.candy_table import CandyTable
    from candy_arcade.views.realtime_table import RealtimeTableView

    lobby = open_lobby(game_window)
    lobby.on_key_press(arcade.key.Q, 0)
    lobby.on_key_release(arcade.key.Q, 0)
    run_frames(game_window, 1)
    for _ in range(3):
        lobby.on_key_press(arcade.key.TAB, 0)
    lobby.on_key_press(arcade.key.KEY_2, 0)  # easy, as in a first game, to normal,
    lobby.on_key_press(arcade.key.KEY_2, 0)  # then to hard
    for key in (arcade.key.F1, arcade.key.F4, arcade.key.F7):
        lobby.on_key_press(key, 0)
    lobby.on_key_press(arcade.key.ENTER, 0)
    view = game_window.current_view
    assert isinstance(view, RealtimeTableView) and isinstance(view.table, CandyTable)
    assert view.table.session.variants == {
        Variant.ROCK_YOU,
        Variant.ROSHAMBO,
        Variant.LAISSEZ_FAIRE,
    }
    assert sorted(view.table.bots) == [1, 2, 3] and view.table.bots[1].difficulty == "hard"
    assert list(view.table.controls) == [0]
    run_frames(game_window, 3)


@pytest.mark.parametrize("mode", ["pinata", "canasta"])
def test_other_games_have_no_chips_and_keep_their_options(game_window, mode: str) -> None:  # type: ignore[no-untyped-def]
    lobby = LobbyView(mode)
    game_window.show_view(lobby)
    run_frames(game_window, 1)
    assert lobby.chips is None
    assert not lobby.on_key_press(arcade.key.F1, 0)


def test_the_lobby_help_names_each_zones_own_join_key_and_not_its_leave_key(game_window) -> None:  # type: ignore[no-untyped-def]
    original = game_window.settings
    try:
        keys = dict(original.keys, left_grab="G")
        game_window.apply_settings(original.with_changes(keys=keys))
        lobby = open_lobby(game_window)
        assert "G (keys left)" in lobby.help.text and "Right Ctrl (keys right)" in lobby.help.text
        assert "Q or E" not in lobby.help.text and "Right Shift (keys right)" not in lobby.help.text
    finally:
        game_window.apply_settings(original)
