"""Hard against easy Piñata Blast bots over seeded games: how often hard wins.

Run: ``.venv/bin/python tools/tournament_pinata.py [--games 100] [--seed 1] [--json]``.

Two line-ups, each over ``--games`` games, seats alternating so neither level always
sits first: a duel (one hard, one easy bot) and a four-seat table (two of each). In a
duel there are seven dice for two players, so speed matters less and luck of the
hand more; at a crowded table the hard bots' quicker reactions tell. A shared win
counts as a fraction (a tie between a hard and an easy bot is half a win each).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from candy_arcade.bots.pinata.profiles import Difficulty
from candy_arcade.bots.pinata.simulate import simulate_pinata
from candy_arcade.core.rng import round_seed

HARD, EASY = Difficulty.HARD, Difficulty.EASY
LINE_UPS: dict[str, tuple[tuple[Difficulty, ...], tuple[Difficulty, ...]]] = {
    "duel": ((HARD, EASY), (EASY, HARD)),
    "four_seats": ((HARD, EASY, HARD, EASY), (EASY, HARD, EASY, HARD)),
}


def hard_share_of_wins(seats: Sequence[Difficulty], seed: int) -> float:
    """One game, the real session with real-time bots, seeded ``seed``: the share of the
    win that went to hard bots (1, 0 or a tie's fraction)."""
    record = next(iter(simulate_pinata(len(seats), 1, seed, False, seats)))
    scores = [record["players"][f"bot{seat + 1}"]["score"] for seat in range(len(seats))]
    winners = [seat for seat, score in enumerate(scores) if score == max(scores)]
    return sum(seats[seat] is HARD for seat in winners) / len(winners)


def tournament(games: int, seed: int) -> dict[str, dict[str, float | int]]:
    """Every line-up over ``games`` seeded games: the hard bots' win rate."""
    results: dict[str, dict[str, float | int]] = {}
    for name, (even, odd) in LINE_UPS.items():
        won = sum(
            hard_share_of_wins(even if game % 2 == 1 else odd, round_seed(seed, game))
            for game in range(1, games + 1)
        )
        results[name] = {"games": games, "hard_win_rate": won / games}
    return results


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Hard vs easy Piñata Blast bots.")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true", help="print the results as JSON")
    args = parser.parse_args(argv)
    results = tournament(args.games, args.seed)
    if args.json:
        print(json.dumps(results))
        return 0
    for name, result in results.items():
        print(
            f"{name}: hard won {result['hard_win_rate']:.0%} of {result['games']} games "
            f"(seed {args.seed})"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
