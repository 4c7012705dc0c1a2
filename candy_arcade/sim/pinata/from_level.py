"""The one place a Piñata Blast session is built for a level.

The game view and the replays both build their session here, so a replay always sets
up the very table its game was played on; whatever a level comes to decide about the
table belongs in this function and nowhere else.
"""

from __future__ import annotations

from candy_arcade.levels.spec import LevelSpec
from candy_arcade.sim.pinata.session import PinataSession


def new_pinata_session(level: LevelSpec, players: int, seed: int, youngest: bool) -> PinataSession:
    """A fresh game on ``level``'s table, dealt from ``seed``.

    For now every level plays on the standard table, so ``level`` does not change the
    session yet; it is taken here so the callers need not change when it does.
    """
    return PinataSession(players, seed, youngest=youngest)
