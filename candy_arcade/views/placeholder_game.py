"""A stand-in table for modes whose game view is not built yet: shows who sits where."""

from __future__ import annotations

import arcade

from candy_arcade.render.logical_screen import LOGICAL_HEIGHT, LOGICAL_WIDTH
from candy_arcade.render.theme import BODY_FONT, HIGHLIGHT, TABLE_FELT, TEXT
from candy_arcade.setup import GameSetup
from candy_arcade.views import navigation
from candy_arcade.views.window_access import app_window


class PlaceholderGameView(arcade.View):
    def __init__(self, setup: GameSetup) -> None:
        super().__init__()
        self.setup = setup
        self.mode = setup.mode
        seats = ", ".join(seat.spec.label for seat in setup.seats)
        self.texts = [
            arcade.Text(
                setup.title,
                LOGICAL_WIDTH / 2,
                LOGICAL_HEIGHT / 2 + 60,
                HIGHLIGHT,
                40,
                anchor_x="center",
                font_name=BODY_FONT,
            ),
            arcade.Text(
                f"Seats: {seats}",
                LOGICAL_WIDTH / 2,
                LOGICAL_HEIGHT / 2,
                TEXT,
                16,
                anchor_x="center",
                font_name=BODY_FONT,
            ),
            arcade.Text(
                "This table is being built. Esc: back",
                LOGICAL_WIDTH / 2,
                LOGICAL_HEIGHT / 2 - 40,
                TEXT,
                16,
                anchor_x="center",
                font_name=BODY_FONT,
            ),
        ]

    def on_draw(self) -> None:
        self.clear()
        app_window(self).screen_map.use()
        arcade.draw_lrbt_rectangle_filled(
            40, LOGICAL_WIDTH - 40, 40, LOGICAL_HEIGHT - 40, TABLE_FELT
        )
        for text in self.texts:
            text.draw()

    def on_key_press(self, symbol: int, modifiers: int) -> None:
        if symbol == arcade.key.ESCAPE:
            navigation.show_title(self.window)
