"""What happened when an action was applied, for the table view to animate and log.

``Drew.cards``, ``TalonTaken.cards`` and ``HandRevealed.cards`` are private:
:func:`visible_events` hides them from everyone but the player entitled to see them.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any


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
class SequenceMelded:
    """Samba: cards laid as a new sequence (``new``) or at the ends of the side's
    sequence number ``index``; ``cards`` is the whole sequence after it, low to high."""

    player: int
    index: int
    key: str
    cards: tuple[int, ...]
    new: bool


@dataclass(frozen=True, slots=True)
class SambaCompleted:
    """Samba: the side's sequence number ``index`` reached seven cards (a closed samba)."""

    side: int
    index: int
    key: str


@dataclass(frozen=True, slots=True)
class TalonTaken:
    """Talons: after discarding, the player took talon ``talon`` (0 holds 4 cards, 1
    holds 3) into the hand."""

    player: int
    talon: int
    cards: tuple[int, ...]


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
    | SequenceMelded | SambaCompleted | TalonTaken | Discarded | PileRemovedByCrone
    | HandRevealed | PartnerAsked | PartnerAnswered
    | WentOut | HandEnded | GameEnded
)


_new = object.__new__
_drew_slots: Any = Drew
_discarded_slots: Any = Discarded
_set_drew = (_drew_slots.player.__set__, _drew_slots.count.__set__, _drew_slots.cards.__set__)
_set_discarded = (
    _discarded_slots.player.__set__,
    _discarded_slots.card.__set__,
    _discarded_slots.wheel_as.__set__,
    _discarded_slots.freezes.__set__,
)
_melded_slots: Any = Melded
_set_melded = (
    _melded_slots.player.__set__,
    _melded_slots.rank.__set__,
    _melded_slots.cards.__set__,
    _melded_slots.new.__set__,
)


def drew(player: int, count: int, cards: tuple[int, ...]) -> Drew:
    """``Drew(player, count, cards)``, filled in through its slots: nearly every turn
    draws, and the frozen ``__init__`` (one ``object.__setattr__`` per field) costs
    about twice as much."""
    event = _new(Drew)
    set_player, set_count, set_cards = _set_drew
    set_player(event, player)
    set_count(event, count)
    set_cards(event, cards)
    return event


def discarded(player: int, card: int, wheel_as: str | None, freezes: bool) -> Discarded:
    """``Discarded(player, card, wheel_as, freezes)``, filled in through its slots (see
    :func:`drew`): nearly every turn ends with one."""
    event = _new(Discarded)
    set_player, set_card, set_wheel_as, set_freezes = _set_discarded
    set_player(event, player)
    set_card(event, card)
    set_wheel_as(event, wheel_as)
    set_freezes(event, freezes)
    return event


def melded(player: int, rank: str, cards: tuple[int, ...], new: bool) -> Melded:
    """``Melded(player, rank, cards, new)``, filled in through its slots (see
    :func:`drew`): every meld and every taken pile lays one per group."""
    event = _new(Melded)
    set_player, set_rank, set_cards, set_new = _set_melded
    set_player(event, player)
    set_rank(event, rank)
    set_cards(event, cards)
    set_new(event, new)
    return event


def visible_events(events: Sequence[Event], player: int) -> list[Event]:
    """The events as ``player`` may see them: other players' drawn cards and other
    viewers' revealed hands are emptied."""
    shown: list[Event] = []
    for event in events:
        if isinstance(event, Drew | TalonTaken) and event.player != player:
            event = dataclasses.replace(event, cards=())
        if isinstance(event, HandRevealed) and event.viewer != player:
            event = dataclasses.replace(event, cards=())
        shown.append(event)
    return shown
