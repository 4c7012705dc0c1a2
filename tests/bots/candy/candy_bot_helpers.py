"""Shared set-ups for the I Want Candy! bot tests: a table of bots, stepped to the end."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence

from candy_arcade.bots.candy.bot import CandyBot
from candy_arcade.bots.candy.source import CandyBotSource
from candy_arcade.levels.loader import load_default_level
from candy_arcade.rules.candy.events import EventKind, TableEvent
from candy_arcade.sim.candy.session import CandySession
from candy_arcade.sim.intents import PlayerIntent

Seat = Callable[[int, CandySession], object]


def bot_table(
    difficulties: Sequence[str], seed: int, timer: int = 60, variants: str = ""
) -> tuple[CandySession, list[CandyBotSource[CandyBot]]]:
    chosen = [name for name in variants.split(",") if name]
    session = CandySession(
        load_default_level(), len(difficulties), seed, timer_seconds=timer, variants=chosen
    )
    bots = [
        CandyBotSource(CandyBot(player, difficulty, session.rng.fork(f"bot{player}")))
        for player, difficulty in enumerate(difficulties)
    ]
    return session, bots


def play_out(
    session: CandySession,
    sources: Sequence[object],
    on_tick: Callable[[CandySession, list[PlayerIntent], list[TableEvent]], None] | None = None,
) -> Counter[EventKind]:
    """Step until the round is over; returns how often each event happened."""
    counts: Counter[EventKind] = Counter()
    while not session.over:
        intents = [
            source.intent(session, session.tick)  # type: ignore[attr-defined]
            for source in sources
        ]
        events = session.step(intents)
        counts.update(event.kind for event in events)
        if on_tick is not None:
            on_tick(session, intents, events)
    return counts
