"""Frames of a guided table without drawing each one: a guide's steps take thousands
of ticks, and the banner is drawn (and read) only where a test looks at it."""

from __future__ import annotations

from typing import Any

FRAME = 1 / 60


def run_frames(window: Any, frames: int) -> None:
    """Advance the shown screen ``frames`` fixed ticks, as the window's loop would."""
    for _ in range(frames):
        view = window.current_view
        if view is not None:
            view.on_fixed_update(FRAME)
        view = window.current_view
        if view is not None:
            view.on_update(FRAME)
        window.on_update(FRAME)
