"""Small textures the variants add to the table: rings round hands, token chips, a glow.

Drawn once with Pillow (supersampled, then shrunk for smooth edges) and cached, so
each is a plain sprite texture and the whole layer draws in one call.
"""

from __future__ import annotations

from functools import cache

import arcade
from PIL import Image, ImageDraw, ImageFilter

from candy_arcade.art.fonts import load_font

SUPERSAMPLE = 4
RING_SIZE = 80
CHIP_SIZE = 40
GLOW_SIZE = 96
TOKEN_STYLES = {
    "blocker": ((200, 40, 48), "B"),
    "snitch": ((240, 200, 40), "S"),
}
"""Token chip colour and letter: the Blocker a stop-sign red, the Snitch gold."""


def _shrunk(image: Image.Image, size: int) -> Image.Image:
    return image.resize((size, size), Image.Resampling.LANCZOS)


@cache
def ring_texture(colour: tuple[int, int, int], width: int = 5) -> arcade.Texture:
    """A circle outline that fits round a palm (the active hand, a trade choice)."""
    big = RING_SIZE * SUPERSAMPLE
    image = Image.new("RGBA", (big, big), (0, 0, 0, 0))
    pen = width * SUPERSAMPLE
    ImageDraw.Draw(image).ellipse(
        (pen / 2, pen / 2, big - pen / 2, big - pen / 2), outline=(*colour, 255), width=pen
    )
    return arcade.Texture(_shrunk(image, RING_SIZE), hash=f"candy-ring-{colour}-{width}")


@cache
def token_texture(kind: str) -> arcade.Texture:
    """A round chip with its letter: B for the Blocker, S for the Snitch."""
    colour, letter = TOKEN_STYLES[kind]
    big = CHIP_SIZE * SUPERSAMPLE
    image = Image.new("RGBA", (big, big), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    edge = 3 * SUPERSAMPLE
    draw.ellipse((0, 0, big - 1, big - 1), fill=(30, 20, 30, 255))
    draw.ellipse((edge, edge, big - 1 - edge, big - 1 - edge), fill=(*colour, 255))
    inner = 7 * SUPERSAMPLE
    draw.ellipse(
        (inner, inner, big - 1 - inner, big - 1 - inner),
        outline=(255, 255, 255, 200),
        width=SUPERSAMPLE * 2,
    )
    font = load_font(int(big * 0.5), "bold")
    draw.text((big / 2, big / 2), letter, fill=(20, 12, 20, 255), font=font, anchor="mm")
    return arcade.Texture(_shrunk(image, CHIP_SIZE), hash=f"candy-token-{kind}")


@cache
def glow_texture(colour: tuple[int, int, int]) -> arcade.Texture:
    """A soft halo behind a palm: an armed steal, a hand in a duel."""
    image = Image.new("RGBA", (GLOW_SIZE, GLOW_SIZE), (0, 0, 0, 0))
    margin = GLOW_SIZE // 6
    ImageDraw.Draw(image).ellipse(
        (margin, margin, GLOW_SIZE - margin, GLOW_SIZE - margin), fill=(*colour, 220)
    )
    blurred = image.filter(ImageFilter.GaussianBlur(GLOW_SIZE / 12))
    return arcade.Texture(blurred, hash=f"candy-glow-{colour}")


SHADOW_MARGIN = 8
"""Room round a card's shadow for its blur, in pixels of the shadow texture."""


@cache
def card_shadow_texture(width: int, height: int) -> arcade.Texture:
    """A soft dark card-shaped shadow for a lifted card: ``width`` x ``height`` plus
    the blur's margin on every side."""
    size = (width + 2 * SHADOW_MARGIN, height + 2 * SHADOW_MARGIN)
    image = Image.new("RGBA", size, (0, 0, 0, 0))
    ImageDraw.Draw(image).rounded_rectangle(
        (SHADOW_MARGIN, SHADOW_MARGIN, SHADOW_MARGIN + width, SHADOW_MARGIN + height),
        radius=5,
        fill=(0, 0, 0, 150),
    )
    blurred = image.filter(ImageFilter.GaussianBlur(SHADOW_MARGIN / 2.5))
    return arcade.Texture(blurred, hash=f"candy-card-shadow-{width}x{height}")
