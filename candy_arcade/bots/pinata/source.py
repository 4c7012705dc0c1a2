"""A real-time Piñata Blast bot as one seat's intent source for the table driver.

Bots are built by the mode's table kit (``PINATA_TABLE.new_bot``), so the window,
``simulate``, tournaments and ``play --headless`` fork the same generator for a seat.
"""

from __future__ import annotations

from candy_arcade.bots.pinata.realtime import RealtimePinataBot
from candy_arcade.sim.driver import SourceKind
from candy_arcade.sim.intents import PlayerIntent
from candy_arcade.sim.pinata.session import PinataSession


class PinataBotSource:
    """A seat played by ``bot``: its intent each tick, read from the session."""

    kind = SourceKind.BOT

    def __init__(self, bot: RealtimePinataBot) -> None:
        self.bot = bot

    def intent(self, session: PinataSession, tick: int) -> PlayerIntent:
        return self.bot.intent(session)
