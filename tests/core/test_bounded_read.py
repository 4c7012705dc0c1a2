"""Reading what a player handed us never hangs on a FIFO nor fills memory."""

from __future__ import annotations

import io
import os
from pathlib import Path

import pytest

from candy_arcade.core.bounded_read import (
    ReadRefused,
    bounded_lines,
    read_regular_bytes,
    read_regular_text,
)


def test_a_regular_file_is_read_whole_and_a_byte_order_mark_dropped(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    path.write_bytes(b"\xef\xbb\xbfvolume = 0.5\n")
    assert read_regular_text(path, 1024) == "volume = 0.5\n"


def test_a_fifo_is_refused_at_once_instead_of_hanging(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    os.mkfifo(path)
    with pytest.raises(ReadRefused, match="not a regular file"):
        read_regular_bytes(path, 1024)


def test_a_folder_and_a_device_are_refused(tmp_path: Path) -> None:
    with pytest.raises(ReadRefused):
        read_regular_bytes(tmp_path, 1024)
    with pytest.raises(ReadRefused, match="not a regular file"):
        read_regular_bytes(Path("/dev/zero"), 1024)


def test_a_file_over_the_limit_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "big.json"
    path.write_bytes(b"x" * 2048)
    with pytest.raises(ReadRefused, match="larger than 1 KB"):
        read_regular_bytes(path, 1024)


def test_a_missing_file_stays_a_missing_file(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError):
        read_regular_bytes(tmp_path / "nothing.toml", 1024)


def test_bytes_that_are_not_utf8_are_refused_with_where(tmp_path: Path) -> None:
    path = tmp_path / "progress.json"
    path.write_bytes(b'{"a": "\xff"}')
    with pytest.raises(ReadRefused, match="not UTF-8"):
        read_regular_text(path, 1024)


def test_stream_lines_come_one_by_one_within_their_limits() -> None:
    assert list(bounded_lines(io.StringIO("a\nbb\n"), 10, 100)) == ["a\n", "bb\n"]
    with pytest.raises(ReadRefused, match="longer than 4 characters"):
        list(bounded_lines(io.StringIO("a\n" + "x" * 50), 4, 100))
    with pytest.raises(ReadRefused, match="input is longer"):
        list(bounded_lines(io.StringIO("abc\n" * 30), 10, 100))


def test_a_closed_stream_is_refused_not_a_traceback() -> None:
    stream = io.StringIO("a\n")
    stream.close()
    with pytest.raises(ReadRefused, match="closed"):
        list(bounded_lines(stream, 10, 100))


def test_a_stream_of_undecodable_bytes_is_refused() -> None:
    stream = io.TextIOWrapper(io.BytesIO(b"\xff\xfe\n"), encoding="utf-8")
    with pytest.raises(ReadRefused, match="not utf-8 text"):
        list(bounded_lines(stream, 10, 100))
