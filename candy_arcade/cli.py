"""The one entry point: ``candy-arcade [play|score|simulate|...]``; ``play`` is the default.

Bad input never shows a traceback: argparse errors and :class:`UsageError` become one
line on stderr and exit status 2.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence
from typing import NoReturn

from candy_arcade import __version__
from candy_arcade.commands.errors import UsageError

PROG = "candy-arcade"

# Each module registers one subcommand; the first one is the default.
COMMAND_MODULES = (
    "candy_arcade.commands.play",
    "candy_arcade.commands.score",
    "candy_arcade.commands.simulate",
    "candy_arcade.commands.ladder",
    "candy_arcade.commands.tournament",
    "candy_arcade.commands.canasta_score",
    "candy_arcade.commands.bench",
    "candy_arcade.commands.check_level",
    "candy_arcade.commands.replay",
    "candy_arcade.commands.layout_check",
)


class OneLineParser(argparse.ArgumentParser):
    """An ArgumentParser whose errors are one clear line and exit status 2."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {message} (see --help)\n")


def build_parser() -> argparse.ArgumentParser:
    parser = OneLineParser(
        prog=PROG,
        description="Candy Arcade: I Want Candy!, Piñata Blast and Heckadeck Canasta.",
    )
    parser.add_argument("--version", action="version", version=f"{PROG} {__version__}")
    subparsers = parser.add_subparsers(
        dest="command", metavar="COMMAND", parser_class=OneLineParser
    )
    for module_name in COMMAND_MODULES:
        importlib.import_module(module_name).register(subparsers)
    return parser


def _with_default_command(argv: list[str], commands: Sequence[str]) -> list[str]:
    """Insert ``play`` when no subcommand is named, so ``candy-arcade --mode candy`` plays."""
    if any(arg in ("-h", "--help", "--version") for arg in argv[:1]):
        return argv
    if argv and argv[0] in commands:
        return argv
    return ["play", *argv]


def main(argv: Sequence[str] | None = None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser()
    subparsers = next(
        action for action in parser._actions if isinstance(action, argparse._SubParsersAction)
    )
    args = parser.parse_args(_with_default_command(args_list, list(subparsers.choices)))
    try:
        return int(args.handler(args))
    except UsageError as error:
        print(f"{PROG}: error: {error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0


if __name__ == "__main__":
    raise SystemExit(main())
