"""The one way a Piñata Blast session is built from a level, for play and for replays alike."""

from __future__ import annotations

from candy_arcade.levels.spec import LevelSpec
from candy_arcade.sim.pinata.session import PinataSession
from candy_arcade.sim.pinata.table import DEFAULT_TABLE, table_from_level


def new_pinata_session(level: LevelSpec, players: int, seed: int, youngest: bool) -> PinataSession:
    """A session on the level's table; a level of another mode gets the usual table."""
    table = table_from_level(level, players) if level.mode == "pinata" else DEFAULT_TABLE
    return PinataSession(players, seed, youngest=youngest, table=table)
