"""One real-time round of I Want Candy!: hands, arms, cards, touches and the timer.

The session advances in fixed 1/60 s ticks and takes one :class:`PlayerIntent` per
player per tick. It owns the round's seeded generator, so (level, seed, intents)
replays a round exactly; it never imports arcade, so it runs headless in tests,
bots' playouts and ``simulate``.
"""

from __future__ import annotations

import hashlib
import math
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

import pymunk

from candy_arcade.core.clock import TICK_SECONDS, seconds_to_ticks
from candy_arcade.core.geometry import Vec2, point_segment_distance
from candy_arcade.core.rng import Rng
from candy_arcade.levels.spec import LevelSpec
from candy_arcade.sim.candy.events import EventKind, TableEvent
from candy_arcade.sim.candy.table import (
    CARD_HEIGHT,
    CARD_WIDTH,
    HAND_SPEED,
    PALM_RADIUS,
    TableGeometry,
    table_geometry,
)
from candy_arcade.sim.intents import PlayerIntent

DECK_SIZE = 52
STASH_LIMIT = 6
TOUCH_FREEZE_SECONDS = 1.5
TOUCH_GRACE_SECONDS = 0.4
"""After a freeze ends, the same two hands cannot touch again at once."""
COUNTDOWN_SECONDS = 5
EASE_APART_DISTANCE = 90.0
ARRIVE_EPSILON = 0.5

_HAND_CATEGORY = 0b10
_STATIC_CATEGORY = 0b01


class CardPlace(Enum):
    POOL = "pool"
    HAND = "hand"
    STASH = "stash"


@dataclass(slots=True)
class TableCard:
    """A card of the 52-card deck and where it is. ``index`` is its deck index (0-51)."""

    index: int
    place: CardPlace
    position: Vec2
    angle: float
    z: int
    face_up: bool = False
    owner: int | None = None
    """The holding or stashing player, None in the pool."""


@dataclass(slots=True)
class Hand:
    """One player's hand: the palm (a pymunk body) and what it holds."""

    player: int
    body: pymunk.Body
    held: int | None = None
    frozen_until: int = 0
    ease_from: Vec2 | None = None
    ease_to: Vec2 | None = None
    freeze_start: int = 0
    grace_until: int = 0
    peek: int | None = None
    """The own stash card under the palm, shown to its owner (a peek)."""

    @property
    def position(self) -> Vec2:
        return Vec2(self.body.position.x, self.body.position.y)

    def is_frozen(self, tick: int) -> bool:
        return tick < self.frozen_until


class CandySession:
    """The state of one round and the rules that move it forward tick by tick."""

    def __init__(
        self,
        level: LevelSpec,
        players: int,
        seed: int,
        timer_seconds: int | None = None,
    ) -> None:
        self.level = level
        self.players = players
        self.seed = seed
        self.rng = Rng(seed)
        self.geometry: TableGeometry = table_geometry(level, players)
        self.tick = 0
        self.duration_ticks = seconds_to_ticks(timer_seconds or level.timer_seconds)
        self.over = False
        self._next_z = 0
        self.space = pymunk.Space()
        self._add_rim()
        self.cards: list[TableCard] = self._scatter_deck()
        self.hands: list[Hand] = [self._make_hand(player) for player in range(players)]
        self.stashes: list[list[int]] = [[] for _ in range(players)]

    def _add_rim(self) -> None:
        """Static table edges (and later obstacles) that palms bump into."""
        width, height = self.geometry.width, self.geometry.height
        corners = [(0, 0), (width, 0), (width, height), (0, height)]
        for start, end in zip(corners, corners[1:] + corners[:1], strict=True):
            segment = pymunk.Segment(self.space.static_body, start, end, 2.0)
            segment.filter = pymunk.ShapeFilter(categories=_STATIC_CATEGORY)
            self.space.add(segment)
        for obstacle in self.level.obstacles:
            rect = obstacle.rect
            box = pymunk.Poly(
                self.space.static_body,
                [
                    (rect.center.x + dx * rect.width / 2, rect.center.y + dy * rect.height / 2)
                    for dx, dy in ((-1, -1), (1, -1), (1, 1), (-1, 1))
                ],
            )
            box.filter = pymunk.ShapeFilter(categories=_STATIC_CATEGORY)
            self.space.add(box)

    def _scatter_deck(self) -> list[TableCard]:
        """Scatter the 52 cards face down over the pool: random places, angles and overlaps."""
        pool = self.geometry.pool
        order = list(range(DECK_SIZE))
        self.rng.shuffle(order)
        cards: list[TableCard] = [None] * DECK_SIZE  # type: ignore[list-item]
        for index in order:
            position = Vec2(
                self.rng.uniform(
                    pool.center.x - pool.width / 2 + CARD_WIDTH / 2,
                    pool.center.x + pool.width / 2 - CARD_WIDTH / 2,
                ),
                self.rng.uniform(
                    pool.center.y - pool.height / 2 + CARD_HEIGHT / 2,
                    pool.center.y + pool.height / 2 - CARD_HEIGHT / 2,
                ),
            )
            cards[index] = TableCard(
                index=index,
                place=CardPlace.POOL,
                position=position,
                angle=self.rng.uniform(0.0, 360.0),
                z=self._take_z(),
            )
        return cards

    def _make_hand(self, player: int) -> Hand:
        body = pymunk.Body(1.0, pymunk.moment_for_circle(1.0, 0, PALM_RADIUS))
        rest = self.geometry.seats[player].rest
        body.position = (rest.x, rest.y)
        body.velocity_func = _no_damping
        palm = pymunk.Circle(body, PALM_RADIUS)
        palm.filter = pymunk.ShapeFilter(categories=_HAND_CATEGORY, mask=_STATIC_CATEGORY)
        palm.friction = 0.0
        self.space.add(body, palm)
        return Hand(player=player, body=body)

    def _take_z(self) -> int:
        self._next_z += 1
        return self._next_z

    @property
    def seconds_left(self) -> float:
        return max(0.0, (self.duration_ticks - self.tick) * TICK_SECONDS)

    def step(self, intents: Sequence[PlayerIntent]) -> list[TableEvent]:
        """Advance one tick with one intent per player; returns what happened."""
        if len(intents) != self.players:
            raise ValueError(f"expected {self.players} intents, got {len(intents)}")
        if self.over:
            return []
        events: list[TableEvent] = []
        self._move_hands(intents)
        self.space.step(TICK_SECONDS)
        self._detect_touches(events)
        for hand, intent in zip(self.hands, intents, strict=True):
            if intent.grab:
                self._grab(hand, events)
            if intent.drop:
                self._drop(hand, events)
        self._update_held_and_peeks()
        self.tick += 1
        self._run_timer(events)
        return events

    def _move_hands(self, intents: Sequence[PlayerIntent]) -> None:
        for hand, intent in zip(self.hands, intents, strict=True):
            hand.body.velocity = self._velocity(hand, intent)

    def _velocity(self, hand: Hand, intent: PlayerIntent) -> tuple[float, float]:
        """The same capped speed for every device: a direction or a target to travel to."""
        if hand.is_frozen(self.tick):
            return self._ease_velocity(hand)
        if intent.direction is not None:
            direction = intent.direction.clamped(1.0)
            return (direction.x * HAND_SPEED, direction.y * HAND_SPEED)
        if intent.target is not None:
            to_target = self.geometry.clamp_to_table(intent.target) - hand.position
            distance = to_target.length()
            if distance < ARRIVE_EPSILON:
                return (0.0, 0.0)
            speed = min(HAND_SPEED, distance / TICK_SECONDS)
            velocity = to_target * (speed / distance)
            return (velocity.x, velocity.y)
        return (0.0, 0.0)

    def _ease_velocity(self, hand: Hand) -> tuple[float, float]:
        """While palms are down, hands slide apart (towards their seats) with an ease-out."""
        if hand.ease_from is None or hand.ease_to is None:
            return (0.0, 0.0)
        total = hand.frozen_until - hand.freeze_start
        done = (self.tick + 1 - hand.freeze_start) / total
        eased = 1.0 - (1.0 - min(done, 1.0)) ** 3
        goal = hand.ease_from + (hand.ease_to - hand.ease_from) * eased
        step = (goal - hand.position) * (1.0 / TICK_SECONDS)
        capped = step.clamped(HAND_SPEED)
        return (capped.x, capped.y)

    def _detect_touches(self, events: list[TableEvent]) -> None:
        for first in range(self.players):
            for second in range(first + 1, self.players):
                hand_a, hand_b = self.hands[first], self.hands[second]
                if hand_a.is_frozen(self.tick) or hand_b.is_frozen(self.tick):
                    continue
                if self.tick < hand_a.grace_until and self.tick < hand_b.grace_until:
                    continue
                if self._touching(hand_a, hand_b):
                    self._touch(hand_a, hand_b, events)

    def _touching(self, hand_a: Hand, hand_b: Hand) -> bool:
        """Palm on palm, or a palm across the other player's arm."""
        palm_a, palm_b = hand_a.position, hand_b.position
        if palm_a.distance(palm_b) < 2 * PALM_RADIUS:
            return True
        seat_a = self.geometry.seats[hand_a.player].seat
        seat_b = self.geometry.seats[hand_b.player].seat
        return (
            point_segment_distance(palm_a, seat_b, palm_b) < PALM_RADIUS
            or point_segment_distance(palm_b, seat_a, palm_a) < PALM_RADIUS
        )

    def _touch(self, hand_a: Hand, hand_b: Hand, events: list[TableEvent]) -> None:
        """Both drop their cards where they are, palms down 1.5 s, "Oops, sorry."."""
        freeze_ticks = seconds_to_ticks(TOUCH_FREEZE_SECONDS)
        for hand in (hand_a, hand_b):
            if hand.held is not None:
                self._put_in_pool(hand.held, hand.position)
                hand.held = None
            hand.freeze_start = self.tick
            hand.frozen_until = self.tick + freeze_ticks
            hand.grace_until = hand.frozen_until + seconds_to_ticks(TOUCH_GRACE_SECONDS)
            seat = self.geometry.seats[hand.player].seat
            back = (seat - hand.position).normalized() * EASE_APART_DISTANCE
            hand.ease_from = hand.position
            hand.ease_to = self.geometry.clamp_to_table(hand.position + back)
        events.append(
            TableEvent(EventKind.TOUCH, self.tick, players=(hand_a.player, hand_b.player))
        )

    def _card_under(self, point: Vec2, hand: Hand) -> TableCard | None:
        """The topmost pool card or own stash card under the palm's centre."""
        best: TableCard | None = None
        for card in self.cards:
            if card.place is CardPlace.HAND:
                continue
            if card.place is CardPlace.STASH and card.owner != hand.player:
                continue
            if (best is None or card.z > best.z) and point_in_card(point, card):
                best = card
        return best

    def _refuse(self, hand: Hand, reason: str, events: list[TableEvent]) -> None:
        events.append(TableEvent(EventKind.REFUSED, self.tick, (hand.player,), reason=reason))

    def _grab(self, hand: Hand, events: list[TableEvent]) -> None:
        if hand.is_frozen(self.tick):
            self._refuse(hand, "palms down after a touch", events)
            return
        if hand.held is not None:
            self._refuse(hand, "one card at a time: your hand is full", events)
            return
        card = self._card_under(hand.position, hand)
        if card is None:
            if self._over_other_stash(hand) is not None:
                self._refuse(hand, "hands off: that is another player's stash", events)
            else:
                self._refuse(hand, "no card under your palm", events)
            return
        from_stash = card.place is CardPlace.STASH
        if from_stash:
            self.stashes[hand.player].remove(card.index)
            self._relayout_stash(hand.player)
        card.place = CardPlace.HAND
        card.owner = hand.player
        card.face_up = False
        card.z = self._take_z()
        hand.held = card.index
        kind = EventKind.UNSTASH if from_stash else EventKind.GRAB
        events.append(TableEvent(kind, self.tick, (hand.player,), card_index=card.index))

    def _over_other_stash(self, hand: Hand) -> int | None:
        for player, seat in enumerate(self.geometry.seats):
            if player != hand.player and seat.stash.contains(hand.position):
                return player
        return None

    def _drop(self, hand: Hand, events: list[TableEvent]) -> None:
        if hand.held is None:
            self._refuse(hand, "nothing in your hand to drop", events)
            return
        if hand.is_frozen(self.tick):
            return
        own_stash = self.geometry.seats[hand.player].stash
        if own_stash.contains(hand.position):
            if len(self.stashes[hand.player]) >= STASH_LIMIT:
                self._refuse(hand, "your stash is full: six cards at most", events)
                return
            card_index = hand.held
            self._put_in_stash(hand.player, card_index)
            hand.held = None
            events.append(TableEvent(EventKind.STASH, self.tick, (hand.player,), card_index))
            return
        if self._over_other_stash(hand) is not None:
            self._refuse(hand, "that is another player's stash", events)
            return
        card_index = hand.held
        self._put_in_pool(card_index, hand.position)
        hand.held = None
        events.append(TableEvent(EventKind.RETURN, self.tick, (hand.player,), card_index))

    def _put_in_pool(self, card_index: int, where: Vec2) -> None:
        card = self.cards[card_index]
        card.place = CardPlace.POOL
        card.owner = None
        card.position = self.geometry.clamp_to_pool(where)
        card.angle = self.rng.uniform(0.0, 360.0)
        card.face_up = False
        card.z = self._take_z()

    def _put_in_stash(self, player: int, card_index: int) -> None:
        card = self.cards[card_index]
        card.place = CardPlace.STASH
        card.owner = player
        card.face_up = False
        self.stashes[player].append(card_index)
        self._relayout_stash(player)

    def _relayout_stash(self, player: int) -> None:
        seat = self.geometry.seats[player]
        stash = self.stashes[player]
        for slot, card_index in enumerate(stash):
            card = self.cards[card_index]
            card.position = seat.stash_slot(slot, len(stash))
            card.angle = 0.0 if seat.horizontal else 90.0
            card.z = self._take_z()

    def _update_held_and_peeks(self) -> None:
        for hand in self.hands:
            if hand.held is not None:
                self.cards[hand.held].position = hand.position
            hand.peek = self._peeked_card(hand)

    def _run_timer(self, events: list[TableEvent]) -> None:
        ticks_left = self.duration_ticks - self.tick
        if 0 < ticks_left <= seconds_to_ticks(COUNTDOWN_SECONDS) and ticks_left % 60 == 0:
            events.append(TableEvent(EventKind.TICK, self.tick))
        if ticks_left <= 0:
            events.append(TableEvent(EventKind.ALARM, self.tick))
            self._end_round(events)

    def _end_round(self, events: list[TableEvent]) -> None:
        """All play stops; a card still in a hand is stuck in its stash, full or not."""
        for hand in self.hands:
            if hand.held is not None:
                card_index = hand.held
                self._put_in_stash(hand.player, card_index)
                hand.held = None
                events.append(TableEvent(EventKind.STUCK, self.tick, (hand.player,), card_index))
        self.over = True

    def _peeked_card(self, hand: Hand) -> int | None:
        """The own stash card under an empty palm: its face is shown to its owner."""
        if hand.held is not None:
            return None
        stash = self.stashes[hand.player]
        if not stash or not self.geometry.seats[hand.player].stash.contains(hand.position):
            return None
        under = [i for i in stash if point_in_card(hand.position, self.cards[i])]
        return max(under, key=lambda i: self.cards[i].z) if under else None

    def pool_cards(self) -> list[int]:
        return [card.index for card in self.cards if card.place is CardPlace.POOL]

    def state_hash(self) -> str:
        """A digest of everything that matters, for determinism and replay checks."""
        digest = hashlib.sha256()
        digest.update(f"{self.tick}|{self.over}".encode())
        for hand in self.hands:
            position = hand.position
            digest.update(
                f"|h{hand.player}:{position.x:.6f},{position.y:.6f},{hand.held},"
                f"{hand.frozen_until}".encode()
            )
        for card in self.cards:
            digest.update(
                f"|c{card.index}:{card.place.value},{card.owner},{card.position.x:.6f},"
                f"{card.position.y:.6f},{card.angle:.6f},{card.z},{card.face_up}".encode()
            )
        return digest.hexdigest()


def _no_damping(body: pymunk.Body, gravity: object, damping: float, dt: float) -> None:
    """Palms move exactly at the velocity the session sets: no gravity, no damping."""


def point_in_card(point: Vec2, card: TableCard) -> bool:
    radians = math.radians(card.angle)
    dx, dy = point.x - card.position.x, point.y - card.position.y
    local_x = dx * math.cos(radians) + dy * math.sin(radians)
    local_y = -dx * math.sin(radians) + dy * math.cos(radians)
    return abs(local_x) <= CARD_WIDTH / 2 and abs(local_y) <= CARD_HEIGHT / 2
