"""Colours and fonts shared by every screen, so the game looks like one game."""

from __future__ import annotations

import arcade

BACKGROUND = (38, 24, 54)
TABLE_FELT = (46, 110, 78)
FELTS: dict[str, tuple[int, int, int]] = {
    "green": TABLE_FELT,
    "blue": (36, 84, 128),
    "plum": (92, 52, 96),
    "brown": (104, 78, 52),
}
"""The table colours a player can choose in the settings."""


def felt_colour(name: str) -> tuple[int, int, int]:
    return FELTS.get(name, TABLE_FELT)


TABLE_EDGE = (120, 72, 40)
OBSTACLE = (92, 58, 36)
OBSTACLE_TOP = (150, 104, 64)
"""An obstacle on the felt: a wooden block, darker than the rim, with a lit top edge."""
POOL_TINT = (96, 170, 128)
PANEL = (64, 44, 92)
PANEL_LIGHT = (96, 70, 130)
HIGHLIGHT = (255, 196, 64)
TEXT = (250, 244, 236)
TEXT_DIM = (200, 190, 210)
BAD = (240, 96, 96)
GOOD = (120, 220, 140)
LABEL_BOX = (20, 12, 30)
"""The dark box behind bubbles, prompts and legends on the table."""
TEXT_GROUNDS: tuple[tuple[int, int, int], ...] = (
    *FELTS.values(),
    BACKGROUND,
    PANEL,
    PANEL_LIGHT,
    LABEL_BOX,
)
"""Everything a player's name is written on: each felt, the menus' background and
panels, and the table's label boxes. A player's text shade reads on all of them."""

TITLE_FONT = ("Kenney Blocks", "Liberation Sans", "DejaVu Sans")
BODY_FONT = ("Liberation Sans", "DejaVu Sans")

_fonts_loaded = False


def load_fonts() -> None:
    """Register arcade's bundled Kenney and Liberation fonts once."""
    global _fonts_loaded
    if not _fonts_loaded:
        arcade.resources.load_kenney_fonts()
        arcade.resources.load_liberation_fonts()
        _fonts_loaded = True
