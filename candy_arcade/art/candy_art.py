"""The six Piñata Blast candies, each with its own colour and its own silhouette.

Colour alone fails colour-blind players, so every candy also has a shape nobody can
mistake at 48 px: a striped cone on a stick, a knobbly ball, a bitten bar, a round
disc on a slanted stick, a curved lumpy pod and a sweet with twisted wrapper ends.
Colours come from the Okabe-Ito palette, which stays distinct under the common
colour-vision deficiencies; chocolate takes a deep brown in place of Okabe-Ito black,
kept apart from the others by its lightness.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from PIL import Image, ImageChops, ImageDraw

from candy_arcade.art.canvas import RGB, SS, darker, downsample, lighter, new_canvas, paint
from candy_arcade.art.shapes import (
    Circle,
    Ellipse,
    Line,
    Pen,
    Poly,
    RoundBox,
    Shape,
    arc_points,
    draw_shapes,
)

CANDY_IDS: tuple[str, ...] = ("piruli", "colacion", "chocolate", "paleta", "tamarindo", "dulce")

OKABE_ITO: dict[str, RGB] = {
    "black": (0, 0, 0),
    "orange": (230, 159, 0),
    "sky_blue": (86, 180, 233),
    "bluish_green": (0, 158, 115),
    "yellow": (240, 228, 66),
    "blue": (0, 114, 178),
    "vermillion": (213, 94, 0),
    "reddish_purple": (204, 121, 167),
}
"""The Okabe-Ito colour-blind-safe palette (Okabe & Ito, 2008), as 8-bit RGB."""

CANDY_PALETTE: dict[str, RGB] = {
    "piruli": OKABE_ITO["vermillion"],
    "colacion": OKABE_ITO["reddish_purple"],
    "chocolate": (92, 52, 26),
    "paleta": OKABE_ITO["yellow"],
    "tamarindo": OKABE_ITO["orange"],
    "dulce": OKABE_ITO["blue"],
}
"""Each candy's main colour (RGB); the UI can use it for labels and card tints."""

OUTLINE: RGB = (48, 32, 44)
"""One dark outline for every candy: it separates a yellow paleta from a white die as
well as a brown chocolate from a green one."""

STICK: RGB = (246, 236, 212)
CREAM: RGB = (255, 248, 232)
OUTLINE_UNITS = 3.6  # outline width in design units (the candy box is 100 units)


@dataclass(frozen=True)
class Part:
    """One flat-coloured region of a candy."""

    shapes: tuple[Shape, ...]
    colour: RGB


@dataclass(frozen=True)
class CandyDesign:
    """A candy as coloured parts, optional bites cut out, and details painted on top."""

    parts: tuple[Part, ...]
    details: Callable[[Image.Image, Pen, Image.Image], None]
    cuts: tuple[Shape, ...] = field(default_factory=tuple)


def candy_image(candy_id: str, size: int) -> Image.Image:
    """The candy ``candy_id`` as a ``size`` x ``size`` RGBA image on a transparent ground."""
    if candy_id not in _DESIGNS:
        raise ValueError(f"unknown candy {candy_id!r}; expected one of {CANDY_IDS}")
    if size < 1:
        raise ValueError("size must be positive")
    canvas = new_canvas(size, size)
    draw_candy(canvas, candy_id, Pen(scale=size * SS / 100))
    return downsample(canvas, size, size)


def draw_candy(canvas: Image.Image, candy_id: str, pen: Pen) -> None:
    """Draw a candy onto a supersampled canvas through ``pen`` (used by dice and cards)."""
    design = _DESIGNS[candy_id]
    all_shapes = [s for part in design.parts for s in part.shapes]
    outline = _mask(canvas.size, all_shapes, pen, OUTLINE_UNITS, design.cuts, -OUTLINE_UNITS)
    paint(canvas, outline, OUTLINE)
    body = _mask(canvas.size, all_shapes, pen, 0.0, design.cuts, 0.0)
    for part in design.parts:
        paint(canvas, ImageChops.multiply(_mask(canvas.size, part.shapes, pen), body), part.colour)
    design.details(canvas, pen, body)


def _mask(
    size: tuple[int, int], shapes: Sequence[Shape], pen: Pen, inflate: float = 0.0,
    cuts: Sequence[Shape] = (), cut_inflate: float = 0.0,
) -> Image.Image:
    mask = Image.new("L", size, 0)
    draw_shapes(ImageDraw.Draw(mask), shapes, pen, 255, inflate)
    if cuts:
        draw_shapes(ImageDraw.Draw(mask), cuts, pen, 0, cut_inflate)
    return mask


def _detail(
    canvas: Image.Image, shapes: Sequence[Shape], pen: Pen, colour: tuple[int, ...],
    clip: Image.Image,
) -> None:
    """Paint shapes only where they lie on the candy body."""
    paint(canvas, ImageChops.multiply(_mask(canvas.size, shapes, pen), clip), colour)


# --- Pirulí: a cone of spiral stripes on a straight stick -------------------------------

_PIRULI_CONE = (Poly(((50, 4), (82, 66), (18, 66))), Ellipse(50, 66, 32, 8))


def _piruli_details(canvas: Image.Image, pen: Pen, body: Image.Image) -> None:
    cone = _mask(canvas.size, _PIRULI_CONE, pen)
    clip = ImageChops.multiply(cone, body)
    stripes = [
        Line(((0, y), (50, y - 10), (100, y - 26)), 4.2) for y in range(12, 110, 14)
    ]
    _detail(canvas, stripes, pen, CREAM, clip)
    _detail(canvas, [Line(((41, 22), (31, 54)), 3.2)], pen, (255, 255, 255, 150), clip)


# --- Colación: a knobbly sugar ball ----------------------------------------------------

_COLACION_BUMPS = tuple(
    Circle(50 + 33 * c, 50 + 33 * s, 7.0) for c, s in (
        (1.0, 0.0), (0.866, 0.5), (0.5, 0.866), (0.0, 1.0), (-0.5, 0.866), (-0.866, 0.5),
        (-1.0, 0.0), (-0.866, -0.5), (-0.5, -0.866), (0.0, -1.0), (0.5, -0.866), (0.866, -0.5),
    )
)
_SUGAR_DOTS = (
    (36, 52), (47, 63), (60, 58), (66, 44), (55, 33), (42, 40), (30, 64), (52, 76),
    (70, 68), (75, 54), (62, 24), (27, 44), (40, 76), (64, 80), (80, 38),
)


def _colacion_details(canvas: Image.Image, pen: Pen, body: Image.Image) -> None:
    colour = CANDY_PALETTE["colacion"]
    shade = ImageChops.subtract(body, _mask(canvas.size, [Circle(45, 45, 36)], pen))
    paint(canvas, shade, darker(colour, 0.22))
    dots = [Circle(x, y, 2.4) for x, y in _SUGAR_DOTS]
    _detail(canvas, dots, pen, CREAM, body)
    _detail(canvas, [Ellipse(37, 34, 9, 6)], pen, (255, 255, 255, 170), body)


# --- Chocolate: a segmented bar with a bite out of one corner ---------------------------

_BAR = RoundBox(10, 22, 90, 78, 5)
_BITE = (Circle(89, 21, 17), Circle(74, 15, 8), Circle(97, 37, 8))


def _chocolate_details(canvas: Image.Image, pen: Pen, body: Image.Image) -> None:
    colour = CANDY_PALETTE["chocolate"]
    cols, rows = 3, 2
    x0, y0, x1, y1, gap = 15.0, 27.0, 85.0, 73.0, 4.0
    w = (x1 - x0 - gap * (cols - 1)) / cols
    h = (y1 - y0 - gap * (rows - 1)) / rows
    for r in range(rows):
        for c in range(cols):
            sx, sy = x0 + c * (w + gap), y0 + r * (h + gap)
            _detail(canvas, [RoundBox(sx, sy, sx + w, sy + h, 2.5)], pen, lighter(colour, 0.3),
                    body)
            inner = RoundBox(sx + 2.6, sy + 2.6, sx + w, sy + h, 2)
            _detail(canvas, [inner], pen, colour, body)
    _detail(canvas, [Line(((16, 26), (40, 26)), 1.6)], pen, (255, 255, 255, 110), body)


# --- Paleta: a flat round lolly on a slanted stick --------------------------------------

_PALETA_DISC = Circle(57, 40, 31)


def _paleta_details(canvas: Image.Image, pen: Pen, body: Image.Image) -> None:
    colour = CANDY_PALETTE["paleta"]
    disc = _mask(canvas.size, [_PALETA_DISC], pen)
    ring = ImageChops.subtract(disc, _mask(canvas.size, [Circle(57, 40, 24)], pen))
    paint(canvas, ring, darker(colour, 0.16))
    wedges = [
        Poly(((57, 40), *arc_points(57, 40, 20.5, 20.5, a + 5, a + 40, 6)))
        for a in range(0, 360, 45)
    ]
    _detail(canvas, wedges, pen, lighter(colour, 0.5), disc)
    _detail(canvas, [Circle(57, 40, 3.5)], pen, lighter(colour, 0.5), disc)
    _detail(canvas, [Ellipse(44, 25, 8, 5)], pen, (255, 255, 255, 200), disc)


# --- Tamarindo: a curved lumpy pod with a stem -----------------------------------------

_POD_LUMPS = (Circle(22, 71, 13), Circle(40, 59, 15.5), Circle(60, 46, 15), Circle(77, 34, 12.5))
_POD_CORE = Line(((22, 71), (40, 59), (60, 46), (77, 34)), 15)


def _tamarindo_details(canvas: Image.Image, pen: Pen, body: Image.Image) -> None:
    colour = CANDY_PALETTE["tamarindo"]
    shade = ImageChops.subtract(
        body, _mask(canvas.size, [Line(((19, 66), (38, 53), (58, 40), (76, 29)), 22)], pen)
    )
    paint(canvas, shade, darker(colour, 0.25))
    seam = Line(arc_points(50, 98, 46, 58, 218, 300, 16), 1.8)
    _detail(canvas, [seam], pen, darker(colour, 0.45), body)
    _detail(canvas, [Line(((34, 52), (46, 46)), 2.6), Line(((56, 38), (66, 33)), 2.6)], pen,
            (255, 255, 255, 140), body)


# --- Dulce: a wrapped sweet with twisted ends -------------------------------------------

_WRAP_LEFT = Poly(((33, 50), (9, 31), (15, 41), (6, 50), (15, 59), (9, 69)))
_WRAP_RIGHT = Poly(((67, 50), (91, 31), (85, 41), (94, 50), (85, 59), (91, 69)))
_KNOTS = (Circle(32, 50, 5), Circle(68, 50, 5))
_SWEET = Ellipse(50, 50, 20, 16)


def _dulce_details(canvas: Image.Image, pen: Pen, body: Image.Image) -> None:
    colour = CANDY_PALETTE["dulce"]
    pleats = [
        Line(((30, 50), (12, 36)), 1.6), Line(((30, 50), (12, 64)), 1.6),
        Line(((70, 50), (88, 36)), 1.6), Line(((70, 50), (88, 64)), 1.6),
    ]
    _detail(canvas, pleats, pen, colour, body)
    sweet = _mask(canvas.size, [_SWEET], pen)
    stripes = [Poly(((x, 30), (x + 7, 30), (x - 9, 70), (x - 16, 70))) for x in (44, 60)]
    _detail(canvas, stripes, pen, lighter(colour, 0.55), sweet)
    _detail(canvas, [Ellipse(43, 42, 6, 3.5)], pen, (255, 255, 255, 190), sweet)


_DESIGNS: dict[str, CandyDesign] = {
    "piruli": CandyDesign(
        parts=(
            Part((RoundBox(46.5, 62, 53.5, 97, 3.5),), STICK),
            Part(_PIRULI_CONE, CANDY_PALETTE["piruli"]),
        ),
        details=_piruli_details,
    ),
    "colacion": CandyDesign(
        parts=(Part((Circle(50, 50, 33), *_COLACION_BUMPS), CANDY_PALETTE["colacion"]),),
        details=_colacion_details,
    ),
    "chocolate": CandyDesign(
        parts=(Part((_BAR,), darker(CANDY_PALETTE["chocolate"], 0.25)),),
        details=_chocolate_details,
        cuts=_BITE,
    ),
    "paleta": CandyDesign(
        parts=(
            Part((Line(((44, 60), (19, 93)), 7.5),), STICK),
            Part((_PALETA_DISC,), CANDY_PALETTE["paleta"]),
        ),
        details=_paleta_details,
    ),
    "tamarindo": CandyDesign(
        parts=(
            Part((Line(((84, 29), (93, 17)), 4.5),), (110, 70, 30)),
            Part((*_POD_LUMPS, _POD_CORE), CANDY_PALETTE["tamarindo"]),
        ),
        details=_tamarindo_details,
    ),
    "dulce": CandyDesign(
        parts=(
            Part((_WRAP_LEFT, _WRAP_RIGHT, *_KNOTS), lighter(CANDY_PALETTE["dulce"], 0.35)),
            Part((_SWEET,), CANDY_PALETTE["dulce"]),
        ),
        details=_dulce_details,
    ),
}
