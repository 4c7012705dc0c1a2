"""A Piñata Blast bot at the real-time table: its decisions turned into intents.

The choices are the headless bot's (:mod:`.decisions`: which card, which die, how to
throw); this module only acts them out through a :class:`PlayerIntent` per tick, like
a person on a device: it moves its palm with a target (so the session's speed cap
binds it), chooses a card with drop presses, places and grabs with grab, drops with
drop. Reaction and decision pauses come from the bot's :class:`BotProfile`.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from candy_arcade.bots.detour import waypoint
from candy_arcade.bots.pinata.decisions import (
    TableDie,
    choose_card,
    choose_die,
    choose_throw,
    notices_rotten,
)
from candy_arcade.bots.pinata.profiles import BotProfile
from candy_arcade.core.geometry import Vec2
from candy_arcade.core.rng import Rng
from candy_arcade.rules.pinata.apply import card_can_still_get_a_die
from candy_arcade.rules.pinata.state import DiePlace, Phase
from candy_arcade.sim.candy.table import PALM_RADIUS
from candy_arcade.sim.intents import PlayerIntent
from candy_arcade.sim.pinata.palms import GRAB_REACH
from candy_arcade.sim.pinata.seating import CARD_REACH
from candy_arcade.sim.pinata.session import PinataSession
from candy_arcade.sim.pinata.throw_gesture import FULL_PULL, MIN_PULL

THROW_PAUSE_TICKS = (30, 70)
"""A bot holding the dice waits this long (a random pick) before it throws."""
PULL_TICKS = 24
"""How long a bot takes to pull back its throw: long enough to see the aim arrow."""
AIM_CLOSE = 0.45
NO_PULL = Vec2(0.0, 0.0)
"""A bot grabs once its palm is this fraction of the reach from the die or card."""


@dataclass(slots=True)
class _Round:
    """What the bot decided this round: whether it saw the rotten candy, its plans."""

    number: int
    avoid_rotten: bool = True
    throw_at: int | None = None
    pull: Vec2 = NO_PULL
    pull_started: int = 0
    wanted_card: int | None = None
    target_die: int | None = None


class RealtimePinataBot:
    """Plays one seat of a :class:`PinataSession`; call :meth:`intent` once per tick."""

    def __init__(self, seat: int, bot_profile: BotProfile, rng: Rng) -> None:
        self.seat = seat
        self.profile = bot_profile
        self.rng = rng
        self.ready_tick = 0
        self.round = _Round(number=0)

    def intent(self, session: PinataSession) -> PlayerIntent:
        state = session.state
        if state.round_number != self.round.number:
            self.round = _Round(
                number=state.round_number, avoid_rotten=notices_rotten(self.profile, self.rng)
            )
        if state.phase is Phase.AWAITING_THROW and state.stick_holder == self.seat:
            return self._throw(session)
        if state.phase is not Phase.GRABBING:
            self.ready_tick = 0
            return PlayerIntent(target=session.seats[self.seat].rest)
        if self.ready_tick == 0:
            self.ready_tick = session.tick + self.profile.reaction_ticks + self.rng.randint(0, 4)
        if session.tick < self.ready_tick:
            return PlayerIntent()
        player = state.players[self.seat]
        if player.holding is not None:
            return self._carry(session)
        if player.waiting is None:
            return self._place(session)
        return self._reach(session)

    def _pause(self, session: PinataSession) -> None:
        self.ready_tick = session.tick + self.profile.decision_ticks

    def _throw(self, session: PinataSession) -> PlayerIntent:
        """Press over the dice, pull back slowly the way a mouse player would, let go."""
        if not session.throw_ready:
            return PlayerIntent()
        plan = self.round
        if plan.throw_at is None:
            plan.throw_at = session.tick + self.rng.randint(*THROW_PAUSE_TICKS)
        if session.tick < plan.throw_at:
            return PlayerIntent()
        anchor = session.gesture.origin
        if not session.gesture.charging:
            aim, power = choose_throw(anchor, session.table.centre, self.rng)
            plan.pull = Vec2(math.cos(aim), math.sin(aim)) * max(power * FULL_PULL, MIN_PULL + 1)
            plan.pull_started = session.tick
            return PlayerIntent(target=anchor, grab=True)
        done = min(1.0, (session.tick - plan.pull_started) / PULL_TICKS)
        return PlayerIntent(target=anchor - plan.pull * done, grab=done >= 1.0)

    def _free_dice(self, session: PinataSession) -> list[TableDie]:
        state = session.state
        return [
            TableDie(
                index=index,
                candy=die.face or "",
                rotten=state.die_is_rotten(index),
                position=session.die_position(index),
            )
            for index, die in enumerate(state.dice)
            if die.place is DiePlace.TABLE
        ]

    def _place(self, session: PinataSession) -> PlayerIntent:
        seat = session.seats[self.seat]
        palm = session.palms[self.seat].position
        if not seat.is_home(palm):
            return PlayerIntent(target=_route(session, palm, seat.rest))
        plan = self.round
        hand = session.state.players[self.seat].hand
        if plan.wanted_card is None or all(card.id != plan.wanted_card for card in hand):
            card = choose_card(
                hand,
                self._free_dice(session),
                palm,
                self.profile,
                plan.avoid_rotten,
                points_matter=not session.state.settings.youngest,
                rng=self.rng,
            )
            if card is None:
                self._pause(session)
                return PlayerIntent(target=seat.rest)
            plan.wanted_card = card.id
        chosen = session.selected_card(self.seat)
        if chosen is not None and chosen.id != plan.wanted_card:
            return PlayerIntent(target=palm, drop=True)
        plan.wanted_card = None
        plan.target_die = None
        self._pause(session)
        return PlayerIntent(target=palm, grab=True)

    def _reach(self, session: PinataSession) -> PlayerIntent:
        plan = self.round
        waiting = session.state.players[self.seat].waiting
        assert waiting is not None
        free = {die.index: die for die in self._free_dice(session)}
        palm = session.palms[self.seat].position
        if plan.target_die not in free:
            chosen = choose_die(
                waiting, list(free.values()), palm, self.profile, plan.avoid_rotten, self.rng
            )
            plan.target_die = chosen.index if chosen is not None else None
        if plan.target_die is None:
            self._pause(session)
            rest = session.seats[self.seat].rest
            # No die it wants is left for the card; with no good one left either, the card
            # would wait all round (a rotten die still shows its candy): take it back.
            give_up = not card_can_still_get_a_die(session.state, self.seat)
            return PlayerIntent(target=rest, drop=give_up)
        goal = free[plan.target_die].position
        if palm.distance(goal) <= GRAB_REACH * AIM_CLOSE:
            plan.target_die = None
            self._pause(session)
            return PlayerIntent(target=goal, grab=True)
        return PlayerIntent(target=_route(session, palm, goal))

    def _carry(self, session: PinataSession) -> PlayerIntent:
        spot = session.seats[self.seat].card_spot
        palm = session.palms[self.seat].position
        if palm.distance(spot) <= CARD_REACH * AIM_CLOSE:
            self._pause(session)
            return PlayerIntent(target=spot, drop=True)
        return PlayerIntent(target=_route(session, palm, spot))


def _route(session: PinataSession, palm: Vec2, goal: Vec2) -> Vec2:
    """Head for ``goal``, round the table's obstacles when they are in the way."""
    return waypoint(palm, goal, session.table.obstacles, PALM_RADIUS)
