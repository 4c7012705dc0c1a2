"""An I Want Candy! bot as one seat's intent source for the table driver.

The one place a bot meets the live session: each tick this adapter turns the session
into the seat's :class:`~candy_arcade.sim.candy.observation.CandyObservation` and the
bot decides from that alone, so no bot module reads the session (a test holds them to
it). Bots themselves are built by the mode's table kit (``CANDY_TABLE.new_bot``), so
every runner forks the same generator for a seat.
"""

from __future__ import annotations

from typing import Generic, Protocol, TypeVar

from candy_arcade.sim.candy.observation import CandyObservation, CandyObserver
from candy_arcade.sim.candy.session import CandySession
from candy_arcade.sim.driver import SourceKind
from candy_arcade.sim.intents import PlayerIntent


class ObservingPlayer(Protocol):
    """A seat's decider that sees only its player's observation (a bot, a test mover)."""

    @property
    def player(self) -> int: ...

    def intent(self, seen: CandyObservation) -> PlayerIntent: ...


PlayerT = TypeVar("PlayerT", bound=ObservingPlayer)


class CandyBotSource(Generic[PlayerT]):
    """A seat played by ``bot``: its intent each tick, from its player's observation."""

    kind = SourceKind.BOT

    def __init__(self, bot: PlayerT) -> None:
        self.bot = bot
        self._observer: CandyObserver | None = None

    def intent(self, session: CandySession, tick: int) -> PlayerIntent:
        observer = self._observer
        if observer is None or observer.session is not session:
            observer = self._observer = CandyObserver(session, self.bot.player)
        return self.bot.intent(observer.observe())
