"""The baked table top (felt, vignette, rim) as one opaque quad.

The picture is baked once per table and felt colour (:mod:`candy_arcade.art.table_felt`)
and drawn each frame as a single sprite with blending off: on software GL that is the
cheapest way to cover the table with texture. It lives in an atlas of its own, so a
picture the size of the screen never makes the shared atlas grow.
"""

from __future__ import annotations

from functools import lru_cache

import arcade
from arcade.texture_atlas import DefaultTextureAtlas
from PIL import Image

from candy_arcade.art.table_felt import TableTop, table_top_image

ATLAS_MARGIN = 8
"""Atlas room beyond the picture: its border pixels on each side."""


@lru_cache(maxsize=4)
def _baked(top: TableTop) -> Image.Image:
    """Rounds of a match share their table: bake it once, keep the last few."""
    return table_top_image(top).convert("RGBA")


class TableTopQuad:
    """``top`` drawn with its picture's centre at ``centre`` and ``scale`` screen units
    per picture pixel."""

    def __init__(self, top: TableTop, centre: tuple[float, float], scale: float = 1.0) -> None:
        self.top = top
        texture = arcade.Texture(
            _baked(top),
            hash=f"table-top-{hash(top)}",
            hit_box_algorithm=arcade.hitbox.algo_bounding_box,
        )
        width, height = top.size
        atlas = DefaultTextureAtlas((width + ATLAS_MARGIN, height + ATLAS_MARGIN))
        self.sprites: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList(atlas=atlas)
        self.sprites.blend = False
        sprite = arcade.Sprite(texture, scale=scale)
        sprite.position = centre
        self.sprites.append(sprite)

    def draw(self) -> None:
        self.sprites.draw()

