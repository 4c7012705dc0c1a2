"""Canasta win rates over seeded games: normal vs random, hard vs normal.

Players swap seats every other game. The hard bot's time budget per decision is a
flag so the tournament finishes in minutes (the game's default is 1 s).

    .venv/bin/python tools/tournament_canasta.py [--games 50] [--players 2] [--budget 0.05]
"""

from __future__ import annotations

import argparse
import sys

from candy_arcade.bots.canasta.bench import match


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--deck", choices=("heckadeck", "classic"), default="heckadeck")
    parser.add_argument("--players", type=int, choices=(2, 3, 4), default=2)
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument("--budget", type=float, default=0.05, help="hard bot seconds/decision")
    parser.add_argument("--pairs", default="normal:random,hard:normal",
                        help="comma list of a:b matches")
    args = parser.parse_args(argv)
    for pair in args.pairs.split(","):
        a, _, b = pair.partition(":")
        result = match(a, b, args.games, args.deck, args.players, args.seed, args.budget)
        print(f"{a} vs {b}: {args.deck}, {args.players} players, {result.games} games: "
              f"{a} wins {result.a_wins:g} ({100 * result.a_rate:.0f}%) "
              f"in {result.seconds:.0f} s", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
