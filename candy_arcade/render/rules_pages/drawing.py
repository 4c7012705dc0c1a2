"""Lays one rules page out into a box of the logical screen, once, and draws it each frame.

Layout happens when a page is first shown: every text is made and measured then, so a
frame only draws, and a test can ask for every text with the panel it must stay in.
"""

from __future__ import annotations

from dataclasses import dataclass

import arcade

from candy_arcade.render.rules_pages.model import (
    Cell,
    ChartPage,
    Page,
    StepsPage,
    TablePage,
    VariantsPage,
)
from candy_arcade.render.rules_pages.pictures import Placed, SignTexts, draw_placed, lay_out
from candy_arcade.render.scoring_chart import ScoringChart
from candy_arcade.render.theme import BODY_FONT, HIGHLIGHT, PANEL, PANEL_LIGHT, TEXT, TEXT_DIM

Box = tuple[float, float, float, float]
"""left, right, bottom, top in logical pixels."""
Colour = tuple[int, int, int]

BODY_SIZE = 18
"""The smallest text on any page, readable from the couch at 1280x720."""
LEAD_SIZE = 20
ROW_SHADE = (54, 36, 80)
INK = (48, 32, 44)
STEP_PICTURE_TOP = 52
"""A step's pictures start this far under its panel's top (its number sits above)."""
MIN_STEP_PICTURE_HEIGHT, MAX_STEP_PICTURE_HEIGHT = 120, 190
"""A step's pictures take the room its longest caption leaves, within these."""
MAX_ROW_HEIGHT = 104
HEADER_ROW_HEIGHT = 42
BADGE_WIDTH = 120
"""The narrowest key badge; a longer button name widens every badge of its page."""
CELL_PAD = 12


@dataclass(frozen=True, slots=True)
class PlacedText:
    """A text and the panel it belongs in (it must stay inside it)."""

    text: arcade.Text
    panel: Box


class PageDrawing:
    """One page laid out into ``box``: panels, pictures and texts, ready to draw."""

    def __init__(self, page: Page, box: Box) -> None:
        self.box = box
        self.fills: list[tuple[Box, Colour]] = []
        self.outlines: list[tuple[Box, Colour]] = []
        self.badges: list[tuple[float, float, float]] = []
        self.placed_texts: list[PlacedText] = []
        self.pictures: list[Placed] = []
        self.signs = SignTexts()
        self.chart: ScoringChart | None = None
        if isinstance(page, StepsPage):
            self._steps(page)
        elif isinstance(page, TablePage):
            self._table(page)
        elif isinstance(page, VariantsPage):
            self._variants(page)
        else:
            self._chart(page)

    # ------------------------------------------------------------------ texts

    def _text(
        self,
        words: str,
        x: float,
        y: float,
        panel: Box | None,
        *,
        size: int = BODY_SIZE,
        colour: Colour = TEXT,
        width: float | None = None,
        anchor_x: str = "left",
        anchor_y: str = "top",
        bold: bool = False,
        align: str = "left",
    ) -> arcade.Text:
        """A text of the page, kept in ``panel`` (None: the caller places it once it
        knows the panel, with :meth:`_place`)."""
        text = arcade.Text(
            words, x, y, colour, size, width=int(width) if width else None,
            multiline=width is not None, anchor_x=anchor_x, anchor_y=anchor_y,
            font_name=BODY_FONT, bold=bold, align=align,
        )
        if panel is not None:
            self._place(text, panel)
        return text

    def _place(self, text: arcade.Text, panel: Box) -> None:
        self.placed_texts.append(PlacedText(text, panel))

    def _lead(self, words: str) -> float:
        """The page's first sentence across its top; returns the y under it."""
        left, right, _, top = self.box
        if not words:
            return top
        text = self._text(
            words, (left + right) / 2, top, self.box, size=LEAD_SIZE, width=right - left,
            anchor_x="center", align="center",
        )
        return top - text.content_height - 18

    # ------------------------------------------------------------------ kinds

    def _steps(self, page: StepsPage) -> None:
        left, right, bottom, _ = self.box
        top = self._lead(page.goal)
        count = len(page.steps)
        gap = 16
        width = (right - left - gap * (count - 1)) / count
        captions = [
            self._text(step.caption, 0, 0, None, width=width - 28) for step in page.steps
        ]
        room = top - bottom - STEP_PICTURE_TOP - 16 - max(c.content_height for c in captions) - 14
        picture_height = min(MAX_STEP_PICTURE_HEIGHT, max(MIN_STEP_PICTURE_HEIGHT, room))
        for number, (step, caption) in enumerate(zip(page.steps, captions, strict=True), 1):
            x = left + (number - 1) * (width + gap)
            panel = (x, x + width, bottom, top)
            self.fills.append((panel, PANEL))
            self.badges.append((x + 26, top - 26, 18))
            self._text(
                str(number), x + 26, top - 26, panel, size=LEAD_SIZE, colour=INK,
                anchor_x="center", anchor_y="center", bold=True,
            )
            picture_top = top - STEP_PICTURE_TOP
            picture_bottom = picture_top - picture_height
            if step.says:
                picture_top = self._bubble(step.says, x + width / 2, picture_top, panel)
            self.pictures += lay_out(
                step.pictures, (x + 10, x + width - 10, picture_bottom, picture_top), self.signs
            )
            caption.position = (x + 14, picture_bottom - 16)
            self._place(caption, panel)

    def _bubble(self, words: str, x: float, top: float, panel: Box) -> float:
        """What the players say, in a speech bubble centred at ``x`` under ``top``;
        returns the y under the bubble."""
        text = self._text(
            words, x, top - 8, panel, size=LEAD_SIZE, colour=INK, anchor_x="center", bold=True
        )
        half = text.content_width / 2 + 12
        bottom = top - 16 - text.content_height
        self.fills.append(((x - half, x + half, bottom, top), TEXT))
        return bottom - 10

    def _table(self, page: TablePage) -> None:
        left, right, bottom, _ = self.box
        top = self._lead(page.intro)
        if page.note:
            note = self._text(
                page.note, (left + right) / 2, bottom, self.box, colour=TEXT_DIM,
                width=right - left, anchor_x="center", anchor_y="bottom", align="center",
            )
            bottom += note.content_height + 14
        rows = len(page.rows)
        row_height = min(MAX_ROW_HEIGHT, (top - bottom - HEADER_ROW_HEIGHT) / rows)
        edges = [left]
        for share in page.widths:
            edges.append(edges[-1] + share * (right - left))
        header = (left, right, top - HEADER_ROW_HEIGHT, top)
        self.fills.append((header, PANEL_LIGHT))
        for column, title in enumerate(page.columns):
            cell = (edges[column], edges[column + 1], header[2], header[3])
            self._cell(title, cell, page.widths[column], column, bold=True, colour=HIGHLIGHT)
        y = header[2]
        for index, row in enumerate(page.rows):
            row_box = (left, right, y - row_height, y)
            self.fills.append((row_box, PANEL if index % 2 == 0 else ROW_SHADE))
            for column, value in enumerate(row):
                cell = (edges[column], edges[column + 1], row_box[2], row_box[3])
                self._cell(value, cell, page.widths[column], column)
            y -= row_height
        table_box = (left, right, y, top)
        self.outlines.append((table_box, PANEL_LIGHT))
        for edge in edges[1:-1]:
            self.outlines.append(((edge, edge, y, top), PANEL_LIGHT))

    def _cell(
        self,
        value: Cell,
        cell: Box,
        share: float,
        column: int,
        *,
        bold: bool = False,
        colour: Colour = TEXT,
    ) -> None:
        left, right, bottom, top = cell
        if not isinstance(value, str):
            inner = (left + CELL_PAD, right - CELL_PAD, bottom + 8, top - 8)
            self.pictures += lay_out(value, inner, self.signs)
            return
        centred = column > 0 and share < 0.4
        self._text(
            value,
            (left + right) / 2 if centred else left + CELL_PAD,
            (bottom + top) / 2,
            cell,
            colour=colour,
            width=right - left - 2 * CELL_PAD,
            anchor_x="center" if centred else "left",
            anchor_y="center",
            bold=bold,
            align="center" if centred else "left",
        )

    def _variants(self, page: VariantsPage) -> None:
        left, right, _, _ = self.box
        y = self._lead(page.intro)
        keys = [
            self._text(entry.button, 0, 0, None, size=LEAD_SIZE, anchor_x="center",
                       anchor_y="center", bold=True)
            for entry in page.entries
        ]
        badge_width = max(BADGE_WIDTH, *(key.content_width + 2 * CELL_PAD for key in keys))
        for index, (entry, key) in enumerate(zip(page.entries, keys, strict=True)):
            badge = (left + 12, left + 12 + badge_width, y - 12 - 44, y - 12)
            words_left = badge[1] + 24
            name = self._text(
                entry.name, words_left, y - 8, None, size=LEAD_SIZE, colour=HIGHLIGHT,
                bold=True,
            )
            lines = self._text(
                "\n".join(entry.lines), words_left, y - 10 - name.content_height, None,
                width=right - words_left - CELL_PAD,
            )
            row = (left, right, y - 18 - name.content_height - lines.content_height, y)
            self.fills.append((row, PANEL if index % 2 == 0 else ROW_SHADE))
            self.fills.append((badge, PANEL_LIGHT))
            self.outlines.append((badge, HIGHLIGHT))
            key.position = ((badge[0] + badge[1]) / 2, (badge[2] + badge[3]) / 2)
            self._place(key, badge)
            self._place(name, row)
            self._place(lines, row)
            y = row[2] - 8

    def _chart(self, page: ChartPage) -> None:
        left, right, bottom, _ = self.box
        top = self._lead(page.intro)
        self.chart = ScoringChart(left, bottom, right - left, top - bottom, title=None)

    # ------------------------------------------------------------------ drawing

    def draw(self) -> None:
        for (left, right, bottom, top), colour in self.fills:
            arcade.draw_lrbt_rectangle_filled(left, right, bottom, top, colour)
        for (left, right, bottom, top), colour in self.outlines:
            if left == right:
                arcade.draw_line(left, bottom, left, top, colour, 2)
            else:
                arcade.draw_lrbt_rectangle_outline(left, right, bottom, top, colour, 2)
        for x, y, radius in self.badges:
            arcade.draw_circle_filled(x, y, radius, HIGHLIGHT)
        draw_placed(self.pictures, self.signs)
        if self.chart is not None:
            self.chart.draw()
        for placed in self.placed_texts:
            placed.text.draw()

    def all_texts(self) -> list[PlacedText]:
        """Every text this page draws with the panel it must stay in: its own, the
        chart's and the signs between pictures."""
        texts = list(self.placed_texts)
        if self.chart is not None:
            left, bottom, width, height = self.chart.rect
            chart_box = (left, left + width, bottom, bottom + height)
            texts += [PlacedText(text, chart_box) for text in self.chart.texts]
        texts += [PlacedText(text, self.box) for text in self.signs.texts.values()]
        return texts
