"""Talons ("wings", from American Canasta): two face-down piles of 4 and 3 cards that
reward the sides that open first from their own hands.

How the engine uses this (:mod:`talon_play`; the readings of the rules page are in
docs/samba-and-talons-decisions.md): the deal calls
:func:`set_aside_talons` after the hands and before the upcard; a side's first meld
made from the hand (not by taking the pile) asks :func:`talon_due` which talon the
player will take, and after the player's discard :func:`talon_taken` says what goes
into the hand (bonus cards in it are laid out and replaced from the stock as usual).
Talons never taken stay out of play for the rest of the hand and count for nobody.
A table plays Talons or Samba, never both (Samba's draw of two does the same work).
"""

from __future__ import annotations

from collections.abc import Sequence

TALON_SIZES = (4, 3)
"""The talon for the first side to meld from the hand, then the one for the second."""
TALON_STOCK_CUTOFF = 8
"""No talon is given once the stock holds this many cards or fewer."""


def set_aside_talons(stock: Sequence[int]) -> tuple[tuple[int, ...], tuple[tuple[int, ...], ...]]:
    """The stock after the talons are set aside from its top (the end), and the
    talons, largest first.

    Raises:
        ValueError: the stock is too small to hold them.
    """
    needed = sum(TALON_SIZES)
    if len(stock) < needed:
        raise ValueError(f"a stock of {len(stock)} cannot spare {needed} cards for talons")
    rest = list(stock)
    talons = []
    for size in TALON_SIZES:
        talons.append(tuple(rest[-size:][::-1]))
        del rest[-size:]
    return tuple(rest), tuple(talons)


def talon_due(sides_melded_before: int, from_hand: bool) -> int | None:
    """Which talon a side's first meld earns: the first (4 cards) when no other side
    has melded this hand, the second (3) when one has; none for a third side, and
    none for a first meld made by taking the pile."""
    if not from_hand or sides_melded_before >= len(TALON_SIZES):
        return None
    return sides_melded_before


def talon_taken(talons: Sequence[tuple[int, ...]], due: int, stock_size: int) -> tuple[int, ...]:
    """The cards the player takes after discarding: the talon due, unless the stock
    holds :data:`TALON_STOCK_CUTOFF` cards or fewer by then (none is given)."""
    if stock_size <= TALON_STOCK_CUTOFF:
        return ()
    return talons[due]
