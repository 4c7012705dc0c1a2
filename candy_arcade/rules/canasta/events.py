"""What happened when an action was applied, for the table view to animate and log.

``Drew.cards``, ``TalonTaken.cards`` and ``HandRevealed.cards`` are private:
:func:`visible_events` hides them from everyone but the player entitled to see them.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass

from candy_arcade.rules.canasta.drafts import draft_of


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


_DrewDraft = draft_of(Drew)
_DiscardedDraft = draft_of(Discarded)
_MeldedDraft = draft_of(Melded)


def drew(player: int, count: int, cards: tuple[int, ...]) -> Drew:
    """``Drew(player, count, cards)``, filled in as a draft (see :mod:`drafts`): nearly
    every turn draws."""
    draft = _DrewDraft()
    draft.player = player
    draft.count = count
    draft.cards = cards
    draft.__class__ = Drew
    event: Drew = draft
    return event


def discarded(player: int, card: int, wheel_as: str | None, freezes: bool) -> Discarded:
    """``Discarded(player, card, wheel_as, freezes)``, filled in as a draft (see
    :mod:`drafts`): nearly every turn ends with one."""
    draft = _DiscardedDraft()
    draft.player = player
    draft.card = card
    draft.wheel_as = wheel_as
    draft.freezes = freezes
    draft.__class__ = Discarded
    event: Discarded = draft
    return event


def melded(player: int, rank: str, cards: tuple[int, ...], new: bool) -> Melded:
    """``Melded(player, rank, cards, new)``, filled in as a draft (see :mod:`drafts`):
    every meld and every taken pile lays one per group."""
    draft = _MeldedDraft()
    draft.player = player
    draft.rank = rank
    draft.cards = cards
    draft.new = new
    draft.__class__ = Melded
    event: Melded = draft
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
