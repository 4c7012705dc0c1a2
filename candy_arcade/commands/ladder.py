"""``candy-arcade ladder``: every pair of newcomer and bot levels, head to head, with
95% intervals, so anyone can re-measure how the levels stand against a first-timer.

Each pair plays ``--rounds`` two-seat matches (an I Want Candy! round, a Piñata Blast
game): match ``i`` (from 1) plays ``round_seed(seed, i)``, the seats swapped every
other match so neither side always sits first. "Beats" means a strictly higher score;
a tie is counted apart, never as a win. The modes differ only in how one match is
played and scored (:data:`MATCH_PLAYERS`); the pairs, counting and table are shared.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import combinations

from candy_arcade.bots.eval_seats import (
    NEWCOMER_SEAT,
    EvalSeat,
    EvalSeatError,
    bot_seat,
    parse_eval_seat,
)
from candy_arcade.commands.errors import UsageError
from candy_arcade.core.rng import round_seed
from candy_arcade.modes import CANDY, MODES, PINATA

MatchPlayer = Callable[[Sequence[EvalSeat], int], Sequence[int]]
"""Plays one match of a mode with these seats from this seed: each seat's score."""

ENTRANTS: tuple[EvalSeat, ...] = (
    NEWCOMER_SEAT,
    bot_seat("easy"),
    bot_seat("normal"),
    bot_seat("hard"),
)
"""Who the ladder measures, weakest first by design."""

Z_95 = 1.959964
"""The normal quantile of a two-sided 95% interval."""


@dataclass(frozen=True, slots=True)
class Goal:
    """``first`` should beat ``second`` in ``low`` to ``high`` of the matches."""

    first: EvalSeat
    second: EvalSeat
    low: float
    high: float = 1.0

    def text(self) -> str:
        return f">= {self.low:.0%}" if self.high >= 1.0 else f"{self.low:.0%}-{self.high:.0%}"


GOALS: tuple[Goal, ...] = (
    Goal(NEWCOMER_SEAT, bot_seat("easy"), 0.50, 0.65),
    Goal(bot_seat("normal"), NEWCOMER_SEAT, 0.60, 0.80),
    Goal(bot_seat("hard"), NEWCOMER_SEAT, 0.85),
    Goal(bot_seat("normal"), bot_seat("easy"), 0.60),
    Goal(bot_seat("hard"), bot_seat("normal"), 0.60),
    Goal(bot_seat("hard"), bot_seat("easy"), 0.60),
)
"""Issue 16's targets: a newcomer beats easy about half the time, normal and hard beat
a newcomer more and more surely, and each level beats the one below."""


def wilson_interval(wins: float, matches: int) -> tuple[float, float]:
    """The Wilson score 95% interval of a win rate (sound near 0% and 100% too);
    ``wins`` may count a shared first place as a share of a win."""
    if matches <= 0:
        return (0.0, 1.0)
    rate = wins / matches
    scale = 1.0 + Z_95 * Z_95 / matches
    centre = (rate + Z_95 * Z_95 / (2 * matches)) / scale
    half = Z_95 * math.sqrt(rate * (1 - rate) / matches + Z_95 * Z_95 / (4 * matches**2)) / scale
    return (max(0.0, centre - half), min(1.0, centre + half))


@dataclass(frozen=True, slots=True)
class PairResult:
    """How ``first`` fared against ``second`` over ``matches`` matches."""

    first: EvalSeat
    second: EvalSeat
    matches: int
    wins: int
    losses: int
    ties: int
    first_mean: float
    second_mean: float

    @property
    def rate(self) -> float:
        """Share of matches ``first`` won outright."""
        return self.wins / self.matches

    @property
    def interval(self) -> tuple[float, float]:
        return wilson_interval(self.wins, self.matches)

    def goal(self) -> Goal | None:
        return next((g for g in GOALS if (g.first, g.second) == (self.first, self.second)), None)

    def verdict(self) -> str:
        goal = self.goal()
        if goal is None:
            return ""
        met = goal.low <= self.rate <= goal.high
        return f"goal {goal.text()}: {'meets' if met else 'MISSES'}"

    def line(self) -> str:
        low, high = self.interval
        return (
            f"{self.first.label:>10} vs {self.second.label:<10} {self.wins:>4} {self.losses:>4} "
            f"{self.ties:>4}  {self.rate:6.1%}  [{low:6.1%}, {high:6.1%}]  "
            f"{self.first_mean:+7.1f} {self.second_mean:+7.1f}  {self.verdict()}"
        )

    def record(self, mode: str, seed: int) -> dict[str, object]:
        low, high = self.interval
        goal = self.goal()
        return {
            "mode": mode,
            "first": self.first.label,
            "second": self.second.label,
            "matches": self.matches,
            "seed": seed,
            "wins": self.wins,
            "losses": self.losses,
            "ties": self.ties,
            "rate": round(self.rate, 4),
            "interval": [round(low, 4), round(high, 4)],
            "mean_scores": [round(self.first_mean, 2), round(self.second_mean, 2)],
            "goal": None if goal is None else [goal.low, goal.high],
        }


def _candy_scores(seats: Sequence[EvalSeat], seed: int) -> Sequence[int]:
    from candy_arcade.bots.candy.simulate import play_seat_round
    from candy_arcade.levels.loader import load_default_level
    from candy_arcade.rules.candy.match import score_round

    played = play_seat_round(load_default_level(), seats, seed)
    return score_round(played.seed, played.session.stashes).totals


def _pinata_scores(seats: Sequence[EvalSeat], seed: int) -> Sequence[int]:
    from candy_arcade.commands.simulate_pinata import simulate_pinata_seats

    record = next(simulate_pinata_seats(seats, 1, seed, youngest=False))
    scores = record["scores"]
    return [int(score) for score in scores.values()]


MATCH_PLAYERS: dict[str, MatchPlayer] = {CANDY.id: _candy_scores, PINATA.id: _pinata_scores}
"""How one two-seat match of each real-time mode is played, by mode id."""


def play_pair(mode: str, first: EvalSeat, second: EvalSeat, matches: int, seed: int) -> PairResult:
    """``matches`` seeded matches of ``first`` against ``second``, seats swapped every
    other match."""
    play = MATCH_PLAYERS[mode]
    wins = losses = ties = 0
    first_total = second_total = 0
    for number in range(1, matches + 1):
        seats = (first, second) if number % 2 == 1 else (second, first)
        scores = play(seats, round_seed(seed, number))
        mine, theirs = (scores[0], scores[1]) if number % 2 == 1 else (scores[1], scores[0])
        wins += mine > theirs
        losses += mine < theirs
        ties += mine == theirs
        first_total += mine
        second_total += theirs
    return PairResult(
        first, second, matches, wins, losses, ties, first_total / matches, second_total / matches
    )


def ladder_pairs(entrants: Sequence[EvalSeat]) -> list[tuple[EvalSeat, EvalSeat]]:
    """Every pair of ``entrants``, each the way round its goal reads (else in order)."""
    pairs = []
    for one, other in combinations(entrants, 2):
        if any((goal.first, goal.second) == (other, one) for goal in GOALS):
            pairs.append((other, one))
        else:
            pairs.append((one, other))
    return pairs


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "ladder", help="newcomer model and bot levels head to head, with 95%% intervals"
    )
    parser.add_argument("--mode", choices=sorted(MATCH_PLAYERS), default=CANDY.id)
    parser.add_argument("--rounds", type=int, default=200, help="matches per pair")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--entrants",
        default=",".join(seat.label for seat in ENTRANTS),
        help="comma list of seats to pair up (newcomer, bot:easy, ...)",
    )
    parser.add_argument("--json", action="store_true", help="one JSON object per pair")
    parser.set_defaults(handler=run)


def _entrants(text: str) -> list[EvalSeat]:
    try:
        entrants = [parse_eval_seat(entry) for entry in text.split(",")]
    except EvalSeatError as error:
        raise UsageError(f"--entrants: {error}") from None
    if len(set(entrants)) != len(entrants) or len(entrants) < 2:
        raise UsageError("--entrants needs at least two different seats")
    return entrants


def run(args: argparse.Namespace) -> int:
    if args.rounds < 1:
        raise UsageError(f"--rounds must be at least 1, got {args.rounds}")
    entrants = _entrants(args.entrants)
    if not args.json:
        title = MODES[args.mode].title
        print(
            f"{title}: {args.rounds} two-seat matches per pair, match i seeded "
            f"round_seed({args.seed}, i), seats swapped every other match"
        )
        print(f"{'first':>10} vs {'second':<10} wins loss ties    rate   95% interval      means")
    for first, second in ladder_pairs(entrants):
        result = play_pair(args.mode, first, second, args.rounds, args.seed)
        line = json.dumps(result.record(args.mode, args.seed)) if args.json else result.line()
        sys.stdout.write(line + "\n")
        sys.stdout.flush()
    return 0
