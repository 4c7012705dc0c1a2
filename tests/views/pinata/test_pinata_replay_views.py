"""Piñata Blast on screen records every tick, saves the game when it ends, and the results
screen watches it again (its Watch again button) in the same table view, to the same end."""

from __future__ import annotations

import arcade
import pytest

from candy_arcade.replays.pinata_replay import new_session
from candy_arcade.replays.recording import PinataRecording, load_recording, replay_folder
from candy_arcade.rules.pinata.state import Phase
from candy_arcade.sim.pinata.session import AUTO_THROW_TICKS
from candy_arcade.views.launch import run_frames
from candy_arcade.views.pinata.results import PinataResultsView
from candy_arcade.views.pinata.table import PinataTable, pinata_table_view
from candy_arcade.views.realtime_table import RealtimeTableView
from tests.views.pinata.test_pinata_views import advance, human_holds_the_stick, setup
from tests.views.results_presses import click_at, click_button, settle


def play_to_results(window, view: RealtimeTableView[PinataTable]) -> PinataResultsView:  # type: ignore[no-untyped-def]
    window.show_view(view)
    advance(window, 30_000, draw_every=900)
    results = window.current_view
    assert isinstance(results, PinataResultsView)
    return results


@pytest.fixture(scope="module")
def finished(game_window) -> tuple[RealtimeTableView[PinataTable], PinataResultsView]:  # type: ignore[no-untyped-def]
    """A bot game played in the real view to its results screen."""
    before = set(replay_folder().glob("pinata-*.replay"))
    view = pinata_table_view(setup("normal,hard", 12))
    results = play_to_results(game_window, view)
    saved = set(replay_folder().glob("pinata-*.replay")) - before
    assert results.replay_path is not None and saved == {results.replay_path}
    return view, results


def test_the_finished_game_is_saved_with_every_tick_and_its_final_state(finished) -> None:  # type: ignore[no-untyped-def]
    view, results = finished
    recording = load_recording(results.replay_path)
    assert isinstance(recording, PinataRecording)
    assert len(recording.ticks) == view.table.session.tick
    assert recording.final_hash == view.table.session.state_hash()
    assert recording.names == view.table.names and recording.seed == 12
    assert any("Replay saved: pinata-" in text.text for text in results.texts)


def test_the_results_screen_offers_watch_again(finished) -> None:  # type: ignore[no-untyped-def]
    _, results = finished
    assert any("Y: watch again" in text.text for text in results.texts)
    assert "Watch again" in [button.label for button in results.controls.buttons]


def test_watch_again_plays_the_game_back_in_the_table_view_to_the_same_end(
    finished, game_window
) -> None:  # type: ignore[no-untyped-def]
    view, results = finished
    game_window.show_view(results)
    settle(results)
    click_button(results, "Watch again")
    playback = game_window.current_view
    assert (
        isinstance(playback, RealtimeTableView)
        and isinstance(playback.table, PinataTable)
        and playback.table.replay is results.recording
    )
    assert not playback.table.bots and playback.devices == [None, None]
    again = play_to_results(game_window, playback)
    assert playback.table.session.state_hash() == view.table.session.state_hash()
    assert again.replayed and again.recording is results.recording
    assert again.scores == results.scores


def test_without_a_recording_there_is_no_watch_again(finished, game_window) -> None:  # type: ignore[no-untyped-def]
    view, _ = finished

    table = view.table
    results = PinataResultsView(
        table.setup, table.session.state, table.names, play_game=table.game_screen
    )
    game_window.show_view(results)
    assert not any("watch again" in text.text for text in results.texts)
    assert [button.label for button in results.controls.buttons] == ["Play again"]
    settle(results)
    results.on_menu_command("again")
    assert game_window.current_view is results


def test_a_mouse_players_throw_is_recorded_with_its_held_button_and_replays(game_window) -> None:  # type: ignore[no-untyped-def]
    view = pinata_table_view(setup("mouse,normal", human_holds_the_stick()))
    game_window.show_view(view)
    while not view.table.session.throw_ready:
        run_frames(game_window, 1)
    x, y = view.table.renderer.screen.to_screen(view.table.session.gesture.origin)
    view.on_mouse_press(int(x), int(y), arcade.MOUSE_BUTTON_LEFT, 0)
    run_frames(game_window, 1)
    for step in range(1, 11):
        view.on_mouse_drag(int(x), int(y - 12 * step), 0, -12, arcade.MOUSE_BUTTON_LEFT, 0)
        run_frames(game_window, 1)
    view.on_mouse_release(int(x), int(y - 120), arcade.MOUSE_BUTTON_LEFT, 0)
    run_frames(game_window, 30)
    assert view.table.session.phase is not Phase.AWAITING_THROW
    recording = view.table.recording
    assert recording is not None and len(recording.ticks) == view.table.session.tick
    held = [tick[0].grab_held for tick in recording.ticks]
    assert True in held and held[-1] is False
    assert all(tick[1].grab_held is None for tick in recording.ticks)
    session = new_session(recording)
    for intents in recording.ticks:
        session.step(intents)
    assert session.state_hash() == view.table.session.state_hash()


def test_the_table_says_so_when_it_throws_for_a_slow_holder(game_window) -> None:  # type: ignore[no-untyped-def]
    view = pinata_table_view(setup("mouse,normal", human_holds_the_stick()))
    game_window.show_view(view)
    while not view.table.session.throw_ready:
        run_frames(game_window, 1)
    advance(game_window, AUTO_THROW_TICKS - 1, draw_every=1000)
    assert view.table.session.phase is Phase.AWAITING_THROW
    assert view.table.renderer.hud.banner.text != "Auto throw!"
    advance(game_window, 1, draw_every=1)
    assert view.table.session.phase is Phase.ROLLING
    assert view.table.renderer.hud.banner.text == "Auto throw!"
    assert "Player 1 took too long" in view.table.renderer.hud.subtitle.text


def test_a_gamepads_y_button_watches_the_game_again(finished, game_window) -> None:  # type: ignore[no-untyped-def]
    from candy_arcade.input.gamepad import MENU_BUTTONS

    _, results = finished
    game_window.show_view(results)
    settle(results)
    results.on_menu_command(MENU_BUTTONS["y"])
    playback = game_window.current_view
    assert (
        isinstance(playback, RealtimeTableView)
        and isinstance(playback.table, PinataTable)
        and playback.table.replay is results.recording
    )


def test_only_a_deliberate_press_after_the_first_second_leaves_the_results(
    finished, game_window
) -> None:  # type: ignore[no-untyped-def]
    view, shown_first = finished
    table = view.table
    results = PinataResultsView(
        table.setup,
        table.session.state,
        table.names,
        shown_first.recording,
        play_game=table.game_screen,
    )
    game_window.show_view(results)
    results.on_update(0.9)
    click_button(results, "Play again")
    results.on_menu_command("select")
    assert game_window.current_view is results
    results.on_update(0.1)
    click_at(results, 640, 360)
    for key in (arcade.key.W, arcade.key.RETURN, arcade.key.ENTER):
        results.on_key_press(key, 0)
    assert game_window.current_view is results
    assert "Enter" not in results.texts[-1].text
    results.on_key_press(arcade.key.SPACE, 0)
    shown = game_window.current_view
    assert isinstance(shown, RealtimeTableView) and shown.table.replay is None
