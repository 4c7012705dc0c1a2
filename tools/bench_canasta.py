"""Canasta speed figures: normal-bot decision times and whole-hand times.

Goals (issue 6): a Heckadeck hand between four normal bots in at most 2 s, and a
normal-bot decision median of at most 10 ms. Exit status 1 when a goal is missed.

    .venv/bin/python tools/bench_canasta.py [--hands 50] [--deck heckadeck] [--players 4]
    .venv/bin/python tools/bench_canasta.py --playouts 300   # random-playout invariants
"""

from __future__ import annotations

import argparse
import sys

from candy_arcade.bots.canasta.bench import random_playouts, time_normal_hands

HAND_GOAL_S = 2.0
DECISION_GOAL_MS = 10.0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=50)
    parser.add_argument("--deck", choices=("heckadeck", "classic"), default="heckadeck")
    parser.add_argument("--players", type=int, choices=(2, 3, 4), default=4)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--playouts", type=int, default=0, metavar="N",
                        help="also play N random hands per setting and check invariants")
    args = parser.parse_args(argv)
    if args.playouts:
        report = random_playouts(args.playouts, args.seed)
        print(f"random playouts: {report.hands} hands, {report.steps} actions, "
              f"{report.seconds:.1f} s: every card kept, never stuck, scores agree")
    timing = time_normal_hands(args.deck, args.players, args.hands, args.seed)
    print(f"{args.deck}, {args.players} normal bots, {timing.hands} hands, "
          f"{timing.decisions} decisions")
    print(f"  decision median {timing.decision_median_ms:.3f} ms "
          f"(p95 {timing.decision_p95_ms:.3f} ms; goal <= {DECISION_GOAL_MS} ms)")
    print(f"  hand median {timing.hand_median_s:.3f} s, max {timing.hand_max_s:.3f} s "
          f"(goal <= {HAND_GOAL_S} s)")
    ok = timing.decision_median_ms <= DECISION_GOAL_MS and timing.hand_max_s <= HAND_GOAL_S
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
