"""Match totals on disk, saved after every round, so a crash or a closed window loses nothing.

Each match has its own JSON file, ``matches/<mode>-<YYYYmmdd-HHMMSS>[-N].json``, named
when its first round is saved and never reused by another match; every later round of
the same match rewrites that file atomically. The match in progress is remembered in
this process only, which is all a crash message needs to name its file.

A new match file appears complete or not at all (see :mod:`candy_arcade.core.atomic_io`):
a kill during its first write leaves only a hidden temporary, which start-up recovery
puts in place.
"""

from __future__ import annotations

import json
import re
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TypeGuard

from candy_arcade.core.atomic_io import write_text_atomic, write_text_new
from candy_arcade.core.bounded_read import MIB, read_regular_text
from candy_arcade.paths import data_dir

MATCH_LIMIT = MIB
"""A match of a hundred rounds takes a few KB; a larger file is not one of ours."""


@dataclass(frozen=True)
class _SavedMatch:
    """What tells the next save whether it continues this match: same table, same players."""

    seed: int
    names: tuple[str, ...]
    level: str
    rounds: list[list[int]]
    path: Path

    def continued_by(
        self, seed: int, names: list[str], level: str, rounds: list[list[int]]
    ) -> bool:
        same_table = (self.seed, self.names, self.level) == (seed, tuple(names), level)
        in_place = self.path.parent == matches_dir() and self.path.is_file()
        return same_table and self.rounds == rounds[:-1] and in_place


_in_progress: dict[str, _SavedMatch] = {}
_last_saved: Path | None = None


def matches_dir() -> Path:
    return data_dir() / "matches"


def save_match_totals(
    mode: str, seed: int, names: list[str], rounds: list[list[int]], level: str = ""
) -> Path:
    """Save the match being played after each of its rounds; return the match's file.

    ``mode`` is ``candy``, ``pinata`` or ``canasta``; ``seed`` the match's seed (the same
    every round); ``names`` the players in seat order; ``rounds`` every round played so
    far, each a list of that round's score per player; ``level`` the table's id. Call it
    once per round: a call whose seed, names and level match the previous call for the
    mode, and whose rounds are that call's plus one, updates that match's file; any
    other call (a first round, above all) starts a new file, so one match never
    overwrites another. Raises OSError when the folder cannot be written: the caller
    tells the player and play goes on.
    """
    global _last_saved
    totals = [sum(scores[player] for scores in rounds) for player in range(len(names))]
    data = {
        "mode": mode,
        "level": level,
        "seed": seed,
        "saved_at": time.strftime("%Y-%m-%dT%H:%M:%S"),
        "players": names,
        "rounds": rounds,
        "totals": totals,
    }
    text = json.dumps(data, indent=2) + "\n"
    previous = _in_progress.get(mode)
    if previous is not None and previous.continued_by(seed, names, level, rounds):
        path = previous.path
        write_text_atomic(path, text)
    else:
        stem = f"{mode}-{time.strftime('%Y%m%d-%H%M%S')}"
        path = write_text_new(matches_dir(), stem, ".json", text)
    _in_progress[mode] = _SavedMatch(seed, tuple(names), level, [list(r) for r in rounds], path)
    _last_saved = path
    return path


def last_saved_match() -> Path | None:
    """The file this process last saved match totals to, for the crash message."""
    return _last_saved


def load_match_totals(mode: str) -> dict[str, object] | None:
    """The newest readable match of ``mode`` (by when it started), or None."""
    pattern = re.compile(rf"{re.escape(mode)}-(\d{{8}}-\d{{6}})(?:-(\d+))?\.json")
    started: list[tuple[str, int, Path]] = []
    try:
        for path in matches_dir().iterdir():
            found = pattern.fullmatch(path.name)
            if found:
                started.append((found[1], int(found[2] or 1), path))
    except OSError:
        return None
    for _, _, path in sorted(started, reverse=True):
        try:
            data = json.loads(read_regular_text(path, MATCH_LIMIT))
        except (OSError, ValueError, RecursionError):
            continue
        if match_totals_valid(data):
            return data
    return None


def match_totals_valid(data: object) -> TypeGuard[dict[str, object]]:
    """A match file's fields, where present, have the types and shapes this module
    writes (a hand-edited or damaged one is skipped, never half-used)."""
    if not isinstance(data, dict):
        return False
    players = data.get("players", [])
    rounds = data.get("rounds", [])
    checks = (
        isinstance(data.get("mode", ""), str),
        isinstance(data.get("level", ""), str),
        _whole(data.get("seed", 0)),
        isinstance(data.get("saved_at", ""), str),
        isinstance(players, list) and all(isinstance(name, str) for name in players),
        isinstance(rounds, list)
        and all(isinstance(scores, list) and all(map(_whole, scores)) for scores in rounds),
        isinstance(data.get("totals", []), list) and all(map(_whole, data.get("totals", []))),
    )
    return all(checks)


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)
