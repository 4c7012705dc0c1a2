"""The player's progress: the challenges completed and their best scores, and per mode
the bot level the lobby seats (:mod:`candy_arcade.progress_ladder`).

Kept as JSON in the user data directory, written atomically; a file that cannot be
understood is moved aside (``progress.json.bad``, then ``.bad-2``..., never over an
older copy) so nothing the player earned is silently overwritten, and an empty ladder
loads instead; a file the game may not read is never written over (set aside first).
Every number is checked to be a whole score in range, since a hand-made
``1e400`` or ``Infinity`` would otherwise break the Challenges screen on every visit.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from candy_arcade.core.atomic_io import (
    keep_unreadable_aside,
    set_aside_telling,
    write_text_atomic,
)
from candy_arcade.core.bounded_read import MIB, ReadRefused, read_regular_bytes
from candy_arcade.paths import data_dir
from candy_arcade.progress_ladder import (
    BotLadder,
    RoundAgainstBots,
    ladders_from_json,
    ladders_to_json,
    note_round,
)

SCORE_LIMIT = 10**9
"""No real score comes near this; a larger number in the file is damage, not a record."""
PROGRESS_LIMIT = MIB
"""Every challenge there is takes a few KB; a larger file is not a progress file."""


def progress_path() -> Path:
    return data_dir() / "progress.json"


@dataclass
class Progress:
    completed: set[str] = field(default_factory=set)
    best: dict[str, int] = field(default_factory=dict)
    bots: dict[str, BotLadder] = field(default_factory=dict)
    """Per mode, the bot level seated and the wins in a row against it (none: a first game)."""
    problem: str | None = None
    """A one-line message for the player when the file could not be used, else None."""

    def record(self, level_id: str, score: int, met: bool) -> None:
        if met:
            self.completed.add(level_id)
        if level_id not in self.best or score > self.best[level_id]:
            self.best[level_id] = score

    def ladder(self, mode: str) -> BotLadder:
        return self.bots.get(mode, BotLadder())

    def note_round(self, mode: str, played: RoundAgainstBots) -> None:
        self.bots[mode] = note_round(self.ladder(mode), played)


def progress_from_json(data: Any) -> Progress:
    """The progress in a parsed file; ValueError says, in words, what is wrong with it."""
    if not isinstance(data, dict):
        raise ValueError("it is not a progress file")
    completed = data.get("completed")
    best = data.get("best")
    if not isinstance(completed, list) or not all(isinstance(item, str) for item in completed):
        raise ValueError('"completed" must be a list of challenge names')
    if not isinstance(best, dict):
        raise ValueError('"best" must map challenge names to scores')
    for level_id, score in best.items():
        if isinstance(score, bool) or not isinstance(score, int) or abs(score) > SCORE_LIMIT:
            raise ValueError(f"the best score for {level_id!r} is not a whole number in range")
    bots = ladders_from_json(data.get("bots", {}))
    return Progress(completed=set(completed), best=dict(best), bots=bots)


def load_progress(path: Path | None = None) -> Progress:
    path = path or progress_path()
    try:
        data = read_regular_bytes(path, PROGRESS_LIMIT)
    except FileNotFoundError:
        return Progress()
    except ReadRefused as refused:
        return Progress(
            problem=f"Progress file could not be read ({refused}); it will not be written over"
        )
    try:
        text = data.decode("utf-8-sig")
        return progress_from_json(json.loads(text, parse_constant=_reject_constant))
    except UnicodeDecodeError:
        return _set_aside(path, "it is not UTF-8 text")
    except ValueError as error:
        return _set_aside(path, _first_line(str(error)))
    except RecursionError:
        return _set_aside(path, "it is nested too deeply")


def _first_line(text: str) -> str:
    """Python's own messages (the int-conversion limit's) run on: keep one line, short."""
    return text.splitlines()[0][:120] if text else "damaged"


def _reject_constant(name: str) -> float:
    """JSON's non-standard ``NaN`` and ``Infinity`` are never scores."""
    raise ValueError(f"{name} is not a score")


def _set_aside(path: Path, why: str) -> Progress:
    return Progress(problem=f"Progress file could not be read ({why}); {set_aside_telling(path)}")


def save_progress(progress: Progress, path: Path | None = None) -> None:
    """Write the progress; a file there the game could not read is set aside first
    (OSError, saying why, when it cannot be moved: then nothing is written)."""
    path = path or progress_path()
    data: dict[str, Any] = {
        "completed": sorted(progress.completed),
        "best": dict(sorted(progress.best.items())),
    }
    if progress.bots:
        data["bots"] = ladders_to_json(progress.bots)
    keep_unreadable_aside(path, PROGRESS_LIMIT)
    write_text_atomic(path, json.dumps(data, indent=2) + "\n")
