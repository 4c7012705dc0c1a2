"""How Rude!: touching another player's arm is allowed; palms still may not touch."""

from __future__ import annotations

from candy_arcade.core.geometry import Vec2
from candy_arcade.rules.candy.events import EventKind
from candy_arcade.sim.intents import IDLE

from .scripting import kinds, new_session, place_hand


def test_touching_another_players_arm_is_allowed() -> None:
    session = new_session(variants="how-rude")
    seat_1 = session.geometry.seats[1].seat
    place_hand(session, 1, session.geometry.pool.center)
    place_hand(session, 0, (seat_1 + session.geometry.pool.center) * 0.5)
    for _ in range(30):
        assert EventKind.TOUCH not in kinds(session.step([IDLE, IDLE]))


def test_palms_still_may_not_touch() -> None:
    session = new_session(variants="how-rude")
    meet = session.geometry.pool.center
    place_hand(session, 0, meet)
    place_hand(session, 1, meet + Vec2(20.0, 0.0))
    assert EventKind.TOUCH in kinds(session.step([IDLE, IDLE]))
