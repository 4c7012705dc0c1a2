"""Piñata Blast's candy cards and Piñata Stick, drawn with Pillow (the card back is the
table's candy back, :mod:`candy_arcade.art.card_back`).

A card must be read at 45 px wide from across the couch: the candy big in the middle
(its silhouette tells it apart without colour), a frame in the candy's colour, and the
points twice, as a numeral and as that many stars. Under the youngest-players option
the points are left off, since cards are only counted.
"""

from __future__ import annotations

from PIL import Image, ImageDraw

from candy_arcade.art.candy_art import CANDY_PALETTE, candy_image
from candy_arcade.art.canvas import SS, darker, downsample
from candy_arcade.art.fonts import load_font
from candy_arcade.art.shapes import star

CARD_PIXELS = (90, 126)
CREAM = (255, 250, 238)
INK = (48, 32, 44)
STAR = (255, 196, 64)


def candy_card_image(candy_id: str, points: int, show_points: bool = True) -> Image.Image:
    """A face-up card of ``candy_id`` worth ``points``, RGBA at :data:`CARD_PIXELS`."""
    width, height = CARD_PIXELS
    big = Image.new("RGBA", (width * SS, height * SS), (0, 0, 0, 0))
    draw = ImageDraw.Draw(big)
    colour = CANDY_PALETTE[candy_id]
    radius = 9 * SS
    draw.rounded_rectangle((0, 0, width * SS - 1, height * SS - 1), radius, fill=INK)
    draw.rounded_rectangle(
        (2 * SS, 2 * SS, width * SS - 2 * SS, height * SS - 2 * SS), radius - SS, fill=colour
    )
    inset = 7 * SS
    draw.rounded_rectangle(
        (inset, inset, width * SS - inset, height * SS - inset), radius - 3 * SS, fill=CREAM
    )
    if show_points:
        _draw_points(draw, points, width, height, colour)
    card = downsample(big, width, height)
    candy = candy_image(candy_id, 62)
    card.alpha_composite(candy, ((width - 62) // 2, (height - 62) // 2 + (6 if show_points else 0)))
    return card


def _draw_points(
    draw: ImageDraw.ImageDraw, points: int, width: int, height: int, colour: tuple[int, int, int]
) -> None:
    font = load_font(17 * SS, "bold")
    draw.text((12 * SS, 9 * SS), str(points), fill=darker(colour, 0.35), font=font)
    spacing = 12 * SS
    first = width * SS / 2 - spacing * (points - 1) / 2 + 6 * SS
    for index in range(points):
        centre_x = first + index * spacing
        shape = star(centre_x, 19 * SS, 6.2 * SS, 2.7 * SS)
        draw.polygon(shape.points, fill=STAR, outline=INK, width=SS)
    draw.text(
        (width * SS - 12 * SS, height * SS - 9 * SS),
        str(points),
        fill=darker(colour, 0.35),
        font=font,
        anchor="rd",
    )


def pinata_stick_image(length: int = 120, thickness: int = 18) -> Image.Image:
    """The Piñata Stick: a candy-striped stick with a ribbon, lying left to right."""
    big = Image.new("RGBA", (length * SS, thickness * SS), (0, 0, 0, 0))
    draw = ImageDraw.Draw(big)
    body = (SS, 3 * SS, length * SS - SS, thickness * SS - 3 * SS)
    draw.rounded_rectangle(
        body, (thickness - 6) * SS // 2, fill=(214, 160, 96), outline=INK, width=2 * SS
    )
    stripe_colours = ((215, 40, 70), (250, 214, 64), (40, 150, 220))
    for index, x in enumerate(range(12 * SS, (length - 10) * SS, 11 * SS)):
        draw.polygon(
            (
                (x, 4 * SS),
                (x + 6 * SS, 4 * SS),
                (x + 2 * SS, (thickness - 4) * SS),
                (x - 4 * SS, (thickness - 4) * SS),
            ),
            fill=stripe_colours[index % len(stripe_colours)],
        )
    draw.rounded_rectangle(body, (thickness - 6) * SS // 2, outline=INK, width=2 * SS)
    grip = (SS, 2 * SS, 14 * SS, thickness * SS - 2 * SS)
    draw.rounded_rectangle(grip, 3 * SS, fill=(90, 52, 30), outline=INK, width=2 * SS)
    return downsample(big, length, thickness)


def shadow_image(size: int = 48) -> Image.Image:
    """A soft dark square for a die's shadow on the felt."""
    big = Image.new("RGBA", (size * SS, size * SS), (0, 0, 0, 0))
    draw = ImageDraw.Draw(big)
    margin = 4 * SS
    draw.rounded_rectangle(
        (margin, margin, size * SS - margin, size * SS - margin), 8 * SS, fill=(0, 0, 0, 150)
    )
    return downsample(big, size, size)
