"""How each seat looks: a colour-blind-safe colour, a mark, and palm textures in that colour."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

import arcade

from candy_arcade.art.palm_art import PLAYER_STYLES, palm_image

PALM_TEXTURE_SIZE = 96


@dataclass(frozen=True)
class PlayerLook:
    name: str
    colour: tuple[int, int, int]
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
    return PlayerLook(name, colour, mark, textures[0], textures[1])


def player_looks(count: int) -> list[PlayerLook]:
    return [player_look(seat) for seat in range(count)]


def looks_of(slots: Sequence[int]) -> list[PlayerLook]:
    """The looks of seats that keep their lobby colours (``GameSetup.look_slots``)."""
    return [player_look(slot) for slot in slots]
