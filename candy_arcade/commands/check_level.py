"""``candy-arcade check-level PATH...``: validate level files, one line per problem.

Each problem prints as ``PATH:LINE: what is wrong, and what is allowed``; the exit
status is 2 when any file has a problem, 0 when all are good.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser("check-level", help="validate level files (levels/*.toml)")
    parser.add_argument("paths", nargs="+", type=Path, metavar="PATH")
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    from candy_arcade.levels.loader import LevelError, load_level
    from candy_arcade.levels.players import counted

    status = 0
    for path in args.paths:
        try:
            level = load_level(path)
        except LevelError as error:
            print(str(error), file=sys.stderr)
            status = 2
            continue
        print(f'{path}: ok ({level.mode}, {counted(len(level.seats), "seat")}, "{level.name}")')
    return status
