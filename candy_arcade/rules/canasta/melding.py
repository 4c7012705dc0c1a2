"""Melds: what makes a group of cards a legal meld, a canasta, and how much it counts.

Works on card *labels* (``"K"``, ``"Joker"``, ``"Wheel=K"``) so the engine and the
score calculator share one definition.
"""

from __future__ import annotations

from collections.abc import Sequence, Set
from functools import cache

from candy_arcade.rules.canasta.decks import Deck
from candy_arcade.rules.canasta.reasons import (
    CanastaReason,
    Count,
    Refusal,
    rank_refusal,
)
from candy_arcade.rules.canasta.roles import (
    CANASTA_SIZE,
    MAX_WILDS_PER_MELD,
    MIN_MELD_SIZE,
    MIN_NATURALS_PER_MELD,
    NATURAL,
    STOP,
    WHEEL_PREFIX,
    WILD,
    Face,
)

_TOO_SMALL = Refusal.of(CanastaReason.MELD_TOO_SMALL, size=Count(MIN_MELD_SIZE))
_MIXES_RANKS = Refusal.of(CanastaReason.MELD_MIXES_RANKS)
_WITHOUT_NATURALS = Refusal.of(CanastaReason.MELD_WITHOUT_NATURALS)
_TOO_FEW_NATURALS = Refusal.of(
    CanastaReason.MELD_TOO_FEW_NATURALS, naturals=Count(MIN_NATURALS_PER_MELD)
)
_TOO_MANY_WILDS = Refusal.of(CanastaReason.MELD_TOO_MANY_WILDS, wilds=Count(MAX_WILDS_PER_MELD))


def card_label(deck: Deck, card: int, wheel_as: str | None) -> str:
    """The label of a card where it lies: the Wheel carries the name it was given."""
    if card == deck.wheel_id and wheel_as is not None:
        return WHEEL_PREFIX + wheel_as
    return deck.name_of[card]


def card_labels(deck: Deck, cards: Sequence[int], wheel_as: str | None) -> tuple[str, ...]:
    """:func:`card_label` of each of ``cards``, read from the deck's labels by id: the
    end of every hand labels every card on the table and in the hands, and a call
    per card cost about as much as scoring them."""
    return tuple(map(_labels_with(deck, wheel_as).__getitem__, cards))


@cache
def _labels_with(deck: Deck, wheel_as: str | None) -> tuple[str, ...]:
    """Each card's label by id, the Wheel's as named ``wheel_as``."""
    labels = list(deck.name_of)
    if deck.wheel_id is not None and wheel_as is not None:
        labels[deck.wheel_id] = WHEEL_PREFIX + wheel_as
    return tuple(labels)


def card_face(deck: Deck, card: int, wheel_as: str | None) -> Face:
    """The face a card shows where it lies (a named Wheel shows what it was named)."""
    if card == deck.wheel_id and wheel_as is not None:
        return deck.faces[wheel_as]
    return deck.face_of[card]


def meld_error(deck: Deck, faces: Sequence[Face]) -> Refusal | None:
    """Why these faces are not one legal meld, or None if they are.

    A meld is three or more cards of one natural rank with at least two naturals and
    at most three wilds; or, only when going out, three or more stop cards and no wild.
    """
    ranks: set[str] = set()
    wilds = 0
    other: str | None = None
    for face in faces:  # one pass: every meld on the table is scored at every hand's end
        role = face.role
        if role is NATURAL or role is STOP:
            ranks.add(face.name)
        elif role is WILD:
            wilds += 1
        elif other is None:
            other = face.name
    return meld_error_counts(deck, len(faces), wilds, ranks, other)


def meld_error_counts(
    deck: Deck,
    size: int,
    wilds: int,
    ranks: Set[str],
    other: str | None,
    max_wilds: int = MAX_WILDS_PER_MELD,
) -> Refusal | None:
    """:func:`meld_error` from what it looks at: the number of cards, of wilds, the
    names of the natural and stop cards, and the first card that is none of these;
    ``max_wilds`` is the table's limit (``Settings.max_wilds_per_meld``: two in Samba).

    Listing the legal moves judges a side's meld plus a few cards many times a turn;
    counts of the meld and of the cards added give the answer without a list of faces.
    """
    if size < MIN_MELD_SIZE:
        return _TOO_SMALL
    if other is not None:
        return rank_refusal(CanastaReason.CANNOT_BE_MELDED, card=other)
    if len(ranks) != 1:
        return _MIXES_RANKS if ranks else _WITHOUT_NATURALS
    (rank,) = ranks
    if deck.faces[rank].role is STOP:
        if wilds:
            return rank_refusal(CanastaReason.STOP_MELD_WITH_WILDS, rank=rank)
        return None
    if size - wilds < MIN_NATURALS_PER_MELD:
        return _TOO_FEW_NATURALS
    if wilds > max_wilds:
        if max_wilds == MAX_WILDS_PER_MELD:
            return _TOO_MANY_WILDS
        return Refusal.of(CanastaReason.MELD_TOO_MANY_WILDS, wilds=Count(max_wilds))
    return None


def is_canasta(faces: Sequence[Face]) -> bool:
    """Seven or more cards of a natural rank (stop-card melds are never canastas)."""
    return len(faces) >= CANASTA_SIZE and any(f.role is NATURAL for f in faces)


def is_natural(faces: Sequence[Face]) -> bool:
    """No wild card in it (a Wheel named as the rank counts as natural)."""
    return all(f.role is not WILD for f in faces)


def faces_points(faces: Sequence[Face]) -> int:
    return sum(f.points for f in faces)
