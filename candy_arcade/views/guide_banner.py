"""The guide's line at the top of a guided table, with a Skip button beside it.

It sits in the strip above the table's pieces (the guided levels keep the top edge
free of seats: no hand, card or die is drawn under it) and clear of the round clock
in the top-left corner. Its text is 20 px at 1280x720 and wraps inside the panel, so
it still fits (at 15 px) in a 960x540 window.
"""

from __future__ import annotations

from dataclasses import dataclass

import arcade

from candy_arcade.render.logical_screen import LOGICAL_HEIGHT
from candy_arcade.render.theme import BODY_FONT, HIGHLIGHT, PANEL_LIGHT, TEXT, TEXT_DIM

LEFT, RIGHT = 190, 1090
"""Right of the round clock (top-left) and left of Piñata Blast's rotten-candy box."""
TOP = LOGICAL_HEIGHT - 6
SKIP_WIDTH = 170
PADDING = 8
GAP = 2
"""Between the line and the step counter under it. Two lines of text and the counter
take about 86 units: inside the 100 the guided tables keep free at the top."""
LINE_SIZE = 20
PANEL_COLOUR = (20, 12, 30, 235)
SKIP_KEYS = {"keyboard": "[Backspace]", "gamepad": "[Back]", "mouse": "click here"}
"""The skip button's name on each kind of device (a pad's Back/View/Select button)."""


@dataclass(frozen=True, slots=True)
class GuideLine:
    """What the banner shows: the line, which step of how many (0 for the farewell),
    and the kind of device the learner uses (for the Skip button's name)."""

    text: str
    step: int
    steps: int
    device_kind: str


class GuideBanner:
    """Draws a :class:`GuideLine` and tells whether a point hits its Skip button."""

    def __init__(self) -> None:
        text_width = RIGHT - LEFT - SKIP_WIDTH - 4 * PADDING
        self.line = arcade.Text(
            "",
            LEFT + PADDING,
            TOP - PADDING,
            TEXT,
            LINE_SIZE,
            anchor_y="top",
            font_name=BODY_FONT,
            bold=True,
            multiline=True,
            width=text_width,
        )
        self.counter = arcade.Text(
            "", LEFT + PADDING, 0, TEXT_DIM, 13, anchor_y="top", font_name=BODY_FONT
        )
        self.skip = arcade.Text(
            "Skip guide",
            0,
            0,
            HIGHLIGHT,
            18,
            anchor_x="center",
            anchor_y="bottom",
            font_name=BODY_FONT,
            bold=True,
        )
        self.skip_key = arcade.Text(
            "", 0, 0, TEXT, 14, anchor_x="center", anchor_y="top", font_name=BODY_FONT
        )
        self.skip_rect = (0.0, 0.0, 0.0, 0.0)
        self.shown: GuideLine | None = None

    def show(self, guide_line: GuideLine | None) -> None:
        self.shown = guide_line if guide_line is not None and guide_line.text else None
        if self.shown is None:
            return
        self.line.text = self.shown.text
        step, steps = self.shown.step, self.shown.steps
        self.counter.text = (
            f"Guided first game · step {step} of {steps}" if step else "Guided first game · done"
        )
        self.skip_key.text = SKIP_KEYS.get(self.shown.device_kind, SKIP_KEYS["keyboard"])

    @property
    def bottom(self) -> float:
        return self._counter_top - self.counter.content_height - PADDING

    @property
    def _counter_top(self) -> float:
        return TOP - PADDING - self.line.content_height - GAP

    def draw(self) -> None:
        if self.shown is None:
            return
        bottom = self.bottom
        self.counter.y = self._counter_top
        arcade.draw_lrbt_rectangle_filled(LEFT, RIGHT, bottom, TOP, PANEL_COLOUR)
        arcade.draw_lrbt_rectangle_outline(LEFT, RIGHT, bottom, TOP, HIGHLIGHT, 2)
        self.line.draw()
        self.counter.draw()
        if self.shown.step:
            left = RIGHT - PADDING - SKIP_WIDTH
            self.skip_rect = (left, RIGHT - PADDING, bottom + PADDING, TOP - PADDING)
            arcade.draw_lrbt_rectangle_filled(*self.skip_rect, PANEL_LIGHT)
            middle = (self.skip_rect[2] + self.skip_rect[3]) / 2
            self.skip.x = self.skip_key.x = (self.skip_rect[0] + self.skip_rect[1]) / 2
            self.skip.y, self.skip_key.y = middle + 1, middle - 3
            self.skip.draw()
            self.skip_key.draw()
        else:
            self.skip_rect = (0.0, 0.0, 0.0, 0.0)

    def hits_skip(self, x: float, y: float) -> bool:
        left, right, bottom, top = self.skip_rect
        return self.shown is not None and left <= x <= right and bottom <= y <= top
