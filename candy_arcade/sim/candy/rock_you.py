"""I Will Rock You on the table: the beat a hand plays, the steal, and palms down.

The rhythm's rules are :class:`~candy_arcade.rules.candy.rock_you.RockYou`'s; this
module asks the table what they need (is the hand empty, palms down, over which
stash) and moves the stolen or stashed card. The armed player's next grab on another
stash takes one of its cards into their hand, unless its owner is palms down.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from candy_arcade.core.refusal import Refusal
from candy_arcade.rules.candy.events import EventKind, TableEvent
from candy_arcade.rules.candy.reasons import CandyReason
from candy_arcade.rules.candy.variants import Variant
from candy_arcade.sim.candy.hands import Hand, frozen_reason

if TYPE_CHECKING:
    from candy_arcade.sim.candy.session import CandySession


def beat(session: CandySession, player: int, kind: str, events: list[TableEvent]) -> None:
    if not session.settings.has(Variant.ROCK_YOU):
        session.refuse(player, Refusal.of(CandyReason.NO_RHYTHM), events)
        return
    active = session.active_hands(player)
    if active[0].palms_down:
        session.refuse(player, frozen_reason(active[0]), events)
        return
    if all(hand.held is not None for hand in active):
        session.rock_you.lose_the_beat(player)
        session.refuse(player, Refusal.of(CandyReason.RHYTHM_NEEDS_EMPTY_HAND), events)
        return
    result = session.rock_you.beat(player, kind, session.tick)
    if isinstance(result, Refusal):
        session.refuse(player, result, events)
        return
    events.append(TableEvent(EventKind.BEAT, session.tick, (player,), detail=kind))
    if result == "armed":
        events.append(TableEvent(EventKind.STEAL_ARMED, session.tick, (player,)))


def steal(session: CandySession, hand: Hand, victim: int, events: list[TableEvent]) -> None:
    """The armed grab on another stash: one of its cards into the thief's hand."""
    thief = hand.player
    if session.hands[victim].palms_down:
        session.refuse(thief, Refusal.of(CandyReason.STASH_PROTECTED), events)
        return
    card = session.table.stash_card_at(hand.x, hand.y, victim)
    if card is None:
        session.refuse(thief, Refusal.of(CandyReason.NOTHING_TO_STEAL), events)
        return
    session.table.to_hand(card.index, hand)
    session.rock_you.fired(thief)
    events.append(TableEvent(EventKind.STEAL, session.tick, (thief, victim), card.index))


def palms_down(session: CandySession, player: int, events: list[TableEvent]) -> None:
    """End your own search: hands locked, held cards into the stash, full or not."""
    if not session.settings.palms_down_allowed:
        session.refuse(player, Refusal.of(CandyReason.NO_PALMS_DOWN), events)
        return
    own = session.hands_by_player[player]
    if own[0].palms_down:
        session.refuse(player, Refusal.of(CandyReason.ALREADY_PALMS_DOWN), events)
        return
    if any(hand.in_duel for hand in own):
        session.refuse(player, Refusal.of(CandyReason.IN_DUEL), events)
        return
    stashed: int | None = None
    for hand in own:
        if hand.held is not None:
            stashed = hand.held if stashed is None else stashed
            session.table.to_stash(hand.held, player)
        hand.end_search()
    session.rock_you.stand_down(player)
    session.roshambo.withdraw_chances_of(player)
    events.append(TableEvent(EventKind.PALMS_DOWN, session.tick, (player,), stashed))
