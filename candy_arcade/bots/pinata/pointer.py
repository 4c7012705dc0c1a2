"""A newcomer's mouse pointer over the Piñata Blast table: aimed movements by Fitts' law.

A person pointing at a die or a card moves the pointer in one aimed movement whose
duration follows Fitts' law and whose end lands around the aim with the spread of
the effective width (figures in :mod:`candy_arcade.bots.human_factors`). Along the
way the pointer follows a minimum-jerk path (Flash and Hogan (1985), "The
coordination of arm movements", *Journal of Neuroscience* 5:1688-1703): slow at the
start and the end, fastest in the middle. The session moves the palm after the
pointer at the one speed cap, so a far target costs the newcomer both its pointing
time and the palm's travel, as it costs a person.
"""

from __future__ import annotations

from dataclasses import dataclass

from candy_arcade.bots.human_factors import mouse_pointing_seconds, pointing_spread
from candy_arcade.core.clock import TICK_RATE
from candy_arcade.core.geometry import Vec2
from candy_arcade.core.rng import Rng


@dataclass(frozen=True, slots=True)
class AimedMovement:
    """One movement of the pointer from ``start`` to ``end`` over ``ticks`` ticks."""

    start: Vec2
    end: Vec2
    start_tick: int
    ticks: int

    def position(self, tick: int) -> Vec2:
        """Where the pointer is at ``tick`` on its minimum-jerk path."""
        if self.ticks <= 0:
            return self.end
        t = min(1.0, max(0.0, (tick - self.start_tick) / self.ticks))
        share = t * t * t * (10.0 - 15.0 * t + 6.0 * t * t)
        return self.start + (self.end - self.start) * share

    def done(self, tick: int) -> bool:
        return tick >= self.start_tick + self.ticks


class Pointer:
    """Where the newcomer's mouse pointer is, and the movement it is making."""

    def __init__(self, position: Vec2) -> None:
        self.movement = AimedMovement(position, position, 0, 0)
        self.goal: Vec2 | None = position
        """What the current movement aims at (its end is the goal plus the miss); None
        once the newcomer has seen it missed and means to aim afresh."""

    def position(self, tick: int) -> Vec2:
        return self.movement.position(tick)

    def arrived(self, tick: int) -> bool:
        return self.movement.done(tick)

    def aim(self, goal: Vec2, width: float, tick: int, rng: Rng) -> None:
        """Start an aimed movement at a target ``width`` wide centred on ``goal``."""
        start = self.position(tick)
        seconds = mouse_pointing_seconds(start.distance(goal), width)
        spread = pointing_spread(width)
        end = goal + Vec2(rng.gauss(0.0, spread), rng.gauss(0.0, spread))
        self.movement = AimedMovement(start, end, tick, round(seconds * TICK_RATE))
        self.goal = goal

    def aims_at(self, goal: Vec2, width: float) -> bool:
        """Whether the current movement already aims at ``goal`` (a target ``width``
        wide: a die settling a hair further on is still the same target)."""
        return self.goal is not None and self.goal.distance(goal) <= width / 4

    def aim_afresh(self) -> None:
        """The last movement missed (or was not enough): the next aim starts a new one."""
        self.goal = None

    def drag(self, end: Vec2, ticks: int, tick: int) -> None:
        """Move to ``end`` over ``ticks`` with the button held (a throw's pull)."""
        start = self.position(tick)
        self.movement = AimedMovement(start, end, tick, ticks)
        self.goal = end
