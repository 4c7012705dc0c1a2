"""Building bots by name for the commands and scripts: ``normal`` or ``normal,random``."""

from __future__ import annotations

from candy_arcade.bots.canasta.base import Bot
from candy_arcade.bots.canasta.normal import NormalBot
from candy_arcade.bots.canasta.random_bot import RandomBot
from candy_arcade.core.rng import Rng

BOT_KINDS = ("random", "normal", "hard")


def make_bot(
    kind: str,
    seat: int,
    seed: int,
    hard_budget: float | None = None,
    hard_samples: int | None = None,
) -> Bot:
    """One bot; each gets its own generator forked from the seed and its seat.

    A hard bot thinks ``hard_samples`` sampled deals per decision when given (the
    same seed then replays the same game), else ``hard_budget`` seconds (its default
    budget when neither is given): see :mod:`candy_arcade.bots.canasta.hard`.

    Raises:
        ValueError: an unknown kind.
    """
    rng = Rng(seed).fork(f"bot-{seat}")
    if kind == "random":
        return RandomBot(rng)
    if kind == "normal":
        return NormalBot()
    if kind == "hard":
        from candy_arcade.bots.canasta.hard import HardBot

        if hard_samples is not None:
            return HardBot(rng, samples=hard_samples)
        return HardBot(rng) if hard_budget is None else HardBot(rng, budget=hard_budget)
    raise ValueError(f"unknown bot kind {kind!r}; choose from {', '.join(BOT_KINDS)}")


def make_bots(
    spec: str,
    players: int,
    seed: int,
    hard_budget: float | None = None,
    hard_samples: int | None = None,
) -> list[Bot]:
    """Bots for every seat: one kind for all, or a comma list cycled over the seats."""
    kinds = [k.strip() for k in spec.split(",") if k.strip()]
    if not kinds:
        raise ValueError("name at least one bot kind")
    return [
        make_bot(kinds[i % len(kinds)], i, seed, hard_budget, hard_samples)
        for i in range(players)
    ]
