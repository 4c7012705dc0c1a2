"""How I Want Candy!'s cards and palms move on screen between the simulation's poses.

Presentation only: the simulation puts a held card on the palm, a stashed card in its
slot and a returned card on the felt at once; this layer draws the way there. A held
card trails its palm (each tick it closes part of the gap), a stashed card flies from
where it was let go into its slot, a returned card drops and settles (under Flipper it
turns over on the way down, back to edge to face), palms that touch slap down, and a
refused action shakes the palm. It reads snapshots and never writes back, so no rule, replay
or recorded hash can depend on it. Time is counted in the snapshots' ticks: a paused
table holds its motion, and a test can step it exactly.

With :attr:`CardMotion.reduced` set (the Reduce motion setting) nothing moves on its
own: cards are drawn where the simulation puts them, face as they lie, and palms
never shake or slap.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from enum import Enum

from candy_arcade.sim.candy.snapshot import CandySnapshot
from candy_arcade.sim.candy.table_cards import CardPlace

LIFT_SCALE = 1.12
"""A held card is drawn this much larger: lifted off the felt, towards the player."""
FOLLOW = 0.35
"""The share of the gap to its palm a held card closes each tick: a short lag."""
FLY_TICKS = 15
"""A stashed card's flight into its slot (0.25 s at 60 ticks a second)."""
SETTLE_TICKS = 12
"""A returned card's drop: smaller than flat for a moment, then flat (0.2 s)."""
SETTLE_DIP = 0.92
"""How small a dropped card gets at the bottom of its bounce."""
SHAKE_TICKS = 12
"""A refused action's palm shake (0.2 s)."""
SHAKE_PIXELS = 4.0
EDGE_ON = 0.06
"""A turning card's narrowest width, as a share of its own: an edge, never nothing."""
SLAP_TICKS = 14
"""Two palms that touched slap down on the felt (0.23 s): squashed, then back."""
SLAP_DOWN_TICKS = 3
"""The slap's way down is quick; the rest of it is the palm coming back up."""
SLAP_SQUASH = 0.74
"""How small a slapping palm gets at the bottom of the slap."""


class Landing(Enum):
    FLY = "fly"
    """Into a stash slot."""
    SETTLE = "settle"
    """Back onto the felt."""


@dataclass(slots=True)
class Flight:
    """A card on its way from where it was let go to where the simulation put it."""

    landing: Landing
    start_x: float
    start_y: float
    start_tick: int
    turns_over: bool = False
    """Held face down and put back face up (Flipper): it turns over on its way down."""


class CardMotion:
    """Where each card is drawn and at what scale, and which palms shake."""

    def __init__(self, first: CandySnapshot) -> None:
        self.xs = [card.position.x for card in first.cards]
        self.ys = [card.position.y for card in first.cards]
        self.scales = [LIFT_SCALE if card.place is CardPlace.HAND else 1.0 for card in first.cards]
        self.widths = [1.0] * len(first.cards)
        """Each card's drawn width as a share of its height's scale (below 1: turning)."""
        self.backs_up = [False] * len(first.cards)
        """Whether a turning card shows its back at this point of its turn."""
        self.flights: dict[int, Flight] = {}
        self.shakes: dict[int, int] = {}
        """Per player, the tick their last refused action shook their palms."""
        self.slaps: dict[int, int] = {}
        """Per hand (by number), the tick it last slapped down touching another."""
        self.reduced = False

    def advance(self, previous: CandySnapshot, now: CandySnapshot) -> None:
        """Move on from ``previous`` to ``now`` (one tick, or several after a skip)."""
        self._note_touches(previous, now)
        flights = self.flights
        for card in now.cards:
            index = card.index
            before = previous.cards[index]
            if card is before and index not in flights and card.place is not CardPlace.HAND:
                continue
            if before.place is CardPlace.HAND and card.place is not CardPlace.HAND:
                landing = Landing.FLY if card.place is CardPlace.STASH else Landing.SETTLE
                turns_over = landing is Landing.SETTLE and card.face_up and not before.face_up
                flights[index] = Flight(
                    landing, self.xs[index], self.ys[index], previous.tick, turns_over
                )
                self.widths[index], self.backs_up[index] = 1.0, turns_over
            target = card.position
            if card.place is CardPlace.HAND:
                flights.pop(index, None)
                self.xs[index] += (target.x - self.xs[index]) * FOLLOW
                self.ys[index] += (target.y - self.ys[index]) * FOLLOW
                self.scales[index] = LIFT_SCALE
                continue
            flight = flights.get(index)
            if flight is None:
                self.xs[index], self.ys[index], self.scales[index] = target.x, target.y, 1.0
                continue
            self._fly(index, flight, target.x, target.y, now.tick)

    def _fly(self, index: int, flight: Flight, x: float, y: float, tick: int) -> None:
        """Put a landing card where it is ``tick`` into its flight (ended: at rest)."""
        ticks = FLY_TICKS if flight.landing is Landing.FLY else SETTLE_TICKS
        done = min(1.0, (tick - flight.start_tick) / ticks)
        if done >= 1.0:
            del self.flights[index]
            self.xs[index], self.ys[index], self.scales[index] = x, y, 1.0
            self.widths[index], self.backs_up[index] = 1.0, False
            return
        if flight.turns_over:
            self.widths[index] = max(EDGE_ON, abs(math.cos(math.pi * done)))
            self.backs_up[index] = done < 0.5
        eased = 1 - (1 - done) ** 3
        self.xs[index] = flight.start_x + (x - flight.start_x) * eased
        self.ys[index] = flight.start_y + (y - flight.start_y) * eased
        if flight.landing is Landing.FLY:
            self.scales[index] = LIFT_SCALE + (1.0 - LIFT_SCALE) * eased
        elif done < 0.5:
            self.scales[index] = LIFT_SCALE + (SETTLE_DIP - LIFT_SCALE) * (done * 2)
        else:
            self.scales[index] = SETTLE_DIP + (1.0 - SETTLE_DIP) * (done * 2 - 1)

    def _note_touches(self, previous: CandySnapshot, now: CandySnapshot) -> None:
        """A hand that went palm down with no duel and no end of its search was touched
        (the simulation freezes exactly the two touching hands): it slaps down."""
        for hand, before in zip(now.hands, previous.hands, strict=True):
            if (
                hand.frozen
                and not before.frozen
                and not hand.palms_down
                and now.duel_of(hand.player) is None
            ):
                self.slaps[hand.number] = now.tick

    def palm_scale(self, hand: int, tick: int) -> float:
        """How large the hand's palm is drawn at ``tick``: smaller while it slaps down."""
        start = self.slaps.get(hand)
        if start is None or self.reduced:
            return 1.0
        slapped = tick - start
        if not 0 <= slapped < SLAP_TICKS:
            return 1.0
        if slapped < SLAP_DOWN_TICKS:
            return 1.0 + (SLAP_SQUASH - 1.0) * (slapped + 1) / SLAP_DOWN_TICKS
        rising = (slapped - SLAP_DOWN_TICKS) / (SLAP_TICKS - SLAP_DOWN_TICKS)
        return SLAP_SQUASH + (1.0 - SLAP_SQUASH) * (1 - (1 - rising) ** 2)

    def slap_ring(self, hand: int, tick: int) -> float | None:
        """How far (0..1) the impact ring round a slapping palm has spread; None if none."""
        start = self.slaps.get(hand)
        if start is None or self.reduced or not 0 <= tick - start < SLAP_TICKS:
            return None
        return (tick - start) / SLAP_TICKS

    def shake(self, player: int, tick: int) -> None:
        """The player's action at ``tick`` was refused: shake their palms."""
        self.shakes[player] = tick

    def palm_offset(self, player: int, tick: int) -> float:
        """How far left or right of its place the player's palm is drawn at ``tick``."""
        start = self.shakes.get(player)
        if start is None or self.reduced:
            return 0.0
        shaken = tick - start
        if not 0 <= shaken < SHAKE_TICKS:
            return 0.0
        fading = 1 - shaken / SHAKE_TICKS
        return SHAKE_PIXELS * fading * math.sin(math.pi / 4 + shaken * math.pi / 2)

    def moving(self, index: int) -> bool:
        """Whether a card is drawn away from where the simulation puts it."""
        return not self.reduced and index in self.flights

    def face_shown(self, index: int, face_up: bool) -> bool:
        """Whether the card's face is drawn: as it lies, but a card turning over under
        Flipper shows its back for the first half of its turn."""
        return face_up and not (self.moving(index) and self.backs_up[index])
