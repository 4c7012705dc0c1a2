"""The fixed geometry of an I Want Candy! table derived from a level: seats, stashes, pool."""

from __future__ import annotations

from dataclasses import dataclass

from candy_arcade.core.geometry import Rect, Vec2
from candy_arcade.levels.spec import LevelSpec
from candy_arcade.levels.table_shape import TableOutline

CARD_WIDTH = 50.0
CARD_HEIGHT = 68.0
PALM_RADIUS = 22.0
HAND_SPEED = 640.0
"""Table units per second: the one speed cap for every device and every bot."""
OVAL_RIM_CLEARANCE = 3.0
"""An oval's rim walls are chords 2 units thick, a fraction inside the ellipse, so a
palm's centre stops about this much farther in than its radius; places on an oval are
clamped that far in so that a hand sent there arrives instead of grinding at the rim."""
STASH_LONG = 200.0
STASH_SHORT = 84.0
STASH_OFFSET = 92.0
"""Distance from a seat to the centre of its stash, towards the table's middle."""


@dataclass(frozen=True, slots=True)
class SeatGeometry:
    """Where a player sits, where their stash lies, and where their hand rests."""

    seat: Vec2
    stash: Rect
    rest: Vec2
    horizontal: bool
    """True when the stash's long side runs left-right (seats on the top or bottom edge)."""

    def stash_slot(self, slot: int, count: int) -> Vec2:
        """Where the ``slot``-th of ``count`` stashed cards lies: fanned along the long side."""
        span = (STASH_LONG - CARD_WIDTH) if self.horizontal else (STASH_LONG - CARD_HEIGHT * 0.6)
        step = span / max(count - 1, 1) if count > 1 else 0.0
        offset = -span / 2 + slot * step if count > 1 else 0.0
        if self.horizontal:
            return Vec2(self.stash.center.x + offset, self.stash.center.y)
        return Vec2(self.stash.center.x, self.stash.center.y - offset)


def seat_geometry(level: LevelSpec, seat: Vec2) -> SeatGeometry:
    """Put the stash in front of the seat, towards the table's middle: along the inward
    normal of the edge nearest the seat (a rectangle's side, or the oval there).

    The stash stays an axis-aligned rectangle, lying along whichever axis is nearer
    the edge's direction, so cards fan in rows a player reads at a glance.
    """
    inward = level.outline.nearest_edge(seat).inward
    horizontal = abs(inward.y) >= abs(inward.x)
    center = seat + inward * STASH_OFFSET
    stash = (
        Rect(center, STASH_LONG, STASH_SHORT)
        if horizontal
        else Rect(center, STASH_SHORT, STASH_LONG)
    )
    rest = seat + inward * (STASH_OFFSET + STASH_SHORT / 2 + PALM_RADIUS + 8)
    return SeatGeometry(seat=seat, stash=stash, rest=rest, horizontal=horizontal)


@dataclass(frozen=True, slots=True)
class TableGeometry:
    """All seats of a table, for the players actually seated (the first ``players`` seats)."""

    width: float
    height: float
    pool: Rect
    seats: tuple[SeatGeometry, ...]
    outline: TableOutline

    def clamp_to_table(self, point: Vec2) -> Vec2:
        """The nearest place a whole palm fits on the table (rectangle or oval)."""
        if self.outline.is_oval:
            return self.outline.clamp(point, PALM_RADIUS + OVAL_RIM_CLEARANCE)
        return self.outline.clamp(point, PALM_RADIUS)

    def clamp_to_pool(self, point: Vec2) -> Vec2:
        half_w = self.pool.width / 2 - CARD_WIDTH / 3
        half_h = self.pool.height / 2 - CARD_HEIGHT / 3
        return Vec2(
            min(max(point.x, self.pool.center.x - half_w), self.pool.center.x + half_w),
            min(max(point.y, self.pool.center.y - half_h), self.pool.center.y + half_h),
        )


def spread_seats(players: int, available: int) -> tuple[int, ...]:
    """Seat indexes for ``players`` spread evenly round a table of ``available`` seats.

    Four players at an eight-seat table sit at every other seat, not side by side.
    """
    return tuple(round(i * available / players) % available for i in range(players))


def table_geometry(level: LevelSpec, players: int) -> TableGeometry:
    if not 1 <= players <= len(level.seats):
        raise ValueError(f"this table seats 1 to {len(level.seats)} players, not {players}")
    chosen = spread_seats(players, len(level.seats))
    return TableGeometry(
        width=level.table_width,
        height=level.table_height,
        pool=level.pool,
        seats=tuple(seat_geometry(level, level.seats[index]) for index in chosen),
        outline=level.outline,
    )
