"""The lobby's Variant row: its choices, the one line under it saying what changes,
and the target that goes with Samba.

The numbers are the rules modules' own (:mod:`samba`, :mod:`talons`), so the line
cannot drift from what the table plays.
"""

from __future__ import annotations

from candy_arcade.core.refusal import number_word
from candy_arcade.render.canasta.names import VARIANT_NAMES
from candy_arcade.rules.canasta.decks import CLASSIC
from candy_arcade.rules.canasta.samba import (
    SAMBA_CANASTAS_TO_GO_OUT,
    SAMBA_DRAW_COUNT,
    SAMBA_HAND_SIZE,
    SAMBA_TARGET,
)
from candy_arcade.rules.canasta.settings import SAMBA, TALONS, VARIANTS, table_target
from candy_arcade.rules.canasta.talons import TALON_SIZES

VARIANT_CHOICES = tuple(VARIANT_NAMES[variant] for variant in VARIANTS)
"""The row's values as the player reads them: Standard, Samba, Talons."""


def variant_named(choice: str) -> str:
    """The variant (``Settings.variant``) of the row's value."""
    return next(variant for variant, name in VARIANT_NAMES.items() if name == choice)


def variant_line(variant: str, deck: str) -> str:
    """What the variant changes, in one line for the lobby (Samba's sequences are of
    one suit with the Classic deck, of one colour with the Heckadeck)."""
    if variant == SAMBA:
        kind = "suit" if deck == CLASSIC else "colour"
        return (
            f"Samba: {SAMBA_HAND_SIZE} cards, draw {number_word(SAMBA_DRAW_COUNT)},"
            f" sequences of one {kind}, {number_word(SAMBA_CANASTAS_TO_GO_OUT)} canastas"
            f" to go out, game to {SAMBA_TARGET}"
        )
    if variant == TALONS:
        first, second = TALON_SIZES
        return (
            f"Talons: the first side to meld from its hand takes {first} more cards,"
            f" the second {second}"
        )
    return "Standard: the deck's own Canasta, no variant"


def target_after(variant: str, previous_variant: str, target: int) -> int:
    """The Game-to row once the variant changes: Samba plays to its own target, and
    leaving Samba goes back to the usual one (a target chosen by hand stays)."""
    if variant == SAMBA or target == table_target(previous_variant):
        return table_target(variant)
    return target

