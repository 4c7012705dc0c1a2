"""The players' hands: an open palm tinted in the player's colour, carrying their mark.

Up to eight hands move over one table, so each player differs by colour *and* by a
mark shape on the palm (colour-blind players tell hands apart by the mark). The
"palm down" variant (after a touch, or when a player ends their search) shows the
back of a closed, flat hand with fingernails, greyed, so a frozen hand is obvious
even to someone who cannot see the grey.
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from candy_arcade.art.candy_art import OKABE_ITO
from candy_arcade.art.canvas import (
    RGB,
    SS,
    darker,
    downsample,
    greyed,
    lighter,
    new_canvas,
    new_mask,
    paint,
)
from candy_arcade.art.marks import draw_mark
from candy_arcade.art.shapes import Ellipse, Line, Pen, RoundBox, Shape, draw_shapes

PLAYER_STYLES: list[tuple[str, RGB, str]] = [
    ("Orange", OKABE_ITO["orange"], "circle"),
    ("Sky", OKABE_ITO["sky_blue"], "triangle"),
    ("Green", OKABE_ITO["bluish_green"], "square"),
    ("Yellow", OKABE_ITO["yellow"], "diamond"),
    ("Blue", OKABE_ITO["blue"], "star"),
    ("Vermilion", OKABE_ITO["vermillion"], "plus"),
    ("Pink", OKABE_ITO["reddish_purple"], "heart"),
    ("Silver", (196, 196, 206), "crescent"),
]
"""Seat styles in seat order: (name, colour, mark). Colours are Okabe-Ito (silver
stands in for its black: black, and the charcoal tried before, vanished on the dark
table and menus, names written in it unreadable); the first seats get the most
distinct pairs."""

HOT_SPOT: tuple[float, float] = (0.53, 0.70)
"""Where on the palm image (fractions of its size, y down) a grab is aimed."""


_OUTLINE_UNITS = 3.5

_OPEN_HAND: tuple[Shape, ...] = (
    Line(((35, 50), (30, 15)), 13),
    Line(((48, 48), (48, 8)), 13.5),
    Line(((61, 49), (65, 13)), 13),
    Line(((72, 56), (80, 28)), 11.5),
    Line(((30, 70), (11, 48)), 13),
    Ellipse(53, 70, 27, 25),
    RoundBox(28, 46, 78, 80, 12),
)

_FINGERS_DOWN: tuple[tuple[float, float, float], ...] = (
    (34.5, 24, 12.5), (47, 18, 12.5), (59.5, 20, 12.5), (71, 30, 11),
)
_FLAT_HAND: tuple[Shape, ...] = (
    *(Line(((x, top), (x, 62)), w) for x, top, w in _FINGERS_DOWN),
    Line(((31, 74), (20, 60)), 12),
    Ellipse(53, 72, 26, 23),
    RoundBox(28, 50, 78, 82, 12),
)
_NAILS: tuple[Shape, ...] = tuple(
    Ellipse(x, top + 1.5, w * 0.28, w * 0.34) for x, top, w in _FINGERS_DOWN
)


def palm_image(rgb: RGB, mark: str, size: int, palm_down: bool = False) -> Image.Image:
    """A ``size`` px RGBA hand cursor in ``rgb`` with ``mark`` on it.

    The hand's hot spot (the point that grabs) is the palm centre, at (0.53, 0.70)
    of the image; ``palm_down`` draws the frozen, greyed back of the hand.
    """
    if size < 1:
        raise ValueError("size must be positive")
    canvas = new_canvas(size, size)
    pen = Pen(scale=size * SS / 100)
    colour = greyed(rgb) if palm_down else rgb
    hand = _FLAT_HAND if palm_down else _OPEN_HAND
    _fill(canvas, hand, pen, _rim(colour), _OUTLINE_UNITS)
    _fill(canvas, hand, pen, colour)
    if palm_down:
        _fill(canvas, _NAILS, pen, lighter(colour, 0.45))
        _fill(canvas, [Line(((38, 62), (68, 62)), 2)], pen, darker(colour, 0.2))
    else:
        _fill(canvas, [Ellipse(53, 70, 21, 19)], pen, lighter(colour, 0.18))
    mark_box = 33.0
    mark_pen = Pen(scale=pen.scale * mark_box / 100, ox=pen.len(53 - mark_box / 2),
                   oy=pen.len(71 - mark_box / 2))
    draw_mark(canvas, mark, mark_pen)
    return downsample(canvas, size, size)


def _rim(colour: RGB) -> RGB:
    """Outline colour: dark for light hands, light for dark ones, so all show on felt."""
    luma = 0.299 * colour[0] + 0.587 * colour[1] + 0.114 * colour[2]
    return darker(colour, 0.6) if luma > 90 else lighter(colour, 0.6)


def _fill(
    canvas: Image.Image, shapes: Sequence[Shape], pen: Pen,
    colour: RGB, inflate: float = 0.0,
) -> None:
    mask, draw = new_mask(canvas.size)
    draw_shapes(draw, shapes, pen, 255, inflate)
    paint(canvas, mask, colour)
