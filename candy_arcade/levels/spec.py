"""Typed, validated descriptions of a level: the table, its seats, the pool and the timer.

A level file is a public interface (players and modders write them), so everything
the simulation needs from one is spelled out here as plain frozen data.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from candy_arcade.core.geometry import Rect, Vec2

MODES = ("candy", "pinata", "canasta")


@dataclass(frozen=True, slots=True)
class Obstacle:
    """A static box on the table that hands and dice bump into."""

    rect: Rect


@dataclass(frozen=True, slots=True)
class LevelSpec:
    """Everything a round needs to know about its table."""

    name: str
    mode: str
    table_width: float
    table_height: float
    pool: Rect
    seats: tuple[Vec2, ...]
    timer_seconds: int = 60
    description: str = ""
    variants: tuple[str, ...] = ()
    obstacles: tuple[Obstacle, ...] = field(default=())

    @property
    def center(self) -> Vec2:
        return Vec2(self.table_width / 2, self.table_height / 2)
