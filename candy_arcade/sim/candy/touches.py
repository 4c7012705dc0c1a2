"""Touching: palm on palm, or a palm across another player's arm (not under How Rude!).

Detection runs every tick over every pair of hands of different players, so it
works on plain floats and rejects far pairs with a bounding-box test before any
square root.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from candy_arcade.sim.candy.hands import Hand
from candy_arcade.sim.candy.table import PALM_RADIUS

_PALMS_TOUCH_SQ = (2 * PALM_RADIUS) ** 2
_ARM_TOUCH_SQ = PALM_RADIUS**2


def palm_on_arm(px: float, py: float, arm_hand: Hand) -> bool:
    """Whether a palm at (px, py) crosses the arm from ``arm_hand``'s shoulder to its palm."""
    sx, sy = arm_hand.shoulder.x, arm_hand.shoulder.y
    ex, ey = arm_hand.x, arm_hand.y
    dx, dy = ex - sx, ey - sy
    length_sq = dx * dx + dy * dy
    if length_sq == 0.0:
        t = 0.0
    else:
        t = ((px - sx) * dx + (py - sy) * dy) / length_sq
        t = 0.0 if t < 0.0 else 1.0 if t > 1.0 else t
    cx, cy = px - (sx + t * dx), py - (sy + t * dy)
    return cx * cx + cy * cy < _ARM_TOUCH_SQ


def find_touches(hands: Sequence[Hand], tick: int, arms_count: bool) -> list[tuple[Hand, Hand]]:
    """Pairs of hands of different players touching this tick, in a stable order.

    Frozen hands (after a touch, palms down, in a duel) cannot touch, and two hands
    that both just came out of a freeze get a short grace so the touch does not
    repeat at once. A hand touches at most once per tick. Each arm's bounding box
    (grown by a palm's radius) is kept on the hand until it moves, so most pairs are
    rejected with a few comparisons, and pairs of which neither hand moved since the
    last tick are not looked at again.
    """
    live: list[Hand] = []
    for hand in hands:
        if tick < hand.frozen_until or hand.palms_down or hand.in_duel:
            hand.box = None
        else:
            live.append(hand)
    count = len(live)
    if count < 2:
        return []
    players, boxes, moved = [], [], []
    for hand in live:
        box, x, y = hand.box, hand.x, hand.y
        if box is None or box[4] != x or box[5] != y:
            sx, sy = hand.shoulder.x, hand.shoulder.y
            box = hand.box = (
                (sx if sx < x else x) - PALM_RADIUS,
                (sx if sx > x else x) + PALM_RADIUS,
                (sy if sy < y else y) - PALM_RADIUS,
                (sy if sy > y else y) + PALM_RADIUS,
                x,
                y,
            )
            moved.append(True)
        else:
            # Unmoved since last tick: only the end of its grace can make a new touch.
            moved.append(tick == hand.grace_until)
        players.append(hand.player)
        boxes.append(box)
    pairs: list[tuple[Hand, Hand]] = []
    touched: set[int] = set()
    for a in range(count - 1):
        left_a, right_a, bottom_a, top_a, _, _ = boxes[a]
        player, moved_a = players[a], moved[a]
        for b in range(a + 1, count):
            if not (moved_a or moved[b]):
                continue  # neither moved: as they were last tick, not touching
            left_b, right_b, bottom_b, top_b, _, _ = boxes[b]
            # Both palms lie inside their own boxes, so boxes apart means no touch.
            if (
                left_b > right_a
                or left_a > right_b
                or bottom_b > top_a
                or bottom_a > top_b
                or players[b] == player
            ):
                continue
            first, second = live[a], live[b]
            if (
                a in touched
                or b in touched
                or not _touching(first, second, arms_count)
                or (tick < first.grace_until and tick < second.grace_until)
            ):
                continue
            pairs.append((first, second))
            touched.add(a)
            touched.add(b)
    return pairs


def _touching(first: Hand, second: Hand, arms_count: bool) -> bool:
    """Palm on palm, or (unless How Rude!) one palm across the other player's arm."""
    ax, ay, bx, by = first.x, first.y, second.x, second.y
    dx, dy = ax - bx, ay - by
    if dx * dx + dy * dy < _PALMS_TOUCH_SQ:
        return True
    return arms_count and (palm_on_arm(ax, ay, second) or palm_on_arm(bx, by, first))


def ease_apart_goal(hand: Hand, distance: float) -> tuple[float, float]:
    """A point ``distance`` back from the palm towards the hand's shoulder."""
    dx, dy = hand.shoulder.x - hand.x, hand.shoulder.y - hand.y
    length = math.hypot(dx, dy)
    if length == 0.0:
        return (hand.x, hand.y)
    return (hand.x + dx / length * distance, hand.y + dy / length * distance)
