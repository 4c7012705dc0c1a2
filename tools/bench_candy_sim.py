"""How fast a headless I Want Candy! round runs: 60 s rounds with 8 hard bots.

Run: ``.venv/bin/python tools/bench_candy_sim.py [--rounds 5] [--players 8]
[--difficulty hard] [--variants a,b] [--profile] [--json]``.

The goal is at least 200x real time (0.3 s or less per 60 s round). ``--profile``
prints the 25 most expensive functions of one round (cProfile).
"""

from __future__ import annotations

import argparse
import cProfile
import json
import pstats
import sys

from candy_arcade.bots.candy.bench import SPEED_GOAL, bench_rounds
from candy_arcade.rules.candy.variants import VariantParseError, parse_variants


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Headless I Want Candy! simulation speed.")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--players", type=int, default=8)
    parser.add_argument("--difficulty", choices=("easy", "normal", "hard"), default="hard")
    parser.add_argument("--variants", default="")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--profile", action="store_true", help="cProfile one round")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    try:
        variants = parse_variants(args.variants)
    except VariantParseError as error:
        parser.error(str(error))
    if args.profile:
        profiler = cProfile.Profile()
        profiler.runcall(bench_rounds, 1, args.players, args.difficulty, args.seed, variants)
        pstats.Stats(profiler).sort_stats("tottime").print_stats(25)
        return 0
    result = bench_rounds(args.rounds, args.players, args.difficulty, args.seed, variants)
    if args.json:
        print(
            json.dumps(
                {
                    "rounds": result.rounds,
                    "wall_s_median": round(result.wall_median, 4),
                    "cpu_s_median": round(result.cpu_median, 4),
                    "speed_x_wall": round(result.speed_wall, 1),
                    "speed_x_cpu": round(result.speed_cpu, 1),
                    "bot_share": round(result.bot_cpu_share, 3),
                }
            )
        )
    else:
        print("\n".join(result.lines()))
        verdict = "meets" if result.speed_cpu >= SPEED_GOAL else "MISSES"
        print(f"[{verdict} the {SPEED_GOAL:.0f}x goal by CPU time]")
    return 0


if __name__ == "__main__":
    sys.exit(main())
