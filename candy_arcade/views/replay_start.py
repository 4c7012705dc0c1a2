"""Open a window and watch a recorded game, from the command line."""

from __future__ import annotations

from pathlib import Path

import arcade

from candy_arcade.core.seats import SeatSpec
from candy_arcade.mode_options import CandyOptions, ModeOptions, PinataOptions
from candy_arcade.replays.recording import CandyRecording, PinataRecording, Recording
from candy_arcade.setup import GameSetup, SeatAssignment
from candy_arcade.views.launch import LaunchOptions, create_window


def replay_setup(recording: Recording) -> GameSetup:
    """A setup for watching: the recording's table, seed and names, nobody's devices."""
    seats = tuple(SeatAssignment(SeatSpec(is_bot=False), None, name) for name in recording.names)
    options: ModeOptions | None = None
    if isinstance(recording, CandyRecording):
        options = CandyOptions.of(recording.variants)
    elif isinstance(recording, PinataRecording):
        options = PinataOptions(youngest=recording.youngest)
    return GameSetup(recording.mode, recording.level(), recording.seed, seats, options)


def replay_view(recording: Recording) -> arcade.View:
    """The real-time table view of the mode, fed the recorded intents instead of devices
    and bots."""
    setup = replay_setup(recording)
    if isinstance(recording, PinataRecording):
        from candy_arcade.views.pinata.table import pinata_table_view

        return pinata_table_view(setup, replay=recording)
    if isinstance(recording, CandyRecording):
        from candy_arcade.views.candy_table import candy_table_view

        return candy_table_view(setup, replay=recording)
    raise ValueError(f"no view plays back game mode {recording.mode!r}")


def watch_replay(recording: Recording, screenshot: Path | None = None) -> int:
    window = create_window(LaunchOptions())
    window.screenshot_path = screenshot
    window.show_view(replay_view(recording))
    arcade.run()
    return 0
