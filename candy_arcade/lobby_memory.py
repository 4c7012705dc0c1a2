"""The Canasta lobby's choices from the last game started there, so the next visit opens
on them: seats (human or bot, and each bot's level), deck, Wheel, target, asking a
partner, the variant.

Kept beside the settings as ``canasta-lobby.toml`` (plain TOML a player may edit),
written atomically. A value that cannot be used falls back to the lobby's own choice
for it, the others still apply, and the file is set aside (``canasta-lobby.toml.bad``...,
never over an older copy) with a one-line message for the lobby to show; a file the
game may not read is left alone and never written over (set aside first).
"""

from __future__ import annotations

import tomllib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from candy_arcade.core.atomic_io import (
    keep_unreadable_aside,
    set_aside_telling,
    write_text_atomic,
)
from candy_arcade.core.bounded_read import KIB, ReadRefused, read_regular_bytes
from candy_arcade.core.seats import DIFFICULTIES, SeatParseError, SeatSpec, parse_seats
from candy_arcade.mode_options import CanastaOptions
from candy_arcade.paths import config_dir
from candy_arcade.rules.canasta.decks import DECK_NAMES
from candy_arcade.rules.canasta.settings import VARIANTS

MEMORY_LIMIT = 4 * KIB
"""The file the game writes is about 200 bytes; a larger one is not this file."""
PLAYER_COUNTS = (2, 3, 4)
KEYS = ("seats", "deck", "wheel", "target", "ask_partner", "variant", "bots_setting")


def lobby_memory_path() -> Path:
    return config_dir() / "canasta-lobby.toml"


@dataclass(frozen=True)
class CanastaChoices:
    seats: tuple[SeatSpec, ...]
    options: CanastaOptions
    bots_setting: str
    """The settings' Canasta bots level when these were kept: a level chosen in the
    settings since then is newer than the bots' levels here."""


@dataclass(frozen=True)
class RememberedChoices:
    """What could be used of the file (None: no file, or nothing in it usable)."""

    choices: CanastaChoices | None
    problem: str | None = None
    """A one-line message for the player when a value was set aside, else None."""


class _Reader:
    """Takes each value from the file, or the default with the first problem noted."""

    def __init__(self, data: dict[str, Any]) -> None:
        self.data = data
        self.problem: str | None = None
        unknown = sorted(set(data) - set(KEYS))
        if unknown:
            self.note(f"{unknown[0]!r} is not a lobby choice")

    def note(self, problem: str) -> None:
        self.problem = self.problem or problem

    def take(self, key: str, default: Any, usable: Callable[[Any], bool], allowed: str) -> Any:
        value = self.data.get(key, default)
        if usable(value):
            return value
        self.note(f"{key} must be {allowed}, not {value!r}"[:120])
        return default


def _is_bool(value: object) -> bool:
    return isinstance(value, bool)


def _seats(reader: _Reader, default: tuple[SeatSpec, ...]) -> tuple[SeatSpec, ...]:
    value = reader.data.get("seats")
    if value is None:
        return default
    entries = value if isinstance(value, list) else None
    if entries is not None and len(entries) in PLAYER_COUNTS and all(
        isinstance(entry, str) for entry in entries
    ):
        try:
            return parse_seats(",".join(entries))
        except SeatParseError:
            pass
    reader.note('seats must be 2 to 4 of "human", "bot:easy", "bot:normal", "bot:hard"')
    return default


def choices_from_dict(
    data: dict[str, Any], targets: Sequence[int], default_seats: tuple[SeatSpec, ...]
) -> tuple[CanastaChoices, str | None]:
    """The choices in a parsed file, each bad value replaced by its default, and the
    first problem in words (None when every value was usable)."""
    reader = _Reader(data)
    defaults = CanastaOptions()
    seats = _seats(reader, default_seats)
    options = CanastaOptions(
        deck=reader.take("deck", defaults.deck, lambda v: v in DECK_NAMES,
                         " or ".join(DECK_NAMES)),
        wheel=reader.take("wheel", defaults.wheel, _is_bool, "true or false"),
        target=reader.take(
            "target", defaults.target,
            lambda v: isinstance(v, int) and not isinstance(v, bool) and v in targets,
            "one of " + ", ".join(str(t) for t in targets),
        ),
        ask_partner=reader.take("ask_partner", defaults.ask_partner, _is_bool, "true or false"),
        variant=reader.take("variant", defaults.variant, lambda v: v in VARIANTS,
                            " or ".join(VARIANTS)),
    )
    bots_setting = reader.take("bots_setting", "normal", lambda v: v in DIFFICULTIES,
                               " or ".join(DIFFICULTIES))
    return CanastaChoices(seats, options, bots_setting), reader.problem


def load_lobby_memory(
    targets: Sequence[int], default_seats: tuple[SeatSpec, ...], path: Path | None = None
) -> RememberedChoices:
    path = path or lobby_memory_path()
    try:
        data = read_regular_bytes(path, MEMORY_LIMIT)
    except FileNotFoundError:
        return RememberedChoices(None)
    except ReadRefused as refused:
        return RememberedChoices(
            None, f"Last game's lobby choices could not be read ({refused}); "
            "the file will not be written over"
        )
    try:
        parsed = tomllib.loads(data.decode("utf-8-sig"))
    except UnicodeDecodeError:
        return RememberedChoices(None, _set_aside(path, "it is not UTF-8 text"))
    except (tomllib.TOMLDecodeError, ValueError, RecursionError) as error:
        why = str(error).splitlines()[0][:120] if str(error) else "it is damaged"
        return RememberedChoices(None, _set_aside(path, why))
    choices, problem = choices_from_dict(parsed, targets, default_seats)
    return RememberedChoices(choices, _set_aside(path, problem) if problem else None)


def _set_aside(path: Path, why: str) -> str:
    return f"Last game's lobby choices: {why}; {set_aside_telling(path)}"


def choices_to_toml(choices: CanastaChoices) -> str:
    seats = ", ".join(f'"{seat.label}"' for seat in choices.seats)
    options = choices.options
    return "\n".join(
        [
            "# The Canasta lobby's choices when a game last started there.",
            f"seats = [{seats}]",
            f'deck = "{options.deck}"',
            f"wheel = {'true' if options.wheel else 'false'}",
            f"target = {options.target}",
            f"ask_partner = {'true' if options.ask_partner else 'false'}",
            f'variant = "{options.variant}"',
            f'bots_setting = "{choices.bots_setting}"',
            "",
        ]
    )


def save_lobby_memory(choices: CanastaChoices, path: Path | None = None) -> None:
    """Write the choices; a file there the game could not read is set aside first
    (OSError, saying why, when it cannot be moved: then nothing is written)."""
    path = path or lobby_memory_path()
    keep_unreadable_aside(path, MEMORY_LIMIT)
    write_text_atomic(path, choices_to_toml(choices))
