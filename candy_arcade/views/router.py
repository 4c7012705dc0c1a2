"""The window's table of screens: a factory per screen name, registered once at start.

Screens lead to each other in circles (title -> lobby -> game -> results -> title),
but their modules must not import each other in circles. So no screen imports
another screen to show it: it asks the window's :class:`Screens` (through
:mod:`candy_arcade.views.navigation`), which :mod:`candy_arcade.views.screens`, the
one module that imports every screen, fills in. This module imports no screen.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

import arcade

from candy_arcade.levels.spec import LevelSpec
from candy_arcade.mode_options import ModeOptions
from candy_arcade.replays.recording import Recording
from candy_arcade.setup import GameSetup


@dataclass(frozen=True)
class ModeScreens:
    """One mode's own screens: where its players gather, its game, and its recordings."""

    lobby: Callable[[arcade.Window, LevelSpec | None, GameSetup | None], arcade.View]
    """The lobby at ``level`` (None: the mode's usual table), or again with the seats
    and options of the match just played (its setup)."""
    start: Callable[[arcade.Window, GameSetup], None]
    """Show a new game of the setup (Canasta first looks after its save slot)."""
    watch: Callable[[Recording], arcade.View] | None = None
    """The game screen playing a recording of this mode back (None: the mode records
    no games)."""


@dataclass(frozen=True)
class Screens:
    """Every screen a screen may lead to, by name."""

    title: Callable[[], arcade.View]
    mode_select: Callable[[], arcade.View]
    level_select: Callable[[str], arcade.View]
    """The tables of a mode, by mode id."""
    settings: Callable[[arcade.View], arcade.View]
    """The settings, returning to the given screen."""
    rules: Callable[[arcade.View, str, ModeOptions | None], arcade.View]
    """A mode's rules page, returning to the given screen, worded for the given table
    choices (None: any table of the mode)."""
    challenges: Callable[[], arcade.View]
    guide_offer: Callable[[str], arcade.View]
    """"Play a guided first game?" for a mode, by mode id."""
    continue_saved: Callable[[arcade.Window], None]
    """Resume the saved game, or first choose among it and the earlier games kept (a
    bad save is set aside with a message)."""
    modes: Mapping[str, ModeScreens]
    """Each mode's own screens, by mode id."""
