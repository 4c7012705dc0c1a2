"""Nothing the player made is lost: settings, progress and match totals survive faults."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from candy_arcade.crash import write_crash_report
from candy_arcade.match_log import load_match_totals, save_match_totals
from candy_arcade.settings import Settings, load_settings, save_settings


def test_settings_round_trip_through_the_file(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    settings = Settings(volume=0.4, msaa=True, default_difficulty="hard")
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


def test_the_game_says_on_screen_that_settings_were_reset(tmp_path: Path) -> None:
    """A real run with XDG_CONFIG_HOME pointing at a broken settings file."""
    config = tmp_path / "config" / "candy-arcade"
    config.mkdir(parents=True)
    (config / "settings.toml").write_bytes(b"\x00\xff garbage")
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
        for y in range(640, 680, 2)
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


def test_an_unexpected_exception_in_the_game_gives_a_report_not_a_traceback(
    tmp_path: Path,
) -> None:
    script = (
        "import sys\n"
        "from candy_arcade.views import title\n"
        "def boom(self, delta_time):\n"
        "    raise ZeroDivisionError('boom')\n"
        "title.TitleView.on_update = boom\n"
        "from candy_arcade.cli import main\n"
        "sys.exit(main(['play', '--headless', '--frames', '3']))\n"
    )
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path), "ARCADE_HEADLESS": "1"}
    result = subprocess.run(
        [sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 1
    assert "Traceback" not in result.stderr
    assert result.stderr.count("\n") == 1 and "crash report" in result.stderr
    reports = list((tmp_path / "candy-arcade" / "crashes").glob("crash-*.txt"))
    assert len(reports) == 1 and "ZeroDivisionError: boom" in reports[0].read_text()


def test_match_totals_are_saved_after_every_round(game_window, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import dataclasses

    from candy_arcade.core.seats import SeatSpec
    from candy_arcade.levels.loader import load_default_level
    from candy_arcade.setup import GameSetup, SeatAssignment
    from candy_arcade.views.candy_game import CandyGameView
    from candy_arcade.views.launch import run_frames

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    level = dataclasses.replace(load_default_level(), timer_seconds=30)
    seats = tuple(SeatAssignment(SeatSpec(is_bot=True), None, f"Bot {i}") for i in (1, 2))
    view = CandyGameView(GameSetup("candy", level, 3, seats))
    game_window.show_view(view)
    view.session.tick = view.session.duration_ticks - 2
    run_frames(game_window, 100)
    saved = json.loads((tmp_path / "candy-arcade" / "matches" / "last-candy.json").read_text())
    assert saved["players"] == ["Bot 1", "Bot 2"] and len(saved["rounds"]) == 1


def test_losing_focus_pauses_the_round_and_resuming_keeps_it(game_window) -> None:  # type: ignore[no-untyped-def]
    import dataclasses

    from candy_arcade.core.seats import SeatSpec
    from candy_arcade.levels.loader import load_default_level
    from candy_arcade.setup import GameSetup, SeatAssignment
    from candy_arcade.views.candy_game import CandyGameView
    from candy_arcade.views.launch import run_frames
    from candy_arcade.views.pause import PauseView

    level = dataclasses.replace(load_default_level(), timer_seconds=30)
    seats = tuple(SeatAssignment(SeatSpec(is_bot=True), None, f"Bot {i}") for i in (1, 2))
    view = CandyGameView(GameSetup("candy", level, 3, seats))
    game_window.show_view(view)
    run_frames(game_window, 20)
    state = view.session.state_hash()
    view.on_deactivate()
    assert isinstance(game_window.current_view, PauseView)
    game_window.on_resize(800, 450)
    run_frames(game_window, 30)
    assert view.session.state_hash() == state
    game_window.current_view.on_back()
    game_window.on_resize(1280, 720)
    run_frames(game_window, 5)
    assert game_window.current_view is view and view.session.tick == 25


def test_the_table_colour_setting_round_trips_and_rejects_unknown_colours(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    save_settings(Settings(felt="plum"), path)
    assert load_settings(path).settings.felt == "plum"
    path.write_text('felt = "tartan"\n')
    loaded = load_settings(path)
    assert loaded.settings.felt == "green" and "felt" in (loaded.problem or "")
