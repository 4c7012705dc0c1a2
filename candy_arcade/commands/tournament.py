"""``candy-arcade tournament``: two Canasta bot kinds over a seeded duplicate series.

Each deal is played once from every side (the kinds swap seats), so the luck of the
cards cancels out: deal ``k`` of the series is seeded ``seed + k``, and ``--games``
should be a multiple of the number of sides. With four players ``--a`` holds one
partnership and ``--b`` the other; with three, ``--a`` takes one seat and ``--b`` the
other two, and ``--a`` wins only by finishing first (even play is a third). A shared
first place counts as a share of a win.

The hard bot thinks a fixed number of sampled deals per decision (``--samples``), so a
series replays exactly from its seed anywhere; ``--budget`` gives it wall-clock seconds
per decision instead, as at the table. Long series are for running by hand, never part
of ``make test``. (I Want Candy! and Piñata Blast bots are set against each other by
``candy-arcade ladder``.)
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from candy_arcade.commands.errors import UsageError
from candy_arcade.commands.ladder import wilson_interval

PERCENTILES = (0.5, 0.95, 0.99, 1.0)


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    from candy_arcade.bots.canasta.factory import BOT_KINDS
    from candy_arcade.bots.canasta.hard import DEFAULT_SAMPLES
    from candy_arcade.rules.canasta.settings import STANDARD, VARIANTS

    parser = subparsers.add_parser(
        "tournament", help="two Canasta bot kinds over a seeded duplicate series"
    )
    parser.add_argument(
        "--mode", choices=("canasta",), default="canasta", help="only Canasta (see ladder)"
    )
    parser.add_argument("--deck", choices=("heckadeck", "classic"), default="heckadeck")
    parser.add_argument("--players", type=int, choices=(2, 3, 4), default=2)
    parser.add_argument(
        "--variant", choices=VARIANTS, default=STANDARD, help="standard, samba or talons"
    )
    parser.add_argument("--a", choices=BOT_KINDS, default="hard", help="the kind measured")
    parser.add_argument("--b", choices=BOT_KINDS, default="normal", help="its opponents")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--samples",
        type=int,
        default=DEFAULT_SAMPLES,
        help=f"hard bot: sampled deals per decision, reproducible (default {DEFAULT_SAMPLES})",
    )
    parser.add_argument(
        "--budget", type=float, help="hard bot: seconds per decision instead of --samples"
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    from candy_arcade.bots.canasta.bench import match
    from candy_arcade.rules.canasta.settings import table_target

    if args.games < 1:
        raise UsageError(f"--games must be at least 1, got {args.games}")
    if args.samples < 1:
        raise UsageError(f"--samples must be at least 1, got {args.samples}")
    if args.budget is not None and args.budget <= 0:
        raise UsageError(f"--budget must be more than 0 seconds, got {args.budget}")
    samples = None if args.budget is not None else args.samples
    progress = None if args.json else _progress_line
    result = match(
        args.a,
        args.b,
        args.games,
        args.deck,
        args.players,
        args.seed,
        args.budget,
        target=table_target(args.variant),
        progress=progress,
        hard_samples=samples,
        variant=args.variant,
    )
    low, high = wilson_interval(result.a_wins, result.games)
    report: dict[str, Any] = {
        "mode": args.mode,
        "deck": args.deck,
        "variant": args.variant,
        "players": args.players,
        "a": args.a,
        "b": args.b,
        "seed": args.seed,
        "hard_thinking": {"samples": samples} if samples else {"budget_s": args.budget},
        "games": result.games,
        "wins": result.a_wins,
        "rate": round(result.a_rate, 4),
        "interval": [round(low, 4), round(high, 4)],
        "decisions": len(result.a_times),
        "decision_ms": {
            _percentile_name(share): round(result.a_time_ms(share), 3) for share in PERCENTILES
        },
        "seconds": round(result.seconds, 1),
    }
    if args.json:
        print(json.dumps(report))
        return 0
    if sys.stderr.isatty():
        print(file=sys.stderr)
    times = report["decision_ms"]
    print(
        f"{args.a} vs {args.b}: {args.deck} {args.variant}, {args.players} players, "
        f"{result.games} games "
        f"from seed {args.seed}: {args.a} wins {result.a_wins:g} = {result.a_rate:.1%} "
        f"(95% interval {low:.1%}-{high:.1%}) in {result.seconds:.0f} s"
    )
    print(
        f"{args.a}'s decisions: {report['decisions']}, median {times['p50']} ms, "
        f"p95 {times['p95']} ms, p99 {times['p99']} ms, slowest {times['max']} ms"
    )
    return 0


def _percentile_name(share: float) -> str:
    return "max" if share >= 1.0 else f"p{round(share * 100)}"


def _progress_line(games: int, wins: float) -> None:
    """A running count on the terminal, so a long series shows it is alive."""
    if sys.stderr.isatty():
        print(f"\r{games} games, {wins:g} wins", end="", file=sys.stderr, flush=True)
