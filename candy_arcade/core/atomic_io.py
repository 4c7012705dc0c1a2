"""Atomic file writes: the player's files are never left half-written, nor written over.

A file is written to a hidden temporary in the same folder, flushed to disk, and only
then given its name, so a kill at any moment leaves the old file or the new one,
never a part of either:

- :func:`write_bytes_atomic` renames the temporary over the file (settings, progress,
  a save, a match being updated). A symlink is written through to its target.
- :func:`write_bytes_new` hard-links the finished temporary to the first free name of
  ``NAME``, ``NAME-2``, ``NAME-3``... (a new match, a replay, a crash report): a link
  never replaces a name that exists, so two writers in the same instant each get their
  own file, and no name is ever claimed by an empty file.
- :func:`set_aside` moves a file the game cannot use to the first free ``NAME.bad``...
  the same way, never over an earlier copy.

Each temporary is locked (``flock``) while its writer lives. A kill leaves the
temporary behind; :func:`recover_temporaries`, run at start-up, puts a complete one in
place and removes the rest, and never touches one a live writer still holds.
"""

from __future__ import annotations

import contextlib
import errno
import fcntl
import itertools
import os
import re
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path

from candy_arcade.core.bounded_read import ReadRefused, read_regular_bytes

REPLACING = ".tmp"
"""The ending of a temporary that will be renamed over its file."""
NEW = ".newtmp"
"""The ending of a temporary that will be linked to a new, free name."""
_TEMPORARY = re.compile(r"\.(?P<name>.+)\.[A-Za-z0-9_]{8}(?P<kind>\.tmp|\.newtmp)")
FRESH_SECONDS = 10.0
"""An empty temporary this young may be one a writer has just created and not yet
locked: start-up recovery leaves it alone."""


def write_text_atomic(path: Path, text: str) -> None:
    write_bytes_atomic(path, text.encode("utf-8"))


def write_bytes_atomic(path: Path, data: bytes) -> None:
    """Replace ``path`` (or, for a symlink, the file it points to) with ``data``."""
    target = write_target(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, temp = _finished_temporary(target.parent, target.name, REPLACING, data)
    try:
        os.replace(temp, target)
    except BaseException:
        temp.unlink(missing_ok=True)
        raise
    finally:
        os.close(fd)
    _sync_folder(target.parent)


def write_target(path: Path) -> Path:
    """The file a write to ``path`` must change: a symlink's final target (a dotfiles
    setup links the settings file into a repository; replacing the link would cut it)."""
    return Path(os.path.realpath(path)) if path.is_symlink() else path


def write_text_new(folder: Path, stem: str, suffix: str, text: str) -> Path:
    """:func:`write_bytes_new` for text (UTF-8)."""
    return write_bytes_new(folder, stem, suffix, text.encode("utf-8"))


def write_bytes_new(folder: Path, stem: str, suffix: str, data: bytes) -> Path:
    """Write ``data`` to a new file, the first free of ``stem[-N]suffix``; return its path.

    The data is complete on disk before the file has a name, and the name is taken
    with a hard link, which fails rather than replace a file: however many writers
    (threads or processes) store files in the same second, each keeps its own.
    """
    folder.mkdir(parents=True, exist_ok=True)
    fd, temp = _finished_temporary(folder, f"{stem}{suffix}", NEW, data)
    try:
        path = _link_to_free_name(temp, numbered_names(folder, stem, suffix))
    finally:
        temp.unlink(missing_ok=True)
        os.close(fd)
    _sync_folder(folder)
    return path


def numbered_names(folder: Path, stem: str, suffix: str = "") -> Iterator[Path]:
    """``stem + suffix``, then ``stem-2 + suffix``, ``stem-3 + suffix``... in ``folder``."""
    yield folder / f"{stem}{suffix}"
    for number in itertools.count(2):
        yield folder / f"{stem}-{number}{suffix}"


def set_aside(path: Path) -> Path:
    """Move a file the game cannot use to the first free ``NAME.bad``, ``NAME.bad-2``...

    An earlier copy is never replaced: each holds something the player made. Raises
    OSError when the file cannot be moved (the caller says so to the player).
    """
    return move_to_new_name(path, f"{path.name}.bad")


def move_to_new_name(path: Path, stem: str, suffix: str = "") -> Path:
    """Move ``path`` to the first free ``stem[-N]suffix`` beside it; return the new path.

    The name is taken with a hard link, which never replaces a file, so two files set
    aside in the same second each keep their own name. Raises OSError when the file
    cannot be moved.
    """
    try:
        moved = _link_to_free_name(path, numbered_names(path.parent, stem, suffix))
    except PermissionError:
        # Linux refuses to hard-link another user's file the player may not read
        # (fs.protected_hardlinks): such a file can only be renamed, to a name checked
        # free just before.
        names = numbered_names(path.parent, stem, suffix)
        moved = next(name for name in names if not _taken(name))
        path.rename(moved)
        return moved
    path.unlink()
    return moved


def set_aside_telling(path: Path) -> str:
    """:func:`set_aside` in words for the player: the copy's name, or why there is none."""
    try:
        return f"kept as {set_aside(path).name}"
    except OSError as error:
        return f"left as it was (it could not be moved: {error.strerror or error})"


def keep_unreadable_aside(path: Path, limit: int) -> Path | None:
    """Before ``path`` is written over: set it aside if the game cannot read it (another
    user's file, not a regular file, larger than ``limit``), since what it holds was
    never loaded and a write would lose it. Returns the copy's path, or None when the
    file reads (or is not there). Raises OSError, naming the file and the reason, when
    it cannot be read nor moved: the caller then must not write."""
    target = write_target(path)
    try:
        read_regular_bytes(target, limit)
    except FileNotFoundError:
        return None
    except ReadRefused as refused:
        try:
            return set_aside(target)
        except OSError as error:
            raise OSError(
                errno.EACCES,
                f"{refused}, and it could not be moved aside ({error.strerror or error}), "
                "so it was not written over",
            ) from None
    return None


def recover_temporaries(folder: Path, complete: Callable[[bytes], bool]) -> list[Path]:
    """Finish or remove the temporaries a killed writer left in ``folder``; return the
    files that were put in place.

    ``complete`` says whether a temporary's bytes are a whole file of the folder's
    kind. A complete temporary takes its file's name if that file is missing or empty
    (an older game claimed names with empty files), or the first free name for a new
    file; any other leftover (incomplete, or an update the file already has an older
    committed version of) is removed. A temporary still locked by its writer is left.
    """
    recovered: list[Path] = []
    try:
        entries = sorted(folder.iterdir())
    except OSError:
        return recovered
    for temp in entries:
        found = _TEMPORARY.fullmatch(temp.name)
        if found is None:
            continue
        with contextlib.suppress(OSError):
            placed = _recover_one(temp, found["name"], found["kind"] == NEW, complete)
            if placed is not None:
                recovered.append(placed)
    return recovered


def _recover_one(
    temp: Path, name: str, new: bool, complete: Callable[[bytes], bool]
) -> Path | None:
    fd = os.open(temp, os.O_RDONLY | os.O_NONBLOCK | os.O_NOFOLLOW | os.O_CLOEXEC)
    try:
        info = os.fstat(fd)
        if not _is_abandoned(fd, temp, info):
            return None
        if info.st_nlink > 1:
            # Killed after the link: the file already has its name.
            temp.unlink()
            return None
        data = read_regular_bytes(temp, max(info.st_size, 0))
        target = temp.parent / name
        placed: Path | None = None
        if complete(data):
            if new:
                stem, suffix = _split_name(name)
                placed = _link_to_free_name(temp, numbered_names(temp.parent, stem, suffix))
            elif not _taken(target) or (target.is_file() and target.stat().st_size == 0):
                os.replace(temp, target)
                return target
        temp.unlink()
        return placed
    finally:
        os.close(fd)


def _is_abandoned(fd: int, temp: Path, info: os.stat_result) -> bool:
    """No live writer holds the temporary (its lock is free) and the name still is it."""
    if info.st_size == 0 and time.time() - info.st_mtime < FRESH_SECONDS:
        return False
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    return os.stat(temp, follow_symlinks=False).st_ino == info.st_ino


def _split_name(name: str) -> tuple[str, str]:
    suffix = Path(name).suffix
    return name[: len(name) - len(suffix)], suffix


def _finished_temporary(folder: Path, name: str, kind: str, data: bytes) -> tuple[int, Path]:
    """A locked hidden temporary holding ``data``, flushed to disk; the caller closes
    the descriptor (which frees the lock) once the temporary has its name."""
    fd, temp_name = tempfile.mkstemp(prefix=f".{name}.", suffix=kind, dir=folder)
    temp = Path(temp_name)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        view = memoryview(data)
        while view:
            view = view[os.write(fd, view) :]
        os.fsync(fd)
    except BaseException:
        temp.unlink(missing_ok=True)
        os.close(fd)
        raise
    return fd, temp


def _link_to_free_name(source: Path, names: Iterator[Path]) -> Path:
    for name in names:
        try:
            os.link(source, name, follow_symlinks=False)
        except FileExistsError:
            continue
        return name
    raise AssertionError("numbered_names never ends")


def _taken(path: Path) -> bool:
    return path.exists() or path.is_symlink()


def _sync_folder(folder: Path) -> None:
    """Make the new name itself durable (best effort: some file systems refuse)."""
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
