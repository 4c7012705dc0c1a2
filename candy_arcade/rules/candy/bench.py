"""How fast a stash total is computed: the goal is 10 microseconds or less.

Lives in the package (not in ``tools/``) so the ``bench`` command and the script
``tools/bench_score.py`` measure the same thing the same way.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence

from candy_arcade.core.rng import Rng
from candy_arcade.rules.candy.fast_total import score_total
from candy_arcade.rules.candy.scoring import score_stash
from candy_arcade.rules.cards import Card, poker_deck

BENCH_STASH_SIZES = (5, 7)
"""Smallest and largest stash benchmarked: the sizes a round really ends with."""


def random_stashes(count: int, seed: int) -> list[tuple[Card, ...]]:
    """``count`` stashes of 5-7 distinct cards drawn from a seeded generator.

    With about 10^8 possible stashes, 10,000 draws almost never repeat, so a scorer
    cannot look fast by remembering earlier answers.
    """
    rng = Rng(seed)
    deck = poker_deck()
    low, high = BENCH_STASH_SIZES
    return [tuple(rng.sample(deck, rng.randint(low, high))) for _ in range(count)]


def bench_literal_score_us(count: int = 10_000, seed: int = 0) -> float:
    """Mean microseconds per stash of the literal search the score screen shows (every
    claim listed, every competing choice tried): the floor the fast total is set
    against, over the same stashes."""
    return bench_score_us(count, seed, score_stash)


def bench_score_us(
    count: int = 10_000,
    seed: int = 0,
    scorer: Callable[[Sequence[Card]], object] = score_total,
) -> float:
    """Mean microseconds ``scorer`` takes per stash over ``count`` random stashes.

    The stashes are drawn before the clock starts, so only scoring is timed.
    """
    stashes = random_stashes(count, seed)
    start = time.perf_counter()
    for stash in stashes:
        scorer(stash)
    elapsed = time.perf_counter() - start
    return elapsed / max(count, 1) * 1e6
