"""The few log lines the table shows beside the pile, and the one it keeps in view.

A bot that takes the pile then melds half of it writes a line per meld, and "takes
the pile" scrolled out of the short log before anyone read it: that line stays at the
top of the short log, highlighted, until the next player's turn is over.
"""

from __future__ import annotations

from dataclasses import dataclass

from candy_arcade.views.canasta.session import CanastaSession

SHORT_LOG_LINES = 12
"""Lines handed to the table; it draws the newest that fit its box."""
PIN_TURNS = 1
"""Turns after the taker's during which the pile line stays pinned."""


@dataclass(frozen=True)
class ShortLog:
    lines: tuple[str, ...]
    pinned: str = ""


def short_log(session: CanastaSession) -> ShortLog:
    log = session.log
    taken = session.pile_taken
    if taken is None or session.turns - taken[1] > PIN_TURNS or taken[0] >= len(log):
        return ShortLog(tuple(log[-SHORT_LOG_LINES:]))
    index = taken[0]
    later = log[index + 1:][-SHORT_LOG_LINES:]
    return ShortLog(tuple(later), log[index])
