"""A Piñata Blast bot at the real-time table: its decisions turned into intents.

The choices are the headless bot's (:mod:`.decisions`: which card, which die, how to
throw); this module only acts them out through a :class:`PlayerIntent` per tick, like
a person on a device: it moves its palm with a target (so the session's speed cap
binds it), lays a card by pressing grab over it in its hand (as a mouse player
clicks it, one press, not a burst of presses cycling through the hand), grabs with
grab, drops with drop. Reaction and decision pauses come from the bot's :class:`BotProfile`: it
reacts to anything new (the dice landing, its die taken by another hand, its card
left with only rotten dice) no sooner than its reaction time, and takes such a card
back on purpose as soon as, later than, or never, as its level says. A bot that
guards its lead watches its rivals' palms and laid cards (in plain sight) to judge
when they have done what they can this round, before it decides to go out
(:mod:`.endgame`).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from candy_arcade.bots.detour import waypoint
from candy_arcade.bots.pinata.card_count import count_cards
from candy_arcade.bots.pinata.decisions import (
    TableDie,
    choose_card,
    choose_die,
    choose_throw,
    hand_card_spot,
    notices_rotten,
)
from candy_arcade.bots.pinata.endgame import (
    goes_out_ahead,
    keeps_last_card,
    rivals_likely_gain,
    rivals_most_gain,
    way_out,
)
from candy_arcade.bots.pinata.profiles import BotProfile
from candy_arcade.core.geometry import Vec2
from candy_arcade.core.rng import Rng
from candy_arcade.rules.pinata.apply import card_can_still_get_a_die
from candy_arcade.rules.pinata.components import Card
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
NO_PULL = Vec2(0.0, 0.0)
RIVAL_IDLE_TICKS = 90
"""How long (1.5 s) every rival must have sat still, with no card laid and no die in
hand, before a bot waiting to go out takes it that they have done what they can this
round: longer than a first-timer's pause to pick a card."""
RIVAL_STILL_DISTANCE = 0.5
"""A palm that moved less than this in a tick sat still."""
FINISH_MARGIN_SECONDS = 4.0
"""A bot waiting to go out decides at the latest this long before the round's limit,
time enough to spoil a card and collect its keeper."""


@dataclass(slots=True)
class _Round:
    """What the bot decided this round: whether it saw the rotten candy, its plans."""

    number: int
    blind: bool = False
    """Whether it started the grab counting the rotten candy as good (in the rush)."""
    sees_rotten_at: int | None = None
    """For a blind start: the tick from which it sees the rotten candy after all."""
    throw_at: int | None = None
    pull: Vec2 = NO_PULL
    pull_started: int = 0
    target_die: int | None = None
    stuck_since: int | None = None
    """When it saw its waiting card could get only a rotten die (if it did)."""
    spoiling: int | None = None
    """The card it laid to spoil on a rotten die on purpose, to go out (its id)."""
    rivals_busy_at: int = 0
    """The last tick a rival's palm moved or a rival had a card laid or a die in hand."""


class RealtimePinataBot:
    """Plays one seat of a :class:`PinataSession`; call :meth:`intent` once per tick."""

    def __init__(self, seat: int, bot_profile: BotProfile, rng: Rng) -> None:
        self.seat = seat
        self.profile = bot_profile
        self.rng = rng
        self.ready_tick = 0
        self.round = _Round(number=0)
        self.rival_palms: dict[int, Vec2] = {}
        self.rival_laid: dict[int, tuple[int, str, int]] = {}
        """Each rival's laid card (id, candy) and the tick it was first seen laid."""

    def intent(self, session: PinataSession) -> PlayerIntent:
        state = session.state
        if state.round_number != self.round.number:
            self.round = _Round(
                number=state.round_number, blind=not notices_rotten(self.profile, self.rng)
            )
        if state.phase is Phase.AWAITING_THROW and state.stick_holder == self.seat:
            return self._throw(session)
        if state.phase is not Phase.GRABBING:
            self.ready_tick = 0
            return PlayerIntent(target=session.seats[self.seat].rest)
        if self.ready_tick == 0:
            self._see_landing(session)
        self._watch_rivals(session)
        if session.tick < self.ready_tick:
            return PlayerIntent()
        player = state.players[self.seat]
        if player.holding is not None:
            return self._carry(session, player.holding)
        if player.waiting is None:
            return self._place(session)
        if self._keeps(session, player.waiting):
            self._pause(session)
            return PlayerIntent(target=session.seats[self.seat].rest, drop=True)
        return self._reach(session)

    def _keeps(self, session: PinataSession, card: Card) -> bool:
        """Whether the bot holds back this card, its last, rather than end the game
        behind (a laid card it keeps is taken back with the drop button)."""
        return self.profile.guards_lead and keeps_last_card(session.state, self.seat, card)

    def _see_landing(self, session: PinataSession) -> None:
        self.ready_tick = session.tick + self.profile.reaction_ticks + self.rng.randint(0, 4)
        self.round.rivals_busy_at = session.tick
        notice = self.profile.rotten_notice_ticks
        if self.round.blind and notice is not None:
            self.round.sees_rotten_at = session.tick + notice

    def _avoids_rotten(self, session: PinataSession) -> bool:
        """Whether the bot now counts the rotten candy as rotten."""
        plan = self.round
        if not plan.blind:
            return True
        return plan.sees_rotten_at is not None and session.tick >= plan.sees_rotten_at

    def _pause(self, session: PinataSession) -> None:
        self.ready_tick = session.tick + self.profile.decision_ticks

    def _react(self, session: PinataSession) -> None:
        """Something new happened: act on it after the bot's reaction time."""
        self.ready_tick = session.tick + self.profile.reaction_ticks

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
            aim, power = choose_throw(
                anchor, session.table.centre, self.rng, self.profile.keeps_dice_near
            )
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
        hand = session.state.players[self.seat].hand
        free = self._free_dice(session)
        choices, spoil = self._endgame_choices(session, list(hand), free)
        if spoil is not None:
            return self._lay(session, spoil, spoiling=True)
        card = choose_card(
            choices,
            free,
            palm,
            self.profile,
            self._avoids_rotten(session),
            points_matter=not session.state.settings.youngest,
            rng=self.rng,
            contested=frozenset(self._seen_laid(session)),
            count=count_cards(session.state, self.seat) if self.profile.counts_cards else None,
        )
        if card is None:
            self._pause(session)
            return PlayerIntent(target=seat.rest)
        return self._lay(session, card, spoiling=False)

    def _lay(self, session: PinataSession, card: Card, spoiling: bool) -> PlayerIntent:
        """Press grab over ``card`` in the hand (the palm is home, so it is laid)."""
        self._pause(session)
        seat = session.seats[self.seat]
        hand = session.state.players[self.seat].hand
        slot = next(slot for slot, held in enumerate(hand) if held.id == card.id)
        self.round.target_die = None
        self.round.spoiling = card.id if spoiling else None
        return PlayerIntent(target=hand_card_spot(seat, slot, len(hand)).point, grab=True)

    def _endgame_choices(
        self, session: PinataSession, hand: list[Card], free: list[TableDie]
    ) -> tuple[list[Card], Card | None]:
        """The cards the bot may lay now, or the card it lays to spoil on purpose.

        A bot that guards its lead plans its way out (:mod:`.endgame`): while every card
        it holds could leave its hand this round it collects all but its keeper, then
        waits for its rivals before it goes out (ahead) or keeps the keeper (behind). A
        keeper whose die a rival races for is collected at once (or, as the last card,
        only if that ends the game ahead); with nothing left but cards to spoil, which
        cannot hold the round open, it decides at once.
        """
        if not self.profile.guards_lead:
            return hand, None
        state = session.state
        count = count_cards(state, self.seat)
        out = way_out(state, self.seat, free, self._seen_laid(session), count)
        if out is None:
            return [card for card in hand if not keeps_last_card(state, self.seat, card)], None
        if goes_out_ahead(state, self.seat, out, rivals_most_gain(state, self.seat, out, free)):
            return out.next_step()
        if out.early:
            return out.next_step()
        keeper = out.keeper
        if keeper is not None and out.keeper_contested and out.spoil:
            return [keeper], None
        rivals_done = session.tick - self.round.rivals_busy_at >= RIVAL_IDLE_TICKS
        waits = keeper is not None and not out.keeper_contested
        if waits and not (rivals_done or self._round_nearly_over(session)):
            return [], None
        certain = waits and rivals_done
        gain = 0.0 if certain else rivals_likely_gain(state, out, free, count)
        if not goes_out_ahead(state, self.seat, out, gain):
            return [], None
        return out.next_step()

    def _round_nearly_over(self, session: PinataSession) -> bool:
        """Whether the round's limit is near enough that a bot waiting to go out must
        decide now (:data:`FINISH_MARGIN_SECONDS`)."""
        limit = session.state.settings.round_limit - FINISH_MARGIN_SECONDS
        return session.state.round_elapsed >= limit

    def _seen_laid(self, session: PinataSession) -> list[str]:
        """The candies of the cards the other players have laid (face up on the table)
        that the bot has had its reaction time to see."""
        seen_by = session.tick - self.profile.reaction_ticks
        return [candy for _, candy, laid_at in self.rival_laid.values() if laid_at <= seen_by]

    def _watch_rivals(self, session: PinataSession) -> None:
        """Note when a rival last did something: moved its palm, had a card laid or a
        die in hand (all in plain sight), and since when each laid card has lain."""
        for seat, palm in enumerate(session.palms):
            if seat == self.seat:
                continue
            rival = session.state.players[seat]
            if rival.waiting is None:
                self.rival_laid.pop(seat, None)
            elif self.rival_laid.get(seat, (None, "", 0))[0] != rival.waiting.id:
                self.rival_laid[seat] = (rival.waiting.id, rival.waiting.candy, session.tick)
            before = self.rival_palms.get(seat)
            moved = before is None or before.distance(palm.position) > RIVAL_STILL_DISTANCE
            if moved or rival.waiting is not None or rival.holding is not None:
                self.round.rivals_busy_at = session.tick
            self.rival_palms[seat] = palm.position

    def _reach(self, session: PinataSession) -> PlayerIntent:
        plan = self.round
        waiting = session.state.players[self.seat].waiting
        assert waiting is not None
        free = {die.index: die for die in self._free_dice(session)}
        palm = session.palms[self.seat].position
        if plan.target_die is not None and plan.target_die not in free:
            plan.target_die = None
            self._react(session)
            return PlayerIntent()
        if plan.target_die is None:
            chosen = choose_die(
                waiting,
                list(free.values()),
                palm,
                self.profile,
                self._avoids_rotten(session) and plan.spoiling != waiting.id,
                self.rng,
            )
            if chosen is None:
                return self._no_die(session)
            plan.target_die = chosen.index
        plan.stuck_since = None
        goal = free[plan.target_die].position
        near = palm.distance(goal) <= GRAB_REACH * self.profile.grab_share
        if near and _die_under(session, palm, self.seat) == plan.target_die:
            plan.target_die = None
            self._pause(session)
            return PlayerIntent(target=goal, grab=True)
        return PlayerIntent(target=_route(session, palm, goal))

    def _no_die(self, session: PinataSession) -> PlayerIntent:
        """No die the bot would take fits its card. When the card can get no good die
        at all (only rotten ones are left for it), the bot takes it back on purpose
        after its level's wait (it reached this point a reaction after what it saw
        change), or never; otherwise it waits at rest for a die to come free."""
        plan = self.round
        rest = PlayerIntent(target=session.seats[self.seat].rest)
        wait = self.profile.rotten_take_back_ticks
        if wait is None or card_can_still_get_a_die(session.state, self.seat):
            plan.stuck_since = None
            self._pause(session)
            return rest
        if plan.stuck_since is None:
            plan.stuck_since = session.tick
        if session.tick < plan.stuck_since + wait:
            return rest
        plan.stuck_since = None
        self._pause(session)
        return PlayerIntent(target=session.seats[self.seat].rest, drop=True)

    def _carry(self, session: PinataSession, die: int) -> PlayerIntent:
        seat = session.seats[self.seat]
        spot = seat.card_spot
        palm = session.palms[self.seat].position
        waiting = session.state.players[self.seat].waiting
        spoiling = waiting is not None and waiting.id == self.round.spoiling
        if session.state.die_is_rotten(die) and self._avoids_rotten(session) and not spoiling:
            return self._put_back(session, palm)
        if palm.distance(spot) <= CARD_REACH * self.profile.grab_share:
            self._pause(session)
            return PlayerIntent(target=spot, drop=True)
        return PlayerIntent(target=_route(session, palm, spot))

    def _put_back(self, session: PinataSession, palm: Vec2) -> PlayerIntent:
        """It sees the die in its hand is rotten: back on the table, clear of its card."""
        seat = session.seats[self.seat]
        if seat.reaches_card(palm):
            return PlayerIntent(target=_route(session, palm, session.table.centre))
        self._react(session)
        return PlayerIntent(target=palm, drop=True)


def _route(session: PinataSession, palm: Vec2, goal: Vec2) -> Vec2:
    """Head for ``goal``, round the table's obstacles when they are in the way."""
    return waypoint(palm, goal, session.table.obstacles, PALM_RADIUS)


def _die_under(session: PinataSession, palm: Vec2, seat: int) -> int | None:
    """The die a grab here would take, as the bot sees the table: the nearest one in
    reach that is free or in another hand (so a bot never grabs a neighbour by slip)."""
    reachable = [
        (session.die_position(index).distance(palm), index)
        for index, die in enumerate(session.state.dice)
        if die.place is DiePlace.TABLE or (die.place is DiePlace.HAND and die.player != seat)
    ]
    in_reach = [pair for pair in reachable if pair[0] <= GRAB_REACH]
    return min(in_reach)[1] if in_reach else None
