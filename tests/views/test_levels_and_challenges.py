"""Level select, the challenge ladder, and progress kept across sessions."""

from __future__ import annotations

import itertools
import json
import os
from pathlib import Path

import arcade
import pytest

from candy_arcade.levels.challenge import challenge_met
from candy_arcade.levels.spec import Challenge
from candy_arcade.progress import Progress, load_progress, save_progress
from candy_arcade.views.launch import run_frames


def test_score_at_least_and_win_challenges_are_judged_from_totals() -> None:
    target = Challenge("t", 3, "normal", "score-at-least", target=60)
    assert challenge_met(target, [60, 100, 0], 0)
    assert not challenge_met(target, [59, 0, 0], 0)
    win = Challenge("w", 2, "hard", "win")
    assert challenge_met(win, [30, 30, 10], 0)
    assert not challenge_met(win, [29, 30, 10], 0)


def test_progress_is_saved_atomically_and_read_back(tmp_path: Path) -> None:
    path = tmp_path / "progress.json"
    progress = Progress()
    progress.record("01-first-grab", 45, met=True)
    progress.record("02-blocker-party", 10, met=False)
    save_progress(progress, path)
    loaded = load_progress(path)
    assert loaded.completed == {"01-first-grab"}
    assert loaded.best == {"01-first-grab": 45, "02-blocker-party": 10}
    assert [p.name for p in tmp_path.iterdir()] == ["progress.json"]


def test_a_corrupt_progress_file_is_set_aside_not_lost(tmp_path: Path) -> None:
    path = tmp_path / "progress.json"
    path.write_text("{not json")
    loaded = load_progress(path)
    assert loaded.completed == set() and loaded.problem is not None
    assert (tmp_path / "progress.json.bad").read_text() == "{not json"


def test_the_level_select_shows_a_card_per_level_and_opens_the_lobby_for_it(game_window) -> None:  # type: ignore[no-untyped-def]
    from candy_arcade.views.level_select import LevelSelectView
    from candy_arcade.views.lobby import LobbyView

    view = LevelSelectView("candy")
    game_window.show_view(view)
    run_frames(game_window, 2)
    assert len(view.cards) >= 6
    assert view.levels[0].name == "Kitchen Table"
    view.on_key_press(arcade.key.RIGHT, 0)
    view.on_key_press(arcade.key.ENTER, 0)
    lobby = game_window.current_view
    assert isinstance(lobby, LobbyView)
    assert lobby.level.name == view.levels[1].name
    assert lobby.max_seats == len(view.levels[1].seats)


def test_the_first_challenge_is_open_the_rest_locked_until_the_one_before_is_done(
    game_window,  # type: ignore[no-untyped-def]
) -> None:
    from candy_arcade.progress import progress_path
    from candy_arcade.views.challenges import ChallengeLadderView

    progress_path().unlink(missing_ok=True)
    view = ChallengeLadderView()
    assert view.items[0].enabled and not view.items[1].enabled
    save_progress(Progress(completed={Path(view.rows[0].rung.level.source).stem}))
    view = ChallengeLadderView()
    assert view.items[1].enabled and not view.items[2].enabled
    progress_path().unlink()


def test_winning_a_challenge_round_records_progress(game_window) -> None:  # type: ignore[no-untyped-def]
    from candy_arcade.progress import progress_path
    from candy_arcade.rules.candy.match import CandyMatch, RoundResult, score_round
    from candy_arcade.views.candy_results import CandyResultsView
    from candy_arcade.views.candy_table import candy_table_view
    from candy_arcade.views.challenges import challenge_setup, ladder

    progress_path().unlink(missing_ok=True)
    level = ladder()[0]
    setup = challenge_setup(level)
    match = CandyMatch(len(setup.seats), setup.seed)
    strong = [36, 11, 25, 38, 17, 43]  # JD QS KH KD 5H 5C: 100 + 100 + 10 - 10 = 200
    result: RoundResult = score_round(1, [strong, [0, 1]])
    assert result.totals[0] == 200
    match.record(result)
    view = CandyResultsView(
        setup,
        match,
        result,
        play_round=lambda replay: candy_table_view(setup, match, replay=replay),
    )
    assert view.challenge_over
    saved = json.loads(progress_path().read_text())
    assert Path(level.source).stem in saved["completed"]
    assert saved["best"][Path(level.source).stem] == 200
    progress_path().unlink()


def test_a_player_alone_with_bots_plays_on_every_device_at_once(game_window) -> None:  # type: ignore[no-untyped-def]
    from candy_arcade.input.hub import ANY_DEVICE
    from candy_arcade.views.lobby import LobbyView

    lobby = LobbyView("candy")
    game_window.show_view(lobby)
    lobby.on_key_press(arcade.key.Q, 0)
    lobby.on_key_release(arcade.key.Q, 0)
    run_frames(game_window, 1)
    lobby.on_key_press(arcade.key.TAB, 0)
    lobby.on_key_press(arcade.key.TAB, 0)
    devices = [seat.device_id for seat in lobby.setup().seats]
    assert devices == [ANY_DEVICE, None, None]


def test_a_thumbnail_shows_an_oval_table_as_an_oval() -> None:
    from candy_arcade.levels.loader import LEVELS_DIR, load_level
    from candy_arcade.render.level_thumbnail import thumbnail_image

    oval = thumbnail_image(load_level(LEVELS_DIR / "10-round-table.toml"))
    box = thumbnail_image(load_level(LEVELS_DIR / "default.toml"))
    corner, middle_left = (20, 10), (8, 67)
    assert oval.getpixel(corner)[3] == 0 and box.getpixel(corner)[3] == 255
    assert oval.getpixel(middle_left)[3] == 255


def test_the_challenge_ladder_keeps_every_row_above_its_key_hints(game_window) -> None:  # type: ignore[no-untyped-def]
    from candy_arcade.views.challenges import ChallengeLadderView

    view = ChallengeLadderView()
    assert len(view.items) >= 11
    rows = [view.item_rect(index) for index in range(len(view.items))]
    back = rows[-1]
    assert back[2] >= view.footer_text.y + view.footer_text.content_height
    assert all(row[2] > back[3] for row in rows[:-1])
    for column in range(len(view.ladders)):
        ladder = [view.item_rect(i) for i, row in enumerate(view.rows) if row.column == column]
        for upper, lower in itertools.pairwise(ladder):
            assert lower[3] < upper[2]


def test_a_broken_level_file_is_left_out_and_named_while_the_others_stay_playable(
    game_window,
    tmp_path,
    monkeypatch,  # type: ignore[no-untyped-def]
) -> None:
    import shutil

    from candy_arcade.levels import loader
    from candy_arcade.views.level_select import LevelSelectView

    for path in sorted(loader.LEVELS_DIR.glob("*.toml")):
        shutil.copy(path, tmp_path / path.name)
    (tmp_path / "50-broken.toml").write_text('name = "Broken"\nmode = "candy"\nwidht = 3\n')
    monkeypatch.setattr(loader, "LEVELS_DIR", tmp_path)
    view = LevelSelectView("candy")
    game_window.show_view(view)
    run_frames(game_window, 1)
    assert view.levels[0].name == "Kitchen Table"
    assert len(view.levels) == 8
    assert "Left out: " in view.problem.text and "50-broken.toml:3:" in view.problem.text


def test_more_levels_than_fit_scroll_a_row_at_a_time(game_window, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import shutil

    from candy_arcade.levels import loader
    from candy_arcade.views.level_select import COLUMNS, ROWS_SHOWN, LevelSelectView

    for path in sorted(loader.LEVELS_DIR.glob("*.toml")):
        shutil.copy(path, tmp_path / path.name)
    for copy in range(6):
        text = (loader.LEVELS_DIR / "01-first-grab.toml").read_text()
        (tmp_path / f"9{copy}-copy.toml").write_text(text.replace("First Grab", f"Copy {copy}"))
    monkeypatch.setattr(loader, "LEVELS_DIR", tmp_path)
    view = LevelSelectView("candy")
    game_window.show_view(view)
    assert len(view.levels) == 14
    for _ in range(ROWS_SHOWN):
        view.on_key_press(arcade.key.DOWN, 0)
    assert view.selected == ROWS_SHOWN * COLUMNS and view.first_row == 1
    assert view.is_shown(view.selected) and not view.is_shown(0)
    run_frames(game_window, 1)
    assert view.more.text == "Row 3 of 4"
    left, right, bottom, top = view.card_rect(view.selected)
    x, y = (left + right) / 2, (bottom + top) / 2
    screen = game_window.screen_map
    window_x = int(screen.offset_x + x * screen.scale)
    window_y = int(screen.offset_y + y * screen.scale)
    view.on_mouse_press(window_x, window_y, 1, 0)
    assert game_window.current_view.level.name == view.levels[ROWS_SHOWN * COLUMNS].name


@pytest.mark.parametrize(
    "best",
    ["Infinity", "-Infinity", "NaN", "1e400", "4.5", '"12"', "true", "10000000000", "null"],
)
def test_a_progress_file_with_a_score_that_is_no_whole_number_is_set_aside(
    tmp_path: Path, best: str
) -> None:
    path = tmp_path / "progress.json"
    text = '{"completed": ["01-first-grab"], "best": {"01-first-grab": ' + best + "}}"
    path.write_text(text)
    loaded = load_progress(path)
    assert loaded.completed == set() and loaded.best == {}
    assert loaded.problem is not None and "progress.json.bad" in loaded.problem
    assert (tmp_path / "progress.json.bad").read_text() == text


@pytest.mark.parametrize("text", ["[]", '{"completed": [1], "best": {}}', '{"best": {}}'])
def test_a_progress_file_of_the_wrong_shape_is_set_aside(tmp_path: Path, text: str) -> None:
    path = tmp_path / "progress.json"
    path.write_text(text)
    loaded = load_progress(path)
    assert loaded.problem is not None and (tmp_path / "progress.json.bad").exists()


def test_each_broken_progress_file_keeps_its_own_bad_copy(tmp_path: Path) -> None:
    path = tmp_path / "progress.json"
    for text in ("{not json", "[]"):
        path.write_text(text)
        assert load_progress(path).problem is not None
    assert (tmp_path / "progress.json.bad").read_text() == "{not json"
    assert (tmp_path / "progress.json.bad-2").read_text() == "[]"


def test_a_progress_file_that_cannot_be_moved_aside_still_gives_an_empty_ladder(
    tmp_path: Path,
    monkeypatch,  # type: ignore[no-untyped-def]
) -> None:
    def refuse(*args: object, **kwargs: object) -> Path:
        raise PermissionError(13, "Permission denied")

    path = tmp_path / "progress.json"
    path.write_text("{not json")
    monkeypatch.setattr(Path, "rename", refuse)
    monkeypatch.setattr(os, "link", refuse)
    loaded = load_progress(path)
    assert loaded.completed == set() and "could not be moved" in (loaded.problem or "")
    assert path.read_text() == "{not json"


def test_the_challenges_screen_keeps_showing_why_progress_was_reset(game_window) -> None:  # type: ignore[no-untyped-def]
    from candy_arcade.progress import progress_path
    from candy_arcade.views.challenges import ChallengeLadderView

    progress_path().parent.mkdir(parents=True, exist_ok=True)
    progress_path().write_text('{"completed": [], "best": {"a": Infinity}}')
    view = ChallengeLadderView()
    game_window.show_view(view)
    run_frames(game_window, 3)
    assert view.problem_text is not None
    assert view.problem_text.text.startswith("Progress file could not be read")
    assert view.subtitle_text.text == view.rows[0].rung.level.challenge.describe()
    problem_bottom = view.problem_text.y - view.problem_text.content_height
    assert view.item_rect(0)[3] < problem_bottom
    for stray in progress_path().parent.glob("progress.json.bad*"):
        stray.unlink()


def test_a_challenge_verdict_stands_when_progress_cannot_be_saved(
    told_window,
    unwritable,  # type: ignore[no-untyped-def]
) -> None:
    from candy_arcade.views.challenge_result import judge_challenge
    from candy_arcade.views.challenges import challenge_setup, ladder

    not_a_folder = unwritable("XDG_DATA_HOME")
    judged = judge_challenge(challenge_setup(ladder()[0]), [500, 0, 0], 0)
    assert judged == (True, "Challenge complete!")
    assert "challenge progress could not be saved to" in told_window.notice.text
    assert str(not_a_folder) in told_window.notice.text
