"""A match of I Want Candy!: several rounds with running totals.

Each round's seed derives from the match seed and the round number, so a whole
match replays from one number.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from candy_arcade.core.rng import round_seed
from candy_arcade.rules.candy.scoring import StashScore, score_stash
from candy_arcade.rules.cards import card_from_index


@dataclass(frozen=True)
class RoundResult:
    seed: int
    stashes: tuple[tuple[int, ...], ...]
    scores: tuple[StashScore, ...]
    stuck: tuple[tuple[int, ...], ...] = ()
    """Per player, the cards that were still in a hand at the alarm and so ended in
    that stash (scored like any other: the reveal labels them); empty when none was."""

    def stuck_cards(self, player: int) -> tuple[int, ...]:
        """The cards ``player`` was stuck with at the alarm, if any."""
        return self.stuck[player] if player < len(self.stuck) else ()

    @property
    def totals(self) -> tuple[int, ...]:
        return tuple(score.total for score in self.scores)

    @property
    def winners(self) -> tuple[int, ...]:
        """Every player with the highest score (ties share the win)."""
        best = max(self.totals)
        return tuple(player for player, total in enumerate(self.totals) if total == best)


def score_round(
    seed: int,
    stashes: list[list[int]],
    stuck: Sequence[Sequence[int]] = (),
) -> RoundResult:
    """Score every stash; ``stuck`` lists, per player, the cards held at the alarm."""
    scores = tuple(score_stash([card_from_index(i) for i in stash]) for stash in stashes)
    return RoundResult(
        seed,
        tuple(tuple(stash) for stash in stashes),
        scores,
        tuple(tuple(cards) for cards in stuck),
    )


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
