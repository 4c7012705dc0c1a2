"""The Piñata Blast table in table units: its size, the seats around it, throw origins.

Origin at the felt's bottom-left corner, y up (as arcade draws). Seats go round the
table clockwise seen from above, seat 0 at the bottom middle, so "the stick passes
clockwise" (next seat index) also looks clockwise on screen.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from candy_arcade.core.geometry import Vec2


@dataclass(frozen=True, slots=True)
class TableSpec:
    """The felt inside the rim, the rim's thickness and the dice size."""

    width: float = 960.0
    height: float = 560.0
    rim: float = 24.0
    die_size: float = 36.0

    @property
    def centre(self) -> Vec2:
        return Vec2(self.width / 2, self.height / 2)

    def contains(self, point: Vec2, margin: float = 0.0) -> bool:
        """Whether ``point`` is on the felt, at least ``margin`` inside the rim."""
        return (
            margin <= point.x <= self.width - margin and margin <= point.y <= self.height - margin
        )


DEFAULT_TABLE = TableSpec()


def seat_direction(seat: int, seat_count: int) -> float:
    """The angle (radians) from the table's centre towards a seat; seats run clockwise."""
    return -math.pi / 2 - 2 * math.pi * seat / seat_count


def seat_edge_point(seat: int, seat_count: int, table: TableSpec = DEFAULT_TABLE) -> Vec2:
    """Where a seat meets the table's edge: the seat's hand rests here."""
    angle = seat_direction(seat, seat_count)
    dx, dy = math.cos(angle), math.sin(angle)
    half_w, half_h = table.width / 2, table.height / 2
    scale = min(
        half_w / abs(dx) if abs(dx) > 1e-9 else math.inf,
        half_h / abs(dy) if abs(dy) > 1e-9 else math.inf,
    )
    return Vec2(table.centre.x + dx * scale, table.centre.y + dy * scale)


def throw_origin(seat: int, seat_count: int, table: TableSpec = DEFAULT_TABLE) -> Vec2:
    """Where a seat's throw starts: on its side, far enough in for the cluster of dice."""
    edge = seat_edge_point(seat, seat_count, table)
    inset = 2.2 * table.die_size
    towards_centre = (table.centre - edge).normalized()
    return edge + towards_centre * inset


def aim_at_centre(origin: Vec2, table: TableSpec = DEFAULT_TABLE) -> float:
    """The aim angle (radians) from ``origin`` to the table's centre."""
    offset = table.centre - origin
    return math.atan2(offset.y, offset.x)
