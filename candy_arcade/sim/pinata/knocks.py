"""Hearing the dice: hard knocks against each other or the rim become sound events.

pymunk reports every contact; a player needs one clack per real hit, louder for a
harder one, and never a machine-gun of them while dice rest against each other.
"""

from __future__ import annotations

import pymunk

from candy_arcade.sim.pinata.session_events import DiceClack

CLACK_IMPULSE = 40.0
CLACK_FULL = 600.0
CLACK_GAP_TICKS = 4
"""Knocks softer than this are not heard; at most one clack every few ticks."""


class KnockListener:
    """Listens to one throw's space and turns its first contacts into clacks."""

    def __init__(self) -> None:
        self._loudest = 0.0
        self._last_clack = -CLACK_GAP_TICKS

    def listen(self, space: pymunk.Space) -> None:
        handler = space.add_default_collision_handler()

        def post_solve(arbiter: pymunk.Arbiter, _space: pymunk.Space, _data: object) -> None:
            if arbiter.is_first_contact:
                self._loudest = max(self._loudest, arbiter.total_impulse.length)

        handler.post_solve = post_solve

    def clack(self, tick: int) -> DiceClack | None:
        """The clack to play this tick, if the loudest knock since the last one is loud."""
        knock, self._loudest = self._loudest, 0.0
        if knock < CLACK_IMPULSE or tick - self._last_clack < CLACK_GAP_TICKS:
            return None
        self._last_clack = tick
        return DiceClack(min(1.0, knock / CLACK_FULL))
