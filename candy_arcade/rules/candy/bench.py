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


BLOCK = 500
"""Stashes scored by one scorer before the other takes its turn."""


def bench_fast_and_literal_us(count: int = 10_000, seed: int = 0) -> tuple[float, float]:
    """Mean microseconds per stash of the fast total and of the literal search the score
    screen shows (every claim listed, every competing choice tried), on the same
    stashes, taking turns block by block so a busy moment of the machine weighs on both:
    the literal search is the floor the fast total is set against."""
    stashes = random_stashes(count, seed)
    seconds = {score_total: 0.0, score_stash: 0.0}
    for first in range(0, count, BLOCK):
        block = stashes[first : first + BLOCK]
        for scorer in seconds:
            start = time.perf_counter()
            for stash in block:
                scorer(stash)
            seconds[scorer] += time.perf_counter() - start
    per_stash = 1e6 / max(count, 1)
    return seconds[score_total] * per_stash, seconds[score_stash] * per_stash


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
