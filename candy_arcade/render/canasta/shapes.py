"""Small helpers for the table's rectangles and colours (shape-list entries)."""

from __future__ import annotations

from arcade.shape_list import Shape, create_rectangle_filled, create_rectangle_outline
from arcade.types import Color

from candy_arcade.render.canasta.layout import Rect

Colour = tuple[int, ...]


def filled(rect: Rect, colour: Colour) -> Shape:
    x, y = rect.center
    return create_rectangle_filled(x, y, rect.width, rect.height, Color.from_iterable(colour))


def outline(rect: Rect, colour: Colour, width: float = 2) -> Shape:
    x, y = rect.center
    return create_rectangle_outline(
        x, y, rect.width, rect.height, Color.from_iterable(colour), width
    )


def mix(a: Colour, b: Colour, t: float) -> tuple[int, int, int]:
    """``a`` moved a fraction ``t`` of the way to ``b``."""
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t),
            round(a[2] + (b[2] - a[2]) * t))
