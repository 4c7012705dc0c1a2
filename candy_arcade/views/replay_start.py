"""Open a window and watch a recorded game, from the command line."""

from __future__ import annotations

from pathlib import Path

import arcade

from candy_arcade.replays.recording import Recording, ReplayError
from candy_arcade.views.app import GameWindow
from candy_arcade.views.launch import LaunchOptions, create_window


def replay_view(window: GameWindow, recording: Recording) -> arcade.View:
    """The recording's mode's game screen playing it back (the window's table of screens
    says which)."""
    watch = window.screens.modes[recording.mode].watch
    if watch is None:
        raise ReplayError(f"no screen plays back game mode {recording.mode!r}")
    return watch(recording)


def watch_replay(recording: Recording, screenshot: Path | None = None) -> int:
    window = create_window(LaunchOptions())
    window.screenshot_path = screenshot
    window.show_view(replay_view(window, recording))
    arcade.run()
    return 0
