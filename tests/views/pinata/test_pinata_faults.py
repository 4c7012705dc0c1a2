"""Piñata Blast under faults: focus loss pauses the game, and the match totals are on
disk after every round (a crash loses no finished round)."""

from __future__ import annotations

from candy_arcade.match_log import load_match_totals
from candy_arcade.rules.pinata.events import RoundEnded
from candy_arcade.rules.pinata.scoring import scores
from candy_arcade.views.launch import run_frames
from candy_arcade.views.pause import PauseView
from candy_arcade.views.pinata.table import pinata_table_view
from tests.views.pinata.test_pinata_views import setup


def test_losing_focus_pauses_the_game_and_resuming_keeps_it(game_window) -> None:  # type: ignore[no-untyped-def]
    view = pinata_table_view(setup("normal,hard", 4))
    game_window.show_view(view)
    run_frames(game_window, 20)
    state = view.table.session.state_hash()
    view.on_deactivate()
    assert isinstance(game_window.current_view, PauseView)
    assert "lost focus" in game_window.current_view.subtitle_text.text
    run_frames(game_window, 30)
    assert view.table.session.state_hash() == state
    game_window.current_view.on_back()
    run_frames(game_window, 5)
    assert game_window.current_view is view and view.table.session.tick == 25


def test_the_match_totals_are_saved_after_every_round(game_window) -> None:  # type: ignore[no-untyped-def]
    view = pinata_table_view(setup("hard,easy", 21))
    game_window.show_view(view)
    rounds_seen = 0
    while rounds_seen < 2 and not view.table.session.over:
        events = view.table.driver.tick()
        view.table.present(events)
        rounds_seen += sum(isinstance(event, RoundEnded) for event in events)
    saved = load_match_totals("pinata")
    assert saved is not None
    assert saved["players"] == view.table.names and saved["seed"] == 21
    assert len(saved["rounds"]) == rounds_seen  # type: ignore[arg-type]
    assert saved["totals"] == list(scores(view.table.session.state))


def test_an_unwritable_data_folder_is_told_and_the_game_goes_on(game_window, unwritable) -> None:  # type: ignore[no-untyped-def]
    unwritable("XDG_DATA_HOME")
    game_window.told.discard("The match totals")
    view = pinata_table_view(setup("hard,easy", 21))
    game_window.show_view(view)
    rounds_seen = 0
    while rounds_seen < 1 and not view.table.session.over:
        events = view.table.driver.tick()
        view.table.present(events)
        rounds_seen += sum(isinstance(event, RoundEnded) for event in events)
    assert "The match totals could not be saved" in game_window.notice.text
    run_frames(game_window, 5)
    assert game_window.current_view is view


def test_a_replay_plays_on_when_the_window_loses_focus(game_window) -> None:  # type: ignore[no-untyped-def]
    from candy_arcade.replays.pinata_replay import recording_for

    played = pinata_table_view(setup("hard,easy", 6))
    recording = recording_for(played.table.session, played.table.setup.level, played.table.names)
    watching = pinata_table_view(played.table.setup, replay=recording)
    game_window.show_view(watching)
    watching.on_deactivate()
    assert game_window.current_view is watching
