"""The candy card back in a table's colour: the generated greyscale pattern coloured,
under its cream frame.

One back for every real-time table (I Want Candy!'s deck, Piñata Blast's hidden
hands), so a face-down card looks the same in both games and matches the felt chosen
in the settings.
"""

from __future__ import annotations

from PIL import Image, ImageOps

from candy_arcade.art.canvas import RGB, darker, lighter, mix
from candy_arcade.art.table_assets import table_asset

PATTERN_GROUND = 104
"""The grey the generator paints the pattern's ground with (tools/make_table_art.py's
``GROUND``): it becomes the back's main colour."""


def back_colours(table: RGB) -> tuple[RGB, RGB, RGB]:
    """Dark (outlines), main (ground) and light (sweets) shades of ``table``: the ground
    a little brighter than the felt, so a back lying on its own felt still stands out."""
    main = mix(lighter(table, 0.25), _vivid(table), 0.5)
    return darker(table, 0.7), main, lighter(table, 0.78)


def _vivid(colour: RGB) -> RGB:
    """``colour`` pushed away from its grey, for a livelier ground than the felt."""
    grey = sum(colour) / 3
    return (
        max(0, min(255, round(grey + (colour[0] - grey) * 1.35))),
        max(0, min(255, round(grey + (colour[1] - grey) * 1.35))),
        max(0, min(255, round(grey + (colour[2] - grey) * 1.35))),
    )


def card_back_image(table: RGB) -> Image.Image:
    """The back (RGBA, the size of a Kenney card face) coloured for a ``table`` felt."""
    pattern = table_asset("card_back_pattern.png")
    shade, inside = pattern.getchannel("L"), pattern.getchannel("A")
    dark, main, light = back_colours(table)
    coloured = ImageOps.colorize(
        shade, black=dark, white=light, mid=main, midpoint=PATTERN_GROUND
    ).convert("RGBA")
    coloured.putalpha(inside)
    coloured.alpha_composite(table_asset("card_back_frame.png"))
    return coloured
