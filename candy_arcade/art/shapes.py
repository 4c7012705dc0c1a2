"""A tiny vector vocabulary (circles, ellipses, polygons, thick lines, rounded boxes) in
design units, drawn at any scale and optionally *inflated*.

Inflating draws the exact outline of a silhouette (its Minkowski sum with a disc)
without a slow dilation filter, so outlines cost the same at 48 px and at 1024 px.
Art modules describe a piece once as a list of shapes and reuse it for the outline,
the body and its shadow.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from PIL import ImageDraw

Point = tuple[float, float]


@dataclass(frozen=True)
class Circle:
    cx: float
    cy: float
    r: float


@dataclass(frozen=True)
class Ellipse:
    cx: float
    cy: float
    rx: float
    ry: float


@dataclass(frozen=True)
class Poly:
    points: tuple[Point, ...]


@dataclass(frozen=True)
class Line:
    """A polyline with round ends and joints (a capsule when it has two points)."""

    points: tuple[Point, ...]
    width: float


@dataclass(frozen=True)
class RoundBox:
    x0: float
    y0: float
    x1: float
    y1: float
    radius: float


Shape = Circle | Ellipse | Poly | Line | RoundBox


@dataclass(frozen=True)
class Pen:
    """Maps design units to pixels: ``pixel = origin + unit * scale``."""

    scale: float
    ox: float = 0.0
    oy: float = 0.0

    def pt(self, p: Point) -> tuple[float, float]:
        return (self.ox + p[0] * self.scale, self.oy + p[1] * self.scale)

    def len(self, v: float) -> float:
        return v * self.scale


def draw_shape(
    draw: ImageDraw.ImageDraw, shape: Shape, pen: Pen, fill: int | tuple[int, ...],
    inflate: float = 0.0,
) -> None:
    """Draw one shape filled, grown outwards by ``inflate`` design units."""
    d = pen.len(inflate)
    if isinstance(shape, Circle):
        cx, cy = pen.pt((shape.cx, shape.cy))
        r = pen.len(shape.r) + d
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=fill)
    elif isinstance(shape, Ellipse):
        cx, cy = pen.pt((shape.cx, shape.cy))
        rx, ry = pen.len(shape.rx) + d, pen.len(shape.ry) + d
        draw.ellipse((cx - rx, cy - ry, cx + rx, cy + ry), fill=fill)
    elif isinstance(shape, RoundBox):
        x0, y0 = pen.pt((shape.x0, shape.y0))
        x1, y1 = pen.pt((shape.x1, shape.y1))
        radius = pen.len(shape.radius) + d
        draw.rounded_rectangle((x0 - d, y0 - d, x1 + d, y1 + d), radius=radius, fill=fill)
    elif isinstance(shape, Poly):
        pts = [pen.pt(p) for p in shape.points]
        draw.polygon(pts, fill=fill)
        if d > 0:
            _stroke(draw, [*pts, pts[0]], 2 * d, fill)
    else:
        pts = [pen.pt(p) for p in shape.points]
        _stroke(draw, pts, pen.len(shape.width) + 2 * d, fill)


def _stroke(
    draw: ImageDraw.ImageDraw, pts: Sequence[tuple[float, float]], width: float,
    fill: int | tuple[int, ...],
) -> None:
    """A polyline with round caps and joints (Pillow's own caps are square)."""
    if width <= 0:
        return
    if len(pts) > 1:
        draw.line(list(pts), fill=fill, width=max(1, round(width)), joint="curve")
    r = width / 2
    for x, y in pts:
        draw.ellipse((x - r, y - r, x + r, y + r), fill=fill)


def draw_shapes(
    draw: ImageDraw.ImageDraw, shapes: Iterable[Shape], pen: Pen, fill: int | tuple[int, ...],
    inflate: float = 0.0,
) -> None:
    """Draw every shape of a silhouette with the same fill and inflation."""
    for shape in shapes:
        draw_shape(draw, shape, pen, fill, inflate)


def regular_polygon(cx: float, cy: float, r: float, n: int, start_deg: float = -90) -> Poly:
    """An ``n``-gon around a centre, first vertex at ``start_deg`` (up by default)."""
    return Poly(tuple(_polar(cx, cy, r, start_deg + 360 * i / n) for i in range(n)))


def star(cx: float, cy: float, r_out: float, r_in: float, n: int = 5) -> Poly:
    """An ``n``-pointed star, one point straight up."""
    pts: list[Point] = []
    for i in range(2 * n):
        r = r_out if i % 2 == 0 else r_in
        pts.append(_polar(cx, cy, r, -90 + 180 * i / n))
    return Poly(tuple(pts))


def arc_points(
    cx: float, cy: float, rx: float, ry: float, start_deg: float, end_deg: float, steps: int = 24
) -> tuple[Point, ...]:
    """Points along an elliptical arc (degrees, clockwise on screen from +x)."""
    return tuple(
        (
            cx + rx * math.cos(math.radians(start_deg + (end_deg - start_deg) * i / steps)),
            cy + ry * math.sin(math.radians(start_deg + (end_deg - start_deg) * i / steps)),
        )
        for i in range(steps + 1)
    )


def rotate(points: Iterable[Point], cx: float, cy: float, deg: float) -> tuple[Point, ...]:
    """Points turned ``deg`` degrees (clockwise on screen) about a centre."""
    c, s = math.cos(math.radians(deg)), math.sin(math.radians(deg))
    return tuple(
        (cx + (x - cx) * c - (y - cy) * s, cy + (x - cx) * s + (y - cy) * c) for x, y in points
    )


def _polar(cx: float, cy: float, r: float, deg: float) -> Point:
    return (cx + r * math.cos(math.radians(deg)), cy + r * math.sin(math.radians(deg)))
