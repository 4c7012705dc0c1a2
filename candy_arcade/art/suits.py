"""The eight Heckadeck suit symbols and their four colours.

Suits come in colour pairs (red, black, blue, green), so colour never tells the two
suits of a pair apart: each symbol is its own silhouette. A symbol is drawn as a
single-channel mask in a 100-unit box, so a card paints it in any colour and size.
"""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from candy_arcade.art.canvas import RGB
from candy_arcade.art.shapes import (
    Circle,
    Ellipse,
    Line,
    Pen,
    Poly,
    RoundBox,
    Shape,
    arc_points,
    draw_shape,
    rotate,
)

SUITS: tuple[str, ...] = (
    "Hearts", "Diamonds", "Clubs", "Spades", "Clouds", "Swords", "Acorns", "Planets",
)

SUIT_COLOURS: dict[str, RGB] = {
    "Hearts": (204, 52, 60),
    "Diamonds": (204, 52, 60),
    "Clubs": (40, 40, 48),
    "Spades": (40, 40, 48),
    "Clouds": (0, 106, 178),
    "Swords": (0, 106, 178),
    "Acorns": (0, 132, 84),
    "Planets": (0, 132, 84),
}
"""Card-ink colour of each suit: red, black, blue and green pairs, dark enough to read
on white."""

# Each op adds (True) or cuts (False) a shape; cuts carve the gaps that separate parts
# of a one-colour symbol, such as an acorn's cap from its nut.
Op = tuple[Shape, bool]

_PLANET_RING = rotate(arc_points(50, 52, 49, 15, 0, 360, 48), 50, 52, -18)
_PLANET_FRONT = rotate(arc_points(50, 52, 49, 15, 8, 172, 24), 50, 52, -18)

_DESIGNS: dict[str, tuple[Op, ...]] = {
    "Hearts": (
        (Circle(29, 34, 23), True), (Circle(71, 34, 23), True),
        (Poly(((7.5, 41), (92.5, 41), (50, 94))), True),
    ),
    "Diamonds": ((Poly(((50, 2), (86, 50), (50, 98), (14, 50))), True),),
    "Clubs": (
        (Circle(50, 27, 21), True), (Circle(27, 58, 21), True), (Circle(73, 58, 21), True),
        (Circle(50, 50, 12), True), (Poly(((50, 50), (34, 96), (66, 96))), True),
    ),
    "Spades": (
        (Poly(((50, 3), (10.5, 61), (89.5, 61))), True),
        (Circle(30, 57, 20), True), (Circle(70, 57, 20), True),
        (Poly(((50, 56), (35, 97), (65, 97))), True),
    ),
    "Clouds": (
        (Circle(30, 58, 19), True), (Circle(52, 42, 25), True), (Circle(74, 56, 19), True),
        (RoundBox(8, 54, 93, 80, 13), True),
    ),
    "Swords": (
        (Poly(((50, 0), (65, 16), (65, 60), (35, 60), (35, 16))), True),
        (RoundBox(14, 57, 86, 71, 5), True),
        (RoundBox(41, 70, 59, 88, 3), True),
        (Circle(50, 91, 9), True),
        (Line(((50, 14), (50, 54)), 4), False),
    ),
    "Acorns": (
        (Ellipse(50, 66, 27, 28), True),
        (Poly(((38, 86), (62, 86), (50, 99))), True),
        (Line(((10, 46), (90, 46)), 5), False),
        (Poly(arc_points(50, 41, 37, 24, 180, 360, 24)), True),
        (Line(((14, 40), (86, 40)), 7), True),
        (RoundBox(46, 3, 54, 20, 3), True),
    ),
    "Planets": (
        (Circle(50, 52, 31), True),
        (Line(_PLANET_FRONT, 17), False),
        (Line(_PLANET_RING, 8), True),
    ),
}


@lru_cache(maxsize=512)
def suit_mask(suit: str, px: int) -> Image.Image:
    """The suit symbol as a ``px`` x ``px`` mask (255 inside); treat it as read-only."""
    if suit not in _DESIGNS:
        raise ValueError(f"unknown suit {suit!r}; expected one of {SUITS}")
    mask = Image.new("L", (px, px), 0)
    draw = ImageDraw.Draw(mask)
    pen = Pen(scale=px / 100)
    for shape, add in _DESIGNS[suit]:
        draw_shape(draw, shape, pen, 255 if add else 0)
    return mask


def paint_suit(
    canvas: Image.Image, suit: str, cx: float, cy: float, px: int, colour: RGB
) -> None:
    """Paint a suit symbol ``px`` pixels tall centred on pixel (cx, cy) of ``canvas``."""
    x, y = round(cx - px / 2), round(cy - px / 2)
    canvas.paste((*colour, 255), (x, y, x + px, y + px), suit_mask(suit, px))
