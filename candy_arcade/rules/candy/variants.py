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
