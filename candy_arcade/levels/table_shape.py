"""A table's outline, a rectangle or the oval inscribed in it, and the few questions
the validator, the simulation and the drawing all ask of it.

They ask the same object so they cannot disagree: a seat the validator accepts is
one the simulation can put a stash in front of, and the felt that is drawn is the
felt the palms slide on.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from candy_arcade.core.geometry import Vec2

RECTANGLE = "rectangle"
OVAL = "oval"
SHAPES = (RECTANGLE, OVAL)
OVAL_SEGMENT_LENGTH = 24.0
"""The longest straight piece of an oval's rim: its chords then stray under half a
table unit from the true ellipse, which no one sees and no palm can use."""
_NEAREST_ITERATIONS = 6
_CLAMP_STEPS = 30


@dataclass(frozen=True, slots=True)
class EdgePoint:
    """A point on the table's edge and the unit normal there pointing onto the table."""

    point: Vec2
    inward: Vec2


@dataclass(frozen=True, slots=True)
class TableOutline:
    """The edge of a ``width`` x ``height`` table whose bottom-left corner is the origin.

    ``shape`` is :data:`RECTANGLE` (the whole box) or :data:`OVAL` (the ellipse
    inscribed in the box).
    """

    shape: str
    width: float
    height: float

    @property
    def is_oval(self) -> bool:
        return self.shape == OVAL

    @property
    def center(self) -> Vec2:
        return Vec2(self.width / 2, self.height / 2)

    def depth(self, point: Vec2) -> float:
        """How far ``point`` lies inside the edge: negative off the table."""
        if not self.is_oval:
            inside = min(point.x, self.width - point.x, point.y, self.height - point.y)
            if inside >= 0:
                return inside
            off_x = max(-point.x, point.x - self.width, 0.0)
            off_y = max(-point.y, point.y - self.height, 0.0)
            return -math.hypot(off_x, off_y)
        distance = point.distance(self.nearest_edge(point).point)
        return distance if self._in_ellipse(point) else -distance

    def contains(self, point: Vec2, margin: float = 0.0) -> bool:
        """Whether ``point`` is on the table and at least ``margin`` in from its edge."""
        return self.depth(point) >= margin

    def near_edge(self, x: float, y: float, distance: float) -> bool:
        """Whether the point may be within ``distance`` of the edge (or off the table).

        Cheap and cautious, for the simulation's every-tick check: it may say yes to a
        point a little farther in (up to ``distance * width / height`` at an oval's
        narrow ends), never no to one that is nearer.
        """
        if not self.is_oval:
            return (
                x < distance
                or y < distance
                or x > self.width - distance
                or y > self.height - distance
            )
        # The ellipse's gauge grows by at most 1/b per unit of distance (b the shorter
        # semi-axis), so a gauge below 1 - distance/b is at least ``distance`` inside.
        half_w, half_h = self.width / 2, self.height / 2
        gauge_sq = ((x - half_w) / half_w) ** 2 + ((y - half_h) / half_h) ** 2
        safe = 1.0 - distance / min(half_w, half_h)
        return safe <= 0 or gauge_sq > safe * safe

    def nearest_edge(self, point: Vec2) -> EdgePoint:
        """The nearest point of the edge to ``point`` (on or off the table)."""
        if not self.is_oval:
            return self._nearest_side(point)
        half_w, half_h = self.width / 2, self.height / 2
        x, y = _nearest_on_ellipse(point.x - half_w, point.y - half_h, half_w, half_h)
        return EdgePoint(Vec2(half_w + x, half_h + y), _ellipse_inward(x, y, half_w, half_h))

    def clamp(self, point: Vec2, margin: float) -> Vec2:
        """The nearest point to ``point`` that is at least ``margin`` in from the edge."""
        if not self.is_oval:
            return Vec2(
                min(max(point.x, margin), self.width - margin),
                min(max(point.y, margin), self.height - margin),
            )
        if self.depth(point) >= margin:
            return point
        edge = self.nearest_edge(point)
        inside = edge.point + edge.inward * margin
        if self.depth(inside) >= margin:
            return inside
        # Only at the tip of an oval narrower there than 2 * margin: the felt's depth
        # grows towards the centre along any line (it is concave), so search that line.
        centre = self.center
        if self.depth(centre) < margin:
            return centre
        low, high = 0.0, 1.0
        for _ in range(_CLAMP_STEPS):
            middle = (low + high) / 2
            if self.depth(inside + (centre - inside) * middle) >= margin:
                high = middle
            else:
                low = middle
        return inside + (centre - inside) * high

    def boundary(self) -> list[EdgePoint]:
        """The edge as a closed polygon, anticlockwise: the four corners of a
        rectangle, or points round an oval no more than :data:`OVAL_SEGMENT_LENGTH`
        apart. Walls, felt and thumbnails are all made from these points."""
        if not self.is_oval:
            w, h = self.width, self.height
            diagonal = math.sqrt(0.5)
            return [
                EdgePoint(Vec2(0.0, 0.0), Vec2(diagonal, diagonal)),
                EdgePoint(Vec2(w, 0.0), Vec2(-diagonal, diagonal)),
                EdgePoint(Vec2(w, h), Vec2(-diagonal, -diagonal)),
                EdgePoint(Vec2(0.0, h), Vec2(diagonal, -diagonal)),
            ]
        half_w, half_h = self.width / 2, self.height / 2
        # Points are spaced by parameter angle, so no chord is longer than the larger
        # semi-axis times the angle step; a multiple of four puts points on both axes.
        count = max(32, math.ceil(2 * math.pi * max(half_w, half_h) / OVAL_SEGMENT_LENGTH))
        count += -count % 4
        points = []
        for step in range(count):
            angle = 2 * math.pi * step / count
            x, y = half_w * math.cos(angle), half_h * math.sin(angle)
            points.append(
                EdgePoint(Vec2(half_w + x, half_h + y), _ellipse_inward(x, y, half_w, half_h))
            )
        return points

    def _in_ellipse(self, point: Vec2) -> bool:
        half_w, half_h = self.width / 2, self.height / 2
        return ((point.x - half_w) / half_w) ** 2 + ((point.y - half_h) / half_h) ** 2 <= 1.0

    def _nearest_side(self, point: Vec2) -> EdgePoint:
        """The nearest side of a rectangle; ties go bottom, top, left, right, the order
        seats have always been matched to their side."""
        w, h = self.width, self.height
        along_x = min(max(point.x, 0.0), w)
        along_y = min(max(point.y, 0.0), h)
        sides = (
            (abs(point.y), EdgePoint(Vec2(along_x, 0.0), Vec2(0.0, 1.0))),
            (abs(h - point.y), EdgePoint(Vec2(along_x, h), Vec2(0.0, -1.0))),
            (abs(point.x), EdgePoint(Vec2(0.0, along_y), Vec2(1.0, 0.0))),
            (abs(w - point.x), EdgePoint(Vec2(w, along_y), Vec2(-1.0, 0.0))),
        )
        return min(sides, key=lambda side: side[0])[1]


def _ellipse_inward(x: float, y: float, half_w: float, half_h: float) -> Vec2:
    """The inward unit normal at ``(x, y)`` on the ellipse centred on the origin."""
    return Vec2(-x / (half_w * half_w), -y / (half_h * half_h)).normalized()


def _nearest_on_ellipse(px: float, py: float, a: float, b: float) -> tuple[float, float]:
    """The point of the ellipse ``(x/a)² + (y/b)² = 1`` nearest to ``(px, py)``.

    Works in the first quadrant and mirrors back. Each step moves the guess along the
    ellipse by the arc that the point subtends as seen from the guess's centre of
    curvature (Luc Maisonobe's / "0xfaded"'s trig-free iteration); a handful of steps
    is exact to well under a thousandth of a unit for any table size allowed.
    """
    qx, qy = abs(px), abs(py)
    tx = ty = math.sqrt(0.5)
    for _ in range(_NEAREST_ITERATIONS):
        x, y = a * tx, b * ty
        ex = (a * a - b * b) * tx**3 / a
        ey = (b * b - a * a) * ty**3 / b
        rx, ry = x - ex, y - ey
        dx, dy = qx - ex, qy - ey
        r, q = math.hypot(rx, ry), math.hypot(dx, dy)
        if q == 0.0:
            break
        tx = min(1.0, max(0.0, (dx * r / q + ex) / a))
        ty = min(1.0, max(0.0, (dy * r / q + ey) / b))
        t = math.hypot(tx, ty)
        tx, ty = tx / t, ty / t
    return math.copysign(a * tx, px), math.copysign(b * ty, py)
