"""Where the Piñata Blast table sits on the 1280x720 logical screen.

The simulation works in table units (the level's felt, 960x560 by default); the
screen shows it scaled so each seat's row of cards fits outside the rim and the
corner panels stay clear. Everything drawn goes through :meth:`ScreenMap.to_screen`,
and a pointer comes back through :meth:`ScreenMap.to_table`.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from candy_arcade.core.geometry import Vec2
from candy_arcade.render.logical_screen import LOGICAL_HEIGHT, LOGICAL_WIDTH
from candy_arcade.sim.pinata.seating import CARD_HEIGHT, SeatLayout
from candy_arcade.sim.pinata.table import DEFAULT_TABLE, TableSpec

MAX_SCALE = 0.9
"""The default table's scale: a small table is not blown up beyond it."""
BEYOND_RIM = 12.0 + CARD_HEIGHT
"""Table units outside the rim taken by a seat's row of cards."""
SIDE_ROOM = 100.0
"""Screen pixels kept each side for the corner panels and side seats' labels."""
EDGE_PAD = 5.0


@dataclass(frozen=True, slots=True)
class ScreenMap:
    """Table units to logical-screen pixels: a scale and an offset."""

    scale: float
    offset_x: float
    offset_y: float

    def to_screen(self, point: Vec2) -> tuple[float, float]:
        return (self.offset_x + point.x * self.scale, self.offset_y + point.y * self.scale)

    def to_table(self, x: float, y: float) -> Vec2:
        return Vec2((x - self.offset_x) / self.scale, (y - self.offset_y) / self.scale)


def screen_map(table: TableSpec = DEFAULT_TABLE) -> ScreenMap:
    """The largest scale (at most :data:`MAX_SCALE`) that shows the table, its rim and
    every seat's cards, centred on the screen."""
    outside = 2 * (table.rim + BEYOND_RIM)
    scale = min(
        MAX_SCALE,
        (LOGICAL_WIDTH - 2 * SIDE_ROOM) / (table.width + outside),
        (LOGICAL_HEIGHT - 2 * EDGE_PAD) / (table.height + outside),
    )
    return ScreenMap(
        scale=scale,
        offset_x=(LOGICAL_WIDTH - table.width * scale) / 2,
        offset_y=(LOGICAL_HEIGHT - table.height * scale) / 2,
    )


def facing_angle(seat: SeatLayout) -> float:
    """The sprite angle (arcade: degrees clockwise) that turns a card to face its seat."""
    return -math.degrees(math.atan2(seat.inward.y, seat.inward.x)) + 90.0
