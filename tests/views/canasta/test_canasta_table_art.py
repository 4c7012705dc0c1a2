"""The Canasta table is dressed as the real-time tables are: felt in the chosen colour,
textured and darker towards a wooden rim."""

from __future__ import annotations

from typing import Any

import arcade
from PIL import Image

from candy_arcade.render.canasta.layout import FELT, TableLayout
from candy_arcade.render.canasta.table import TableRenderer
from candy_arcade.render.theme import FELTS
from candy_arcade.rules.canasta.decks import heckadeck

RGB = tuple[int, int, int]


def _frame(game_window: Any, renderer: TableRenderer, felt: RGB) -> Image.Image:
    game_window.clear(color=felt)
    game_window.screen_map.use()
    renderer.draw()
    return arcade.get_image().convert("RGB")


def _pixel(image: Image.Image, x: float, y: float) -> RGB:
    red, green, blue = image.getpixel((round(x), image.height - 1 - round(y)))
    return red, green, blue


def test_the_canasta_felt_is_textured_darker_towards_a_wooden_rim(game_window: Any) -> None:
    felt = FELTS["blue"]
    renderer = TableRenderer(heckadeck(), TableLayout(2, 2, 0), felt)
    image = _frame(game_window, renderer, felt)
    middle = (FELT.left + FELT.width / 2, FELT.bottom + FELT.height / 2)
    assert _pixel(image, *middle) == felt
    edge = [_pixel(image, FELT.left + 12, FELT.bottom + 60 + step) for step in range(0, 80, 4)]
    assert sum(map(sum, edge)) / len(edge) < sum(felt) - 12, "darker towards the rim"
    assert len(set(edge)) >= 5, "textured felt, not one flat fill"
    red, _, blue = _pixel(image, FELT.left - 3, FELT.bottom + FELT.height / 2)
    assert red > blue + 30, "the rim is brown wood"


def test_a_felt_colour_changed_in_the_settings_bakes_the_table_again(game_window: Any) -> None:
    renderer = TableRenderer(heckadeck(), TableLayout(2, 2, 0), FELTS["green"])
    renderer.set_felt(FELTS["plum"])
    image = _frame(game_window, renderer, FELTS["plum"])
    near_rim = _pixel(image, FELT.left + 4, FELT.bottom + FELT.height / 2)
    plum, green = FELTS["plum"], FELTS["green"]
    assert sum(abs(a - b) for a, b in zip(near_rim, plum, strict=True)) < sum(
        abs(a - b) for a, b in zip(near_rim, green, strict=True)
    )
