"""Bots keep their hands off other hands: touched less often than a random mover."""

from __future__ import annotations

from candy_arcade.bots.candy.bot import CandyBot
from candy_arcade.bots.candy.random_mover import RandomMover
from candy_arcade.bots.candy.source import CandyBotSource
from candy_arcade.levels.loader import load_default_level
from candy_arcade.rules.candy.events import EventKind
from candy_arcade.sim.candy.session import CandySession


def touches_by_kind(difficulty: str, seeds: range) -> tuple[int, int]:
    """Touches suffered by bots and by random movers seated alternately at 8 seats."""
    bot_touches = mover_touches = 0
    for seed in seeds:
        session = CandySession(load_default_level(), 8, seed, timer_seconds=30)
        seats = [
            CandyBotSource(
                (CandyBot if player % 2 == 0 else RandomMover)(
                    player, difficulty, session.rng.fork(f"seat{player}")
                )
            )
            for player in range(8)
        ]
        while not session.over:
            for event in session.step([seat.intent(session, session.tick) for seat in seats]):
                if event.kind is EventKind.TOUCH:
                    for player in event.players:
                        if player % 2 == 0:
                            bot_touches += 1
                        else:
                            mover_touches += 1
    return bot_touches, mover_touches


def test_bots_of_every_difficulty_are_touched_less_often_than_random_movers() -> None:
    for difficulty in ("easy", "normal", "hard"):
        bots, movers = touches_by_kind(difficulty, range(2))
        assert movers > 10, "random movers at a full table do touch"
        assert bots < 0.6 * movers, (difficulty, bots, movers)


def test_a_table_of_hard_bots_rarely_touches_at_all() -> None:
    session = CandySession(load_default_level(), 8, 21, timer_seconds=60)
    bots = [CandyBotSource(CandyBot(p, "hard", session.rng.fork(f"bot{p}"))) for p in range(8)]
    touches = 0
    while not session.over:
        touches += sum(
            event.kind is EventKind.TOUCH
            for event in session.step([bot.intent(session, session.tick) for bot in bots])
        )
    assert touches <= 6
