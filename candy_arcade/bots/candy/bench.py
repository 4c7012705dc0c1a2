"""How fast I Want Candy! rounds simulate headless: the figures behind
``tools/bench_candy_sim.py`` and the ``bench`` command.

The goal is a 60 s round with 8 hard bots at least 200 times faster than real time
(0.3 s or less). Both wall-clock and CPU time are measured: on a busy machine the
wall clock also counts other programs' turns, while CPU time is this process's own.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Iterable
from dataclasses import dataclass

from candy_arcade.bots.candy.simulate import bot_round_driver
from candy_arcade.core.clock import TICK_SECONDS, seconds_to_ticks
from candy_arcade.core.rng import round_seed
from candy_arcade.levels.loader import load_default_level
from candy_arcade.levels.spec import LevelSpec
from candy_arcade.rules.candy.variants import Variant
from candy_arcade.sim.candy.session import CandySession
from candy_arcade.sim.driver import IntentSource
from candy_arcade.sim.intents import PlayerIntent

SPEED_GOAL = 200.0


@dataclass(frozen=True, slots=True)
class SimBench:
    """Timings of ``rounds`` rounds of ``round_seconds`` each."""

    rounds: int
    players: int
    difficulty: str
    round_seconds: float
    wall_seconds: tuple[float, ...]
    cpu_seconds: tuple[float, ...]
    bot_cpu_share: float
    """Of the CPU time, the share spent choosing the bots' intents (the rest: the session)."""
    tick_x_bare_steps: tuple[float, ...]
    """Per round: a table tick's CPU time (bots' choosing left out) over that of a bare
    pymunk step of the same walls and palms, measured right after the round."""

    @property
    def ticks(self) -> int:
        return seconds_to_ticks(self.round_seconds)

    @property
    def tick_seconds(self) -> float:
        """CPU seconds of one table tick without the bots' choosing (median round)."""
        return self.cpu_median * (1.0 - self.bot_cpu_share) / self.ticks

    @property
    def tick_x_bare_step(self) -> float:
        """How many bare physics steps one table tick costs: its rules, its hands and
        cards, over the floor of the physics alone (median round; each round's pair is
        measured back to back, so a busy moment of the machine weighs on both)."""
        return statistics.median(self.tick_x_bare_steps)

    @property
    def wall_median(self) -> float:
        return statistics.median(self.wall_seconds)

    @property
    def cpu_median(self) -> float:
        return statistics.median(self.cpu_seconds)

    @property
    def speed_wall(self) -> float:
        """Times faster than real time, by the wall clock (median round)."""
        return self.round_seconds / self.wall_median

    @property
    def speed_cpu(self) -> float:
        """Times faster than real time, by this process's CPU time (median round)."""
        return self.round_seconds / self.cpu_median

    def lines(self) -> list[str]:
        return [
            f"{self.rounds} rounds of {self.round_seconds:.0f} s, "
            f"{self.players} {self.difficulty} bots",
            f"wall: median {self.wall_median:.3f} s per round = {self.speed_wall:.0f}x real time "
            f"(best {min(self.wall_seconds):.3f} s)",
            f"cpu:  median {self.cpu_median:.3f} s per round = {self.speed_cpu:.0f}x real time "
            f"(best {min(self.cpu_seconds):.3f} s)",
            f"bots take {self.bot_cpu_share:.0%} of the time, the session the rest",
            f"a table tick costs {self.tick_x_bare_step:.1f} bare pymunk steps of its bodies",
        ]


class _BotClock:
    """CPU seconds the bots spent deciding, over every seat and tick."""

    def __init__(self) -> None:
        self.seconds = 0.0


class _Timed:
    """A seat's intent source with the CPU time of each of its intents counted."""

    def __init__(self, source: IntentSource[CandySession], clock: _BotClock) -> None:
        self.source = source
        self.clock = clock
        self.kind = source.kind

    def intent(self, session: CandySession, tick: int) -> PlayerIntent:
        before = time.process_time()
        intent = self.source.intent(session, tick)
        self.clock.seconds += time.process_time() - before
        return intent


def bench_rounds(
    rounds: int = 5,
    players: int = 8,
    difficulty: str = "hard",
    seed: int = 0,
    variants: Iterable[Variant | str] = (),
    level: LevelSpec | None = None,
) -> SimBench:
    """Play and time ``rounds`` whole rounds with ``players`` bots of ``difficulty``,
    through the table driver the window runs them on (round ``n`` seeded
    ``round_seed(seed, n)``)."""
    level = level or load_default_level()
    chosen = list(variants)
    walls: list[float] = []
    cpus: list[float] = []
    bot_clock = _BotClock()
    ratios: list[float] = []
    ticks = seconds_to_ticks(level.timer_seconds)
    for number in range(1, rounds + 1):
        wall_start, cpu_start, bot_start = (
            time.perf_counter(),
            time.process_time(),
            bot_clock.seconds,
        )
        driver = bot_round_driver(level, [difficulty] * players, round_seed(seed, number), chosen)
        driver.sources = [_Timed(source, bot_clock) for source in driver.sources]
        driver.run()
        walls.append(time.perf_counter() - wall_start)
        cpus.append(time.process_time() - cpu_start)
        tick = (cpus[-1] - (bot_clock.seconds - bot_start)) / ticks
        ratios.append(tick / bare_step_seconds(driver.session, ticks))
    bot_cpu = bot_clock.seconds
    return SimBench(
        rounds,
        players,
        difficulty,
        float(level.timer_seconds),
        tuple(walls),
        tuple(cpus),
        bot_cpu / sum(cpus),
        tuple(ratios),
    )


def bare_step_seconds(session: CandySession, steps: int) -> float:
    """CPU seconds per step of a copy of the round's own pymunk space (the same walls
    and palm bodies where the round left them), stepped with nothing around it: the
    floor a table tick is set against, measured on the same machine in the same run."""
    space = session.palms.space.copy()
    start = time.process_time()
    for _ in range(steps):
        space.step(TICK_SECONDS)
    return (time.process_time() - start) / steps
