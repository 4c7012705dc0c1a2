"""Where each seat's things lie around the Piñata Blast table, in table units.

A seat sits at a point of the felt's edge (:func:`seat_edge_point`). Outside the rim,
along that edge, lies the seat's hand of cards; just inside the edge, the spot where a
placed card waits for its die, with this round's collected cards fanned beside it;
a little further in, where the palm rests. The session tests palms against these
shapes and the renderer draws them at the same places, so what a player points at
on screen is what the simulation checks.
"""

from __future__ import annotations

from dataclasses import dataclass

from candy_arcade.core.geometry import Vec2
from candy_arcade.sim.pinata.table import DEFAULT_TABLE, TableSpec, seat_edge_point

CARD_WIDTH = 50.0
CARD_HEIGHT = 70.0
"""A candy card on the table: wide enough for a die (36) to sit on it."""

ROW_GAP_OUTSIDE = 12.0 + CARD_HEIGHT / 2
"""How far outside the rim the middle of the hand's row of cards lies."""
SPOT_INSET = CARD_HEIGHT / 2 + 8.0
REST_INSET = SPOT_INSET + 42.0
SHOULDER_OUTSIDE = 135.0
"""The arm's shoulder: off the table, beyond the row of cards, so arms reach in over it."""
HOME_DEPTH = REST_INSET + 40.0
"""A palm this close to its own edge, in front of its own cards, is "home": it may place."""
CARD_REACH = 52.0
"""A held die is dropped on the placed card when the palm is this close to the card."""
MAX_ROW = 420.0
ROW_GAP = 6.0
COLLECTED_STEP = CARD_WIDTH * 0.8
CORNER_CLEARANCE = 150.0
CORNER_OVERHANG = 10.0 - CARD_WIDTH / 2
THROW_INSET = 2.2 * DEFAULT_TABLE.die_size
"""The throw starts this far in from the seat's edge: room for the cluster of dice."""


@dataclass(frozen=True, slots=True)
class SeatLayout:
    """One seat's places. ``inward`` points from the seat's edge into the felt; ``along``
    runs along that edge, to the seat's right as it looks in (``inward`` turned clockwise)."""

    seat: int
    edge_point: Vec2
    inward: Vec2
    along: Vec2
    row_length: float
    throw_origin: Vec2
    rim: float = DEFAULT_TABLE.rim
    """The table rim's thickness: the hand's row of cards lies beyond it."""

    @property
    def card_spot(self) -> Vec2:
        """Where the placed card waits for a die."""
        return self.edge_point + self.inward * SPOT_INSET

    @property
    def rest(self) -> Vec2:
        """Where the palm starts and returns to."""
        return self.edge_point + self.inward * REST_INSET

    @property
    def shoulder(self) -> Vec2:
        return self.edge_point - self.inward * SHOULDER_OUTSIDE

    @property
    def row_centre(self) -> Vec2:
        return self.edge_point - self.inward * (self.rim + ROW_GAP_OUTSIDE)

    def hand_card_position(self, slot: int, count: int) -> Vec2:
        """The middle of the ``slot``-th of ``count`` cards in the hand's row (overlapping
        once the row is full, never longer than ``row_length``)."""
        if count <= 1:
            return self.row_centre
        step = min(CARD_WIDTH + ROW_GAP, (self.row_length - CARD_WIDTH) / (count - 1))
        offset = -step * (count - 1) / 2 + step * slot
        return self.row_centre + self.along * offset

    def hand_card_at(self, point: Vec2, count: int) -> int | None:
        """The slot of the topmost hand card under ``point`` (later slots lie on top)."""
        for slot in range(count - 1, -1, -1):
            if self._in_card(point, self.hand_card_position(slot, count)):
                return slot
        return None

    def collected_position(self, order: int) -> Vec2:
        """Where this round's ``order``-th collected card lies, beside the card spot."""
        return self.card_spot + self.along * (CARD_WIDTH + ROW_GAP + COLLECTED_STEP * order)

    def is_home(self, palm: Vec2) -> bool:
        """The palm is near its own edge, in front of its own cards: it may place one."""
        offset = palm - self.edge_point
        depth = _dot(offset, self.inward)
        across = abs(_dot(offset, self.along))
        return depth <= HOME_DEPTH and across <= self.row_length / 2 + CARD_WIDTH / 2

    def reaches_card(self, palm: Vec2) -> bool:
        return palm.distance(self.card_spot) <= CARD_REACH

    def _in_card(self, point: Vec2, centre: Vec2) -> bool:
        offset = point - centre
        return (
            abs(_dot(offset, self.along)) <= CARD_WIDTH / 2
            and abs(_dot(offset, self.inward)) <= CARD_HEIGHT / 2
        )


def _dot(a: Vec2, b: Vec2) -> float:
    return a.x * b.x + a.y * b.y


def _edge_normal(point: Vec2, table: TableSpec) -> Vec2:
    """The inward normal of the felt edge ``point`` lies on (the nearest edge)."""
    distances = {
        (0.0, 1.0): point.y,
        (0.0, -1.0): table.height - point.y,
        (1.0, 0.0): point.x,
        (-1.0, 0.0): table.width - point.x,
    }
    normal = min(distances, key=lambda key: distances[key])
    return Vec2(*normal)


def _along_position(point: Vec2, normal: Vec2) -> float:
    return point.x if normal.y != 0 else point.y


def _row_length(index: int, points: list[Vec2], normals: list[Vec2], table: TableSpec) -> float:
    """As long as the edge allows (its cards never reach past the felt's corner), but
    short of the next seat's row on the same edge."""
    normal = normals[index]
    along = Vec2(normal.y, -normal.x)
    edge_length = table.width if normal.y != 0 else table.height
    position = _along_position(points[index], normal)
    room = min(position, edge_length - position) + CORNER_OVERHANG
    limit = min(MAX_ROW, edge_length - CARD_WIDTH, 2 * room)
    for other, point in enumerate(points):
        if other != index and normals[other] == normal:
            gap = abs(_dot(point - points[index], along))
            limit = min(limit, gap - CARD_WIDTH / 2 - 2 * ROW_GAP)
    return max(limit, CARD_WIDTH)


def _kept_off_corners(point: Vec2, normal: Vec2, table: TableSpec) -> Vec2:
    """A seat too near a corner slides along its edge, so its card spot and palm stay
    on the felt and clear of the next edge's seat."""
    if normal.y != 0:
        clearance = min(CORNER_CLEARANCE, table.width / 2)
        return Vec2(min(max(point.x, clearance), table.width - clearance), point.y)
    clearance = min(CORNER_CLEARANCE, table.height / 2)
    return Vec2(point.x, min(max(point.y, clearance), table.height - clearance))


def seat_layouts(seat_count: int, table: TableSpec = DEFAULT_TABLE) -> tuple[SeatLayout, ...]:
    """Every seat's layout; seat 0 at the bottom middle, the others clockwise."""
    raw = [seat_edge_point(seat, seat_count, table) for seat in range(seat_count)]
    normals = [_edge_normal(point, table) for point in raw]
    points = [
        _kept_off_corners(point, normal, table) for point, normal in zip(raw, normals, strict=True)
    ]
    layouts = []
    for seat, (point, normal) in enumerate(zip(points, normals, strict=True)):
        towards_centre = (table.centre - point).normalized()
        layouts.append(
            SeatLayout(
                seat=seat,
                edge_point=point,
                inward=normal,
                along=Vec2(normal.y, -normal.x),
                row_length=_row_length(seat, points, normals, table),
                throw_origin=point + towards_centre * THROW_INSET,
                rim=table.rim,
            )
        )
    return tuple(layouts)
