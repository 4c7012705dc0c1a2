"""A real-time Piñata Blast bot as one seat's intent source for the table driver."""

from __future__ import annotations

from candy_arcade.bots.pinata.profiles import Difficulty, profile
from candy_arcade.bots.pinata.realtime import RealtimePinataBot
from candy_arcade.sim.driver import SourceKind
from candy_arcade.sim.intents import PlayerIntent
from candy_arcade.sim.pinata.session import PinataSession


class PinataBotSource:
    """Seat ``seat``'s bot, with its generator forked from the game's (the same fork in
    the window, ``simulate``, tournaments and ``play --headless``)."""

    kind = SourceKind.BOT

    def __init__(self, session: PinataSession, seat: int, difficulty: Difficulty | str) -> None:
        self.bot = RealtimePinataBot(seat, profile(difficulty), session.rng.fork(f"bot:{seat}"))

    def intent(self, session: PinataSession, tick: int) -> PlayerIntent:
        return self.bot.intent(session)
