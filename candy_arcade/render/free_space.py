"""Boxes on the screen and the first free place for a new one among candidates.

Bubbles, prompts and legends are placed by trying a seat's own places in order and
taking the first that covers nothing already there (a hand, a held card, another
box): words are never printed over words, and never over what a player holds.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
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


def first_free(
    candidates: Iterable[Box], taken: Sequence[Box], bounds: Box, gap: float = 2.0
) -> Box | None:
    """The first candidate (slid inside ``bounds``) that keeps ``gap`` from every
    taken box; None when each one would cover something."""
    for candidate in candidates:
        box = candidate.clamped(bounds)
        if box.inside(bounds) and not any(box.overlaps(other, gap) for other in taken):
            return box
    return None
