"""Pick a table for a mode: a card per level with its thumbnail, name and description."""

from __future__ import annotations

import arcade

from candy_arcade.levels.loader import readable_levels
from candy_arcade.levels.spec import LevelSpec
from candy_arcade.modes import mode_info
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
from candy_arcade.views import navigation
from candy_arcade.views.window_access import app_window

COLUMNS = 4
ROWS_SHOWN = 2
CARD_W, CARD_H = 280, 250
NAME_DROP, TEXT_DROP = 152, 170
THUMB_DROP, THUMB_W, THUMB_H = 72, 208, 117
"""The table's picture leaves room under it for a three-line description above the
card's guided and variant marks (at 240 x 135 they printed over each other)."""
"""Where the name and the description sit below a card's top edge."""


def levels_for(mode: str) -> tuple[list[LevelSpec], list[str]]:
    """The mode's readable levels, default table first, and a line per broken file."""
    levels, problems = readable_levels()
    mine = [level for level in levels if level.mode == mode]
    mine.sort(key=lambda level: (not level.source.endswith("default.toml"), level.source))
    return mine, problems


class LevelSelectView(arcade.View):
    """Cards of ``COLUMNS`` x ``ROWS_SHOWN``; more levels scroll a row at a time as the
    choice moves, so a folder of any size can be browsed."""

    def __init__(self, mode: str) -> None:
        super().__init__()
        self.mode = mode
        self.levels, problems = levels_for(mode)
        self.selected = 0
        self.first_row = 0
        self.title = arcade.Text(
            f"{mode_info(mode).title}: choose a table",
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
        shown = problems[:2] + ([f"... and {len(problems) - 2} more"] if len(problems) > 2 else [])
        self.problem = arcade.Text(
            "\n".join(f"Left out: {line}" for line in shown),
            LOGICAL_WIDTH / 2,
            78,
            BAD,
            12,
            anchor_x="center",
            anchor_y="top",
            width=LOGICAL_WIDTH - 80,
            multiline=True,
            align="center",
            font_name=BODY_FONT,
        )
        self.more = arcade.Text(
            "", LOGICAL_WIDTH - 40, 92, TEXT_DIM, 12, anchor_x="right", font_name=BODY_FONT
        )
        self.cards: list[tuple[arcade.Texture, list[arcade.Text]]] = []
        for level in self.levels:
            lines = [
                arcade.Text(level.name, 0, 0, TEXT, 16, font_name=BODY_FONT, bold=True),
                arcade.Text(
                    level.description,
                    0,
                    0,
                    TEXT_DIM,
                    11,
                    width=CARD_W - 28,
                    multiline=True,
                    anchor_y="top",
                    font_name=BODY_FONT,
                ),
            ]
            marks = (["Guided first game"] if level.guided else []) + (
                ["Variants: " + ", ".join(level.variants)] if level.variants else []
            )
            if marks:
                lines.append(
                    arcade.Text(
                        " · ".join(marks),
                        0,
                        0,
                        HIGHLIGHT,
                        10,
                        font_name=BODY_FONT,
                    )
                )
            self.cards.append((thumbnail_texture(level), lines))

    def card_rect(self, index: int) -> tuple[float, float, float, float]:
        column, row = index % COLUMNS, index // COLUMNS - self.first_row
        total = COLUMNS * CARD_W + (COLUMNS - 1) * 20
        left = LOGICAL_WIDTH / 2 - total / 2 + column * (CARD_W + 20)
        top = LOGICAL_HEIGHT - 100 - row * (CARD_H + 20)
        return left, left + CARD_W, top - CARD_H, top

    def is_shown(self, index: int) -> bool:
        return self.first_row <= index // COLUMNS < self.first_row + ROWS_SHOWN

    def on_draw(self) -> None:
        self.clear()
        app_window(self).screen_map.use()
        self.title.draw()
        for index, (texture, lines) in enumerate(self.cards):
            if not self.is_shown(index):
                continue
            left, right, bottom, top = self.card_rect(index)
            chosen = index == self.selected
            arcade.draw_lrbt_rectangle_filled(
                left, right, bottom, top, PANEL_LIGHT if chosen else PANEL
            )
            if chosen:
                arcade.draw_lrbt_rectangle_outline(left, right, bottom, top, HIGHLIGHT, 3)
            picture = arcade.XYWH((left + right) / 2, top - THUMB_DROP, THUMB_W, THUMB_H)
            arcade.draw_texture_rect(texture, picture)
            for line, (x, y) in zip(lines, self._line_spots(left, bottom, top), strict=False):
                line.x, line.y = x, y
                line.draw()
        rows = (len(self.levels) + COLUMNS - 1) // COLUMNS
        if rows > ROWS_SHOWN:
            self.more.text = f"Row {self.selected // COLUMNS + 1} of {rows}"
            self.more.draw()
        self.footer.draw()
        if self.problem.text:
            self.problem.draw()

    @staticmethod
    def _line_spots(left: float, bottom: float, top: float) -> list[tuple[float, float]]:
        x = left + 14
        return [(x, top - NAME_DROP), (x, top - TEXT_DROP), (x, bottom + 12)]

    def choose(self) -> None:
        if not self.levels:
            return
        navigation.show_lobby(self.window, self.mode, self.levels[self.selected])

    def back(self) -> None:
        navigation.show_mode_select(self.window)

    def move(self, step: int) -> None:
        if not self.levels:
            return
        self.selected = (self.selected + step) % len(self.levels)
        row = self.selected // COLUMNS
        if row < self.first_row:
            self.first_row = row
        elif row >= self.first_row + ROWS_SHOWN:
            self.first_row = row - ROWS_SHOWN + 1

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
        lx, ly = app_window(self).to_logical(x, y)
        for index in range(len(self.levels)):
            if not self.is_shown(index):
                continue
            left, right, bottom, top = self.card_rect(index)
            if left <= lx <= right and bottom <= ly <= top:
                self.selected = index
                self.choose()
