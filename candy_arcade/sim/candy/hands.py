"""Hands: palms joined by arms to their shoulders, as plain data, and how they move.

A hand moves at the one capped speed whatever drives it: a target (mouse, bot) is
travelled towards, a direction (keys, stick) is followed. Its palm's pymunk body lives
in :mod:`candy_arcade.sim.candy.palms`, which writes the palm's position back to the
hand once per tick as plain floats, since every rule (touches, grabs, peeks) reads it
many times a tick.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from candy_arcade.core.clock import TICK_SECONDS
from candy_arcade.core.geometry import Vec2
from candy_arcade.core.refusal import Refusal
from candy_arcade.rules.candy.reasons import CandyReason
from candy_arcade.sim.candy.table import (
    HAND_SPEED,
    OVAL_RIM_CLEARANCE,
    PALM_RADIUS,
    TableGeometry,
)

ARRIVE_EPSILON = 0.5
SHOULDER_OFFSET = 30.0
"""Under Wall Street, each shoulder sits this far to one side of the seat."""

RIGHT, LEFT = 0, 1
SIDE_NAMES = ("right", "left")


@dataclass(slots=True)
class Hand:
    """One hand of one player: where its palm is, its arm's shoulder, what it holds.

    ``number`` is the hand's place among all the table's hands; ``side`` is
    :data:`RIGHT` for a player's first (and, without Wall Street, only) hand and
    :data:`LEFT` for the second. ``x``/``y`` are the palm's position as of the last
    physics step. ``held`` is written only by the card table, which moves the card.
    """

    number: int
    player: int
    shoulder: Vec2
    rest: Vec2
    side: int = RIGHT
    x: float = 0.0
    y: float = 0.0
    vx: float = 0.0
    vy: float = 0.0
    """The velocity last given to the body."""
    held: int | None = None
    frozen_until: int = 0
    ease_from: Vec2 | None = None
    ease_to: Vec2 | None = None
    freeze_start: int = 0
    grace_until: int = 0
    peek: int | None = None
    """The own stash card under the palm, shown to its owner (a peek)."""
    palms_down: bool = False
    """The player ended their search (I Will Rock You, Snitch): locked until the end."""
    in_duel: bool = False
    """A Roshambo duel: both duellists' hands rest while they play."""
    box: tuple[float, float, float, float, float, float] | None = None
    """Touch detection's cache: the arm's bounding box and the palm it was made for."""
    trail: list[tuple[float, float, bool]] = field(default_factory=list)
    """Roshambo: the palm's last positions and whether the hand was empty there."""

    @property
    def position(self) -> Vec2:
        return Vec2(self.x, self.y)

    def is_frozen(self, tick: int) -> bool:
        """Palm down: after a touch, for good after palms down, or during a duel."""
        return tick < self.frozen_until or self.palms_down or self.in_duel

    def touch_frozen(self, tick: int) -> bool:
        return tick < self.frozen_until

    def end_search(self) -> None:
        """Palms down for the rest of the round (I Will Rock You, Snitch)."""
        self.palms_down = True

    def rest_for_duel(self, duelling: bool) -> None:
        """Roshambo: the hand rests while its player duels, and moves again after."""
        self.in_duel = duelling

    def freeze_after_touch(
        self, tick: int, freeze_ticks: int, grace_ticks: int, goal: Vec2
    ) -> None:
        """Palms down after a touch, sliding apart towards ``goal``; then a short grace."""
        self.freeze_start = tick
        self.frozen_until = tick + freeze_ticks
        self.grace_until = self.frozen_until + grace_ticks
        self.ease_from = self.position
        self.ease_to = goal


def frozen_reason(hand: Hand) -> Refusal:
    """Why a palm-down hand cannot act."""
    if hand.palms_down:
        return Refusal.of(CandyReason.SEARCH_ENDED)
    if hand.in_duel:
        return Refusal.of(CandyReason.IN_DUEL)
    return Refusal.of(CandyReason.TOUCH_FROZEN)


def make_hand(number: int, player: int, side: int, shoulder: Vec2, rest: Vec2) -> Hand:
    """A hand resting at ``rest``."""
    return Hand(
        number=number,
        player=player,
        shoulder=shoulder,
        rest=rest,
        side=side,
        x=rest.x,
        y=rest.y,
    )


def shoulders(geometry: TableGeometry, player: int, two_hands: bool) -> list[tuple[Vec2, Vec2]]:
    """(shoulder, rest) for each of a player's hands: the seat itself for one hand, a
    shoulder on each side of it for two."""
    seat = geometry.seats[player]
    if not two_hands:
        return [(seat.seat, seat.rest)]
    across = Vec2(SHOULDER_OFFSET, 0.0) if seat.horizontal else Vec2(0.0, SHOULDER_OFFSET)
    inward = (seat.rest - seat.seat).normalized()
    # The player's right, seen from the seat looking in: inward turned clockwise.
    right = Vec2(inward.y, -inward.x)
    if right.x * across.x + right.y * across.y < 0:
        across = across * -1.0
    rest_across = across * 1.6
    return [
        (seat.seat + across, seat.rest + rest_across),
        (seat.seat - across, seat.rest - rest_across),
    ]


def drive_velocity(
    hand: Hand, target: Vec2 | None, direction: Vec2 | None, geometry: TableGeometry
) -> tuple[float, float]:
    """The same capped speed for every device: a direction, or a target to travel to."""
    if direction is not None:
        dx, dy = direction.x, direction.y
        length = math.hypot(dx, dy)
        if length > 1.0:
            dx, dy = dx / length, dy / length
        return (dx * HAND_SPEED, dy * HAND_SPEED)
    if target is not None:
        return velocity_towards(hand, target.x, target.y, geometry)
    return (0.0, 0.0)


def velocity_towards(
    hand: Hand, x: float, y: float, geometry: TableGeometry
) -> tuple[float, float]:
    """Travel towards a point on the table, arriving exactly without overshooting.

    A point off the felt (or too near its edge for a palm) is moved to the nearest
    place a palm fits, so the hand arrives there instead of grinding along the rim.
    """
    if x < PALM_RADIUS:
        x = PALM_RADIUS
    elif x > geometry.width - PALM_RADIUS:
        x = geometry.width - PALM_RADIUS
    if y < PALM_RADIUS:
        y = PALM_RADIUS
    elif y > geometry.height - PALM_RADIUS:
        y = geometry.height - PALM_RADIUS
    outline = geometry.outline
    if outline.is_oval and outline.near_edge(x, y, PALM_RADIUS + OVAL_RIM_CLEARANCE):
        inside = geometry.clamp_to_table(Vec2(x, y))
        x, y = inside.x, inside.y
    dx, dy = x - hand.x, y - hand.y
    distance = math.hypot(dx, dy)
    if distance < ARRIVE_EPSILON:
        return (0.0, 0.0)
    speed = min(HAND_SPEED, distance / TICK_SECONDS)
    return (dx * speed / distance, dy * speed / distance)


def ease_velocity(hand: Hand, tick: int) -> tuple[float, float]:
    """While palms are down after a touch, hands slide apart (towards their shoulders)
    with an ease-out, never faster than the speed cap."""
    if hand.ease_from is None or hand.ease_to is None:
        return (0.0, 0.0)
    total = hand.frozen_until - hand.freeze_start
    done = (tick + 1 - hand.freeze_start) / total
    eased = 1.0 - (1.0 - min(done, 1.0)) ** 3
    goal_x = hand.ease_from.x + (hand.ease_to.x - hand.ease_from.x) * eased
    goal_y = hand.ease_from.y + (hand.ease_to.y - hand.ease_from.y) * eased
    vx = (goal_x - hand.x) / TICK_SECONDS
    vy = (goal_y - hand.y) / TICK_SECONDS
    speed = math.hypot(vx, vy)
    if speed > HAND_SPEED:
        return (vx * HAND_SPEED / speed, vy * HAND_SPEED / speed)
    return (vx, vy)
