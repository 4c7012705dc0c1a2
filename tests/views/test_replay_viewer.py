"""Watching a recording: a REPLAY strip, pause, 0.5x to 4x, 5 s skips either way that
land on the table a fresh run reaches, and leaving to the round's results with the
match as it was (the round is not scored again)."""

from __future__ import annotations

from typing import Any

import arcade
import pytest

from candy_arcade.replays import candy_replay, pinata_replay
from candy_arcade.rules.pinata.scoring import scores
from candy_arcade.views.candy_results import CandyResultsView
from candy_arcade.views.candy_table import CandyTable, candy_table_view
from candy_arcade.views.launch import run_frames
from candy_arcade.views.pinata.results import PinataResultsView
from candy_arcade.views.pinata.table import PinataTable, watch_pinata_recording
from candy_arcade.views.realtime_table import RealtimeTableView
from tests.replays.test_pinata_replay import record_bot_game
from tests.views.results_presses import click_button, settle
from tests.views.test_headless_views import bot_setup


def frames(window: Any, count: int) -> None:
    """``count`` frames of wall time, one fixed tick each, drawn only at the end."""
    for _ in range(count):
        view = window.current_view
        view.on_fixed_update(1 / 60)
        view.on_update(1 / 60)
        window.on_update(1 / 60)


def key(view: Any, symbol: int) -> None:
    view.on_key_press(symbol, 0)
    view.on_key_release(symbol, 0)


@pytest.fixture(scope="module")
def candy_round(game_window: Any) -> CandyResultsView:
    """A ten-second bot round played in the real view, to its reveal."""
    game_window.show_view(candy_table_view(bot_setup(3, seed=8, timer=10)))
    for _ in range(20 * 60):
        frames(game_window, 1)
        if isinstance(game_window.current_view, CandyResultsView):
            break
    results = game_window.current_view
    assert isinstance(results, CandyResultsView) and results.recording is not None
    return results


def watch_again(window: Any, results: CandyResultsView) -> RealtimeTableView[CandyTable]:
    window.show_view(results)
    settle(results)
    click_button(results, "Watch again")
    replay = window.current_view
    assert isinstance(replay, RealtimeTableView) and replay.table.replaying
    return replay


def test_the_replay_says_replay_and_names_its_controls(game_window: Any, candy_round: Any) -> None:
    replay = watch_again(game_window, candy_round)
    frames(game_window, 90)
    replay.on_draw()
    strip = replay.replay_strip
    assert strip.banner.text == "REPLAY"
    assert strip.status.text == "1x  0:01 / 0:10"
    hint = " ".join(line.text for line in strip.hint)
    assert "A: pause" in hint and "speed" in hint and "5 s" in hint and "B: results" in hint
    image = arcade.get_image(0, 0, 1280, 720).convert("RGB")
    banner = [image.getpixel((x, y)) for x in range(20, 120, 2) for y in range(662, 674)]
    assert any(r > 200 and g > 150 and b < 120 for r, g, b in banner), "no REPLAY drawn"
    assert replay.replay_controls is not None and replay.replay_controls.hint_shown
    frames(game_window, 300)
    assert not replay.replay_controls.hint_shown, "the controls step out of the way"
    key(replay, arcade.key.SPACE)
    assert replay.replay_controls.hint_shown


def test_pause_stops_the_ticks_and_speed_scales_them(game_window: Any, candy_round: Any) -> None:
    replay = watch_again(game_window, candy_round)
    frames(game_window, 60)
    assert replay.table.position == 60
    key(replay, arcade.key.SPACE)
    frames(game_window, 60)
    assert replay.table.position == 60
    key(replay, arcade.key.P)
    frames(game_window, 60)
    assert replay.table.position == 120
    key(replay, arcade.key.EQUAL)
    frames(game_window, 60)
    assert replay.table.position == 240, "2x: two table seconds a second"
    key(replay, arcade.key.BRACKETRIGHT)
    frames(game_window, 30)
    assert replay.table.position == 360, "4x"
    for _ in range(3):
        key(replay, arcade.key.MINUS)
    frames(game_window, 60)
    assert replay.table.position == 390, "0.5x"


def test_skips_land_five_seconds_away_on_the_table_a_fresh_run_reaches(
    game_window: Any, candy_round: Any
) -> None:
    replay = watch_again(game_window, candy_round)
    frames(game_window, 420)
    key(replay, arcade.key.LEFT)
    assert replay.table.position == 120
    fresh = candy_replay.replay_driver(candy_round.recording)
    fresh.run(limit=120)
    assert replay.table.session.state_hash() == fresh.session.state_hash()
    assert replay.table.renderer.snapshot.tick == fresh.session.tick
    key(replay, arcade.key.RIGHT)
    assert replay.table.position == 420
    fresh.run(limit=420)
    assert replay.table.session.state_hash() == fresh.session.state_hash()
    key(replay, arcade.key.LEFT)
    key(replay, arcade.key.LEFT)
    assert replay.table.position == 0
    frames(game_window, 30)
    replay.on_menu_command("left_shoulder")
    frames(game_window, 30)
    assert replay.table.position == 45


def test_esc_leaves_to_the_rounds_results_with_the_match_as_it_was(
    game_window: Any, candy_round: Any
) -> None:
    match = candy_round.match
    rounds, totals = len(match.rounds), list(match.totals)
    replay = watch_again(game_window, candy_round)
    frames(game_window, 100)
    key(replay, arcade.key.ESCAPE)
    back = game_window.current_view
    assert isinstance(back, CandyResultsView) and back.replayed
    assert back.match is match and len(match.rounds) == rounds and match.totals == totals
    assert back.result == candy_round.result
    assert replay.table.session.state_hash() == candy_round.recording.final_hash
    settle(back)
    assert back.revealed, "the reveal was seen before Watch again: the table shows in full"
    click_button(back, "Next round")
    shown = game_window.current_view
    assert isinstance(shown, RealtimeTableView) and not shown.table.replaying
    assert shown.table.match is match and len(match.rounds) == rounds


def test_a_pad_pauses_with_a_and_leaves_with_b(game_window: Any, candy_round: Any) -> None:
    replay = watch_again(game_window, candy_round)
    frames(game_window, 10)
    replay.on_menu_command("select")
    frames(game_window, 10)
    assert replay.table.position == 10 and replay.replay_controls.paused  # type: ignore[union-attr]
    replay.on_menu_command("right")
    assert replay.table.position == 310
    replay.on_menu_command("back")
    assert isinstance(game_window.current_view, CandyResultsView)


def test_a_pinata_replay_of_bots_never_says_your_throw_and_leaves_to_results(
    game_window: Any,
) -> None:
    recording, played = record_bot_game(17, ("easy", "normal"))
    replay = watch_pinata_recording(recording)
    game_window.show_view(replay)
    said: list[str] = []
    hud = replay.table.renderer.hud
    bubble = hud.bubble

    def spoken(player: int, text: str, *rest: Any) -> None:
        said.append(text)
        bubble(player, text, *rest)

    hud.bubble = spoken  # type: ignore[method-assign]
    for _ in range(40):
        frames(game_window, 60)
        if "throwing…" in said:
            break
    assert "throwing…" in said and "Your throw!" not in said
    run_frames(game_window, 1)
    key(replay, arcade.key.LEFT)
    assert isinstance(replay.table, PinataTable)
    fresh = pinata_replay.replay_driver(recording)
    fresh.run(limit=replay.table.position)
    assert replay.table.session.state_hash() == fresh.session.state_hash()
    key(replay, arcade.key.ESCAPE)
    results = game_window.current_view
    assert isinstance(results, PinataResultsView) and results.replayed
    assert results.scores == scores(played.state)
    assert replay.table.session.state_hash() == recording.final_hash
