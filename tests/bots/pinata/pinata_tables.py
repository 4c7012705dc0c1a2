"""A known Piñata table for bot and newcomer tests: chosen faces, dice in a row."""

from __future__ import annotations

from candy_arcade.core.geometry import Vec2
from candy_arcade.rules.pinata.components import Card
from candy_arcade.sim.pinata.session import PinataSession
from tests.sim.pinata.test_session_scenarios import land, put_die

PLAIN = ["paleta", "paleta", "chocolate", "chocolate", "piruli", "piruli", "tamarindo"]
"""Faces with the green die (index 6) showing tamarindo: rotten tamarindo."""


def land_in_a_row(session: PinataSession, hands: list[list[Card]]) -> None:
    """Throw, then show :data:`PLAIN` with the dice in a row across the middle."""
    land(session, PLAIN, hands)
    for index in range(len(PLAIN)):
        put_die(session, index, Vec2(300.0 + 60.0 * index, session.table.centre.y))
