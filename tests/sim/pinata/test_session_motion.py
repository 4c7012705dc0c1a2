"""Palms at the Piñata table move at I Want Candy!'s one speed cap and stay on the felt."""

from __future__ import annotations

import itertools

import pytest

from candy_arcade.bots.pinata.profiles import profile
from candy_arcade.bots.pinata.realtime import RealtimePinataBot
from candy_arcade.core.clock import TICK_SECONDS
from candy_arcade.core.geometry import Vec2
from candy_arcade.sim.candy.table import HAND_SPEED, PALM_RADIUS
from candy_arcade.sim.intents import PlayerIntent
from candy_arcade.sim.pinata.session import PinataSession
from tests.sim.pinata.test_session_scenarios import session_with, step

CAP = HAND_SPEED * TICK_SECONDS


@pytest.mark.parametrize(
    "intent",
    [
        PlayerIntent(target=Vec2(480.0, 520.0)),
        PlayerIntent(direction=Vec2(0.0, 1.0)),
        PlayerIntent(direction=Vec2(0.0, 5.0)),
        PlayerIntent(target=Vec2(0.0, 0.0), direction=Vec2(0.0, 1.0)),
    ],
    ids=["mouse", "keys", "stick pushed too far", "both"],
)
def test_every_device_moves_a_palm_at_the_same_cap_as_the_candy_hands(
    intent: PlayerIntent,
) -> None:
    session = session_with()
    start = session.palms[1].position
    path = [start]
    for _ in range(10):
        step(session, {1: intent})
        path.append(session.palms[1].position)
    steps = [a.distance(b) for a, b in itertools.pairwise(path)]
    assert max(steps) == pytest.approx(CAP)


def test_a_palm_never_leaves_the_felt_however_long_it_pushes() -> None:
    session = session_with()
    for direction in (Vec2(1, 0), Vec2(0, 1), Vec2(-1, 0), Vec2(0, -1), Vec2(1, 1)):
        for _ in range(120):
            step(session, {1: PlayerIntent(direction=direction)})
            palm = session.palms[1].position
            assert PALM_RADIUS <= palm.x <= session.table.width - PALM_RADIUS
            assert PALM_RADIUS <= palm.y <= session.table.height - PALM_RADIUS


def test_bots_move_their_palms_no_faster_than_people() -> None:
    session = PinataSession(4, 21)
    bots = [
        RealtimePinataBot(seat, profile("hard"), session.rng.fork(f"bot:{seat}"))
        for seat in range(4)
    ]
    fastest = 0.0
    for _ in range(1500):
        before = [palm.position for palm in session.palms]
        session.step([bot.intent(session) for bot in bots])
        for palm, was in zip(session.palms, before, strict=True):
            fastest = max(fastest, palm.position.distance(was))
    assert fastest <= CAP + 1e-9
    assert fastest == pytest.approx(CAP)
