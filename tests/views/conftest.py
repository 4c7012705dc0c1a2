"""Fixtures of the view tests."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from typing import Any

import pytest

from tests.render.test_sound_mix import HeardBank
from tests.views.window_size import window_size


@pytest.fixture(params=[(1280, 720), (960, 540)], ids=["1280x720", "960x540"])
def sized_window(request: pytest.FixtureRequest, game_window: Any) -> Iterator[Any]:
    """The shared window at 1280x720 or at 960x540 (the logical screen scaled to 3/4)."""
    with window_size(game_window, *request.param) as window:
        yield window


@pytest.fixture
def heard(game_window: Any) -> Iterator[HeardBank]:
    """The window's sounds, noted instead of played."""
    sounds = game_window.sounds
    game_window.sounds = HeardBank()
    yield game_window.sounds
    game_window.sounds = sounds


@pytest.fixture
def reduced(game_window: Any) -> Iterator[Any]:
    """The shared window with Reduce motion on."""
    before = game_window.settings
    game_window.settings = dataclasses.replace(before, reduce_motion=True)
    yield game_window
    game_window.settings = before
