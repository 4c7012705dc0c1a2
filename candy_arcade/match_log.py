"""Match totals on disk, saved after every round, so a crash or a closed window loses nothing.

Each match has its own JSON file, ``matches/<mode>-<YYYYmmdd-HHMMSS>[-N].json``, named
when its first round is saved and never reused by another match; every later round of
the same match rewrites that file atomically. The match in progress is remembered in
this process only, which is all a crash message needs to name its file.
"""

from __future__ import annotations

import json
import re
import time
from dataclasses import dataclass
from pathlib import Path

from candy_arcade.core.atomic_io import write_text_atomic, write_text_new
from candy_arcade.paths import data_dir


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
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue
        if isinstance(data, dict):
            return data
    return None
