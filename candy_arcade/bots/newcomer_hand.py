"""How a newcomer's device moves a hand towards a chosen spot, tick by tick.

Shared by the newcomer models of the real-time modes. A newcomer decides to go
somewhere (a card, a stash, a die); this turns the decision into what a device
would send:

- **mouse**: the pointer travels from where it is to the spot in the time Fitts' law
  gives (:func:`~candy_arcade.bots.human_factors.mouse_pointing_seconds`), along a
  minimum-jerk path, and ends scattered around the spot with the spread Fitts'
  "effective width" implies. The intent's ``target`` is the pointer; the table then
  moves the palm after it at the shared speed cap, as it does for any mouse.
- **keys**: the eight-way direction nearest the spot is held, so the palm moves at the
  speed cap; the key is let go with a timing error of a person's reaction spread, and
  a palm left off the spot is corrected after a fresh simple reaction.

A :class:`Reach` says when the device has done its part (pointer arrived, or the key
let go on the spot) so the newcomer can press its button.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from enum import Enum

from candy_arcade.bots.human_factors import (
    SIMPLE_REACTION_SD_SECONDS,
    key_travel_seconds,
    mouse_pointing_seconds,
    pointing_spread,
    simple_reaction_seconds,
)
from candy_arcade.core.clock import TICK_SECONDS
from candy_arcade.core.geometry import Vec2
from candy_arcade.core.rng import Rng

PALM_ON_POINTER = 3.0
"""A palm this near the pointer has caught up with it (table units)."""
KEY_DIRECTIONS = 8
"""Two keys at once give the diagonals: a keyboard half moves in eight directions."""


class Device(Enum):
    """How the newcomer moves its hand."""

    MOUSE = "mouse"
    KEYS = "keys"


@dataclass(slots=True)
class Reach:
    """One movement towards ``goal`` (a spot ``width`` wide), and how far it has got."""

    goal: Vec2
    width: float
    start: Vec2
    end: Vec2
    """Where the pointer stops (mouse), or the spot the keys aim for."""
    began: float
    seconds: float
    """Mouse: the Fitts movement time. Keys: how long the key is held."""
    direction: Vec2 | None = None
    resume_at: float = 0.0
    """Keys: the time a correction may start (a simple reaction after stopping)."""


def _minimum_jerk(fraction: float) -> float:
    """Share of the way covered at ``fraction`` of the movement time (Flash and Hogan
    1985, "The coordination of arm movements", *Journal of Neuroscience* 5:1688-1703)."""
    t = min(max(fraction, 0.0), 1.0)
    return t * t * t * (10.0 + t * (-15.0 + 6.0 * t))


def _eight_way(dx: float, dy: float) -> Vec2:
    angle = math.atan2(dy, dx)
    step = 2 * math.pi / KEY_DIRECTIONS
    snapped = round(angle / step) * step
    return Vec2(math.cos(snapped), math.sin(snapped))


class NewcomerHand:
    """One hand moved by a newcomer's mouse or keys; :meth:`steer` each tick."""

    def __init__(self, device: Device, rng: Rng, speed_cap: float, start: Vec2) -> None:
        self.device = device
        self.rng = rng
        self.speed_cap = speed_cap
        self.pointer = start
        self.reach: Reach | None = None

    def go(self, goal: Vec2, width: float, palm: Vec2, now: float) -> None:
        """Start moving towards ``goal``, a spot ``width`` wide, at time ``now`` (s)."""
        if self.device is Device.MOUSE:
            spread = pointing_spread(width)
            end = Vec2(goal.x + self.rng.gauss(0.0, spread), goal.y + self.rng.gauss(0.0, spread))
            seconds = mouse_pointing_seconds((goal - self.pointer).length(), width)
            self.reach = Reach(goal, width, self.pointer, end, now, seconds)
        else:
            self.reach = Reach(goal, width, palm, goal, now, 0.0)
            self._press_keys(palm, now)

    def _press_keys(self, palm: Vec2, now: float) -> None:
        reach = self.reach
        assert reach is not None
        dx, dy = reach.goal.x - palm.x, reach.goal.y - palm.y
        direction = _eight_way(dx, dy)
        along = dx * direction.x + dy * direction.y
        late = self.rng.gauss(0.0, SIMPLE_REACTION_SD_SECONDS)
        reach.direction = direction
        reach.start = palm
        reach.began = now
        reach.seconds = max(key_travel_seconds(along, self.speed_cap) + late, TICK_SECONDS)

    def stop(self) -> None:
        """Give the movement up (the hand froze, the errand changed)."""
        self.reach = None

    def steer(self, palm: Vec2, now: float) -> tuple[Vec2 | None, Vec2 | None]:
        """This tick's ``(target, direction)`` for the intent."""
        reach = self.reach
        if self.device is Device.MOUSE:
            if reach is not None:
                fraction = (now - reach.began) / reach.seconds if reach.seconds > 0 else 1.0
                share = _minimum_jerk(fraction)
                self.pointer = reach.start + (reach.end - reach.start) * share
            return self.pointer, None
        if reach is None or reach.direction is None or now < reach.began:
            return None, None
        if now - reach.began < reach.seconds:
            return None, reach.direction
        reach.direction = None
        reach.resume_at = now + simple_reaction_seconds(self.rng)
        return None, None

    def arrived(self, palm: Vec2, now: float) -> bool:
        """The device has done its part and the palm is where it was sent, so the
        button can go down. Keys off the spot start a correction instead."""
        reach = self.reach
        if reach is None:
            return True
        if self.device is Device.MOUSE:
            done = now - reach.began >= reach.seconds
            return done and (palm - self.pointer).length() <= PALM_ON_POINTER
        if reach.direction is not None or now < reach.resume_at:
            return False
        if (palm - reach.goal).length() <= reach.width / 2:
            return True
        self._press_keys(palm, now)
        return False
