"""An I Want Candy! bot as one seat's intent source for the table driver.

The one place the driver asks a :class:`CandyBot` for its intent: when bots decide
from a per-player observation instead of the live session, only this adapter changes.
Bots themselves are built by the mode's table kit (``CANDY_TABLE.new_bot``), so every
runner forks the same generator for a seat.
"""

from __future__ import annotations

from candy_arcade.bots.candy.bot import CandyBot
from candy_arcade.sim.candy.session import CandySession
from candy_arcade.sim.driver import SourceKind
from candy_arcade.sim.intents import PlayerIntent


class CandyBotSource:
    """A seat played by ``bot``: its intent each tick, read from the session."""

    kind = SourceKind.BOT

    def __init__(self, bot: CandyBot) -> None:
        self.bot = bot

    def intent(self, session: CandySession, tick: int) -> PlayerIntent:
        return self.bot.intent(session)
