"""A screen of rows that scroll: a title, a line over the rows, a page of rows with one
chosen, lines about files set aside, and the keys in the footer.

The Past hands and Statistics screens list hundreds of rows at most; a page shows
:data:`PAGE_ROWS` and the chosen row stays on it, so nothing is drawn off the screen.
Arrows or the d-pad move (PgUp PgDn a page), Enter / A chooses, Esc / B goes back; a
click chooses the row under the pointer and the wheel scrolls.
"""

from __future__ import annotations

import arcade

from candy_arcade.render.logical_screen import LOGICAL_HEIGHT, LOGICAL_WIDTH
from candy_arcade.render.theme import (
    BAD,
    BODY_FONT,
    HIGHLIGHT,
    PANEL,
    PANEL_LIGHT,
    TEXT,
    TEXT_DIM,
    TITLE_FONT,
)
from candy_arcade.views.window_access import app_window

PAGE_ROWS = 8
ROWS_TOP = 520.0
ROW_STEP = 52.0
ROW_LEFT, ROW_RIGHT = 90.0, LOGICAL_WIDTH - 90.0
PROBLEMS_TOP = ROWS_TOP - PAGE_ROWS * ROW_STEP - 8


def _text(
    words: str, x: float, y: float, colour: tuple[int, int, int], size: int, *,
    anchor_x: str = "left", anchor_y: str = "baseline", bold: bool = False,
) -> arcade.Text:
    return arcade.Text(words, x, y, colour, size, font_name=BODY_FONT, anchor_x=anchor_x,
                       anchor_y=anchor_y, bold=bold)


class RowsView(arcade.View):
    """Rows of one or two lines (``(first, second)``); ``choosable`` rows are chosen
    with Enter, a click or A (:meth:`choose`), others only scroll."""

    choosable = True

    def __init__(
        self,
        title: str,
        heading: str,
        rows: list[tuple[str, str]],
        empty: str,
        problems: tuple[str, ...] = (),
        footer: str = "",
    ) -> None:
        super().__init__()
        self.rows = rows
        self.selected = 0
        self.first_shown = 0
        centre = LOGICAL_WIDTH / 2
        self.title_text = arcade.Text(
            title, centre, LOGICAL_HEIGHT - 90, HIGHLIGHT, 40, anchor_x="center",
            font_name=TITLE_FONT,
        )
        self.heading_text = _text(heading, ROW_LEFT, ROWS_TOP + 14, TEXT_DIM, 13)
        self.empty_text = _text(empty, centre, ROWS_TOP - 60, TEXT, 16, anchor_x="center")
        self.problem_texts = [
            _text(line, ROW_LEFT, PROBLEMS_TOP - 18 * index, BAD, 11, anchor_y="top")
            for index, line in enumerate(problems[:3])
        ]
        self.footer_text = _text(footer, centre, 24, TEXT_DIM, 12, anchor_x="center")
        self.page_text = _text("", ROW_RIGHT, ROWS_TOP + 14, TEXT_DIM, 13, anchor_x="right")
        self._shown: list[tuple[arcade.Text, arcade.Text]] = []
        self._shown_from = -1

    # ----- what is shown ---------------------------------------------------------

    def row_rect(self, slot: int) -> tuple[float, float, float, float]:
        top = ROWS_TOP - slot * ROW_STEP
        return ROW_LEFT, ROW_RIGHT, top - ROW_STEP + 6, top

    def visible(self) -> range:
        return range(self.first_shown, min(len(self.rows), self.first_shown + PAGE_ROWS))

    def _layout(self) -> None:
        if self._shown_from == self.first_shown:
            return
        self._shown_from = self.first_shown
        self._shown = []
        for slot, index in enumerate(self.visible()):
            left, _, bottom, top = self.row_rect(slot)
            first, second = self.rows[index]
            self._shown.append((
                _text(first, left + 14, top - 20, TEXT, 13, bold=True),
                _text(second, left + 14, bottom + 8, TEXT_DIM, 12),
            ))
        self.page_text.text = (
            f"{self.first_shown + 1}–{self.visible().stop} of {len(self.rows)}"
            if self.rows else ""
        )

    def words(self) -> list[str]:
        """Every text the screen draws now, top to bottom."""
        self._layout()
        texts = [self.title_text, self.heading_text, self.page_text]
        if not self.rows:
            texts.append(self.empty_text)
        texts += [line for row in self._shown for line in row]
        texts += [*self.problem_texts, self.footer_text]
        return [text.text for text in texts if text.text]

    def on_draw(self) -> None:
        self.clear()
        app_window(self).screen_map.use()
        self._layout()
        self.title_text.draw()
        self.heading_text.draw()
        self.page_text.draw()
        if not self.rows:
            self.empty_text.draw()
        for slot, (first, second) in enumerate(self._shown):
            index = self.first_shown + slot
            left, right, bottom, top = self.row_rect(slot)
            chosen = self.choosable and index == self.selected
            arcade.draw_lrbt_rectangle_filled(left, right, bottom, top,
                                              PANEL_LIGHT if chosen else PANEL)
            if chosen:
                arcade.draw_lrbt_rectangle_outline(left, right, bottom, top, HIGHLIGHT, 3)
            first.draw()
            second.draw()
        for line in self.problem_texts:
            line.draw()
        self.footer_text.draw()

    # ----- moving ------------------------------------------------------------------

    def move(self, step: int) -> None:
        if not self.rows:
            return
        if self.choosable:
            self.selected = max(0, min(len(self.rows) - 1, self.selected + step))
            if self.selected < self.first_shown:
                self.first_shown = self.selected
            elif self.selected >= self.first_shown + PAGE_ROWS:
                self.first_shown = self.selected - PAGE_ROWS + 1
        else:
            last_page = max(0, len(self.rows) - PAGE_ROWS)
            self.first_shown = max(0, min(last_page, self.first_shown + step))

    def choose(self, index: int) -> None:
        """Open row ``index`` (subclasses)."""

    def on_back(self) -> None:
        """Esc / B (subclasses)."""

    def on_key_press(self, symbol: int, modifiers: int) -> bool | None:
        moves = {arcade.key.UP: -1, arcade.key.DOWN: 1,
                 arcade.key.PAGEUP: -PAGE_ROWS, arcade.key.PAGEDOWN: PAGE_ROWS}
        if symbol in moves:
            self.move(moves[symbol])
        elif symbol in (arcade.key.ENTER, arcade.key.RETURN, arcade.key.SPACE):
            if self.choosable and self.rows:
                self.choose(self.selected)
        elif symbol == arcade.key.ESCAPE:
            self.on_back()
        else:
            return None
        return True

    def on_menu_command(self, command: str) -> None:
        if command in ("up", "down"):
            self.move(-1 if command == "up" else 1)
        elif command in ("left_shoulder", "right_shoulder"):
            self.move(-PAGE_ROWS if command == "left_shoulder" else PAGE_ROWS)
        elif command == "select" and self.choosable and self.rows:
            self.choose(self.selected)
        elif command == "back":
            self.on_back()

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> None:
        lx, ly = app_window(self).to_logical(x, y)
        for slot, index in enumerate(self.visible()):
            left, right, bottom, top = self.row_rect(slot)
            if left <= lx <= right and bottom <= ly <= top and self.choosable:
                self.selected = index
                self.choose(index)
                return

    def on_mouse_scroll(self, x: int, y: int, scroll_x: float, scroll_y: float) -> None:
        self.move(-1 if scroll_y > 0 else 1)
