"""Where the Piñata Blast table sits on the 1280x720 logical screen.

The simulation works in table units (a 960x560 felt); the screen shows it a little
smaller so each seat's row of cards fits outside the rim. Everything drawn goes
through :func:`to_screen`, and a pointer comes back through :func:`to_table`.
"""

from __future__ import annotations

import math

from candy_arcade.core.geometry import Vec2
from candy_arcade.render.logical_screen import LOGICAL_HEIGHT, LOGICAL_WIDTH
from candy_arcade.sim.pinata.seating import SeatLayout
from candy_arcade.sim.pinata.table import DEFAULT_TABLE

SCALE = 0.9
OFFSET_X = (LOGICAL_WIDTH - DEFAULT_TABLE.width * SCALE) / 2
OFFSET_Y = (LOGICAL_HEIGHT - DEFAULT_TABLE.height * SCALE) / 2


def to_screen(point: Vec2) -> tuple[float, float]:
    return (OFFSET_X + point.x * SCALE, OFFSET_Y + point.y * SCALE)


def to_table(x: float, y: float) -> Vec2:
    return Vec2((x - OFFSET_X) / SCALE, (y - OFFSET_Y) / SCALE)


def facing_angle(seat: SeatLayout) -> float:
    """The sprite angle (arcade: degrees clockwise) that turns a card to face its seat."""
    return -math.degrees(math.atan2(seat.inward.y, seat.inward.x)) + 90.0
