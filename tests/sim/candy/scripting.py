"""Scripted intents for headless round tests: move a hand, press a button, idle."""

from __future__ import annotations

from candy_arcade.core.geometry import Vec2
from candy_arcade.levels.loader import load_default_level
from candy_arcade.sim.candy.events import EventKind, TableEvent
from candy_arcade.sim.candy.session import CandySession
from candy_arcade.sim.intents import IDLE, PlayerIntent


def new_session(players: int = 2, seed: int = 1, timer: int | None = None) -> CandySession:
    return CandySession(load_default_level(), players, seed, timer_seconds=timer)


def step_one(session: CandySession, player: int, intent: PlayerIntent) -> list[TableEvent]:
    intents = [IDLE] * session.players
    intents[player] = intent
    return session.step(intents)


def move_to(session: CandySession, player: int, point: Vec2, max_ticks: int = 600) -> int:
    """Drive one hand to ``point`` with target intents; returns the ticks it took."""
    for ticks in range(max_ticks):
        if session.hands[player].position.distance(point) < 0.5:
            return ticks
        step_one(session, player, PlayerIntent(target=point))
    raise AssertionError(f"hand {player} did not reach {point}")


def kinds(events: list[TableEvent]) -> list[EventKind]:
    return [event.kind for event in events]


def place_hand(session: CandySession, player: int, point: Vec2) -> None:
    """Test scaffolding only: put a palm somewhere without walking it there."""
    session.hands[player].body.position = (point.x, point.y)
