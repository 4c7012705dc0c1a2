"""The results screens' line about the replay: where it was saved, or why it was not."""

from __future__ import annotations

from pathlib import Path


def replay_note(path: Path | None, problem: str | None) -> str | None:
    """"Replay saved: NAME", the reason none was saved, or None (no replay was made)."""
    if path is not None:
        return f"Replay saved: {path.name}"
    return problem
