"""Piñata Blast replays: start recording a game, rebuild its session, play it back.

A whole game (all its rounds) is one session and so one recording. The session is
built by :func:`~candy_arcade.sim.pinata.from_level.new_pinata_session`, the same
function the game view uses, so the playback runs on the table the game was played on.
"""

from __future__ import annotations

import hashlib

from candy_arcade.levels.spec import LevelSpec
from candy_arcade.replays.recording import (
    PinataRecording,
    Playback,
    ReplayError,
    level_text_of,
    refuse_ticks_after_the_end,
)
from candy_arcade.rules.pinata.scoring import scores, winners
from candy_arcade.sim.driver import replay_sources
from candy_arcade.sim.pinata.from_level import new_pinata_session
from candy_arcade.sim.pinata.session import PinataSession
from candy_arcade.sim.tables import PinataDriver, pinata_driver

KEYS_LAY_FROM_AFAR_VERSION = 2
"""The first replay version whose keys and pads queue a card away from home."""


def recording_for(session: PinataSession, level: LevelSpec, names: list[str]) -> PinataRecording:
    """Start recording a game about to be played on ``session`` (built for ``level``)."""
    return PinataRecording(
        level_text=level_text_of(level),
        level_name=level.name,
        seed=session.seed,
        names=list(names),
        youngest=session.state.settings.youngest,
        stick_holder=session.state.stick_holder,
        table=table_digest(session),
    )


def table_digest(session: PinataSession) -> str:
    """A digest of the table the game is played on: walls, seats, every obstacle.

    Saved replays check against it: what it digests, and how, must not change.
    """
    return hashlib.sha256(repr(session.table).encode()).hexdigest()


def new_session(recording: PinataRecording) -> PinataSession:
    """The game's session as it was before its first tick."""
    level = recording.level()  # its own ReplayError says what is wrong with the level
    try:
        session = new_pinata_session(
            level,
            len(recording.names),
            recording.seed,
            recording.youngest,
            keys_lay_from_afar=recording.version >= KEYS_LAY_FROM_AFAR_VERSION,
        )
    except ValueError as error:
        raise ReplayError(f"the replay's game cannot be set up: {error}") from None
    if recording.table and table_digest(session) != recording.table:
        raise ReplayError(
            "the replay's level is not the table it was played on (its text was changed)"
        )
    if session.state.stick_holder != recording.stick_holder:
        raise ReplayError(
            "the replay's deal differs from this game's (another first stick holder)"
        )
    return session


def replay_driver(recording: PinataRecording) -> PinataDriver:
    """The game's table driver with every seat fed from the recording (not recorded again)."""
    session = new_session(recording)
    return pinata_driver(session, replay_sources(recording.ticks, session.players))


def play_back(recording: PinataRecording) -> Playback[PinataSession]:
    """Run the recorded intents through a fresh session, as fast as it goes."""
    driver = replay_driver(recording)
    driver.run(limit=len(recording.ticks))
    refuse_ticks_after_the_end(driver.ticks, recording)
    session = driver.session
    unit = "cards" if recording.youngest else "points"
    final = scores(session.state)
    names = recording.names
    outcome = ", ".join(f"{name} {score} {unit}" for name, score in zip(names, final, strict=True))
    if session.over:
        outcome += "; " + " and ".join(names[player] for player in winners(session.state))
        outcome += " won"
    matches = session.state_hash() == recording.final_hash
    return Playback(session, matches, outcome, tuple(final))
