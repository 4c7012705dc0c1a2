"""Replay version 2: keys and pads queue a card away from home in Piñata Blast. A
version 1 replay, recorded when such a grab was refused, still plays back to its
recorded end; a version this game does not know is one line, as before."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest

from candy_arcade.bots.pinata.profiles import profile
from candy_arcade.bots.pinata.realtime import RealtimePinataBot
from candy_arcade.levels.loader import load_level
from candy_arcade.replays.pinata_replay import play_back, recording_for
from candy_arcade.replays.recording import (
    VERSION,
    PinataRecording,
    ReplayError,
    load_recording,
    save_recording,
)
from candy_arcade.rules.pinata.state import Phase
from candy_arcade.sim.intents import PlayerIntent
from candy_arcade.sim.pinata.from_level import new_pinata_session
from tests.replays.test_pinata_replay import PATIO, TICK_LIMIT

AWAY_TICKS = 40
"""How long seat 0's keys push its hand towards the middle once the dice land."""


def keys_game(version: int) -> PinataRecording:
    """Two bots play a game; in the first grab seat 0's player takes the keys, steers
    away from home and presses grab there (queued in version 2, refused in 1), then
    leaves the seat to its bot again."""
    level = load_level(PATIO)
    session = new_pinata_session(level, 2, 11, False, keys_lay_from_afar=version >= 2)
    bots = [
        RealtimePinataBot(seat, profile("normal"), session.rng.fork(f"bot:{seat}"))
        for seat in range(2)
    ]
    recording = recording_for(session, level, ["Keys", "Bot"])
    recording.version = version
    landed: int | None = None
    while not session.over:
        assert session.tick < TICK_LIMIT
        intents = [bot.intent(session) for bot in bots]
        if landed is None and session.phase is Phase.GRABBING:
            landed = session.tick
        if landed is not None and session.tick - landed <= AWAY_TICKS:
            inward = session.seats[0].inward
            press = session.tick - landed == AWAY_TICKS
            intents[0] = PlayerIntent(direction=inward, grab=press)
        recording.record(intents)
        session.step(intents)
    recording.final_hash = session.state_hash()
    return recording


def test_new_replays_are_written_as_version_2(tmp_path: Path) -> None:
    path = tmp_path / "v2.replay"
    save_recording(keys_game(VERSION), path)
    assert json.loads(gzip.decompress(path.read_bytes()))["version"] == 2 == VERSION
    assert play_back(load_recording(path)).matches  # type: ignore[arg-type]


def test_a_version_1_pinata_replay_with_a_keys_grab_away_from_home_still_plays_back(
    tmp_path: Path,
) -> None:
    path = tmp_path / "v1.replay"
    save_recording(keys_game(1), path)
    recording = load_recording(path)
    assert isinstance(recording, PinataRecording) and recording.version == 1
    assert play_back(recording).matches
    recording.version = 2
    assert not play_back(recording).matches, "read as version 2 the grab would queue"


def test_a_replay_version_this_game_does_not_know_is_one_line(tmp_path: Path) -> None:
    path = tmp_path / "v3.replay"
    path.write_bytes(gzip.compress(b'{"format": "candy-arcade-replay", "version": 3}'))
    with pytest.raises(ReplayError, match=r"replay version 3; this game reads 1 or 2$"):
        load_recording(path)
