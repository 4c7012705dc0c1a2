"""Where everything sits on the 1280x720 logical screen. Pure geometry, no arcade.

The seat at the bottom (the first human) has its hand fanned along the bottom edge and
its side's melds in the band above it; the other sides' melds fill the top band
(split in two with three players). Stock and pile sit in the middle row between the
West and East badges; the right-hand panel holds scores, prompts and buttons.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from candy_arcade.render.logical_screen import LOGICAL_HEIGHT, LOGICAL_WIDTH

CARD_W, CARD_H = 140, 190
HAND_SCALE = 0.6
MELD_SCALE = 0.4
PILE_SCALE = 0.55
HAND_W, HAND_H = CARD_W * HAND_SCALE, CARD_H * HAND_SCALE
MELD_W, MELD_H = CARD_W * MELD_SCALE, CARD_H * MELD_SCALE
RAISE = 22
MIN_HAND_STEP = 12
HAND_Y = 68
MELD_STEP = 15
MELD_COLUMN = 66
BAND_LABEL = 24
"""Room at the top of a meld band for its side's name and status line."""
MELD_FOOT = 16
"""Room under the melds for one line of labels (:mod:`meld_labels` says how much more)."""
BONUS_STEP = 14
PANEL_LEFT = 1040
SLOTS = {2: ("bottom", "top"), 3: ("bottom", "left", "right"),
         4: ("bottom", "left", "top", "right")}
GAP_WIDTH = (0.0, 10.0, 26.0)
"""Extra space in the hand fan before a card with gap 0, 1 or 2 (see ``HandCard.gap``)."""


@dataclass(frozen=True, slots=True)
class Rect:
    left: float
    bottom: float
    width: float
    height: float

    @property
    def right(self) -> float:
        return self.left + self.width

    @property
    def top(self) -> float:
        return self.bottom + self.height

    @property
    def center(self) -> tuple[float, float]:
        return (self.left + self.width / 2, self.bottom + self.height / 2)

    def contains(self, x: float, y: float) -> bool:
        return self.left <= x <= self.right and self.bottom <= y <= self.top

    def inset(self, amount: float) -> Rect:
        return Rect(self.left + amount, self.bottom + amount,
                    self.width - 2 * amount, self.height - 2 * amount)


def card_rect(x: float, y: float, width: float, height: float) -> Rect:
    return Rect(x - width / 2, y - height / 2, width, height)


FELT = Rect(8, 156, PANEL_LEFT - 16, LOGICAL_HEIGHT - 162)
PANEL = Rect(PANEL_LEFT, 0, LOGICAL_WIDTH - PANEL_LEFT, LOGICAL_HEIGHT)
HAND_AREA = Rect(8, 4, PANEL_LEFT - 16, 146)
STOCK = (300.0, 442.0)
PILE = (405.0, 442.0)
LOG_AREA = Rect(548, 384, 236, 112)
TALON_SCALE = 0.3
TALON_W, TALON_H = CARD_W * TALON_SCALE, CARD_H * TALON_SCALE
TALONS = ((475.0, 468.0), (523.0, 468.0))
"""The talons' centres (the 4-card one first): right of the pile, where its notes
would start; with talons the notes go under them."""
TOP_BAND = Rect(24, 502, PANEL_LEFT - 48, 168)
BOTTOM_BAND = Rect(24, 190, PANEL_LEFT - 48, 178)
BADGES = {
    "bottom": Rect(24, 160, 440, 26),
    "top": Rect(PANEL_LEFT / 2 - 260, 675, 520, 30),
    "left": Rect(24, 404, 220, 68),
    "right": Rect(PANEL_LEFT - 250, 404, 226, 68),
}


class TableLayout:
    """Positions for one table: ``players`` seats, ``bottom`` the seat drawn at the bottom."""

    def __init__(self, players: int, sides: int, bottom: int) -> None:
        self.players = players
        self.sides = sides
        self.bottom = bottom

    def slot(self, seat: int) -> str:
        return SLOTS[self.players][(seat - self.bottom) % self.players]

    def badge(self, seat: int) -> Rect:
        return BADGES[self.slot(seat)]

    def hand_anchor(self, seat: int) -> tuple[float, float]:
        """Where a hidden hand's cards fly to and from: its badge."""
        return self.badge(seat).center

    def band(self, side: int) -> Rect:
        """The meld band of ``side``: the bottom seat's side below, the others on top."""
        mine = self.bottom % self.sides
        if side == mine:
            return BOTTOM_BAND
        if self.sides == 2:
            return TOP_BAND
        seat = side
        half = TOP_BAND.width / 2
        if self.slot(seat) == "left":
            return Rect(TOP_BAND.left, TOP_BAND.bottom, half - 8, TOP_BAND.height)
        return Rect(TOP_BAND.left + half + 8, TOP_BAND.bottom, half - 8, TOP_BAND.height)

    def hand_positions(
        self, gaps: Sequence[int], selected: Sequence[bool]
    ) -> list[tuple[float, float]]:
        """Centres of the fanned hand, left to right, selected cards raised."""
        count = len(gaps)
        if not count:
            return []
        extra = sum(GAP_WIDTH[g] for g in gaps[1:])
        room = HAND_AREA.width - 24 - HAND_W
        spaces = max(count - 1, 1)
        gap_scale = 1.0
        if extra and (room - extra) / spaces < MIN_HAND_STEP:
            gap_scale = max(0.0, min(1.0, (room - MIN_HAND_STEP * spaces) / extra))
        step = min(HAND_W + 6, (room - extra * gap_scale) / spaces)
        width = step * (count - 1) + extra * gap_scale + HAND_W
        x = HAND_AREA.left + (HAND_AREA.width - width) / 2 + HAND_W / 2
        positions: list[tuple[float, float]] = []
        for index, gap in enumerate(gaps):
            if index:
                x += step + GAP_WIDTH[gap] * gap_scale
            positions.append((x, HAND_Y + (RAISE if selected[index] else 0)))
        return positions

    def hand_index_at(
        self, positions: Sequence[tuple[float, float]], x: float, y: float
    ) -> int | None:
        """The topmost hand card under the point (cards to the right lie on top)."""
        for index in range(len(positions) - 1, -1, -1):
            cx, cy = positions[index]
            if card_rect(cx, cy, HAND_W, HAND_H).contains(x, y):
                return index
        return None

    @staticmethod
    def meld_columns(band: Rect, count: int, bonus_count: int) -> list[float]:
        """X centres of ``count`` meld columns in ``band``, after the bonus-card block."""
        start = band.left + bonus_block_width(bonus_count) + MELD_W / 2 + 8
        room = band.right - start - MELD_W / 2 - 4
        step = MELD_COLUMN if count <= 1 else min(MELD_COLUMN, room / (count - 1))
        return [start + i * step for i in range(count)]

    @staticmethod
    def meld_card_y(
        band: Rect, index: int, size: int, canasta: bool, foot: float = MELD_FOOT
    ) -> float:
        """Y of the ``index``-th card of a meld cascading down from the band's top, no
        lower than ``foot`` above the band's bottom (the room kept for the labels).

        A canasta is squared up into a pile (a real table does the same), with the
        last card a little offset so the stack shows its thickness.
        """
        top = band.top - BAND_LABEL - MELD_H / 2
        if canasta:
            return top - min(index, 3) * 2
        room = max(band.height - BAND_LABEL - foot - MELD_H, 0.0)
        step = min(MELD_STEP, room / max(size - 1, 1))
        return top - index * step

    @staticmethod
    def meld_rect(band: Rect, x: float) -> Rect:
        """The clickable area of a meld column (also its drop target)."""
        return Rect(x - MELD_COLUMN / 2 + 2, band.bottom, MELD_COLUMN - 4, band.height - 16)

    @staticmethod
    def bonus_positions(band: Rect, count: int) -> list[tuple[float, float]]:
        x0 = band.left + 8 + MELD_W / 2
        y = band.top - BAND_LABEL - MELD_H / 2
        step = min(BONUS_STEP, 60 / max(count - 1, 1))
        return [(x0 + i * step, y) for i in range(count)]


def bonus_block_width(count: int) -> float:
    return 0.0 if count == 0 else MELD_W + min(BONUS_STEP * (count - 1), 60) + 14
