"""One save file: atomic writes, and reads that set a bad file aside with a message.

Every save is a JSON object with a header naming the game, the kind of save and its
format version, so a file from another program or a future version is recognised as
foreign rather than misread.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from candy_arcade.core.atomic_io import write_text_atomic
from candy_arcade.paths import data_dir

GAME = "candy-arcade"


class SaveError(ValueError):
    """The file is not a readable save of this kind; the message says why, in words."""


@dataclass(frozen=True)
class ReadResult:
    """A save's payload, or None with ``problem`` set when the file was set aside."""

    payload: dict[str, Any] | None
    problem: str | None = None


def saves_dir() -> Path:
    return data_dir() / "saves"


def save_exists(kind: str) -> bool:
    """One ``stat`` and no parsing: cheap enough for the title screen."""
    return (saves_dir() / f"{kind}.json").is_file()


class SaveSlot:
    """A named save (``canasta`` -> ``saves/canasta.json``) of one kind and version."""

    def __init__(self, kind: str, version: int, path: Path | None = None) -> None:
        self.kind = kind
        self.version = version
        self._path = path

    @property
    def path(self) -> Path:
        """Resolved on use, so tests and players can move the data directory."""
        return self._path or saves_dir() / f"{self.kind}.json"

    def exists(self) -> bool:
        return self.path.is_file()

    def write(self, payload: dict[str, Any]) -> None:
        document = {"game": GAME, "kind": self.kind, "version": self.version, **payload}
        write_text_atomic(self.path, json.dumps(document, separators=(",", ":")))

    def delete(self) -> None:
        self.path.unlink(missing_ok=True)

    def read(self) -> ReadResult:
        """The payload, or None: no file, or a bad file moved aside with a message."""
        path = self.path
        if not path.is_file():
            return ReadResult(None)
        try:
            document = json.loads(path.read_text(encoding="utf-8"))
            return ReadResult(self.check_header(document))
        except (OSError, UnicodeDecodeError, json.JSONDecodeError, SaveError) as error:
            return ReadResult(None, self.set_aside(error))

    def check_header(self, document: Any) -> dict[str, Any]:
        if not isinstance(document, dict):
            raise SaveError("it is not a saved game")
        if document.get("game") != GAME or document.get("kind") != self.kind:
            raise SaveError("it is not a Candy Arcade save of this game")
        if document.get("version") != self.version:
            raise SaveError(f"it was written by another version (format {document.get('version')})")
        return {k: v for k, v in document.items() if k not in ("game", "kind", "version")}

    def set_aside(self, error: Exception) -> str:
        """Rename the bad file next to itself; return the message for the player."""
        path = self.path
        aside = path.with_name(f"{path.stem}.bad-{time.strftime('%Y%m%d-%H%M%S')}{path.suffix}")
        try:
            path.replace(aside)
            kept = f"it was kept as {aside.name}"
        except OSError:
            kept = "it could not be moved"
        return f"The saved game could not be read ({describe(error)}); {kept}."

    def keep_aside(self) -> Path | None:
        """Move the save out of the way of a new game under a name of its own
        (``canasta.earlier-<stamp>.json``), so starting afresh never deletes a game;
        None when there was nothing to keep or it could not be moved."""
        path = self.path
        if not path.is_file():
            return None
        stamp = time.strftime("%Y%m%d-%H%M%S")
        for attempt in range(1000):
            suffix = f"-{attempt}" if attempt else ""
            kept = path.with_name(f"{path.stem}.earlier-{stamp}{suffix}{path.suffix}")
            if not kept.exists():
                try:
                    path.replace(kept)
                except OSError:
                    return None
                return kept
        return None

    def fail(self, error: Exception) -> ReadResult:
        """Set the file aside after a payload check failed (the header was fine)."""
        return ReadResult(None, self.set_aside(error))


def describe(error: Exception) -> str:
    if isinstance(error, json.JSONDecodeError):
        return "the file is damaged"
    if isinstance(error, UnicodeDecodeError):
        return "the file is not text"
    if isinstance(error, KeyError):
        return f"missing {error.args[0]!r}"
    return str(error) or type(error).__name__
