"""Atomic file writes: the player's files are never left half-written, nor written over.

Write to a temporary file in the same directory, flush it to disk, then rename it
over the target; a crash at any point leaves either the old or the new file. Files
that must never replace an older one (a set-aside copy, a new match, a crash report)
take the first free name of ``NAME``, ``NAME-2``, ``NAME-3``...
"""

from __future__ import annotations

import itertools
import os
import tempfile
from collections.abc import Iterator
from pathlib import Path


def write_text_atomic(path: Path, text: str) -> None:
    write_bytes_atomic(path, text.encode("utf-8"))


def write_bytes_atomic(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp_name, path)
    except BaseException:
        Path(temp_name).unlink(missing_ok=True)
        raise


def numbered_names(folder: Path, stem: str, suffix: str = "") -> Iterator[Path]:
    """``stem + suffix``, then ``stem-2 + suffix``, ``stem-3 + suffix``... in ``folder``."""
    yield folder / f"{stem}{suffix}"
    for number in itertools.count(2):
        yield folder / f"{stem}-{number}{suffix}"


def _taken(path: Path) -> bool:
    return path.exists() or path.is_symlink()


def _claim(path: Path) -> bool:
    """Create ``path`` empty if no file has that name yet; False when one has."""
    try:
        path.open("x").close()
    except FileExistsError:
        return False
    return True


def set_aside(path: Path) -> Path:
    """Rename a file the game cannot read to the first free ``NAME.bad``, ``NAME.bad-2``...

    An earlier copy is never replaced: each holds something the player made. Raises
    OSError when the file cannot be moved (the caller says so to the player).
    """
    bad = next(name for name in numbered_names(path.parent, f"{path.name}.bad") if not _taken(name))
    path.rename(bad)
    return bad


def set_aside_telling(path: Path) -> str:
    """:func:`set_aside` in words for the player: the copy's name, or why there is none."""
    try:
        return f"kept as {set_aside(path).name}"
    except OSError as error:
        return f"left as it was (it could not be moved: {error.strerror or error})"


def write_text_new(folder: Path, stem: str, suffix: str, text: str) -> Path:
    """:func:`write_bytes_new` for text (UTF-8)."""
    return write_bytes_new(folder, stem, suffix, text.encode("utf-8"))


def write_bytes_new(folder: Path, stem: str, suffix: str, data: bytes) -> Path:
    """Write ``data`` to a new file, the first free of ``stem[-N]suffix``; return its path.

    The name is claimed with an exclusive create, so two writers in the same second
    (two crashes, two matches) each get their own file; the data then replaces the
    empty claim atomically.
    """
    folder.mkdir(parents=True, exist_ok=True)
    path = next(name for name in numbered_names(folder, stem, suffix) if _claim(name))
    try:
        write_bytes_atomic(path, data)
    except BaseException:
        path.unlink(missing_ok=True)
        raise
    return path
