"""I Want Candy! replays: start recording a round, rebuild its session, play it back."""

from __future__ import annotations

from candy_arcade.core.clock import TICK_SECONDS
from candy_arcade.replays.recording import (
    CandyRecording,
    Playback,
    ReplayError,
    level_text_of,
    refuse_ticks_after_the_end,
)
from candy_arcade.rules.candy.match import score_round
from candy_arcade.sim.candy.session import CandySession
from candy_arcade.sim.driver import replay_sources
from candy_arcade.sim.tables import CandyDriver, candy_driver


def recording_for(session: CandySession, names: list[str]) -> CandyRecording:
    """Start recording a round about to be played on ``session``."""
    level = session.level
    return CandyRecording(
        level_text=level_text_of(level),
        level_name=level.name,
        timer_seconds=round(session.duration_ticks * TICK_SECONDS),
        seed=session.seed,
        variants=tuple(sorted(variant.value for variant in session.variants)),
        names=list(names),
    )


def new_session(recording: CandyRecording) -> CandySession:
    """The round's session as it was before its first tick."""
    level = recording.level()  # its own ReplayError says what is wrong with the level
    try:
        return CandySession(
            level,
            len(recording.names),
            recording.seed,
            recording.timer_seconds,
            recording.variants,
        )
    except ValueError as error:
        raise ReplayError(f"the replay's round cannot be set up: {error}") from None


def replay_driver(recording: CandyRecording) -> CandyDriver:
    """The round's table driver with every seat fed from the recording (not recorded again)."""
    session = new_session(recording)
    return candy_driver(session, replay_sources(recording.ticks, session.players))


def play_back(recording: CandyRecording) -> Playback[CandySession]:
    """Run the recorded intents through a fresh session, as fast as it goes."""
    driver = replay_driver(recording)
    driver.run(limit=len(recording.ticks))
    refuse_ticks_after_the_end(driver.ticks, recording)
    session = driver.session
    totals = score_round(recording.seed, session.stashes).totals
    outcome = ", ".join(
        f"{name} {score:+d}" for name, score in zip(recording.names, totals, strict=True)
    )
    return Playback(session, session.state_hash() == recording.final_hash, outcome, totals)
