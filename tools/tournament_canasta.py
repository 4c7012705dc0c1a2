"""Canasta win rates over seeded games: normal vs random, hard vs normal.

Each deal is played once from every side (duplicate style: the kinds swap seats), so
use a multiple of the number of sides for ``--games``. The hard bot thinks a fixed number of sampled
deals per decision (``--samples``), so a run replays exactly from its seed; ``--budget``
gives it wall-clock seconds per decision instead, as at the table (1 s there).

    .venv/bin/python tools/tournament_canasta.py [--games 50] [--players 2] [--samples 4]
"""

from __future__ import annotations

import argparse
import sys

from candy_arcade.bots.canasta.bench import match
from candy_arcade.bots.canasta.hard import DEFAULT_SAMPLES


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--deck", choices=("heckadeck", "classic"), default="heckadeck")
    parser.add_argument("--players", type=int, choices=(2, 3, 4), default=2)
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument("--samples", type=int, default=DEFAULT_SAMPLES,
                        help="hard bot sampled deals per decision (reproducible)")
    parser.add_argument("--budget", type=float, default=None,
                        help="hard bot seconds per decision instead of --samples")
    parser.add_argument("--pairs", default="normal:random,hard:normal",
                        help="comma list of a:b matches")
    args = parser.parse_args(argv)
    for pair in args.pairs.split(","):
        a, _, b = pair.partition(":")
        samples = None if args.budget is not None else args.samples
        result = match(a, b, args.games, args.deck, args.players, args.seed, args.budget,
                       hard_samples=samples)
        thinking = f"{args.budget} s" if samples is None else f"{samples} samples"
        print(f"{a} vs {b}: {args.deck}, {args.players} players, {result.games} games, "
              f"seed {args.seed} (hard: {thinking}/decision): {a} wins {result.a_wins:g} "
              f"({100 * result.a_rate:.0f}%) in {result.seconds:.0f} s", flush=True)
        if result.hard_times:
            print(f"  hard decisions: {len(result.hard_times)}, median "
                  f"{result.hard_time_ms(0.5):.1f} ms, p95 {result.hard_time_ms(0.95):.0f} ms, "
                  f"p99 {result.hard_time_ms(0.99):.0f} ms, max {result.hard_time_ms(1.0):.0f} ms",
                  flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
