"""Generated art, drawn with Pillow only (never arcade), so scripts and tests can render it.

Every function returns a fresh RGBA :class:`PIL.Image.Image`; the render layer turns
them into textures. Modules: candies, dice, Heckadeck cards, player palms and marks.
"""

from __future__ import annotations

from candy_arcade.art.candy_art import CANDY_IDS, CANDY_PALETTE, OKABE_ITO, candy_image
from candy_arcade.art.dice_art import die_face_image
from candy_arcade.art.heckadeck_art import (
    CARD_NAMES,
    heckadeck_back_image,
    heckadeck_card_image,
    heckadeck_deck,
)
from candy_arcade.art.marks import MARKS, mark_image
from candy_arcade.art.palm_art import HOT_SPOT, PLAYER_STYLES, palm_image
from candy_arcade.art.suits import SUIT_COLOURS, SUITS

__all__ = [
    "CANDY_IDS",
    "CANDY_PALETTE",
    "CARD_NAMES",
    "HOT_SPOT",
    "MARKS",
    "OKABE_ITO",
    "PLAYER_STYLES",
    "SUITS",
    "SUIT_COLOURS",
    "candy_image",
    "die_face_image",
    "heckadeck_back_image",
    "heckadeck_card_image",
    "heckadeck_deck",
    "mark_image",
    "palm_image",
]
