"""The pictures a completed canasta's flourish is drawn with: the word that pops in and
the sparkle that flies off, each drawn once with Pillow and cached; the halo behind
the stack is the table's soft glow (:func:`~candy_arcade.render.candy_marks.glow_texture`)."""

from __future__ import annotations

from functools import cache

import arcade
from PIL import Image, ImageDraw

from candy_arcade.art.canvas import SS, downsample
from candy_arcade.art.fonts import load_font
from candy_arcade.art.shapes import star

WORD = "CANASTA!"
WORD_PIXELS = 17
WORD_FILL = (255, 214, 90, 255)
WORD_INK = (40, 22, 30, 255)
"""The word's outline: dark, so the gold reads on any card face and on the felt."""
WORD_OUTLINE = 3
SPARKLE_PIXELS = 20
SPARKLE_FILL = (255, 244, 200, 255)


@cache
def word_texture() -> arcade.Texture:
    """``CANASTA!`` in gold with a dark outline."""
    font = load_font(WORD_PIXELS * SS, "bold")
    outline = WORD_OUTLINE * SS
    left, top, right, bottom = font.getbbox(WORD, stroke_width=outline)
    width, height = int(right - left) + 2 * SS, int(bottom - top) + 2 * SS
    big = Image.new("RGBA", (width, height), (0, 0, 0, 0))
    ImageDraw.Draw(big).text(
        (SS - left, SS - top), WORD, font=font, fill=WORD_FILL,
        stroke_width=outline, stroke_fill=WORD_INK,
    )
    image = downsample(big, max(1, width // SS), max(1, height // SS))
    return arcade.Texture(image, hash="canasta-flourish-word")


@cache
def sparkle_texture() -> arcade.Texture:
    """A four-pointed sparkle, pale gold."""
    size = SPARKLE_PIXELS * SS
    big = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    centre = size / 2
    points = star(centre, centre, size * 0.49, size * 0.12, 4).points
    ImageDraw.Draw(big).polygon(points, fill=SPARKLE_FILL)
    image = downsample(big, SPARKLE_PIXELS, SPARKLE_PIXELS)
    return arcade.Texture(image, hash="canasta-flourish-sparkle")
