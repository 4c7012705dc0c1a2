"""What an I Want Candy! newcomer knows: part of the scoring chart, and a fading memory.

A first-time player has read the chart once. They remember the headline lines, the
+100 combinations, pairs, threes and fours of a kind, two cards that add to ten and
that a stash should hold 5 or 6 cards, but not the penalties for a lone red king or a
lone J♦ / Q♠, the flush, one colour, four suits or the −5 for a card that does nothing.
:func:`believed_score` is the chart as they remember it.

They remember only a few cards they have seen (:data:`MEMORY_SPAN_ITEMS`), and each
fades after a lifetime drawn from the Peterson and Peterson forgetting curve
(:func:`~candy_arcade.bots.human_factors.memory_lifetime_seconds`); their own stash
cards too, which is why they go and peek.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

from candy_arcade.bots.human_factors import MEMORY_SPAN_ITEMS, memory_lifetime_seconds
from candy_arcade.core.rng import Rng
from candy_arcade.rules.candy.claims import (
    ADD_TO_TEN,
    BOTH_RED_KINGS,
    FOUR_OF_A_KIND,
    JD_AND_QS,
    PAIR,
    SUM_TO_TEN_MAX_RANK,
    THREE_OF_A_KIND,
)
from candy_arcade.rules.candy.conditions import STASH_SIZE_MAX, STASH_SIZE_MIN, WRONG_SIZE_POINTS
from candy_arcade.rules.cards import card_from_index, parse_card

RANK_SET_POINTS = {2: PAIR.points, 3: THREE_OF_A_KIND.points, 4: FOUR_OF_A_KIND.points}
"""Pairs, threes and fours of a kind, the lines of the chart everyone remembers."""
COMBINATIONS = (
    (frozenset({parse_card("JD").index, parse_card("QS").index}), JD_AND_QS.points),
    (frozenset({parse_card("KH").index, parse_card("KD").index}), BOTH_RED_KINGS.points),
)
"""The two +100 combinations, remembered because they are the biggest numbers."""


def believed_score(faces: Iterable[int], stash_size: int) -> int:
    """What a newcomer thinks a stash scores, knowing ``faces`` of its ``stash_size``
    cards: each rank's pair, three or four, two cards adding to ten, the +100
    combinations and the one stash condition it recalls (5 or 6 cards, else −20);
    nothing else, and no "a card counts once"."""
    known = set(faces)
    ranks = Counter(card_from_index(face).rank for face in known)
    total = sum(RANK_SET_POINTS.get(count, 0) for count in ranks.values())
    total += ADD_TO_TEN.points * _sums_to_ten(rank for rank, count in ranks.items() if count == 1)
    total += sum(points for cards, points in COMBINATIONS if cards <= known)
    if not STASH_SIZE_MIN <= stash_size <= STASH_SIZE_MAX:
        total += WRONG_SIZE_POINTS
    return total


def _sums_to_ten(single_ranks: Iterable[int]) -> int:
    """How many disjoint pairs of the ranks (each held once) add up to ten."""
    left = set(single_ranks)
    pairs = 0
    for rank in sorted(left):
        partner = 10 - rank
        if rank < partner <= SUM_TO_TEN_MAX_RANK and partner in left:
            pairs += 1
    return pairs


def believed_gain(faces: Iterable[int], stash_size: int, card: int) -> int:
    """How much the newcomer thinks ``card`` adds to the stash it half remembers."""
    known = set(faces)
    return believed_score(known | {card}, stash_size + 1) - believed_score(known, stash_size)


@dataclass(frozen=True, slots=True)
class Sighting:
    """A card face seen at some moment, with how long it will be remembered."""

    face: int
    handle: int
    z: int
    """Its stacking order when seen in the pool (a moved card has a new one); -1 in the
    stash."""
    forget_at: float
    """The time (seconds into the round) the newcomer no longer recalls it."""


class NewcomerMemory:
    """The few cards a newcomer recalls, each fading on its own."""

    def __init__(self, rng: Rng, span: int = MEMORY_SPAN_ITEMS) -> None:
        self.rng = rng
        self.span = span
        self._items: dict[int, Sighting] = {}

    def see(self, face: int, handle: int, z: int, now: float) -> None:
        """It looked at ``face`` just now; the oldest item goes if memory is full."""
        self._items.pop(face, None)
        if len(self._items) >= self.span:
            oldest = min(self._items.values(), key=lambda item: item.forget_at)
            del self._items[oldest.face]
        self._items[face] = Sighting(face, handle, z, now + memory_lifetime_seconds(self.rng))

    def drop(self, face: int) -> None:
        """It no longer needs to recall ``face`` (it is in its hand, or gone)."""
        self._items.pop(face, None)

    def recalled(self, now: float) -> list[Sighting]:
        """What it still recalls at ``now``; the rest is forgotten for good."""
        for face in [face for face, item in self._items.items() if item.forget_at <= now]:
            del self._items[face]
        return list(self._items.values())
