"""The one source of randomness: a seeded generator owned by whoever runs a game.

Nothing in the game calls the global :mod:`random` functions, so a round replays
exactly from its seed and its intent log, whatever else touches ``random``.
"""

from __future__ import annotations

import random
from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")


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

    def getstate(self) -> object:
        return self._random.getstate()

    def setstate(self, state: object) -> None:
        self._random.setstate(state)  # type: ignore[arg-type]
