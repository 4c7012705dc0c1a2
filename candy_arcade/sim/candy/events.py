"""Things that happened during a tick, for sound, on-screen feedback and statistics."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class EventKind(Enum):
    GRAB = "grab"
    UNSTASH = "unstash"
    STASH = "stash"
    RETURN = "return"
    REFUSED = "refused"
    TOUCH = "touch"
    TICK = "tick"
    ALARM = "alarm"
    STUCK = "stuck"


@dataclass(frozen=True, slots=True)
class TableEvent:
    """One event; ``players`` are the players involved, ``reason`` explains a refusal."""

    kind: EventKind
    tick: int
    players: tuple[int, ...] = ()
    card_index: int | None = None
    reason: str = ""
