"""Every decision a seat can make, as plain frozen data.

Going out is not an action of its own: it is a :class:`Meld` that empties the hand, or
the :class:`Discard` of the last card. Cards are named by their unique ids.
"""

from __future__ import annotations

from dataclasses import dataclass

from candy_arcade.rules.canasta.drafts import draft_of


@dataclass(frozen=True, slots=True)
class MeldGroup:
    """Cards from the hand laid on the side's meld of ``rank`` (new or existing).

    ``wheel_as`` names the Wheel when it is among ``cards``: the rank itself (then it
    is a natural card) or a wild name. ``new`` (Samba only) starts a second meld of a
    rank the side already holds, which Samba allows once every meld of that rank is a
    canasta; without it the cards join the side's unfinished meld of the rank (or,
    when it has none, its canasta of the rank).
    """

    rank: str
    cards: tuple[int, ...]
    wheel_as: str | None = None
    new: bool = False


_GroupDraft = draft_of(MeldGroup)


def meld_group(rank: str, cards: tuple[int, ...], wheel_as: str | None = None) -> MeldGroup:
    """``MeldGroup(rank, cards, wheel_as)``, filled in as a draft of its slots.

    The menu of legal moves makes a few of these per decision, most of them never
    chosen (see :mod:`drafts`).
    """
    draft = _GroupDraft()
    draft.rank = rank
    draft.cards = cards
    draft.wheel_as = wheel_as
    draft.new = False
    draft.__class__ = MeldGroup
    group: MeldGroup = draft
    return group


@dataclass(frozen=True, slots=True)
class SequenceGroup:
    """Samba: cards from the hand laid as a sequence of one colour (or suit).

    ``onto`` is None for a new sequence, or the index of the side's sequence
    (``State.sequences[side]``) the cards join at either end. ``wheel_as`` names the
    Wheel when it is among ``cards``: the rank (a 0 included) it stands for.
    """

    cards: tuple[int, ...]
    wheel_as: str | None = None
    onto: int | None = None


@dataclass(frozen=True, slots=True)
class DrawStock:
    """Draw from the stock (two cards with two players)."""


@dataclass(frozen=True, slots=True)
class TakePile:
    """Meld the pile's top card with ``group`` from the hand, then take the whole pile.

    ``group.rank`` is the top card's rank; ``group.cards`` come from the hand (empty
    when the top card goes onto the side's existing meld). ``melds`` are further new
    melds from the hand laid at the same time, which count towards a first meld;
    ``sequences`` (Samba) likewise new sequences from the hand alone: the top card never
    starts or joins a sequence.
    """

    group: MeldGroup
    melds: tuple[MeldGroup, ...] = ()
    sequences: tuple[SequenceGroup, ...] = ()


@dataclass(frozen=True, slots=True)
class Meld:
    """Lay one or more groups from the hand, and in Samba sequences; a side's first
    meld must reach its minimum."""

    groups: tuple[MeldGroup, ...]
    sequences: tuple[SequenceGroup, ...] = ()


_MeldDraft = draft_of(Meld)


def one_group_meld(rank: str, cards: tuple[int, ...], wheel_as: str | None = None) -> Meld:
    """``Meld((MeldGroup(rank, cards, wheel_as),))``, both filled in as drafts (see
    :func:`meld_group`): most Melds on a menu lay one group. The group is filled in
    here rather than by a call to :func:`meld_group`, a call per Meld less."""
    group = _GroupDraft()
    group.rank = rank
    group.cards = cards
    group.wheel_as = wheel_as
    group.new = False
    group.__class__ = MeldGroup
    draft = _MeldDraft()
    draft.groups = (group,)
    draft.sequences = ()
    draft.__class__ = Meld
    meld: Meld = draft
    return meld


def meld_of(groups: tuple[MeldGroup, ...]) -> Meld:
    """``Meld(groups)``, filled in as a draft (see :func:`meld_group`)."""
    draft = _MeldDraft()
    draft.groups = groups
    draft.sequences = ()
    draft.__class__ = Meld
    meld: Meld = draft
    return meld


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
