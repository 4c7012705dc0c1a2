"""The full game log drawn over the table: a box, its title, the lines that fit (the
newest at the bottom, each wrapped at the box's width) and how to scroll and close."""

from __future__ import annotations

from collections.abc import Sequence

from arcade.shape_list import Shape, ShapeElementList

from candy_arcade.render.canasta.layout import Rect
from candy_arcade.render.canasta.log_lines import stack_up
from candy_arcade.render.canasta.shapes import filled, outline
from candy_arcade.render.canasta.text_pool import Style, TextPool
from candy_arcade.render.theme import HIGHLIGHT, TEXT, TEXT_DIM
from candy_arcade.render.theme import PANEL as PANEL_COLOUR

LOG_BOX = Rect(60, 60, 920, 600)
LINES_BOX = Rect(LOG_BOX.left + 20, LOG_BOX.bottom + 44, LOG_BOX.width - 40,
                 LOG_BOX.height - 100)
HELP = "↑↓, wheel or d-pad: scroll · PgUp/PgDn: page · Home/End · {close}Esc: close"
"""How to read the log; ``{close}`` is the log's own key ("L or "), when it has one."""


class LogRenderer:
    def __init__(self) -> None:
        self.shapes: ShapeElementList[Shape] = ShapeElementList()
        self.texts = TextPool()
        self.shown = 0
        """How many lines fit in the box at the last rebuild."""

    def rebuild(self, lines: Sequence[str], total: int, own_key: str) -> None:
        """Show the end of ``lines`` (the log up to the scrolled-to line) of ``total``;
        ``own_key`` is the key the player bound to the log ("" for none)."""
        self.shapes = ShapeElementList()
        self.shapes.append(filled(LOG_BOX, PANEL_COLOUR))
        self.shapes.append(outline(LOG_BOX, HIGHLIGHT, 2))
        self.texts.begin()
        left = LOG_BOX.left + 20
        self.shown = stack_up(self.texts, "line", [(line, Style(12, TEXT)) for line in lines],
                              LINES_BOX)
        first = len(lines) - self.shown + 1 if lines else 0
        where = f"lines {first}–{len(lines)} of {total}" if total else "nothing yet"
        self.texts.put("title", "Game log", left, LOG_BOX.top - 34,
                       Style(16, HIGHLIGHT, bold=True))
        self.texts.put("where", where, LOG_BOX.right - 20, LOG_BOX.top - 34,
                       Style(12, TEXT_DIM, anchor_x="right"))
        close = f"{own_key} or " if own_key else ""
        self.texts.put("help", HELP.format(close=close), left, LOG_BOX.bottom + 16,
                       Style(11, TEXT_DIM))
        self.texts.end()

    def draw(self) -> None:
        self.shapes.draw()
        self.texts.draw()
