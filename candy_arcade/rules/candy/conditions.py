"""Stash conditions of I Want Candy!: penalties on the stash as a whole.

Conditions use no cards and always apply, so they sit outside claim resolution:
a stash of the wrong size or one showing all four suits pays whatever it claimed.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass

from candy_arcade.rules.cards import SUITS, Card

STASH_SIZE_MIN = 5
STASH_SIZE_MAX = 6
"""A scored stash should hold 5 or 6 cards; the stash itself may end with up to 8."""

WRONG_SIZE_POINTS = -20
FOUR_SUITS_POINTS = -10

FEWER_THAN_5_CARDS = "fewer than 5 cards"
MORE_THAN_6_CARDS = "more than 6 cards"
ALL_FOUR_SUITS = "all four suits"


@dataclass(frozen=True, slots=True)
class Condition:
    """One stash condition that applied, with the points it cost."""

    name: str
    points: int


def stash_conditions(stash: Collection[Card]) -> tuple[Condition, ...]:
    """The conditions that apply to ``stash``, size first, then suits."""
    conditions: list[Condition] = []
    if len(stash) < STASH_SIZE_MIN:
        conditions.append(Condition(FEWER_THAN_5_CARDS, WRONG_SIZE_POINTS))
    elif len(stash) > STASH_SIZE_MAX:
        conditions.append(Condition(MORE_THAN_6_CARDS, WRONG_SIZE_POINTS))
    if {card.suit for card in stash} >= set(SUITS):
        conditions.append(Condition(ALL_FOUR_SUITS, FOUR_SUITS_POINTS))
    return tuple(conditions)
