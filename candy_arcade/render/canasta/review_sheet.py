"""The end-of-hand review as plain words and card ids, ready to be laid out.

:mod:`candy_arcade.views.canasta.review` fills it from the engine's result; the
renderer (:mod:`candy_arcade.render.canasta.review`) only places it, so tests read
what the player is shown without a window.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class ItemLine:
    """One line of a side's column: what it is and what it is worth (``+500``)."""

    label: str
    amount: str
    strong: bool = False
    """The sums at the column's foot are bold."""


@dataclass(frozen=True, slots=True)
class SideColumn:
    side: int
    name: str
    lines: tuple[ItemLine, ...]


@dataclass(frozen=True, slots=True)
class HandRow:
    """A player's cards left, face up, under their name and what they cost."""

    seat: int
    title: str
    summary: str
    cards: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class ReviewSheet:
    title: str
    sides: tuple[SideColumn, ...]
    hands: tuple[HandRow, ...]
