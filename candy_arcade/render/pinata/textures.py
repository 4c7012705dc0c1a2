"""Every Piñata Blast texture, made once from the Pillow art and cached by what it shows."""

from __future__ import annotations

from functools import cache

import arcade

from candy_arcade.art.candy_art import candy_image
from candy_arcade.art.dice_art import die_face_image
from candy_arcade.render.pinata.card_images import (
    candy_card_image,
    pinata_stick_image,
    shadow_image,
)

DIE_PIXELS = 64


@cache
def die_texture(candy_id: str, green: bool) -> arcade.Texture:
    return arcade.Texture(
        die_face_image(candy_id, DIE_PIXELS, green), hash=f"die-{candy_id}-{green}"
    )


@cache
def card_texture(candy_id: str, points: int, show_points: bool) -> arcade.Texture:
    return arcade.Texture(
        candy_card_image(candy_id, points, show_points),
        hash=f"pinata-card-{candy_id}-{points}-{show_points}",
    )


@cache
def candy_texture(candy_id: str, size: int) -> arcade.Texture:
    return arcade.Texture(candy_image(candy_id, size), hash=f"candy-{candy_id}-{size}")


@cache
def stick_texture() -> arcade.Texture:
    return arcade.Texture(pinata_stick_image(), hash="pinata-stick")


@cache
def die_shadow_texture() -> arcade.Texture:
    return arcade.Texture(shadow_image(), hash="die-shadow")
