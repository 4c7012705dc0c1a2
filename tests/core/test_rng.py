from __future__ import annotations

import random

from candy_arcade.core.rng import Rng


def test_same_seed_gives_the_same_sequence_whatever_the_global_random_does() -> None:
    first = Rng(42)
    a = [first.uniform(0, 1) for _ in range(5)]
    random.seed(999)
    random.random()
    second = Rng(42)
    b = [second.uniform(0, 1) for _ in range(5)]
    assert a == b


def test_forked_generators_are_independent_and_reproducible() -> None:
    parent = Rng(7)
    assert parent.fork("bot1").seed == Rng(7).fork("bot1").seed
    assert parent.fork("bot1").seed != parent.fork("bot2").seed
