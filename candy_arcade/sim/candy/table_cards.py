"""The 52 cards on the table and the only code that moves them between places.

Every move (grab, stash, return, steal, Snitch, Roshambo win, trade) goes through
:class:`CardTable`, so a card is always in exactly one place, stashes stay laid out,
and the variants that change faces (Flipper, See For Miles) apply everywhere at once.
It is also the only writer of :attr:`Hand.held`: a card taken into a hand, or out of
one, changes the hand and the card in the same call, so the two never disagree.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from enum import Enum
from typing import Protocol

from candy_arcade.core.geometry import Rect, Vec2
from candy_arcade.core.rng import Rng
from candy_arcade.sim.candy.hands import Hand
from candy_arcade.sim.candy.table import CARD_HEIGHT, CARD_WIDTH, TableGeometry

_HALF_W = CARD_WIDTH / 2
_HALF_H = CARD_HEIGHT / 2
_REACH_SQ = _HALF_W * _HALF_W + _HALF_H * _HALF_H
"""A point farther than the half-diagonal from a card's centre cannot be on it."""


class CardPlace(Enum):
    POOL = "pool"
    HAND = "hand"
    STASH = "stash"


@dataclass(slots=True)
class TableCard:
    """A card of the 52-card deck and where it is. ``index`` is its deck index (0-51).

    ``cos_a``/``sin_a`` cache the angle's cosine and sine, since hit tests run far
    more often than cards turn; only :meth:`CardTable.set_pose` changes the angle.
    """

    index: int
    place: CardPlace
    position: Vec2
    angle: float
    z: int
    face_up: bool = False
    owner: int | None = None
    """The holding or stashing player, None in the pool."""
    cos_a: float = 1.0
    sin_a: float = 0.0


class CardShape(Protocol):
    """Where a card lies and how it is turned: enough to tell what a point is on."""

    @property
    def position(self) -> Vec2: ...

    @property
    def cos_a(self) -> float: ...

    @property
    def sin_a(self) -> float: ...


def point_in_card(point: Vec2, card: CardShape) -> bool:
    return point_on_card(point.x, point.y, card)


def point_on_card(x: float, y: float, card: CardShape) -> bool:
    """Whether the point lies on the card's (turned) rectangle."""
    dx = x - card.position.x
    dy = y - card.position.y
    if dx * dx + dy * dy > _REACH_SQ:
        return False
    cos_a, sin_a = card.cos_a, card.sin_a
    return abs(dx * cos_a + dy * sin_a) <= _HALF_W and abs(-dx * sin_a + dy * cos_a) <= _HALF_H


class CardTable:
    """Where all 52 cards are: the pool, hands and stashes, with the face-up rules.

    Args:
        flipper: cards put back in the pool land face up.
        stashes_face_up: I Can See For Miles, every stashed card lies face up.
    """

    def __init__(
        self,
        geometry: TableGeometry,
        players: int,
        rng: Rng,
        deck_size: int = 52,
        flipper: bool = False,
        stashes_face_up: bool = False,
        keep_clear: tuple[Rect, ...] = (),
    ) -> None:
        self.geometry = geometry
        self.keep_clear = keep_clear
        self.rng = rng
        self.flipper = flipper
        self.stashes_face_up = stashes_face_up
        self._next_z = 0
        self.cards: list[TableCard] = self._scatter_deck(deck_size)
        self.stashes: list[list[int]] = [[] for _ in range(players)]
        self._holders: dict[int, Hand] = {}
        """card -> the hand holding it."""

    def take_z(self) -> int:
        self._next_z += 1
        return self._next_z

    def _scatter_point(self, pool: Rect) -> Vec2:
        return Vec2(
            self.rng.uniform(
                pool.center.x - pool.width / 2 + CARD_WIDTH / 2,
                pool.center.x + pool.width / 2 - CARD_WIDTH / 2,
            ),
            self.rng.uniform(
                pool.center.y - pool.height / 2 + CARD_HEIGHT / 2,
                pool.center.y + pool.height / 2 - CARD_HEIGHT / 2,
            ),
        )

    def _scatter_deck(self, deck_size: int) -> list[TableCard]:
        """Scatter the deck's cards face down over the pool: random places, angles and overlaps."""
        pool = self.geometry.pool
        order = list(range(deck_size))
        self.rng.shuffle(order)
        cards: dict[int, TableCard] = {}
        for index in order:
            position = self._scatter_point(pool)
            while any(area.contains(position) for area in self.keep_clear):
                position = self._scatter_point(pool)
            card = TableCard(index, CardPlace.POOL, position, 0.0, self.take_z())
            self.set_pose(card, position, self.rng.uniform(0.0, 360.0))
            cards[index] = card
        return [cards[index] for index in range(deck_size)]

    @staticmethod
    def set_pose(card: TableCard, position: Vec2, angle: float) -> None:
        card.position = position
        if angle != card.angle:
            radians = math.radians(angle)
            card.angle = angle
            card.cos_a = math.cos(radians)
            card.sin_a = math.sin(radians)

    def pool_cards(self) -> list[int]:
        return [card.index for card in self.cards if card.place is CardPlace.POOL]

    def top_card_at(self, x: float, y: float, player: int) -> TableCard | None:
        """The topmost pool card or ``player``'s own stash card under the point."""
        best: TableCard | None = None
        best_z = -1
        for card in self.cards:
            place = card.place
            if place is CardPlace.HAND or (place is CardPlace.STASH and card.owner != player):
                continue
            if card.z > best_z and point_on_card(x, y, card):
                best, best_z = card, card.z
        return best

    def stash_card_at(self, x: float, y: float, owner: int) -> TableCard | None:
        """The card of ``owner``'s stash a hand at the point takes: the topmost one
        under the palm, else the nearest (a stash is small and the palm is not)."""
        stash = self.stashes[owner]
        if not stash:
            return None
        under = [self.cards[i] for i in stash if point_on_card(x, y, self.cards[i])]
        if under:
            return max(under, key=lambda card: card.z)
        return min(
            (self.cards[i] for i in stash),
            key=lambda card: (card.position.x - x) ** 2 + (card.position.y - y) ** 2,
        )

    def to_hand(self, index: int, hand: Hand) -> None:
        """Into ``hand``, from wherever it is (a stash closes its gap, a hand lets go)."""
        card = self.cards[index]
        if card.place is CardPlace.STASH and card.owner is not None:
            owner = card.owner
            self.stashes[owner].remove(index)
            self.relayout_stash(owner)
        self._let_go(index)
        card.place = CardPlace.HAND
        card.owner = hand.player
        card.face_up = False
        card.z = self.take_z()
        hand.held = index
        self._holders[index] = hand

    def _let_go(self, index: int) -> None:
        holder = self._holders.pop(index, None)
        if holder is not None:
            holder.held = None

    def to_pool(self, index: int, where: Vec2) -> None:
        """Back in the pool where the hand is: face down, or face up under Flipper."""
        card = self.cards[index]
        self._leave_stash(card)
        self._let_go(index)
        card.place = CardPlace.POOL
        card.owner = None
        self.set_pose(card, self.geometry.clamp_to_pool(where), self.rng.uniform(0.0, 360.0))
        card.face_up = self.flipper
        card.z = self.take_z()

    def to_stash(self, index: int, player: int) -> None:
        """Onto ``player``'s stash, face down (face up under See For Miles), no limit
        checked: callers that must respect the stash limit check it first."""
        card = self.cards[index]
        self._leave_stash(card)
        self._let_go(index)
        card.place = CardPlace.STASH
        card.owner = player
        card.face_up = self.stashes_face_up
        self.stashes[player].append(index)
        self.relayout_stash(player)

    def swap_stash_cards(self, first: int, second: int) -> None:
        """Exchange two cards between their owners' stashes, each taking the other's slot."""
        card_a, card_b = self.cards[first], self.cards[second]
        owner_a, owner_b = card_a.owner, card_b.owner
        if owner_a is None or owner_b is None:
            raise ValueError("both cards must lie in stashes to be swapped")
        stash_a, stash_b = self.stashes[owner_a], self.stashes[owner_b]
        stash_a[stash_a.index(first)] = second
        stash_b[stash_b.index(second)] = first
        card_a.owner, card_b.owner = owner_b, owner_a
        self.relayout_stash(owner_a)
        self.relayout_stash(owner_b)

    def _leave_stash(self, card: TableCard) -> None:
        if card.place is CardPlace.STASH and card.owner is not None:
            owner = card.owner
            self.stashes[owner].remove(card.index)
            self.relayout_stash(owner)

    def relayout_stash(self, player: int) -> None:
        seat = self.geometry.seats[player]
        stash = self.stashes[player]
        angle = 0.0 if seat.horizontal else 90.0
        for slot, card_index in enumerate(stash):
            card = self.cards[card_index]
            self.set_pose(card, seat.stash_slot(slot, len(stash)), angle)
            card.z = self.take_z()
