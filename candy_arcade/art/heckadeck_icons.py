"""Big flat icons for Heckadeck court and special cards, in a 100-unit box.

Each special card must be recognisable at a glance in a fanned hand, so each gets a
silhouette of its own (arrow, amulet, jester's hat, eye, polyhedron, crosshair,
signpost, witch's hat, crescent moon, wheel), drawn in flat colours like Kenney's
cards. Icons draw straight onto an opaque supersampled card with ImageDraw, which is
fast enough to render the whole 161-card deck in a test.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PIL import Image, ImageDraw

from candy_arcade.art.canvas import RGB, darker, lighter
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
    regular_polygon,
    rotate,
    star,
)
from candy_arcade.art.suits import paint_suit

GOLD: RGB = (214, 162, 28)
INK: RGB = (44, 40, 52)
PAPER: RGB = (255, 255, 255)

IconPainter = Callable[["IconContext"], None]


class IconContext:
    """What an icon painter needs: where to draw, in which ink, on which paper."""

    def __init__(
        self, canvas: Image.Image, pen: Pen, ink: RGB, paper: RGB, suit: str | None
    ) -> None:
        self.canvas = canvas
        self.draw = ImageDraw.Draw(canvas)
        self.pen = pen
        self.ink = ink
        self.paper = paper
        self.suit = suit

    def fill(self, shapes: Iterable[Shape], colour: RGB) -> None:
        draw_shapes(self.draw, shapes, self.pen, colour)


def draw_icon(
    canvas: Image.Image, name: str, pen: Pen, ink: RGB | None = None, paper: RGB = PAPER,
    suit: str | None = None,
) -> None:
    """Draw icon ``name`` (a court rank or special card name) through ``pen``.

    ``ink`` is the suit colour for suited cards; suitless icons use their own colours.
    """
    if name not in ICONS:
        raise ValueError(f"no icon for {name!r}")
    ICONS[name](IconContext(canvas, pen, ink or INK, paper, suit))


def _king(c: IconContext) -> None:
    c.fill([Poly(((18, 70), (12, 30), (34, 50), (50, 18), (66, 50), (88, 30), (82, 70)))], c.ink)
    c.fill([Circle(12, 27, 7), Circle(50, 15, 8), Circle(88, 27, 7)], c.ink)
    c.fill([RoundBox(16, 70, 84, 84, 3)], c.ink)
    c.fill([Circle(33, 77, 3.6), Circle(50, 77, 3.6), Circle(67, 77, 3.6)], c.paper)


def _queen(c: IconContext) -> None:
    c.fill([Poly(arc_points(50, 72, 34, 46, 180, 360, 28))], c.ink)
    c.fill([Circle(50, 20, 8), RoundBox(47, 4, 53, 20, 2), RoundBox(42, 9, 58, 14, 2)], c.ink)
    c.fill([Line(arc_points(50, 72, 13, 40, 200, 340, 16), 3)], c.paper)
    c.fill([RoundBox(12, 68, 88, 84, 7)], c.ink)
    c.fill([Circle(30, 76, 3.6), Circle(50, 76, 3.6), Circle(70, 76, 3.6)], c.paper)


def _jack(c: IconContext) -> None:
    feather = rotate(arc_points(72, 30, 30, 9, 0, 360, 24), 72, 30, -50)
    c.fill([Poly(feather)], c.ink)
    c.fill([Line(rotate(((48, 30), (96, 30)), 72, 30, -50), 2.6)], c.paper)
    c.fill([Poly(arc_points(48, 68, 34, 34, 180, 360, 24))], c.ink)
    c.fill([RoundBox(8, 64, 92, 78, 7)], c.ink)
    c.fill([Line(((14, 71), (86, 71)), 2.5)], c.paper)


def _beast(c: IconContext) -> None:
    horn_l = Poly(((30, 42), (8, 30), (6, 6), (22, 26), (42, 32)))
    horn_r = Poly(((70, 42), (92, 30), (94, 6), (78, 26), (58, 32)))
    c.fill([horn_l, horn_r, Circle(50, 58, 32)], c.ink)
    c.fill([Poly(((24, 46), (44, 54), (40, 62), (27, 57))),
            Poly(((76, 46), (56, 54), (60, 62), (73, 57)))], c.paper)
    c.fill([Poly(((28, 72), (72, 72), (66, 84), (60, 76), (54, 86), (50, 77), (46, 86),
                  (40, 76), (34, 84)))], c.paper)


def _arrow(c: IconContext) -> None:
    up: list[Shape] = [
        Line(((50, 90), (50, 22)), 8),
        Poly(((50, 2), (70, 34), (50, 27), (30, 34))),
    ]
    fletch = [
        Poly(((46, 74), (28, 94), (28, 78), (46, 60))),
        Poly(((54, 74), (72, 94), (72, 78), (54, 60))),
    ]
    c.fill([_turn(s) for s in fletch], lighter(c.ink, 0.4))
    c.fill([_turn(s) for s in up], c.ink)


def _turn(shape: Shape) -> Shape:
    """Tilt an upright arrow part 45 degrees so the arrow flies to the upper right."""
    if isinstance(shape, Line):
        return Line(rotate(shape.points, 50, 50, 45), shape.width)
    if isinstance(shape, Poly):
        return Poly(rotate(shape.points, 50, 50, 45))
    return shape


def _talisman(c: IconContext) -> None:
    chain = [Circle(x, y, 3) for x, y in arc_points(50, 30, 34, 28, 196, 344, 11)]
    c.fill(chain, GOLD)
    c.fill([RoundBox(42, 20, 58, 34, 3)], darker(GOLD, 0.2))
    c.fill([Circle(50, 64, 36)], darker(GOLD, 0.2))
    c.fill([Circle(50, 64, 32)], GOLD)
    c.fill([Circle(50, 64, 25)], c.paper)
    if c.suit is not None:
        paint_suit(c.canvas, c.suit, *c.pen.pt((50, 64)), round(c.pen.len(32)), c.ink)
    else:
        c.fill([star(50, 64, 18, 8)], c.ink)


def _joker(c: IconContext) -> None:
    red, blue = (213, 94, 0), (0, 114, 178)
    c.fill([Poly(((30, 72), (20, 34), (2, 40), (10, 24), (30, 20), (46, 50)))], red)
    c.fill([Poly(((70, 72), (80, 34), (98, 40), (90, 24), (70, 20), (54, 50)))], red)
    c.fill([Poly(((30, 72), (34, 36), (50, 6), (66, 36), (70, 72)))], blue)
    c.fill([Circle(4, 44, 6), Circle(50, 7, 6), Circle(96, 44, 6)], GOLD)
    c.fill([RoundBox(22, 70, 78, 86, 7)], INK)
    c.fill([Circle(35, 78, 3.5), Circle(50, 78, 3.5), Circle(65, 78, 3.5)], GOLD)


def _watcher(c: IconContext) -> None:
    rays = [Line(((50 + 48 * dx, 50 + 48 * dy), (50 + 37 * dx, 50 + 37 * dy)), 5)
            for dx, dy in ((0, -1), (0.71, -0.71), (-0.71, -0.71), (0.71, 0.71), (-0.71, 0.71),
                           (0, 1))]
    c.fill(rays, GOLD)
    c.fill([_almond(62, 50)], INK)
    c.fill([_almond(54, 44)], PAPER)
    c.fill([Circle(50, 50, 20)], (0, 114, 178))
    c.fill([Circle(50, 50, 9.5)], INK)
    c.fill([Circle(43, 43, 5)], PAPER)


def _almond(rx: float, ry: float) -> Poly:
    """An eye shape: two circular arcs meeting at sharp corners left and right."""
    top = arc_points(50, 50 + ry, rx, ry * 1.6, 180 + 38, 360 - 38, 20)
    bottom = arc_points(50, 50 - ry, rx, ry * 1.6, 38, 142, 20)
    return Poly(top + bottom)


def _omnihedron(c: IconContext) -> None:
    hexagon = regular_polygon(50, 50, 46, 6).points
    h = [hexagon[i] for i in range(6)]
    t = regular_polygon(50, 54, 28, 3).points
    light, mid, deep = (206, 170, 240), (150, 100, 205), (96, 56, 150)
    facets: list[tuple[tuple[tuple[float, float], ...], RGB]] = [
        ((t[0], h[0], h[1]), deep), ((t[0], h[5], h[0]), mid),
        ((t[1], h[1], h[2]), mid), ((t[1], h[2], h[3]), deep),
        ((t[2], h[3], h[4]), mid), ((t[2], h[4], h[5]), deep),
        ((t[0], t[1], h[1]), mid), ((t[1], t[2], h[3]), light), ((t[2], t[0], h[5]), mid),
        ((t[0], t[1], t[2]), light),
    ]
    for points, colour in facets:
        c.fill([Poly(points)], colour)
    edges = [Line((*h, h[0]), 3), Line((*t, t[0]), 2.4)]
    edges += [Line((t[i // 2], h[i]), 2.4) for i in range(6)]
    edges += [Line((t[0], h[5]), 2.4), Line((t[1], h[1]), 2.4), Line((t[2], h[3]), 2.4)]
    c.fill(edges, (60, 30, 100))


def _hunter(c: IconContext) -> None:
    red = (176, 38, 38)
    c.fill([Circle(50, 50, 38)], red)
    c.fill([Circle(50, 50, 31)], c.paper)
    c.fill([Circle(50, 50, 17)], red)
    c.fill([Circle(50, 50, 11)], c.paper)
    c.fill([Circle(50, 50, 5)], red)
    cross = [Line(((50, 2), (50, 26)), 6), Line(((50, 74), (50, 98)), 6),
             Line(((2, 50), (26, 50)), 6), Line(((74, 50), (98, 50)), 6)]
    c.fill(cross, red)


def _traveller(c: IconContext) -> None:
    wood, board = (110, 70, 36), (196, 140, 72)
    c.fill([RoundBox(44, 10, 56, 96, 3)], wood)
    c.fill([Poly(((16, 20), (78, 20), (92, 31), (78, 42), (16, 42)))], board)
    c.fill([Poly(((84, 50), (22, 50), (8, 61), (22, 72), (84, 72)))], board)
    c.fill([Line(((24, 31), (72, 31)), 3), Line(((28, 61), (76, 61)), 3)], darker(board, 0.3))
    c.fill([Ellipse(50, 96, 26, 4)], (90, 130, 60))


def _crone(c: IconContext) -> None:
    hat, band = (58, 44, 74), (150, 90, 200)
    c.fill([Ellipse(50, 80, 46, 11)], hat)
    c.fill([Poly(((26, 80), (74, 80), (64, 46), (86, 12), (52, 34), (38, 52)))], hat)
    c.fill([Poly(((30, 70), (70, 70), (67, 59), (34, 59)))], band)
    c.fill([RoundBox(44, 57, 56, 72, 1.5)], GOLD)
    c.fill([RoundBox(47.5, 61, 52.5, 68, 1)], band)


def _darkness(c: IconContext) -> None:
    moon = (246, 232, 170)
    c.fill([Circle(46, 52, 36)], moon)
    c.fill([Circle(62, 42, 32)], c.paper)
    c.fill([star(80, 74, 8, 3, 4), star(70, 18, 6, 2.2, 4), star(90, 40, 4, 1.5, 4)], moon)


def _wheel(c: IconContext) -> None:
    colours: list[RGB] = [(213, 94, 0), (230, 159, 0), (240, 228, 66), (0, 158, 115),
                          (86, 180, 233), (0, 114, 178), (204, 121, 167), (150, 100, 205)]
    wood = (110, 70, 36)
    handles = [Line(((50, 50), p), 6) for p in regular_polygon(50, 50, 46, 8, -67.5).points]
    c.fill(handles, wood)
    c.fill([Circle(x, y, 5) for x, y in regular_polygon(50, 50, 46, 8, -67.5).points], wood)
    c.fill([Circle(50, 50, 38)], wood)
    for i, colour in enumerate(colours):
        wedge = Poly(((50, 50), *arc_points(50, 50, 32, 32, i * 45 - 90, i * 45 - 45, 8)))
        c.fill([wedge], colour)
    c.fill([Circle(50, 50, 9)], wood)
    c.fill([Circle(50, 50, 4)], GOLD)


ICONS: dict[str, IconPainter] = {
    "K": _king,
    "Q": _queen,
    "J": _jack,
    "Beast": _beast,
    "Arrow": _arrow,
    "Talisman": _talisman,
    "Joker": _joker,
    "Watcher": _watcher,
    "Omnihedron": _omnihedron,
    "Hunter": _hunter,
    "Traveller": _traveller,
    "Crone": _crone,
    "Darkness": _darkness,
    "Wheel": _wheel,
}
