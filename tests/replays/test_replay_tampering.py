"""Issue 14 point 12 (and 5 for replays): a damaged or edited replay is refused in one
line, never played back as "same final state"; two processes storing replays in the
same second each keep their own file."""

from __future__ import annotations

import gzip
import json
import multiprocessing
from pathlib import Path
from typing import Any

import pytest

from candy_arcade.cli import main
from candy_arcade.levels.loader import LEVELS_DIR
from candy_arcade.replays import recording
from candy_arcade.replays.recording import load_recording, save_recording
from tests.replays.test_pinata_replay import record_bot_game
from tests.replays.test_replay_files import SAVED, saved_data, write_replay

PATIO = LEVELS_DIR / "07-pinata-patio.toml"


@pytest.fixture(scope="module")
def pinata_data() -> dict[str, Any]:
    """A short Piñata game on the patio, as the file holds it."""
    played, _ = record_bot_game(17, ("hard", "hard", "hard"))
    data = played.to_json()
    assert data["level"] == PATIO.read_text(encoding="utf-8")
    return data


def _refused(path: Path, capsys: pytest.CaptureFixture[str]) -> str:
    assert main(["replay", str(path), "--headless"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err, err
    assert "same final state" not in err
    return err


def test_a_bit_flipped_gzip_replay_is_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    raw = bytearray(SAVED.read_bytes())
    raw[10] ^= 0x01  # the first deflate block's type: zlib.error, not a CRC mismatch
    path = tmp_path / "flipped.replay"
    path.write_bytes(bytes(raw))
    assert "not a Candy Arcade replay (unreadable data)" in _refused(path, capsys)


def test_a_gzip_bomb_stops_at_the_size_limit(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(recording, "DATA_LIMIT", 1 << 20)
    path = tmp_path / "bomb.replay"
    path.write_bytes(gzip.compress(b" " * (4 << 20)))
    assert "more than 1 MB once uncompressed" in _refused(path, capsys)


def test_a_pinata_replay_with_another_levels_text_is_refused(
    pinata_data: dict[str, Any], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    other = (LEVELS_DIR / "08-pinata-fiesta.toml").read_text(encoding="utf-8")
    path = write_replay(tmp_path / "swapped.replay", {**pinata_data, "level": other})
    assert "not the table it was played on" in _refused(path, capsys)


def test_a_pinata_replay_with_an_obstacle_added_is_refused(
    pinata_data: dict[str, Any], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text = pinata_data["level"]
    obstacle = "[[obstacles]]\nx = 480\ny = 280\nwidth = 20\nheight = 20\n"
    level = text.replace("[[seats]]", obstacle + "[[seats]]", 1)
    path = write_replay(tmp_path / "obstacle.replay", {**pinata_data, "level": level})
    assert "not the table it was played on" in _refused(path, capsys)


def test_the_untouched_pinata_replay_still_plays_back(
    pinata_data: dict[str, Any], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write_replay(tmp_path / "game.replay", pinata_data)
    assert main(["replay", str(path), "--headless"]) == 0
    assert "same final state as recorded" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("change", "words"),
    [
        ({"seed": 11.5}, "seed is 11.5, not a whole number"),
        ({"seed": True}, "seed is True, not a whole number"),
        ({"seed": "7"}, "seed is '7', not a whole number"),
        ({"timer_seconds": "60"}, "timer_seconds is '60', not a whole number"),
        ({"timer_seconds": 10**9}, "timer_seconds is 1000000000, not from 1 to 3600"),
        ({"names": "Ann"}, "names is not a list of texts"),
        ({"level": 5}, "level is 5, not text"),
        ({"final_hash": None}, "final_hash is None, not text"),
        ({"variants": [1]}, "variants is not a list of texts"),
    ],
)
def test_a_candy_field_of_a_kind_the_game_never_writes_is_refused(
    change: dict[str, object], words: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write_replay(tmp_path / "edited.replay", {**saved_data(), **change})
    assert words in _refused(path, capsys)


@pytest.mark.parametrize(
    ("change", "words"),
    [
        ({"seed": 17.0}, "seed is 17.0, not a whole number"),
        ({"stick_holder": "1"}, "stick_holder is '1', not a whole number"),
        ({"youngest": 0}, "youngest is 0, not true or false"),
        ({"table": 3}, "table is 3, not text"),
    ],
)
def test_a_pinata_field_of_a_kind_the_game_never_writes_is_refused(
    change: dict[str, object],
    words: str,
    pinata_data: dict[str, Any],
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    path = write_replay(tmp_path / "edited.replay", {**pinata_data, **change})
    assert words in _refused(path, capsys)


def test_a_million_extra_ticks_are_refused_before_any_is_played(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = saved_data()
    ticks = data["ticks"]
    assert isinstance(ticks, list)
    path = write_replay(tmp_path / "long.replay", {**data, "ticks": ticks + [[{}] * 3] * 10**6})
    assert "more than 432,000" in _refused(path, capsys)


def test_a_few_candy_ticks_after_the_end_are_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = saved_data()
    ticks = data["ticks"]
    assert isinstance(ticks, list)
    assert main(["replay", str(SAVED), "--headless"]) == 0
    path = write_replay(tmp_path / "longer.replay", {**data, "ticks": ticks + [[{}] * 3] * 7})
    assert "7 ticks after the game ended" in _refused(path, capsys)


def _store_many(folder: str, count: int) -> None:
    recording.replay_folder = lambda: Path(folder)
    saved = load_recording(SAVED)
    for _ in range(count):
        recording.store_recording(saved, "20260101-120000")


def test_two_processes_storing_replays_in_the_same_second_keep_every_file(
    tmp_path: Path,
) -> None:
    context = multiprocessing.get_context("spawn")
    workers = [context.Process(target=_store_many, args=(str(tmp_path), 100)) for _ in range(2)]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join(120)
        assert worker.exitcode == 0
    names = [path.name for path in tmp_path.iterdir()]
    assert len(names) == 200, "no replay replaced another"
    assert all(name.endswith(".replay") for name in names), "no temporary file left"
    stored = load_recording(tmp_path / "candy-20260101-120000-150.replay")
    assert stored.ticks == load_recording(SAVED).ticks


def test_a_saved_recording_round_trips(tmp_path: Path) -> None:
    saved = load_recording(SAVED)
    save_recording(saved, tmp_path / "again.replay")
    assert json.loads(gzip.decompress((tmp_path / "again.replay").read_bytes())) == saved.to_json()


def test_a_pinata_replay_saved_before_tables_were_recorded_still_plays(
    pinata_data: dict[str, Any], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A player's older replay is never made unwatchable: it plays back, and the check
    says its table could not be verified."""
    older = {key: value for key, value in pinata_data.items() if key != "table"}
    path = write_replay(tmp_path / "older.replay", older)
    assert main(["replay", str(path), "--headless"]) == 0
    assert "same final state as recorded (an older replay" in capsys.readouterr().out
