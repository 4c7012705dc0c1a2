"""Shared fixtures: every test runs headless, silent, and with its own user directories."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

os.environ.setdefault("ARCADE_HEADLESS", "1")
os.environ.setdefault("ARCADE_SOUND_BACKENDS", "silent")
_USER_DIRS = tempfile.mkdtemp(prefix="candy-arcade-tests-")
os.environ["XDG_CONFIG_HOME"] = os.path.join(_USER_DIRS, "config")
os.environ["XDG_DATA_HOME"] = os.path.join(_USER_DIRS, "data")


@pytest.fixture(autouse=True)
def no_phone_server_left() -> Iterator[None]:
    """Every test that switches phones on switches them off again: no server thread
    outlives its test (it would hold a port and answer the next test's phones)."""
    import threading

    yield
    left = [thread for thread in threading.enumerate() if thread.name == "phone-server"]
    assert not left, "a test left the phone server running"


@pytest.fixture
def window_with_phones(game_window: Any) -> Iterator[tuple[Any, Any]]:
    """The shared window with phones on; afterwards off, and no phone left in its hub."""
    from candy_arcade.phones.room import forget_phones
    from tests.phones.phone_client import phones_on

    with phones_on() as phones:
        game_window.phones = phones
        try:
            yield game_window, phones
        finally:
            game_window.phones = None
            forget_phones(game_window.input_hub)


@pytest.fixture(scope="session")
def game_window() -> Iterator[object]:
    """One headless GameWindow for the whole run (arcade allows one window per process)."""
    from candy_arcade.settings import Settings
    from candy_arcade.views.app import GameWindow
    from candy_arcade.views.screens import register_screens

    window = GameWindow(Settings(), headless=True)
    register_screens(window)
    yield window
    window.close()


@pytest.fixture
def told_window(game_window: Any) -> Iterator[Any]:
    """The shared window with no save problem told yet; its settings put back after."""
    settings = game_window.settings
    game_window.told.clear()
    game_window.notice_seconds = 0.0
    yield game_window
    game_window.told.clear()
    game_window.notice_seconds = 0.0
    game_window.settings = settings


@pytest.fixture
def unwritable(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Callable[[str], Path]:
    """Point ``XDG_CONFIG_HOME`` or ``XDG_DATA_HOME`` at a regular file, where no folder
    can be made: the disk refuses every save there, even for root."""

    def block(variable: str) -> Path:
        path = tmp_path / variable.lower()
        path.write_text("a file where a folder should be")
        monkeypatch.setenv(variable, str(path))
        return path

    return block


@pytest.fixture(autouse=True)
def forgotten_lobby_choices() -> Iterator[None]:
    """Every test's Canasta lobby opens on its own defaults: a game another test started
    from a lobby must not be remembered into this one."""
    from candy_arcade.lobby_memory import lobby_memory_path

    lobby_memory_path().unlink(missing_ok=True)
    yield
    lobby_memory_path().unlink(missing_ok=True)
