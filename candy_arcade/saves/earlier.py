"""Earlier games: the saves a new game set aside (``canasta.earlier-<stamp>.json``), listed
for "Continue" and brought back into the save slot without losing the game there.

Listing only reads: a file that does not read as a save is listed as such and left where
it is (choosing it sets it aside with a message, as "Continue" does with any bad save).
Bringing one back first keeps the game in the slot aside under a name of its own, then
renames the earlier file into the slot: at every moment each game has a file.
"""

from __future__ import annotations

import json
import os
import re
import time
from dataclasses import dataclass
from pathlib import Path

from candy_arcade.core.bounded_read import ReadRefused, read_regular_text
from candy_arcade.saves.canasta import CanastaSave
from candy_arcade.saves.slot import SAVE_LIMIT, SaveSlot, describe

SHOWN_EARLIER = 6
"""The newest earlier games listed; older ones stay on disk, untouched."""
_EARLIER = re.compile(r"(?P<kind>[a-z]+)\.earlier-\d{8}-\d{6}(-\d+)?\.json")
"""A kept game's name: ``canasta.earlier-20261206-142501.json`` (``-2``... when two were
kept in one second); a bad copy set aside from one (``....bad-<stamp>.json``) is not."""


@dataclass(frozen=True)
class SavedGame:
    """One saved game as "Continue" lists it."""

    path: Path
    played: float
    """When it was last written (seconds since the epoch)."""
    save: CanastaSave | None
    problem: str | None = None
    """Why it does not read as a save (then ``save`` is None)."""

    @property
    def when(self) -> str:
        return time.strftime("%d %b %H:%M", time.localtime(self.played))


def earlier_paths(slot: SaveSlot) -> list[Path]:
    """The slot's earlier games, newest first."""
    folder = slot.path.parent
    try:
        names = [
            entry for entry in folder.iterdir()
            if (found := _EARLIER.fullmatch(entry.name)) and found["kind"] == slot.kind
        ]
    except OSError:
        return []
    return sorted(names, key=_played, reverse=True)


def has_earlier(slot: SaveSlot) -> bool:
    return bool(earlier_paths(slot))


def _played(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def read_saved_game(slot: SaveSlot, path: Path) -> SavedGame:
    """The game in ``path``, read without moving anything."""
    played = _played(path)
    try:
        payload = slot.check_header(json.loads(read_regular_text(path, SAVE_LIMIT)))
        return SavedGame(path, played, CanastaSave.from_dict(payload))
    except (OSError, ReadRefused, ValueError, KeyError, RecursionError) as error:
        return SavedGame(path, played, None, describe(error))


def saved_games(slot: SaveSlot) -> tuple[SavedGame | None, list[SavedGame]]:
    """The game in the slot (None when there is none) and the newest earlier ones."""
    current = read_saved_game(slot, slot.path) if slot.exists() else None
    earlier = [read_saved_game(slot, path) for path in earlier_paths(slot)[:SHOWN_EARLIER]]
    return current, earlier


def bring_back(slot: SaveSlot, earlier: Path) -> Path | None:
    """Make ``earlier`` the slot's game. The game in the slot is kept aside first (its
    new name is returned; None when the slot was empty). Raises OSError, and changes
    nothing, when that game cannot be kept."""
    kept = None
    if slot.exists():
        kept = slot.keep_aside()
        if kept is None:
            raise OSError(f"the saved game in {slot.path.name} could not be kept aside")
    os.replace(earlier, slot.path)
    return kept
