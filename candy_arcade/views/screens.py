"""The one module that imports every screen: it fills in the window's table of screens.

Screens ask :mod:`candy_arcade.views.navigation` for the next screen and never import
one another; this is where the names meet the classes. The launcher calls
:func:`register_screens` on the window it opens (tests on theirs).
"""

from __future__ import annotations

import arcade

from candy_arcade.levels.spec import LevelSpec
from candy_arcade.modes import CANASTA, CANDY, PINATA
from candy_arcade.setup import GameSetup
from candy_arcade.views.app import GameWindow
from candy_arcade.views.canasta.continue_menu import open_continue
from candy_arcade.views.canasta.lobby import CanastaLobbyView
from candy_arcade.views.canasta.start import start_canasta
from candy_arcade.views.candy_table import candy_table_view, watch_candy_recording
from candy_arcade.views.challenges import ChallengeLadderView
from candy_arcade.views.guide_offer import GuideOfferView
from candy_arcade.views.guided_tables import is_guided
from candy_arcade.views.guided_view import guided_candy_view, guided_pinata_view
from candy_arcade.views.level_select import LevelSelectView
from candy_arcade.views.lobby import LobbyView
from candy_arcade.views.mode_select import ModeSelectView
from candy_arcade.views.pinata.table import pinata_table_view, watch_pinata_recording
from candy_arcade.views.router import ModeScreens, Screens
from candy_arcade.views.rules_view import RulesView
from candy_arcade.views.settings_view import SettingsView
from candy_arcade.views.title import TitleView
from candy_arcade.views.window_access import game_window


def _candy_lobby(
    window: arcade.Window, level: LevelSpec | None, previous: GameSetup | None
) -> arcade.View:
    return LobbyView(CANDY.id, level, previous)


def _pinata_lobby(
    window: arcade.Window, level: LevelSpec | None, previous: GameSetup | None
) -> arcade.View:
    return LobbyView(PINATA.id, level, previous)


def _canasta_lobby(
    window: arcade.Window, level: LevelSpec | None, previous: GameSetup | None
) -> arcade.View:
    """Canasta plays at one table, so its lobby takes no level."""
    return CanastaLobbyView(game_window(window).settings.default_difficulty, previous)


def _start_candy(window: arcade.Window, setup: GameSetup) -> None:
    """A new match: on a guided table (First Grab) its first round is the guided one."""
    window.show_view(guided_candy_view(setup) if is_guided(setup) else candy_table_view(setup))


def _start_pinata(window: arcade.Window, setup: GameSetup) -> None:
    """A new match: on a guided table (First Throw) its first game is the guided one."""
    window.show_view(guided_pinata_view(setup) if is_guided(setup) else pinata_table_view(setup))


def _start_canasta(window: arcade.Window, setup: GameSetup) -> None:
    start_canasta(window, setup)


def register_screens(window: GameWindow) -> None:
    """Give ``window`` its table of screens."""
    window.screens = Screens(
        title=TitleView,
        mode_select=ModeSelectView,
        level_select=LevelSelectView,
        settings=SettingsView,
        rules=RulesView,
        challenges=ChallengeLadderView,
        guide_offer=GuideOfferView,
        continue_saved=open_continue,
        modes={
            CANDY.id: ModeScreens(
                lobby=_candy_lobby, start=_start_candy, watch=watch_candy_recording
            ),
            PINATA.id: ModeScreens(
                lobby=_pinata_lobby, start=_start_pinata, watch=watch_pinata_recording
            ),
            CANASTA.id: ModeScreens(lobby=_canasta_lobby, start=_start_canasta),
        },
    )
