"""The statistics file in the user data folder, read strictly and written atomically.

A file that does not read as statistics is set aside as ``.bad`` with one line saying
so, and counting starts again; a file that can be neither read nor moved is never
written over (the line says that too), so what it holds is not lost to a new count.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from candy_arcade.core.atomic_io import keep_unreadable_aside, set_aside, write_bytes_atomic
from candy_arcade.core.bounded_read import MIB, ReadRefused, read_regular_bytes
from candy_arcade.records.stats import Statistics, Tally, TallyKey
from candy_arcade.rules.canasta.decks import DECK_NAMES
from candy_arcade.rules.canasta.serialize import (
    NUMBER_LIMIT,
    checked_dict,
    checked_int,
    checked_list,
    checked_text,
)

FORMAT = "candy-arcade-canasta-stats"
VERSION = 1
FILE_LIMIT = 4 * MIB
TALLY_LIMIT = 10_000


def stats_path() -> Path:
    from candy_arcade.paths import data_dir

    return data_dir() / "canasta-stats.json"


@dataclass(frozen=True)
class StatsRead:
    """The statistics read, what went wrong (one line) and whether the file may be
    written (False: it could be neither read nor set aside)."""

    stats: Statistics
    problem: str | None = None
    writable: bool = True


def stats_to_json(stats: Statistics) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "version": VERSION,
        "tallies": [
            {
                "player": key.player,
                "deck": key.deck,
                "players": key.players,
                "games": tally.games,
                "wins": tally.wins,
                "hands": tally.hands,
                "points": tally.points,
                "best": tally.best,
            }
            for key, tally in stats.rows()
        ],
    }


def stats_from_json(data: Any) -> Statistics:
    """Raises ValueError saying what is wrong."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ValueError("not Candy Arcade Canasta statistics")
    if data.get("version") != VERSION:
        raise ValueError(f"statistics version {data.get('version')!r}; this game reads {VERSION}")
    tallies: dict[TallyKey, Tally] = {}
    entries = checked_list(checked_dict(data, "the statistics", ("tallies",))["tallies"], "tallies")
    for entry in entries:
        row = checked_dict(
            entry, "a tally", ("player", "deck", "players", "games", "wins", "hands", "points")
        )
        key = TallyKey(
            checked_text(row["player"], "a player"),
            checked_text(row["deck"], "a deck", DECK_NAMES),
            checked_int(row["players"], "a table size", 2, 4),
        )
        games = checked_int(row["games"], "games", 0)
        hands = checked_int(row["hands"], "hands", 0)
        best = row.get("best")
        tallies[key] = Tally(
            games=games,
            wins=checked_int(row["wins"], "wins", 0, games),
            hands=hands,
            points=checked_int(row["points"], "points", -NUMBER_LIMIT, NUMBER_LIMIT),
            best=None if best is None or not hands else checked_int(best, "the best hand"),
        )
    if len(tallies) > TALLY_LIMIT:
        raise ValueError("more tallies than any player keeps")
    return Statistics(tallies)


class StatsStore:
    def __init__(self, path: Path | None = None) -> None:
        self.path = path if path is not None else stats_path()

    def read(self) -> StatsRead:
        """The statistics, or empty ones with a line when the file was bad (then set
        aside as ``.bad``)."""
        try:
            raw = read_regular_bytes(self.path, FILE_LIMIT)
        except FileNotFoundError:
            return StatsRead(Statistics())
        except ReadRefused as refused:
            return self._set_aside(str(refused))
        try:
            return StatsRead(stats_from_json(json.loads(raw)))
        except (ValueError, RecursionError) as error:
            return self._set_aside(f"{self.path.name} is damaged ({error})")

    def _set_aside(self, reason: str) -> StatsRead:
        try:
            moved = set_aside(self.path)
        except OSError as error:
            return StatsRead(
                Statistics(),
                f"{reason}; it could not be moved aside ({error.strerror or error}), "
                "so the statistics are not written over",
                writable=False,
            )
        return StatsRead(Statistics(), f"{reason}; kept as {moved.name}, counting starts again")

    def change(self, update: Callable[[Statistics], Statistics]) -> str | None:
        """Read, update and write back; a line when something went wrong, else None."""
        read = self.read()
        if not read.writable:
            return read.problem
        try:
            keep_unreadable_aside(self.path, FILE_LIMIT)
            data = json.dumps(stats_to_json(update(read.stats)), indent=1).encode("utf-8")
            write_bytes_atomic(self.path, data)
        except OSError as error:
            return f"Statistics not saved to {self.path} ({error.strerror or error})"
        return read.problem
