"""Player marks: eight shapes that tell players apart without colour.

A mark is drawn white with a dark rim, so it reads on every player colour and on the
table. Any other string (a letter, a digit) is drawn as text, so a lobby may also
label players by initials.
"""

from __future__ import annotations

from PIL import Image, ImageDraw

from candy_arcade.art.canvas import RGB, SS, downsample, new_canvas, paint
from candy_arcade.art.fonts import load_font
from candy_arcade.art.shapes import (
    Circle,
    Pen,
    Poly,
    RoundBox,
    Shape,
    draw_shape,
    regular_polygon,
    star,
)

# Each op adds (True) or cuts (False) a shape, so a crescent is a disc minus a disc.
_MARKS: dict[str, tuple[tuple[Shape, bool], ...]] = {
    "circle": ((Circle(50, 50, 40), True),),
    "triangle": ((regular_polygon(50, 60, 46, 3), True),),
    "square": ((RoundBox(15, 15, 85, 85, 6), True),),
    "diamond": ((Poly(((50, 3), (92, 50), (50, 97), (8, 50))), True),),
    "star": ((star(50, 54, 48, 21), True),),
    "plus": ((RoundBox(36, 8, 64, 92, 4), True), (RoundBox(8, 36, 92, 64, 4), True)),
    "heart": (
        (Circle(30, 36, 22), True), (Circle(70, 36, 22), True),
        (Poly(((9.5, 43), (90.5, 43), (50, 92))), True),
    ),
    "crescent": ((Circle(46, 50, 42), True), (Circle(68, 40, 34), False)),
}
MARKS: tuple[str, ...] = tuple(_MARKS)

WHITE: RGB = (255, 255, 255)
RIM: RGB = (30, 26, 36)
RIM_UNITS = 7.0


def draw_mark(
    canvas: Image.Image, mark: str, pen: Pen, fill: RGB = WHITE, rim: RGB | None = RIM
) -> None:
    """Draw ``mark`` into the 100-unit box of ``pen``, optionally rimmed."""
    if mark not in _MARKS:
        _draw_text_mark(canvas, mark, pen, fill, rim)
        return
    layers: list[tuple[RGB, float]] = [(fill, 0.0)]
    if rim is not None:
        layers.insert(0, (rim, RIM_UNITS))
    for colour, inflate in layers:
        mask = Image.new("L", canvas.size, 0)
        draw = ImageDraw.Draw(mask)
        for shape, add in _MARKS[mark]:
            if add:
                draw_shape(draw, shape, pen, 255, inflate)
            else:
                draw_shape(draw, _shrunk(shape, inflate), pen, 0)
        paint(canvas, mask, colour)


def mark_image(mark: str, size: int, fill: RGB = WHITE, rim: RGB | None = RIM) -> Image.Image:
    """A ``size`` px RGBA picture of a mark, for lobby lists, score rows and legends."""
    canvas = new_canvas(size, size)
    margin = RIM_UNITS if rim is not None else 0.0
    scale = size * SS / (100 + 2 * margin)
    draw_mark(canvas, mark, Pen(scale=scale, ox=margin * scale, oy=margin * scale), fill, rim)
    return downsample(canvas, size, size)


def _shrunk(shape: Shape, by: float) -> Shape:
    """A cut circle made smaller, so the rim also lines the inside of a crescent."""
    if isinstance(shape, Circle):
        return Circle(shape.cx, shape.cy, max(0.0, shape.r - by))
    return shape


def _draw_text_mark(
    canvas: Image.Image, text: str, pen: Pen, fill: RGB, rim: RGB | None
) -> None:
    font = load_font(max(4, round(pen.len(78))), "bold")
    draw = ImageDraw.Draw(canvas)
    centre = pen.pt((50, 52))
    stroke = round(pen.len(RIM_UNITS)) if rim is not None else 0
    draw.text(centre, text, font=font, fill=fill, anchor="mm", stroke_width=stroke,
              stroke_fill=rim)
