"""``candy-arcade play``: open the game (the default command), or run it headless for N frames."""

from __future__ import annotations

import argparse
import os
from pathlib import Path
from typing import TYPE_CHECKING

from candy_arcade.commands.errors import UsageError
from candy_arcade.commands.file_checks import check_screenshot
from candy_arcade.core.rng import new_seed
from candy_arcade.core.seats import SeatParseError, SeatSpec, parse_seats
from candy_arcade.levels.loader import LevelError, default_level_for, load_level
from candy_arcade.levels.players import counted
from candy_arcade.levels.spec import LevelSpec
from candy_arcade.mode_options import CanastaOptions, CandyOptions, ModeOptions
from candy_arcade.modes import CANASTA, CANDY, MODE_IDS, MODES, mode_info, options_for
from candy_arcade.rules.canasta.decks import CLASSIC, HECKADECK
from candy_arcade.rules.canasta.settings import STANDARD, VARIANTS, table_target
from candy_arcade.rules.candy.variants import VariantParseError, parse_variants

if TYPE_CHECKING:
    from candy_arcade.phones.service import Phones


DECKS = (HECKADECK, CLASSIC)
"""The Canasta decks ``--deck`` names."""


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser("play", help="play the game (the default command)")
    parser.add_argument("--mode", choices=MODE_IDS, help="go straight to this game mode")
    parser.add_argument(
        "--seats",
        help="one entry per seat: human, phone, bot or bot:easy|normal|hard "
        "(e.g. human,phone,bot:hard); a phone seat waits for a phone to join",
    )
    parser.add_argument("--seed", type=int, help="seed for the shuffle and scatter")
    parser.add_argument("--level", type=Path, help="a level file (levels/*.toml)")
    parser.add_argument("--fullscreen", action="store_true", help="start in fullscreen")
    parser.add_argument("--headless", action="store_true", help="no window (tests and tools)")
    parser.add_argument("--frames", type=int, help="with --headless: run this many frames")
    parser.add_argument(
        "--rounds",
        type=int,
        help="with --headless and bots in every seat: play this many rounds of I Want "
        "Candy! (games of Piñata Blast) of one match, saving a replay of each",
    )
    parser.add_argument("--screenshot", type=Path, help="save the last frame as a PNG")
    parser.add_argument(
        "--phones",
        action="store_true",
        help="switch phones on: players join from their phone's browser; the join URL "
        "is the first line printed",
    )
    parser.add_argument(
        "--port",
        type=int,
        help="with --phones: the port to serve phones on (default 8765, or any free one)",
    )
    parser.add_argument(
        "--variants",
        help="I Want Candy! variants, comma separated (e.g. rock-you,blocker), replacing "
        "the level's own; with --mode canasta one of standard, samba or talons",
    )
    parser.add_argument(
        "--deck",
        choices=DECKS,
        help="with --mode canasta: the Heckadeck (the default) or the Classic deck",
    )
    parser.set_defaults(handler=run)


def _validate(args: argparse.Namespace) -> tuple[SeatSpec, ...] | None:
    """Check the flags that need no level; return the parsed ``--seats``."""
    if args.frames is not None and not args.headless:
        raise UsageError("--frames needs --headless")
    if args.frames is not None and args.frames < 1:
        raise UsageError(f"--frames must be at least 1, got {args.frames}")
    if args.rounds is not None:
        _check_rounds(args)
    elif args.headless and args.frames is None:
        raise UsageError(
            "--headless needs --frames N (how many frames to run) or --rounds N (bot rounds)"
        )
    if args.screenshot is not None:
        check_screenshot(args.screenshot)
    if args.port is not None and not args.phones:
        raise UsageError("--port is the phones' port: use it with --phones")
    if args.port is not None and not 0 < args.port < 65536:
        raise UsageError(f"--port must be 1 to 65535, got {args.port}")
    if args.phones and args.rounds is not None:
        raise UsageError("--rounds plays bots alone: phones cannot join it")
    if args.level is not None:
        if args.level.is_dir():
            raise UsageError(f"--level: {args.level} is a folder; name a level file in it")
        if not args.level.exists():
            raise UsageError(f"--level: no such file {args.level}")
    if args.variants is not None and args.mode == CANASTA.id:
        if args.variants not in VARIANTS:
            raise UsageError(
                f"--variants: a Canasta table plays one of {', '.join(VARIANTS)}, "
                f"not {args.variants!r}"
            )
    elif args.variants is not None:
        if args.mode not in (None, CANDY.id):
            raise UsageError(
                "--variants are I Want Candy! rules (or, with --mode canasta, the Canasta "
                "variant): use them with --mode candy or --mode canasta"
            )
        try:
            parse_variants(args.variants)
        except VariantParseError as error:
            raise UsageError(f"--variants: {error}") from None
    if args.deck is not None and args.mode != CANASTA.id:
        raise UsageError("--deck is the Canasta deck: use it with --mode canasta")
    try:
        seats = parse_seats(args.seats) if args.seats is not None else None
    except SeatParseError as error:
        raise UsageError(str(error)) from None
    if seats is not None and any(seat.phone for seat in seats) and not args.phones:
        raise UsageError("--seats has phone seats: switch phones on with --phones")
    return seats


def _check_phone_mode(mode: str | None) -> None:
    """Phones play every mode; without a mode the game opens on its menus, which end
    the phones' room (a lobby's P switches phones on there)."""
    if mode is None:
        modes = " or ".join(f"--mode {info.id}" for info in MODES.values())
        raise UsageError(f"--phones needs {modes} (in the menus, P in a lobby switches phones on)")


def _switch_phones_on(port: int | None) -> Phones:
    """Phones on before anything else, the join URL printed first: a script (or a
    person) reads it from the first line, also with ``--headless``."""
    from candy_arcade.phones.service import Phones

    try:
        phones = Phones.start(port)
    except OSError as error:
        raise UsageError(
            f"--port {port}: phones cannot be served there ({error.strerror or error})"
        ) from None
    print(phones.url, flush=True)
    print(f"Room code {phones.code} at {phones.site}; {phones.listening}", flush=True)
    return phones


def _check_rounds(args: argparse.Namespace) -> None:
    if not args.headless:
        raise UsageError("--rounds needs --headless (in the window, the results screen plays on)")
    if args.frames is not None or args.screenshot is not None:
        raise UsageError(
            "--rounds plays whole rounds without drawing: leave out --frames and --screenshot"
        )
    if args.rounds < 1:
        raise UsageError(f"--rounds must be at least 1, got {args.rounds}")
    if args.mode is not None:
        _refuse_turn_based_rounds(args.mode)


def _refuse_turn_based_rounds(mode: str) -> None:
    """``--rounds`` runs real-time rounds through the table driver; turns have none."""
    info = mode_info(mode)
    if not info.realtime:
        realtime = " or ".join(other.title for other in MODES.values() if other.realtime)
        raise UsageError(f"--rounds plays {realtime}, not {info.title}")


def _level(args: argparse.Namespace) -> LevelSpec | None:
    """The ``--level`` file, read and checked, of the mode asked for (if one was)."""
    if args.level is None:
        return None
    try:
        level = load_level(args.level)
    except LevelError as error:
        raise UsageError(error.first_line) from None
    if args.mode is not None and level.mode != args.mode:
        raise UsageError(
            f"--level: {args.level} is a {level.mode} level; "
            f"use --mode {level.mode} or leave --mode out"
        )
    return level


def _table(mode: str, level: LevelSpec | None) -> LevelSpec:
    """The table the game will be played at: the ``--level``, or the mode's usual one."""
    try:
        return level or default_level_for(mode)
    except LevelError as error:
        raise UsageError(error.first_line) from None


def _check_seat_count(
    mode: str, table: LevelSpec, seats: tuple[SeatSpec, ...], level_path: Path | None
) -> None:
    """Refuse a seat count the game of ``mode`` at ``table`` cannot deal to: the game
    would only find out after the window opened, and end in a crash report."""
    info = mode_info(mode)
    seat_range = info.seats_at(table)
    low, high = seat_range.fewest, seat_range.most
    if len(seats) in seat_range:
        return
    game = info.title
    if high < info.seats.most:
        where = level_path if level_path is not None else f'its usual table, "{table.name}",'
        allowed = f"{game} at {where} takes {low} to {high} players"
    else:
        allowed = f"{game} takes {low} to {high} players"
    raise UsageError(f"--seats has {counted(len(seats), 'seat')}; {allowed}")


def _play_rounds(
    args: argparse.Namespace,
    mode: str,
    level: LevelSpec | None,
    seats: tuple[SeatSpec, ...] | None,
) -> int:
    """``--headless --rounds N``: the match played by bots alone, no window."""
    from candy_arcade.commands.play_headless import play_rounds

    _refuse_turn_based_rounds(mode)
    table = _table(mode, level)
    if seats is None:
        seats = (SeatSpec(is_bot=True),) * min(4, mode_info(mode).seats_at(table).most)
    if not all(seat.is_bot for seat in seats):
        raise UsageError("--rounds needs bots in every seat (e.g. --seats bot,bot:hard,bot)")
    chosen = CandyOptions.of(args.variants.split(",")) if args.variants is not None else None
    seed = args.seed if args.seed is not None else new_seed()
    return play_rounds(table, seats, seed, args.rounds, options_for(mode, chosen, table))


def run(args: argparse.Namespace) -> int:
    seats = _validate(args)
    level = _level(args)
    mode = args.mode or (level.mode if level is not None else None)
    most_players = None
    if mode is not None:
        table = _table(mode, level)
        most_players = mode_info(mode).seats_at(table).most
        if seats is not None:
            _check_seat_count(mode, table, seats, args.level)
    if args.phones or (seats is not None and any(seat.phone for seat in seats)):
        _check_phone_mode(mode)
    if args.rounds is not None:
        return _play_rounds(args, mode or "candy", level, seats)
    if args.headless:
        os.environ["ARCADE_HEADLESS"] = "1"
        os.environ.setdefault("ARCADE_SOUND_BACKENDS", "silent")
    phones = _switch_phones_on(args.port) if args.phones else None
    from candy_arcade.views.game_start import DEFAULT_SEATS
    from candy_arcade.views.launch import LaunchOptions, launch

    if most_players is not None and seats is None and args.headless:
        # Headless with no --seats plays the default bots; a smaller table seats fewer.
        seats = DEFAULT_SEATS[:most_players]
    options = LaunchOptions(
        mode=mode,
        seats=seats,
        seed=args.seed,
        level=level,
        fullscreen=args.fullscreen,
        headless=args.headless,
        frames=args.frames,
        screenshot=args.screenshot,
        options=_chosen_options(args, mode),
        phones=phones,
    )
    return launch(options)


def _chosen_options(args: argparse.Namespace, mode: str | None) -> ModeOptions | None:
    """The table choices ``--variants`` (and ``--deck``) name: I Want Candy!'s rule
    variants, or the Canasta variant (Samba playing to its own target) and deck; None
    plays the level's own (the lobby's last choices, for Canasta)."""
    if args.variants is None and args.deck is None:
        return None
    if mode == CANASTA.id:
        variant = args.variants or STANDARD
        return CanastaOptions(deck=args.deck or HECKADECK, variant=variant,
                              target=table_target(variant))
    return CandyOptions.of(args.variants.split(","))
