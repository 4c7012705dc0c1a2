"""The ten I Want Candy! variants: their names, what each changes, and how to parse them.

Variants are plain values so the lobby, level files, the ``simulate`` command and
the simulation all agree on one spelling: the command-line name (``rock-you``).
Any combination may be on at once; the simulation asks a set of them what applies.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import Enum


class Variant(Enum):
    """One rule variant; the value is its command-line name."""

    ROCK_YOU = "rock-you"
    BLOCKER = "blocker"
    SNITCH = "snitch"
    ROSHAMBO = "roshambo"
    SWAPPITIES = "swappities"
    RESTRICTED = "restricted"
    LAISSEZ_FAIRE = "laissez-faire"
    HOW_RUDE = "how-rude"
    FLIPPER = "flipper"
    SEE_FOR_MILES = "see-for-miles"


VARIANT_TITLES: dict[Variant, str] = {
    Variant.ROCK_YOU: "I Will Rock You",
    Variant.BLOCKER: "Blocker",
    Variant.SNITCH: "Snitch",
    Variant.ROSHAMBO: "Roshambo",
    Variant.SWAPPITIES: "Swappities",
    Variant.RESTRICTED: "Wall Street, Restricted",
    Variant.LAISSEZ_FAIRE: "Wall Street, Laissez Faire",
    Variant.HOW_RUDE: "How Rude!",
    Variant.FLIPPER: "Flipper",
    Variant.SEE_FOR_MILES: "I Can See For Miles...",
}
"""The names players read in the lobby and on the rules screen."""

VARIANT_SUMMARIES: dict[Variant, str] = {
    Variant.ROCK_YOU: (
        "Thump, thump, clap, thump, thump, clap (empty hand, 0.8 s per beat) arms a steal: "
        "your next grab on another stash takes one of its cards. Palms down ends your "
        "search and protects your stash."
    ),
    Variant.BLOCKER: (
        "The Blocker's holder may not touch any card; pass it to a hand within reach, "
        "but not back to the one who passed it."
    ),
    Variant.SNITCH: (
        "As the Blocker, and passing the Snitch takes a random card from the receiver's "
        "stash into your hand. Palms-down players cannot receive it."
    ),
    Variant.ROSHAMBO: (
        "Someone grabbed the card your empty hand was over? Challenge within 2 s: rock, "
        "paper or scissors in secret (3 s); a draw replays; the winner gets the card."
    ),
    Variant.SWAPPITIES: (
        "After the alarm, trade: offer one stash card, blind or open; the other gives one "
        "back or declines. Trading ends when most players are done."
    ),
    Variant.RESTRICTED: "A left and a right hand, one active at a time; a button switches.",
    Variant.LAISSEZ_FAIRE: "A left and a right hand, both active at once, one card each.",
    Variant.HOW_RUDE: "Touching another player's arm is allowed; palms still may not touch.",
    Variant.FLIPPER: "Cards put back in the pool land face up.",
    Variant.SEE_FOR_MILES: "All stashes are face up.",
}

ALL_VARIANTS: frozenset[Variant] = frozenset(Variant)
VARIANT_NAMES: tuple[str, ...] = tuple(variant.value for variant in Variant)


class VariantParseError(ValueError):
    """A variant name nobody knows; the message names it and lists the known ones."""


def parse_variant(name: str) -> Variant:
    """The variant called ``name`` (case and surrounding spaces ignored, ``_`` as ``-``).

    Raises:
        VariantParseError: no variant has that name.
    """
    key = name.strip().lower().replace("_", "-")
    for variant in Variant:
        if variant.value == key:
            return variant
    raise VariantParseError(
        f"unknown variant {name.strip()!r}: choose from {', '.join(VARIANT_NAMES)}"
    )


def parse_variants(text: str | Iterable[str]) -> frozenset[Variant]:
    """A comma list (``"rock-you,flipper"``) or names into a set; empty means none.

    Raises:
        VariantParseError: one of the names is unknown.
    """
    names = text.split(",") if isinstance(text, str) else list(text)
    return frozenset(parse_variant(name) for name in names if name.strip())


def variant_names(variants: Iterable[Variant]) -> tuple[str, ...]:
    """The command-line names of ``variants``, in the canonical order."""
    chosen = set(variants)
    return tuple(variant.value for variant in Variant if variant in chosen)


def two_hands(variants: frozenset[Variant]) -> bool:
    """Wall Street (either kind) gives every player a left and a right hand."""
    return Variant.RESTRICTED in variants or Variant.LAISSEZ_FAIRE in variants


def both_hands_active(variants: frozenset[Variant]) -> bool:
    """Laissez Faire moves both hands at once; with Restricted also on, it wins, since
    a table that asked for both active hands would find a switch button pointless."""
    return Variant.LAISSEZ_FAIRE in variants


def palms_down_allowed(variants: frozenset[Variant]) -> bool:
    """Palms down comes with I Will Rock You, and the Snitch's rule relies on it too."""
    return Variant.ROCK_YOU in variants or Variant.SNITCH in variants
