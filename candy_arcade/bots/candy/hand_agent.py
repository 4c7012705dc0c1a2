"""One bot hand's current errand and how it carries it out, tick by tick.

A hand is always on one errand (fetch a card, carry it to the stash, put it back,
take a card out of the stash, rest, hand over a token, go and steal). The bot picks
errands; the agent walks there, steering clear of other hands, and presses grab or
drop on arrival. Errands are re-picked only when something changes, so a bot costs
little per tick.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from candy_arcade.core.geometry import Vec2
from candy_arcade.sim.candy.observation import CandyObservation, HandView

ARRIVED = 1.5
STASH_MARGIN = 10.0
POOL_MARGIN = 22.0


class Errand(Enum):
    NONE = "none"
    FETCH = "fetch"
    CARRY = "carry"
    DISCARD = "discard"
    UNSTASH = "unstash"
    REST = "rest"
    PASS = "pass"
    STEAL = "steal"


@dataclass(frozen=True, slots=True)
class Move:
    """What one hand does this tick: where it heads, and its buttons."""

    target: Vec2 | None
    grab: bool = False
    drop: bool = False


STOP = Move(None)


@dataclass(slots=True)
class HandAgent:
    """A hand's errand and the little it remembers between ticks."""

    side: int
    errand: Errand = Errand.NONE
    card: int | None = None
    """The handle of the card its errand is about."""
    card_z: int = -1
    goal_x: float = 0.0
    goal_y: float = 0.0
    victim: int | None = None
    ready_at: int = 0
    """The tick from which it acts again (its reaction time after a surprise)."""
    prev_held: int | None = None
    """The face of the card it held at the last look, and that card's handle."""
    prev_handle: int = -1
    expect_change: bool = False
    target: Vec2 | None = None
    next_steer: int = 0
    best_distance: float = 1e9
    stalled_since: int = 0

    def set_errand(
        self,
        errand: Errand,
        goal: tuple[float, float] = (0.0, 0.0),
        card: int | None = None,
        card_z: int = -1,
        victim: int | None = None,
    ) -> None:
        self.errand = errand
        self.goal_x, self.goal_y = goal
        self.card = card
        self.card_z = card_z
        self.victim = victim
        self.target = None
        self.next_steer = 0
        self.best_distance = 1e9
        self.stalled_since = -1

    def clear(self) -> None:
        self.errand = Errand.NONE
        self.card = None
        self.victim = None
        self.target = None


def inside_own_stash(seen: CandyObservation, hand: HandView) -> bool:
    stash = seen.geometry.seats[hand.player].stash
    return (
        abs(hand.x - stash.center.x) <= stash.width / 2 - STASH_MARGIN
        and abs(hand.y - stash.center.y) <= stash.height / 2 - STASH_MARGIN
    )


def inside_pool(seen: CandyObservation, hand: HandView) -> bool:
    pool = seen.geometry.pool
    return (
        abs(hand.x - pool.center.x) <= pool.width / 2 - POOL_MARGIN
        and abs(hand.y - pool.center.y) <= pool.height / 2 - POOL_MARGIN
    )
