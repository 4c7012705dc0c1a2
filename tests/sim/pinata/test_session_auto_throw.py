"""A stick holder who never throws does not stall the table: after a while it throws for them.

The auto throw is gentle and aimed at the table's middle; its length comes from the
session's seeded generator, so a game with one replays exactly.
"""

from __future__ import annotations

import pytest

from candy_arcade.core.geometry import Vec2
from candy_arcade.rules.pinata.events import DiceThrown
from candy_arcade.rules.pinata.state import Phase
from candy_arcade.sim.intents import PlayerIntent
from candy_arcade.sim.pinata.dice import power_for_travel
from candy_arcade.sim.pinata.session import (
    AUTO_THROW_REACH,
    AUTO_THROW_SECONDS,
    AUTO_THROW_TICKS,
    PinataSession,
)
from candy_arcade.sim.pinata.session_events import AutoThrow
from candy_arcade.sim.pinata.table import aim_at_centre
from tests.sim.pinata.test_session_bots import play
from tests.sim.pinata.test_session_scenarios import run, session_with, step


def ready(seed: int = 5) -> PinataSession:
    session = session_with(seed=seed)
    while not session.throw_ready:
        step(session)
    return session


def test_the_limit_is_eight_seconds_of_fixed_ticks() -> None:
    assert AUTO_THROW_SECONDS == 8.0 and AUTO_THROW_TICKS == 480


def test_a_holder_who_does_not_throw_gets_a_throw_at_the_limit_and_not_a_tick_before() -> None:
    session = ready()
    early = run(session, AUTO_THROW_TICKS - 1)
    assert not [event for event in early if isinstance(event, AutoThrow | DiceThrown)]
    assert session.phase is Phase.AWAITING_THROW
    events = step(session)
    assert AutoThrow(0) in events and DiceThrown(0) in events
    assert events.index(AutoThrow(0)) < events.index(DiceThrown(0))
    assert session.phase is Phase.ROLLING


def test_the_auto_throw_is_gentle_and_aimed_at_the_middle_of_the_table() -> None:
    session = ready()
    run(session, AUTO_THROW_TICKS)
    origin = session.seats[0].throw_origin
    distance = origin.distance(session.table.centre)
    assert session.dice is not None
    assert session.dice.aim == pytest.approx(aim_at_centre(origin, session.table))
    low, high = (power_for_travel(distance * reach) for reach in AUTO_THROW_REACH)
    assert low <= session.dice.power <= high < 0.5


def test_the_auto_throw_is_the_same_for_the_same_seed_and_lands_the_same_faces() -> None:
    def auto_thrown(seed: int) -> tuple[float, tuple[int, ...], str]:
        session = ready(seed)
        run(session, AUTO_THROW_TICKS)
        while session.phase is Phase.ROLLING:
            step(session)
        assert session.dice is not None
        return session.dice.power, session.dice.faces, session.state_hash()

    assert auto_thrown(5) == auto_thrown(5)
    assert auto_thrown(5)[0] != auto_thrown(6)[0]


def test_holding_the_pull_forever_is_no_way_to_stall_either() -> None:
    session = ready()
    origin = session.gesture.origin
    step(session, {0: PlayerIntent(target=origin, grab=True, grab_held=True)})
    for _ in range(AUTO_THROW_TICKS - 2):
        step(session, {0: PlayerIntent(target=origin - Vec2(0, 40), grab_held=True)})
    assert session.phase is Phase.AWAITING_THROW and session.gesture.charging
    assert AutoThrow(0) in step(session, {0: PlayerIntent(target=origin, grab_held=True)})
    assert not session.gesture.charging


def test_a_throw_made_in_time_is_the_players_own() -> None:
    session = ready()
    run(session, AUTO_THROW_TICKS - 30)
    origin = session.gesture.origin
    events = step(session, {0: PlayerIntent(target=origin, grab=True, grab_held=True)})
    events += step(session, {0: PlayerIntent(target=origin - Vec2(0, 90), grab_held=True)})
    events += step(session, {0: PlayerIntent(target=origin - Vec2(0, 90), grab_held=False)})
    assert DiceThrown(0) in events and not any(isinstance(e, AutoThrow) for e in events)


def test_the_clock_starts_again_for_the_next_holder() -> None:
    session = ready()
    run(session, AUTO_THROW_TICKS)
    while session.phase is not Phase.AWAITING_THROW or not session.throw_ready:
        assert session.tick < 20_000
        step(session)
    holder = session.state.stick_holder
    early = run(session, AUTO_THROW_TICKS - 1)
    assert not any(isinstance(event, AutoThrow) for event in early)
    assert AutoThrow(holder) in step(session)


def test_bots_throw_before_the_limit_so_a_bot_game_never_needs_an_auto_throw() -> None:
    _, events = play(("easy", "easy"), 3)
    assert sum(isinstance(event, DiceThrown) for event in events) >= 3
    assert not any(isinstance(event, AutoThrow) for event in events)
