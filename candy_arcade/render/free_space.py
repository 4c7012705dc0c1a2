"""Boxes on the screen and the first free place for a new one among candidates.

Bubbles, prompts and legends are placed by trying a seat's own places in order and
taking the first that covers nothing already there (a hand, a held card, another
box): words are never printed over words, and never over what a player holds.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from candy_arcade.render.box import Box


def first_free(
    candidates: Iterable[Box], taken: Sequence[Box], bounds: Box, gap: float = 2.0
) -> Box | None:
    """The first candidate (slid inside ``bounds``) that keeps ``gap`` from every
    taken box; None when each one would cover something."""
    for candidate in candidates:
        box = candidate.clamped(bounds)
        if box.inside(bounds) and not any(box.overlaps(other, gap) for other in taken):
            return box
    return None
