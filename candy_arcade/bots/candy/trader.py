"""Swappities for a bot: answer offers, make one when it pays, then press done.

After the alarm the scores are what count, so the trader judges by the scoring
engine's true totals (the bot's own valuation, :func:`~candy_arcade.bots.candy.
valuation.stash_value`, is exactly that once no time is left to fill a stash). An
open offer is judged on its face; a blind one by the average over the cards it might
be (those the bot has not seen elsewhere). Its own offers go open where it can see the
receiver's stash (See For Miles) and predict the answer, blind otherwise, only for a
card that costs it dearly, and never to a player with nothing to give back. Every
offer, a person's or another bot's, is answered no sooner than the bot's reaction time
(at least a quick person's 200 ms) after it first saw it.

People are slower to trade than bots, and a majority of bots pressing done would close
trading on them. So a bot told which seats people play (:meth:`Trader.wait_for`: at
a couch everyone sees who is a bot) presses done only once trading has been open
:data:`MIN_TRADING_TICKS`, no offer to or from a person is open, no person has
pressed a trading button for :data:`PEOPLE_QUIET_TICKS`, and every person has made a
move or :data:`FIRST_MOVE_TICKS` have passed; or as soon as everyone else is done.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from candy_arcade.bots.candy.valuation import bits, mask_of
from candy_arcade.core.clock import seconds_to_ticks
from candy_arcade.rules.candy.scoring import score_total_mask
from candy_arcade.rules.candy.variants import Variant
from candy_arcade.sim.candy.observation import CandyObservation, OfferView
from candy_arcade.sim.intents import IDLE, PlayerIntent, TradeOffer

if TYPE_CHECKING:
    from candy_arcade.bots.candy.bot import CandyBot

MAX_OFFERS = 2
ACCEPT_MARGIN = 1
BLIND_ACCEPT_MARGIN = 2
BLIND_OFFER_MARGIN = 3
PATIENCE_TICKS = 150
"""How long it waits for an answer before withdrawing its offer."""


def best_give_back(mine: int, incoming: int) -> tuple[int, int | None]:
    """(gain, card to give back) that makes the most of receiving ``incoming``."""
    base = score_total_mask(mine)
    best_gain, best_card = -10_000, None
    for card in bits(mine):
        gain = score_total_mask(mine ^ 1 << card | 1 << incoming) - base
        if gain > best_gain:
            best_gain, best_card = gain, card
    return best_gain, best_card


MIN_TRADING_TICKS = seconds_to_ticks(10)
"""A bot leaves trading open this long (unless everyone else is done), so people at the
table have time to make and answer offers before a majority of bots closes it."""
PEOPLE_QUIET_TICKS = seconds_to_ticks(4)
"""A person who pressed a trading button this recently may be about to press another
(choosing a card, then whom to offer it to): the bots wait for them."""
FIRST_MOVE_TICKS = seconds_to_ticks(25)
"""How long the bots wait for a person who has not made a move at all: enough to read
the prompt and make a first offer, well inside the 45 s the phase may last."""


class Trader:
    """One bot's trading phase, decided from what its player sees."""

    def __init__(self, bot: CandyBot) -> None:
        self.bot = bot
        self.wait = -1
        self.offers_made = 0
        self.offered_at = -1
        self.finished = False
        self.people: frozenset[int] = frozenset()
        self._incoming: OfferView | None = None
        self._incoming_since = 0
        """The tick the offer to this bot now open was first seen."""
        self._own: OfferView | None = None
        self.turned_down: set[int] = set()
        """Players who declined an offer of this bot, or let one lapse: another offer to
        them would look to them like the one they just said no to, still standing."""
        self._blind_choice: tuple[tuple[int, tuple[int, ...]], int | None] | None = None

    def wait_for(self, people: frozenset[int]) -> None:
        """The seats people play: the bot leaves them time to trade before its done."""
        self.people = people - {self.bot.player}

    def intent(self, seen: CandyObservation) -> PlayerIntent:
        if self.finished or seen.trading_started is None:
            return IDLE
        own = self._note_own_offer(seen)
        me = self.bot.player
        incoming = next((offer for offer in seen.offers if offer.receiver == me), None)
        self._note_incoming(incoming, seen.tick)
        if self.wait < 0:
            self.wait = self.bot.profile.reaction_ticks
        if self.wait > 0:
            self.wait -= 1
            return IDLE
        crossing = (
            incoming is not None
            and own is not None
            and own.receiver == incoming.offerer
            and incoming.offerer < me
            and seen.tick - self.offered_at <= PATIENCE_TICKS
        )
        if incoming is not None and not crossing:
            # With offers crossing between two players, the lower seat answers first,
            # so the two answers do not undo each other.
            if seen.tick - self._incoming_since < self.bot.profile.reaction_ticks:
                return IDLE
            self.wait = self.bot.profile.reaction_ticks
            give = self._answer(seen, incoming)
            return PlayerIntent(accept=give) if give is not None else PlayerIntent(decline=True)
        if own is not None:
            if seen.tick - self.offered_at > PATIENCE_TICKS:
                return PlayerIntent(decline=True)
            return IDLE
        if self.offers_made < MAX_OFFERS:
            offer = self._plan_offer(seen)
            if offer is not None:
                self.offers_made += 1
                self.offered_at = seen.tick
                self.wait = self.bot.profile.reaction_ticks
                return PlayerIntent(offer=offer)
        if not self._may_finish(seen):
            return IDLE
        self.finished = True
        return PlayerIntent(done=True)

    def _note_own_offer(self, seen: CandyObservation) -> OfferView | None:
        """This bot's open offer now; one gone with its card still in the stash was
        declined or withdrawn, so its receiver joins :attr:`turned_down`."""
        me = self.bot.player
        own = next((offer for offer in seen.offers if offer.offerer == me), None)
        gone = self._own
        if own is None and gone is not None and gone.card in seen.stashes[me]:
            self.turned_down.add(gone.receiver)
        self._own = own
        return own

    def _note_incoming(self, offer: OfferView | None, tick: int) -> None:
        """Remember when the offer to this bot was first seen: it is answered a reaction
        time later, never sooner, whether a person or a bot made it."""
        if offer != self._incoming:
            self._incoming = offer
            self._incoming_since = tick

    def _may_finish(self, seen: CandyObservation) -> bool:
        """Whether pressing done now leaves everyone, people above all, their chance."""
        me = self.bot.player
        players = len(seen.stashes)
        if all(p in seen.done_trading for p in range(players) if p != me):
            return True
        assert seen.trading_started is not None
        tick, opened = seen.tick, seen.trading_started
        if tick - opened < MIN_TRADING_TICKS:
            return False
        people = self.people - seen.done_trading
        if not people:
            return True
        if any(offer.offerer in people or offer.receiver in people for offer in seen.offers):
            return False
        acted = seen.trading_last_acted
        if any(tick - acted[person] < PEOPLE_QUIET_TICKS for person in people if person in acted):
            return False
        return tick - opened >= FIRST_MOVE_TICKS or all(person in acted for person in people)

    def _unseen(self, seen: CandyObservation, mine: int) -> list[int]:
        """Cards an offered face-down card could be: not its own, not seen elsewhere."""
        known = mine | mask_of(self.bot.memory.known_pool(seen))
        for card in self.bot.memory.visible_stash_cards(seen):
            known |= 1 << card.face
        return [card for card in range(seen.settings.deck_size) if not known >> card & 1]

    def _answer(self, seen: CandyObservation, offer: OfferView) -> int | None:
        """The card to give back for ``offer``, or None to decline (any of its stash
        cards, even one it has on offer: accepting withdraws that offer)."""
        mine = mask_of(seen.own_stash_faces())
        if not mine:
            return None
        if offer.face is not None:
            gain, card = best_give_back(mine, offer.face)
            return card if gain >= ACCEPT_MARGIN else None
        base = score_total_mask(mine)
        unseen = self._unseen(seen, mine)
        if not unseen:
            return None
        best_gain, best_card = -10_000.0, None
        for card in bits(mine):
            rest = mine ^ 1 << card
            average = sum(score_total_mask(rest | 1 << c) for c in unseen) / len(unseen) - base
            if average > best_gain:
                best_gain, best_card = average, card
        return best_card if best_gain >= BLIND_ACCEPT_MARGIN else None

    def _plan_offer(self, seen: CandyObservation) -> TradeOffer | None:
        me = self.bot.player
        mine = mask_of(seen.own_stash_faces())
        considering = {offer.receiver for offer in seen.offers}
        receivers = [
            p
            for p in range(len(seen.stashes))
            if p != me
            and p not in seen.done_trading
            and p not in considering
            and p not in self.turned_down
            and seen.stashes[p]
        ]
        if not mine or not receivers:
            return None
        base = score_total_mask(mine)
        if seen.settings.has(Variant.SEE_FOR_MILES):
            best_gain, best = 0, None
            for receiver in receivers:
                theirs = mask_of(self._faces_of(seen, receiver))
                if not theirs:
                    continue
                for card in bits(mine):
                    their_gain, back = best_give_back(theirs, card)
                    if back is None or their_gain < ACCEPT_MARGIN:
                        continue
                    gain = score_total_mask(mine ^ 1 << card | 1 << back) - base
                    if gain > best_gain:
                        best_gain, best = gain, TradeOffer(card, receiver, open=True)
            return best
        unseen = tuple(self._unseen(seen, mine))
        if not unseen:
            return None
        key = (mine, unseen)
        if self._blind_choice is None or self._blind_choice[0] != key:
            self._blind_choice = key, self._card_to_offer_blind(mine, unseen)
        worst = self._blind_choice[1]
        if worst is None:
            return None
        return TradeOffer(worst, self.bot.rng.choice(receivers), open=False)

    @staticmethod
    def _card_to_offer_blind(mine: int, unseen: tuple[int, ...]) -> int | None:
        """The stash card whose swap for an unseen one gains most on average, if that
        clears the margin. A bot waiting to press done asks every tick; the answer is
        kept until its stash or what it has seen changes."""
        base = score_total_mask(mine)
        best_average, worst = 0.0, None
        for card in bits(mine):
            rest = mine ^ 1 << card
            average = sum(score_total_mask(rest | 1 << c) for c in unseen) / len(unseen) - base
            if average > best_average:
                best_average, worst = average, card
        return worst if best_average >= BLIND_OFFER_MARGIN else None

    @staticmethod
    def _faces_of(seen: CandyObservation, player: int) -> list[int]:
        """The faces of ``player``'s stash that lie face up."""
        return [
            face
            for face in (seen.card(handle).face for handle in seen.stashes[player])
            if face is not None
        ]
