"""Issue 14 point 10: sizes and counts are limited before the expensive checks, and the
problems listed are bounded (a 10,000-seat level took 562 s and 5.5 GB in check-level,
with 12.8 million "overlaps" lines; a dotted key of 50,000 parts, > 30 s in TOML)."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from candy_arcade.cli import main
from candy_arcade.levels.loader import LevelError, load_level
from candy_arcade.levels.validate import (
    LEVEL_FILE_LIMIT,
    MAX_OBSTACLES,
    SHOWN_PROBLEMS,
    LevelInvalid,
    parse_level,
)
from tests.levels.test_check_level import GOOD

PINATA = (Path(__file__).parents[2] / "levels" / "07-pinata-patio.toml").read_text("utf-8")


def _seats(count: int) -> str:
    return "".join(f"[[seats]]\nx = {10 + index % 50}\ny = 10\n" for index in range(count))


def _timed_problems(raw: bytes) -> tuple[list[str], float]:
    start = time.perf_counter()
    with pytest.raises(LevelInvalid) as caught:
        parse_level(raw, "t.toml")
    return str(caught.value).splitlines(), time.perf_counter() - start


def test_a_level_file_over_the_size_limit_is_one_problem_before_any_parsing() -> None:
    raw = (GOOD + _seats(100_000)).encode()
    assert len(raw) > 2_000_000
    lines, seconds = _timed_problems(raw)
    assert lines == ["t.toml:1: the file is larger than 16 KB"]
    assert seconds < 1


def test_play_with_a_huge_level_file_is_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    level = tmp_path / "huge.toml"
    level.write_text(GOOD + _seats(100_000), encoding="utf-8")
    with pytest.raises(LevelError, match="larger than 16 KB"):
        load_level(level)
    assert main(["play", "--headless", "--frames", "1", "--level", str(level)]) == 2
    assert capsys.readouterr().err.count("\n") == 1


def test_a_dotted_key_of_many_parts_is_refused_within_seconds() -> None:
    key = ".".join(["a"] * 50_000)
    lines, seconds = _timed_problems(f"{GOOD}\n{key} = 1\n".encode())
    assert lines == ["t.toml:1: the file is larger than 16 KB"]
    assert seconds < 1
    most = ".".join(["a"] * ((LEVEL_FILE_LIMIT - len(GOOD) - 10) // 2))
    _, seconds = _timed_problems(f"{GOOD}\n{most} = 1\n".encode())
    assert seconds < 10


def test_too_many_seats_is_one_problem_not_one_per_pair() -> None:
    count = (LEVEL_FILE_LIMIT - len(GOOD)) // len(_seats(1)) - 1
    raw = GOOD.replace("[[seats]]\nx = 300\ny = 30\n[[seats]]\nx = 980\ny = 690\n", _seats(count))
    lines, seconds = _timed_problems(raw.encode())
    assert lines == [f"t.toml:14: {count} seats; an I Want Candy! level has 1 to 8"]
    assert seconds < 2


def test_too_many_obstacles_is_one_problem() -> None:
    obstacle = "[[obstacles]]\nx = 480\ny = 280\nwidth = 2\nheight = 2\n"
    lines, _ = _timed_problems((PINATA + obstacle * (MAX_OBSTACLES + 1)).encode())
    assert f"{MAX_OBSTACLES + 1} obstacles; a level has at most {MAX_OBSTACLES}" in lines[0]
    assert len(lines) == 1


def test_problems_beyond_the_first_fifty_are_counted_not_listed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    unknown = "".join(f"k{index} = 1\n" for index in range(SHOWN_PROBLEMS + 75))
    level = tmp_path / "many.toml"
    level.write_text(unknown + GOOD, encoding="utf-8")
    assert main(["check-level", str(level)]) == 2
    err = capsys.readouterr().err.splitlines()
    assert len(err) == SHOWN_PROBLEMS + 1
    assert err[-1] == f"{level}: ... and 75 more"
    with pytest.raises(LevelError) as caught:
        load_level(level)
    assert caught.value.first_line.endswith(
        f"(and {SHOWN_PROBLEMS + 74:,} more: run candy-arcade check-level)"
    )
