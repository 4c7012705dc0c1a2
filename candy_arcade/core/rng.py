"""The one source of randomness: a seeded generator owned by whoever runs a game.

Nothing in the game calls the global :mod:`random` functions, so a round replays
exactly from its seed and its intent log, whatever else touches ``random``.
"""

from __future__ import annotations

import random
import secrets
from collections.abc import MutableSequence, Sequence
from typing import Any, TypeVar

T = TypeVar("T")

SEED_BITS = 31
"""Seeds are non-negative 31-bit numbers: short to type, and what ``new_seed`` draws."""


def new_seed() -> int:
    """A fresh seed for a match nobody asked to replay; recorded with each round."""
    return secrets.randbits(SEED_BITS)


def round_seed(seed: int, number: int) -> int:
    """The seed of round (or game) ``number``, counted from 1, of a match seeded ``seed``.

    The one derivation every caller uses (a match in the window, ``simulate``,
    tournaments, ``play --headless --rounds``), so round 2 of a match seeded 100 is the
    round ``simulate --seed 100 --rounds 2`` plays second. Round 1 plays the match seed
    itself, so ``--seed S`` means what it says for a single round; later rounds hash
    (seed, number) with SHA-512 (``random.Random`` seeding from a string), which is
    stable across Python versions and keeps neighbouring matches' rounds apart.
    """
    if number < 1:
        raise ValueError(f"rounds are counted from 1, got {number}")
    if number == 1:
        return seed
    return random.Random(f"{seed}:round:{number}").getrandbits(SEED_BITS)


class Rng:
    """A seeded random generator with the few draws the game needs.

    Wraps a private :class:`random.Random` (Mersenne Twister), whose sequence for a
    given seed is stable across Python versions for these methods.
    """

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self._random = random.Random(seed)

    def uniform(self, low: float, high: float) -> float:
        return self._random.uniform(low, high)

    def random(self) -> float:
        return self._random.random()

    def randint(self, low: int, high: int) -> int:
        """An integer in ``[low, high]``, both ends included."""
        return self._random.randint(low, high)

    def choice(self, items: Sequence[T]) -> T:
        return self._random.choice(items)

    def shuffle(self, items: MutableSequence[T]) -> None:
        self._random.shuffle(items)

    def sample(self, items: Sequence[T], count: int) -> list[T]:
        return self._random.sample(list(items), count)

    def gauss(self, mean: float, sigma: float) -> float:
        return self._random.gauss(mean, sigma)

    def fork(self, label: str) -> Rng:
        """A child generator for one purpose (e.g. one bot), seeded from this one.

        Forking keeps streams independent: a bot drawing more numbers does not shift
        the scatter of the next round.
        """
        derived = random.Random(f"{self.seed}:{label}").getrandbits(63)
        return Rng(derived)

    def getstate(self) -> tuple[Any, ...]:
        return self._random.getstate()

    def setstate(self, state: tuple[Any, ...]) -> None:
        self._random.setstate(state)
