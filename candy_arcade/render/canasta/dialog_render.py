"""Drawing the open dialog over the table: a curtain, a question, a reveal, the sheet,
the end-of-hand review (laid out by :mod:`review`)."""

from __future__ import annotations

import arcade
from arcade.shape_list import Shape, ShapeElementList

from candy_arcade.render.canasta import textures
from candy_arcade.render.canasta.dialog_model import Dialog, DialogKind
from candy_arcade.render.canasta.layout import HAND_SCALE, HAND_W, Rect
from candy_arcade.render.canasta.model import sort_hand
from candy_arcade.render.canasta.review import ReviewDrawn, ReviewLayout
from candy_arcade.render.canasta.review_sheet import ReviewSheet
from candy_arcade.render.canasta.shapes import filled, mix, outline
from candy_arcade.render.canasta.text_pool import Style, TextPool
from candy_arcade.render.logical_screen import LOGICAL_HEIGHT, LOGICAL_WIDTH
from candy_arcade.render.theme import HIGHLIGHT, PANEL, PANEL_LIGHT, TEXT, TEXT_DIM
from candy_arcade.rules.canasta.decks import Deck

SCREEN = Rect(0, 0, LOGICAL_WIDTH, LOGICAL_HEIGHT)
REVIEW_BOX = SCREEN.inset(16)
CHOICE_H = 36
SHEET_SIZE = 12
MIN_SHEET_SIZE = 9
SHEET_STEP = 24
SHEET_GAP = 12
CURTAIN = (24, 16, 36, 246)
DIM = (10, 6, 16, 170)


class DialogRenderer:
    def __init__(self, deck: Deck) -> None:
        self.deck = deck
        self.shapes: ShapeElementList[Shape] = ShapeElementList()
        self.cards: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.texts = TextPool()
        self.choice_rects: list[Rect] = []
        self.review: ReviewDrawn | None = None
        """What the open review drew (None when no review is open)."""

    def rebuild(self, dialog: Dialog | None) -> None:
        self.shapes = ShapeElementList()
        self.cards = arcade.SpriteList()
        self.texts.begin()
        self.choice_rects = []
        self.review = None
        if dialog is not None and dialog.review is not None:
            self._review(dialog, dialog.review)
        elif dialog is not None:
            self._build(dialog)
        self.texts.end()

    def _build(self, dialog: Dialog) -> None:
        curtain = dialog.kind is DialogKind.CURTAIN
        self.shapes.append(filled(SCREEN, CURTAIN if curtain else DIM))
        wide = dialog.kind in (DialogKind.REVEAL, DialogKind.SCORES) or dialog.columns > 3
        width = 1000 if wide else 760
        rows = len(dialog.choices) // max(dialog.columns, 1) + 1
        height = {
            DialogKind.CURTAIN: 260,
            DialogKind.REVEAL: 330,
            DialogKind.SCORES: 190 + SHEET_STEP * len(dialog.rows),
        }.get(dialog.kind, 150 + rows * (CHOICE_H + 8))
        height = min(height, LOGICAL_HEIGHT - 40)
        box = Rect((LOGICAL_WIDTH - width) / 2, (LOGICAL_HEIGHT - height) / 2, width, height)
        self.shapes.append(filled(box, PANEL))
        self.shapes.append(outline(box, HIGHLIGHT, 3))
        cx = box.center[0]
        self.texts.put("title", dialog.title, cx, box.top - 40,
                       Style(26 if curtain else 20, HIGHLIGHT, "center", bold=True))
        self.texts.put("body", dialog.body, cx, box.top - 70,
                       Style(13, TEXT, "center", "top", width=width - 60, align="center"))
        if dialog.kind is DialogKind.REVEAL:
            self._reveal(dialog, box)
        if dialog.kind is DialogKind.SCORES:
            self._sheet(dialog, box)
        self._choices(dialog, box)

    def _review(self, dialog: Dialog, sheet: ReviewSheet) -> None:
        """The review fills the screen but a rim, so the table still shows around it."""
        box = REVIEW_BOX
        self.shapes.append(filled(SCREEN, DIM))
        self.shapes.append(filled(box, PANEL))
        self.shapes.append(outline(box, HIGHLIGHT, 3))
        self.review = ReviewLayout(self.deck, self.shapes, self.cards, self.texts).build(
            sheet, dialog.body, box
        )
        self._choices(dialog, box)

    def _reveal(self, dialog: Dialog, box: Rect) -> None:
        shown = sort_hand(self.deck, dialog.cards)
        count = len(shown)
        step = min(HAND_W + 6, (box.width - 60 - HAND_W) / max(count - 1, 1))
        x0 = box.center[0] - (step * (count - 1)) / 2
        for index, hand_card in enumerate(shown):
            sprite = arcade.Sprite(textures.face(self.deck, hand_card.card), scale=HAND_SCALE,
                                   center_x=x0 + index * step, center_y=box.center[1] - 10)
            self.cards.append(sprite)
        if not shown:
            self.texts.put("empty", "(no cards)", box.center[0], box.center[1],
                           Style(14, TEXT_DIM, "center", "center"))

    def _sheet(self, dialog: Dialog, box: Rect) -> None:
        """Columns as wide as their widest cell, spread over the box; the font gets
        smaller (not below the floor) when the cells would not fit side by side."""
        room = box.width - 60
        size = SHEET_SIZE
        while True:
            cells: dict[tuple[int, int], arcade.Text] = {}
            y = box.top - 110
            for row_index, row in enumerate(dialog.rows):
                header = row_index == 0
                for col, cell in enumerate(row):
                    style = Style(size, HIGHLIGHT if header else TEXT, bold=header)
                    cells[row_index, col] = self.texts.put(f"r{row_index}c{col}", cell,
                                                           box.left + 30, y, style)
                y -= SHEET_STEP
            columns = max((len(r) for r in dialog.rows), default=0)
            widths = [max((t.content_width for (_, c), t in cells.items() if c == col),
                          default=0.0) for col in range(columns)]
            gap = (room - sum(widths)) / max(columns - 1, 1)
            if gap >= SHEET_GAP or size <= MIN_SHEET_SIZE:
                break
            size -= 1
        lefts = [box.left + 30 + sum(widths[:col]) + col * min(gap, 3 * SHEET_GAP)
                 for col in range(columns)]
        for (_, col), text in cells.items():
            text.x = lefts[col]

    def _choices(self, dialog: Dialog, box: Rect) -> None:
        columns = max(dialog.columns, 1)
        width = min(260.0, (box.width - 60 - (columns - 1) * 10) / columns)
        total = columns * width + (columns - 1) * 10
        left = box.center[0] - total / 2
        rows = (len(dialog.choices) + columns - 1) // columns
        bottom = box.bottom + 24
        for index, choice in enumerate(dialog.choices):
            row, col = index // columns, index % columns
            y = bottom + (rows - 1 - row) * (CHOICE_H + 8)
            rect = Rect(left + col * (width + 10), y, width, CHOICE_H)
            self.choice_rects.append(rect)
            chosen = index == dialog.cursor
            self.shapes.append(filled(rect, PANEL_LIGHT if chosen else mix(PANEL, (0, 0, 0), 0.2)))
            self.shapes.append(outline(rect, HIGHLIGHT if chosen else TEXT_DIM, 3 if chosen else 1))
            self.texts.put(f"choice{index}", choice.label, rect.center[0], rect.center[1],
                           Style(13, TEXT, "center", "center", bold=chosen))

    def draw(self) -> None:
        self.shapes.draw()
        self.cards.draw()
        self.texts.draw()

    def choice_at(self, x: float, y: float) -> int | None:
        for index, rect in enumerate(self.choice_rects):
            if rect.contains(x, y):
                return index
        return None
