"""Shared fixtures: every test runs headless, silent, and with its own user directories."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator

import pytest

os.environ.setdefault("ARCADE_HEADLESS", "1")
os.environ.setdefault("ARCADE_SOUND_BACKENDS", "silent")
_USER_DIRS = tempfile.mkdtemp(prefix="candy-arcade-tests-")
os.environ["XDG_CONFIG_HOME"] = os.path.join(_USER_DIRS, "config")
os.environ["XDG_DATA_HOME"] = os.path.join(_USER_DIRS, "data")


@pytest.fixture(scope="session")
def game_window() -> Iterator[object]:
    """One headless GameWindow for the whole run (arcade allows one window per process)."""
    from candy_arcade.settings import Settings
    from candy_arcade.views.app import GameWindow

    window = GameWindow(Settings(), headless=True)
    yield window
    window.close()
