"""The Piñata Blast newcomer: a first-time human with a mouse, as an intent source.

Used only to measure the bots (``simulate --seats newcomer,bot:easy``, the ladder);
the lobby never seats it. It sends what a mouse sends, a pointer position and
clicks, so the session binds it by the same speed cap and rules as anyone. Its times
are a person's (:mod:`candy_arcade.bots.human_factors`): a choice reaction by the
Hick-Hyman law when it must pick among its cards or the dice, a simple reaction when
something it watches changes, and Fitts' law for every pointing movement (the shared
mouse of :mod:`candy_arcade.bots.newcomer_hand`). What it notices and chooses is
:mod:`.newcomer_mind`.

It plays as the mouse does: a click on a card of its hand lays it (the palm carries
it home), a click over a die grabs it, a right click over the card drops it there;
it takes back a card that can get no die once it sees so, and throws by pressing
over the dice and dragging back.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from candy_arcade.bots.detour import waypoint
from candy_arcade.bots.human_factors import (
    choice_reaction_seconds,
    simple_reaction_seconds,
)
from candy_arcade.bots.newcomer_hand import PALM_ON_POINTER, Device, NewcomerHand
from candy_arcade.bots.pinata.decisions import TableDie, hand_card_spot
from candy_arcade.bots.pinata.newcomer_mind import (
    pick_card,
    pick_die,
    pick_throw,
    rotten_notice_ticks,
    seen_dice,
)
from candy_arcade.core.clock import TICK_RATE, TICK_SECONDS
from candy_arcade.core.geometry import Vec2
from candy_arcade.core.rng import Rng
from candy_arcade.rules.pinata.apply import card_can_still_get_a_die
from candy_arcade.rules.pinata.state import DiePlace, Phase
from candy_arcade.sim.candy.table import HAND_SPEED, PALM_RADIUS
from candy_arcade.sim.driver import SourceKind
from candy_arcade.sim.intents import PlayerIntent
from candy_arcade.sim.pinata.palms import GRAB_REACH
from candy_arcade.sim.pinata.seating import CARD_WIDTH
from candy_arcade.sim.pinata.session import PinataSession
from candy_arcade.sim.pinata.throw_gesture import FULL_PULL, MIN_PULL

READ_PROMPT_SECONDS = 1.0
"""A first-time stick holder reads the throw prompt before acting (an assumption:
one short line read at about 250 words a minute, plus finding the dice)."""
STUCK_NOTICE_SECONDS = 1.5
"""How long it looks for a die its waiting card could still get before it sees there
is none and takes the card back (an assumption: a few glances over the table)."""
RELAY_SECONDS = 1.2
"""A clicked card not laid by then is clicked again: the palm had a second to get home."""
PULL_WIDTH = 40.0
"""How precisely it judges the length of a throw's pull (table units)."""


def _ticks(seconds: float) -> int:
    return round(seconds * TICK_RATE)


@dataclass(slots=True)
class _Round:
    """What the newcomer knows and intends this round."""

    number: int
    landed_at: int | None = None
    rotten_known_at: int | None = None
    act_at: int = 0
    card: int | None = None
    card_clicked_at: int | None = None
    die: int | None = None
    stuck_since: int | None = None
    throw_at: int | None = None


class PinataNewcomer:
    """One seat of a :class:`PinataSession` played as a first-time human would."""

    kind = SourceKind.BOT

    def __init__(self, seat: int, session: PinataSession, rng: Rng) -> None:
        self.seat = seat
        self.rng = rng
        self.hand = NewcomerHand(Device.MOUSE, rng, HAND_SPEED, session.seats[seat].rest)
        self.round = _Round(number=0)
        self.rounds_played = 0
        self.learnt_rotten = False
        self._last_waiting: int | None = None
        self._last_palm = session.seats[seat].rest

    def intent(self, session: PinataSession, tick: int) -> PlayerIntent:
        now = session.tick
        state = session.state
        if state.round_number != self.round.number:
            self.round = _Round(number=state.round_number)
            self.rounds_played += 1
        self._learn_from_rot(session)
        palm = session.palms[self.seat].position
        self._palm_moved = palm.distance(self._last_palm)
        self._last_palm = palm
        self.hand.steer(palm, now * TICK_SECONDS)
        if state.phase is Phase.AWAITING_THROW and state.stick_holder == self.seat:
            return self._throw(session, now)
        if state.phase is not Phase.GRABBING:
            return self._hover()
        plan = self.round
        if plan.landed_at is None:
            self._see_landing(session, now)
        if now < plan.act_at:
            return self._hover()
        player = state.players[self.seat]
        if player.holding is not None:
            return self._carry(session, now, player.holding)
        if player.waiting is not None:
            return self._reach(session, now)
        return self._lay(session, now)

    # --- what it perceives ------------------------------------------------------------

    def _see_landing(self, session: PinataSession, now: int) -> None:
        plan = self.round
        plan.landed_at = now
        plan.act_at = now + _ticks(simple_reaction_seconds(self.rng))
        if session.state.rotten is not None:
            delay = rotten_notice_ticks(self.rounds_played, self.learnt_rotten, self.rng)
            plan.rotten_known_at = now + delay

    def _knows_rotten(self, now: int) -> bool:
        known = self.round.rotten_known_at
        return known is not None and now >= known

    def _learn_from_rot(self, session: PinataSession) -> None:
        """A card of its own discarded by the rotten candy teaches it to look first."""
        waiting = session.state.players[self.seat].waiting
        if self._last_waiting is not None and waiting is None:
            lost = any(card.id == self._last_waiting for card in session.state.discarded)
            self.learnt_rotten = self.learnt_rotten or lost
        self._last_waiting = waiting.id if waiting is not None else None

    def _free_dice(self, session: PinataSession, now: int) -> list[TableDie]:
        state = session.state
        dice = [
            TableDie(index, die.face or "", state.die_is_rotten(index), session.die_position(index))
            for index, die in enumerate(state.dice)
            if die.place is DiePlace.TABLE
        ]
        return seen_dice(dice, self._knows_rotten(now))

    def _pointer_arrived(self, now: int) -> bool:
        """The pointer's movement is over (wherever the palm is)."""
        reach = self.hand.reach
        return reach is None or now * TICK_SECONDS - reach.began >= reach.seconds

    def _palm_caught_up(self, session: PinataSession, now: int) -> bool:
        """The pointer has arrived and the palm with it (or as near as the felt lets it)."""
        if not self._pointer_arrived(now):
            return False
        palm = session.palms[self.seat].position
        return palm.distance(self.hand.pointer) <= PALM_ON_POINTER or self._palm_moved < 0.01

    def _wait(self, now: int, seconds: float) -> None:
        self.round.act_at = now + _ticks(seconds)

    # --- what it does -----------------------------------------------------------------

    def _hover(self) -> PlayerIntent:
        return PlayerIntent(target=self.hand.pointer)

    def _click(self, grab: bool = False, drop: bool = False) -> PlayerIntent:
        return PlayerIntent(target=self.hand.pointer, grab=grab, drop=drop)

    def _aim(self, session: PinataSession, goal: Vec2, width: float, now: int) -> None:
        """Move the pointer to ``goal`` unless already on the way (a die settling a hair
        further on is still the same target)."""
        reach = self.hand.reach
        if reach is None or reach.goal.distance(goal) > width / 4:
            self.hand.go(goal, width, session.palms[self.seat].position, now * TICK_SECONDS)

    def _point(self, session: PinataSession, goal: Vec2, width: float, now: int) -> None:
        """Aim the pointer at ``goal``, round the table's obstacles first."""
        palm = session.palms[self.seat].position
        via = waypoint(palm, goal, session.table.obstacles, PALM_RADIUS)
        if via != goal:
            goal, width = via, 2 * PALM_RADIUS
        self._aim(session, goal, width, now)

    def _lay(self, session: PinataSession, now: int) -> PlayerIntent:
        plan = self.round
        hand = session.state.players[self.seat].hand
        if plan.card_clicked_at is not None:
            if now < plan.card_clicked_at + _ticks(RELAY_SECONDS):
                return self._hover()
            plan.card_clicked_at = None
            self.hand.stop()
        if plan.card is None or all(card.id != plan.card for card in hand):
            pick = pick_card(hand, self._free_dice(session, now), self.rng)
            if pick is None:
                self._wait(now, simple_reaction_seconds(self.rng))
                return self._hover()
            plan.card = pick.card.id
            self._wait(now, pick.seconds)
            return self._hover()
        slot = next(slot for slot, card in enumerate(hand) if card.id == plan.card)
        spot = hand_card_spot(session.seats[self.seat], slot, len(hand))
        self._aim(session, spot.point, spot.width, now)
        if not self._pointer_arrived(now):
            return self._hover()
        plan.card_clicked_at = now
        plan.die = None
        return self._click(grab=True)

    def _reach(self, session: PinataSession, now: int) -> PlayerIntent:
        plan = self.round
        plan.card = None
        plan.card_clicked_at = None
        waiting = session.state.players[self.seat].waiting
        assert waiting is not None
        free = {die.index: die for die in self._free_dice(session, now)}
        palm = session.palms[self.seat].position
        if plan.die is not None and plan.die not in free:
            plan.die = None
            self._wait(now, simple_reaction_seconds(self.rng))
            return self._hover()
        if plan.die is None:
            chosen = pick_die(waiting, list(free.values()), palm, self.rng)
            if chosen is None:
                return self._stuck(session, now)
            plan.die = chosen.index
            fitting = sum(die.candy == waiting.candy for die in free.values())
            if fitting > 1:
                self._wait(now, choice_reaction_seconds(self.rng, fitting))
                return self._hover()
        plan.stuck_since = None
        goal = free[plan.die].position
        self._point(session, goal, session.table.die_size, now)
        if not self._palm_caught_up(session, now):
            return self._hover()
        if palm.distance(goal) <= GRAB_REACH:
            plan.die = None
            return self._click(grab=True)
        self.hand.stop()
        self._wait(now, simple_reaction_seconds(self.rng))
        return self._hover()

    def _stuck(self, session: PinataSession, now: int) -> PlayerIntent:
        """No die it can see fits the waiting card: once it is sure, take the card back
        (the rules refuse while a good die is still in someone's hand)."""
        plan = self.round
        if plan.stuck_since is None:
            plan.stuck_since = now
        if now < plan.stuck_since + _ticks(STUCK_NOTICE_SECONDS):
            return self._hover()
        plan.stuck_since = None
        if card_can_still_get_a_die(session.state, self.seat):
            self._wait(now, simple_reaction_seconds(self.rng))
            return self._hover()
        return self._click(drop=True)

    def _carry(self, session: PinataSession, now: int, die: int) -> PlayerIntent:
        seat = session.seats[self.seat]
        palm = session.palms[self.seat].position
        if self._knows_rotten(now) and session.state.die_is_rotten(die):
            if seat.reaches_card(palm):
                self._point(session, session.table.centre, CARD_WIDTH, now)
                return self._hover()
            self._wait(now, simple_reaction_seconds(self.rng))
            return self._click(drop=True)
        self._point(session, seat.card_spot, CARD_WIDTH, now)
        if not self._palm_caught_up(session, now):
            return self._hover()
        if seat.reaches_card(palm):
            self._wait(now, simple_reaction_seconds(self.rng))
            return self._click(drop=True)
        self.hand.stop()
        self._wait(now, simple_reaction_seconds(self.rng))
        return self._hover()

    def _throw(self, session: PinataSession, now: int) -> PlayerIntent:
        """Find the dice, press over them, drag back (aim and power by eye), let go."""
        plan = self.round
        if not session.throw_ready:
            return self._hover()
        if plan.throw_at is None:
            think = choice_reaction_seconds(self.rng, 2) + READ_PROMPT_SECONDS
            plan.throw_at = now + _ticks(think)
        if now < plan.throw_at:
            return self._hover()
        origin = session.gesture.origin
        if not session.gesture.charging:
            self._aim(session, origin, 2 * session.table.die_size, now)
            if not self._pointer_arrived(now):
                return self._hover()
            aim, power = pick_throw(origin, session.table.centre, self.rng)
            length = max(power * FULL_PULL, MIN_PULL + 1.0)
            pull = Vec2(math.cos(aim), math.sin(aim)) * length
            press = self._click(grab=True)
            palm = session.palms[self.seat].position
            self.hand.go(self.hand.pointer - pull, PULL_WIDTH, palm, now * TICK_SECONDS)
            return press
        if not self._pointer_arrived(now):
            return self._hover()
        return self._click(grab=True)
