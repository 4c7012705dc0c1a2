"""Open a window and watch a recorded round, from the command line."""

from __future__ import annotations

from pathlib import Path

import arcade

from candy_arcade.core.seats import SeatSpec
from candy_arcade.replays.recording import Recording
from candy_arcade.setup import GameSetup, SeatAssignment
from candy_arcade.views.candy_game import CandyGameView
from candy_arcade.views.launch import LaunchOptions, create_window


def replay_setup(recording: Recording) -> GameSetup:
    seats = tuple(SeatAssignment(SeatSpec(is_bot=False), None, name) for name in recording.names)
    return GameSetup("candy", recording.level(), recording.seed, seats, recording.variants)


def watch_replay(recording: Recording, screenshot: Path | None = None) -> int:
    window = create_window(LaunchOptions())
    window.screenshot_path = screenshot
    window.show_view(CandyGameView(replay_setup(recording), replay=recording))
    arcade.run()
    return 0
