"""Moving between screens, through the window's table of screens (:mod:`.router`).

A screen calls these to show another; none of them imports a screen, so screens
never import each other in a cycle (a test over the import graph keeps it so).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import arcade

from candy_arcade.mode_options import ModeOptions
from candy_arcade.setup import GameSetup
from candy_arcade.views.window_access import game_window

if TYPE_CHECKING:
    from candy_arcade.levels.spec import LevelSpec


def _phones_off(window: arcade.Window) -> None:
    """Leaving the lobby and its games for the menus ends the phones' room: the server
    listens only while the players it serves are at a table."""
    game_window(window).switch_phones_off()


def show_title(window: arcade.Window) -> None:
    _phones_off(window)
    window.show_view(game_window(window).screens.title())


def show_mode_select(window: arcade.Window) -> None:
    _phones_off(window)
    window.show_view(game_window(window).screens.mode_select())


def show_level_select(window: arcade.Window, mode: str) -> None:
    _phones_off(window)
    window.show_view(game_window(window).screens.level_select(mode))


def show_guide_offer(window: arcade.Window, mode: str) -> None:
    window.show_view(game_window(window).screens.guide_offer(mode))


def show_settings(window: arcade.Window, back_to: arcade.View) -> None:
    window.show_view(game_window(window).screens.settings(back_to))


def table_choices(back_to: arcade.View) -> ModeOptions | None:
    """The choices of the table the rules are opened from: the paused game's setup (a
    Canasta table keeps it on its session), or a lobby's choices as they stand; None
    from anywhere else (the game select), which shows the mode's rules for any table."""
    game_view = getattr(back_to, "game_view", None)
    if game_view is not None:
        holder = getattr(game_view, "session", game_view)
        setup = getattr(holder, "setup", None)
        return setup.options if isinstance(setup, GameSetup) else None
    options = getattr(back_to, "options", None)
    chosen = options() if callable(options) else None
    return chosen if isinstance(chosen, ModeOptions) else None


def show_rules(window: arcade.Window, back_to: arcade.View, mode: str = "candy") -> None:
    """The rules of the game being played when paused from one, else of ``mode``, in
    the words of that table's choices (:func:`table_choices`)."""
    game_mode = getattr(getattr(back_to, "game_view", None), "mode", mode)
    screens = game_window(window).screens
    window.show_view(screens.rules(back_to, game_mode, table_choices(back_to)))


def show_lobby(window: arcade.Window, mode: str, level: LevelSpec | None = None) -> None:
    lobby = game_window(window).screens.modes[mode].lobby
    window.show_view(lobby(window, level, None))


def back_to_lobby(window: arcade.Window, setup: GameSetup) -> None:
    """The lobby the match of ``setup`` was started from: the same seats on the same
    devices, the same bots and options, so nobody joins again."""
    lobby = game_window(window).screens.modes[setup.mode].lobby
    window.show_view(lobby(window, setup.level, setup))


def start_game(window: arcade.Window, setup: GameSetup) -> None:
    """Show a new game of the setup's mode."""
    game_window(window).screens.modes[setup.mode].start(window, setup)


def show_continue(window: arcade.Window) -> None:
    """Resume the saved game, or choose an earlier one (a bad save is set aside with a
    message)."""
    game_window(window).screens.continue_saved(window)


def show_challenges(window: arcade.Window) -> None:
    window.show_view(game_window(window).screens.challenges())
