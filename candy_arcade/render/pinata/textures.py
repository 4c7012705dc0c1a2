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
from candy_arcade.render.pinata.effect_images import (
    points_image,
    pop_image,
    speck_image,
    whack_image,
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


@cache
def whack_texture() -> arcade.Texture:
    return arcade.Texture(whack_image(), hash="pinata-whack")


@cache
def pop_texture() -> arcade.Texture:
    return arcade.Texture(pop_image(), hash="pinata-pop")


@cache
def speck_texture() -> arcade.Texture:
    return arcade.Texture(speck_image(), hash="pinata-speck")


@cache
def points_texture(words: str) -> arcade.Texture:
    return arcade.Texture(points_image(words), hash=f"pinata-points-{words}")
