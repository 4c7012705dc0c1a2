"""How to build each mode's table and bots for a level: the building half of a registry
entry (the facts are :mod:`candy_arcade.modes`, keyed by the same id).

In the spirit of OpenSpiel's ``Game.new_initial_state()``: the views, the commands and
the tests build a fresh game and its bots through these kits, whatever the mode. They
live apart from the facts because building a table imports the simulation and the
bots, which the level checker (a reader of the facts) sits below. Those imports run
when a table is first built, so importing a kit loads neither pymunk nor a bot.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from candy_arcade.levels.spec import LevelSpec
from candy_arcade.mode_options import CanastaOptions, CandyOptions, PinataOptions
from candy_arcade.modes import CANASTA, CANDY, PINATA, ModeInfo

if TYPE_CHECKING:
    from candy_arcade.bots.canasta.base import Bot as CanastaBot
    from candy_arcade.bots.candy.bot import CandyBot
    from candy_arcade.bots.pinata.realtime import RealtimePinataBot
    from candy_arcade.rules.canasta.state import State as CanastaState
    from candy_arcade.sim.candy.session import CandySession
    from candy_arcade.sim.pinata.session import PinataSession

OptionsT = TypeVar("OptionsT", CandyOptions, PinataOptions, CanastaOptions)
TableT = TypeVar("TableT")
BotT = TypeVar("BotT")

CANASTA_BOT_KINDS = {"easy": "random", "normal": "normal", "hard": "hard"}
"""Seat difficulty to Canasta bot kind: easy plays random legal moves, hard searches ahead."""


@dataclass(frozen=True, slots=True)
class TableKit(Generic[OptionsT, TableT, BotT]):
    """Builds one mode's game: a fresh table for a level, and a bot for a seat at it."""

    mode: ModeInfo[OptionsT]
    new_table: Callable[[LevelSpec, int, int, OptionsT], TableT]
    """A fresh game at ``level`` for ``players`` from ``seed`` with ``options``."""
    new_bot: Callable[[TableT, int, str], BotT]
    """A bot for ``seat`` of ``difficulty`` (easy, normal, hard) at a table just built."""


def _candy_table(level: LevelSpec, players: int, seed: int, options: CandyOptions) -> CandySession:
    from candy_arcade.sim.candy.session import CandySession

    return CandySession(level, players, seed, variants=options.variants)


def _candy_bot(session: CandySession, seat: int, difficulty: str) -> CandyBot:
    from candy_arcade.bots.candy.bot import CandyBot

    return CandyBot(seat, difficulty, session.rng.fork(f"bot{seat}"))


def _pinata_table(
    level: LevelSpec, players: int, seed: int, options: PinataOptions
) -> PinataSession:
    from candy_arcade.sim.pinata.from_level import new_pinata_session

    return new_pinata_session(level, players, seed, youngest=options.youngest)


def _pinata_bot(session: PinataSession, seat: int, difficulty: str) -> RealtimePinataBot:
    from candy_arcade.bots.pinata.profiles import profile
    from candy_arcade.bots.pinata.realtime import RealtimePinataBot

    return RealtimePinataBot(seat, profile(difficulty), session.rng.fork(f"bot:{seat}"))


def _canasta_table(
    level: LevelSpec, players: int, seed: int, options: CanastaOptions
) -> CanastaState:
    from candy_arcade.rules.canasta.deal import new_game

    state, _ = new_game(options.settings(players), seed)
    return state


def _canasta_bot(state: CanastaState, seat: int, difficulty: str) -> CanastaBot:
    from candy_arcade.bots.canasta.factory import make_bot

    return make_bot(CANASTA_BOT_KINDS[difficulty], seat, state.seed)


CANDY_TABLE: TableKit[CandyOptions, CandySession, CandyBot] = TableKit(
    CANDY, _candy_table, _candy_bot
)
PINATA_TABLE: TableKit[PinataOptions, PinataSession, RealtimePinataBot] = TableKit(
    PINATA, _pinata_table, _pinata_bot
)
CANASTA_TABLE: TableKit[CanastaOptions, CanastaState, CanastaBot] = TableKit(
    CANASTA, _canasta_table, _canasta_bot
)
TABLE_KITS: dict[str, TableKit[Any, Any, Any]] = {
    kit.mode.id: kit for kit in (CANDY_TABLE, PINATA_TABLE, CANASTA_TABLE)
}
"""Every mode's kit by mode id (the same ids, in the same order, as the facts)."""
