"""Time whole frames: I Want Candy!'s real game view (8 bot hands, 52 cards and the
HUD), and the title with and without its attract round behind the menu.

Runs in the current (headless) window; each frame's update and draw are timed with
the GL pipeline flushed, so the figure is what the frame really costs.
"""

from __future__ import annotations

import dataclasses
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass

import arcade

from candy_arcade.levels.loader import load_default_level
from candy_arcade.views.attract import FADE_SECONDS, START_DELAY_SECONDS
from candy_arcade.views.candy_table import CandyTable, candy_table_view
from candy_arcade.views.game_start import bots_only
from candy_arcade.views.realtime_table import RealtimeTableView
from candy_arcade.views.title import TitleView

FRAME_SECONDS = 1 / 60
WARM_UP_FRAMES = 30
TITLE_WARM_UP_FRAMES = round((START_DELAY_SECONDS + FADE_SECONDS) / FRAME_SECONDS) + WARM_UP_FRAMES
"""The title's attract table is dealt and faded in before its frames are timed."""


def _bot_table(window: arcade.Window, seed: int) -> RealtimeTableView[CandyTable]:
    """A full table on ``window``: 8 hard bots, a timer long enough never to run out."""
    level = dataclasses.replace(load_default_level(), timer_seconds=180)
    view = candy_table_view(bots_only("candy", 8, seed, "hard", level))
    window.show_view(view)
    return view


def _advance(view: RealtimeTableView[CandyTable]) -> None:
    view.on_fixed_update(FRAME_SECONDS)
    view.on_update(FRAME_SECONDS)


def candy_frame_times_ms(window: arcade.Window, frames: int, seed: int = 1) -> list[float]:
    """Milliseconds per frame (update + draw + GL finish) over ``frames`` frames."""
    view = _bot_table(window, seed)
    times: list[float] = []
    for frame in range(WARM_UP_FRAMES + frames):
        start = time.perf_counter()
        _advance(view)
        view.on_draw()
        window.ctx.finish()
        if frame >= WARM_UP_FRAMES:
            times.append((time.perf_counter() - start) * 1000)
    return times


@dataclass(frozen=True, slots=True)
class FrameFloors:
    """A frame's draw beside two floors measured in the same run, frame by frame.

    A millisecond figure says as much about the machine as about the code (the same
    frame took 2.5 times as long on a slower machine); the ratios say how the drawing
    is built: how far above a frame that draws nothing, and above the cheapest way to
    draw the same sprites (one sprite list, one draw call).
    """

    draw_ms: float
    """Median: the table view's whole draw, GL finished."""
    empty_ms: float
    """Median: a clear and a GL finish."""
    one_list_ms: float
    """Median: a clear, every sprite the table draws in one sprite list, a GL finish."""

    @property
    def draw_x_empty(self) -> float:
        return self.draw_ms / self.empty_ms

    @property
    def draw_x_one_list(self) -> float:
        return self.draw_ms / self.one_list_ms


def _finished_ms(window: arcade.Window, draw: Callable[[], None]) -> float:
    start = time.perf_counter()
    draw()
    window.ctx.finish()
    return (time.perf_counter() - start) * 1000


def candy_frame_floors(window: arcade.Window, frames: int, seed: int = 1) -> FrameFloors:
    """The table's draw and its two floors over ``frames`` frames of the same table."""
    view = _bot_table(window, seed)
    for _ in range(WARM_UP_FRAMES):
        _advance(view)
        view.on_draw()
    one_list: arcade.SpriteList[arcade.BasicSprite] = arcade.SpriteList()
    for sprites in view.table.renderer.sprite_lists():
        one_list.extend(sprites)
    draws: list[float] = []
    empties: list[float] = []
    one_lists: list[float] = []

    def sprites_only() -> None:
        window.clear()
        one_list.draw()

    for _ in range(frames):
        _advance(view)
        draws.append(_finished_ms(window, view.on_draw))
        empties.append(_finished_ms(window, window.clear))
        one_lists.append(_finished_ms(window, sprites_only))
    return FrameFloors(
        statistics.median(draws), statistics.median(empties), statistics.median(one_lists)
    )


def title_frame_times_ms(window: arcade.Window, frames: int, attract: bool) -> list[float]:
    """Milliseconds per frame (fixed update, update, draw, GL finish) of the title over
    ``frames`` frames, its attract round playing behind the menu, or dropped (as
    leaving the title drops it) when not ``attract``."""
    view = TitleView()
    window.show_view(view)
    if not attract:
        view.on_hide_view()
    times: list[float] = []
    for frame in range(TITLE_WARM_UP_FRAMES + frames):
        start = time.perf_counter()
        view.on_fixed_update(FRAME_SECONDS)
        view.on_update(FRAME_SECONDS)
        view.on_draw()
        window.ctx.finish()
        if frame >= TITLE_WARM_UP_FRAMES:
            times.append((time.perf_counter() - start) * 1000)
    return times
