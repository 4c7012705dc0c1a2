"""Piñata Blast die faces: a rounded die with a candy on it.

The green (rotten) die must be told from the white ones without seeing colour, so it
differs in three ways at once: a dark green body, a heavy dark border, and a small
skull in two opposite corners (two, so one still shows however the die has turned).
"""

from __future__ import annotations

from PIL import Image, ImageDraw

from candy_arcade.art.candy_art import CANDY_IDS, OKABE_ITO, draw_candy
from candy_arcade.art.canvas import RGB, SS, downsample, new_canvas, new_mask, paint
from candy_arcade.art.shapes import Circle, Pen, Poly, RoundBox, draw_shape, draw_shapes

WHITE_FACE: RGB = (252, 251, 247)
WHITE_SIDE: RGB = (208, 206, 214)
WHITE_EDGE: RGB = (96, 92, 108)
GREEN_FACE: RGB = OKABE_ITO["bluish_green"]
GREEN_SIDE: RGB = (0, 104, 76)
GREEN_EDGE: RGB = (0, 52, 38)
SKULL: RGB = (244, 240, 222)


def die_face_image(candy_id: str, size: int, green: bool) -> Image.Image:
    """A ``size`` x ``size`` RGBA die showing ``candy_id``; ``green`` for the rotten die."""
    if candy_id not in CANDY_IDS:
        raise ValueError(f"unknown candy {candy_id!r}; expected one of {CANDY_IDS}")
    if size < 1:
        raise ValueError("size must be positive")
    canvas = new_canvas(size, size)
    pen = Pen(scale=size * SS / 100)
    _draw_body(canvas, pen, green)
    if green:
        _draw_skull(canvas, pen, 16, 16)
        _draw_skull(canvas, pen, 84, 84)
    draw_candy(canvas, candy_id, Pen(scale=pen.scale * 0.68, ox=pen.len(16), oy=pen.len(13)))
    return downsample(canvas, size, size)


def _draw_body(canvas: Image.Image, pen: Pen, green: bool) -> None:
    """Edge, a darker lower side (so the die reads as a cube), then the top face."""
    face, side, edge = (GREEN_FACE, GREEN_SIDE, GREEN_EDGE) if green else (
        WHITE_FACE, WHITE_SIDE, WHITE_EDGE)
    border = 5.5 if green else 3.0
    layers = (
        (RoundBox(2, 2, 98, 98, 19), edge),
        (RoundBox(2 + border, 2 + border, 98 - border, 98 - border, 17), side),
        (RoundBox(2 + border, 2 + border, 98 - border, 92 - border, 16), face),
    )
    for shape, colour in layers:
        mask, draw = new_mask(canvas.size)
        draw_shape(draw, shape, pen, 255)
        paint(canvas, mask, colour)


def _draw_skull(canvas: Image.Image, pen: Pen, cx: float, cy: float) -> None:
    """A tiny skull: the rotten die's shape cue, readable in a 56 px die's corner."""
    head = (Circle(cx, cy - 1.5, 7.5), RoundBox(cx - 4.5, cy + 2, cx + 4.5, cy + 9, 1.8))
    mask, draw = new_mask(canvas.size)
    draw_shapes(draw, head, pen, 255)
    outline, odraw = new_mask(canvas.size)
    draw_shapes(odraw, head, pen, 255, inflate=1.6)
    paint(canvas, outline, GREEN_EDGE)
    paint(canvas, mask, SKULL)
    holes, hdraw = new_mask(canvas.size)
    draw_shapes(hdraw, (Circle(cx - 3.2, cy - 1.2, 2.4), Circle(cx + 3.2, cy - 1.2, 2.4),
                        Poly(((cx, cy + 2), (cx - 1.3, cy + 4.2), (cx + 1.3, cy + 4.2)))), pen, 255)
    teeth = ImageDraw.Draw(holes)
    for dx in (-1.6, 1.6):
        x = pen.ox + (cx + dx) * pen.scale
        teeth.line((x, pen.len(cy + 6.4), x, pen.len(cy + 9)), fill=255,
                   width=max(1, round(pen.len(0.9))))
    paint(canvas, holes, GREEN_EDGE)
