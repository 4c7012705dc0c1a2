"""Canasta bots: they read one seat's view and return the engine's actions."""

from __future__ import annotations

from candy_arcade.bots.canasta.base import Bot, play_game, play_hand
from candy_arcade.bots.canasta.factory import BOT_KINDS, make_bots
from candy_arcade.bots.canasta.normal import NormalBot
from candy_arcade.bots.canasta.random_bot import RandomBot

__all__ = ["BOT_KINDS", "Bot", "NormalBot", "RandomBot", "make_bots", "play_game", "play_hand"]
