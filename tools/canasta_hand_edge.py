"""What the hard Canasta bot gains over the normal bot in whole hands it plays.

Each seeded deal's first hand is played once with the hard bot in every side's seats
and normal bots in the others (duplicate style, as the tournament plays games). For
every hand it notes the hard side's hand score against the mean of the other sides'
and against the best of them, and whether it scored the most. With normal bots in
every seat these average 0, 0 and a share of 1/sides, so what is left is the hard
bot's edge.

The search's own judgement of single decisions (``tools/canasta_search_tuning.py``,
``tools/canasta_deviations.py``) measures each deviation against normal play
afterwards, on one playout of the true cards; at three players those gains were
positive while hands played by the bot lost points to the normal bots. This plays
the bot's own hands, so a setting that follows noise shows as a loss. A hand is about
a tenth of a game: 40 deals at three players (120 hands) take minutes, not the hour a
series of games takes, at about 45 points of standard error.

    .venv/bin/python tools/canasta_hand_edge.py --players 3 [--deals 40] \
        [--set validation_factor=0 discard_confidence=2]
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from dataclasses import fields, replace
from typing import Any

from candy_arcade.bots.canasta.base import Bot, play_hand
from candy_arcade.bots.canasta.hard import DEFAULT_SAMPLES, TUNING, HardBot, Tuning
from candy_arcade.bots.canasta.normal import NormalBot
from candy_arcade.core.rng import Rng
from candy_arcade.rules.canasta.deal import deal_hand, first_dealer
from candy_arcade.rules.canasta.settings import Settings


def tuning_with(players: int, overrides: list[str]) -> Tuning:
    """The table size's tuning with ``field=value`` overrides."""
    types = {f.name: f.type for f in fields(Tuning)}
    changes: dict[str, Any] = {}
    for item in overrides:
        name, _, value = item.partition("=")
        if name not in types:
            raise SystemExit(f"unknown tuning field {name!r}; choose from {', '.join(types)}")
        if types[name] in (bool, "bool"):
            changes[name] = value.lower() in ("1", "true", "yes")
        else:
            changes[name] = int(value) if types[name] in (int, "int") else float(value)
    return replace(TUNING[players], **changes)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, choices=(2, 3, 4), default=3)
    parser.add_argument("--deck", choices=("heckadeck", "classic"), default="heckadeck")
    parser.add_argument("--deals", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument("--samples", type=int, default=DEFAULT_SAMPLES)
    parser.add_argument("--set", nargs="*", default=[], metavar="FIELD=VALUE",
                        help="override the table size's Tuning")
    args = parser.parse_args(argv)
    settings = Settings(players=args.players, deck=args.deck)
    tuning = tuning_with(args.players, args.set)
    over_mean: list[float] = []
    over_best: list[float] = []
    top: list[float] = []
    start = time.perf_counter()
    for seed in range(args.seed, args.seed + args.deals):
        for side in range(settings.sides):
            state, _ = deal_hand(settings, seed, 0, first_dealer(settings, seed),
                                 (0,) * settings.sides)
            bots: list[Bot] = [
                HardBot(Rng(seed).fork(f"bot-{seat}"), samples=args.samples, tuning=tuning)
                if settings.side_of(seat) == side else NormalBot()
                for seat in range(settings.players)
            ]
            end = play_hand(state, bots)
            assert end.result is not None
            scores = [s.hand_score for s in end.result.sides]
            others = scores[:side] + scores[side + 1:]
            over_mean.append(scores[side] - sum(others) / len(others))
            over_best.append(scores[side] - max(others))
            top.append(1.0 if scores[side] > max(others) else
                       1.0 / (1 + others.count(scores[side])) if scores[side] == max(others)
                       else 0.0)
        print(f"\r{seed - args.seed + 1} deals", end="", file=sys.stderr, flush=True)
    print(file=sys.stderr)

    def error(values: list[float]) -> float:
        return statistics.stdev(values) / math.sqrt(len(values))

    print(f"{args.deck}, {args.players} players, {len(top)} hands from seed {args.seed}, "
          f"hard at {args.samples} samples, {tuning}")
    print(f"  hand score over the others' mean {statistics.mean(over_mean):+.1f} "
          f"± {error(over_mean):.1f}, over the best other {statistics.mean(over_best):+.1f} "
          f"± {error(over_best):.1f}, scored the most {statistics.mean(top):.3f} "
          f"(even {1 / settings.sides:.3f}) in {time.perf_counter() - start:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
