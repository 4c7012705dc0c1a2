"""Scoring one side's hand, from card labels, shared by the engine and the calculator.

Melded cards + canasta bonuses + going-out bonus + bonus cards - cards left in hands.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from candy_arcade.rules.canasta.decks import CLASSIC, Deck
from candy_arcade.rules.canasta.melding import faces_points, is_canasta, is_natural, meld_error
from candy_arcade.rules.canasta.roles import (
    BONUS,
    CANASTA_MIXED_BONUS,
    CANASTA_NATURAL_BONUS,
    CONCEALED_BONUS,
    DARKNESS_CONCEALED_BONUS,
    GOING_OUT_BONUS,
    WHEEL_PREFIX,
    Face,
)

CLASSIC_ALL_FOUR_RED_THREES = 800
CLASSIC_RED_THREE = 100
HECKADECK_BONUS_UNIT = 50


class CardError(ValueError):
    """A card label that names no card of the deck, or a card in an impossible place."""


@dataclass(frozen=True, slots=True)
class SideScore:
    """A side's score for one hand and where it came from."""

    total: int
    breakdown: dict[str, int]


def faces_for(deck: Deck, labels: Sequence[str]) -> list[Face]:
    """Faces for labels.

    Raises:
        CardError: an unknown label.
    """
    known = label_faces(deck)
    try:
        return [known[label] for label in labels]
    except KeyError:
        pass
    faces = []
    for label in labels:
        try:
            faces.append(deck.face(label))
        except KeyError:
            raise CardError(f"unknown card {label!r} for the {deck.name} deck") from None
    return faces


@cache
def label_faces(deck: Deck) -> dict[str, Face]:
    """Every label :meth:`Deck.face` accepts, with its face: each name, and the Wheel
    named each name it may carry. Looked up once per card at the end of every hand
    (the calculator's odd labels, and the error for an unknown one, go through
    ``Deck.face`` itself)."""
    known: dict[str, Face] = {}
    for name in deck.faces:
        for label in (name, WHEEL_PREFIX + name):
            try:
                known[label] = deck.face(label)
            except KeyError:
                continue
    return known


def bonus_value(deck: Deck, bonus: Sequence[Face]) -> int:
    """Bonus cards: Heckadeck n^2 x 50 per kind; Classic 100 each, 800 for all four."""
    if deck.name == CLASSIC:
        return CLASSIC_ALL_FOUR_RED_THREES if len(bonus) >= 4 else CLASSIC_RED_THREE * len(bonus)
    counts = Counter(f.name for f in bonus)
    return sum(HECKADECK_BONUS_UNIT * n * n for n in counts.values())


def going_out_bonus(went_out: bool, concealed: bool, by_darkness: bool) -> int:
    """100 for going out; 200 concealed; the Darkness exit earns 100.

    ``by_darkness`` means the Darkness's own effect ended the hand: cut short (nobody
    went out), or the Darkness exit (``went_out`` and ``concealed``: two canastas, all
    else melded that could be, the Darkness discarded with cards left in the hand,
    which still count minus). The rules call that exit "going out concealed (+100)";
    it is worth less than an ordinary concealed going out because the hand need not be
    emptied. A Darkness discarded as the very last card of an ordinary going out is
    not ``by_darkness``: that is a normal exit (+100, or +200 concealed).
    """
    if not went_out:
        return 0
    if concealed:
        return DARKNESS_CONCEALED_BONUS if by_darkness else CONCEALED_BONUS
    return GOING_OUT_BONUS


def score_side(
    deck: Deck,
    melds: Sequence[Sequence[str]],
    bonus: Sequence[str],
    hands: Sequence[Sequence[str]],
    went_out: bool,
    concealed: bool,
    by_darkness: bool = False,
) -> SideScore:
    """Score one side's table at the end of a hand.

    Raises:
        CardError: an unknown card, a meld that is not legal, a bonus card that is not
            one, or a bonus card left in a hand.
    """
    meld_points = 0
    natural_canastas = 0
    mixed_canastas = 0
    for labels in melds:
        faces = faces_for(deck, labels)
        error = meld_error(deck, faces)
        if error is not None:
            raise CardError(f"meld {' '.join(labels)}: {error.text()}")
        meld_points += faces_points(faces)
        if is_canasta(faces):
            if is_natural(faces):
                natural_canastas += 1
            else:
                mixed_canastas += 1
    bonus_faces = faces_for(deck, bonus)
    for face, label in zip(bonus_faces, bonus, strict=True):
        if face.role is not BONUS:
            raise CardError(f"{label} is not a bonus card")
    bonus_points = bonus_value(deck, bonus_faces)
    if not melds:
        bonus_points = -bonus_points
    hand_points = 0
    for hand in hands:
        for face, label in zip(faces_for(deck, hand), hand, strict=True):
            if label.startswith(WHEEL_PREFIX):
                raise CardError("a Wheel in hand has no name yet: write it as Wheel")
            if face.role is BONUS:
                raise CardError(f"a {label} is laid out at once, never held")
            hand_points += face.hand_points
    canasta_bonus = natural_canastas * CANASTA_NATURAL_BONUS + mixed_canastas * CANASTA_MIXED_BONUS
    out = going_out_bonus(went_out, concealed, by_darkness)
    total = meld_points + canasta_bonus + out + bonus_points - hand_points
    return SideScore(
        total=total,
        breakdown={
            "melds": meld_points,
            "natural_canastas": natural_canastas,
            "mixed_canastas": mixed_canastas,
            "canasta_bonus": canasta_bonus,
            "going_out": out,
            "bonus_cards": bonus_points,
            "hands": -hand_points,
        },
    )
