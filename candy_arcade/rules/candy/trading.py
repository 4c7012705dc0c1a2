"""Swappities' own state and rules: after the alarm and before the reveal, players trade.

A player offers one stash card to another player, blind or open; the other accepts by
giving one of their stash cards back, or declines; so an offer to a player whose stash
is empty is refused, since they could only decline it. Trading ends when a majority of
players have pressed done. Each player makes one offer at a time and considers one at
a time, so "accept" and "decline" need no more than a button.

The rules name no time limit; the settings' ``trading_limit_seconds`` exists only so a
table whose players never reach a majority (someone walked away) still gets its reveal.

:class:`Trading` reads the stashes and swaps two cards through :class:`StashAccess`, the
one narrow thing it needs of the table.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Protocol

from candy_arcade.core.refusal import Refusal
from candy_arcade.rules.candy.events import EventKind, TableEvent, refused
from candy_arcade.rules.candy.reasons import CandyReason

__all__ = ["Offer", "StashAccess", "Trading"]


class StashAccess(Protocol):
    """What trading needs of the table: the stashes, and a swap of two stash cards."""

    @property
    def stashes(self) -> Sequence[Sequence[int]]: ...

    def swap_stash_cards(self, first: int, second: int) -> None: ...


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
    last_acted: dict[int, int] = field(default_factory=dict)
    """Each player's latest trading press (an offer, an answer, done; refused or not), by
    tick: what everyone at the table sees of who is still busy trading."""

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

    def closes_after(self, tick: int) -> bool:
        """Whether trading ends with this tick: a majority is done or time ran out."""
        return self.majority_done or self.ticks_left(tick + 1) == 0

    def close(self) -> None:
        self.offers.clear()

    # ------------------------------------------------------------------ actions

    def press_done(self, player: int, tick: int, events: list[TableEvent]) -> None:
        self.last_acted[player] = tick
        if player in self.done:
            events.append(refused(player, tick, Refusal.of(CandyReason.ALREADY_DONE)))
        else:
            self.done.add(player)
            events.append(TableEvent(EventKind.DONE_TRADING, tick, (player,)))

    def make_offer(
        self,
        table: StashAccess,
        player: int,
        card: int,
        receiver: int,
        face_up: bool,
        tick: int,
        events: list[TableEvent],
    ) -> None:
        self.last_acted[player] = tick
        reason: CandyReason | None = None
        if player in self.done:
            reason = CandyReason.DONE_NO_OFFERS
        elif card not in table.stashes[player]:
            reason = CandyReason.OFFER_OWN_CARD
        elif receiver == player or not 0 <= receiver < self.players:
            reason = CandyReason.OFFER_TO_ANOTHER
        elif self.offer_from(player) is not None:
            reason = CandyReason.AWAIT_ANSWER
        elif not table.stashes[receiver]:
            reason = CandyReason.RECEIVER_STASH_EMPTY
        elif receiver in self.done:
            reason = CandyReason.RECEIVER_DONE
        elif self.offer_to(receiver) is not None:
            reason = CandyReason.RECEIVER_BUSY
        if reason is not None:
            events.append(refused(player, tick, Refusal.of(reason)))
            return
        self.offers.append(Offer(player, receiver, card, face_up, tick))
        shown = card if face_up else None
        how = "open" if face_up else "blind"
        events.append(TableEvent(EventKind.TRADE_OFFER, tick, (player, receiver), shown, how))

    def accept(
        self, table: StashAccess, player: int, card_back: int, tick: int, events: list[TableEvent]
    ) -> None:
        """Swap the offered card for ``card_back``. Giving back a card you had on offer
        yourself withdraws that offer: a card cannot go two ways."""
        self.last_acted[player] = tick
        offer = self.offer_to(player)
        if offer is None:
            events.append(refused(player, tick, Refusal.of(CandyReason.NO_OFFER_TO_ACCEPT)))
            return
        if card_back not in table.stashes[player]:
            events.append(refused(player, tick, Refusal.of(CandyReason.GIVE_BACK_OWN_CARD)))
            return
        own = self.offer_from(player)
        if own is not None and own.card == card_back:
            self.offers.remove(own)
            events.append(TableEvent(EventKind.TRADE_DECLINE, tick, (player, own.receiver)))
        self.offers.remove(offer)
        table.swap_stash_cards(offer.card, card_back)
        events.append(
            TableEvent(
                EventKind.TRADE_ACCEPT,
                tick,
                (offer.offerer, player),
                offer.card,
                second_card=card_back,
            )
        )

    def decline(self, player: int, tick: int, events: list[TableEvent]) -> None:
        """Decline the offer made to you; with none, withdraw your own pending offer."""
        self.last_acted[player] = tick
        offer = self.offer_to(player) or self.offer_from(player)
        if offer is None:
            events.append(refused(player, tick, Refusal.of(CandyReason.NO_OFFER_TO_DECLINE)))
            return
        self.offers.remove(offer)
        events.append(TableEvent(EventKind.TRADE_DECLINE, tick, (offer.offerer, offer.receiver)))
