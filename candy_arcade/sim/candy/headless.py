"""Compatibility shim: the bot-only round runner moved to :mod:`candy_arcade.bots.candy.simulate`.

Bots sit above the simulation in the layers, so the runner that seats them lives
with them now. This keeps the old call ``play_bot_round(level, players, seed,
difficulties)`` working for callers not yet moved; new code should import
:func:`candy_arcade.bots.candy.simulate.play_bot_round` (or
:mod:`candy_arcade.bots.candy.bench`) instead.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING

from candy_arcade.levels.spec import LevelSpec

if TYPE_CHECKING:
    from candy_arcade.bots.candy.simulate import BotRound


def play_bot_round(
    level: LevelSpec, players: int, seed: int, difficulties: Sequence[str]
) -> BotRound:
    """The old signature of :func:`candy_arcade.bots.candy.simulate.play_bot_round`."""
    from candy_arcade.bots.candy.simulate import play_bot_round as play

    return play(level, list(difficulties)[:players], seed)


def simulate_candy(
    bots: int, rounds: int, seed: int, difficulty: str = "normal", level: LevelSpec | None = None
) -> Iterator[dict[str, object]]:
    """The old signature of :func:`candy_arcade.bots.candy.simulate.simulate_candy`."""
    from candy_arcade.bots.candy.simulate import simulate_candy as simulate

    return simulate(bots, rounds, seed, difficulty, level=level)
