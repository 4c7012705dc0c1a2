"""The table driver: every seat's source asked once a tick, the tick recorded, the
session stepped; a recording fed back through it lands on the same state."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from candy_arcade.bots.candy.simulate import bot_round_driver
from candy_arcade.bots.pinata.simulate import bot_game_driver, usual_level
from candy_arcade.levels.loader import load_default_level
from candy_arcade.replays.candy_replay import play_back as play_back_candy
from candy_arcade.replays.candy_replay import recording_for as candy_recording
from candy_arcade.replays.pinata_replay import play_back as play_back_pinata
from candy_arcade.replays.pinata_replay import recording_for as pinata_recording
from candy_arcade.rules.pinata.scoring import scores
from candy_arcade.sim.candy.session import CandySession
from candy_arcade.sim.driver import IdleSource, ReplaySource, SourceKind, TableDriver
from candy_arcade.sim.intents import IDLE, PlayerIntent


class Counting:
    """A source that says how often, and at which ticks, it was asked."""

    kind = SourceKind.DEVICE

    def __init__(self) -> None:
        self.ticks: list[int] = []

    def intent(self, session: CandySession, tick: int) -> PlayerIntent:
        self.ticks.append(tick)
        return IDLE


class Log:
    def __init__(self) -> None:
        self.final_hash = ""
        self.ticks: list[list[PlayerIntent]] = []

    def record(self, intents: Sequence[PlayerIntent]) -> None:
        self.ticks.append(list(intents))


def short_session() -> CandySession:
    return CandySession(load_default_level(), 2, 3, timer_seconds=1)


def test_each_tick_asks_every_seat_once_and_records_what_they_said() -> None:
    session = short_session()
    seats = [Counting(), Counting()]
    log = Log()
    driver = TableDriver(session, session.step, seats, log)
    for _ in range(3):
        driver.tick()
    assert [seat.ticks for seat in seats] == [[0, 1, 2], [0, 1, 2]]
    assert log.ticks == [[IDLE, IDLE]] * 3 and session.tick == driver.ticks == 3
    assert log.final_hash == "", "the hash is written once the round is over"


def test_a_finished_round_stands_still_and_its_final_hash_is_recorded() -> None:
    session = short_session()
    log = Log()
    driver = TableDriver(session, session.step, [IdleSource(), IdleSource()], log)
    driver.run()
    assert session.over and log.final_hash == session.state_hash()
    ticks = driver.ticks
    assert driver.tick() == [] and driver.ticks == ticks and len(log.ticks) == ticks


def test_a_source_for_every_seat_or_none() -> None:
    session = short_session()
    with pytest.raises(ValueError, match="1 intent sources for 2 seats"):
        TableDriver(session, session.step, [IdleSource()])


def test_a_replay_seat_is_idle_past_the_end_of_its_recording() -> None:
    grab = PlayerIntent(grab=True)
    source = ReplaySource([[IDLE, grab]], seat=1)
    assert source.intent(None, 0) == grab and source.intent(None, 1) == IDLE


def test_a_bot_round_recorded_by_the_driver_replays_through_it_to_the_same_state() -> None:
    driver = bot_round_driver(load_default_level(), ["hard", "easy", "normal"], 8, ("flipper",), 8)
    recording = candy_recording(driver.session, ["a", "b", "c"])
    driver.recording = recording
    driver.run()
    assert driver.seats_of(SourceKind.BOT) == {0, 1, 2}
    played = play_back_candy(recording)
    assert played.matches and played.session.state_hash() == driver.session.state_hash()


def test_a_pinata_bot_game_recorded_by_the_driver_replays_to_the_same_state() -> None:
    level = usual_level(3)
    driver = bot_game_driver(level, ["hard", "easy", "normal"], 4, youngest=False)
    recording = pinata_recording(driver.session, level, ["a", "b", "c"])
    driver.recording = recording
    driver.run()
    assert driver.over and len(recording.ticks) == driver.session.tick
    played = play_back_pinata(recording)
    assert played.matches and played.scores == tuple(scores(driver.session.state))
