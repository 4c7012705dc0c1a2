"""The pictures Piñata Blast's effects are drawn with: the whack's starburst, the claim's
pop ring, a spoiled card's stink speck and a claim's points, each drawn once with Pillow."""

from __future__ import annotations

from PIL import Image, ImageDraw

from candy_arcade.art.canvas import SS, downsample
from candy_arcade.art.fonts import load_font
from candy_arcade.art.shapes import star

WHACK_PIXELS = 96
POP_PIXELS = 96
SPECK_PIXELS = 16
WHACK_OUTER = (255, 196, 64, 255)
WHACK_INNER = (255, 250, 220, 255)
POP_COLOUR = (255, 255, 255, 255)
SPECK_COLOUR = (150, 190, 70, 255)
POINTS_PIXELS = 30
POINTS_SHADOW = 2
POINTS_COLOUR = (120, 220, 140, 255)
POINTS_INK = (30, 20, 28, 230)


def whack_image() -> Image.Image:
    """A jagged starburst: the stick hitting the piñata."""
    size = WHACK_PIXELS * SS
    big = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    draw = ImageDraw.Draw(big)
    centre = size / 2
    draw.polygon(star(centre, centre, size * 0.49, size * 0.26, 9).points, fill=WHACK_OUTER)
    draw.polygon(star(centre, centre, size * 0.3, size * 0.17, 9).points, fill=WHACK_INNER)
    return downsample(big, WHACK_PIXELS, WHACK_PIXELS)


def pop_image() -> Image.Image:
    """A thin ring that widens and fades where a claimed card was."""
    size = POP_PIXELS * SS
    big = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    draw = ImageDraw.Draw(big)
    edge = 3 * SS
    draw.ellipse((edge, edge, size - edge, size - edge), outline=POP_COLOUR, width=5 * SS)
    return downsample(big, POP_PIXELS, POP_PIXELS)


def speck_image() -> Image.Image:
    """A round green speck rising off a spoiled card."""
    size = SPECK_PIXELS * SS
    big = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    ImageDraw.Draw(big).ellipse((SS, SS, size - SS, size - SS), fill=SPECK_COLOUR)
    return downsample(big, SPECK_PIXELS, SPECK_PIXELS)


def points_image(words: str) -> Image.Image:
    """A claim's points (``+3``, or ``+1 card`` for the youngest players) in green over
    a dark drop shadow, so they read on the felt and on any seat's colour."""
    font = load_font(POINTS_PIXELS * SS, "bold")
    left, top, right, bottom = font.getbbox(words)
    shadow = POINTS_SHADOW * SS
    width = int(right - left) + shadow + 2 * SS
    height = int(bottom - top) + shadow + 2 * SS
    big = Image.new("RGBA", (width, height), (0, 0, 0, 0))
    draw = ImageDraw.Draw(big)
    origin = (SS - left, SS - top)
    draw.text((origin[0] + shadow, origin[1] + shadow), words, font=font, fill=POINTS_INK)
    draw.text(origin, words, font=font, fill=POINTS_COLOUR)
    return downsample(big, max(1, width // SS), max(1, height // SS))
