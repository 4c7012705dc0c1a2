"""A match of I Want Candy!: several rounds with running totals.

Each round's seed derives from the match seed and the round number, so a whole
match replays from one number.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from candy_arcade.core.rng import round_seed
from candy_arcade.rules.candy.scoring import StashScore, score_stash
from candy_arcade.rules.cards import card_from_index


@dataclass(frozen=True)
class RoundResult:
    seed: int
    stashes: tuple[tuple[int, ...], ...]
    scores: tuple[StashScore, ...]

    @property
    def totals(self) -> tuple[int, ...]:
        return tuple(score.total for score in self.scores)

    @property
    def winners(self) -> tuple[int, ...]:
        """Every player with the highest score (ties share the win)."""
        best = max(self.totals)
        return tuple(player for player, total in enumerate(self.totals) if total == best)


def score_round(seed: int, stashes: list[list[int]]) -> RoundResult:
    scores = tuple(score_stash([card_from_index(i) for i in stash]) for stash in stashes)
    return RoundResult(seed, tuple(tuple(stash) for stash in stashes), scores)


@dataclass
class CandyMatch:
    players: int
    seed: int
    rounds: list[RoundResult] = field(default_factory=list)

    def next_round_seed(self) -> int:
        return round_seed(self.seed, len(self.rounds) + 1)

    def record(self, result: RoundResult) -> None:
        self.rounds.append(result)

    @property
    def totals(self) -> list[int]:
        totals = [0] * self.players
        for result in self.rounds:
            for player, total in enumerate(result.totals):
                totals[player] += total
        return totals
