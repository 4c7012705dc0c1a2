"""The shared test window at another size for a while (the view tests share one window)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from candy_arcade.render.logical_screen import LOGICAL_HEIGHT, LOGICAL_WIDTH


@contextmanager
def window_size(window: Any, width: int, height: int) -> Iterator[Any]:
    """``window`` at ``width`` x ``height``, back at the logical size afterwards so the
    next test finds the window as every test expects it."""
    window.set_size(width, height)
    window.on_resize(width, height)
    try:
        yield window
    finally:
        window.set_size(LOGICAL_WIDTH, LOGICAL_HEIGHT)
        window.on_resize(LOGICAL_WIDTH, LOGICAL_HEIGHT)
