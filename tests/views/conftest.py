"""Fixtures of the view tests."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from candy_arcade.render.logical_screen import LOGICAL_HEIGHT, LOGICAL_WIDTH


@pytest.fixture(params=[(1280, 720), (960, 540)], ids=["1280x720", "960x540"])
def sized_window(request: pytest.FixtureRequest, game_window: Any) -> Iterator[Any]:
    """The shared window at 1280x720 or at 960x540 (the logical screen scaled to 3/4)."""
    width, height = request.param
    game_window.set_size(width, height)
    game_window.on_resize(width, height)
    yield game_window
    game_window.set_size(LOGICAL_WIDTH, LOGICAL_HEIGHT)
    game_window.on_resize(LOGICAL_WIDTH, LOGICAL_HEIGHT)
