"""Bots for I Want Candy!: intent sources like any device, bound by the same limits.

``CandyBot(player, difficulty, rng).intent(session)`` is the bot to seat.
"""

from __future__ import annotations

from candy_arcade.bots.candy.bot import CandyBot

__all__ = ["CandyBot"]
