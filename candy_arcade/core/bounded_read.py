"""Reading a file or a stream the player handed us, without hanging or filling memory.

A FIFO named ``settings.toml`` would block a plain ``read_text`` forever and
``/dev/zero`` would fill memory; so files are opened without blocking, must be regular
files, and are read only up to a limit; streams are read line by line up to a limit.
Every failure is a :class:`ReadRefused` with a one-line reason the caller can show.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Iterator
from pathlib import Path
from typing import TextIO

__all__ = ["ReadRefused", "bounded_lines", "read_regular_bytes", "read_regular_text"]

KIB = 1024
MIB = 1024 * KIB


class ReadRefused(OSError):
    """The file or stream was not read: not a regular file, too large, or unreadable."""


def read_regular_bytes(path: Path, limit: int) -> bytes:
    """The bytes of ``path``, a regular file of at most ``limit`` bytes.

    Raises:
        FileNotFoundError: no such file (callers treat it as "not made yet").
        ReadRefused: anything else that stops the read, with a one-line reason.
    """
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    except FileNotFoundError:
        raise
    except OSError as error:
        raise ReadRefused(f"{path} cannot be read: {error.strerror or error}") from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise ReadRefused(f"{path} is not a regular file")
        if info.st_size > limit:
            raise ReadRefused(f"{path} is larger than {_size(limit)}")
        chunks: list[bytes] = []
        total = 0
        while chunk := os.read(fd, 64 * KIB):
            total += len(chunk)
            if total > limit:
                raise ReadRefused(f"{path} is larger than {_size(limit)}")
            chunks.append(chunk)
        return b"".join(chunks)
    except ReadRefused:
        raise
    except OSError as error:
        raise ReadRefused(f"{path} cannot be read: {error.strerror or error}") from None
    finally:
        os.close(fd)


def read_regular_text(path: Path, limit: int) -> str:
    """:func:`read_regular_bytes` decoded as UTF-8 (a leading byte-order mark is dropped).

    Raises:
        ReadRefused: also when the bytes are not UTF-8.
    """
    data = read_regular_bytes(path, limit)
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise ReadRefused(f"{path} is not UTF-8 text (byte {error.start})") from None


def bounded_lines(stream: TextIO, line_limit: int, total_limit: int) -> Iterator[str]:
    """The lines of ``stream`` with their line ends, each at most ``line_limit``
    characters and all together at most ``total_limit``.

    Raises:
        ReadRefused: a line or the whole input is too long, the stream is closed, or its
            bytes are not text in its encoding.
    """
    total = 0
    while True:
        try:
            line = stream.readline(line_limit + 1)
        except UnicodeDecodeError as error:
            raise ReadRefused(f"the input is not {error.encoding} text") from None
        except ValueError:
            raise ReadRefused("the input is closed") from None
        except OSError as error:
            raise ReadRefused(f"the input cannot be read: {error.strerror or error}") from None
        if not line:
            return
        if len(line) > line_limit and not line.endswith("\n"):
            raise ReadRefused(f"an input line is longer than {line_limit:,} characters")
        total += len(line)
        if total > total_limit:
            raise ReadRefused(f"the input is longer than {total_limit:,} characters")
        yield line


def _size(limit: int) -> str:
    return f"{limit // MIB} MB" if limit >= MIB else f"{limit // KIB} KB"
