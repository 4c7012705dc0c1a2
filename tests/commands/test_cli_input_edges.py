"""Issue 14 point 11 (and 8's streams): what ``score`` and ``canasta-score`` read may be
closed, endless, binary or absurd; each is one line (exit 2), or in the batch modes one
error line for that input line while the others go on. Never a traceback."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ENV = {**os.environ, "LC_ALL": "C.UTF-8", "PYTHONIOENCODING": "utf-8"}


def _cli(
    argv: list[str], stdin: bytes | None = None, *, closed: bool = False, source: str | None = None
) -> subprocess.CompletedProcess[bytes]:
    """Run the CLI in its own process; ``closed`` starts it with no standard input."""
    command = [sys.executable, "-m", "candy_arcade", *argv]
    if closed:
        command = ["sh", "-c", 'exec "$@" <&-', "sh", *command]
    stdin_file = open(source, "rb") if source is not None else None  # noqa: SIM115
    try:
        return subprocess.run(
            command,
            input=stdin,
            stdin=stdin_file,
            capture_output=True,
            timeout=60,
            env=ENV,
            check=False,
        )
    finally:
        if stdin_file is not None:
            stdin_file.close()


def _one_error_line(result: subprocess.CompletedProcess[bytes]) -> str:
    err = result.stderr.decode("utf-8", "replace")
    assert result.returncode == 2, err
    assert "Traceback" not in err
    assert err.count("\n") == 1, err
    assert err.startswith("candy-arcade: error: ")
    return err


@pytest.mark.parametrize(
    "argv", [["score", "--json", "-"], ["score", "-"], ["canasta-score", "--json", "-"],
             ["canasta-score"]],
)
def test_a_closed_standard_input_is_one_line_and_exit_2(argv: list[str]) -> None:
    assert "standard input is closed" in _one_error_line(_cli(argv, closed=True))


@pytest.mark.parametrize(
    "argv", [["score", "--json", "-"], ["score", "-"], ["canasta-score", "--json", "-"],
             ["canasta-score"]],
)
def test_dev_zero_as_standard_input_stops_with_one_line(argv: list[str]) -> None:
    assert "longer than" in _one_error_line(_cli(argv, source="/dev/zero"))


def test_dev_zero_as_a_json_file_is_refused_as_not_a_regular_file() -> None:
    assert "not a regular file" in _one_error_line(_cli(["canasta-score", "--json", "/dev/zero"]))


def test_a_fifo_as_a_json_file_is_refused_without_waiting(tmp_path: Path) -> None:
    fifo = tmp_path / "sides.jsonl"
    os.mkfifo(fifo)
    assert "not a regular file" in _one_error_line(_cli(["canasta-score", "--json", str(fifo)]))


def test_a_non_utf8_stash_line_is_an_error_line_and_the_others_are_scored() -> None:
    result = _cli(["score", "--json", "-"], b"\xff\xfe QS\nJD QS QH QC QD\n")
    assert result.returncode == 0, result.stderr
    records = [json.loads(line) for line in result.stdout.splitlines()]
    assert records[0] == {"error": "the line is not UTF-8 text"}
    assert records[1]["total"] == 120


def test_a_non_utf8_text_stash_line_is_an_error_block() -> None:
    result = _cli(["score", "-"], b"\x80\n")
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith(b"error: the line is not UTF-8 text")


@pytest.mark.parametrize("where", ["stdin", "file"])
def test_non_utf8_canasta_lines_are_error_lines_and_the_others_are_scored(
    where: str, tmp_path: Path
) -> None:
    data = b'\xff{"melds": []}\n{"melds": []}\n'
    if where == "file":
        (tmp_path / "sides.jsonl").write_bytes(data)
        result = _cli(["canasta-score", "--json", str(tmp_path / "sides.jsonl")])
    else:
        result = _cli(["canasta-score", "--json", "-"], data)
    assert result.returncode == 0, result.stderr
    records = [json.loads(line) for line in result.stdout.splitlines()]
    assert records[0] == {"error": "the line is not UTF-8 text"}
    assert records[1]["total"] == 0


@pytest.mark.parametrize(
    ("line", "error"),
    [
        ("[" * 100_000, "nested too deeply"),
        ('{"melds": [], "went_out": ' + "9" * 5000 + "}", "too many digits"),
        ("[" + "1" * 5000 + "]", "too many digits"),
    ],
)
def test_absurd_canasta_lines_are_error_lines_and_the_next_is_scored(
    line: str, error: str
) -> None:
    result = _cli(["canasta-score", "--json", "-"], (line + '\n{"melds": []}\n').encode())
    assert result.returncode == 0, result.stderr
    records = [json.loads(out) for out in result.stdout.splitlines()]
    assert error in str(records[0]["error"])
    assert records[1]["total"] == 0


@pytest.mark.parametrize("target", ["²", "9" * 5000, "0", "-5"])
def test_the_pad_asks_again_for_a_target_that_is_no_number_of_points(target: str) -> None:
    typed = f"heckadeck\n2\n{target}\n1000\n"
    result = _cli(["canasta-score"], typed.encode())
    assert result.returncode == 0, result.stderr
    out = result.stdout.decode()
    assert out.count("Please type a number of points") == 1
    assert "=== Hand 1 ===" in out


def test_the_pad_asks_again_for_a_repeat_count_written_in_other_digits() -> None:
    typed = "heckadeck\n2\n\n²*K\n"
    result = _cli(["canasta-score"], typed.encode())
    assert result.returncode == 0, result.stderr
    assert b"write repeats as 3*K" in result.stdout
