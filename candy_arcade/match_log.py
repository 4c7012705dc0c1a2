"""Match totals on disk, saved after every round, so a crash or a closed window loses nothing.

One JSON file per mode (``last-candy.json``), written atomically; the newest match
replaces the previous one.
"""

from __future__ import annotations

import json
import time
from pathlib import Path

from candy_arcade.core.atomic_io import write_text_atomic
from candy_arcade.paths import data_dir


def match_path(mode: str) -> Path:
    return data_dir() / "matches" / f"last-{mode}.json"


def save_match_totals(
    mode: str, seed: int, names: list[str], rounds: list[list[int]], level: str = ""
) -> Path:
    """Write the per-round scores and running totals of the match being played."""
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
    path = match_path(mode)
    write_text_atomic(path, json.dumps(data, indent=2) + "\n")
    return path


def load_match_totals(mode: str) -> dict[str, object] | None:
    try:
        data = json.loads(match_path(mode).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return data if isinstance(data, dict) else None
