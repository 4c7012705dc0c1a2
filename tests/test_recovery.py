"""Start-up recovery: writes a kill cut short are put in place or cleaned up."""

from __future__ import annotations

import gzip
import json
import os
from pathlib import Path

import pytest

from candy_arcade.match_log import matches_dir
from candy_arcade.paths import config_dir
from candy_arcade.recovery import recover_leftover_writes
from candy_arcade.replays.recording import replay_folder
from candy_arcade.saves.slot import saves_dir


def _leftover(folder: Path, name: str, data: bytes) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    temp = folder / name
    temp.write_bytes(data)
    os.utime(temp, (0, 0))
    return temp


def test_every_player_folder_is_swept_at_start_up(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    replay = gzip.compress(b'{"format": "x"}')
    _leftover(replay_folder(), ".pinata-20240101-120000.replay.abcd1234.newtmp", replay)
    _leftover(replay_folder(), ".pinata-20240101-120001.replay.abcd1234.newtmp", replay[:-3])
    _leftover(matches_dir(), ".candy-20240101-120000.json.abcd1234.newtmp", b'{"totals": [2]}')
    _leftover(saves_dir(), ".canasta.json.abcd1234.tmp", b'{"game": "candy-arcade"}')
    _leftover(config_dir(), ".settings.toml.abcd1234.tmp", b"volume = 0.5\n")
    recovered = recover_leftover_writes()
    assert sorted(p.name for p in recovered) == [
        "canasta.json", "candy-20240101-120000.json", "pinata-20240101-120000.replay",
        "settings.toml",
    ]
    assert os.listdir(replay_folder()) == ["pinata-20240101-120000.replay"]
    assert gzip.decompress((replay_folder() / "pinata-20240101-120000.replay").read_bytes())
    assert json.loads((matches_dir() / "candy-20240101-120000.json").read_text()) == {
        "totals": [2]
    }
    assert recover_leftover_writes() == []


def test_no_folders_yet_is_nothing_to_do(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "none"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "none"))
    assert recover_leftover_writes() == []


def test_a_replay_cut_off_in_its_fsync_or_rename_is_put_in_place(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    whole = gzip.compress(b'{"format": "candy-arcade-replay"}')
    _leftover(replay_folder(), ".candy-20240101-120000.replay.abcd1234.tmp", whole)
    _leftover(replay_folder(), ".candy-20240101-120001.replay.abcd1234.tmp", whole[:10])
    [recovered] = recover_leftover_writes()
    assert recovered.name == "candy-20240101-120000.replay" and recovered.read_bytes() == whole
    assert os.listdir(replay_folder()) == [recovered.name]
