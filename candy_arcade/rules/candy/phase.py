"""The phases of a round, which views read to know what to draw and which prompts to show."""

from __future__ import annotations

from enum import Enum


class Phase(Enum):
    """Where the round is: hands on the table, trading (Swappities), or revealed."""

    PLAYING = "playing"
    TRADING = "trading"
    OVER = "over"
