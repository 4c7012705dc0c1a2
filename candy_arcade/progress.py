"""The challenge ladder's progress: which challenges a player has completed, and best scores.

Kept as JSON in the user data directory, written atomically; a file that cannot be
understood is moved aside (``progress.json.bad``, then ``.bad-2``..., never over an
older copy) so nothing the player earned is silently overwritten, and an empty ladder
loads instead. Every number is checked to be a whole score in range, since a hand-made
``1e400`` or ``Infinity`` would otherwise break the Challenges screen on every visit.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from candy_arcade.core.atomic_io import set_aside_telling, write_text_atomic
from candy_arcade.paths import data_dir

SCORE_LIMIT = 10**9
"""No real score comes near this; a larger number in the file is damage, not a record."""


def progress_path() -> Path:
    return data_dir() / "progress.json"


@dataclass
class Progress:
    completed: set[str] = field(default_factory=set)
    best: dict[str, int] = field(default_factory=dict)
    problem: str | None = None
    """A one-line message for the player when the file could not be used, else None."""

    def record(self, level_id: str, score: int, met: bool) -> None:
        if met:
            self.completed.add(level_id)
        if level_id not in self.best or score > self.best[level_id]:
            self.best[level_id] = score


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
    return Progress(completed=set(completed), best=dict(best))


def load_progress(path: Path | None = None) -> Progress:
    path = path or progress_path()
    try:
        text = path.read_text(encoding="utf-8")
    except (FileNotFoundError, NotADirectoryError):
        return Progress()
    except UnicodeDecodeError as error:
        return _set_aside(path, error)
    except OSError as error:
        return Progress(
            problem=f"Progress file {path} could not be read ({error.strerror or error})"
        )
    try:
        return progress_from_json(json.loads(text, parse_constant=_reject_constant))
    except (ValueError, RecursionError) as error:
        return _set_aside(path, error)


def _reject_constant(name: str) -> float:
    """JSON's non-standard ``NaN`` and ``Infinity`` are never scores."""
    raise ValueError(f"{name} is not a score")


def _set_aside(path: Path, error: Exception) -> Progress:
    return Progress(problem=f"Progress file could not be read ({error}); {set_aside_telling(path)}")


def save_progress(progress: Progress, path: Path | None = None) -> None:
    data = {"completed": sorted(progress.completed), "best": dict(sorted(progress.best.items()))}
    write_text_atomic(path or progress_path(), json.dumps(data, indent=2) + "\n")
