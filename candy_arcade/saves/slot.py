"""One save file: atomic writes, and reads that set a bad file aside with a message.

Every save is a JSON object with a header naming the game, the kind of save and its
format version, so a file from another program or a future version is recognised as
foreign rather than misread.
"""

from __future__ import annotations

import contextlib
import json
import os
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from candy_arcade.core.atomic_io import move_to_new_name, write_bytes_new, write_text_atomic
from candy_arcade.core.bounded_read import MIB, ReadRefused, read_regular_bytes, read_regular_text
from candy_arcade.paths import data_dir

GAME = "candy-arcade"
SAVE_LIMIT = 8 * MIB
"""A Canasta save is about 20 KB; a file past this is not a save (nor read into memory)."""


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
        try:
            document = json.loads(read_regular_text(self.path, SAVE_LIMIT))
            return ReadResult(self.check_header(document))
        except FileNotFoundError:
            return ReadResult(None)
        except (ReadRefused, ValueError, RecursionError) as error:
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
        """Move the bad file next to itself, under a name no other copy has (two bad
        saves in one second keep both); return the message for the player."""
        path = self.path
        stem = f"{path.stem}.bad-{time.strftime('%Y%m%d-%H%M%S')}"
        try:
            kept = f"it was kept as {move_to_new_name(path, stem, path.suffix).name}"
        except OSError:
            kept = "it could not be moved"
        return f"The saved game could not be read ({describe(error)}); {kept}."

    def keep_aside(self) -> Path | None:
        """Copy the save to a name of its own (``canasta.earlier-<stamp>[-N].json``)
        before a new game takes the slot, so starting afresh never deletes a game. The
        save itself stays until the new game's first save replaces it atomically: a
        kill in between leaves "Continue" with the old game, never with nothing.
        None when there was nothing to keep or it could not be kept."""
        path = self.path
        stem = f"{path.stem}.earlier-{time.strftime('%Y%m%d-%H%M%S')}"
        try:
            data = read_regular_bytes(path, SAVE_LIMIT)
        except FileNotFoundError:
            return None
        except ReadRefused:
            # A save the game may not read (another user's) cannot be copied; it is
            # moved instead, since the new game's save would otherwise write over it.
            try:
                return move_to_new_name(path, stem, path.suffix)
            except OSError:
                return None
        try:
            kept = write_bytes_new(path.parent, stem, path.suffix, data)
        except OSError:
            return None
        with contextlib.suppress(OSError):
            # "Continue" lists kept games by when they were last played, not kept.
            played = path.stat()
            os.utime(kept, ns=(played.st_atime_ns, played.st_mtime_ns))
        return kept

    def fail(self, error: Exception) -> ReadResult:
        """Set the file aside after a payload check failed (the header was fine)."""
        return ReadResult(None, self.set_aside(error))


def describe(error: Exception) -> str:
    if isinstance(error, json.JSONDecodeError):
        return "the file is damaged"
    if isinstance(error, UnicodeDecodeError):
        return "the file is not text"
    if isinstance(error, RecursionError):
        return "the file is nested too deeply"
    if isinstance(error, KeyError):
        return f"missing {error.args[0]!r}"
    text = str(error).splitlines()
    # Python's own messages (the integer-length limit's) run long: one short line.
    # With no message at all, a plain phrase: a class name means nothing to a player.
    return text[0][:160] if text else "its contents make no sense"
