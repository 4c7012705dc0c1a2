"""How a hand moves, shared by every real-time mode: one speed cap, no tunnelling.

A device or bot gives a target point (mouse, bot) or a direction (keys, stick); either
becomes a displacement of at most ``speed * dt`` this tick. The palm is then swept
along it through the table's static pymunk shapes (rim, obstacles), sliding along
whatever it meets, so no input, however fast, can push a hand through a wall.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pymunk

from candy_arcade.core.geometry import Vec2

ARRIVE_EPSILON = 0.5
SKIN = 0.05
"""Keep this far off a wall after a sweep, so the next sweep does not start inside it."""
MAX_SLIDES = 3


def capped_step(
    position: Vec2,
    target: Vec2 | None,
    direction: Vec2 | None,
    speed: float,
    dt: float,
) -> Vec2:
    """The displacement this tick: a direction wins over a target; never beyond the cap."""
    reach = speed * dt
    if direction is not None:
        return direction.clamped(1.0) * reach
    if target is not None:
        to_target = target - position
        if to_target.length() < ARRIVE_EPSILON:
            return Vec2(0.0, 0.0)
        return to_target.clamped(reach)
    return Vec2(0.0, 0.0)


def sweep(
    walls: Sequence[pymunk.Segment],
    start: Vec2,
    displacement: Vec2,
    radius: float,
) -> Vec2:
    """Move a circle of ``radius`` from ``start`` by ``displacement``, sliding along walls.

    Each wall is asked directly (``Segment.segment_query``): pymunk 6.9's space-level
    query culls by bounding boxes without the radius, and its Poly query mishandles
    the radius, so walls are segments (a box is four, see :func:`box_walls`).
    """
    position = start
    remaining = displacement
    for _ in range(MAX_SLIDES):
        if remaining.length() < 1e-9:
            break
        end = position + remaining
        hit = _first_hit(walls, position, end, radius)
        if hit is None:
            return end
        alpha, normal = hit
        travelled = max(alpha * remaining.length() - SKIN, 0.0)
        position = position + remaining.normalized() * travelled
        left = remaining * (1.0 - alpha)
        into_wall = left.x * normal.x + left.y * normal.y
        remaining = left - normal * into_wall if into_wall < 0 else left
    return position


def _first_hit(
    walls: Sequence[pymunk.Segment], start: Vec2, end: Vec2, radius: float
) -> tuple[float, Vec2] | None:
    best: tuple[float, Vec2] | None = None
    for wall in walls:
        info = wall.segment_query((start.x, start.y), (end.x, end.y), radius)
        if info.shape is None or not (
            math.isfinite(info.normal.x) and math.isfinite(info.normal.y)
        ):
            continue
        if best is None or info.alpha < best[0]:
            best = (info.alpha, Vec2(info.normal.x, info.normal.y))
    return best


def box_walls(
    body: pymunk.Body, center: Vec2, width: float, height: float, thickness: float = 2.0
) -> list[pymunk.Segment]:
    """A rectangle as four segments, the one wall shape :func:`sweep` meets reliably."""
    half_w, half_h = width / 2, height / 2
    corners = [
        Vec2(center.x - half_w, center.y - half_h),
        Vec2(center.x + half_w, center.y - half_h),
        Vec2(center.x + half_w, center.y + half_h),
        Vec2(center.x - half_w, center.y + half_h),
    ]
    return polygon_walls(body, corners, thickness)


def polygon_walls(
    body: pymunk.Body, corners: Sequence[Vec2], thickness: float = 2.0
) -> list[pymunk.Segment]:
    """A closed polygon as segments (an oval rim is a polygon of many short ones)."""
    points = [(corner.x, corner.y) for corner in corners]
    walls = [
        pymunk.Segment(body, start, end, thickness)
        for start, end in zip(points, points[1:] + points[:1], strict=True)
    ]
    for wall in walls:
        wall.cache_bb()
    return walls


class WallIndex:
    """Walls bucketed in a coarse grid, so a sweep asks only the walls near it.

    An oval rim is a hundred-odd segments and each ``segment_query`` costs about 2 µs,
    so asking every wall for every palm near the rim would cost more than the rest of
    the tick. :meth:`near` returns walls in their original order, so :func:`sweep`
    breaks ties between equally near walls exactly as it would given them all.
    """

    CELL = 64.0

    def __init__(self, walls: Sequence[pymunk.Segment]) -> None:
        self.walls = list(walls)
        self._cells: dict[tuple[int, int], list[int]] = {}
        self._near: dict[tuple[int, int, int, int], list[pymunk.Segment]] = {}
        for index, wall in enumerate(self.walls):
            bb = wall.cache_bb()
            for cell_x in range(self._cell(bb.left), self._cell(bb.right) + 1):
                for cell_y in range(self._cell(bb.bottom), self._cell(bb.top) + 1):
                    self._cells.setdefault((cell_x, cell_y), []).append(index)

    def _cell(self, coordinate: float) -> int:
        return math.floor(coordinate / self.CELL)

    def near(self, start: Vec2, reach: float) -> list[pymunk.Segment]:
        """Every wall that a circle within ``reach`` of ``start`` could touch (the
        walls' thickness is in their boxes); a few more, never fewer."""
        key = (
            self._cell(start.x - reach),
            self._cell(start.y - reach),
            self._cell(start.x + reach),
            self._cell(start.y + reach),
        )
        found = self._near.get(key)
        if found is None:
            indexes: set[int] = set()
            for cell_x in range(key[0], key[2] + 1):
                for cell_y in range(key[1], key[3] + 1):
                    indexes.update(self._cells.get((cell_x, cell_y), ()))
            found = [self.walls[index] for index in sorted(indexes)]
            self._near[key] = found
        return found
