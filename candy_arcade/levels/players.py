"""Words for counts of players and seats, as the level checker and ``play --seats`` say them.

How many players a mode seats is the mode registry's (:mod:`candy_arcade.modes`).
"""

from __future__ import annotations

from candy_arcade.modes import MODES


def counted(number: int, noun: str) -> str:
    """``1 seat``, ``2 seats``: a count a player reads without stumbling."""
    return f"{number} {noun}" if number == 1 else f"{number} {noun}s"


def a_level_of(mode: str | None) -> str:
    """``an I Want Candy! level``, ``a Heckadeck Canasta level``; ``a level`` for an
    unknown mode."""
    info = MODES.get(mode or "")
    return "a level" if info is None else info.a_level()
