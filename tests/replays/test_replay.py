"""Replays: a recorded round plays back to the same state, headless or in the real view."""

from __future__ import annotations

import dataclasses
import gzip
import re
import subprocess
import sys
from pathlib import Path

import pytest

from candy_arcade.core.seats import SeatSpec
from candy_arcade.levels.loader import load_default_level
from candy_arcade.mode_options import CandyOptions
from candy_arcade.replays.candy_replay import play_back
from candy_arcade.replays.recording import ReplayError, load_recording, save_recording
from candy_arcade.setup import GameSetup, SeatAssignment
from candy_arcade.views.launch import run_frames
from tests.frames import play_frames
from tests.views.results_presses import settle


def bot_setup(variants: tuple[str, ...] = ()) -> GameSetup:
    level = dataclasses.replace(load_default_level(), timer_seconds=30)
    seats = tuple(
        SeatAssignment(SeatSpec(is_bot=True, difficulty=d), None, f"Bot {i}")
        for i, d in enumerate(("easy", "normal", "hard", "hard"), start=1)
    )
    return GameSetup("candy", level, 21, seats, CandyOptions.of(variants))


@pytest.fixture(scope="module")
def recorded_round(game_window, tmp_path_factory) -> tuple[Path, str, list[list[int]]]:  # type: ignore[no-untyped-def]
    """Play one bot round in the real view; return its replay file and final state."""
    from candy_arcade.views.candy_table import candy_table_view

    view = candy_table_view(bot_setup(("flipper",)))
    game_window.show_view(view)
    while not view.table.session.over:
        play_frames(game_window, 60)
    assert view.table.recording is not None
    view.table.recording.final_hash = view.table.session.state_hash()
    path = tmp_path_factory.mktemp("replays") / "round.replay"
    save_recording(view.table.recording, path)
    return path, view.table.session.state_hash(), [list(s) for s in view.table.session.stashes]


def test_the_replayed_round_ends_in_the_same_state_hash(recorded_round) -> None:  # type: ignore[no-untyped-def]
    path, final_hash, stashes = recorded_round
    recording = load_recording(path)
    assert recording.variants == ("flipper",)
    result = play_back(recording)
    assert result.matches
    assert result.session.state_hash() == final_hash
    assert [list(s) for s in result.session.stashes] == stashes


def test_replay_command_checks_the_playback_headless(recorded_round) -> None:  # type: ignore[no-untyped-def]
    path, _, _ = recorded_round
    result = subprocess.run(
        [sys.executable, "-m", "candy_arcade", "replay", str(path), "--headless"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    assert "same final state as recorded" in result.stdout


def test_watch_again_replays_inside_the_real_view(recorded_round, game_window) -> None:  # type: ignore[no-untyped-def]
    from candy_arcade.views.candy_results import CandyResultsView
    from candy_arcade.views.candy_table import watch_candy_recording

    path, final_hash, _ = recorded_round
    recording = load_recording(path)
    view = watch_candy_recording(recording)
    game_window.show_view(view)
    while not view.table.session.over:
        play_frames(game_window, 60)
    assert view.table.session.state_hash() == final_hash
    run_frames(game_window, 90)
    results = game_window.current_view
    assert isinstance(results, CandyResultsView) and results.replayed


def test_a_tampered_replay_is_detected(recorded_round, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    path, _, _ = recorded_round
    recording = load_recording(path)
    recording.ticks = recording.ticks[: len(recording.ticks) // 2]
    short = tmp_path / "short.replay"
    save_recording(recording, short)
    assert not play_back(load_recording(short)).matches


def _gzipped(data: bytes) -> bytes:
    """Compressed with a fixed time stamp, so every test worker collects the same bytes."""
    return gzip.compress(data, mtime=0)


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"hello", "not a Candy Arcade replay"),
        (_gzipped(b'{"format": "candy-arcade-replay", "version": 9}'), "replay version 9"),
        (
            _gzipped(b'{"format": "candy-arcade-replay", "version": 1, "mode": "candy"}'),
            "damaged replay",
        ),
        (
            _gzipped(b'{"format": "candy-arcade-replay", "version": 1, "mode": "golf"}'),
            "a replay of game mode 'golf'; this game plays candy or pinata",
        ),
        (
            _gzipped(b'{"format": "candy-arcade-replay", "version": 1, "mode": 3}'),
            "a replay of game mode 3",
        ),
        (
            _gzipped(b'{"format": "candy-arcade-replay", "version": 1, "mode": "candy"}')[:30],
            "not a Candy Arcade replay (unreadable data)",
        ),
    ],
)
def test_a_bad_replay_file_gives_one_clear_line(
    content: bytes, message: str, tmp_path: Path
) -> None:
    path = tmp_path / "bad.replay"
    path.write_bytes(content)
    with pytest.raises(ReplayError, match=re.escape(message)):
        load_recording(path)
    result = subprocess.run(
        [sys.executable, "-m", "candy_arcade", "replay", str(path), "--headless"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 2 and result.stderr.count("\n") == 1
    assert message in result.stderr


def test_a_gamepads_y_on_the_results_watches_the_round_again(recorded_round, game_window) -> None:  # type: ignore[no-untyped-def]
    from candy_arcade.input.gamepad import MENU_BUTTONS
    from candy_arcade.views.candy_results import CandyResultsView
    from candy_arcade.views.candy_table import CandyTable, watch_candy_recording
    from candy_arcade.views.realtime_table import RealtimeTableView

    path, _, _ = recorded_round
    recording = load_recording(path)
    view = watch_candy_recording(recording)
    game_window.show_view(view)
    while not isinstance(game_window.current_view, CandyResultsView):
        play_frames(game_window, 60)
    results = game_window.current_view
    assert "Y: watch again" in results.footer.text
    settle(results)
    results.on_menu_command(MENU_BUTTONS["y"])
    again = game_window.current_view
    assert isinstance(again, RealtimeTableView) and isinstance(again.table, CandyTable)
    assert again.table.replay is results.recording
