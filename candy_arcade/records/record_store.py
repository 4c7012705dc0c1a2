"""Canasta records on disk: one JSON file a game, the newest 200 kept.

Each file is written whole to a temporary and renamed (:mod:`~candy_arcade.core.atomic_io`),
so a kill never leaves half a record; a file the game cannot read is never written
over (it is set aside first, or the write refused). A file that does not read as a
record is set aside as ``NAME.bad`` when the records are listed, with one line saying
why, so the Past hands screen shows every good hand and tells of the bad file once.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from pathlib import Path

from candy_arcade.core.atomic_io import (
    keep_unreadable_aside,
    set_aside_telling,
    write_bytes_atomic,
    write_bytes_new,
)
from candy_arcade.core.bounded_read import MIB, ReadRefused, read_regular_bytes
from candy_arcade.records.canasta_record import (
    GameRecord,
    RecordError,
    record_from_json,
    record_to_json,
)

SUFFIX = ".canasta"
STEM = "game-"
KEEP = 200
"""Records kept: the newest games; older ones are removed when a new game starts."""
FILE_LIMIT = 16 * MIB
"""Bytes of one record: a long game's moves are a few hundred kilobytes."""
CONTINUE_SEARCH = 20
"""Newest records searched for the one a continued game goes on in."""


def records_folder() -> Path:
    from candy_arcade.paths import data_dir

    return data_dir() / "canasta-records"


def read_record(path: Path) -> GameRecord:
    """The record in ``path``; whatever is wrong is one :class:`RecordError` line
    naming the file."""
    try:
        raw = read_regular_bytes(path, FILE_LIMIT)
    except FileNotFoundError:
        raise RecordError(f"{path}: no such file") from None
    except ReadRefused as refused:
        raise RecordError(str(refused)) from None
    try:
        data = json.loads(raw)
    except (ValueError, RecursionError):
        raise RecordError(f"{path}: not a Candy Arcade Canasta record (unreadable data)") from None
    try:
        return record_from_json(data)
    except RecordError as error:
        raise RecordError(f"{path}: {error}") from None


def record_bytes(record: GameRecord) -> bytes:
    return json.dumps(record_to_json(record), separators=(",", ":")).encode("utf-8")


def is_record_file(path: Path) -> bool:
    return path.name.startswith(STEM) and path.name.endswith(SUFFIX)


@dataclass(frozen=True)
class Listing:
    """The readable records, newest first, and a line for each file set aside."""

    records: tuple[tuple[Path, GameRecord], ...]
    problems: tuple[str, ...]


class RecordStore:
    """The records folder: create, rewrite, list, prune."""

    def __init__(self, folder: Path | None = None, keep: int = KEEP) -> None:
        self.folder = folder if folder is not None else records_folder()
        self.keep = keep

    def create(self, record: GameRecord) -> Path:
        """A new file for a new game (never over another), then the oldest beyond
        :attr:`keep` removed. The name carries the microsecond, so files written in
        one tick of the clock that stamps them still sort by name in the order made."""
        now = time.time_ns()
        stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(now // 10**9))
        stamp += f"-{now // 1000 % 10**6:06d}"
        path = write_bytes_new(self.folder, f"{STEM}{stamp}", SUFFIX, record_bytes(record))
        self.prune()
        return path

    def update(self, path: Path, record: GameRecord) -> None:
        """Rewrite the game's own record. Raises OSError when the file there cannot be
        read nor moved aside: then it is not written over."""
        keep_unreadable_aside(path, FILE_LIMIT)
        write_bytes_atomic(path, record_bytes(record))

    def files(self) -> list[Path]:
        """Record files, newest first (last written, then by name)."""
        try:
            entries = [p for p in self.folder.iterdir() if is_record_file(p)]
        except OSError:
            return []
        stamped: list[tuple[int, str, Path]] = []
        for path in entries:
            try:
                stamped.append((path.stat().st_mtime_ns, path.name, path))
            except OSError:
                continue
        return [path for _, _, path in sorted(stamped, reverse=True)]

    def prune(self) -> None:
        for old in self.files()[self.keep :]:
            try:
                old.unlink()
            except OSError:
                continue

    def listing(self) -> Listing:
        """Every readable record; a bad one set aside as ``.bad`` with a line why."""
        records: list[tuple[Path, GameRecord]] = []
        problems: list[str] = []
        for path in self.files():
            try:
                records.append((path, read_record(path)))
            except RecordError as error:
                reason = str(error).removeprefix(f"{path}: ")
                problems.append(f"{path.name}: {reason}; {set_aside_telling(path)}")
        return Listing(tuple(records), tuple(problems))

    def find_continued(self, position_hash: str) -> tuple[Path, GameRecord] | None:
        """The record of an unfinished game that stopped exactly at ``position_hash``."""
        for path in self.files()[:CONTINUE_SEARCH]:
            try:
                record = read_record(path)
            except RecordError:
                continue
            if record.over:
                continue
            if record.current is not None and record.current.position_hash == position_hash:
                return path, record
            if record.current is None and record.hands and (
                record.hands[-1].final_hash == position_hash
            ):
                return path, record
        return None

