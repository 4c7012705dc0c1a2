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

    def beat(self, kind: str, tick: int) -> str:
        """Record a beat; returns "beat", "armed", or a refusal reason."""
        if self.armed:
            return "your steal is already armed: grab a card from another stash"
        in_time = tick - self.last_beat <= self.beat_gap_ticks
        if self.progress and in_time and RHYTHM[self.progress] == kind:
            self.progress += 1
        elif kind == RHYTHM[0]:
            self.progress = 1
        else:
            self.progress = 0
            self.last_beat = tick
            return "out of rhythm: thump, thump, clap, thump, thump, clap"
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
        session.refuse(player, "no rhythm to play without I Will Rock You", events)
        return
    active = session.active_hands(player)
    if active[0].palms_down:
        session.refuse(player, frozen_reason(active[0]), events)
        return
    if all(hand.held is not None for hand in active):
        session.rhythms[player].reset()
        session.refuse(player, "the rhythm needs an empty hand", events)
        return
    result = session.rhythms[player].beat(kind, session.tick)
    if result == "beat":
        events.append(TableEvent(EventKind.BEAT, session.tick, (player,), reason=kind))
    elif result == "armed":
        events.append(TableEvent(EventKind.BEAT, session.tick, (player,), reason=kind))
        events.append(TableEvent(EventKind.STEAL_ARMED, session.tick, (player,)))
    else:
        session.refuse(player, result, events)


def steal(session: CandySession, hand: Hand, victim: int, events: list[TableEvent]) -> None:
    """The armed grab on another stash: one of its cards into the thief's hand."""
    thief = hand.player
    if session.hands[victim].palms_down:
        session.refuse(thief, "palms down: that stash cannot be stolen from", events)
        return
    card = session.table.stash_card_at(hand.x, hand.y, victim)
    if card is None:
        session.refuse(thief, "nothing to steal: that stash is empty", events)
        return
    session.table.to_hand(card.index, thief)
    hand.held = card.index
    session.rhythms[thief].armed = False
    events.append(TableEvent(EventKind.STEAL, session.tick, (thief, victim), card.index))


def palms_down(session: CandySession, player: int, events: list[TableEvent]) -> None:
    """End your own search: hands locked, held cards into the stash, full or not."""
    if not session.settings.palms_down_allowed:
        session.refuse(player, "palms down is played with I Will Rock You or the Snitch", events)
        return
    own = session.hands_by_player[player]
    if own[0].palms_down:
        session.refuse(player, "you are already palms down", events)
        return
    if any(hand.in_duel for hand in own):
        session.refuse(player, "finish your rock, paper, scissors first", events)
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
