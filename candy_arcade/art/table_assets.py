"""The colourless table pictures ``tools/make_table_art.py`` writes, read once each.

They ship as package data (``candy_arcade/assets/table/``), so an installed game finds
them beside this package.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from PIL import Image

TABLE_ASSETS = Path(__file__).resolve().parents[1] / "assets" / "table"
NAMES = (
    "felt_tile.png",
    "vignette.png",
    "wood_grain.png",
    "card_back_pattern.png",
    "card_back_frame.png",
)


@cache
def table_asset(name: str) -> Image.Image:
    """The picture ``name`` (one of :data:`NAMES`), loaded fully; callers copy before
    changing it."""
    with Image.open(TABLE_ASSETS / name) as image:
        image.load()
        picture: Image.Image = image.copy()
    return picture
