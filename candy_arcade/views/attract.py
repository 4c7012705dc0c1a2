"""The title's attract round: bots playing behind the menu, so the title shows the game.

While the title is up, bots play one round after another, I Want Candy! and Piñata
Blast in turn, each dealt from the next seed of a fixed one (the same title every run),
at half speed and without a sound (the menus' music plays on), under a veil dark
enough that the menu reads as it does on its plain background. The round is the
player's in nothing: its tables are ``attract`` tables (no recording, no match totals)
and it never reaches a results screen, so no replay, record, statistics or progress
is written; it takes no input, every key and button stays the menu's. With Reduce
motion on, one dealt table stands still instead.

A table is built only while none shows: the title's first frames stay plain (the
first table, on a cold start, costs most of a second: felt, card faces, shaders), and
each table fades in, plays, stands finished a moment and fades out before the next is
dealt, so a build's pause falls on a frame where nothing behind the menu moves. The
veiled table is drawn off screen (:class:`~candy_arcade.render.backdrop.Backdrop`)
only when it has ticked, every other frame at half speed, and once for a still one:
the other frames cost a single quad.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from candy_arcade.core.rng import round_seed
from candy_arcade.levels.loader import default_level_for
from candy_arcade.modes import CANDY, PINATA, mode_info
from candy_arcade.render.backdrop import Backdrop
from candy_arcade.render.theme import BACKGROUND
from candy_arcade.setup import GameSetup
from candy_arcade.views.candy_table import CandyTable
from candy_arcade.views.game_start import bots_only
from candy_arcade.views.pinata.table import PinataTable
from candy_arcade.views.realtime_table import LeftButton, ModeTable

if TYPE_CHECKING:
    from candy_arcade.views.app import GameWindow

ATTRACT_SEED = 18
"""The attract rounds' seeds are this match seed's rounds, one after another."""
SLOWDOWN = 2
"""One table tick every this many fixed updates: the round plays at half speed."""
MAX_TICKS_PER_FRAME = 2
"""After a stall (a table being built) the round skips ahead instead of racing."""
ROUND_BOTS = (6, 4, 5)
"""Bots at the table, round after round (fewer where a mode's table seats fewer)."""
START_DELAY_SECONDS = 0.5
"""The title shows alone this long before the first table is dealt."""
FADE_SECONDS = 1.0
ENDED_SECONDS = 2.0
"""A finished table stands this long (its last claims, its game-over banner) before
it fades out; there is no results screen."""
VEIL_ALPHA = 205
"""How much of the background colour covers the table: enough that the menu's
smallest words (the footer's and the subtitle's dim lilac) keep 4.5:1 against a
white card under the veil, and that the table's own words do not read through (the
layout check counts a veil from 180 as covering)."""

TableBuilder = Callable[["GameWindow", GameSetup], ModeTable]


def _candy(window: GameWindow, setup: GameSetup) -> ModeTable:
    return CandyTable(window, setup, attract=True)


def _pinata(window: GameWindow, setup: GameSetup) -> ModeTable:
    return PinataTable(window, LeftButton(), setup, attract=True)


TABLES: dict[str, TableBuilder] = {CANDY.id: _candy, PINATA.id: _pinata}
"""Each mode the attract rounds show, in turn, and how to deal its table."""


def attract_setup(number: int) -> GameSetup:
    """Attract round ``number`` (from 0): its mode in turn, its bots, its seed."""
    modes = list(TABLES)
    mode = modes[number % len(modes)]
    level = default_level_for(mode)
    bots = min(ROUND_BOTS[number % len(ROUND_BOTS)], mode_info(mode).seats_at(level).most)
    return bots_only(mode, bots, round_seed(ATTRACT_SEED, number + 1), level=level)


class AttractRounds:
    """The bots' rounds behind one showing of the title; dropped when the title goes.

    ``still`` (Reduce motion) deals one table and never runs it.
    """

    def __init__(self, window: GameWindow, still: bool) -> None:
        self.window = window
        self.still = still
        self.table: ModeTable | None = None
        self.rounds = 0
        """Tables dealt so far."""
        self.wait_seconds = START_DELAY_SECONDS
        self.presence = 0.0
        """How far the table is faded in, 0 to 1."""
        self.ended_seconds = 0.0
        self.fixed_updates = 0
        self.ticks_this_frame = 0
        self.backdrop = Backdrop(window.ctx, window.screen_map)
        self.painted: tuple[int, int] | None = None
        """The round and tick the backdrop holds (None: nothing yet)."""

    @property
    def showing(self) -> bool:
        """Whether a table shows behind the menu (however faintly)."""
        return self.table is not None and self.presence > 0.0

    @property
    def ticks(self) -> int:
        """Ticks the shown table has run (0 with none)."""
        return self.table.position if self.table is not None else 0

    def on_fixed_update(self) -> None:
        """The title's fixed update: every ``SLOWDOWN``-th runs one tick of the round."""
        table = self.table
        if table is None or self.still or table.over:
            return
        self.fixed_updates += 1
        if self.fixed_updates % SLOWDOWN or self.ticks_this_frame >= MAX_TICKS_PER_FRAME:
            return
        self.ticks_this_frame += 1
        table.tick()

    def on_update(self, delta_time: float) -> None:
        """Deal, fade in, hold the finished table, fade out, deal the next."""
        self.ticks_this_frame = 0
        table = self.table
        if table is None:
            self.wait_seconds -= delta_time
            if self.wait_seconds <= 0:
                setup = attract_setup(self.rounds)
                self.table = TABLES[setup.mode](self.window, setup)
                self.rounds += 1
                self.ended_seconds = 0.0
            return
        if table.over and not self.still:
            self.ended_seconds += delta_time
        if self.ended_seconds < ENDED_SECONDS:
            self.presence = min(1.0, self.presence + delta_time / FADE_SECONDS)
            return
        self.presence = max(0.0, self.presence - delta_time / FADE_SECONDS)
        if self.presence == 0.0:
            self.table = None
            self.wait_seconds = 0.0

    def draw(self) -> None:
        """Cover the whole window with the table under its veil, faded by its
        presence (nothing while none shows)."""
        table = self.table
        if table is None or not self.showing:
            return
        shown = (self.rounds, table.position)
        if self.painted != shown or self.backdrop.stale:
            self.backdrop.paint(self._paint)
            self.painted = shown
        self.backdrop.show()
        if self.presence < 1.0:
            self.backdrop.cover((*BACKGROUND, round(255 * (1.0 - self.presence))))

    def _paint(self) -> None:
        """The table as it is now, and the veil over it (over the letterbox too)."""
        assert self.table is not None
        self.table.draw()
        self.backdrop.cover((*BACKGROUND, VEIL_ALPHA))
