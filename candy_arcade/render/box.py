"""An axis-aligned rectangle in logical screen units, y up.

One box for everything that asks where words and pieces sit: placing bubbles, legends
and banners in free space (:mod:`.free_space`) and judging a drawn frame
(:mod:`candy_arcade.layout_check`) measure with the same geometry.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Box:
    """An axis-aligned rectangle in screen units, y up."""

    left: float
    bottom: float
    right: float
    top: float

    @classmethod
    def around(cls, x: float, y: float, width: float, height: float) -> Box:
        """The box of ``width`` x ``height`` centred on (``x``, ``y``)."""
        return cls(x - width / 2, y - height / 2, x + width / 2, y + height / 2)

    @property
    def width(self) -> float:
        return self.right - self.left

    @property
    def height(self) -> float:
        return self.top - self.bottom

    @property
    def centre_x(self) -> float:
        return (self.left + self.right) / 2

    def overlaps(self, other: Box, gap: float = 0.0) -> bool:
        """Whether the boxes share area, or come closer than ``gap``."""
        return (
            self.left < other.right + gap
            and other.left < self.right + gap
            and self.bottom < other.top + gap
            and other.bottom < self.top + gap
        )

    def inside(self, bounds: Box) -> bool:
        return (
            self.left >= bounds.left
            and self.right <= bounds.right
            and self.bottom >= bounds.bottom
            and self.top <= bounds.top
        )

    def clamped(self, bounds: Box) -> Box:
        """The same box slid (not shrunk) to lie inside ``bounds`` where it fits."""
        dx = max(bounds.left - self.left, 0.0) - max(self.right - bounds.right, 0.0)
        dy = max(bounds.bottom - self.bottom, 0.0) - max(self.top - bounds.top, 0.0)
        return Box(self.left + dx, self.bottom + dy, self.right + dx, self.top + dy)
    @property
    def centre(self) -> tuple[float, float]:
        return ((self.left + self.right) / 2, (self.bottom + self.top) / 2)

    def overlap(self, other: Box) -> tuple[float, float]:
        """How far the two boxes run into each other across and up (<= 0: apart)."""
        across = min(self.right, other.right) - max(self.left, other.left)
        up = min(self.top, other.top) - max(self.bottom, other.bottom)
        return across, up

    def holds(self, point: tuple[float, float]) -> bool:
        x, y = point
        return self.left <= x <= self.right and self.bottom <= y <= self.top

    def spill(self, inner: Box) -> float:
        """How far ``inner`` reaches out of this box on its worst side (<= 0: inside)."""
        return max(
            self.left - inner.left,
            inner.right - self.right,
            self.bottom - inner.bottom,
            inner.top - self.top,
        )

    def minus(self, cover: Box) -> list[Box]:
        """What of this box ``cover`` leaves showing: up to four boxes around it."""
        across, up = self.overlap(cover)
        if across <= 0 or up <= 0:
            return [self]
        pieces = []
        if cover.left > self.left:
            pieces.append(Box(self.left, self.bottom, cover.left, self.top))
        if cover.right < self.right:
            pieces.append(Box(cover.right, self.bottom, self.right, self.top))
        middle_left, middle_right = max(self.left, cover.left), min(self.right, cover.right)
        if cover.bottom > self.bottom:
            pieces.append(Box(middle_left, self.bottom, middle_right, cover.bottom))
        if cover.top < self.top:
            pieces.append(Box(middle_left, cover.top, middle_right, self.top))
        return pieces

    def union(self, other: Box) -> Box:
        return Box(
            min(self.left, other.left),
            min(self.bottom, other.bottom),
            max(self.right, other.right),
            max(self.top, other.top),
        )

    def rounded(self) -> tuple[float, float, float, float]:
        left, bottom, right, top = self.left, self.bottom, self.right, self.top
        return (round(left, 1), round(bottom, 1), round(right, 1), round(top, 1))
