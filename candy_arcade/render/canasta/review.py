"""Laying out the end-of-hand review over the table: a column of items per side, then
every player's cards left face up, one row each, above the dialog's button.

Everything is measured: a side's lines get smaller (down to the readable floor) and
then split into sub-columns when a side has many melds; card rows share what height
is left, and a long hand overlaps its cards more, or wraps onto more lines, rather
than run past the box. Labels shrink to their room (:func:`fit_width`).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import arcade
from arcade.shape_list import Shape, ShapeElementList

from candy_arcade.render.canasta import textures
from candy_arcade.render.canasta.layout import CARD_H, CARD_W, Rect
from candy_arcade.render.canasta.review_sheet import HandRow, ItemLine, ReviewSheet
from candy_arcade.render.canasta.scene import SIDE_TEXT_COLOURS
from candy_arcade.render.canasta.shapes import filled, mix
from candy_arcade.render.canasta.text_pool import Style, TextPool
from candy_arcade.render.text_fit import fit_width
from candy_arcade.render.theme import HIGHLIGHT, PANEL, TEXT, TEXT_DIM
from candy_arcade.rules.canasta.decks import Deck

MARGIN = 20
TITLE_DROP = 34
BODY_DROP = 62
COLUMNS_DROP = 82
BUTTON_ROOM = 70
"""Height kept at the box's foot for the dialog's button (24 + 36 + a gap)."""
HEADER_H = 24
COLUMN_GAP = 24
SUB_GAP = 16
LINE_STEPS = (19.0, 17.0, 15.0)
"""Line heights tried in turn; the font is the largest whose line box fits the step."""
LINE_HEIGHT_PER_POINT = 1.55
"""A line's box (descent to ascent) in logical pixels per point of font size."""
MAX_SUB_COLUMNS = 3
ROW_GAP = 8
ROW_LABEL_W = 220
CARD_SCALE_MAX = 0.42
CARD_SCALE_COMFORT = 0.32
"""Card rows this tall are worth splitting a side's lines into sub-columns for."""
CARD_SCALE_MIN = 0.2
MIN_CARD_SHOW = 0.3
"""A card overlapped by the next still shows this share of its width (its index)."""
MAX_CARD_LINES = 3
BAND = (28, 18, 40)


@dataclass
class ReviewDrawn:
    """What the review put on screen, for tests and the pointer: the card ids of each
    seat's row and every label drawn."""

    cards_by_seat: dict[int, list[int]] = field(default_factory=dict)
    texts: list[arcade.Text] = field(default_factory=list)


@dataclass(frozen=True)
class _Fit:
    step: float
    sub_columns: int
    row_h: float


def _plan(sheet: ReviewSheet, height: float) -> _Fit:
    """The fewest sub-columns (narrow ones squeeze the labels), then the largest line
    step, that leave the card rows a comfortable height, else their least height."""
    lines = max((len(s.lines) for s in sheet.sides), default=0)
    rows = max(len(sheet.hands), 1)
    pref_row = CARD_H * CARD_SCALE_MAX + ROW_GAP
    floors = (CARD_H * CARD_SCALE_COMFORT + ROW_GAP, CARD_H * CARD_SCALE_MIN + ROW_GAP)
    for sub_columns in range(1, MAX_SUB_COLUMNS + 1):
        for floor in floors:
            per_column = math.ceil(lines / sub_columns)
            for step in LINE_STEPS:
                left = height - HEADER_H - per_column * step - ROW_GAP
                if left / rows >= floor:
                    return _Fit(step, sub_columns, min(pref_row, left / rows))
    per_column = math.ceil(lines / MAX_SUB_COLUMNS)
    step = LINE_STEPS[-1]
    return _Fit(step, MAX_SUB_COLUMNS, (height - HEADER_H - per_column * step) / rows)


class ReviewLayout:
    """Builds the review's shapes, card sprites and labels into the dialog's lists."""

    def __init__(
        self,
        deck: Deck,
        shapes: ShapeElementList[Shape],
        cards: arcade.SpriteList[arcade.Sprite],
        texts: TextPool,
    ) -> None:
        self.deck = deck
        self.shapes = shapes
        self.cards = cards
        self.texts = texts
        self.drawn = ReviewDrawn()

    def _put(self, key: str, words: str, x: float, y: float, style: Style,
             room: float | None = None) -> arcade.Text:
        text = self.texts.put(key, words, x, y, style)
        if room is not None:
            fit_width(text, room, style.size)
        self.drawn.texts.append(text)
        return text

    def build(self, sheet: ReviewSheet, body: str, box: Rect) -> ReviewDrawn:
        cx = box.center[0]
        inner = box.width - 2 * MARGIN
        self._put("title", sheet.title, cx, box.top - TITLE_DROP,
                  Style(20, HIGHLIGHT, "center", bold=True), inner)
        self._put("body", body, cx, box.top - BODY_DROP, Style(13, TEXT, "center"), inner)
        top = box.top - COLUMNS_DROP
        bottom = box.bottom + BUTTON_ROOM
        fit = _plan(sheet, top - bottom)
        lines_bottom = self._columns(sheet, box, top, fit)
        self._rows(sheet.hands, box, lines_bottom - ROW_GAP, fit.row_h)
        return self.drawn

    # ----- the sides' items ------------------------------------------------------------

    def _columns(self, sheet: ReviewSheet, box: Rect, top: float, fit: _Fit) -> float:
        """Each side's name and items; returns the y under the longest column."""
        count = max(len(sheet.sides), 1)
        width = (box.width - 2 * MARGIN - (count - 1) * COLUMN_GAP) / count
        size = math.floor(2 * fit.step / LINE_HEIGHT_PER_POINT) / 2
        lowest = top - HEADER_H
        for index, side in enumerate(sheet.sides):
            left = box.left + MARGIN + index * (width + COLUMN_GAP)
            colour = SIDE_TEXT_COLOURS[side.side % len(SIDE_TEXT_COLOURS)]
            self._put(f"side{index}", side.name, left, top - 16,
                      Style(14, colour, bold=True), width)
            per_column = math.ceil(len(side.lines) / fit.sub_columns) or 1
            sub_w = (width - (fit.sub_columns - 1) * SUB_GAP) / fit.sub_columns
            for number, line in enumerate(side.lines):
                column, row = divmod(number, per_column)
                x = left + column * (sub_w + SUB_GAP)
                y = top - HEADER_H - (row + 1) * fit.step
                self._line(f"s{index}l{number}", line, x, y, sub_w, size)
                lowest = min(lowest, y - fit.step * 0.35)
        return lowest

    def _line(self, key: str, line: ItemLine, x: float, y: float, width: float,
              size: float) -> None:
        colour = HIGHLIGHT if line.strong else TEXT
        amount = self._put(f"{key}a", line.amount, x + width, y,
                           Style(size, colour, "right", bold=line.strong))
        room = width - amount.content_width - 10
        label = self._put(f"{key}t", line.label, x, y, Style(size, colour, bold=line.strong),
                          room)
        shortened = line.label
        while label.content_width > room and len(shortened) > 1:
            shortened = shortened[:-1]
            label.text = shortened.rstrip() + "…"

    # ----- the cards left --------------------------------------------------------------

    def _rows(self, hands: tuple[HandRow, ...], box: Rect, top: float, row_h: float) -> None:
        left = box.left + MARGIN
        cards_left = left + ROW_LABEL_W + 10
        cards_right = box.right - MARGIN
        for index, hand in enumerate(hands):
            row_top = top - index * row_h
            band = Rect(left - 6, row_top - row_h + ROW_GAP / 2, box.width - 2 * MARGIN + 12,
                        row_h - ROW_GAP / 2)
            self.shapes.append(filled(band, mix(PANEL, BAND, 0.6)))
            middle = band.center[1]
            self._put(f"h{index}name", hand.title, left, middle + 4,
                      Style(12, TEXT, bold=True), ROW_LABEL_W)
            self._put(f"h{index}sum", hand.summary, left, middle - 14,
                      Style(11, TEXT_DIM), ROW_LABEL_W)
            self.drawn.cards_by_seat[hand.seat] = list(hand.cards)
            if not hand.cards:
                self._put(f"h{index}none", "no cards left", cards_left, middle - 5,
                          Style(12, TEXT_DIM))
                continue
            self._cards(hand.cards, cards_left, cards_right, band)

    def _cards(self, cards: tuple[int, ...], left: float, right: float, band: Rect) -> None:
        """The cards in as few lines as keep each card's index in sight."""
        width = right - left
        for lines in range(1, MAX_CARD_LINES + 1):
            scale = min(CARD_SCALE_MAX, (band.height - 4) / lines / CARD_H)
            per_line = math.ceil(len(cards) / lines)
            card_w = CARD_W * scale
            step = min(card_w + 4, (width - card_w) / max(per_line - 1, 1))
            if step >= card_w * MIN_CARD_SHOW or lines == MAX_CARD_LINES:
                break
        line_h = band.height / lines
        for number, card in enumerate(cards):
            line, place = divmod(number, per_line)
            sprite = arcade.Sprite(
                textures.face(self.deck, card), scale=scale,
                center_x=left + card_w / 2 + place * step,
                center_y=band.top - line_h * (line + 0.5),
            )
            self.cards.append(sprite)
