"""The I Want Candy! newcomer model: a first-time human at the table, for evaluation.

Used only to measure the bots (``simulate --seats newcomer,...`` and the ladder),
never offered in the lobby. Like every seat it sees only its player's observation and
answers with the same :class:`PlayerIntent` a mouse or a keyboard half sends, so the
speed cap and the one-card rule bind it as they bind everyone. What makes it a
newcomer is when and how it acts:

- each decision takes a choice reaction (Hick-Hyman, over the options it weighs); a
  surprise (a touch, its card gone) a simple reaction first;
- its pointer moves by Fitts' law (mouse) or its keys at the speed cap
  (:mod:`candy_arcade.bots.newcomer_hand`);
- it knows part of the chart and forgets cards it saw, its own stash included, so it
  carries a card to its stash to peek before deciding on a sixth
  (:mod:`candy_arcade.bots.newcomer_candy_mind`);
- it plays no variant's special moves (it has not seen them): under Swappities it
  declines and presses done, under two hands it moves one.
"""

from __future__ import annotations

from enum import Enum

from candy_arcade.bots.human_factors import (
    GLANCE_SECONDS,
    choice_reaction_seconds,
    simple_reaction_seconds,
)
from candy_arcade.bots.newcomer_candy_mind import (
    NewcomerMemory,
    Sighting,
    believed_gain,
    believed_score,
)
from candy_arcade.bots.newcomer_hand import Device, NewcomerHand
from candy_arcade.core.clock import TICK_SECONDS
from candy_arcade.core.geometry import Vec2
from candy_arcade.core.rng import Rng
from candy_arcade.rules.candy.conditions import STASH_SIZE_MAX, STASH_SIZE_MIN
from candy_arcade.rules.candy.phase import Phase
from candy_arcade.sim.candy.observation import CandyObservation, CardView, HandView
from candy_arcade.sim.candy.table import CARD_WIDTH, HAND_SPEED, STASH_SHORT
from candy_arcade.sim.candy.table_cards import CardPlace
from candy_arcade.sim.intents import IDLE, PlayerIntent

NEAREST_CHOICES = 3
"""A newcomer reaching for an unknown card picks one of the few nearest, not the
very nearest: it does not measure."""
LAST_FETCH_SECONDS = 3.0
"""With a stash of 5 or 6 it starts no new search once the last seconds tick."""
REST_LOOK_SECONDS = 1.0
"""A resting newcomer looks at the table again this often."""
RETURN_STEP = 90.0
"""How far from its stash, towards the pool's middle, it carries a card back."""
SWAP_SECONDS = 10.0
"""With a full stash and more time than this left, it looks for a card to swap in."""
STASH_CARD_WIDTH = 30.0
"""The strip of a fanned stash card left uncovered by the next one: what it points at."""


class Step(Enum):
    """What the newcomer is doing."""

    DECIDE = "decide"
    FETCH = "fetch"
    CARRY = "carry"
    PEEK = "peek"
    UNSTASH = "unstash"
    RETURN = "return"
    REST = "rest"


def _worth_fetching(stash: list[int], size: int, face: int) -> bool:
    """Any card while the stash is short of 5; after that one it believes adds."""
    return size < STASH_SIZE_MIN or believed_gain(stash, size, face) > 0


class CandyNewcomer:
    """One newcomer seat: ``CandyNewcomer(player, rng).intent(observation)``."""

    def __init__(self, player: int, rng: Rng, device: Device = Device.MOUSE) -> None:
        self.player = player
        self.rng = rng
        self.device = device
        self.memory = NewcomerMemory(rng.fork("memory"))
        self.hand: NewcomerHand | None = None
        self.step = Step.DECIDE
        self.wake = 0.0
        """The time (s) its current thought or glance is over."""
        self.aim: CardView | None = None
        """The pool card it is reaching for."""
        self.held: int | None = None
        self.returned: tuple[int, int] | None = None
        """A card it just put back (face, handle): it sees where it lies next tick."""
        self.glanced = False
        """At its stash to peek: it has looked at the stash cards."""
        self.swap: tuple[int, int] | None = None
        """Its plan to make a pair: take stash card ``[0]`` out, fetch pool card ``[1]``
        (faces)."""
        self.offer_seen: float | None = None
        """Swappities: when it answers the offer made to it (after reading it)."""
        self.trading_at: float | None = None
        """Swappities: when it presses done (it takes the trading screen in first)."""

    def intent(self, seen: CandyObservation) -> PlayerIntent:
        """Its intent this tick, from its player's observation only."""
        if seen.phase is Phase.TRADING:
            return self._trading(seen)
        if seen.phase is not Phase.PLAYING:
            return IDLE
        now = seen.tick * TICK_SECONDS
        view = seen.own_hands[seen.active_side if seen.settings.two_hands else 0]
        palm = view.position
        hand = self.hand
        if hand is None:
            hand = self.hand = NewcomerHand(self.device, self.rng.fork("hand"), HAND_SPEED, palm)
        self._notice(seen, view, now)
        grab = drop = False
        if view.frozen:
            hand.stop()
        elif now >= self.wake:
            grab, drop = self._act(seen, view, hand, now)
        target, direction = hand.steer(palm, now)
        return PlayerIntent(target=target, direction=direction, grab=grab, drop=drop)

    # ------------------------------------------------------------------ seeing

    def _notice(self, seen: CandyObservation, view: HandView, now: float) -> None:
        """What changed since the last tick: a card put back, a card lost, a card
        taken from under its reach."""
        if self.returned is not None:
            face, handle = self.returned
            self.returned = None
            card = seen.card(handle)
            if card.place is CardPlace.POOL:
                self.memory.see(face, handle, card.z, now)
        held = view.held_face
        surprised = False
        if held != self.held:
            if self.held is not None and held is None and self.step is not Step.DECIDE:
                surprised = True
            if held is not None:
                self.memory.drop(held)
            self.held = held
        if view.frozen:
            surprised = True
        aim = self.aim
        if self.step is Step.FETCH and aim is not None:
            now_there = seen.card(aim.handle)
            if now_there.place is not CardPlace.POOL or now_there.z != aim.z:
                surprised = True
        if surprised:
            self._surprise(now)

    def _surprise(self, now: float) -> None:
        """Something it did not do happened: it takes it in, then decides afresh."""
        if self.hand is not None:
            self.hand.stop()
        self.step = Step.DECIDE
        self.aim = None
        self.wake = now + simple_reaction_seconds(self.rng)

    # ------------------------------------------------------------------ acting

    def _act(
        self, seen: CandyObservation, view: HandView, hand: NewcomerHand, now: float
    ) -> tuple[bool, bool]:
        """Its buttons this tick, once its thought or glance is over."""
        step = self.step
        if step is Step.DECIDE:
            self._decide(seen, view, hand, now)
            return False, False
        if step is Step.REST:
            self.step = Step.DECIDE
            return False, False
        if not hand.arrived(view.position, now):
            return False, False
        if step in (Step.FETCH, Step.UNSTASH):
            self.step = Step.DECIDE
            self.aim = None
            self.wake = now + choice_reaction_seconds(self.rng, 2)
            return True, False
        if step is Step.PEEK:
            self._peek(seen, now)
            return False, False
        if step is Step.CARRY:
            assert self.held is not None
            self.memory.see(self.held, -1, -1, now)
            self.step = Step.DECIDE
            self.wake = now + simple_reaction_seconds(self.rng)
            return False, True
        if self.held is not None and view.holding is not None:
            self.returned = (self.held, view.holding)
        self.step = Step.DECIDE
        self.wake = now + simple_reaction_seconds(self.rng)
        return False, True

    def _decide(
        self, seen: CandyObservation, view: HandView, hand: NewcomerHand, now: float
    ) -> None:
        if self.held is not None:
            self._decide_holding(seen, view, hand, now)
        else:
            self._decide_empty(seen, view, now)

    def _stash_size(self, seen: CandyObservation) -> int:
        """How many cards lie in its stash: it can count them at a glance."""
        return len(seen.stashes[self.player])

    def _recalled_stash(self, now: float) -> list[int]:
        return [item.face for item in self.memory.recalled(now) if item.z < 0]

    def _decide_holding(
        self, seen: CandyObservation, view: HandView, hand: NewcomerHand, now: float
    ) -> None:
        """It holds a card whose face it has read: stash it, peek first, or put it back."""
        held = self.held
        assert held is not None
        size = self._stash_size(seen)
        swap = self.swap
        if swap is not None and held == swap[0]:
            self._put_back(seen, view, hand, now)
            return
        if swap is not None and held == swap[1] and size < STASH_SIZE_MAX:
            self.swap = None
            self._go_to_stash(seen, now, Step.CARRY)
            return
        if size >= STASH_SIZE_MAX:
            self._put_back(seen, view, hand, now)
            return
        if size < STASH_SIZE_MIN:
            self._go_to_stash(seen, now, Step.CARRY)
            return
        recalled = self._recalled_stash(now)
        if len(recalled) < size:
            self._go_to_stash(seen, now, Step.PEEK)
            return
        if believed_gain(recalled, size, held) > 0:
            self._go_to_stash(seen, now, Step.CARRY)
        else:
            self._put_back(seen, view, hand, now)

    def _peek(self, seen: CandyObservation, now: float) -> None:
        """At its stash: it looks at each stash card, then decides while it still sees
        them: keep the card it holds there or take it back; with an empty hand, take a
        card out to make a pair with one it remembers, or go and look for one."""
        stash = list(seen.own_stash)
        if not self.glanced:
            self.glanced = True
            for face in stash:
                self.memory.see(face, -1, -1, now)
            self.wake = now + GLANCE_SECONDS * len(stash)
            return
        held = self.held
        if held is None:
            self._plan_swap(seen, stash, now)
            return
        if believed_gain(stash, len(stash), held) > 0:
            self.step = Step.CARRY
            return
        self.step = Step.RETURN
        palm = seen.own_hands[seen.active_side if seen.settings.two_hands else 0].position
        self._send(seen, self._return_spot(seen, palm), CARD_WIDTH, now)

    def _plan_swap(self, seen: CandyObservation, stash: list[int], now: float) -> None:
        """A full stash in view: swap a card that does nothing for a remembered pool
        card that would make a pair (or better), else look for such a card."""
        size = len(stash)
        before = believed_score(stash, size)
        best: tuple[int, int, int] | None = None
        for item in self._recalled_pool(seen, now):
            for out in stash:
                rest = [face for face in stash if face != out]
                gain = believed_score([*rest, item.face], size) - before
                if gain > 0 and (best is None or gain > best[0]):
                    best = (gain, out, item.face)
        self.step = Step.DECIDE
        if best is None:
            self._explore(seen, now)
            return
        _, out, wanted = best
        self.swap = (out, wanted)
        handles = dict(zip(seen.own_stash, seen.stashes[self.player], strict=True))
        self.step = Step.UNSTASH
        self.wake = now + choice_reaction_seconds(self.rng, 2)
        self._send(seen, seen.card(handles[out]).position, STASH_CARD_WIDTH, self.wake)

    def _recalled_pool(self, seen: CandyObservation, now: float) -> list[Sighting]:
        """Pool cards it still recalls that lie where it saw them (a moved card has
        a new stacking order, so it no longer knows which it is)."""
        recalled = []
        for item in self.memory.recalled(now):
            if item.z < 0:
                continue
            card = seen.card(item.handle)
            if card.place is CardPlace.POOL and card.z == item.z:
                recalled.append(item)
            else:
                self.memory.drop(item.face)
        return recalled

    def _decide_empty(self, seen: CandyObservation, view: HandView, now: float) -> None:
        """An empty hand: fetch a card it remembers, reach for an unknown one, go and
        see what a full stash could swap, or rest."""
        size = self._stash_size(seen)
        left = seen.seconds_left
        if size >= STASH_SIZE_MIN and left < LAST_FETCH_SECONDS:
            self._rest(seen, view, now)
            return
        pool = self._recalled_pool(seen, now)
        if size >= STASH_SIZE_MAX:
            self.swap = None
            if left < SWAP_SECONDS:
                self._rest(seen, view, now)
            elif pool:
                self._go_to_stash(seen, now, Step.PEEK)
            else:
                self._explore(seen, now)
            return
        stash = self._recalled_stash(now)
        goal = None if self.swap is None else self.swap[1]
        wanted = [
            seen.card(item.handle)
            for item in pool
            if item.face == goal or _worth_fetching(stash, size, item.face)
        ]
        wanted += [
            card
            for card in seen.cards
            if card.place is CardPlace.POOL
            and card.face is not None
            and _worth_fetching(stash, size, card.face)
        ]
        if wanted:
            self.wake = now + choice_reaction_seconds(self.rng, len(wanted) + 1)
            choice = min(wanted, key=lambda card: (card.position - view.position).length())
            self._fetch(seen, choice)
            return
        self.swap = None
        self._explore(seen, now)

    def _explore(self, seen: CandyObservation, now: float) -> None:
        """Reach for one of the nearest face-down cards it does not know."""
        view = seen.own_hands[seen.active_side if seen.settings.two_hands else 0]
        known = {item.handle for item in self.memory.recalled(now) if item.z >= 0}
        unknown = self._nearest_unknown(seen, view.position, known)
        self.wake = now + choice_reaction_seconds(self.rng, max(len(unknown), 1))
        if not unknown:
            self._rest(seen, view, now)
            return
        self._fetch(seen, self.rng.choice(unknown))

    def _fetch(self, seen: CandyObservation, card: CardView) -> None:
        self.aim = card
        self.step = Step.FETCH
        self._send(seen, card.position, CARD_WIDTH, self.wake)

    def _nearest_unknown(
        self, seen: CandyObservation, palm: Vec2, known: set[int]
    ) -> list[CardView]:
        pool = [
            card
            for card in seen.cards
            if card.place is CardPlace.POOL and card.handle not in known and not card.face_up
        ]
        pool.sort(key=lambda card: (card.position - palm).length())
        return pool[:NEAREST_CHOICES]

    def _go_to_stash(self, seen: CandyObservation, now: float, step: Step) -> None:
        """Take the hand to its stash, to drop the card there or to peek first."""
        self.step = step
        self.glanced = False
        self.wake = now + choice_reaction_seconds(self.rng, 2)
        stash = seen.geometry.seats[self.player].stash
        self._send(seen, stash.center, STASH_SHORT, self.wake)

    def _put_back(
        self, seen: CandyObservation, view: HandView, hand: NewcomerHand, now: float
    ) -> None:
        """Put the card back in the pool: where it is, if the palm is over the pool."""
        self.step = Step.RETURN
        self.wake = now + choice_reaction_seconds(self.rng, 2)
        pool = seen.geometry.pool
        if pool.contains(view.position):
            hand.stop()
            return
        self._send(seen, self._return_spot(seen, view.position), CARD_WIDTH, self.wake)

    def _return_spot(self, seen: CandyObservation, palm: Vec2) -> Vec2:
        """A spot in the pool a short way from the palm, towards the pool's middle."""
        middle = seen.geometry.pool.center
        towards = middle - palm
        distance = towards.length()
        if distance <= RETURN_STEP:
            return middle
        return palm + towards * (RETURN_STEP / distance)

    def _rest(self, seen: CandyObservation, view: HandView, now: float) -> None:
        self.step = Step.REST
        self.wake = now + REST_LOOK_SECONDS
        if self.hand is not None and (view.rest - view.position).length() > CARD_WIDTH:
            self._send(seen, view.rest, STASH_SHORT, now)

    def _send(self, seen: CandyObservation, goal: Vec2, width: float, start: float) -> None:
        """Move the hand to ``goal`` once the current thought is over at ``start``."""
        assert self.hand is not None
        palm = seen.own_hands[seen.active_side if seen.settings.two_hands else 0].position
        self.hand.go(goal, width, palm, start)

    # ------------------------------------------------------------------ trading

    def _trading(self, seen: CandyObservation) -> PlayerIntent:
        """Swappities, which it has not played: it declines what it is offered once it
        has read it, and presses done once it has taken in the screen."""
        now = seen.tick * TICK_SECONDS
        offered = any(offer.receiver == self.player for offer in seen.offers)
        if not offered:
            self.offer_seen = None
        elif self.offer_seen is None:
            self.offer_seen = now + choice_reaction_seconds(self.rng, 2)
        if self.offer_seen is not None:
            return PlayerIntent(decline=now >= self.offer_seen)
        if self.player in seen.done_trading:
            return IDLE
        if self.trading_at is None:
            self.trading_at = now + choice_reaction_seconds(self.rng, 2) + GLANCE_SECONDS
        return PlayerIntent(done=True) if now >= self.trading_at else IDLE
