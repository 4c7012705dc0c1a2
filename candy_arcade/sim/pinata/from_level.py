"""The one place a Piñata Blast session is built for a level.

The game view and the replays both build their session here, so a replay always sets
up the very table its game was played on; whatever a level decides about the table
belongs in this function and nowhere else.
"""

from __future__ import annotations

from candy_arcade.levels.spec import LevelSpec
from candy_arcade.sim.pinata.session import PinataSession
from candy_arcade.sim.pinata.table import DEFAULT_TABLE, table_from_level


def new_pinata_session(
    level: LevelSpec,
    players: int,
    seed: int,
    youngest: bool,
    stick_holder: int | None = None,
    keys_lay_from_afar: bool = True,
) -> PinataSession:
    """A fresh game on ``level``'s table, dealt from ``seed``; a level of another mode
    (the I Want Candy! default, say) plays on the usual table. ``stick_holder`` throws
    first (None: a seeded draw, as in every recorded game). ``keys_lay_from_afar`` is
    off only for replays recorded before keys could queue a card away from home."""
    table = table_from_level(level, players) if level.mode == "pinata" else DEFAULT_TABLE
    return PinataSession(
        players,
        seed,
        youngest=youngest,
        table=table,
        stick_holder=stick_holder,
        keys_lay_from_afar=keys_lay_from_afar,
    )
