"""Every decision a seat can make, as plain frozen data.

Going out is not an action of its own: it is a :class:`Meld` that empties the hand, or
the :class:`Discard` of the last card. Cards are named by their unique ids.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class MeldGroup:
    """Cards from the hand laid on the side's meld of ``rank`` (new or existing).

    ``wheel_as`` names the Wheel when it is among ``cards``: the rank itself (then it
    is a natural card) or a wild name.
    """

    rank: str
    cards: tuple[int, ...]
    wheel_as: str | None = None


@dataclass(frozen=True, slots=True)
class DrawStock:
    """Draw from the stock (two cards with two players)."""


@dataclass(frozen=True, slots=True)
class TakePile:
    """Meld the pile's top card with ``group`` from the hand, then take the whole pile.

    ``group.rank`` is the top card's rank; ``group.cards`` come from the hand (empty
    when the top card goes onto the side's existing meld). ``melds`` are further new
    melds from the hand laid at the same time, which count towards a first meld.
    """

    group: MeldGroup
    melds: tuple[MeldGroup, ...] = ()


@dataclass(frozen=True, slots=True)
class Meld:
    """Lay one or more groups from the hand; a side's first meld must reach its minimum."""

    groups: tuple[MeldGroup, ...]


@dataclass(frozen=True, slots=True)
class LayWheel:
    """Play the Wheel as a bonus card (``"Hunter"`` or ``"Traveller"``); it is replaced."""

    as_bonus: str


@dataclass(frozen=True, slots=True)
class Discard:
    """End the turn by discarding ``card``; the Wheel must be named (``wheel_as``)."""

    card: int
    wheel_as: str | None = None


@dataclass(frozen=True, slots=True)
class AskPartner:
    """Ask the partner "may I go out?" (setting ``ask_partner``, four players)."""


@dataclass(frozen=True, slots=True)
class AnswerPartner:
    """The partner's binding answer: yes allows going out this turn, no forbids it."""

    yes: bool


@dataclass(frozen=True, slots=True)
class ChooseView:
    """After a Watcher is melded or discarded: who looks (viewer) at whose hand (viewed)."""

    viewer: int
    viewed: int


@dataclass(frozen=True, slots=True)
class EndPlay:
    """Stop the hand: the stock is gone and the player cannot or will not take the pile,
    or the last stock card was a bonus card and the player has finished melding."""


@dataclass(frozen=True, slots=True)
class NextHand:
    """Deal the next hand after the scores of this one are shown."""


Action = (
    DrawStock | TakePile | Meld | LayWheel | Discard | AskPartner | AnswerPartner
    | ChooseView | EndPlay | NextHand
)
