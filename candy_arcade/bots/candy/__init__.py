"""Bots for I Want Candy!: intent sources like any device, bound by the same limits.

``CandyBot(player, difficulty, rng).intent(observation)`` is the bot to seat (behind
:class:`~candy_arcade.bots.candy.source.CandyBotSource`, which observes for it).
"""

from __future__ import annotations

from candy_arcade.bots.candy.bot import CandyBot

__all__ = ["CandyBot"]
