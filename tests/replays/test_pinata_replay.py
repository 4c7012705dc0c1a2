"""Piñata Blast replays: a whole game recorded from its intents plays back to the same state,
headless and through ``candy-arcade replay``; a tampered file is one line and exit 2."""

from __future__ import annotations

import dataclasses
import gzip
import json
import subprocess
import sys
from pathlib import Path

import pytest

from candy_arcade.bots.pinata.profiles import profile
from candy_arcade.bots.pinata.realtime import RealtimePinataBot
from candy_arcade.levels.loader import LEVELS_DIR, load_level
from candy_arcade.replays.pinata_replay import play_back, recording_for
from candy_arcade.replays.recording import (
    PinataRecording,
    ReplayError,
    load_recording,
    save_recording,
)
from candy_arcade.rules.pinata.scoring import scores
from candy_arcade.rules.pinata.state import Phase
from candy_arcade.sim.intents import IDLE
from candy_arcade.sim.pinata.from_level import new_pinata_session
from candy_arcade.sim.pinata.session import PinataSession

PATIO = LEVELS_DIR / "07-pinata-patio.toml"
TICK_LIMIT = 30_000


def record_bot_game(
    seed: int, levels: tuple[str, ...], youngest: bool = False, level_path: Path = PATIO
) -> tuple[PinataRecording, PinataSession]:
    """Play a bot game as the game view does: one session, every tick's intents recorded."""
    level = load_level(level_path)
    session = new_pinata_session(level, len(levels), seed, youngest)
    bots = [
        RealtimePinataBot(seat, profile(level), session.rng.fork(f"bot:{seat}"))
        for seat, level in enumerate(levels)
    ]
    names = [f"Bot {seat + 1}" for seat in range(len(levels))]
    recording = recording_for(session, level, names)
    while not session.over:
        assert session.tick < TICK_LIMIT
        intents = [bot.intent(session) for bot in bots]
        recording.record(intents)
        session.step(intents)
    recording.final_hash = session.state_hash()
    return recording, session


@pytest.fixture(scope="module")
def recorded(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, PinataSession]:
    recording, session = record_bot_game(17, ("easy", "normal", "hard"))
    path = tmp_path_factory.mktemp("pinata") / "pinata-game.replay"
    save_recording(recording, path)
    return path, session


def replay_cli(path: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "candy_arcade", "replay", str(path), "--headless"],
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_a_whole_game_is_one_recording_with_the_level_text_seed_names_and_options(
    recorded: tuple[Path, PinataSession],
) -> None:
    path, session = recorded
    data = json.loads(gzip.decompress(path.read_bytes()))
    assert data["mode"] == "pinata" and data["seed"] == 17
    assert data["level"] == PATIO.read_text(encoding="utf-8")
    assert data["names"] == ["Bot 1", "Bot 2", "Bot 3"]
    assert data["youngest"] is False
    assert data["stick_holder"] == PinataSession(3, 17).state.stick_holder
    assert session.state.round_number > 1
    assert len(data["ticks"]) == session.tick


def test_the_replayed_game_ends_in_the_same_state_hash(
    recorded: tuple[Path, PinataSession],
) -> None:
    path, session = recorded
    recording = load_recording(path)
    assert isinstance(recording, PinataRecording)
    result = play_back(recording)
    assert result.matches and result.session.over
    assert result.session.state_hash() == session.state_hash() == recording.final_hash
    assert scores(result.session.state) == scores(session.state)


def test_the_youngest_option_is_recorded_and_played_back() -> None:
    recording, session = record_bot_game(4, ("normal", "normal"), youngest=True)
    assert recording.youngest and len(session.state.dice) == 6
    result = play_back(recording)
    assert result.matches and result.session.state.settings.youngest
    assert result.session.state_hash() == session.state_hash()
    assert "cards" in result.outcome and "points" not in result.outcome


def test_replay_command_plays_a_pinata_game_headless_and_names_the_winner(
    recorded: tuple[Path, PinataSession],
) -> None:
    path, session = recorded
    result = replay_cli(path)
    assert result.returncode == 0, result.stderr
    line = result.stdout.strip()
    assert "same final state as recorded" in line and f"{session.tick} ticks" in line
    final = scores(session.state)
    assert f"Bot 1 {final[0]} points" in line and line.endswith(" won")


def first_throw_press(recording: PinataRecording) -> int:
    """The tick on which the first stick holder pressed grab to start the throw."""
    holder = recording.stick_holder
    return next(tick for tick, intents in enumerate(recording.ticks) if intents[holder].grab)


@pytest.mark.parametrize("tamper", ["one press removed", "ticks cut", "hash edited"])
def test_a_tampered_recording_is_a_mismatch_in_one_line_with_exit_status_2(
    tamper: str, recorded: tuple[Path, PinataSession], tmp_path: Path
) -> None:
    path, _ = recorded
    recording = load_recording(path)
    assert isinstance(recording, PinataRecording)
    if tamper == "one press removed":
        tick = first_throw_press(recording)
        recording.ticks[tick][recording.stick_holder] = IDLE
    elif tamper == "ticks cut":
        recording.ticks = recording.ticks[: len(recording.ticks) // 2]
    else:
        recording.final_hash = "0" * 64
    changed = tmp_path / "changed.replay"
    save_recording(recording, changed)
    assert not play_back(load_recording(changed)).matches  # type: ignore[arg-type]
    result = replay_cli(changed)
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr.count("\n") == 1 and "Traceback" not in result.stderr
    assert "does not reach the recorded final state" in result.stderr


def test_a_recording_whose_deal_gives_the_stick_to_someone_else_is_refused(
    recorded: tuple[Path, PinataSession], tmp_path: Path
) -> None:
    path, _ = recorded
    recording = load_recording(path)
    assert isinstance(recording, PinataRecording)
    other = dataclasses.replace(recording, stick_holder=(recording.stick_holder + 1) % 3)
    changed = tmp_path / "other-holder.replay"
    save_recording(other, changed)
    with pytest.raises(ReplayError, match="another first stick holder"):
        play_back(load_recording(changed))  # type: ignore[arg-type]
    result = replay_cli(changed)
    assert result.returncode == 2 and result.stderr.count("\n") == 1
    assert "another first stick holder" in result.stderr


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"names": ["Solo"], "ticks": []}, "cannot be set up"),
        ({"youngest": "no"}, "damaged replay"),
        ({"stick_holder": None}, "damaged replay"),
        ({"ticks": [[{"grab_held": 1}, {}, {}]]}, "damaged replay"),
    ],
)
def test_a_damaged_pinata_file_is_one_clear_line(
    change: dict[str, object], message: str, recorded: tuple[Path, PinataSession], tmp_path: Path
) -> None:
    path, _ = recorded
    data = {**json.loads(gzip.decompress(path.read_bytes())), **change}
    damaged = tmp_path / "damaged.replay"
    damaged.write_bytes(gzip.compress(json.dumps(data).encode()))
    with pytest.raises(ReplayError, match=message):
        play_back(load_recording(damaged))  # type: ignore[arg-type]
    result = replay_cli(damaged)
    assert result.returncode == 2 and result.stderr.count("\n") == 1
    assert message in result.stderr and "Traceback" not in result.stderr


def test_ticks_added_after_the_end_of_the_game_are_refused(
    recorded: tuple[Path, PinataSession],
) -> None:
    """Issue 14 point 12: the game stops recording at the end, so ticks after it were
    added to the file (the playback used to ignore them and report the same state)."""
    path, _ = recorded
    recording = load_recording(path)
    assert isinstance(recording, PinataRecording)
    assert play_back(recording).session.phase is Phase.GAME_OVER
    recording.ticks += [[IDLE] * 3] * 50
    with pytest.raises(ReplayError, match="50 ticks after the game ended"):
        play_back(recording)


def test_a_game_on_a_table_with_obstacles_replays_to_the_same_state(tmp_path: Path) -> None:
    garden = LEVELS_DIR / "11-pinata-garden.toml"
    recording, session = record_bot_game(5, ("hard", "normal", "easy", "hard"), level_path=garden)
    assert session.table.obstacles, "the garden's fountain and planters are on the table"
    path = tmp_path / "garden.replay"
    save_recording(recording, path)
    loaded = load_recording(path)
    assert isinstance(loaded, PinataRecording)
    replayed = play_back(loaded)
    assert replayed.matches
    assert replayed.session.state_hash() == session.state_hash() == recording.final_hash
    assert replayed.session.table == session.table
