"""Moving between screens. Imports are local so screens do not import each other in a cycle."""

from __future__ import annotations

from typing import TYPE_CHECKING

import arcade

if TYPE_CHECKING:
    from candy_arcade.levels.spec import LevelSpec


def show_title(window: arcade.Window) -> None:
    from candy_arcade.views.title import TitleView

    window.show_view(TitleView())


def show_mode_select(window: arcade.Window) -> None:
    from candy_arcade.views.mode_select import ModeSelectView

    window.show_view(ModeSelectView())


def show_settings(window: arcade.Window, back_to: arcade.View) -> None:
    from candy_arcade.views.settings_view import SettingsView

    window.show_view(SettingsView(back_to))


def show_rules(window: arcade.Window, back_to: arcade.View, mode: str = "candy") -> None:
    from candy_arcade.views.rules_view import RulesView

    game_mode = getattr(getattr(back_to, "game_view", None), "mode", mode)
    window.show_view(RulesView(back_to, game_mode))


def show_lobby(window: arcade.Window, mode: str, level: LevelSpec | None = None) -> None:
    if mode == "canasta":
        from candy_arcade.views.canasta.lobby import CanastaLobbyView

        settings = getattr(window, "settings", None)
        window.show_view(CanastaLobbyView(getattr(settings, "default_difficulty", "normal")))
        return
    from candy_arcade.views.lobby import LobbyView

    window.show_view(LobbyView(mode, level))


def show_continue(window: arcade.Window) -> None:
    """Resume the saved Canasta game (a bad save is set aside with a message)."""
    from candy_arcade.views.canasta.start import continue_canasta

    continue_canasta(window)


def show_challenges(window: arcade.Window) -> None:
    from candy_arcade.views.challenges import ChallengeLadderView

    window.show_view(ChallengeLadderView())
