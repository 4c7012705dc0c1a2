"""Hard against normal and normal against easy I Want Candy! bots, head to head.

Run: ``.venv/bin/python tools/tournament_candy.py [--rounds 200] [--seed 1]
[--timer 60] [--variants a,b] [--json]``.

Each pairing plays ``--rounds`` seeded duels (two seats, swapped every other
round); the goal is that the stronger bot scores strictly more in at least 60% of
rounds. Ties are reported apart and never count as wins.
"""

from __future__ import annotations

import argparse
import json
import sys

from candy_arcade.bots.candy.tournament import PAIRINGS, head_to_head
from candy_arcade.rules.candy.variants import VariantParseError, parse_variants

GOAL = 0.60


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="I Want Candy! bots, head to head.")
    parser.add_argument("--rounds", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--timer", type=int, default=None, help="seconds per round")
    parser.add_argument("--variants", default="", help="comma list, e.g. rock-you,flipper")
    parser.add_argument("--json", action="store_true", help="print the results as JSON")
    args = parser.parse_args(argv)
    try:
        variants = parse_variants(args.variants)
    except VariantParseError as error:
        parser.error(str(error))
    results = [
        head_to_head(strong, weak, args.rounds, args.seed, args.timer, variants)
        for strong, weak in PAIRINGS
    ]
    if args.json:
        print(
            json.dumps(
                {
                    f"{r.strong}_vs_{r.weak}": {
                        "rounds": r.rounds,
                        "wins": r.wins,
                        "ties": r.ties,
                        "win_rate": round(r.win_rate, 3),
                        "mean_scores": [round(r.strong_mean, 1), round(r.weak_mean, 1)],
                    }
                    for r in results
                }
            )
        )
    else:
        for result in results:
            verdict = "meets" if result.win_rate >= GOAL else "MISSES"
            print(f"{result.line()}  [{verdict} the {GOAL:.0%} goal]")
    return 0 if all(result.win_rate >= GOAL for result in results) else 1


if __name__ == "__main__":
    sys.exit(main())
