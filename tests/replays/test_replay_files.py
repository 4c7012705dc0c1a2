"""Replay files as the player keeps them: each records the table that was played, none is
ever deleted, and ``candy-arcade replay`` answers any file with one line or a crash
report, never a traceback."""

from __future__ import annotations

import gzip
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from candy_arcade.cli import main
from candy_arcade.levels.loader import LEVELS_DIR, load_level
from candy_arcade.replays import candy_replay, pinata_replay, recording
from candy_arcade.replays.intent_codec import decode_intent
from candy_arcade.replays.recording import CandyRecording, load_recording
from candy_arcade.sim.candy.session import CandySession
from candy_arcade.sim.pinata.from_level import new_pinata_session

SAVED = Path(__file__).parent / "data" / "candy-before-grab-held.replay"
"""A short three-player I Want Candy! round that plays back to its recorded end."""


def saved_data() -> dict[str, object]:
    data = json.loads(gzip.decompress(SAVED.read_bytes()))
    assert isinstance(data, dict)
    return data


def write_replay(path: Path, data: dict[str, object]) -> Path:
    path.write_bytes(gzip.compress(json.dumps(data).encode()))
    return path


def copied_level(tmp_path: Path, name: str) -> tuple[Path, str]:
    path = tmp_path / name
    text = (LEVELS_DIR / name).read_text(encoding="utf-8")
    path.write_text(text, encoding="utf-8")
    return path, text


def test_a_round_records_the_level_text_it_was_played_on_even_once_the_file_is_gone(
    tmp_path: Path,
) -> None:
    path, text = copied_level(tmp_path, "default.toml")
    session = CandySession(load_level(path), 2, 5, 30)
    path.unlink()
    assert candy_replay.recording_for(session, ["A", "B"]).level_text == text


def test_a_pinata_game_records_the_level_text_it_was_played_on_not_the_edited_file(
    tmp_path: Path,
) -> None:
    path, text = copied_level(tmp_path, "07-pinata-patio.toml")
    level = load_level(path)
    path.write_text(text.replace("Patio Piñata", "Edited"), encoding="utf-8")
    session = new_pinata_session(level, 2, 5, False)
    assert pinata_replay.recording_for(session, level, ["A", "B"]).level_text == text


def test_no_replay_is_ever_deleted(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(recording, "replay_folder", lambda: tmp_path)
    saved = load_recording(SAVED)
    for number in range(35):
        recording.store_recording(saved, f"20250101-{number:06d}")
    recording.store_recording(saved, "20250101-000000")
    names = sorted(path.name for path in tmp_path.iterdir())
    assert len(names) == 36
    assert "candy-20250101-000000.replay" in names
    assert "candy-20250101-000000-2.replay" in names


@pytest.mark.parametrize(
    "tick",
    [
        [{"grab": "yes"}, {}, {}],
        [{"target": [float("nan"), 1.0]}, {}, {}],
        [{"target": "left"}, {}, {}],
        [{"rps": "lizard"}, {}, {}],
        [{"accept": 1.5}, {}, {}],
    ],
)
def test_an_intent_value_of_the_wrong_kind_is_a_damaged_replay(
    tick: list[dict[str, object]], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write_replay(tmp_path / "junk.replay", {**saved_data(), "ticks": [tick]})
    assert main(["replay", str(path), "--headless"]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"candy-arcade: error: {path}: damaged replay (") and err.count("\n") == 1


def test_every_kind_of_intent_the_game_writes_still_decodes() -> None:
    intent = decode_intent(
        {"target": [1, 2.5], "grab": True, "rps": "rock", "accept": 3, "grab_held": None,
         "offer": {"card": 4, "to": 1, "open": False}}
    )
    assert intent.target is not None and intent.target.x == 1.0 and intent.accept == 3


def test_json_nested_a_hundred_thousand_deep_is_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "deep.replay"
    path.write_bytes(gzip.compress(b"[" * 100_000))
    assert main(["replay", str(path), "--headless"]) == 2
    assert capsys.readouterr().err == (
        f"candy-arcade: error: {path}: not a Candy Arcade replay (unreadable data)\n"
    )


def test_a_pipe_is_refused_without_waiting_for_it(tmp_path: Path) -> None:
    pipe = tmp_path / "pipe.replay"
    os.mkfifo(pipe)
    result = subprocess.run(
        [sys.executable, "-m", "candy_arcade", "replay", str(pipe), "--headless"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 2
    assert result.stderr == (
        f"candy-arcade: error: {pipe}: not a regular file (a pipe or a device)\n"
    )


@pytest.mark.parametrize("headless", [True, False])
def test_a_replay_that_cannot_be_set_up_names_its_file(
    headless: bool, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write_replay(tmp_path / "broken.replay", {**saved_data(), "level": 'name = "x"'})
    assert main(["replay", str(path), *(["--headless"] if headless else [])]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"candy-arcade: error: {path}: the replay's level is broken: ")
    assert err.count("\n") == 1


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        (
            ["--headless", "--screenshot", "shot.png"],
            "--screenshot needs the window: a --headless replay draws nothing "
            "(leave out --headless or --screenshot)",
        ),
        (["--screenshot", "levels"], "--screenshot: levels is a folder; name a .png file in it"),
        (
            ["--screenshot", "/proc/shot.png"],
            "--screenshot: cannot write a file in /proc (No such file or directory)",
        ),
    ],
)
def test_a_screenshot_path_is_checked_before_anything_runs(
    extra: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["replay", str(SAVED), *extra]) == 2
    assert capsys.readouterr().err == f"candy-arcade: error: {message}\n"


def test_a_crash_while_watching_writes_a_crash_report_not_a_traceback(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from candy_arcade.views import replay_start

    def broken_window(recording: CandyRecording, screenshot: Path | None = None) -> int:
        raise RuntimeError("the window broke")

    monkeypatch.setattr(replay_start, "watch_replay", broken_window)
    assert main(["replay", str(SAVED)]) == 1
    err = capsys.readouterr().err
    found = re.fullmatch(r"candy-arcade: something went wrong .* a crash report is in (\S+)\n", err)
    assert found is not None, err
    assert "RuntimeError: the window broke" in Path(found.group(1)).read_text()
