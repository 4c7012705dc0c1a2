"""Frames of a guided table without drawing each one: a guide's steps take thousands
of ticks, and the banner is drawn (and read) only where a test looks at it."""

from __future__ import annotations

from typing import Any

from candy_arcade.views.launch import step_frame


def run_frames(window: Any, frames: int) -> None:
    """Advance the shown screen ``frames`` fixed ticks, as the window's loop would."""
    for _ in range(frames):
        step_frame(window)
