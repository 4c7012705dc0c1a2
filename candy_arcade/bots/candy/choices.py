"""Which card a bot goes for next and where exactly it puts its palm.

A known card is worth fetching when the scoring engine says it adds to the stash;
otherwise the bot inspects the nearest card it does not know yet (grab, look, keep
or put back). Gains are cached per stash and per few seconds of clock, because the
answers only change when the stash does or as the round runs down, and a hard bot
asks often.
"""

from __future__ import annotations

import heapq
import math
from collections.abc import Sequence
from dataclasses import dataclass

from candy_arcade.bots.candy.steering import spot_is_clear, way_is_contested
from candy_arcade.bots.candy.valuation import (
    BIG_PAIRS,
    Outlook,
    stash_value,
    worst_card,
)
from candy_arcade.sim.candy.observation import CandyObservation, CardView, HandView
from candy_arcade.sim.candy.table import CARD_HEIGHT, CARD_WIDTH
from candy_arcade.sim.candy.table_cards import CardPlace, point_on_card

_BIG_MASK = 0
for _card, _partner, _ in BIG_PAIRS:
    _BIG_MASK |= 1 << _card | 1 << _partner
_NEIGHBOUR_SQ = (CARD_WIDTH + CARD_HEIGHT) ** 2
_EDGE_X = CARD_WIDTH / 2 - 9
_EDGE_Y = CARD_HEIGHT / 2 - 9
_AIM_OFFSETS: tuple[tuple[float, float], ...] = (
    (0.0, 0.0),
    (_EDGE_X, _EDGE_Y),
    (-_EDGE_X, _EDGE_Y),
    (_EDGE_X, -_EDGE_Y),
    (-_EDGE_X, -_EDGE_Y),
    (0.0, _EDGE_Y),
    (0.0, -_EDGE_Y),
    (_EDGE_X, 0.0),
    (-_EDGE_X, 0.0),
)
_PUT_BACK_OFFSETS: tuple[tuple[float, float], ...] = (
    (0.0, 0.0),
    *(
        (radius * math.cos(turn * math.pi / 4), radius * math.sin(turn * math.pi / 4))
        for radius in (60.0, 110.0)
        for turn in range(8)
    ),
)
_CLEAR_OF_CARD_SQ = 52.0**2
DISTANCE_COST = 1 / 40
"""Points of gain a bot gives up per table unit of travel."""


@dataclass(slots=True)
class GainCache:
    """Gains of adding (or swapping in) cards to one committed stash, for one outlook."""

    key: tuple[int, int, int, int] = (-1, -1, -1, -1)
    base: float = 0.0
    worst: int | None = None
    gains: dict[int, float] | None = None
    worst_key: tuple[int, int, int, int] = (-1, -1, -1, -1)
    worst_answer: tuple[float, int | None] = (0.0, None)

    def worst_of(self, stash: int, outlook: Outlook) -> tuple[float, int | None]:
        """:func:`worst_card` of ``stash``, remembered while stash and outlook hold."""
        key = _key(stash, outlook)
        if key != self.worst_key:
            self.worst_key = key
            self.worst_answer = worst_card(stash, outlook)
        return self.worst_answer

    def gain(self, committed: int, card: int, outlook: Outlook, full: bool) -> float:
        """What ``card`` adds to ``committed`` (or, when full, adds in place of its
        least useful card)."""
        key = (
            committed,
            int(outlook.seconds_left // 5),
            outlook.gone,
            outlook.in_reach & _BIG_MASK,
        )
        if key != self.key or self.gains is None:
            self.key = key
            self.base = stash_value(committed, outlook)
            self.worst = worst_card(committed, outlook)[1] if full else None
            self.gains = {}
        gain = self.gains.get(card)
        if gain is None:
            mask = committed | 1 << card
            if full and self.worst is not None:
                mask ^= 1 << self.worst
            gain = stash_value(mask, outlook) - self.base
            self.gains[card] = gain
        return gain


def _key(stash: int, outlook: Outlook) -> tuple[int, int, int, int]:
    """What a cached answer depends on: the stash and a coarse view of the outlook."""
    return (
        stash,
        int(outlook.seconds_left // 5) * 8 + int(outlook.pool_share * 8),
        outlook.gone,
        outlook.in_reach & _BIG_MASK,
    )


def aim_point(seen: CandyObservation, card: CardView) -> tuple[float, float] | None:
    """A point on ``card`` where no other pool card lies above it, so a grab there
    takes this card; None if every part of it is covered."""
    cx, cy, z, pool = card.position.x, card.position.y, card.z, CardPlace.POOL
    above = [
        other
        for other in seen.cards
        if other.z > z
        and other.place is pool
        and (other.position.x - cx) ** 2 + (other.position.y - cy) ** 2 < _NEIGHBOUR_SQ
    ]
    if not above:
        return cx, cy
    cos_a, sin_a = card.cos_a, card.sin_a
    for local_x, local_y in _AIM_OFFSETS:
        x = cx + local_x * cos_a - local_y * sin_a
        y = cy + local_x * sin_a + local_y * cos_a
        if not any(point_on_card(x, y, other) for other in above):
            return x, y
    return None


def put_back_spot(
    seen: CandyObservation, hand: HandView, unknown: list[CardView]
) -> tuple[float, float]:
    """Where to put a card back: near the palm but not on cards the bot has yet to
    look at, so it does not bury them under one it already knows."""
    pool = seen.geometry.pool
    half_w, half_h = pool.width / 2 - 40, pool.height / 2 - 40
    px, py = pool.center.x, pool.center.y
    for dx, dy in _PUT_BACK_OFFSETS:
        x = min(max(hand.x + dx, px - half_w), px + half_w)
        y = min(max(hand.y + dy, py - half_h), py + half_h)
        if all(
            (card.position.x - x) ** 2 + (card.position.y - y) ** 2 > _CLEAR_OF_CARD_SQ
            for card in unknown
        ):
            return x, y
    return min(max(hand.x, px - half_w), px + half_w), min(max(hand.y, py - half_h), py + half_h)


def nearest_unknown(
    seen: CandyObservation,
    hand: HandView,
    known: set[int],
    excluded: set[int],
    others: list[HandView],
    clearance: float,
    seen_moving: tuple[Sequence[HandView], Sequence[tuple[float, float]]],
) -> CardView | None:
    """The pool card worth inspecting: unknown, near the palm and the own stash, at a
    spot clear of other hands (``others``) and not contested by another hand (hands
    and how they were seen moving, ``seen_moving``). ``known`` and ``excluded`` are
    handles."""
    stash = seen.geometry.seats[hand.player].stash.center
    hx, hy, sx, sy = hand.x, hand.y, stash.x, stash.y
    pool = CardPlace.POOL
    hypot = math.hypot
    ranked = [
        (hypot(px - hx, py - hy) + 0.35 * hypot(px - sx, py - sy), card.handle)
        for card in seen.cards
        if card.place is pool and card.handle not in known and card.handle not in excluded
        for px, py in ((card.position.x, card.position.y),)
    ]
    arms = seen.settings.arm_touches
    shoulder = hand.shoulder
    for _, handle in heapq.nsmallest(8, ranked):
        card = seen.card(handle)
        if (
            spot_is_clear(
                card.position.x, card.position.y, shoulder.x, shoulder.y, others, clearance, arms
            )
            and aim_point(seen, card) is not None
            and not way_is_contested(hand, card.position.x, card.position.y, *seen_moving)
        ):
            return card
    return None
