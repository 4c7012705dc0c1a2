"""``candy-arcade replay FILE`` takes a Canasta record: headless, a line for the game and
one per hand, each checked against its recorded end; a bad or unknown file is one line
and exit status 2."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from candy_arcade.cli import main
from tests.records.games import keeper, new_session, play


@pytest.fixture
def record_file(tmp_path: Path) -> Path:
    session = new_session(["human", "normal", "normal", "hard"], 3, keeper(tmp_path))
    play(session)
    assert session.recorder.path is not None
    return session.recorder.path


def test_headless_prints_a_line_per_hand_each_checked(
    record_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["replay", str(record_file), "--headless"]) == 0
    lines = capsys.readouterr().out.splitlines()
    hands = json.loads(record_file.read_text())["hands"]
    assert len(lines) == 1 + len(hands)
    assert lines[0].startswith(f"{record_file}: ")
    assert " · Heckadeck, 4 players · seed 3 · " in lines[0] and lines[0].endswith(" won")
    for number, (line, hand) in enumerate(zip(lines[1:], hands, strict=True), start=1):
        first, second = hand["totals"]
        assert line.startswith(f"Hand {number}: ")
        assert f"South & North {hand['hand_scores'][0]:+,} -> {first:,}" in line
        assert f"West & East {hand['hand_scores'][1]:+,} -> {second:,}" in line
        assert line.endswith("; same end as recorded")


def error_line(capsys: pytest.CaptureFixture[str]) -> str:
    captured = capsys.readouterr()
    assert captured.out == ""
    [line] = captured.err.splitlines()
    assert "Traceback" not in line
    return line


def test_a_record_whose_end_was_changed_is_one_line_and_status_2(
    record_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = json.loads(record_file.read_text())
    data["hands"][0]["totals"][0] += 100
    data["hands"][0]["final_hash"] = "0" * 64
    record_file.write_text(json.dumps(data))
    assert main(["replay", str(record_file), "--headless"]) == 2
    assert error_line(capsys) == (
        f"candy-arcade: error: {record_file}: hand 1 does not reach its recorded end "
        "(the file was changed, or this version of the game plays differently)"
    )


@pytest.mark.parametrize(
    ("content", "says"),
    [
        ('{"format": "candy-arcade-canasta-record", "version": 9}',
         "Canasta record version 9; this game reads 1"),
        ('{"format": "candy-arcade-canasta-record", "version": 1, "settings": 3, "seed": 1, '
         '"started": "", "seats": [], "hands": [], "current": null}',
         "damaged Canasta record (the table must be a table of values)"),
        ('{"format": "candy-arcade-canasta-record" ...', "not a Candy Arcade Canasta record "
         "(unreadable data)"),
    ],
)
def test_a_bad_canasta_file_is_one_line_naming_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: str, says: str
) -> None:
    path = tmp_path / "bad.canasta"
    path.write_text(content)
    assert main(["replay", str(path), "--headless"]) == 2
    assert error_line(capsys) == f"candy-arcade: error: {path}: {says}"


def test_an_unknown_file_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "notes.txt"
    path.write_text("shopping: candy\n")
    assert main(["replay", str(path), "--headless"]) == 2
    assert error_line(capsys) == (
        f"candy-arcade: error: {path}: not a Candy Arcade replay (unreadable data)"
    )


def test_a_game_with_no_finished_hand_says_so(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    session = new_session(["human", "normal"], 3, keeper(tmp_path, every_move=True))
    play(session, moves=5)
    assert session.recorder.path is not None
    assert main(["replay", str(session.recorder.path), "--headless"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].endswith(" · 0 hands · unfinished") and lines[1:] == ["No hand finished yet"]
    assert main(["replay", str(session.recorder.path)]) == 2
    assert error_line(capsys).endswith(": no hand of this game has finished yet")
