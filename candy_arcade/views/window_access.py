"""The one typed way a view reaches the game window and what it owns (settings, input
hub, sounds, the logical screen): arcade types ``View.window`` as a plain Window."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

import arcade

if TYPE_CHECKING:
    from candy_arcade.views.app import GameWindow


def app_window(view: arcade.View) -> GameWindow:
    """The :class:`~candy_arcade.views.app.GameWindow` showing ``view``."""
    return cast("GameWindow", view.window)


def game_window(window: arcade.Window) -> GameWindow:
    """The same for code handed the window itself (moving between screens, launching)."""
    return cast("GameWindow", window)
