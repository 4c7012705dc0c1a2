"""Where the I Want Candy! reveal puts each seat's row, cards and lines.

Up to four seats get one wide row each; five to eight seats are split into two
columns, so every row keeps room for readable lines (at 960x540 the logical screen is
drawn at three quarters, and a smaller font would be unreadable from the couch). A
wide row lays its cards in one line; a narrow row in lines of four, so the claim
lines keep the width they need beside them.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from candy_arcade.render.logical_screen import LOGICAL_WIDTH

CARD_TEXTURE_WIDTH = 140.0
CARD_TEXTURE_HEIGHT = 190.0
MAX_WIDE_ROW_HEIGHT = 150.0
MAX_NARROW_ROW_HEIGHT = 200.0
"""A narrow row stacks its cards in two lines, so it may grow taller (five or six
seats leave it room) to keep its cards big enough to read."""
SCREEN_MARGIN = 10.0
COLUMN_GAP = 10.0
ROW_GAP = 4.0
HEADER_HEIGHT = 26.0
"""The strip at the top of a row with the place, the name and the totals."""
PADDING = 8.0
CARD_GAP = 9.0
"""Room between two cards for both their rings."""
RING_WIDTH = 3.0
LINE_STEP_PER_POINT = 23.0 / 14.0
"""The distance between two claim lines per point of their font (a 14 pt line is
23 units high)."""
MAX_WIDE_CARD_SCALE = 0.42
MAX_NARROW_CARD_SCALE = 0.36
"""A narrow row's cards stay this small at most, so most claim lines keep their card
list beside them."""
WIDE_CARDS_PER_LINE = 8
NARROW_CARDS_PER_LINE = 4
MAX_WIDE_SEATS = 4


@dataclass(frozen=True)
class RowBox:
    """One seat's row, in logical units."""

    left: float
    right: float
    bottom: float
    top: float

    @property
    def width(self) -> float:
        return self.right - self.left

    @property
    def height(self) -> float:
        return self.top - self.bottom


@dataclass(frozen=True)
class RowGeometry:
    """The inside of every row of one screen (all rows are alike)."""

    wide: bool
    height: float
    card_scale: float
    cards_per_line: int
    card_columns: int
    """How many cards the longest line of cards on this screen holds: the claim lines
    start right of it, at the same x in every row."""
    line_font: int

    @property
    def line_step(self) -> float:
        return self.line_font * LINE_STEP_PER_POINT

    @property
    def card_width(self) -> float:
        return CARD_TEXTURE_WIDTH * self.card_scale

    @property
    def card_height(self) -> float:
        return CARD_TEXTURE_HEIGHT * self.card_scale

    def card_centre(self, box: RowBox, slot: int) -> tuple[float, float]:
        """The centre of the ``slot``-th card shown in ``box``."""
        column, line = slot % self.cards_per_line, slot // self.cards_per_line
        x = box.left + PADDING + RING_WIDTH + column * (self.card_width + CARD_GAP)
        top = box.top - HEADER_HEIGHT - RING_WIDTH
        y = top - line * (self.card_height + CARD_GAP) - self.card_height / 2
        return x + self.card_width / 2, y

    def lines_left(self, box: RowBox) -> float:
        """Where the claim lines start: right of the widest line of cards."""
        cards = self.card_columns * (self.card_width + CARD_GAP)
        return box.left + PADDING + 2 * RING_WIDTH + cards + 2 * PADDING

    def lines_width(self, box: RowBox) -> float:
        return box.right - PADDING - self.lines_left(box)

    def line_y(self, box: RowBox, line: int) -> float:
        """The centre height of claim line ``line`` (0 is the top one)."""
        return box.top - HEADER_HEIGHT - self.line_step / 2 - line * self.line_step

    def line_capacity(self) -> int:
        """How many claim lines fit below a row's header."""
        return int((self.height - HEADER_HEIGHT - ROW_GAP) // self.line_step)


def columns_for(players: int) -> int:
    return 1 if players <= MAX_WIDE_SEATS else 2


def row_boxes(players: int, top: float, bottom: float) -> list[RowBox]:
    """The rows by place: index 0 is the best seat's row. Places run down the first
    column, then down the second; rows that leave room spare sit in its middle."""
    columns = columns_for(players)
    per_column = math.ceil(players / columns)
    tallest = MAX_WIDE_ROW_HEIGHT if columns == 1 else MAX_NARROW_ROW_HEIGHT
    height = min(tallest, (top - bottom) / max(per_column, 1))
    top -= (top - bottom - height * per_column) / 2
    width = (LOGICAL_WIDTH - 2 * SCREEN_MARGIN - (columns - 1) * COLUMN_GAP) / columns
    boxes: list[RowBox] = []
    for place in range(players):
        column, row = divmod(place, per_column)
        left = SCREEN_MARGIN + column * (width + COLUMN_GAP)
        row_top = top - row * height
        boxes.append(RowBox(left, left + width, row_top - height + ROW_GAP, row_top))
    return boxes


def row_geometry(
    players: int, row_height: float, most_cards: int, line_font: int
) -> RowGeometry:
    """The card size and arrangement that fill a row of ``row_height`` below its header;
    ``most_cards`` is the largest stash shown, ``line_font`` the claim lines' size."""
    wide = players <= MAX_WIDE_SEATS
    lines = 1 if wide else 2
    room = row_height - ROW_GAP - HEADER_HEIGHT - 2 * RING_WIDTH - (lines - 1) * CARD_GAP - 2
    largest = MAX_WIDE_CARD_SCALE if wide else MAX_NARROW_CARD_SCALE
    scale = min(largest, room / lines / CARD_TEXTURE_HEIGHT)
    per_line = WIDE_CARDS_PER_LINE if wide else NARROW_CARDS_PER_LINE
    columns = min(per_line, max(most_cards, 1))
    return RowGeometry(wide, row_height, scale, per_line, columns, line_font)
