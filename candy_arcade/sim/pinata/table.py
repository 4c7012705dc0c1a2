"""The Piñata Blast table in table units: its size, rim, obstacles, seats and throw origins.

Origin at the felt's bottom-left corner, y up (as arcade draws). Seats go round the
table clockwise seen from above, seat 0 first, so "the stick passes clockwise" (next
seat index) also looks clockwise on screen. A level file shapes the table
(:func:`table_from_level`); without one the default 960x560 felt seats everyone
evenly round its edge.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from candy_arcade.core.geometry import Rect, Vec2
from candy_arcade.levels.spec import LevelSpec
from candy_arcade.sim.candy.table import spread_seats


@dataclass(frozen=True, slots=True)
class TableSpec:
    """The felt inside the rim, the rim's thickness, the dice size, the obstacles dice and
    palms bump into, and (from a level) the points round the edge where players sit."""

    width: float = 960.0
    height: float = 560.0
    rim: float = 24.0
    die_size: float = 36.0
    obstacles: tuple[Rect, ...] = ()
    seat_points: tuple[Vec2, ...] = ()
    """The seats in the order the stick passes them (clockwise); empty: spread evenly."""

    @property
    def centre(self) -> Vec2:
        return Vec2(self.width / 2, self.height / 2)

    def contains(self, point: Vec2, margin: float = 0.0) -> bool:
        """Whether ``point`` is on the felt, at least ``margin`` inside the rim."""
        return (
            margin <= point.x <= self.width - margin and margin <= point.y <= self.height - margin
        )

    def blocked(self, point: Vec2, margin: float = 0.0) -> bool:
        """Whether ``point`` is inside an obstacle or closer than ``margin`` to one (a
        circle of radius ``margin`` there would overlap it)."""
        for rect in self.obstacles:
            dx = max(abs(point.x - rect.center.x) - rect.width / 2, 0.0)
            dy = max(abs(point.y - rect.center.y) - rect.height / 2, 0.0)
            if math.hypot(dx, dy) <= margin:
                return True
        return False


DEFAULT_TABLE = TableSpec()


def clockwise_from_first(points: tuple[Vec2, ...], centre: Vec2) -> tuple[Vec2, ...]:
    """``points`` reordered to go clockwise round ``centre``, starting with the first one.

    A level lists its seats in any order; the stick must still pass clockwise.
    """
    if len(points) < 3:
        return points
    first = math.atan2(points[0].y - centre.y, points[0].x - centre.x)

    def turned(point: Vec2) -> float:
        angle = math.atan2(point.y - centre.y, point.x - centre.x)
        return (first - angle) % (2 * math.pi)

    return tuple(sorted(points, key=turned))


def table_from_level(level: LevelSpec, players: int) -> TableSpec:
    """The table a Piñata level describes, seating ``players`` of its seats.

    The level's seats are put in clockwise order from its first seat (the stick
    passes clockwise whatever order the file lists them in); fewer players than seats
    are then spread evenly round the table, as at I Want Candy!.
    """
    if not 1 <= players <= len(level.seats):
        raise ValueError(f"this table seats 1 to {len(level.seats)} players, not {players}")
    seats = clockwise_from_first(level.seats, level.center)
    chosen = tuple(seats[index] for index in spread_seats(players, len(seats)))
    rim = level.table_rim if level.table_rim is not None else DEFAULT_TABLE.rim
    return TableSpec(
        width=level.table_width,
        height=level.table_height,
        rim=rim,
        obstacles=tuple(obstacle.rect for obstacle in level.obstacles),
        seat_points=chosen,
    )


def seat_direction(seat: int, seat_count: int) -> float:
    """The angle (radians) from the table's centre towards an evenly spread seat."""
    return -math.pi / 2 - 2 * math.pi * seat / seat_count


def seat_edge_point(seat: int, seat_count: int, table: TableSpec = DEFAULT_TABLE) -> Vec2:
    """Where a seat meets the table's edge: the seat's hand rests here.

    A level's seat is moved onto the nearest edge; without level seats, seats are
    spread evenly by angle, seat 0 at the bottom middle.
    """
    if table.seat_points:
        if seat_count != len(table.seat_points):
            raise ValueError(f"this table seats {len(table.seat_points)}, not {seat_count}")
        return _onto_nearest_edge(table.seat_points[seat], table)
    angle = seat_direction(seat, seat_count)
    dx, dy = math.cos(angle), math.sin(angle)
    half_w, half_h = table.width / 2, table.height / 2
    scale = min(
        half_w / abs(dx) if abs(dx) > 1e-9 else math.inf,
        half_h / abs(dy) if abs(dy) > 1e-9 else math.inf,
    )
    return Vec2(table.centre.x + dx * scale, table.centre.y + dy * scale)


def _onto_nearest_edge(point: Vec2, table: TableSpec) -> Vec2:
    x = min(max(point.x, 0.0), table.width)
    y = min(max(point.y, 0.0), table.height)
    distances = {"bottom": y, "top": table.height - y, "left": x, "right": table.width - x}
    edge = min(distances, key=lambda name: distances[name])
    if edge == "bottom":
        return Vec2(x, 0.0)
    if edge == "top":
        return Vec2(x, table.height)
    if edge == "left":
        return Vec2(0.0, y)
    return Vec2(table.width, y)


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
