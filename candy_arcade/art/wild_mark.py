"""The wild cue laid over a card face that was not drawn as a wild.

Heckadeck's wilds are drawn with a thick gold rim and a "WILD" ribbon (see
:mod:`candy_arcade.art.heckadeck_art`), so a player spots them in a fanned hand. Two
other faces are wild without that art: Classic's deuces and jokers (Kenney's cards), and
the Wheel once it is named a wild. This module paints the same rim and ribbon over any
card image, so every wild on the table reads the same way.
"""

from __future__ import annotations

from PIL import Image, ImageChops, ImageDraw

from candy_arcade.art.canvas import SS, downsample
from candy_arcade.art.fonts import load_font
from candy_arcade.art.heckadeck_icons import GOLD, INK

DESIGN_WIDTH = 140
"""Sizes below are pixels of a 140-wide card, the width both decks' faces are made at."""
RIM_WIDTH = 5.0
RIM_RADIUS = 7.0
RIBBON = (48.0, 2.0, 92.0, 16.0)
"""The ribbon's box (left, top, right, bottom): a tab on the rim's top centre, clear of
the corner index and of a deuce's top pip."""
RIBBON_TEXT = "WILD"
RIBBON_FONT = 9.5


def wild_marked(face: Image.Image) -> Image.Image:
    """``face`` with a gold rim along its edge and a gold "WILD" ribbon at its top centre.

    The mark is drawn supersampled and kept inside the card's own outline (its alpha),
    so the rounded corners stay transparent.
    """
    card = face.convert("RGBA")
    width, height = card.size
    scale = SS * width / DESIGN_WIDTH
    overlay = Image.new("RGBA", (width * SS, height * SS), (0, 0, 0, 0))
    draw = ImageDraw.Draw(overlay)
    draw.rounded_rectangle(
        (0, 0, width * SS - 1, height * SS - 1),
        radius=RIM_RADIUS * scale, outline=GOLD, width=round(RIM_WIDTH * scale),
    )
    left, top, right, bottom = (v * scale for v in RIBBON)
    left += (width * SS - DESIGN_WIDTH * scale) / 2
    right += (width * SS - DESIGN_WIDTH * scale) / 2
    draw.rounded_rectangle((left, top, right, bottom), radius=(bottom - top) / 2, fill=GOLD)
    draw.text(((left + right) / 2, (top + bottom) / 2), RIBBON_TEXT,
              font=load_font(round(RIBBON_FONT * scale), "bold"), fill=INK, anchor="mm")
    mark = downsample(overlay, width, height)
    mark.putalpha(ImageChops.multiply(mark.getchannel("A"), card.getchannel("A")))
    return Image.alpha_composite(card, mark)
