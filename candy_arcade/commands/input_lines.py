"""The lines a command reads from a pipe, a terminal or a ``--json FILE``, bounded.

``score -``, ``canasta-score --json`` and the score pad read what a person or another
program sends: it may be closed, endless (``/dev/zero``), or not UTF-8 at all. Lines
come through :func:`~candy_arcade.core.bounded_read.bounded_lines`, so an over-long or
endless input stops with one line; bytes that are not UTF-8 are kept (as surrogate
escapes) so that the batch modes can answer that one line with an error and go on.
"""

from __future__ import annotations

import contextlib
import io
from collections.abc import Iterator
from pathlib import Path
from typing import TextIO

from candy_arcade.commands.errors import UsageError
from candy_arcade.core.bounded_read import MIB, ReadRefused, bounded_lines, read_regular_bytes

LINE_LIMIT = 1 * MIB
"""Characters in one line: a stash or a Canasta side is a few hundred at most."""

TOTAL_LIMIT = 256 * MIB
"""Characters in a whole input: millions of stashes, yet an endless pipe stops."""

FILE_LIMIT = 64 * MIB
"""Bytes in a ``--json FILE``: far above any hand of Canasta written down."""

NOT_UTF8 = "the line is not UTF-8 text"


def stream_lines(stream: TextIO | None) -> Iterator[str]:
    """The lines of ``stream`` (standard input), with their line ends.

    Raises:
        UsageError: the input is closed, or a line or the whole is too long.
    """
    if stream is None:
        raise UsageError("standard input is closed; pipe lines in or type them")
    buffer = getattr(stream, "buffer", None)
    if buffer is None:
        yield from _refused_as_usage(bounded_lines(stream, LINE_LIMIT, TOTAL_LIMIT))
        return
    # Decode ourselves: one bad byte then spoils only its own line.
    wrapper = io.TextIOWrapper(buffer, encoding="utf-8", errors="surrogateescape")
    try:
        yield from _refused_as_usage(bounded_lines(wrapper, LINE_LIMIT, TOTAL_LIMIT))
    finally:
        # Hand the buffer back: dropping the wrapper would close standard input.
        with contextlib.suppress(ValueError):
            wrapper.detach()


def file_lines(path: Path) -> Iterator[str]:
    """The lines of the regular file ``path``, read up to :data:`FILE_LIMIT` bytes.

    Raises:
        UsageError: no such file, not a regular file, too large, or unreadable.
    """
    try:
        data = read_regular_bytes(path, FILE_LIMIT)
    except FileNotFoundError:
        raise UsageError(f"cannot read {path}: no such file") from None
    except ReadRefused as refused:
        raise UsageError(str(refused)) from None
    text = io.TextIOWrapper(io.BytesIO(data), encoding="utf-8", errors="surrogateescape")
    yield from _refused_as_usage(bounded_lines(text, LINE_LIMIT, TOTAL_LIMIT))


def is_text(line: str) -> bool:
    """False when the line held bytes that are not UTF-8 (kept as surrogate escapes)."""
    try:
        line.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _refused_as_usage(lines: Iterator[str]) -> Iterator[str]:
    try:
        yield from lines
    except ReadRefused as refused:
        raise UsageError(str(refused)) from None
