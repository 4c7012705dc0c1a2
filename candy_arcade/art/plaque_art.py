"""A seat's name plaque: an enamel badge in the player's colour, their mark at its left.

Names change length ("Bot 1  1/6 · palms down"), so the plaque comes in three pieces
cut from one drawing: the left cap with the mark, a one-colour middle the game
stretches under the words, and the right cap.
"""

from __future__ import annotations

from PIL import Image, ImageDraw

from candy_arcade.art.canvas import RGB, SS, downsample, lighter
from candy_arcade.art.marks import mark_image

PLAQUE_HEIGHT = 26
PLAQUE_PAD = 5
"""Space between the plaque's left edge and its mark, and between the mark and words."""
MARK_SIZE = PLAQUE_HEIGHT - 8
LEFT_CAP = PLAQUE_PAD + MARK_SIZE + PLAQUE_PAD
RIGHT_CAP = 8
MIDDLE = 4
"""The middle piece's width as drawn; the game stretches it to the words' width."""
RADIUS = 8
EDGE = (30, 26, 36)
EDGE_WIDTH = 2
SHINE = 0.45
SHINE_HEIGHT = 2
"""A thin lighter line along the badge's top, like light on enamel; above the words'
capitals, so the words are read on the colour itself."""


def plaque_pieces(colour: RGB, mark: str) -> tuple[Image.Image, Image.Image, Image.Image]:
    """The left cap (mark included), middle and right cap, RGBA, :data:`PLAQUE_HEIGHT`
    tall, side by side they make one badge."""
    width = LEFT_CAP + MIDDLE + RIGHT_CAP
    big = Image.new("RGBA", (width * SS, PLAQUE_HEIGHT * SS), (0, 0, 0, 0))
    draw = ImageDraw.Draw(big)
    box = (0, 0, width * SS - 1, PLAQUE_HEIGHT * SS - 1)
    draw.rounded_rectangle(box, RADIUS * SS, fill=EDGE)
    inset = EDGE_WIDTH * SS
    inner = (inset, inset, width * SS - 1 - inset, PLAQUE_HEIGHT * SS - 1 - inset)
    draw.rounded_rectangle(inner, (RADIUS - EDGE_WIDTH) * SS, fill=colour)
    shine = (RADIUS * SS, inset + SS, width * SS - RADIUS * SS, inset + SHINE_HEIGHT * SS)
    draw.rounded_rectangle(shine, SS, fill=lighter(colour, SHINE))
    badge = downsample(big, width, PLAQUE_HEIGHT)
    mark_at = (PLAQUE_PAD, (PLAQUE_HEIGHT - MARK_SIZE) // 2)
    badge.alpha_composite(mark_image(mark, MARK_SIZE), mark_at)
    left = badge.crop((0, 0, LEFT_CAP, PLAQUE_HEIGHT))
    middle = badge.crop((LEFT_CAP, 0, LEFT_CAP + MIDDLE, PLAQUE_HEIGHT))
    right = badge.crop((LEFT_CAP + MIDDLE, 0, width, PLAQUE_HEIGHT))
    return left, middle, right

