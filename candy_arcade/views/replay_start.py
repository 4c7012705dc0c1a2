"""Open a window and watch a recorded game, from the command line."""

from __future__ import annotations

from pathlib import Path

import arcade

from candy_arcade.render.logical_screen import LOGICAL_HEIGHT, LOGICAL_WIDTH
from candy_arcade.render.theme import BODY_FONT, TEXT
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


def show_loading(window: GameWindow) -> None:
    """Say the replay is on its way: building the table and its first frame (shaders,
    card and candy art) takes a second or more, and the new window was black till then."""
    window.clear()
    window.screen_map.use()
    arcade.Text(
        "Loading the replay…", LOGICAL_WIDTH / 2, LOGICAL_HEIGHT / 2, TEXT, 24,
        anchor_x="center", anchor_y="center", font_name=BODY_FONT, bold=True,
    ).draw()  # fmt: skip
    window.flip()


def watch_replay(recording: Recording, screenshot: Path | None = None) -> int:
    window = create_window(LaunchOptions())
    window.screenshot_path = screenshot
    show_loading(window)
    window.show_view(replay_view(window, recording))
    arcade.run()
    return 0
