"""Fixtures of the view tests."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from tests.views.window_size import window_size


@pytest.fixture(params=[(1280, 720), (960, 540)], ids=["1280x720", "960x540"])
def sized_window(request: pytest.FixtureRequest, game_window: Any) -> Iterator[Any]:
    """The shared window at 1280x720 or at 960x540 (the logical screen scaled to 3/4)."""
    with window_size(game_window, *request.param) as window:
        yield window
