"""Typed, validated descriptions of a level: the table, its seats, the pool and the timer.

A level file is a public interface (players and modders write them), so everything
the simulation needs from one is spelled out here as plain frozen data.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from candy_arcade.core.geometry import Rect, Vec2
from candy_arcade.levels.table_shape import RECTANGLE, TableOutline

GOALS = ("score-at-least", "win")


@dataclass(frozen=True, slots=True)
class Obstacle:
    """A static box on the table that hands and dice bump into."""

    rect: Rect


@dataclass(frozen=True, slots=True)
class Challenge:
    """A single-player goal: beat bots under the level's rules.

    ``goal`` is ``score-at-least`` (reach ``target`` points over ``rounds``) or ``win``
    (finish with the highest total).
    """

    title: str
    opponents: int
    difficulty: str
    goal: str
    target: int = 0
    rounds: int = 1

    def describe(self) -> str:
        opponents = f"{self.opponents} {self.difficulty} bot{'s' if self.opponents > 1 else ''}"
        if self.goal == "win":
            return f"Win against {opponents}"
        rounds = "" if self.rounds == 1 else f" over {self.rounds} rounds"
        return f"Score {self.target} or more{rounds} against {opponents}"


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
    challenge: Challenge | None = None
    source: str = ""
    table_rim: float | None = None
    """The rim's thickness round a Piñata Blast felt (None: the game's usual rim)."""
    table_shape: str = RECTANGLE
    """``rectangle`` or ``oval`` (the ellipse inscribed in width x height)."""
    guided: bool = False
    """The table's first game is a guided one: a line at a time says what to do and
    waits until the player has done it (``guided = true`` in the file)."""
    text: str = field(default="", repr=False, compare=False)
    """The level file's text exactly as it was parsed (empty for a level made in code):
    a recording keeps it, so a replay shows the table played even after the file is
    edited or deleted. Left out of repr and equality, which describe the table."""

    @property
    def center(self) -> Vec2:
        return Vec2(self.table_width / 2, self.table_height / 2)

    @property
    def outline(self) -> TableOutline:
        """The table's edge, for everything that asks what is on the table."""
        return TableOutline(self.table_shape, self.table_width, self.table_height)
