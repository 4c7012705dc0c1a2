"""Whole games of one normal bot with options against plain normal bots, by the thousand.

The hard bot's own choices at three players are made by a :class:`NormalBot` with
options (see ``TUNING`` in :mod:`candy_arcade.bots.canasta.hard`). Normal bots play a
3-player Heckadeck game in about a tenth of a second, so a change to that policy can be
judged on what counts, games won, over hundreds of games (duplicate style: each deal
once from every side, as the tournament plays them) in a minute, where a series with
the search takes half an hour for 60 games. Normal bots against normal bots win
exactly 1/sides.

    .venv/bin/python tools/canasta_policy_games.py --players 3 --games 600 --seed 1 \
        [--finish-canastas] [--feed-cost 3]
"""

from __future__ import annotations

import argparse
import math
import sys
import time

from candy_arcade.bots.canasta.base import Bot, play_game
from candy_arcade.bots.canasta.normal import NormalBot
from candy_arcade.rules.canasta.settings import Settings

MAX_HANDS = 200


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, choices=(2, 3, 4), default=3)
    parser.add_argument("--deck", choices=("heckadeck", "classic"), default="heckadeck")
    parser.add_argument("--games", type=int, default=600)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--finish-canastas", action="store_true")
    parser.add_argument("--feed-cost", type=float, default=0.0, metavar="POINTS_PER_CARD")
    args = parser.parse_args(argv)
    settings = Settings(players=args.players, deck=args.deck, target=5000)
    wins = 0.0
    start = time.perf_counter()
    for game in range(args.games):
        side = game % settings.sides
        deal = args.seed + game // settings.sides
        bots: list[Bot] = [
            NormalBot(args.finish_canastas, args.feed_cost)
            if settings.side_of(p) == side else NormalBot()
            for p in range(args.players)
        ]
        final = None
        for state in play_game(settings, deal, bots, MAX_HANDS):
            final = state
        assert final is not None
        best = max(final.scores)
        leaders = [s for s, total in enumerate(final.scores) if total == best]
        if side in leaders:
            wins += 1 / len(leaders)
    rate = wins / args.games
    error = math.sqrt(rate * (1 - rate) / args.games)
    print(f"{args.deck}, {args.players} players, {args.games} games from seed {args.seed}, "
          f"finish_canastas={args.finish_canastas} feed_cost={args.feed_cost}: "
          f"won {rate:.3f} ± {error:.3f} (even {1 / settings.sides:.3f}) "
          f"in {time.perf_counter() - start:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
