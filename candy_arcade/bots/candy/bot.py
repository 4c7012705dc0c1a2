"""The I Want Candy! bot: an intent source like any device, bound by the same limits.

Each tick it reads the table as a player sees it and answers with one
:class:`PlayerIntent`. Every card it reads comes from its player's
:class:`~candy_arcade.sim.candy.observation.CandyObservation` (:meth:`CandyBot.look`),
where a face-down card is an opaque handle, so it knows a face only if it saw it;
hands, the clock, the rules and the variants' public state (tokens, duels, the rhythm)
come from the same observation: :meth:`CandyBot.intent` is given nothing else. It keeps
one :class:`HandAgent` per hand it moves; when an errand ends or something changes
it picks the next one by asking the scoring engine what each known card would add.
Difficulty (:mod:`candy_arcade.bots.candy.profiles`) sets how quickly it reacts,
how well it aims, how much it remembers and how far ahead it thinks.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from candy_arcade.bots.candy.choices import (
    DISTANCE_COST,
    GainCache,
    aim_point,
    nearest_unknown,
)
from candy_arcade.bots.candy.errands import Errands
from candy_arcade.bots.candy.hand_agent import (
    STOP,
    Errand,
    HandAgent,
    Move,
)
from candy_arcade.bots.candy.memory import Memory
from candy_arcade.bots.candy.profiles import profile_for
from candy_arcade.bots.candy.sight import HandSight
from candy_arcade.bots.candy.steering import (
    others_live,
    path_is_clear,
    spot_is_clear,
    way_is_contested,
)
from candy_arcade.bots.candy.tactics import Tactics
from candy_arcade.bots.candy.trader import Trader
from candy_arcade.bots.candy.valuation import Outlook, best_swap, card_gain, mask_of
from candy_arcade.core.rng import Rng
from candy_arcade.rules.candy.phase import Phase
from candy_arcade.rules.candy.variants import Variant
from candy_arcade.sim.candy.observation import CandyObservation, HandView
from candy_arcade.sim.candy.table_cards import CardPlace
from candy_arcade.sim.intents import IDLE, PlayerIntent

KEEP_THRESHOLD = 0.0
SWAP_MARGIN = 6.0
PRUNE_MARGIN = 8.0
OUTLOOK_TICKS = 20
MAX_SLEEP_TICKS = 12
"""The longest a waiting bot goes without thinking about the table."""
LOOK_EVERY_TICKS = 3
"""How often it takes in where the other hands are, thinking or not (every 50 ms)."""


@dataclass(frozen=True, slots=True)
class TableRules:
    """The variants that change what a bot does, looked up once per round rather than
    every tick."""

    duels: bool
    palms_down: bool
    rock_you: bool
    tokens: bool
    two_hands: bool
    both_hands: bool

    @property
    def quiet(self) -> bool:
        """No variant that can call on the bot at any moment (duels, tokens, rhythm)."""
        return not (self.duels or self.palms_down or self.rock_you or self.tokens)

    @classmethod
    def of(cls, seen: CandyObservation) -> TableRules:
        settings = seen.settings
        return cls(
            duels=settings.has(Variant.ROSHAMBO),
            palms_down=settings.palms_down_allowed,
            rock_you=settings.has(Variant.ROCK_YOU),
            tokens=bool(seen.tokens),
            two_hands=settings.two_hands,
            both_hands=settings.both_hands_active,
        )


class CandyBot:
    """A bot for one seat: ``CandyBot(player, difficulty, rng).intent(observation)``."""

    def __init__(self, player: int, difficulty: str, rng: Rng) -> None:
        self.player = player
        self.difficulty = difficulty
        self.profile = profile_for(difficulty)
        self.rng = rng
        self.memory = Memory(self.profile.memory)
        self.sight = HandSight(player, self.profile.reaction_ticks)
        """The other hands as it saw them a reaction time ago: what it steers clear of."""
        self.agents: list[HandAgent] = []
        self.gains = GainCache()
        self.discards: set[int] = set()
        """Cards taken out of the stash to make room: they go back to the pool."""
        self.refetch: int | None = None
        """A good card put down to make room for it; fetched again after the swap."""
        self.swap_out: int | None = None
        self.prev_stash: tuple[int, ...] = ()
        self.blocked: dict[int, int] = {}
        """card -> tick until which it is not chosen (another hand was there)."""
        self.tactics = Tactics(self)
        self.errands = Errands(self)
        self.trader = Trader(self)
        self._last = IDLE
        self._last_plain = True
        self._coast = IDLE
        """What it sends between the ticks it thinks on: the same moves, no buttons."""
        self._next_think = 0
        self._next_look = 0
        self._outlook: Outlook | None = None
        self._outlook_key: tuple[int, tuple[int, ...]] = (-1, ())
        self.rules: TableRules | None = None

    # ------------------------------------------------------------------ the tick

    def intent(self, seen: CandyObservation) -> PlayerIntent:
        """Its intent this tick, decided from its player's observation only."""
        phase = seen.phase
        if phase is not Phase.PLAYING:
            return self.trader.intent(seen) if phase is Phase.TRADING else IDLE
        tick = seen.tick
        if tick >= self._next_look:
            # It keeps an eye on the other hands even while it waits: what it sees
            # now is what it steers by a reaction time later.
            self._next_look = tick + LOOK_EVERY_TICKS
            self.sight.look(seen)
        if tick < self._next_think:
            return self._coast
        self._next_think = tick + self.profile.think_every
        me = self.player
        rules = self.rules
        if rules is None:
            rules = self.rules = TableRules.of(seen)
            # The round starting is something seen like any other: it moves a
            # reaction time later.
            self.agents = [
                HandAgent(side, ready_at=tick + self.reaction())
                for side in range(len(seen.own_hands))
            ]
        self._observe(seen)
        challenge = thump = clap = pass_token = switch = False
        tactics = self.tactics
        if rules.duels:
            if seen.own_duel is not None:
                return tactics.duel_intent(seen)
            challenge = tactics.should_challenge(seen)
        if rules.palms_down:
            if seen.is_palms_down(me):
                return IDLE
            if tactics.should_palms_down(seen):
                return PlayerIntent(palms_down=True)
        own = seen.own_hands
        if rules.both_hands:
            first = self.errands.move(seen, self.agents[0], own[0])
            second = self.errands.move(seen, self.agents[1], own[1])
            waiting = min(self.agents[0].ready_at, self.agents[1].ready_at)
        else:
            side = seen.active_side if rules.two_hands else 0
            if rules.two_hands and own[side].touch_frozen:
                switch = not own[1 - side].frozen
            first = self.errands.move(seen, self.agents[side], own[side])
            second = STOP
            waiting = self.agents[side].ready_at
        if not challenge and rules.duels and tactics.weighing_challenge(seen):
            first = Move(first.target)
            second = Move(second.target)
        if rules.rock_you:
            thump, clap = tactics.beat(seen)
        if rules.tokens:
            pass_token = tactics.ready_to_pass(seen)
        plain = not (
            challenge
            or switch
            or thump
            or clap
            or pass_token
            or first.grab
            or first.drop
            or second.grab
            or second.drop
        )
        if plain and rules.quiet and waiting > self._next_think:
            # Nothing to do until its reaction time is up: sleep till then.
            self._next_think = min(waiting, tick + MAX_SLEEP_TICKS)
        last = self._last
        if (
            plain
            and self._last_plain
            and last.target is first.target
            and last.second_target is second.target
        ):
            self._coast = last
            return last
        self._last_plain = plain
        self._last = PlayerIntent(
            target=first.target,
            grab=first.grab,
            drop=first.drop,
            second_target=second.target,
            second_grab=second.grab,
            second_drop=second.drop,
            thump=thump,
            clap=clap,
            pass_token=pass_token,
            challenge=challenge,
            switch_hand=switch,
        )
        self._coast = (
            self._last if plain else PlayerIntent(target=first.target, second_target=second.target)
        )
        return self._last

    # ------------------------------------------------------------------ seeing

    def _observe(self, seen: CandyObservation) -> None:
        """Notice what changed in its own hands and stash since the last tick."""
        stash = seen.own_stash_faces()
        own = seen.own_hands
        if stash != self.prev_stash:
            in_hands = {hand.held_face for hand in own}
            for card in self.prev_stash:
                if card not in stash and card not in in_hands:
                    self.memory.lost(card)
            self.prev_stash = stash
        for agent in self.agents:
            hand = own[agent.side]
            held = hand.held_face
            if held == agent.prev_held:
                continue
            old = agent.prev_held
            if old is not None:
                put_down = seen.card(agent.prev_handle)
                if put_down.place is CardPlace.POOL:
                    self.memory.saw_in_pool(old, agent.prev_handle, put_down.z)
            if held is not None:
                self.memory.forget(held)
            agent.prev_held = held
            agent.prev_handle = -1 if hand.holding is None else hand.holding
            agent.clear()
            if agent.expect_change:
                agent.expect_change = False
            else:
                agent.ready_at = seen.tick + self.reaction()

    def reaction(self) -> int:
        base = self.profile.reaction_ticks
        return base + self.rng.randint(0, max(1, base // 3))

    def outlook(self, seen: CandyObservation) -> Outlook:
        """What it believes about the rest of the round, from what it can see.

        Worked out afresh when its stash changes or every :data:`OUTLOOK_TICKS`; a
        belief about the whole table need not be redone for every decision.
        """
        key = (seen.tick // OUTLOOK_TICKS, seen.own_stash)
        if self._outlook is not None and key == self._outlook_key:
            return self._outlook
        self._outlook_key = key
        self._outlook = self._fresh_outlook(seen)
        return self._outlook

    def _fresh_outlook(self, seen: CandyObservation) -> Outlook:
        me = self.player
        gone = self.memory.gone
        visible = self.memory.visible_stash_cards(seen)
        for card in visible:
            gone |= 1 << card.face
        known = self.memory.known_pool(seen)
        unseen_pool = sum(card.place is CardPlace.POOL for card in seen.cards) - len(known)
        elsewhere = sum(len(stash) for owner, stash in enumerate(seen.stashes) if owner != me)
        elsewhere += sum(
            1 for hand in seen.hands if hand.player != me and hand.holding is not None
        )
        elsewhere -= len(visible)
        hidden = unseen_pool + elsewhere
        return Outlook(
            seconds_left=seen.seconds_left,
            gone=gone,
            in_reach=mask_of(known),
            foresight=self.profile.foresight,
            pool_share=unseen_pool / hidden if hidden else 0.0,
        )

    def committed(self, seen: CandyObservation, except_side: int | None = None) -> int:
        """The stash plus cards its hands are carrying there: what it will end with."""
        mask = mask_of(seen.own_stash)
        own = seen.own_hands
        for agent in self.agents:
            held = own[agent.side].held_face
            if agent.side != except_side and held is not None and agent.errand is Errand.CARRY:
                mask |= 1 << held
        return mask

    def hasty(self) -> bool:
        """This time it keeps the card without weighing it (a hurried player's slip)."""
        chance = self.profile.hasty_keep
        return chance > 0 and self.rng.random() < chance

    def judge(self, gain: float) -> float:
        noise = self.profile.judgement_noise
        return gain + self.rng.gauss(0.0, noise) if noise else gain

    # ------------------------------------------------------------------ one hand

    def choose_holding(self, seen: CandyObservation, agent: HandAgent, hand: HandView) -> None:
        """It holds a card and now knows its face: keep it, or put it back."""
        card = hand.held_face
        assert card is not None
        if card in self.discards:
            self.discards.discard(card)
            agent.set_errand(Errand.DISCARD)
            return
        outlook = self.outlook(seen)
        committed = self.committed(seen, except_side=agent.side)
        if committed.bit_count() < seen.settings.stash_limit:
            if self.hasty() or self.judge(card_gain(committed, card, outlook)) >= KEEP_THRESHOLD:
                stash = seen.geometry.seats[self.player].stash.center
                agent.set_errand(Errand.CARRY, (stash.x, stash.y))
                if self.refetch == card:
                    self.refetch = None
                return
        elif self.profile.swaps and seen.seconds_left > 4.0:
            gain, out = best_swap(committed, card, outlook)
            if out is not None and self.judge(gain) >= SWAP_MARGIN:
                self.refetch = card
                self.swap_out = out
        agent.set_errand(Errand.DISCARD)

    def choose_empty(self, seen: CandyObservation, agent: HandAgent, hand: HandView) -> None:
        """An empty hand: hand over a token, steal, make room, fetch, inspect or rest."""
        if self.tactics.choose(seen, agent, hand):
            return
        if seen.seconds_left < 1.2:
            self._rest(agent, hand)
            return
        if self.swap_out is not None:
            out, self.swap_out = self.swap_out, None
            if out in seen.own_stash:
                self.discards.add(out)
                self._unstash(seen, agent, out)
                return
        committed = self.committed(seen, except_side=agent.side)
        full = committed.bit_count() >= seen.settings.stash_limit
        outlook = self.outlook(seen)
        if self.profile.swaps and seen.seconds_left > 2.5:
            stash = mask_of(seen.own_stash)
            change, worst = self.gains.worst_of(stash, outlook)
            refill_time = stash.bit_count() > 5 or seen.seconds_left > 10.0
            if worst is not None and refill_time and self.judge(change) >= PRUNE_MARGIN:
                # A card that now costs more than it brings (a lone half whose partner
                # is out of reach, say): take it out and put it back.
                self.discards.add(worst)
                self._unstash(seen, agent, worst)
                return
        if full and not self.profile.swaps:
            self._rest(agent, hand)
            return
        known = self.memory.known_pool(seen)
        taken = self._taken_by_other_agents(agent)
        if self.blocked:
            tick = seen.tick
            self.blocked = {card: until for card, until in self.blocked.items() if until > tick}
            taken |= self.blocked.keys()
        best, best_score = None, -1e9
        margin = SWAP_MARGIN if full else KEEP_THRESHOLD
        for card, view in known.items():
            if view.handle in taken:
                continue
            gain = self.gains.gain(committed, card, outlook, full)
            if card == self.refetch:
                gain += SWAP_MARGIN
            if gain < margin:
                continue
            distance = math.hypot(view.position.x - hand.x, view.position.y - hand.y)
            score = gain - distance * DISTANCE_COST
            if score > best_score:
                best, best_score = card, score
        sight = self.sight
        others = others_live(sight.to_avoid(seen.tick), seen.tick, self.profile.reaction_ticks)
        motions = sight.motions(seen.tick)
        clearance = self.profile.avoid_palm * 0.6
        if best is not None:
            target = known[best]
            x, y = aim_point(seen, target) or (target.position.x, target.position.y)
            if (
                spot_is_clear(
                    x,
                    y,
                    hand.shoulder.x,
                    hand.shoulder.y,
                    others,
                    clearance,
                    seen.settings.arm_touches,
                )
                and path_is_clear(hand, x, y, others, seen.settings.arm_touches)
                and not way_is_contested(hand, x, y, sight.others(seen.tick), motions)
            ):
                self._fetch(agent, x, y, target.handle, target.z)
                self.tactics.note_target(target.handle, best_score)
                return
        if self._satisfied(seen, committed, outlook):
            self._rest(agent, hand)
            return
        known_handles = {view.handle for view in known.values()}
        unknown = nearest_unknown(
            seen, hand, known_handles, taken, others, clearance, (sight.others(seen.tick), motions)
        )
        if unknown is None:
            self._rest(agent, hand)
            return
        x, y = aim_point(seen, unknown) or (unknown.position.x, unknown.position.y)
        self._fetch(agent, x, y, unknown.handle, unknown.z)
        self.tactics.note_target(unknown.handle, None)

    def _unstash(self, seen: CandyObservation, agent: HandAgent, card: int) -> None:
        """Go and take own stash card ``card`` (a face) back out."""
        view = seen.own_card(card)
        agent.set_errand(Errand.UNSTASH, (view.position.x, view.position.y), card=view.handle)

    def _fetch(self, agent: HandAgent, x: float, y: float, card: int, z: int) -> None:
        noise = self.profile.aim_noise
        if noise:
            x += self.rng.gauss(0.0, noise)
            y += self.rng.gauss(0.0, noise)
        agent.set_errand(Errand.FETCH, (x, y), card=card, card_z=z)

    def _rest(self, agent: HandAgent, hand: HandView) -> None:
        agent.set_errand(Errand.REST, (hand.rest.x, hand.rest.y))

    def _taken_by_other_agents(self, agent: HandAgent) -> set[int]:
        return {
            other.card for other in self.agents if other is not agent and other.card is not None
        }

    def _satisfied(self, seen: CandyObservation, committed: int, outlook: Outlook) -> bool:
        """Stop searching: a full stash it cannot improve by swaps, or time is up."""
        size = committed.bit_count()
        if size >= seen.settings.stash_limit and not self.profile.swaps:
            return True
        if seen.seconds_left < 3.0:
            return True
        return size >= 5 and seen.seconds_left < 6.0 and not self.profile.swaps
