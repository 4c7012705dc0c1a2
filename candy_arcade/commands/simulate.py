"""``candy-arcade simulate``: play many games with bots only, no window, and print results.

One JSON object per line with ``--json`` (round, game or hand, depending on the
mode), else a readable table. Each mode's runner lives with that mode.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Iterator

from candy_arcade.bots.eval_seats import EvalSeat, EvalSeatError, parse_eval_seats
from candy_arcade.commands.errors import UsageError
from candy_arcade.core.seats import DIFFICULTIES
from candy_arcade.modes import CANASTA, CANDY, MODE_IDS, PINATA, SeatRange
from candy_arcade.rules.canasta.settings import STANDARD, VARIANTS

Records = Iterator[dict[str, object]]


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser("simulate", help="play bot-only games headless and report")
    parser.add_argument("--mode", choices=MODE_IDS, default=CANDY.id)
    parser.add_argument("--bots", help="candy/pinata: number of bots; canasta: bot kind")
    parser.add_argument(
        "--seats",
        help="candy/pinata: comma list of seats, each newcomer, bot or bot:easy|normal|hard",
    )
    parser.add_argument("--rounds", type=int, default=1, help="candy: rounds to play")
    parser.add_argument("--games", type=int, default=1, help="pinata/canasta: games to play")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument(
        "--difficulty", choices=DIFFICULTIES, help="with --bots: every bot's level (normal)"
    )
    parser.add_argument("--variants", default="", help="candy: comma list of variants")
    parser.add_argument("--youngest", action="store_true", help="pinata: youngest players")
    parser.add_argument("--deck", choices=("heckadeck", "classic"), default="heckadeck")
    parser.add_argument("--players", type=int, choices=(2, 3, 4), default=4, help="canasta")
    parser.add_argument(
        "--variant", choices=VARIANTS, default=STANDARD,
        help="canasta: standard, samba or talons",
    )
    parser.add_argument("--json", action="store_true", help="one JSON object per line")
    parser.set_defaults(handler=run)


def _count(value: str | None, default: int, seats: SeatRange, name: str) -> int:
    """How many bots play: ``--bots``, checked against the mode's seat range."""
    low, high = seats.fewest, seats.most
    if value is None:
        return default
    try:
        number = int(value)
    except ValueError:
        raise UsageError(f"--bots must be a number from {low} to {high}, got {value!r}") from None
    if not low <= number <= high:
        raise UsageError(f"--{name} must be from {low} to {high}, got {number}")
    return number


def _seats(args: argparse.Namespace, seats: SeatRange) -> tuple[EvalSeat, ...] | None:
    """The ``--seats`` list, checked against the mode's seat range; None without it."""
    if args.seats is None:
        return None
    if args.bots is not None:
        raise UsageError("give --seats or --bots, not both")
    if args.difficulty is not None:
        raise UsageError("--difficulty goes with --bots; with --seats write bot:easy etc.")
    try:
        return parse_eval_seats(args.seats, seats.fewest, seats.most)
    except EvalSeatError as error:
        raise UsageError(str(error)) from None


def _difficulty(args: argparse.Namespace) -> str:
    return str(args.difficulty or "normal")


def _candy_records(args: argparse.Namespace) -> Records:
    from candy_arcade.bots.candy.simulate import simulate_candy, simulate_candy_seats
    from candy_arcade.rules.candy.variants import VariantParseError, parse_variants

    try:
        variants = parse_variants(args.variants)
    except VariantParseError as error:
        raise UsageError(f"--variants: {error}") from None
    if args.rounds < 1:
        raise UsageError(f"--rounds must be at least 1, got {args.rounds}")
    seats = _seats(args, CANDY.seats)
    if seats is not None:
        return simulate_candy_seats(seats, args.rounds, args.seed, variants)
    bots = _count(args.bots, 4, CANDY.seats, "bots")
    return simulate_candy(bots, args.rounds, args.seed, _difficulty(args), variants)


def _games(args: argparse.Namespace) -> int:
    if args.games < 1:
        raise UsageError(f"--games must be at least 1, got {args.games}")
    return int(args.games)


def _pinata_records(args: argparse.Namespace) -> Records:
    from candy_arcade.commands.simulate_pinata import simulate_pinata, simulate_pinata_seats

    games = _games(args)
    seats = _seats(args, PINATA.seats)
    if seats is not None:
        return simulate_pinata_seats(seats, games, args.seed, args.youngest)
    bots = _count(args.bots, 4, PINATA.seats, "bots")
    return simulate_pinata(bots, games, args.seed, args.youngest, [_difficulty(args)] * bots)


def _canasta_records(args: argparse.Namespace) -> Records:
    from candy_arcade.commands.simulate_canasta import simulate_canasta

    games = _games(args)
    if args.seats is not None:
        raise UsageError("--seats is for candy and pinata; canasta takes --bots and --players")
    kind = args.bots or "normal"
    if kind not in ("random", "normal", "hard"):
        raise UsageError(f"--bots for canasta is random, normal or hard, got {kind!r}")
    return simulate_canasta(args.deck, args.players, games, args.seed, kind, args.variant)


RUNNERS: dict[str, Callable[[argparse.Namespace], Records]] = {
    CANDY.id: _candy_records,
    PINATA.id: _pinata_records,
    CANASTA.id: _canasta_records,
}
"""Each mode's runner, by mode id: its flags differ (rounds and variants, games and
the youngest option, a deck and a bot kind), so each reads its own."""


def _records(args: argparse.Namespace) -> Records:
    return RUNNERS[args.mode](args)


def _table_line(record: dict[str, object]) -> str:
    scores = record.get("scores")
    if isinstance(scores, dict):
        labels = record.get("seats")
        named = labels if isinstance(labels, dict) else {}
        ranked = sorted(scores.items(), key=lambda item: -item[1])
        unit = "game" if "game" in record else "round"
        return f"{unit} {record[unit]:>3}  seed {record['seed']:>10}  " + "  ".join(
            f"{name}{'=' + str(named[name]) if name in named else ''} {score:+d}"
            for name, score in ranked
        )
    return json.dumps(record)


def run(args: argparse.Namespace) -> int:
    for record in _records(args):
        line = json.dumps(record) if args.json else _table_line(record)
        sys.stdout.write(line + "\n")
        sys.stdout.flush()
    return 0
