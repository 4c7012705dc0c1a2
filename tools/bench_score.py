"""Print the mean microseconds per stash of the fast I Want Candy! total.

Usage: ``.venv/bin/python tools/bench_score.py [--count N] [--seed S] [--breakdown]``.
The measuring itself lives in :mod:`candy_arcade.rules.candy.bench`.
"""

from __future__ import annotations

import argparse

from candy_arcade.rules.candy.bench import bench_score_us
from candy_arcade.rules.candy.scoring import score_stash


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=10_000, help="stashes to score")
    parser.add_argument("--seed", type=int, default=0, help="seed of the random stashes")
    parser.add_argument(
        "--breakdown", action="store_true", help="also time the full breakdown engine"
    )
    args = parser.parse_args()
    micros = bench_score_us(args.count, args.seed)
    print(f"score_total: {micros:.2f} us per stash ({args.count} random 5-7 card stashes)")
    if args.breakdown:
        micros = bench_score_us(args.count, args.seed, scorer=score_stash)
        print(f"score_stash: {micros:.2f} us per stash (with the breakdown)")


if __name__ == "__main__":
    main()
