"""``play`` refuses what the game cannot start, before a window opens: one line, exit 2.

Each of these used to open the game and end in a crash report (exit 1).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from candy_arcade.cli import main

HEADLESS = ["play", "--headless", "--frames", "5"]


def bots(count: int) -> list[str]:
    return ["--seats", ",".join(["bot"] * count)]


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (
            ["--level", "levels/07-pinata-patio.toml", *bots(8)],
            "--seats has 8 seats; Piñata Blast at levels/07-pinata-patio.toml takes 2 to 4 "
            "players",
        ),
        (
            ["--mode", "pinata", *bots(1)],
            '--seats has 1 seat; Piñata Blast at its usual table, "Patio Piñata", takes 2 to 4 '
            "players",
        ),
        (
            ["--level", "levels/01-first-grab.toml", *bots(5)],
            "--seats has 5 seats; I Want Candy! at levels/01-first-grab.toml takes 1 to 2 "
            "players",
        ),
        (
            ["--mode", "canasta", *bots(1)],
            "--seats has 1 seat; Heckadeck Canasta takes 2 to 4 players",
        ),
        (
            ["--mode", "canasta", *bots(8)],
            "--seats has 8 seats; Heckadeck Canasta takes 2 to 4 players",
        ),
        (
            ["--screenshot", "/proc/x.png"],
            "--screenshot: cannot write a file in /proc (No such file or directory)",
        ),
        (["--screenshot", "levels"], "--screenshot: levels is a folder; name a .png file in it"),
        (["--level", "levels"], "--level: levels is a folder; name a level file in it"),
    ],
)
def test_what_the_game_cannot_start_is_one_line_and_exit_2(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    code = main([*HEADLESS, *argv])
    assert code == 2
    assert capsys.readouterr().err == f"candy-arcade: error: {message}\n"


def test_the_seat_count_is_checked_for_the_window_too(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "--mode", "canasta", *bots(5)]) == 2
    assert "Canasta takes 2 to 4 players" in capsys.readouterr().err


def test_headless_without_seats_fills_a_small_table_with_as_many_bots_as_it_seats(
    tmp_path: Path,
) -> None:
    # The headless default is four bots; First Grab seats two.
    shot = tmp_path / "shot.png"
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "candy_arcade",
            *HEADLESS,
            "--level",
            "levels/01-first-grab.toml",
            "--screenshot",
            str(shot),
        ],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    assert shot.stat().st_size > 0
