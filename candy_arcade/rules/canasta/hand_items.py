"""A side's score for one hand, item by item, as the end-of-hand review shows it.

:func:`scoring.score_side` gives the total and a few sums; a player checking the hand
wants each meld with its card points and canasta bonus, Hunters and Travellers apart
(the rules score each kind n^2 x 50 on its own, so "Bonus x2" says nothing), the
going-out bonus, and each partner's cards left. The items are built from the same
helpers as the scorer and add up to its total (the tests check it over playouts).

In Samba a side's sequences are items too (their cards' points, and 1500 for a
samba), going out is worth 200 whatever the way, Classic Samba's red 3s are valued
by Samba's rule, and a side with only sequences has melded (its bonus cards count
plus), all as :func:`samba_scoring.score_samba_side` counts them.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from candy_arcade.rules.canasta.decks import CLASSIC, Deck
from candy_arcade.rules.canasta.melding import faces_points, is_canasta, is_natural
from candy_arcade.rules.canasta.roles import (
    CANASTA_MIXED_BONUS,
    CANASTA_NATURAL_BONUS,
    Face,
    Role,
)
from candy_arcade.rules.canasta.samba_scoring import (
    SAMBA_BONUS,
    samba_bonus_value,
    samba_going_out_bonus,
    sequence_face,
)
from candy_arcade.rules.canasta.scoring import (
    HECKADECK_BONUS_UNIT,
    bonus_value,
    faces_for,
    going_out_bonus,
)
from candy_arcade.rules.canasta.sequences import SAMBA_SIZE
from candy_arcade.rules.canasta.state import SideResult


class CanastaKind(Enum):
    """What a meld is worth beyond its cards."""

    NONE = "none"
    NATURAL = "natural"
    MIXED = "mixed"


class ExitKind(Enum):
    """How the side left the hand, for the going-out line."""

    NONE = "none"
    OUT = "out"
    CONCEALED = "concealed"
    DARKNESS_EXIT = "darkness exit"


@dataclass(frozen=True, slots=True)
class MeldItem:
    """One meld: its rank, its cards (labels as laid), how many are wild, card points
    and canasta bonus."""

    rank: str
    cards: tuple[str, ...]
    wilds: int
    points: int
    canasta: CanastaKind
    bonus: int


@dataclass(frozen=True, slots=True)
class SequenceItem:
    """Samba: one sequence, its cards low to high (labels, the Wheel as ``Wheel=<rank>``),
    their points, and the samba bonus when it holds seven."""

    cards: tuple[str, ...]
    points: int
    bonus: int

    @property
    def samba(self) -> bool:
        return self.bonus > 0


@dataclass(frozen=True, slots=True)
class BonusItem:
    """Bonus cards of one kind (Hunters, Travellers; red 3s in Classic), with their
    points: negative when the side melded nothing."""

    name: str
    count: int
    points: int


@dataclass(frozen=True, slots=True)
class HandLeft:
    """A partner's cards left in hand and what they cost (zero or less)."""

    player: int
    cards: tuple[str, ...]
    points: int


@dataclass(frozen=True, slots=True)
class SideItems:
    """A side's hand itemised; :attr:`total` is the sum of every item."""

    melds: tuple[MeldItem, ...]
    bonus_cards: tuple[BonusItem, ...]
    exit: ExitKind
    going_out: int
    hands: tuple[HandLeft, ...]
    sequences: tuple[SequenceItem, ...] = ()

    @property
    def meld_points(self) -> int:
        return sum(m.points for m in self.melds) + sum(s.points for s in self.sequences)

    @property
    def canasta_bonus(self) -> int:
        return sum(m.bonus for m in self.melds) + sum(s.bonus for s in self.sequences)

    @property
    def bonus_points(self) -> int:
        return sum(b.points for b in self.bonus_cards)

    @property
    def cards_left(self) -> int:
        return sum(h.points for h in self.hands)

    @property
    def total(self) -> int:
        return (
            self.meld_points + self.canasta_bonus + self.bonus_points + self.going_out
            + self.cards_left
        )


def meld_rank(faces: Sequence[Face]) -> str:
    """The rank a meld is of: its natural (or stop) cards' name."""
    return next(f.name for f in faces if f.role in (Role.NATURAL, Role.STOP))


def meld_item(deck: Deck, labels: Sequence[str]) -> MeldItem:
    faces = faces_for(deck, labels)
    kind = CanastaKind.NONE
    bonus = 0
    if is_canasta(faces):
        natural = is_natural(faces)
        kind = CanastaKind.NATURAL if natural else CanastaKind.MIXED
        bonus = CANASTA_NATURAL_BONUS if natural else CANASTA_MIXED_BONUS
    wilds = sum(1 for f in faces if f.role is Role.WILD)
    return MeldItem(meld_rank(faces), tuple(labels), wilds, faces_points(faces), kind, bonus)


def sequence_item(deck: Deck, labels: Sequence[str]) -> SequenceItem:
    """A sequence's line: its cards' points (the Wheel as named, a 0 included), and the
    samba bonus at seven cards."""
    points = sum(sequence_face(deck, label).points for label in labels)
    return SequenceItem(tuple(labels), points, SAMBA_BONUS if len(labels) == SAMBA_SIZE else 0)


def bonus_items(
    deck: Deck, labels: Sequence[str], melded: bool, samba: bool = False
) -> tuple[BonusItem, ...]:
    """Heckadeck: one item per kind, each n^2 x 50; Classic: the red 3s together (their
    800 for all four, Classic Samba's 1000 for all six, are not sums of singles).
    Negative for a side that melded nothing."""
    faces = faces_for(deck, labels)
    sign = 1 if melded else -1
    if deck.name == CLASSIC:
        if not faces:
            return ()
        value = samba_bonus_value(deck, faces) if samba else bonus_value(deck, faces)
        return (BonusItem(faces[0].name, len(faces), sign * value),)
    counts = Counter(f.name for f in faces)
    return tuple(
        BonusItem(name, n, sign * HECKADECK_BONUS_UNIT * n * n)
        for name, n in sorted(counts.items())
    )


def itemise_side(deck: Deck, side: SideResult, samba: bool = False) -> SideItems:
    """The items of a scored side (as the engine left it in ``State.result``); ``samba``:
    the table plays Samba."""
    melds = tuple(meld_item(deck, labels) for labels in side.melds)
    sequences = tuple(sequence_item(deck, labels) for labels in side.sequences)
    hands = tuple(
        HandLeft(player, cards, -sum(f.hand_points for f in faces_for(deck, cards)))
        for player, cards in zip(side.players, side.hands, strict=True)
    )
    exit_kind = ExitKind.NONE
    if side.went_out:
        exit_kind = ExitKind.OUT
        if side.concealed and not samba:
            exit_kind = ExitKind.DARKNESS_EXIT if side.by_darkness else ExitKind.CONCEALED
    going_out = (samba_going_out_bonus(side.went_out) if samba
                 else going_out_bonus(side.went_out, side.concealed, side.by_darkness))
    return SideItems(
        melds=melds,
        bonus_cards=bonus_items(deck, side.bonus, bool(side.melds or sequences), samba),
        exit=exit_kind,
        going_out=going_out,
        hands=hands,
        sequences=sequences,
    )
