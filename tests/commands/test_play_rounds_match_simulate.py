"""Issue 13's "done when": a bot match played with ``play --headless --rounds`` saves
one replay a round whose seeds and scores are the ones ``simulate`` prints for the
same seed, on the same level, for both real-time modes."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from candy_arcade.cli import main
from candy_arcade.core.rng import round_seed
from candy_arcade.replays.playback import play_back
from candy_arcade.replays.recording import load_recording, replay_folder

SIMULATE_COUNT = {"candy": "--rounds", "pinata": "--games"}


def simulated(mode: str, capsys: pytest.CaptureFixture[str]) -> list[tuple[int, list[int]]]:
    argv = ["simulate", "--mode", mode, "--bots", "4", "--seed", "5", SIMULATE_COUNT[mode], "2"]
    assert main([*argv, "--json"]) == 0
    records = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    if mode == "candy":
        return [(record["seed"], list(record["scores"].values())) for record in records]
    return [
        (record["seed"], [player["score"] for player in record["players"].values()])
        for record in records
    ]


def replayed(path: Path, capsys: pytest.CaptureFixture[str]) -> tuple[int, list[int]]:
    """The seed ``replay --headless`` prints, and the scores its playback reaches."""
    assert main(["replay", str(path), "--headless"]) == 0
    printed = re.search(r": seed (\d+), \d+ ticks, same final state", capsys.readouterr().out)
    assert printed is not None
    return int(printed.group(1)), list(play_back(load_recording(path)).scores)


@pytest.mark.parametrize("mode", ["candy", "pinata"])
def test_a_played_bot_match_replays_to_the_rounds_simulate_plays(
    mode: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    argv = ["play", "--mode", mode, "--headless", "--seats", "bot,bot,bot,bot", "--seed", "5"]
    assert main([*argv, "--rounds", "2"]) == 0
    capsys.readouterr()
    replays = sorted(replay_folder().glob(f"{mode}-*.replay"), key=lambda p: p.stat().st_mtime_ns)
    assert len(replays) == 2
    played = [replayed(path, capsys) for path in replays]
    assert sorted(seed for seed, _ in played) == sorted([round_seed(5, 1), round_seed(5, 2)])
    assert sorted(played) == sorted(simulated(mode, capsys))


@pytest.mark.parametrize(
    ("argv", "says"),
    [
        (["--headless", "--seats", "human,bot", "--rounds", "1"], "bots in every seat"),
        (["--headless", "--mode", "canasta", "--rounds", "1"], "not Heckadeck Canasta"),
        (["--seats", "bot,bot", "--rounds", "1"], "--rounds needs --headless"),
        (["--headless", "--rounds", "0"], "at least 1"),
        (["--headless", "--rounds", "1", "--frames", "3"], "leave out --frames"),
    ],
)
def test_rounds_without_a_bot_match_to_play_is_one_line_and_exit_2(
    argv: list[str], says: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["play", *argv]) == 2
    error = capsys.readouterr().err.strip()
    assert says in error and len(error.splitlines()) == 1
