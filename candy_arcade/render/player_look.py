"""How each seat looks: a colour-blind-safe colour, its text shade, a mark, and palm textures."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

import arcade

from candy_arcade.art.palm_art import PLAYER_STYLES, palm_image
from candy_arcade.render.contrast import TEXT_CONTRAST, text_shade
from candy_arcade.render.theme import TEXT_GROUNDS

PALM_TEXTURE_SIZE = 96
TEXT_MARGIN = 0.2
"""Text shades aim a little above the minimum contrast, so rounding never drops under it."""


@dataclass(frozen=True)
class PlayerLook:
    """A seat's ``colour`` fills its palms, stash frame and marks; ``text_colour`` is
    the same hue made light enough to read as a name on every felt and panel."""

    name: str
    colour: tuple[int, int, int]
    text_colour: tuple[int, int, int]
    mark: str
    palm_open: arcade.Texture
    palm_down: arcade.Texture

    @property
    def arm_colour(self) -> tuple[int, int, int, int]:
        red, green, blue = self.colour
        return (int(red * 0.7), int(green * 0.7), int(blue * 0.7), 220)


@cache
def player_look(seat: int) -> PlayerLook:
    name, colour, mark = PLAYER_STYLES[seat % len(PLAYER_STYLES)]
    textures = [
        arcade.Texture(
            palm_image(colour, mark, PALM_TEXTURE_SIZE, palm_down=down),
            hash=f"palm-{seat}-{'down' if down else 'open'}",
        )
        for down in (False, True)
    ]
    shade = text_shade(colour, TEXT_GROUNDS, TEXT_CONTRAST + TEXT_MARGIN)
    return PlayerLook(name, colour, shade, mark, textures[0], textures[1])


def player_looks(count: int) -> list[PlayerLook]:
    return [player_look(seat) for seat in range(count)]


def looks_of(slots: Sequence[int]) -> list[PlayerLook]:
    """The looks of seats that keep their lobby colours (``GameSetup.look_slots``)."""
    return [player_look(slot) for slot in slots]
