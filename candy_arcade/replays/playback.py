"""Any recording, whichever game it holds: check it can be set up, or play it back."""

from __future__ import annotations

from typing import Any

from candy_arcade.replays import candy_replay, pinata_replay
from candy_arcade.replays.recording import (
    CandyRecording,
    PinataRecording,
    Playback,
    Recording,
    ReplayError,
)


def check_setup(recording: Recording) -> None:
    """Build the recording's session once, so a broken file fails before a window opens."""
    if isinstance(recording, PinataRecording):
        pinata_replay.new_session(recording)
    elif isinstance(recording, CandyRecording):
        candy_replay.new_session(recording)
    else:
        raise ReplayError(f"no playback for game mode {recording.mode!r}")


def play_back(recording: Recording) -> Playback[Any]:
    """Play the recording to its end headless, as fast as it goes."""
    if isinstance(recording, PinataRecording):
        return pinata_replay.play_back(recording)
    if isinstance(recording, CandyRecording):
        return candy_replay.play_back(recording)
    raise ReplayError(f"no playback for game mode {recording.mode!r}")
