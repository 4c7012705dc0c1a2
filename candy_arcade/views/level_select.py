"""Pick a table for a mode: a card per level with its thumbnail, name and description."""

from __future__ import annotations

import arcade

from candy_arcade.levels.loader import LevelError, shipped_levels
from candy_arcade.levels.spec import LevelSpec
from candy_arcade.render.level_thumbnail import thumbnail_texture
from candy_arcade.render.logical_screen import LOGICAL_HEIGHT, LOGICAL_WIDTH
from candy_arcade.render.theme import (
    BAD,
    BODY_FONT,
    HIGHLIGHT,
    PANEL,
    PANEL_LIGHT,
    TEXT,
    TEXT_DIM,
)
from candy_arcade.setup import MODE_TITLES

COLUMNS = 4
CARD_W, CARD_H = 280, 250


def levels_for(mode: str) -> tuple[list[LevelSpec], str]:
    """The shipped levels of a mode, default table first; a broken file is reported."""
    try:
        levels = [level for level in shipped_levels() if level.mode == mode]
    except LevelError as error:
        return [], error.first_line
    levels.sort(key=lambda level: (not level.source.endswith("default.toml"), level.source))
    return levels, ""


class LevelSelectView(arcade.View):
    def __init__(self, mode: str) -> None:
        super().__init__()
        self.mode = mode
        self.levels, problem = levels_for(mode)
        self.selected = 0
        self.title = arcade.Text(
            f"{MODE_TITLES[mode]}: choose a table",
            LOGICAL_WIDTH / 2,
            LOGICAL_HEIGHT - 50,
            HIGHLIGHT,
            28,
            anchor_x="center",
            anchor_y="center",
            font_name=BODY_FONT,
            bold=True,
        )
        self.footer = arcade.Text(
            "Arrows/D-pad: choose   Enter/A/click: play here   Esc/B: back",
            LOGICAL_WIDTH / 2,
            24,
            TEXT_DIM,
            13,
            anchor_x="center",
            font_name=BODY_FONT,
        )
        self.problem = arcade.Text(
            problem, LOGICAL_WIDTH / 2, 60, BAD, 13, anchor_x="center", font_name=BODY_FONT
        )
        self.cards: list[tuple[arcade.Texture, list[arcade.Text]]] = []
        for index, level in enumerate(self.levels):
            left, _, bottom, top = self.card_rect(index)
            lines = [
                arcade.Text(
                    level.name, left + 14, top - 168, TEXT, 16, font_name=BODY_FONT, bold=True
                ),
                arcade.Text(
                    level.description,
                    left + 14,
                    top - 186,
                    TEXT_DIM,
                    11,
                    width=CARD_W - 28,
                    multiline=True,
                    anchor_y="top",
                    font_name=BODY_FONT,
                ),
            ]
            if level.variants:
                lines.append(
                    arcade.Text(
                        "Variants: " + ", ".join(level.variants),
                        left + 14,
                        bottom + 12,
                        HIGHLIGHT,
                        10,
                        font_name=BODY_FONT,
                    )
                )
            self.cards.append((thumbnail_texture(level), lines))

    def card_rect(self, index: int) -> tuple[float, float, float, float]:
        column, row = index % COLUMNS, index // COLUMNS
        total = COLUMNS * CARD_W + (COLUMNS - 1) * 20
        left = LOGICAL_WIDTH / 2 - total / 2 + column * (CARD_W + 20)
        top = LOGICAL_HEIGHT - 100 - row * (CARD_H + 20)
        return left, left + CARD_W, top - CARD_H, top

    def on_draw(self) -> None:
        self.clear()
        self.window.screen_map.use()  # type: ignore[attr-defined]
        self.title.draw()
        for index, (texture, lines) in enumerate(self.cards):
            left, right, bottom, top = self.card_rect(index)
            chosen = index == self.selected
            arcade.draw_lrbt_rectangle_filled(
                left, right, bottom, top, PANEL_LIGHT if chosen else PANEL
            )
            if chosen:
                arcade.draw_lrbt_rectangle_outline(left, right, bottom, top, HIGHLIGHT, 3)
            arcade.draw_texture_rect(texture, arcade.XYWH((left + right) / 2, top - 80, 240, 135))
            for line in lines:
                line.draw()
        self.footer.draw()
        if self.problem.text:
            self.problem.draw()

    def choose(self) -> None:
        if not self.levels:
            return
        from candy_arcade.views.lobby import LobbyView

        self.window.show_view(LobbyView(self.mode, self.levels[self.selected]))

    def back(self) -> None:
        from candy_arcade.views.mode_select import ModeSelectView

        self.window.show_view(ModeSelectView())

    def move(self, step: int) -> None:
        if self.levels:
            self.selected = (self.selected + step) % len(self.levels)

    def on_key_press(self, symbol: int, modifiers: int) -> bool | None:
        moves = {
            arcade.key.LEFT: -1,
            arcade.key.RIGHT: 1,
            arcade.key.UP: -COLUMNS,
            arcade.key.DOWN: COLUMNS,
        }
        if symbol in moves:
            self.move(moves[symbol])
        elif symbol in (arcade.key.ENTER, arcade.key.RETURN, arcade.key.SPACE):
            self.choose()
        elif symbol == arcade.key.ESCAPE:
            self.back()
        else:
            return None
        return True

    def on_menu_command(self, command: str) -> None:
        steps = {"left": -1, "right": 1, "up": -COLUMNS, "down": COLUMNS}
        if command in steps:
            self.move(steps[command])
        elif command == "select":
            self.choose()
        elif command == "back":
            self.back()

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> None:
        lx, ly = self.window.to_logical(x, y)  # type: ignore[attr-defined]
        for index in range(len(self.levels)):
            left, right, bottom, top = self.card_rect(index)
            if left <= lx <= right and bottom <= ly <= top:
                self.selected = index
                self.choose()
