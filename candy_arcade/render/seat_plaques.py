"""Name plaques under the seats' labels: the player's colour and mark, the words in an
ink that reads on that colour, for I Want Candy! and Piñata Blast alike.

Each plaque is three sprites (left cap with the mark, stretched middle, right cap) in
one shared sprite list, so every seat's plaque draws in a single call; a label that
changes only moves and stretches its sprites, never draws new pictures.

The label's position as its maker set it is where the *plaque* goes: its left edge for
a left-anchored label, its right edge for a right-anchored one, its middle for a
centred one; the words move inside, clear of the mark.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

import arcade

from candy_arcade.art.plaque_art import LEFT_CAP, PLAQUE_HEIGHT, RIGHT_CAP, plaque_pieces
from candy_arcade.render.box import Box
from candy_arcade.render.contrast import RGB, contrast_ratio
from candy_arcade.render.player_look import PlayerLook

DARK_INK: RGB = (20, 14, 24)
LIGHT_INK: RGB = (255, 255, 255)
BODY_CONTRAST = 4.5
"""WCAG's minimum for body text: every plaque's words reach it (a test checks)."""


def plaque_ink(colour: RGB) -> RGB:
    """Dark or white words, whichever reads better on a plaque of ``colour``."""
    dark, light = contrast_ratio(DARK_INK, colour), contrast_ratio(LIGHT_INK, colour)
    return DARK_INK if dark >= light else LIGHT_INK


@cache
def plaque_textures(colour: RGB, mark: str) -> tuple[arcade.Texture, ...]:
    pieces = plaque_pieces(colour, mark)
    return tuple(
        arcade.Texture(piece, hash=f"plaque-{colour}-{mark}-{part}")
        for piece, part in zip(pieces, ("left", "middle", "right"), strict=True)
    )


@dataclass
class _Plaque:
    text: arcade.Text
    anchor: str
    x: float
    pieces: tuple[arcade.Sprite, arcade.Sprite, arcade.Sprite]
    width: float = -1.0


class SeatPlaques:
    """A plaque under each of ``texts`` (single-line, vertically centred labels), in the
    colours of ``looks``; :meth:`fit` after a label's words change."""

    def __init__(self, texts: Sequence[arcade.Text], looks: Sequence[PlayerLook]) -> None:
        self.sprites: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.plaques: list[_Plaque] = []
        for text, look in zip(texts, looks, strict=False):
            text.color = (*plaque_ink(look.colour), 255)
            textures = plaque_textures(look.colour, look.mark)
            left, middle, right = (arcade.Sprite(texture) for texture in textures)
            for sprite in (left, middle, right):
                sprite.visible = False
                self.sprites.append(sprite)
            self.plaques.append(_Plaque(text, str(text.anchor_x), text.x, (left, middle, right)))
            text.anchor_x = "left"

    def fit(self, index: int) -> None:
        """Size plaque ``index`` to its label's words and put the words inside it."""
        plaque = self.plaques[index]
        text = plaque.text
        words = float(text.content_width) if text.text else 0.0
        if words == plaque.width:
            return
        plaque.width = words
        whole = LEFT_CAP + words + RIGHT_CAP
        if plaque.anchor == "left":
            left = plaque.x
        elif plaque.anchor == "right":
            left = plaque.x - whole
        else:
            left = plaque.x - whole / 2
        left = round(left)
        text.x = left + LEFT_CAP
        cap_left, middle, cap_right = plaque.pieces
        y = round(text.y)
        cap_left.position = (left + LEFT_CAP / 2, y)
        middle.width = max(1.0, words)
        middle.height = PLAQUE_HEIGHT
        middle.position = (left + LEFT_CAP + words / 2, y)
        cap_right.position = (left + LEFT_CAP + words + RIGHT_CAP / 2, y)
        for sprite in plaque.pieces:
            sprite.visible = bool(text.text)

    def box_of(self, index: int) -> Box:
        """Where plaque ``index`` is, for other layers to keep clear of."""
        left, _, right = self.plaques[index].pieces
        return Box(left.left, left.bottom, right.right, right.top)

    def boxes(self) -> list[Box]:
        return [self.box_of(index) for index in range(len(self.plaques))]

    def draw(self) -> None:
        self.sprites.draw()
