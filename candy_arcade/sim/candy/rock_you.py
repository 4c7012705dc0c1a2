"""I Will Rock You: the rhythm that arms a steal, the steal, and palms down.

The rhythm is thump, thump, clap, thump, thump, clap, each beat within 0.8 s of the
last, with an empty hand. A wrong beat or a late one does not refuse the player
outright: a thump simply starts the rhythm again, as a person tapping along would,
so only a clap out of place is an error. The armed player's next grab on another
stash takes one of its cards into their hand, unless its owner is palms down.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from candy_arcade.core.refusal import Refusal
from candy_arcade.rules.candy.reasons import CandyReason
from candy_arcade.rules.candy.settings import RHYTHM
from candy_arcade.rules.candy.variants import Variant
from candy_arcade.sim.candy.events import EventKind, TableEvent
from candy_arcade.sim.candy.hands import Hand, frozen_reason

if TYPE_CHECKING:
    from candy_arcade.sim.candy.session import CandySession


@dataclass(slots=True)
class RhythmTracker:
    """One player's progress through the rhythm and whether a steal is armed."""

    beat_gap_ticks: int
    progress: int = 0
    last_beat: int = -1_000_000
    armed: bool = False

    def beat(self, kind: str, tick: int) -> str | Refusal:
        """Record a beat; returns "beat", "armed", or why it was refused."""
        if self.armed:
            return Refusal.of(CandyReason.STEAL_ALREADY_ARMED)
        in_time = tick - self.last_beat <= self.beat_gap_ticks
        if self.progress and in_time and RHYTHM[self.progress] == kind:
            self.progress += 1
        elif kind == RHYTHM[0]:
            self.progress = 1
        else:
            self.progress = 0
            self.last_beat = tick
            return Refusal.of(CandyReason.OUT_OF_RHYTHM, rhythm=", ".join(RHYTHM))
        self.last_beat = tick
        if self.progress == len(RHYTHM):
            self.progress = 0
            self.armed = True
            return "armed"
        return "beat"

    def reset(self) -> None:
        self.progress = 0


def beat(session: CandySession, player: int, kind: str, events: list[TableEvent]) -> None:
    if Variant.ROCK_YOU not in session.variants:
        session.refuse(player, Refusal.of(CandyReason.NO_RHYTHM), events)
        return
    active = session.active_hands(player)
    if active[0].palms_down:
        session.refuse(player, frozen_reason(active[0]), events)
        return
    if all(hand.held is not None for hand in active):
        session.rhythms[player].reset()
        session.refuse(player, Refusal.of(CandyReason.RHYTHM_NEEDS_EMPTY_HAND), events)
        return
    result = session.rhythms[player].beat(kind, session.tick)
    if result == "beat":
        events.append(TableEvent(EventKind.BEAT, session.tick, (player,), detail=kind))
    elif result == "armed":
        events.append(TableEvent(EventKind.BEAT, session.tick, (player,), detail=kind))
        events.append(TableEvent(EventKind.STEAL_ARMED, session.tick, (player,)))
    elif isinstance(result, Refusal):
        session.refuse(player, result, events)


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
    session.table.to_hand(card.index, thief)
    hand.held = card.index
    session.rhythms[thief].armed = False
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
            hand.held = None
        hand.palms_down = True
    session.rhythms[player].armed = False
    session.rhythms[player].reset()
    session.challenge_chances = [c for c in session.challenge_chances if c.challenger != player]
    events.append(TableEvent(EventKind.PALMS_DOWN, session.tick, (player,), stashed))
