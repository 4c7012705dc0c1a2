"""The challenges: a ladder per game, the first rung of each open from a fresh progress
file, and a locked rung saying what unlocks it, on the rung and when chosen."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import arcade
import pytest

from candy_arcade.levels.challenge_ladders import challenge_ladders, level_id
from candy_arcade.levels.loader import shipped_levels
from candy_arcade.modes import MODE_IDS
from candy_arcade.progress import Progress, load_progress, progress_path, save_progress
from candy_arcade.setup import GameSetup
from candy_arcade.views import navigation
from candy_arcade.views.launch import run_frames
from tests.views.drawn import Eyes, watching


@pytest.fixture
def fresh_progress() -> Any:
    progress_path().unlink(missing_ok=True)
    yield
    progress_path().unlink(missing_ok=True)


@pytest.fixture
def eyes(game_window: Any) -> Any:
    with watching(game_window) as seen:
        yield seen


def _ladder_view(window: Any) -> Any:
    from candy_arcade.views.challenges import ChallengeLadderView

    view = ChallengeLadderView()
    window.show_view(view)
    run_frames(window, 1)
    return view


def _row_of(view: Any, title: str) -> int:
    return next(i for i, row in enumerate(view.rows) if row.rung.title == title)


def test_the_first_canasta_challenge_opens_from_a_fresh_progress_file(
    game_window: Any, fresh_progress: None, eyes: Eyes, monkeypatch: pytest.MonkeyPatch
) -> None:
    started: list[GameSetup] = []
    monkeypatch.setattr(navigation, "start_game", lambda window, setup: started.append(setup))
    view = _ladder_view(game_window)
    words = eyes.words()
    assert "Heckadeck Canasta" in words
    assert "1. Parlour Winner" in words
    view.selected = _row_of(view, "Parlour Winner")
    view.on_key_press(arcade.key.ENTER, 0)
    assert [setup.mode for setup in started] == ["canasta"]
    assert started[0].is_challenge


def test_each_game_has_its_own_ladder_with_its_first_rung_open(
    game_window: Any, fresh_progress: None, eyes: Eyes
) -> None:
    view = _ladder_view(game_window)
    words = eyes.words()
    assert {"I Want Candy!", "Piñata Blast", "Heckadeck Canasta"} <= set(words)
    firsts = [row for row in view.rows if row.rung.number == 1]
    assert [row.rung.level.mode for row in firsts] == ["candy", "pinata", "canasta"]
    assert all(view.items[view.rows.index(row)].enabled for row in firsts)
    assert words.count("Open") == 3


def test_a_locked_challenge_says_which_to_beat_first_on_its_row(
    game_window: Any, fresh_progress: None, eyes: Eyes
) -> None:
    view = _ladder_view(game_window)
    words = eyes.words()
    assert "2. Pass It On" in words and "Beat Sweet Start first" in words
    assert "2. Piñata Champion" in words and "Beat Sugar Rush first" in words
    assert "2. Head to Head" in words and "Beat Parlour Winner first" in words
    assert not view.items[_row_of(view, "Pass It On")].enabled


def test_choosing_a_locked_challenge_says_what_unlocks_it(
    game_window: Any, fresh_progress: None, eyes: Eyes
) -> None:
    view = _ladder_view(game_window)
    view.on_key_press(arcade.key.DOWN, 0)
    view.on_key_press(arcade.key.ENTER, 0)
    run_frames(game_window, 2)
    assert game_window.current_view is view
    assert view.subtitle_text.text == "Pass It On is locked: beat Sweet Start first"
    assert view.subtitle_text.text in eyes.words()
    view.on_key_press(arcade.key.UP, 0)
    run_frames(game_window, 1)
    assert view.subtitle_text.text == "Score 20 or more against 1 easy bot"


def test_beating_a_challenge_opens_the_next_in_its_own_game_only(
    game_window: Any, fresh_progress: None, eyes: Eyes
) -> None:
    save_progress(Progress(completed={"07-pinata-patio"}))
    view = _ladder_view(game_window)
    assert view.items[_row_of(view, "Piñata Champion")].enabled
    assert not view.items[_row_of(view, "Garden Glutton")].enabled
    assert not view.items[_row_of(view, "Pass It On")].enabled
    assert "Done" in eyes.words()


def test_left_and_right_go_to_the_next_games_ladder_and_down_past_the_top_rung_is_back(
    game_window: Any, fresh_progress: None, eyes: Eyes
) -> None:
    view = _ladder_view(game_window)
    view.on_key_press(arcade.key.RIGHT, 0)
    assert view.rows[view.selected].rung.title == "Sugar Rush"
    view.on_key_press(arcade.key.RIGHT, 0)
    assert view.rows[view.selected].rung.title == "Parlour Winner"
    view.on_menu_command("down")
    assert view.rows[view.selected].rung.title == "Head to Head"
    view.on_menu_command("down")
    assert view.items[view.selected].label == "Back"
    view.on_menu_command("up")
    assert view.rows[view.selected].rung.title == "Head to Head"
    view.on_key_press(arcade.key.LEFT, 0)
    assert view.rows[view.selected].rung.title == "Piñata Champion"


def test_the_ladders_fit_their_boxes_at_both_window_sizes(
    sized_window: Any, fresh_progress: None, eyes: Eyes
) -> None:
    _ladder_view(sized_window)
    assert eyes.problems() == []


def test_a_progress_file_from_the_single_ladder_loads_and_keeps_every_open_rung_open(
    fresh_progress: None,
) -> None:
    """The old ladder opened a rung once every challenge before it, of any game, was
    done: whatever it opened, the ladders per game open too, and nothing done is lost."""
    levels = [level for level in shipped_levels() if level.challenge is not None]
    done = [level_id(level) for level in levels[:8]]
    path = progress_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"completed": done, "best": {done[0]: 40}}))
    progress = load_progress()
    assert progress.problem is None and progress.completed == set(done)
    rungs = {
        level_id(rung.level): rung
        for each in challenge_ladders(levels, progress.completed, MODE_IDS)
        for rung in each.rungs
    }
    for index, level in enumerate(levels):
        open_before = all(level_id(earlier) in done for earlier in levels[:index])
        if open_before:
            assert rungs[level_id(level)].is_open, level.name
    save_progress(progress)
    assert set(json.loads(Path(path).read_text())["completed"]) == set(done)
