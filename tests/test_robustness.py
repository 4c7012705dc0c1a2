"""Nothing the player made is lost: settings, progress and match totals survive faults."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from candy_arcade.crash import write_crash_report
from candy_arcade.match_log import load_match_totals, save_match_totals
from candy_arcade.settings import Settings, load_settings, save_settings


def test_settings_round_trip_through_the_file(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    settings = Settings(
        effects_volume=0.4, music_volume=0.2, mute_music=True, msaa=True, default_difficulty="hard"
    )
    save_settings(settings, path)
    loaded = load_settings(path)
    assert loaded.problem is None and loaded.settings == settings


def test_a_corrupt_settings_file_is_moved_aside_and_defaults_load(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    path.write_text("volume = = loud\n")
    loaded = load_settings(path)
    assert loaded.settings == Settings()
    assert loaded.problem is not None and "settings.toml.bad" in loaded.problem
    assert (tmp_path / "settings.toml.bad").read_text() == "volume = = loud\n"
    assert not path.exists()


def test_settings_with_a_wrong_value_are_set_aside_too(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    path.write_text('volume = 7\n[keys]\nleft_grab = "Q"\n')
    loaded = load_settings(path)
    assert loaded.settings == Settings() and "volume" in (loaded.problem or "")


@pytest.mark.parametrize(
    "content", [b"\x00\xff garbage", b'[keys]\nleft_up = "NOTAKEY"\n'], ids=["garbage", "key"]
)
def test_the_game_says_on_screen_that_settings_were_reset(tmp_path: Path, content: bytes) -> None:
    """A real run with XDG_CONFIG_HOME pointing at a broken settings file."""
    config = tmp_path / "config" / "candy-arcade"
    config.mkdir(parents=True)
    (config / "settings.toml").write_bytes(content)
    shot = tmp_path / "title.png"
    env = {
        **os.environ,
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "XDG_DATA_HOME": str(tmp_path / "data"),
    }
    subprocess.run(
        [
            sys.executable,
            "-m",
            "candy_arcade",
            "play",
            "--headless",
            "--frames",
            "2",
            "--screenshot",
            str(shot),
        ],
        env=env,
        check=True,
        timeout=60,
    )
    assert (config / "settings.toml.bad").exists()
    from PIL import Image

    image = Image.open(shot).convert("RGB")
    red_pixels = sum(
        1
        for x in range(300, 980, 2)
        for y in range(135, 185, 2)
        if image.getpixel((x, y))[0] > 200 and image.getpixel((x, y))[1] < 130
    )
    assert red_pixels > 20, "no warning drawn on the title screen"


def test_writes_honour_xdg_data_home(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    path = save_match_totals("candy", 7, ["A", "B"], [[10, -20], [5, 5]], "default")
    assert path.is_relative_to(tmp_path)
    data = load_match_totals("candy")
    assert data is not None and data["totals"] == [15, -15]


def test_a_crash_report_names_the_error_and_is_written_atomically(tmp_path: Path) -> None:
    try:
        raise RuntimeError("the table fell over")
    except RuntimeError as error:
        report = write_crash_report(error, tmp_path)
    text = report.read_text()
    assert "RuntimeError: the table fell over" in text and "Traceback" in text
    assert [p.name for p in tmp_path.iterdir()] == [report.name]


def _crash_on_the_title(data_home: Path, setup: str = "") -> subprocess.CompletedProcess[str]:
    """Play headless in a child process whose title screen raises on its first update;
    ``setup`` is Python run once the game's modules are imported."""
    script = (
        "import sys, tempfile\n"
        "from candy_arcade.views import title\n"
        f"{setup}\n"
        "def boom(self, delta_time):\n"
        "    raise ZeroDivisionError('boom')\n"
        "title.TitleView.on_update = boom\n"
        "from candy_arcade.cli import main\n"
        "sys.exit(main(['play', '--headless', '--frames', '3']))\n"
    )
    env = {**os.environ, "XDG_DATA_HOME": str(data_home), "ARCADE_HEADLESS": "1"}
    return subprocess.run(
        [sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=60
    )


def test_an_unexpected_exception_in_the_game_gives_a_report_not_a_traceback(
    tmp_path: Path,
) -> None:
    result = _crash_on_the_title(tmp_path)
    assert result.returncode == 1
    assert "Traceback" not in result.stderr
    assert result.stderr.count("\n") == 1 and "crash report" in result.stderr
    reports = list((tmp_path / "candy-arcade" / "crashes").glob("crash-*.txt"))
    assert len(reports) == 1 and "ZeroDivisionError: boom" in reports[0].read_text()


def _end_a_bot_round(window):  # type: ignore[no-untyped-def]
    """Two bots play the last ticks of a round; the results (and saves) follow."""
    import dataclasses

    from candy_arcade.core.seats import SeatSpec
    from candy_arcade.levels.loader import load_default_level
    from candy_arcade.setup import GameSetup, SeatAssignment
    from candy_arcade.views.candy_table import candy_table_view
    from candy_arcade.views.launch import run_frames

    level = dataclasses.replace(load_default_level(), timer_seconds=30)
    seats = tuple(SeatAssignment(SeatSpec(is_bot=True), None, f"Bot {i}") for i in (1, 2))
    view = candy_table_view(GameSetup("candy", level, 3, seats))
    window.show_view(view)
    view.table.session.tick = view.table.session.duration_ticks - 2
    run_frames(window, 100)
    return view


def test_match_totals_are_saved_after_every_round(game_window, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    _end_a_bot_round(game_window)
    [match_file] = (tmp_path / "candy-arcade" / "matches").glob("candy-*.json")
    saved = json.loads(match_file.read_text())
    assert saved["players"] == ["Bot 1", "Bot 2"] and len(saved["rounds"]) == 1


def test_losing_focus_pauses_the_round_and_resuming_keeps_it(game_window) -> None:  # type: ignore[no-untyped-def]
    import dataclasses

    from candy_arcade.core.seats import SeatSpec
    from candy_arcade.levels.loader import load_default_level
    from candy_arcade.setup import GameSetup, SeatAssignment
    from candy_arcade.views.candy_table import candy_table_view
    from candy_arcade.views.launch import run_frames
    from candy_arcade.views.pause import PauseView

    level = dataclasses.replace(load_default_level(), timer_seconds=30)
    seats = tuple(SeatAssignment(SeatSpec(is_bot=True), None, f"Bot {i}") for i in (1, 2))
    view = candy_table_view(GameSetup("candy", level, 3, seats))
    game_window.show_view(view)
    run_frames(game_window, 20)
    state = view.table.session.state_hash()
    view.on_deactivate()
    assert isinstance(game_window.current_view, PauseView)
    game_window.on_resize(800, 450)
    run_frames(game_window, 30)
    assert view.table.session.state_hash() == state
    game_window.current_view.on_back()
    game_window.on_resize(1280, 720)
    run_frames(game_window, 5)
    assert game_window.current_view is view and view.table.session.tick == 25


def test_the_table_colour_setting_round_trips_and_rejects_unknown_colours(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    save_settings(Settings(felt="plum"), path)
    assert load_settings(path).settings.felt == "plum"
    path.write_text('felt = "tartan"\n')
    loaded = load_settings(path)
    assert loaded.settings.felt == "green" and "felt" in (loaded.problem or "")


# ------------------------------------------------------------ bad key names in settings


@pytest.mark.parametrize("key", ["NOTAKEY", "MOD_SHIFT", "__doc__"])
def test_an_unknown_key_name_sets_the_settings_file_aside(tmp_path: Path, key: str) -> None:
    path = tmp_path / "settings.toml"
    path.write_text(f'volume = 0.3\n[keys]\nleft_up = "{key}"\n')
    loaded = load_settings(path)
    assert loaded.settings == Settings()
    assert loaded.problem is not None and key in loaded.problem
    assert "settings.toml.bad" in loaded.problem and (tmp_path / "settings.toml.bad").exists()


def test_key_names_are_read_in_any_case_and_a_shared_key_is_not_a_problem(
    tmp_path: Path,
) -> None:
    """Two actions on one key is the player's choice: the zone gives it to the first."""
    path = tmp_path / "settings.toml"
    path.write_text('[keys]\nleft_up = "up"\nleft_grab = "E"\n')
    loaded = load_settings(path)
    assert loaded.problem is None
    assert loaded.settings.keys["left_up"] == "UP" and loaded.settings.keys["left_drop"] == "E"


def test_a_settings_file_that_cannot_be_read_is_left_where_it_is(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    path.mkdir()
    loaded = load_settings(path)
    assert loaded.settings == Settings() and "could not be read" in (loaded.problem or "")
    assert path.is_dir() and not (tmp_path / "settings.toml.bad").exists()


def test_each_broken_settings_file_keeps_its_own_bad_copy(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    for content in ("volume = = loud\n", "felt = 'tartan'\n", "[keys]\nleft_up = 'X1'\n"):
        path.write_text(content)
        load_settings(path)
    kept = {p.name: p.read_text() for p in tmp_path.iterdir()}
    assert kept == {
        "settings.toml.bad": "volume = = loud\n",
        "settings.toml.bad-2": "felt = 'tartan'\n",
        "settings.toml.bad-3": "[keys]\nleft_up = 'X1'\n",
    }


# ------------------------------------------------------------ folders that cannot be written


def _red_pixels_at_the_top(window) -> int:  # type: ignore[no-untyped-def]
    import arcade

    from candy_arcade.views.launch import run_frames

    run_frames(window, 1)
    image = arcade.get_image().convert("RGB")
    width = image.width
    return sum(
        1
        for x in range(width // 5, width * 4 // 5, 3)
        for y in range(4, 40, 2)
        if image.getpixel((x, y))[0] > 200 and image.getpixel((x, y))[1] < 130
    )


def test_a_setting_changed_with_an_unwritable_config_folder_is_told_once_on_screen(
    told_window,
    unwritable,  # type: ignore[no-untyped-def]
) -> None:
    from candy_arcade.views.settings_view import SettingsView

    told = told_window
    not_a_folder = unwritable("XDG_CONFIG_HOME")
    view = SettingsView(told.current_view)
    told.show_view(view)
    bots = next(item for item in view.items if item.label == "Canasta bots")
    bots.cycle(1)
    assert told.settings.default_difficulty == "hard"
    assert f"could not be saved to {not_a_folder}" in told.notice.text
    assert _red_pixels_at_the_top(told) > 20, "no notice drawn over the screen"
    told.notice_seconds = 0.0
    bots.cycle(1)
    assert told.settings.default_difficulty == "easy" and told.notice_seconds == 0.0


def test_a_round_ends_normally_when_the_data_folder_cannot_be_written(
    told_window,
    unwritable,  # type: ignore[no-untyped-def]
) -> None:
    from candy_arcade.views.candy_results import CandyResultsView

    not_a_folder = unwritable("XDG_DATA_HOME")
    view = _end_a_bot_round(told_window)
    assert isinstance(told_window.current_view, CandyResultsView)
    assert len(view.table.match.rounds) == 1
    assert "match totals could not be saved to" in told_window.notice.text
    assert str(not_a_folder) in told_window.notice.text


# ------------------------------------------------------------ crash reports


def test_crash_reports_in_the_same_second_each_keep_their_own_file(tmp_path: Path) -> None:
    reports = []
    for message in ("first", "second", "third"):
        try:
            raise RuntimeError(message)
        except RuntimeError as error:
            reports.append(write_crash_report(error, tmp_path))
    assert len(set(reports)) == 3 and len(list(tmp_path.iterdir())) == 3
    texts = [report.read_text() for report in reports if report is not None]
    assert [text.count("RuntimeError: ") for text in texts] == [1, 1, 1]
    assert "RuntimeError: first" in texts[0] and "RuntimeError: third" in texts[2]


def test_a_crash_report_goes_to_the_temp_folder_when_the_data_folder_is_unwritable(
    tmp_path: Path,
    monkeypatch,  # type: ignore[no-untyped-def]
) -> None:
    import tempfile

    (tmp_path / "data").write_text("a file where the data folder should be")
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path / "tmp"))
    try:
        raise RuntimeError("nowhere to write")
    except RuntimeError as error:
        report = write_crash_report(error, tmp_path / "data" / "crashes")
    assert report is not None and report.is_relative_to(tmp_path / "tmp")
    assert "RuntimeError: nowhere to write" in report.read_text()


def test_the_crash_message_names_the_match_file(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from candy_arcade.crash import crash_notes

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    match = save_match_totals("candy", 11, ["A", "B"], [[1, 2]], "default")
    report = tmp_path / "crash.txt"
    notes = " ".join(crash_notes(report))
    assert str(report) in notes and f"your match totals are in {match}" in notes


def test_when_no_report_can_be_written_stderr_gets_one_clean_block(tmp_path: Path) -> None:
    blocked = tmp_path / "blocked"
    blocked.write_text("a file, so no folder can be made below it")
    result = _crash_on_the_title(blocked, f"tempfile.tempdir = {str(blocked / 'tmp')!r}")
    assert result.returncode == 1
    first, *rest = result.stderr.splitlines()
    assert first.startswith("candy-arcade: something went wrong")
    assert "no crash report could be written" in first
    assert result.stderr.count("Traceback") == 1 and rest[-1] == "ZeroDivisionError: boom"


def test_the_crash_screen_names_the_report_and_waits_for_a_key(game_window) -> None:  # type: ignore[no-untyped-def]
    import arcade

    from candy_arcade.views.launch import CrashView, show_crash_screen

    drawn: list[list[str]] = []

    def press_a_key() -> None:
        view = game_window.current_view
        drawn.append([text.text for text in view.texts])
        view.on_key_press(arcade.key.SPACE, 0)

    game_window.dispatch_events = press_a_key
    try:
        show_crash_screen(["a crash report is in /r/crash.txt", "your match totals are in /m.json"])
    finally:
        del game_window.dispatch_events
    assert isinstance(game_window.current_view, CrashView) and game_window.current_view.dismissed
    assert "A crash report is in /r/crash.txt" in drawn[0]
    assert "Your match totals are in /m.json" in drawn[0]


def test_a_crash_screen_that_fails_does_not_hide_the_message(
    game_window,
    monkeypatch,  # type: ignore[no-untyped-def]
) -> None:
    from candy_arcade.views import launch

    def broken(self, notes) -> None:  # type: ignore[no-untyped-def]
        raise RuntimeError("no GL left")

    monkeypatch.setattr(launch.CrashView, "__init__", broken)
    launch.show_crash_screen(["a crash report is in /r/crash.txt"])


# ------------------------------------------------------------ one file per match


def test_each_match_has_its_own_file_updated_after_every_round(
    tmp_path: Path,
    monkeypatch,  # type: ignore[no-untyped-def]
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    first = save_match_totals("candy", 7, ["A", "B"], [[10, -20]], "default")
    assert save_match_totals("candy", 7, ["A", "B"], [[10, -20], [5, 5]], "default") == first
    second = save_match_totals("candy", 8, ["A", "B"], [[1, 2]], "default")
    again = save_match_totals("candy", 7, ["A", "B"], [[3, 3]], "default")
    assert len({first, second, again}) == 3
    assert json.loads(first.read_text())["totals"] == [15, -15]
    assert json.loads(second.read_text())["totals"] == [1, 2]
    assert first.name.startswith("candy-") and first.suffix == ".json"
    assert load_match_totals("candy") == json.loads(again.read_text())
    assert load_match_totals("pinata") is None


def test_the_newest_readable_match_is_loaded(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    folder = tmp_path / "candy-arcade" / "matches"
    folder.mkdir(parents=True)
    (folder / "candy-20240101-120000.json").write_text('{"totals": [1]}')
    (folder / "candy-20240101-120000-2.json").write_text('{"totals": [2]}')
    (folder / "candy-20240101-120000-10.json").write_text('{"totals": [10]}')
    (folder / "candy-20240101-120001.json").write_text("")
    (folder / "candyfloss-20990101-120000.json").write_text('{"totals": [0]}')
    assert load_match_totals("candy") == {"totals": [10]}
