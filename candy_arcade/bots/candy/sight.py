"""Other players' hands as a bot perceives them: as they were a reaction time ago.

A person steers clear of the hands they saw, not of the hands as they are: what the
eye takes in reaches the arm a reaction time later (200 ms for a quick person). So a
bot keeps its glimpses of the other hands for a while and avoids them as its newest
glimpse at least its reaction time old shows them, carried on along the motion it saw
then, for no longer than a person makes up for (:data:`~candy_arcade.bots.
human_factors.MOTION_EXTRAPOLATION_SECONDS`). A palm that jumps, turns or stops is
avoided where it now is only a reaction time later, at every level.
"""

from __future__ import annotations

import dataclasses
import math
from collections import deque

from candy_arcade.bots.candy.steering import TOP_SPEED_PER_TICK
from candy_arcade.bots.human_factors import (
    MOTION_EXTRAPOLATION_SECONDS,
    QUICK_HUMAN_REACTION_TICKS,
)
from candy_arcade.core.clock import TICK_RATE
from candy_arcade.sim.candy.observation import CandyObservation, HandView
from candy_arcade.sim.candy.table import PALM_RADIUS

MOTION_SPAN_TICKS = 6
"""How far apart (100 ms) the two glimpses are that a hand's motion is judged from."""
EXTRAPOLATION_TICKS = round(MOTION_EXTRAPOLATION_SECONDS * TICK_RATE)
"""How many ticks on a seen hand is carried along its seen motion, at most."""
TRAIL_STEP = PALM_RADIUS
"""How far apart the views of a moving hand's possible places are put along its way."""


@dataclasses.dataclass(frozen=True, slots=True)
class _Glimpse:
    """The other players' hands at one tick, in the table's fixed order."""

    tick: int
    hands: tuple[HandView, ...]


class HandSight:
    """What one bot has seen of the other players' hands, and acts on a delay later.

    Call :meth:`look` every few ticks (the bot glances at the table whether it is
    thinking or not) and :meth:`to_avoid`, :meth:`others` and :meth:`motions` for what
    it perceives: nothing it saw less than ``delay_ticks`` ago is in those answers.
    """

    def __init__(self, player: int, delay_ticks: int) -> None:
        if delay_ticks < QUICK_HUMAN_REACTION_TICKS:
            raise ValueError(
                f"a bot sees in {delay_ticks} ticks, faster than a quick human "
                f"({QUICK_HUMAN_REACTION_TICKS} ticks)"
            )
        self.player = player
        self.delay_ticks = delay_ticks
        self._glimpses: deque[_Glimpse] = deque()
        self._perceived_at = -1
        self._perceived = _NOTHING_SEEN

    def look(self, seen: CandyObservation) -> None:
        """Take in where the other hands are now; forget glimpses too old to matter."""
        tick = seen.tick
        glimpses = self._glimpses
        if glimpses and glimpses[-1].tick >= tick:
            return
        me = self.player
        glimpses.append(_Glimpse(tick, tuple(h for h in seen.hands if h.player != me)))
        oldest_needed = tick - self.delay_ticks - MOTION_SPAN_TICKS
        while len(glimpses) > 1 and glimpses[1].tick <= oldest_needed:
            glimpses.popleft()

    def others(self, tick: int) -> tuple[HandView, ...]:
        """The other players' hands as perceived at ``tick``: none before it has seen
        them a delay ago (the round's first moments, when it does not move yet)."""
        return self._perception(tick).hands

    def motions(self, tick: int) -> tuple[tuple[float, float], ...]:
        """How each hand of :meth:`others` was seen moving (table units per tick), in
        the same order: a person reads where a hand is heading from how it moved."""
        return self._perception(tick).motions

    def to_avoid(self, tick: int) -> tuple[HandView, ...]:
        """The hands to keep clear of at ``tick``: each moving hand both where it was
        seen and where it has gone on to, and along the way between (it may have
        stopped at a card since), each still hand where it was seen."""
        return self._perception(tick).to_avoid

    def _perception(self, tick: int) -> _Perception:
        if tick != self._perceived_at:
            self._perceived_at = tick
            self._perceived = self._perceive(tick)
        return self._perceived

    def _perceive(self, tick: int) -> _Perception:
        latest = tick - self.delay_ticks
        seen: _Glimpse | None = None
        before: _Glimpse | None = None
        for glimpse in reversed(self._glimpses):
            if seen is None:
                if glimpse.tick <= latest:
                    seen = glimpse
            elif glimpse.tick <= seen.tick - MOTION_SPAN_TICKS:
                before = glimpse
                break
        if seen is None:
            return _NOTHING_SEEN
        if before is None:
            return _Perception(seen.hands, ((0.0, 0.0),) * len(seen.hands), seen.hands)
        span = seen.tick - before.tick
        motions = tuple(
            _motion(now, then, span) for now, then in zip(seen.hands, before.hands, strict=True)
        )
        ahead = min(tick - seen.tick, EXTRAPOLATION_TICKS)
        hands: list[HandView] = []
        to_avoid: list[HandView] = []
        for hand, (vx, vy) in zip(seen.hands, motions, strict=True):
            if vx == 0.0 and vy == 0.0:
                hands.append(hand)
                to_avoid.append(hand)
                continue
            steps = max(1, math.ceil(math.hypot(vx, vy) * ahead / TRAIL_STEP))
            trail = [
                _moved(hand, hand.x + vx * ahead * step / steps, hand.y + vy * ahead * step / steps)
                for step in range(1, steps + 1)
            ]
            hands.append(trail[-1])
            to_avoid.append(hand)
            to_avoid.extend(trail)
        return _Perception(tuple(hands), motions, tuple(to_avoid))


@dataclasses.dataclass(frozen=True, slots=True)
class _Perception:
    """The other hands as perceived at one tick: one view and one motion per hand, and
    the views to keep clear of."""

    hands: tuple[HandView, ...]
    motions: tuple[tuple[float, float], ...]
    to_avoid: tuple[HandView, ...]


_NOTHING_SEEN = _Perception((), (), ())


def _motion(hand: HandView, earlier: HandView, span: int) -> tuple[float, float]:
    """How ``hand`` moved per tick since ``earlier``, ``span`` ticks before; none for a
    hand that cannot move now or that jumped farther than any hand moves."""
    dx, dy = hand.x - earlier.x, hand.y - earlier.y
    if (dx == 0.0 and dy == 0.0) or hand.frozen or earlier.frozen:
        return 0.0, 0.0
    # No hand moves faster than the one speed cap: a seen jump is not a motion.
    reach = TOP_SPEED_PER_TICK * span + 1.0
    if dx * dx + dy * dy > reach * reach:
        return 0.0, 0.0
    return dx / span, dy / span


def _moved(hand: HandView, x: float, y: float) -> HandView:
    """``hand`` with its palm at (x, y) (the constructor, not ``dataclasses.replace``:
    this runs for every moving hand whenever a bot looks)."""
    return HandView(
        hand.number,
        hand.player,
        hand.side,
        x,
        y,
        hand.shoulder,
        hand.rest,
        hand.holding,
        hand.held_face,
        hand.frozen_until,
        hand.touch_frozen,
        hand.frozen,
        hand.palms_down,
        hand.in_duel,
    )
