"""Small 2-D geometry helpers shared by the simulation, bots and drawing."""

from __future__ import annotations

import math
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Vec2:
    """An immutable 2-D point or vector in table units (pixels of the reference table)."""

    x: float
    y: float

    def __add__(self, other: Vec2) -> Vec2:
        return Vec2(self.x + other.x, self.y + other.y)

    def __sub__(self, other: Vec2) -> Vec2:
        return Vec2(self.x - other.x, self.y - other.y)

    def __mul__(self, factor: float) -> Vec2:
        return Vec2(self.x * factor, self.y * factor)

    def length(self) -> float:
        return math.hypot(self.x, self.y)

    def distance(self, other: Vec2) -> float:
        return math.hypot(self.x - other.x, self.y - other.y)

    def normalized(self) -> Vec2:
        length = self.length()
        if length == 0.0:
            return Vec2(0.0, 0.0)
        return Vec2(self.x / length, self.y / length)

    def clamped(self, max_length: float) -> Vec2:
        """This vector shortened to at most ``max_length``."""
        length = self.length()
        if length <= max_length or length == 0.0:
            return self
        return self * (max_length / length)


@dataclass(frozen=True, slots=True)
class Rect:
    """An axis-aligned rectangle given by its centre and size."""

    center: Vec2
    width: float
    height: float

    def contains(self, point: Vec2) -> bool:
        return (
            abs(point.x - self.center.x) <= self.width / 2
            and abs(point.y - self.center.y) <= self.height / 2
        )
