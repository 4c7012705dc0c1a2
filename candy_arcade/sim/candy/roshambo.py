"""Roshambo on the table: whose empty palm was over a grabbed card, and the card's move.

The chances, duels and picks are :class:`~candy_arcade.rules.candy.roshambo.Roshambo`'s;
this module keeps each palm's trail (where it was over the last reach window, and
whether it was empty), offers a chance to everyone who was reaching for a grabbed
card, rests the duellists' hands, and gives the card to a duel's winner.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from candy_arcade.core.refusal import Refusal
from candy_arcade.rules.candy.events import EventKind, TableEvent
from candy_arcade.rules.candy.reasons import CandyReason
from candy_arcade.rules.candy.roshambo import Duel
from candy_arcade.rules.candy.variants import Variant
from candy_arcade.sim.candy.hands import Hand, frozen_reason
from candy_arcade.sim.candy.table_cards import TableCard, point_on_card

if TYPE_CHECKING:
    from candy_arcade.sim.candy.session import CandySession


def record_trail(hand: Hand, tick: int, window_ticks: int) -> None:
    """Keep the palm's positions (and whether it was empty) of the last ``window_ticks``."""
    trail = hand.trail
    entry = (hand.x, hand.y, hand.held is None and not hand.is_frozen(tick))
    if len(trail) < window_ticks:
        trail.append(entry)
    else:
        trail[tick % window_ticks] = entry


def was_reaching_for(hand: Hand, card: TableCard) -> bool:
    """Whether the empty palm was over ``card`` at some tick of the reach window."""
    return any(empty and point_on_card(x, y, card) for x, y, empty in hand.trail)


def open_challenges(
    session: CandySession, grabber: int, card: TableCard, events: list[TableEvent]
) -> None:
    """Everyone whose empty palm was over the card in the reach window may challenge."""
    for hand in session.all_hands:
        player = hand.player
        if player == grabber or hand.is_frozen(session.tick):
            continue
        over_now = hand.held is None and point_on_card(hand.x, hand.y, card)
        if over_now or was_reaching_for(hand, card):
            session.roshambo.offer_chance(player, grabber, card.index, session.tick, events)


def card_with(session: CandySession, player: int, card: int) -> Hand | bool:
    """The hand of ``player`` holding ``card``, True if it lies in their stash,
    False if it is no longer theirs."""
    for hand in session.hands_by_player[player]:
        if hand.held == card:
            return hand
    return card in session.stashes[player]


def challenge(session: CandySession, player: int, events: list[TableEvent]) -> None:
    if not session.settings.has(Variant.ROSHAMBO):
        session.refuse(player, Refusal.of(CandyReason.NO_CHALLENGES), events)
        return
    roshambo = session.roshambo
    chance = roshambo.chance_for(player, session.tick)
    if chance is None:
        session.refuse(player, Refusal.of(CandyReason.NOTHING_TO_CHALLENGE), events)
        return
    own = session.hands_by_player[player]
    if own[0].palms_down:
        session.refuse(player, frozen_reason(own[0]), events)
    elif roshambo.duel_of(player) is not None:
        session.refuse(player, Refusal.of(CandyReason.IN_DUEL), events)
    elif roshambo.duel_of(chance.grabber) is not None:
        session.refuse(player, Refusal.of(CandyReason.THEY_ARE_DUELLING), events)
    elif all(hand.held is not None for hand in own):
        session.refuse(player, Refusal.of(CandyReason.CHALLENGE_NEEDS_EMPTY_HAND), events)
    elif card_with(session, chance.grabber, chance.card) is False:
        session.refuse(player, Refusal.of(CandyReason.CARD_GONE), events)
        roshambo.withdraw(chance)
    else:
        duel = roshambo.start_duel(chance, session.tick)
        _rest_duellists(session, duel, True)
        events.append(TableEvent(EventKind.CHALLENGE, session.tick, duel.players, chance.card))


def pick(session: CandySession, player: int, choice: str, events: list[TableEvent]) -> None:
    if not session.settings.has(Variant.ROSHAMBO):
        session.refuse(player, Refusal.of(CandyReason.NO_DUELS), events)
        return
    session.roshambo.pick(player, choice, session.tick, events)


def run_roshambo(session: CandySession, events: list[TableEvent]) -> None:
    """Settle duels whose picks are in or whose time ran out; keep palm trails."""
    for duel in session.roshambo.due(session.tick):
        settle(session, duel, events)
    session.roshambo.expire_chances(session.tick)
    window = session.settings.reach_window_ticks
    for hand in session.all_hands:
        record_trail(hand, session.tick, window)


def settle(session: CandySession, duel: Duel, events: list[TableEvent]) -> None:
    """Settle ``duel``; the winning challenger takes the card if it is still to be had."""
    result = session.roshambo.settle(duel, session.rng, session.tick, events)
    if result is None:
        return
    _rest_duellists(session, duel, False)
    if result.winner == duel.challenger:
        where = card_with(session, duel.grabber, duel.card)
        free = next((h for h in session.hands_by_player[result.winner] if h.held is None), None)
        if where is not False and free is not None:
            session.table.to_hand(duel.card, free)
    events.append(
        TableEvent(
            EventKind.RPS_RESULT,
            session.tick,
            (result.winner, result.loser),
            duel.card,
            result.words,
        )
    )


def _rest_duellists(session: CandySession, duel: Duel, duelling: bool) -> None:
    for duellist in duel.players:
        for hand in session.hands_by_player[duellist]:
            hand.rest_for_duel(duelling)
