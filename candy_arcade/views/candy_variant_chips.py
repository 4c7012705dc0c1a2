"""The lobby's row of I Want Candy! variant switches: ten chips, any combination on.

F1-F10 toggle a chip, a click toggles the chip under the pointer, and a gamepad's
d-pad moves a focus along the chips with A toggling the focused one. The focused (or
hovered) chip's rules are spelled out underneath, so players know what they switch.

Every chip shows its whole name at one font size: each chip is as wide as its own
words (measured switched on, the wider mark) and each row of five is centred, so a
long title such as "Wall Street, Laissez Faire" needs no smaller letters than "Snitch".
"""

from __future__ import annotations

from collections.abc import Iterable

import arcade

from candy_arcade.render.logical_screen import LOGICAL_WIDTH
from candy_arcade.render.theme import (
    BODY_FONT,
    HIGHLIGHT,
    PANEL,
    PANEL_LIGHT,
    TEXT,
    TEXT_DIM,
)
from candy_arcade.rules.candy.variant_summaries import variant_summaries
from candy_arcade.rules.candy.variants import (
    VARIANT_TITLES,
    Variant,
    variant_names,
)

VARIANTS: tuple[Variant, ...] = tuple(Variant)
PER_ROW = 5
CHIP_HEIGHT, GAP = 30, 8
CHIP_PADDING = 8
"""Room left and right of a chip's words, inside its outline."""
CHIP_FONT = 11
ON_COLOUR = (70, 150, 95)
FUNCTION_KEYS = (
    arcade.key.F1,
    arcade.key.F2,
    arcade.key.F3,
    arcade.key.F4,
    arcade.key.F5,
    arcade.key.F6,
    arcade.key.F7,
    arcade.key.F8,
    arcade.key.F9,
    arcade.key.F10,
)
STEPS = {"left": -1, "right": 1, "up": -PER_ROW, "down": PER_ROW}


class VariantChips:
    """Which variants are on, and how to draw and switch them."""

    def __init__(self, chosen: Iterable[Variant], top: float) -> None:
        self.chosen: set[Variant] = set(chosen)
        self.focus: int | None = None
        self.top = top
        self.heading = arcade.Text(
            "Variants: F1-F10, click, or d-pad and A",
            LOGICAL_WIDTH / 2,
            top + 14,
            TEXT_DIM,
            12,
            anchor_x="center",
            anchor_y="center",
            font_name=BODY_FONT,
        )
        self.texts = [
            arcade.Text(
                "",
                0,
                0,
                TEXT,
                CHIP_FONT,
                anchor_x="center",
                anchor_y="center",
                font_name=BODY_FONT,
                bold=True,
            )
            for _ in VARIANTS
        ]
        self.rects = self._layout()
        self.summary = arcade.Text(
            "",
            LOGICAL_WIDTH / 2,
            self.rect(len(VARIANTS) - 1)[2] - 10,
            TEXT_DIM,
            12,
            anchor_x="center",
            anchor_y="top",
            font_name=BODY_FONT,
            multiline=True,
            width=1000,
            align="center",
        )
        self._sync()

    @property
    def names(self) -> tuple[str, ...]:
        """The chosen variants' command-line names, in the canonical order."""
        return variant_names(self.chosen)

    def rect(self, index: int) -> tuple[float, float, float, float]:
        return self.rects[index]

    def _layout(self) -> list[tuple[float, float, float, float]]:
        """Each chip's box: its words' width at :data:`CHIP_FONT` plus padding, in
        centred rows of :data:`PER_ROW`."""
        widths = []
        for number, (variant, text) in enumerate(zip(VARIANTS, self.texts, strict=True)):
            text.text = f"● {chip_words(number, variant)}"
            widths.append(text.content_width + 2 * CHIP_PADDING)
            text.text = ""
        rects = []
        for start in range(0, len(VARIANTS), PER_ROW):
            row = widths[start : start + PER_ROW]
            total = sum(row) + (len(row) - 1) * GAP
            left = LOGICAL_WIDTH / 2 - total / 2
            top = self.top - (start // PER_ROW) * (CHIP_HEIGHT + GAP)
            for width in row:
                rects.append((left, left + width, top - CHIP_HEIGHT, top))
                left += width + GAP
        return rects

    def chip_at(self, x: float, y: float) -> int | None:
        for index in range(len(VARIANTS)):
            left, right, bottom, top = self.rect(index)
            if left <= x <= right and bottom <= y <= top:
                return index
        return None

    def toggle(self, index: int) -> None:
        variant = VARIANTS[index]
        if variant in self.chosen:
            self.chosen.discard(variant)
        else:
            self.chosen.add(variant)
        self.focus = index
        self._sync()

    def key(self, symbol: int) -> bool:
        """F1-F10 toggle; True when the key was one of them."""
        if symbol in FUNCTION_KEYS:
            self.toggle(FUNCTION_KEYS.index(symbol))
            return True
        return False

    def hover(self, x: float, y: float) -> None:
        index = self.chip_at(x, y)
        if index is not None and index != self.focus:
            self.focus = index
            self._sync()

    def menu_command(self, command: str) -> bool:
        """A gamepad's d-pad moves the focus, A toggles, B lets go of the chips."""
        if command in STEPS:
            start = 0 if self.focus is None else self.focus + STEPS[command]
            self.focus = start % len(VARIANTS)
            self._sync()
            return True
        if command == "select" and self.focus is not None:
            self.toggle(self.focus)
            return True
        if command == "back" and self.focus is not None:
            self.focus = None
            self._sync()
            return True
        return False

    def _sync(self) -> None:
        for number, (variant, text) in enumerate(zip(VARIANTS, self.texts, strict=True)):
            left, right, bottom, top = self.rect(number)
            mark = "●" if variant in self.chosen else "○"
            words = f"{mark} {chip_words(number, variant)}"
            if text.text != words:
                text.text = words
            text.position = ((left + right) / 2, (bottom + top) / 2)
            text.color = TEXT if variant in self.chosen else TEXT_DIM
        if self.focus is None:
            self.summary.text = "Any combination may be on at once."
        else:
            variant = VARIANTS[self.focus]
            self.summary.text = f"{VARIANT_TITLES[variant]}: {variant_summaries()[variant]}"

    def draw(self) -> None:
        self.heading.draw()
        for number, (variant, text) in enumerate(zip(VARIANTS, self.texts, strict=True)):
            left, right, bottom, top = self.rect(number)
            fill = ON_COLOUR if variant in self.chosen else PANEL
            arcade.draw_lrbt_rectangle_filled(left, right, bottom, top, fill)
            outline = HIGHLIGHT if number == self.focus else PANEL_LIGHT
            arcade.draw_lrbt_rectangle_outline(left, right, bottom, top, outline, 2)
            text.draw()
        self.summary.draw()


def chip_words(number: int, variant: Variant) -> str:
    """A chip's words after its on/off mark: its function key and the variant's name."""
    return f"F{number + 1} {VARIANT_TITLES[variant]}"
