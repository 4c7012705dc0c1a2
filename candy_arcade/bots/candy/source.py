"""An I Want Candy! bot as one seat's intent source for the table driver.

The one place the driver asks a :class:`CandyBot` for its intent: when bots decide
from a per-player observation instead of the live session, only this adapter changes.
"""

from __future__ import annotations

from candy_arcade.bots.candy.bot import CandyBot
from candy_arcade.core.rng import Rng
from candy_arcade.sim.candy.session import CandySession
from candy_arcade.sim.driver import SourceKind
from candy_arcade.sim.intents import PlayerIntent


def bot_rng(session: CandySession, player: int) -> Rng:
    """The seat's bot generator, forked from the round's: the same in every runner."""
    return session.rng.fork(f"bot{player}")


class CandyBotSource:
    """Seat ``player``'s bot: its intent each tick, read from the session."""

    kind = SourceKind.BOT

    def __init__(self, session: CandySession, player: int, difficulty: str) -> None:
        self.bot = CandyBot(player, difficulty, bot_rng(session, player))

    def intent(self, session: CandySession, tick: int) -> PlayerIntent:
        return self.bot.intent(session)
