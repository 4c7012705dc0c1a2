"""Start-up recovery of the writes a kill cut short.

Every player file is written to a hidden temporary first (see
:mod:`candy_arcade.core.atomic_io`); a kill before the temporary got its name leaves it
behind. At start-up each folder the game writes is swept: a temporary holding a whole
file of that folder's kind is put in place, the rest are removed, so nothing a player
made stays hidden and no leftovers pile up.
"""

from __future__ import annotations

import gzip
import json
import tomllib
import zlib
from collections.abc import Callable
from pathlib import Path

from candy_arcade.core.atomic_io import recover_temporaries
from candy_arcade.match_log import matches_dir
from candy_arcade.paths import config_dir, data_dir
from candy_arcade.replays.recording import replay_folder
from candy_arcade.saves.slot import saves_dir


def json_complete(data: bytes) -> bool:
    """The bytes are one whole JSON document (a cut one never parses)."""
    try:
        json.loads(data)
    except (ValueError, RecursionError):
        return False
    return True


def toml_complete(data: bytes) -> bool:
    try:
        tomllib.loads(data.decode("utf-8-sig"))
    except (ValueError, RecursionError):
        return False
    return True


def replay_complete(data: bytes) -> bool:
    """A gzip stream checks its own length and CRC at the end; a plain replay is JSON."""
    if data[:2] != b"\x1f\x8b":
        return json_complete(data)
    try:
        gzip.decompress(data)
    except (OSError, EOFError, zlib.error):
        return False
    return True


def text_complete(data: bytes) -> bool:
    """A crash report: any text is worth keeping."""
    return bool(data)


def player_folders() -> list[tuple[Path, Callable[[bytes], bool]]]:
    """Every folder the game writes, with the test for a whole file of its kind."""
    return [
        (config_dir(), toml_complete),
        (data_dir(), json_complete),
        (saves_dir(), json_complete),
        (matches_dir(), json_complete),
        (replay_folder(), replay_complete),
        (data_dir() / "crashes", text_complete),
    ]


def recover_leftover_writes() -> list[Path]:
    """Sweep every player folder; return the files put back in place."""
    recovered: list[Path] = []
    for folder, complete in player_folders():
        recovered += recover_temporaries(folder, complete)
    return recovered
