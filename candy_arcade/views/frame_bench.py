"""Time whole I Want Candy! frames: the real game view, 8 bot hands, 52 cards and the HUD.

Runs in the current (headless) window; each frame's update and draw are timed with
the GL pipeline flushed, so the figure is what the frame really costs.
"""

from __future__ import annotations

import dataclasses
import time

import arcade

from candy_arcade.core.seats import SeatSpec
from candy_arcade.levels.loader import load_default_level
from candy_arcade.setup import GameSetup, SeatAssignment
from candy_arcade.views.candy_table import candy_table_view

FRAME_SECONDS = 1 / 60
WARM_UP_FRAMES = 30


def candy_frame_times_ms(window: arcade.Window, frames: int, seed: int = 1) -> list[float]:
    """Milliseconds per frame (update + draw + GL finish) over ``frames`` frames."""
    level = dataclasses.replace(load_default_level(), timer_seconds=180)
    seats = tuple(
        SeatAssignment(SeatSpec(is_bot=True, difficulty="hard"), None, f"Bot {i + 1}")
        for i in range(8)
    )
    view = candy_table_view(GameSetup("candy", level, seed, seats))
    window.show_view(view)
    times: list[float] = []
    for frame in range(WARM_UP_FRAMES + frames):
        start = time.perf_counter()
        view.on_fixed_update(FRAME_SECONDS)
        view.on_update(FRAME_SECONDS)
        view.on_draw()
        window.ctx.finish()
        if frame >= WARM_UP_FRAMES:
            times.append((time.perf_counter() - start) * 1000)
    return times
