"""Axis-aligned boxes in logical screen units, and what one frame drew.

Everything here is plain data, so the rules that judge a frame are tested without a
window and a report can be written as JSON.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Box:
    left: float
    bottom: float
    right: float
    top: float

    @property
    def width(self) -> float:
        return self.right - self.left

    @property
    def height(self) -> float:
        return self.top - self.bottom

    @property
    def centre(self) -> tuple[float, float]:
        return ((self.left + self.right) / 2, (self.bottom + self.top) / 2)

    def overlap(self, other: Box) -> tuple[float, float]:
        """How far the two boxes run into each other across and up (<= 0: apart)."""
        across = min(self.right, other.right) - max(self.left, other.left)
        up = min(self.top, other.top) - max(self.bottom, other.bottom)
        return across, up

    def covers(self, inner: Box, slack: float = 0.0) -> bool:
        return self.spill(inner) <= slack

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


@dataclass(frozen=True)
class DrawnText:
    """One text as the player saw it: its words, the box of each laid-out line (the
    ink of a ragged centred paragraph is narrower than its whole box), its em size in
    logical pixels, and when it was drawn in the frame."""

    words: str
    lines: tuple[Box, ...]
    em_px: float
    order: int

    @property
    def box(self) -> Box:
        whole = self.lines[0]
        for line in self.lines[1:]:
            whole = whole.union(line)
        return whole


@dataclass(frozen=True)
class DrawnPanel:
    """A filled rectangle: drawn before a text it may be what the text sits on; drawn
    after, it may hide it (``alpha`` 0-255 says how much)."""

    box: Box
    order: int
    alpha: int = 255


@dataclass(frozen=True)
class Frame:
    texts: tuple[DrawnText, ...]
    panels: tuple[DrawnPanel, ...]
