"""Keeping a bot's palms and arms clear of everyone else's.

A touch costs both players their held cards and 1.5 s, so bots steer: other palms
push a palm away, another player's arm pushes it sideways, and a palm close to the
bot's own arm swings that arm aside. Spots next to another palm or on another arm
are not chosen as destinations at all. Hands that cannot touch now (frozen, palms
down, duelling) are ignored. The other hands are those the bot perceives
(:mod:`~candy_arcade.bots.candy.sight`: as they were a reaction time ago), never the
live ones. All of it runs on plain floats: it runs every few ticks for every bot.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

from candy_arcade.core.clock import TICK_RATE
from candy_arcade.sim.candy.observation import HandView
from candy_arcade.sim.candy.table import HAND_SPEED, PALM_RADIUS

PALM_CLEARANCE = 2 * PALM_RADIUS + 10.0
ARM_CLEARANCE = PALM_RADIUS + 10.0
LOOKAHEAD = 70.0
"""How far ahead of the palm the steered target is put, so pushes weigh against it."""
PUSH_GAIN = 1.6
MIN_HEADING_SPEED = 2.0
"""Table units per tick below which a palm is not taken to be heading anywhere."""
HEADING_COS = 0.75
"""A palm moving within about 40 degrees of a spot is taken to be heading for it."""
HEADING_RANGE = 320.0
"""How far off a palm heading for a spot still counts (half a second at full speed)."""
HEADING_TICKS = 30
"""How far ahead (half a second) a seen motion is followed to see two hands meet."""
CROSSING_CLEARANCE = 100.0
"""Two palms passing nearer than this are about to meet (a palm's width to spare
beyond :data:`PALM_CLEARANCE`: both are seen a reaction time late)."""
TOP_SPEED_PER_TICK = HAND_SPEED / TICK_RATE
"""The one speed cap, per tick: no palm moves faster."""
CLAIM_RANGE = 280.0
"""A card this near another player's free palm, and nearer it than the bot's, is theirs
to take: a reach of less than half a second at full speed."""
RACE_MARGIN = 60.0
"""A palm heading for a spot this much farther from it than the bot's still gets there
about as soon, so the bot does not race it."""


def _closest_on_segment(
    px: float, py: float, sx: float, sy: float, ex: float, ey: float
) -> tuple[float, float, float]:
    """(x, y, t) of the point of segment s-e nearest to p."""
    dx, dy = ex - sx, ey - sy
    length_sq = dx * dx + dy * dy
    if length_sq == 0.0:
        return sx, sy, 0.0
    t = ((px - sx) * dx + (py - sy) * dy) / length_sq
    t = 0.0 if t < 0.0 else 1.0 if t > 1.0 else t
    return sx + t * dx, sy + t * dy, t


def others_live(others: Iterable[HandView], tick: int, reaction_ticks: int) -> list[HandView]:
    """Of the other players' hands (as perceived), those that may touch before the bot
    could see them move: a palm down after a touch counts from ``reaction_ticks``
    before it lifts, since its first move reaches the bot only that much later."""
    soon = tick + reaction_ticks
    return [
        hand
        for hand in others
        if not (hand.palms_down or hand.in_duel or soon < hand.frozen_until)
    ]


def push_away(
    hand: HandView,
    others: list[HandView],
    avoid_palm: float,
    avoid_arm: float,
    arms_count: bool,
) -> tuple[float, float, float]:
    """The sum of pushes on ``hand`` from the other palms and arms near it, and the
    distance to the nearest other palm."""
    x, y = hand.x, hand.y
    sx, sy = hand.shoulder.x, hand.shoulder.y
    push_x = push_y = 0.0
    nearest_sq = 1e12
    for other in others:
        ox, oy = other.x, other.y
        dx, dy = x - ox, y - oy
        distance_sq = dx * dx + dy * dy
        if distance_sq < nearest_sq:
            nearest_sq = distance_sq
        if -avoid_palm < dx < avoid_palm and -avoid_palm < dy < avoid_palm:
            distance = math.hypot(dx, dy)
            if 0.0 < distance < avoid_palm:
                strength = (avoid_palm - distance) / distance
                push_x += dx * strength
                push_y += dy * strength
        if not arms_count:
            continue
        # My palm near their arm: step off it, sideways.
        osx, osy = other.shoulder.x, other.shoulder.y
        if (osx if osx < ox else ox) - avoid_arm < x < (osx if osx > ox else ox) + avoid_arm and (
            (osy if osy < oy else oy) - avoid_arm < y < (osy if osy > oy else oy) + avoid_arm
        ):
            cx, cy, _ = _closest_on_segment(x, y, osx, osy, ox, oy)
            ax, ay = x - cx, y - cy
            distance = math.hypot(ax, ay)
            if 0.0 < distance < avoid_arm:
                strength = (avoid_arm - distance) / distance
                push_x += ax * strength
                push_y += ay * strength
        # Their palm near my arm: swing my arm (by moving my palm) away from it.
        if (sx if sx < x else x) - avoid_arm < ox < (sx if sx > x else x) + avoid_arm and (
            (sy if sy < y else y) - avoid_arm < oy < (sy if sy > y else y) + avoid_arm
        ):
            cx, cy, t = _closest_on_segment(ox, oy, sx, sy, x, y)
            ax, ay = cx - ox, cy - oy
            distance = math.hypot(ax, ay)
            if 0.0 < distance < avoid_arm and t < 0.95:
                strength = (avoid_arm - distance) / distance / max(t, 0.35)
                push_x += ax * strength
                push_y += ay * strength
    return push_x * PUSH_GAIN, push_y * PUSH_GAIN, math.sqrt(nearest_sq)


def steer(
    hand: HandView, goal_x: float, goal_y: float, push: tuple[float, float]
) -> tuple[float, float]:
    """A target that heads for the goal but gives way to the pushes."""
    dx, dy = goal_x - hand.x, goal_y - hand.y
    distance = math.hypot(dx, dy)
    push_x, push_y = push
    if push_x == 0.0 and push_y == 0.0:
        return goal_x, goal_y
    if distance > LOOKAHEAD:
        dx, dy = dx * LOOKAHEAD / distance, dy * LOOKAHEAD / distance
    return hand.x + dx + push_x, hand.y + dy + push_y


def spot_is_clear(
    x: float,
    y: float,
    shoulder_x: float,
    shoulder_y: float,
    others: list[HandView],
    clearance: float,
    arms_count: bool,
) -> bool:
    """Whether a palm at (x, y) with its arm from the shoulder would be clear of the
    other palms, of their arms, and keep its own arm off their palms."""
    for other in others:
        ox, oy = other.x, other.y
        dx, dy = x - ox, y - oy
        if dx * dx + dy * dy < (clearance * 1.3) ** 2:
            return False
        if not arms_count:
            continue
        cx, cy, _ = _closest_on_segment(x, y, other.shoulder.x, other.shoulder.y, ox, oy)
        if (x - cx) ** 2 + (y - cy) ** 2 < clearance * clearance:
            return False
        cx, cy, _ = _closest_on_segment(ox, oy, shoulder_x, shoulder_y, x, y)
        if (ox - cx) ** 2 + (oy - cy) ** 2 < clearance * clearance:
            return False
    return True


def _segments_near(
    ax: float,
    ay: float,
    bx: float,
    by: float,
    cx: float,
    cy: float,
    dx: float,
    dy: float,
    reach: float,
) -> bool:
    """Whether segments a-b and c-d come within ``reach`` of each other (callers have
    already found their bounding boxes close)."""
    d1 = (dx - cx) * (ay - cy) - (dy - cy) * (ax - cx)
    d2 = (dx - cx) * (by - cy) - (dy - cy) * (bx - cx)
    d3 = (bx - ax) * (cy - ay) - (by - ay) * (cx - ax)
    d4 = (bx - ax) * (dy - ay) - (by - ay) * (dx - ax)
    if ((d1 > 0) != (d2 > 0)) and ((d3 > 0) != (d4 > 0)):
        return True
    reach_sq = reach * reach
    for px, py, sx, sy, ex, ey in (
        (ax, ay, cx, cy, dx, dy),
        (bx, by, cx, cy, dx, dy),
        (cx, cy, ax, ay, bx, by),
        (dx, dy, ax, ay, bx, by),
    ):
        qx, qy, _ = _closest_on_segment(px, py, sx, sy, ex, ey)
        if (px - qx) ** 2 + (py - qy) ** 2 < reach_sq:
            return True
    return False


def _in_sweep(
    qx: float,
    qy: float,
    sx: float,
    sy: float,
    px: float,
    py: float,
    gx: float,
    gy: float,
    reach: float,
) -> bool:
    """Whether a palm at q lies in the triangle an arm sweeps from shoulder s as its palm
    goes from p to g, or within ``reach`` of the arm's end positions."""
    c1 = (px - sx) * (qy - sy) - (py - sy) * (qx - sx)
    c2 = (gx - px) * (qy - py) - (gy - py) * (qx - px)
    c3 = (sx - gx) * (qy - gy) - (sy - gy) * (qx - gx)
    if (c1 >= 0 and c2 >= 0 and c3 >= 0) or (c1 <= 0 and c2 <= 0 and c3 <= 0):
        return True
    reach_sq = reach * reach
    for ex, ey in ((px, py), (gx, gy)):
        cx, cy, _ = _closest_on_segment(qx, qy, sx, sy, ex, ey)
        if (qx - cx) ** 2 + (qy - cy) ** 2 < reach_sq:
            return True
    return False


def path_is_clear(
    hand: HandView, goal_x: float, goal_y: float, others: list[HandView], arms_count: bool
) -> bool:
    """Whether the palm can travel straight to the goal without passing through another
    palm, crossing another arm, or sweeping its own arm over another palm.

    Bounding boxes (the path's, the swept triangle's, each arm's) reject far hands
    with a few comparisons; this runs every few ticks for every moving bot hand.
    """
    px, py = hand.x, hand.y
    sx, sy = hand.shoulder.x, hand.shoulder.y
    path_left, path_right = (px, goal_x) if px < goal_x else (goal_x, px)
    path_bottom, path_top = (py, goal_y) if py < goal_y else (goal_y, py)
    sweep_left = sx if sx < path_left else path_left
    sweep_right = sx if sx > path_right else path_right
    sweep_bottom = sy if sy < path_bottom else path_bottom
    sweep_top = sy if sy > path_top else path_top
    palm, arm = PALM_CLEARANCE, ARM_CLEARANCE
    palm_sq = palm * palm
    for other in others:
        ox, oy = other.x, other.y
        if (
            path_left - palm <= ox <= path_right + palm
            and path_bottom - palm <= oy <= path_top + palm
        ):
            cx, cy, _ = _closest_on_segment(ox, oy, px, py, goal_x, goal_y)
            if (ox - cx) ** 2 + (oy - cy) ** 2 < palm_sq:
                return False
        if not arms_count:
            continue
        osx, osy = other.shoulder.x, other.shoulder.y
        arm_left, arm_right = (osx, ox) if osx < ox else (ox, osx)
        arm_bottom, arm_top = (osy, oy) if osy < oy else (oy, osy)
        if (
            arm_right + arm >= path_left
            and path_right + arm >= arm_left
            and arm_top + arm >= path_bottom
            and path_top + arm >= arm_bottom
            and _segments_near(px, py, goal_x, goal_y, osx, osy, ox, oy, arm)
        ):
            return False
        if (
            sweep_left - arm <= ox <= sweep_right + arm
            and sweep_bottom - arm <= oy <= sweep_top + arm
            and _in_sweep(ox, oy, sx, sy, px, py, goal_x, goal_y, arm)
        ):
            return False
    return True


def someone_heading_for(
    x: float,
    y: float,
    my_distance: float,
    others: Sequence[HandView],
    motions: Sequence[tuple[float, float]],
) -> bool:
    """Whether another palm, seen moving straight at the spot (x, y), would be there
    about as soon as a palm ``my_distance`` away: a player sees where a hand is
    heading and lets it have the card rather than race it into a touch."""
    for other, (vx, vy) in zip(others, motions, strict=True):
        speed_sq = vx * vx + vy * vy
        if speed_sq < MIN_HEADING_SPEED**2:
            continue
        dx, dy = x - other.x, y - other.y
        distance = math.hypot(dx, dy)
        if distance > my_distance + RACE_MARGIN or distance > HEADING_RANGE:
            continue
        if distance < PALM_CLEARANCE or (vx * dx + vy * dy) > HEADING_COS * distance * math.sqrt(
            speed_sq
        ):
            return True
    return False


def crosses_a_moving_palm(
    hand: HandView,
    goal_x: float,
    goal_y: float,
    others: Sequence[HandView],
    motions: Sequence[tuple[float, float]],
) -> bool:
    """Whether a palm seen moving would pass close to this one on its way to the goal,
    each going on as it goes now for at most :data:`HEADING_TICKS`: a player sees two
    hands about to meet and holds back."""
    px, py = hand.x, hand.y
    dx, dy = goal_x - px, goal_y - py
    distance = math.hypot(dx, dy)
    if distance == 0.0:
        return False
    ux, uy = dx / distance * TOP_SPEED_PER_TICK, dy / distance * TOP_SPEED_PER_TICK
    horizon = min(distance / TOP_SPEED_PER_TICK, HEADING_TICKS)
    reach_sq = CROSSING_CLEARANCE * CROSSING_CLEARANCE
    for other, (vx, vy) in zip(others, motions, strict=True):
        if vx * vx + vy * vy < MIN_HEADING_SPEED**2:
            continue
        rx, ry = other.x - px, other.y - py
        wx, wy = vx - ux, vy - uy
        closing = wx * wx + wy * wy
        when = -(rx * wx + ry * wy) / closing if closing else 0.0
        when = 0.0 if when < 0.0 else horizon if when > horizon else when
        cx, cy = rx + wx * when, ry + wy * when
        if cx * cx + cy * cy < reach_sq:
            return True
    return False


def way_is_contested(
    hand: HandView,
    x: float,
    y: float,
    others: Sequence[HandView],
    motions: Sequence[tuple[float, float]],
) -> bool:
    """Whether another palm is nearer the spot (x, y), is seen heading for it, or is
    about to cross the way there: not a card to set off for now. Players leave a card
    that lies nearer someone else's hand to them rather than race them to it."""
    distance = math.hypot(x - hand.x, y - hand.y)
    return (
        nearer_to_another(x, y, distance, others)
        or someone_heading_for(x, y, distance, others, motions)
        or crosses_a_moving_palm(hand, x, y, others, motions)
    )


def nearer_to_another(x: float, y: float, my_distance: float, others: Sequence[HandView]) -> bool:
    """Whether an empty, free palm of another player is nearer the spot (x, y) than
    ``my_distance`` and within :data:`CLAIM_RANGE` of it."""
    reach = min(my_distance, CLAIM_RANGE)
    reach_sq = reach * reach
    for other in others:
        if other.holding is not None or other.frozen:
            continue
        dx, dy = x - other.x, y - other.y
        if dx * dx + dy * dy < reach_sq:
            return True
    return False
