"""Hard against easy Piñata Blast bots over seeded games: the hard bot's win rate.

Run: ``.venv/bin/python tools/tournament_pinata.py [--games 100] [--seed 1]``.
Two-player games, the hard bot taking alternate seats so neither sits first every
time; a tie counts as half a win. Prints one summary line (and JSON with ``--json``).
"""

from __future__ import annotations

import argparse
import json
import sys

from candy_arcade.bots.pinata.profiles import Difficulty
from candy_arcade.bots.pinata.simulate import simulate_pinata


def hard_vs_easy(games: int, seed: int) -> dict[str, float | int]:
    """Play ``games`` games, one hard and one easy bot, and tally the hard bot's results."""
    wins = ties = losses = 0
    hard_points = easy_points = 0
    for game in range(games):
        hard_first = game % 2 == 0
        seats = (
            [Difficulty.HARD, Difficulty.EASY]
            if hard_first
            else [
                Difficulty.EASY,
                Difficulty.HARD,
            ]
        )
        record = next(iter(simulate_pinata(2, 1, seed * 1000 + game, False, seats)))
        by_seat = [record["players"][f"bot{seat + 1}"]["score"] for seat in range(2)]
        hard, easy = (by_seat[0], by_seat[1]) if hard_first else (by_seat[1], by_seat[0])
        hard_points += hard
        easy_points += easy
        if hard > easy:
            wins += 1
        elif hard == easy:
            ties += 1
        else:
            losses += 1
    return {
        "games": games,
        "hard_wins": wins,
        "ties": ties,
        "easy_wins": losses,
        "hard_win_rate": (wins + ties / 2) / games,
        "hard_mean_score": hard_points / games,
        "easy_mean_score": easy_points / games,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true", help="print the tally as JSON")
    args = parser.parse_args(argv)
    tally = hard_vs_easy(args.games, args.seed)
    if args.json:
        print(json.dumps(tally))
    else:
        print(
            f"hard vs easy over {tally['games']} games: hard won {tally['hard_wins']}, "
            f"tied {tally['ties']}, lost {tally['easy_wins']}; "
            f"win rate {tally['hard_win_rate']:.0%} "
            f"(mean score {tally['hard_mean_score']:.1f} vs {tally['easy_mean_score']:.1f})"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
