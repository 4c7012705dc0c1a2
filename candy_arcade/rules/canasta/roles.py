"""Card roles: what a card *does* in Canasta, independent of which deck it comes from.

The engine reasons about roles and points only, so the Heckadeck and the Classic deck
are two tables mapping card names to :class:`Face` records (see ``decks.py``).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class Role(Enum):
    """The part a card plays in the rules."""

    NATURAL = "natural"
    """Meldable rank: three or more of a kind form a meld."""
    STOP = "stop"
    """Heckadeck 0 / Classic black 3: bars the next player from the pile."""
    WILD = "wild"
    """Stands for any natural rank in a meld; discarding one freezes the pile."""
    BONUS = "bonus"
    """Hunter, Traveller, red 3: laid out at once and replaced from the stock."""
    CRONE = "crone"
    """Discarding it removes it and the whole discard pile from the hand."""
    DARKNESS = "darkness"
    """Discarding it ends the hand at once."""
    WHEEL = "wheel"
    """The Heckadeck blank: takes the face the player names when it is played."""


# The roles as module constants, which the rules' hot paths compare with: on Python
# 3.11 every lookup of an Enum member through its class (``Role.WILD``) takes the slow
# path of ``EnumType.__getattr__`` (about 0.1 us, against 0.01 us for a module global),
# and a random playout made some twenty such lookups a decision.
NATURAL = Role.NATURAL
STOP = Role.STOP
WILD = Role.WILD
BONUS = Role.BONUS
CRONE = Role.CRONE
DARKNESS = Role.DARKNESS
WHEEL = Role.WHEEL


@dataclass(frozen=True, slots=True)
class Face:
    """What a card name means: its role and its points.

    ``points`` is the value of the card on the table (melded); ``hand_points`` is what
    the card costs its side when it is still in a hand at the end (the Crone and the
    Darkness cost 50 without ever being meldable; the unplayed Wheel costs nothing).
    """

    name: str
    role: Role
    points: int
    hand_points: int


#: What the Wheel may be laid out as (a bonus card, replaced from the stock).
BONUS_NAMES = ("Hunter", "Traveller")

#: A Wheel played as ``name`` is written ``Wheel=name`` (score calculator, simulate).
WHEEL_PREFIX = "Wheel="

CANASTA_NATURAL_BONUS = 500
CANASTA_MIXED_BONUS = 300
GOING_OUT_BONUS = 100
CONCEALED_BONUS = 200
DARKNESS_CONCEALED_BONUS = 100
CANASTA_SIZE = 7
MAX_WILDS_PER_MELD = 3
MIN_NATURALS_PER_MELD = 2
MIN_MELD_SIZE = 3
#: Canastas a side must have melded for the Darkness exit (going out concealed, +100).
DARKNESS_EXIT_CANASTAS = 2
#: Naturals from the hand that take a frozen pile (or the pile before the side's first meld).
NATURALS_TO_TAKE_FROZEN_PILE = 2
