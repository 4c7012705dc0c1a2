"""Scoring a side's Samba hand: Canasta's scorer, plus sequences, Samba's bonuses.

:func:`score_samba_side` is :func:`scoring.score_side` with what Samba changes: each
sequence counts its cards' points and 1500 more when it is a samba; going out is worth
200 whatever way it happens, never more for going out concealed; Classic Samba's six
red 3s count 100 each and 1000 all six; and a side whose only melds are sequences has
melded (its bonus cards count plus). Like the scorer it works on card labels, so the
engine's hand result and ``canasta-score --variant samba`` share one definition; the
labels of a sequence carry no colour, so only its order of ranks is checked here (the
engine checked the colours when the cards were laid).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from candy_arcade.rules.canasta.decks import CLASSIC, Deck
from candy_arcade.rules.canasta.reasons import Refusal
from candy_arcade.rules.canasta.roles import WHEEL_PREFIX, Face
from candy_arcade.rules.canasta.samba_melds import samba_meld_error
from candy_arcade.rules.canasta.scoring import (
    CardError,
    SideScore,
    bonus_value,
    faces_for,
    score_side,
)
from candy_arcade.rules.canasta.sequences import SAMBA_SIZE, arrange, run_order, size_error

SAMBA_BONUS = 1500
SAMBA_GOING_OUT_BONUS = 200
CLASSIC_SAMBA_RED_THREE = 100
CLASSIC_SAMBA_ALL_RED_THREES = 1000
CLASSIC_SAMBA_RED_THREES = 6


@dataclass(frozen=True, slots=True)
class SequenceScore:
    """A side's sequences: their cards' points, how many are sambas, the samba bonus."""

    points: int
    sambas: int
    bonus: int


def sequence_face(deck: Deck, label: str) -> Face:
    """The face of a card label in a sequence (``Wheel=0`` is a natural zero here).

    Raises:
        CardError: the label names no card of the deck.
    """
    name = label
    if label.startswith(WHEEL_PREFIX):
        if deck.wheel_id is None:
            raise CardError(f"no Wheel in the {deck.name} deck")
        name = label[len(WHEEL_PREFIX):]
    if name not in deck.faces:
        raise CardError(f"unknown card {label!r} for the {deck.name} deck")
    return deck.faces[name]


def _check_sequence(deck: Deck, labels: Sequence[str], faces: Sequence[Face]) -> None:
    order = run_order(deck)
    for face, label in zip(faces, labels, strict=True):
        if face.name not in order.ranks and face.name != order.end_card:
            raise CardError(f"sequence {' '.join(labels)}: {label} cannot be in a sequence")
    error = size_error(len(labels)) or arrange(order, [f.name for f in faces])
    if isinstance(error, Refusal):
        raise CardError(f"sequence {' '.join(labels)}: {error.text()}")


def score_sequences(deck: Deck, sequences: Sequence[Sequence[str]]) -> SequenceScore:
    """Cards' points of a side's sequences and 1500 per samba.

    Raises:
        CardError: an unknown card, a wild, or ranks that are no sequence.
    """
    points = 0
    sambas = 0
    for labels in sequences:
        faces = [sequence_face(deck, label) for label in labels]
        _check_sequence(deck, labels, faces)
        points += sum(f.points for f in faces)
        sambas += len(labels) == SAMBA_SIZE
    return SequenceScore(points, sambas, sambas * SAMBA_BONUS)


def samba_bonus_value(deck: Deck, bonus: Sequence[Face]) -> int:
    """Bonus cards as Samba counts them: Classic Samba's red 3s 100 each and 1000 for
    all six; the Heckadeck's as in Heckadeck Canasta."""
    if deck.name == CLASSIC:
        if len(bonus) >= CLASSIC_SAMBA_RED_THREES:
            return CLASSIC_SAMBA_ALL_RED_THREES
        return CLASSIC_SAMBA_RED_THREE * len(bonus)
    return bonus_value(deck, bonus)


def samba_going_out_bonus(went_out: bool) -> int:
    """Going out is worth 200, concealed or not (Samba has no concealed bonus)."""
    return SAMBA_GOING_OUT_BONUS if went_out else 0


def score_samba_side(
    deck: Deck,
    melds: Sequence[Sequence[str]],
    sequences: Sequence[Sequence[str]],
    bonus: Sequence[str],
    hands: Sequence[Sequence[str]],
    went_out: bool,
) -> SideScore:
    """Score one side's Samba table at the end of a hand.

    Raises:
        CardError: as :func:`scoring.score_side`, a meld of more than two wild cards,
            or a sequence that is not one.
    """
    for labels in melds:
        error = samba_meld_error(deck, faces_for(deck, labels))
        if error is not None:
            raise CardError(f"meld {' '.join(labels)}: {error.text()}")
    base = score_side(deck, melds, bonus, hands, went_out=False, concealed=False)
    runs = score_sequences(deck, sequences)
    bonus_points = samba_bonus_value(deck, faces_for(deck, bonus))
    if not melds and not sequences:
        bonus_points = -bonus_points
    out = samba_going_out_bonus(went_out)
    breakdown = dict(base.breakdown)
    total = base.total - breakdown["bonus_cards"] + bonus_points + out
    total += runs.points + runs.bonus
    breakdown.update(
        going_out=out,
        bonus_cards=bonus_points,
        sequences=runs.points,
        sambas=runs.sambas,
        samba_bonus=runs.bonus,
    )
    return SideScore(total=total, breakdown=breakdown)
