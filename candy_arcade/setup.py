"""What the lobby hands to a game view: the mode, the table, the seed and who sits where."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from candy_arcade.core.seats import SeatSpec
from candy_arcade.levels.spec import LevelSpec

MODE_TITLES = {
    "candy": "I Want Candy!",
    "pinata": "Piñata Blast",
    "canasta": "Heckadeck Canasta",
}


@dataclass(frozen=True)
class SeatAssignment:
    """A seat and, for a human, the id of the device that plays it (e.g. ``keys-left``)."""

    spec: SeatSpec
    device_id: str | None = None
    name: str = ""


@dataclass(frozen=True)
class GameSetup:
    mode: str
    level: LevelSpec
    seed: int
    seats: tuple[SeatAssignment, ...]
    variants: tuple[str, ...] = field(default=())
    is_challenge: bool = False
    """Played from the challenge ladder: the level's challenge decides the outcome."""

    @property
    def title(self) -> str:
        return MODE_TITLES[self.mode]

    @property
    def level_id(self) -> str:
        """The level's file name without ``.toml``: the key of its saved progress."""
        return Path(self.level.source).stem if self.level.source else self.level.name
