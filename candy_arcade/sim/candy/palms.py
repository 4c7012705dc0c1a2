"""The physical table: the rim and obstacles as pymunk walls, and one pymunk body per palm.

This is the only place I Want Candy! touches pymunk. Hands themselves are plain data
(:class:`~candy_arcade.sim.candy.hands.Hand`); each tick the session gives every moving
palm its velocity here, :meth:`PalmBodies.step` advances the space, and each palm's
position is written back to its hand, the one copy every rule reads.

The palm's velocity is set anew each tick, which would discard pymunk's contact
impulses; so each move is first swept through the walls (:func:`sweep`) and the palm
is only ever sent where it can go.
"""

from __future__ import annotations

from collections.abc import Sequence

import pymunk

from candy_arcade.core.clock import TICK_SECONDS
from candy_arcade.core.geometry import Vec2
from candy_arcade.levels.spec import LevelSpec
from candy_arcade.sim.candy.hands import Hand
from candy_arcade.sim.candy.table import PALM_RADIUS, TableGeometry
from candy_arcade.sim.hand_motion import WallIndex, box_walls, polygon_walls, sweep

__all__ = ["PalmBodies"]

HAND_CATEGORY = 0b10
STATIC_CATEGORY = 0b01
_NEAR_RIM = PALM_RADIUS + 24.0
_SAME_VELOCITY = 1e-9
"""Velocities closer than this (table units per second) are not set again."""


class PalmBodies:
    """The table's walls and the palms' bodies, for ``hands`` (in their fixed order)."""

    def __init__(self, level: LevelSpec, geometry: TableGeometry, hands: Sequence[Hand]) -> None:
        self.space = pymunk.Space()
        self._has_obstacles = bool(level.obstacles)
        self._add_walls(level, geometry)
        self._bodies = [self._add_palm(hand.rest) for hand in hands]
        self._hands = list(hands)

    def _add_walls(self, level: LevelSpec, geometry: TableGeometry) -> None:
        static = self.space.static_body
        outline = geometry.outline
        if outline.is_oval:
            walls = polygon_walls(static, [edge.point for edge in outline.boundary()])
        else:
            centre = Vec2(geometry.width / 2, geometry.height / 2)
            walls = box_walls(static, centre, geometry.width, geometry.height)
        for obstacle in level.obstacles:
            rect = obstacle.rect
            walls += box_walls(static, rect.center, rect.width, rect.height)
        for wall in walls:
            wall.filter = pymunk.ShapeFilter(categories=STATIC_CATEGORY)
            self.space.add(wall)
        self._wall_index = WallIndex(walls)
        self._near_rim = outline.near_edge

    def _add_palm(self, rest: Vec2) -> pymunk.Body:
        """A palm body that bumps into the rim and obstacles but not into palms (palms
        overlapping is a touch, a rule, not a collision)."""
        body = pymunk.Body(1.0, pymunk.moment_for_circle(1.0, 0, PALM_RADIUS))
        body.position = (rest.x, rest.y)
        palm = pymunk.Circle(body, PALM_RADIUS)
        palm.filter = pymunk.ShapeFilter(categories=HAND_CATEGORY, mask=STATIC_CATEGORY)
        palm.friction = 0.0
        self.space.add(body, palm)
        return body

    def may_collide(self, hand: Hand, vx: float = 0.0, vy: float = 0.0) -> bool:
        """Whether the palm may meet the rim (straight or oval) or an obstacle this tick
        (moving at ``vx, vy``). Elsewhere a palm moves exactly as told, so an unchanged
        velocity need not be set again, nor a still palm read back."""
        x, y = hand.x + vx * TICK_SECONDS, hand.y + vy * TICK_SECONDS
        return self._has_obstacles or self._near_rim(x, y, _NEAR_RIM)

    def drive(self, hand: Hand, vx: float, vy: float) -> None:
        """Send the palm at ``vx, vy``, as far as the walls let it this tick."""
        if (vx or vy) and self.may_collide(hand, vx, vy):
            vx, vy = self._walled(hand, vx, vy)
        if (
            abs(vx - hand.vx) > _SAME_VELOCITY
            or abs(vy - hand.vy) > _SAME_VELOCITY
            or self.may_collide(hand)
        ):
            self._bodies[hand.number].velocity = (vx, vy)
            hand.vx, hand.vy = vx, vy

    def _walled(self, hand: Hand, vx: float, vy: float) -> tuple[float, float]:
        """The velocity that takes the palm as far as the walls let it this tick."""
        start = Vec2(hand.x, hand.y)
        displacement = Vec2(vx * TICK_SECONDS, vy * TICK_SECONDS)
        walls = self._wall_index.near(start, displacement.length() + PALM_RADIUS)
        end = sweep(walls, start, displacement, PALM_RADIUS)
        return ((end.x - start.x) / TICK_SECONDS, (end.y - start.y) / TICK_SECONDS)

    def step(self) -> None:
        """One tick of physics; every palm that may have moved is written back to its hand."""
        self.space.step(TICK_SECONDS)
        for hand in self._hands:
            if hand.vx or hand.vy or self.may_collide(hand):
                hand.x, hand.y = self._bodies[hand.number].position

    def place(self, hand: Hand, point: Vec2) -> None:
        """Put the palm somewhere at once (set-up and tests; play never teleports)."""
        self._bodies[hand.number].position = (point.x, point.y)
        hand.x, hand.y = point.x, point.y
