"""Swappities: after the alarm and before the reveal, players trade stash cards.

A player offers one stash card to another player, blind or open; the other accepts
by giving one of their stash cards back, or declines. Trading ends when a majority
of players have pressed done. Each player makes one offer at a time and considers
one at a time, so "accept" and "decline" need no more than a button.

The rules name no time limit; the settings' ``trading_limit_seconds`` exists only so a
table whose players never reach a majority (someone walked away) still gets its reveal.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from candy_arcade.core.refusal import Refusal
from candy_arcade.rules.candy.reasons import CandyReason
from candy_arcade.sim.candy.events import EventKind, TableEvent
from candy_arcade.sim.candy.phase import Phase
from candy_arcade.sim.intents import PlayerIntent, TradeOffer

if TYPE_CHECKING:
    from candy_arcade.sim.candy.session import CandySession


@dataclass(frozen=True, slots=True)
class Offer:
    """``offerer`` offers stash card ``card`` to ``receiver``; ``open`` shows its face."""

    offerer: int
    receiver: int
    card: int
    open: bool
    made_at: int


@dataclass(slots=True)
class Trading:
    """The trading phase's state: the open offers and who has pressed done."""

    players: int
    started_at: int
    limit_ticks: int
    offers: list[Offer] = field(default_factory=list)
    done: set[int] = field(default_factory=set)

    def offer_from(self, player: int) -> Offer | None:
        return next((offer for offer in self.offers if offer.offerer == player), None)

    def offer_to(self, player: int) -> Offer | None:
        """The offer ``player`` is considering (at most one at a time)."""
        return next((offer for offer in self.offers if offer.receiver == player), None)

    @property
    def majority_done(self) -> bool:
        """More than half of the players pressed done."""
        return 2 * len(self.done) > self.players

    def ticks_left(self, tick: int) -> int:
        return max(0, self.started_at + self.limit_ticks - tick)


def step_trading(
    session: CandySession, intents: Sequence[PlayerIntent], events: list[TableEvent]
) -> None:
    """One tick of trading: offers, answers and "done" presses; close on a majority."""
    trading = session.trading
    assert trading is not None
    for player, intent in enumerate(intents):
        if intent.grab or intent.drop or intent.second_grab or intent.second_drop:
            session.refuse(player, Refusal.of(CandyReason.CARDS_STAY_IN_STASHES), events)
        if intent.offer is not None:
            make_offer(session, trading, player, intent.offer, events)
        if intent.accept is not None:
            accept_offer(session, trading, player, intent.accept, events)
        if intent.decline:
            decline_offer(session, trading, player, events)
        if intent.done:
            if player in trading.done:
                session.refuse(player, Refusal.of(CandyReason.ALREADY_DONE), events)
            else:
                trading.done.add(player)
                events.append(TableEvent(EventKind.DONE_TRADING, session.tick, (player,)))
    if trading.majority_done or trading.ticks_left(session.tick + 1) == 0:
        trading.offers.clear()
        session.phase = Phase.OVER
        events.append(TableEvent(EventKind.TRADING_CLOSED, session.tick))


def make_offer(
    session: CandySession,
    trading: Trading,
    player: int,
    offer: TradeOffer,
    events: list[TableEvent],
) -> None:
    receiver = offer.to
    if player in trading.done:
        session.refuse(player, Refusal.of(CandyReason.DONE_NO_OFFERS), events)
    elif offer.card not in session.stashes[player]:
        session.refuse(player, Refusal.of(CandyReason.OFFER_OWN_CARD), events)
    elif receiver == player or not 0 <= receiver < session.players:
        session.refuse(player, Refusal.of(CandyReason.OFFER_TO_ANOTHER), events)
    elif trading.offer_from(player) is not None:
        session.refuse(player, Refusal.of(CandyReason.AWAIT_ANSWER), events)
    elif receiver in trading.done:
        session.refuse(player, Refusal.of(CandyReason.RECEIVER_DONE), events)
    elif trading.offer_to(receiver) is not None:
        session.refuse(player, Refusal.of(CandyReason.RECEIVER_BUSY), events)
    else:
        trading.offers.append(Offer(player, receiver, offer.card, offer.open, session.tick))
        shown = offer.card if offer.open else None
        how = "open" if offer.open else "blind"
        events.append(
            TableEvent(EventKind.TRADE_OFFER, session.tick, (player, receiver), shown, how)
        )


def accept_offer(
    session: CandySession, trading: Trading, player: int, card_back: int, events: list[TableEvent]
) -> None:
    """Swap the offered card for ``card_back``. Giving back a card you had on offer
    yourself withdraws that offer: a card cannot go two ways."""
    offer = trading.offer_to(player)
    if offer is None:
        session.refuse(player, Refusal.of(CandyReason.NO_OFFER_TO_ACCEPT), events)
        return
    if card_back not in session.stashes[player]:
        session.refuse(player, Refusal.of(CandyReason.GIVE_BACK_OWN_CARD), events)
        return
    own = trading.offer_from(player)
    if own is not None and own.card == card_back:
        trading.offers.remove(own)
        events.append(TableEvent(EventKind.TRADE_DECLINE, session.tick, (player, own.receiver)))
    trading.offers.remove(offer)
    session.table.swap_stash_cards(offer.card, card_back)
    events.append(
        TableEvent(
            EventKind.TRADE_ACCEPT,
            session.tick,
            (offer.offerer, player),
            offer.card,
            second_card=card_back,
        )
    )


def decline_offer(
    session: CandySession, trading: Trading, player: int, events: list[TableEvent]
) -> None:
    """Decline the offer made to you; with none, withdraw your own pending offer."""
    offer = trading.offer_to(player) or trading.offer_from(player)
    if offer is None:
        session.refuse(player, Refusal.of(CandyReason.NO_OFFER_TO_DECLINE), events)
        return
    trading.offers.remove(offer)
    events.append(
        TableEvent(EventKind.TRADE_DECLINE, session.tick, (offer.offerer, offer.receiver))
    )
