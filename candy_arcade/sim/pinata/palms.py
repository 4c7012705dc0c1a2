"""The players' palms over the Piñata Blast table: moved at the one shared speed cap.

Palms use the same cap and palm size as I Want Candy!'s hands (a device or bot is no
faster here than there), and slide along the felt's edge and round obstacles instead
of crossing them. They do not push the dice: a die is only moved by being picked up.
"""

from __future__ import annotations

from dataclasses import dataclass

import pymunk

from candy_arcade.core.clock import TICK_SECONDS
from candy_arcade.core.geometry import Vec2
from candy_arcade.sim.candy.table import HAND_SPEED, PALM_RADIUS
from candy_arcade.sim.hand_motion import box_walls, capped_step, sweep
from candy_arcade.sim.pinata.table import TableSpec

GRAB_REACH = PALM_RADIUS + 18.0
"""A die whose middle is this close to the palm's middle is under the palm."""


@dataclass(slots=True)
class Palm:
    """One player's palm; ``holding`` is the index of the die in it, if any."""

    player: int
    position: Vec2
    holding: int | None = None


def felt_walls(table: TableSpec) -> list[pymunk.Segment]:
    """The felt's edge and the obstacles on it, as the walls palms slide along."""
    static = pymunk.Body(body_type=pymunk.Body.STATIC)
    walls = box_walls(static, table.centre, table.width, table.height)
    for rect in table.obstacles:
        walls += box_walls(static, rect.center, rect.width, rect.height)
    return walls


def move_palm(
    palm: Palm,
    walls: list[pymunk.Segment],
    target: Vec2 | None,
    direction: Vec2 | None,
) -> None:
    """One tick of travel towards a target or along a direction, capped, kept on the felt."""
    step = capped_step(palm.position, target, direction, HAND_SPEED, TICK_SECONDS)
    if step.length() > 0.0:
        palm.position = sweep(walls, palm.position, step, PALM_RADIUS)
