"""The challenge ladder's progress: which challenges a player has completed, and best scores.

Kept as JSON in the user data directory, written atomically; a file that cannot be
read is moved aside (``progress.json.bad``) so nothing the player earned is silently
overwritten, and an empty ladder loads instead.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

from candy_arcade.core.atomic_io import write_text_atomic
from candy_arcade.paths import data_dir


def progress_path() -> Path:
    return data_dir() / "progress.json"


@dataclass
class Progress:
    completed: set[str] = field(default_factory=set)
    best: dict[str, int] = field(default_factory=dict)
    problem: str | None = None

    def record(self, level_id: str, score: int, met: bool) -> None:
        if met:
            self.completed.add(level_id)
        if level_id not in self.best or score > self.best[level_id]:
            self.best[level_id] = score


def load_progress(path: Path | None = None) -> Progress:
    path = path or progress_path()
    if not path.exists():
        return Progress()
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        completed = data["completed"]
        best = data["best"]
        if not isinstance(completed, list) or not isinstance(best, dict):
            raise ValueError("unexpected layout")
        return Progress(
            completed={str(item) for item in completed},
            best={str(key): int(value) for key, value in best.items()},
        )
    except (OSError, ValueError, KeyError, TypeError) as error:
        bad = path.with_name(path.name + ".bad")
        path.replace(bad)
        return Progress(problem=f"Progress file could not be read ({error}); kept as {bad.name}")


def save_progress(progress: Progress, path: Path | None = None) -> None:
    data = {"completed": sorted(progress.completed), "best": dict(sorted(progress.best.items()))}
    write_text_atomic(path or progress_path(), json.dumps(data, indent=2) + "\n")
