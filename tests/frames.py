"""Long stretches of play in the headless window, drawn only now and then.

A round is thousands of ticks; drawing every one of them is most of the suite's time
and tells nothing the occasional frame does not. Every tick still runs exactly as the
window's loop runs it; one frame in ``draw_every`` is drawn, so drawing keeps being
exercised along the way.
"""

from __future__ import annotations

from typing import Any

from candy_arcade.views.launch import run_frames, step_frame


def play_frames(window: Any, frames: int, draw_every: int = 60) -> None:
    """Advance ``frames`` fixed ticks, drawing the last of every ``draw_every``."""
    for frame in range(1, frames + 1):
        if frame % draw_every == 0:
            run_frames(window, 1)
        else:
            step_frame(window)
