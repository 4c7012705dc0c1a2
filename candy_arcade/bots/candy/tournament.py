"""Head-to-head I Want Candy! rounds between two bot difficulties: how often the
stronger one scores more.

Each round is a duel (two seats), seeded, with the seats swapped every other
round so neither difficulty always sits first. "Beats" means a strictly higher
score; a tie is counted apart, never as a win.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from candy_arcade.bots.candy.simulate import play_bot_round
from candy_arcade.core.rng import round_seed
from candy_arcade.levels.loader import load_default_level
from candy_arcade.levels.spec import LevelSpec
from candy_arcade.rules.candy.match import score_round
from candy_arcade.rules.candy.variants import Variant

PAIRINGS: tuple[tuple[str, str], ...] = (("hard", "normal"), ("normal", "easy"))


@dataclass(frozen=True, slots=True)
class HeadToHead:
    """The outcome of ``rounds`` duels of ``strong`` against ``weak``."""

    strong: str
    weak: str
    rounds: int
    wins: int
    ties: int
    strong_mean: float
    weak_mean: float

    @property
    def win_rate(self) -> float:
        """Share of rounds in which ``strong`` scored strictly more."""
        return self.wins / self.rounds

    def line(self) -> str:
        return (
            f"{self.strong} beats {self.weak} in {self.wins}/{self.rounds} rounds "
            f"({self.win_rate:.0%}), ties {self.ties}, mean score "
            f"{self.strong_mean:.1f} vs {self.weak_mean:.1f}"
        )


def head_to_head(
    strong: str,
    weak: str,
    rounds: int,
    seed: int = 1,
    timer_seconds: int | None = None,
    variants: Iterable[Variant | str] = (),
    level: LevelSpec | None = None,
) -> HeadToHead:
    """Play ``rounds`` seeded duels (round ``i``, from 1, plays ``round_seed(seed, i)``,
    as round ``i`` of a match seeded ``seed`` would)."""
    level = level or load_default_level()
    chosen = list(variants)
    wins = ties = 0
    strong_total = weak_total = 0
    for number in range(1, rounds + 1):
        seats = [strong, weak] if number % 2 == 1 else [weak, strong]
        played = play_bot_round(level, seats, round_seed(seed, number), chosen, timer_seconds)
        totals = score_round(played.seed, played.session.stashes).totals
        mine, theirs = totals[seats.index(strong)], totals[1 - seats.index(strong)]
        wins += mine > theirs
        ties += mine == theirs
        strong_total += mine
        weak_total += theirs
    return HeadToHead(strong, weak, rounds, wins, ties, strong_total / rounds, weak_total / rounds)
