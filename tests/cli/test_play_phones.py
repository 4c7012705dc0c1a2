"""``play --phones``: the join URL is the first line printed, also headless, and what
phones cannot do is refused in one line before anything listens."""

from __future__ import annotations

import re
import socket
import subprocess
import sys

import pytest

from candy_arcade.cli import main


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--mode", "candy", "--port", "9000"], "--port is the phones' port: use it with --phones"),
        (
            ["--mode", "candy", "--seats", "phone,bot"],
            "--seats has phone seats: switch phones on with --phones",
        ),
        (
            ["--phones", "--seats", "phone,bot"],
            "--phones needs --mode candy or --mode pinata or --mode canasta (in the menus, P "
            "in a lobby switches phones on)",
        ),
        (
            ["--phones", "--mode", "candy", "--port", "70000"],
            "--port must be 1 to 65535, got 70000",
        ),
    ],
)
def test_what_phones_cannot_do_is_one_line_and_exit_2(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["play", "--headless", "--frames", "2", *argv]) == 2
    captured = capsys.readouterr()
    assert captured.err == f"candy-arcade: error: {message}\n"
    assert captured.out == ""


def test_a_port_already_taken_is_refused_in_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    with socket.socket() as taken:
        taken.bind(("0.0.0.0", 0))
        taken.listen()
        port = taken.getsockname()[1]
        argv = ["play", "--headless", "--frames", "2", "--phones", "--port", str(port)]
        assert main([*argv, "--mode", "candy", "--seats", "phone,bot"]) == 2
    error = capsys.readouterr().err
    assert error.startswith(f"candy-arcade: error: --port {port}: phones cannot be served there")


def test_play_phones_headless_prints_the_join_url_with_its_token_first() -> None:
    port = _free_port()
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "candy_arcade",
            "play",
            "--headless",
            "--frames",
            "3",
            "--phones",
            "--port",
            str(port),
            "--mode",
            "candy",
            "--seats",
            "phone,bot",
        ],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    first, second = result.stdout.splitlines()[:2]
    assert re.fullmatch(rf"http://[0-9.]+:{port}/[A-Za-z0-9_-]{{32}}/", first), first
    assert re.fullmatch(
        rf"Room code [B-Z]{{4}} at http://[0-9.]+:{port}; Listening on every network address, "
        rf"port {port}",
        second,
    ), second
