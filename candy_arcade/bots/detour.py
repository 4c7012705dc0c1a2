"""Steering a bot's palm round a table's obstacles.

Palms slide along walls (:func:`candy_arcade.sim.hand_motion.sweep`), but a palm
pushed straight at a box stops dead against it. A person steers round; so does a
bot: when the straight way to its goal crosses an obstacle, it aims first at the
obstacle's corner that makes the shorter way round.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from candy_arcade.core.geometry import Rect, Vec2

CORNER_MARGIN = 8.0
"""How far beyond the palm's clearance the corner waypoint lies, so the palm clears it."""
ARRIVED = 2.0
"""A palm this close to a corner has reached it and heads for the next one."""


def _grown(rect: Rect, by: float) -> Rect:
    return Rect(rect.center, rect.width + 2 * by, rect.height + 2 * by)


def crossing(start: Vec2, end: Vec2, rect: Rect) -> float | None:
    """Where (0..1 along it) the segment ``start``-``end`` first enters ``rect``'s
    inside, or None when it misses (Liang-Barsky clipping; touching is missing)."""
    low, high = 0.0, 1.0
    dx, dy = end.x - start.x, end.y - start.y
    left = rect.center.x - rect.width / 2
    right = rect.center.x + rect.width / 2
    bottom = rect.center.y - rect.height / 2
    top = rect.center.y + rect.height / 2
    for p, q in (
        (-dx, start.x - left),
        (dx, right - start.x),
        (-dy, start.y - bottom),
        (dy, top - start.y),
    ):
        if p == 0.0:
            if q <= 0.0:
                return None
            continue
        t = q / p
        if p < 0.0:
            low = max(low, t)
        else:
            high = min(high, t)
        if low >= high:
            return None
    return low


def _clear(a: Vec2, b: Vec2, obstacles: Sequence[Rect], clearance: float) -> bool:
    """Whether a palm can travel straight from ``a`` to ``b`` without meeting a box.

    An end already within the clearance of a box (a die lying against it) is only
    tested against the box itself: the palm slides along the box to get there."""
    for rect in obstacles:
        grown = _grown(rect, clearance)
        wall = rect if grown.contains(a) or grown.contains(b) else grown
        if crossing(a, b, wall) is not None:
            return False
    return True


def waypoint(start: Vec2, goal: Vec2, obstacles: Sequence[Rect], clearance: float) -> Vec2:
    """Where a palm of radius ``clearance`` at ``start`` should head to reach ``goal``:
    the goal itself when the way is clear, else the first corner of the shortest way
    round the obstacles (so a palm never swings back and forth between two corners)."""
    if _clear(start, goal, obstacles, clearance):
        return goal
    corners = [
        corner
        for rect in obstacles
        for corner in _corners(_grown(rect, clearance + CORNER_MARGIN))
        if start.distance(corner) > ARRIVED
    ]
    nodes = [start, *corners, goal]
    goal_index = len(nodes) - 1
    best = [math.inf] * len(nodes)
    first_hop = [-1] * len(nodes)
    best[0] = 0.0
    todo = set(range(len(nodes)))
    while todo:
        here = min(todo, key=lambda index: best[index])
        if best[here] == math.inf or here == goal_index:
            break
        todo.remove(here)
        for there in todo:
            cost = best[here] + nodes[here].distance(nodes[there])
            if cost < best[there] and _clear(nodes[here], nodes[there], obstacles, clearance):
                best[there] = cost
                first_hop[there] = there if here == 0 else first_hop[here]
    if first_hop[goal_index] < 0:
        return goal
    return nodes[first_hop[goal_index]]


def _corners(rect: Rect) -> list[Vec2]:
    half_w, half_h = rect.width / 2, rect.height / 2
    return [
        Vec2(rect.center.x + sx * half_w, rect.center.y + sy * half_h)
        for sx in (-1.0, 1.0)
        for sy in (-1.0, 1.0)
    ]
