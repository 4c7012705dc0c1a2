"""What happened when an action was applied, for the table view to animate and log.

``Drew.cards`` and ``HandRevealed.cards`` are private: :func:`visible_events` hides
them from everyone but the player entitled to see them.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class HandDealt:
    hand_number: int
    dealer: int


@dataclass(frozen=True, slots=True)
class BonusLaidOut:
    player: int
    card: int
    replaced: bool


@dataclass(frozen=True, slots=True)
class UpcardTurned:
    card: int
    freezes: bool


@dataclass(frozen=True, slots=True)
class Drew:
    player: int
    count: int
    cards: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class PileTaken:
    player: int
    top: int
    count: int


@dataclass(frozen=True, slots=True)
class Melded:
    player: int
    rank: str
    cards: tuple[int, ...]
    new: bool


@dataclass(frozen=True, slots=True)
class CanastaCompleted:
    side: int
    rank: str
    natural: bool


@dataclass(frozen=True, slots=True)
class Discarded:
    player: int
    card: int
    wheel_as: str | None
    freezes: bool


@dataclass(frozen=True, slots=True)
class PileRemovedByCrone:
    player: int
    cards: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class HandRevealed:
    viewer: int
    viewed: int
    cards: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class PartnerAsked:
    player: int


@dataclass(frozen=True, slots=True)
class PartnerAnswered:
    player: int
    yes: bool


@dataclass(frozen=True, slots=True)
class WentOut:
    player: int
    concealed: bool


@dataclass(frozen=True, slots=True)
class HandEnded:
    reason: str
    hand_scores: tuple[int, ...]
    totals: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class GameEnded:
    winners: tuple[int, ...]
    totals: tuple[int, ...]


Event = (
    HandDealt | BonusLaidOut | UpcardTurned | Drew | PileTaken | Melded | CanastaCompleted
    | Discarded | PileRemovedByCrone | HandRevealed | PartnerAsked | PartnerAnswered
    | WentOut | HandEnded | GameEnded
)


def visible_events(events: Sequence[Event], player: int) -> list[Event]:
    """The events as ``player`` may see them: other players' drawn cards and other
    viewers' revealed hands are emptied."""
    shown: list[Event] = []
    for event in events:
        if isinstance(event, Drew) and event.player != player:
            event = dataclasses.replace(event, cards=())
        if isinstance(event, HandRevealed) and event.viewer != player:
            event = dataclasses.replace(event, cards=())
        shown.append(event)
    return shown
