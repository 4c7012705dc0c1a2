"""The one real-time table view: arcade's fixed update runs the table, one driver tick
per call, and a match in the window plays the seeds ``round_seed`` gives."""

from __future__ import annotations

from candy_arcade.core.clock import TICK_SECONDS
from candy_arcade.core.rng import round_seed
from candy_arcade.core.seats import SeatSpec
from candy_arcade.levels.loader import default_level_for
from candy_arcade.rules.candy.match import CandyMatch, score_round
from candy_arcade.setup import GameSetup, SeatAssignment
from candy_arcade.views.candy_table import candy_table_view
from candy_arcade.views.pinata.results import PinataResultsView
from candy_arcade.views.pinata.table import PinataTable, pinata_table_view
from candy_arcade.views.realtime_table import MAX_CATCH_UP_TICKS, RealtimeTableView


def bots(mode: str, seed: int) -> GameSetup:
    seats = tuple(SeatAssignment(SeatSpec(is_bot=True), None, f"Bot {n}") for n in (1, 2, 3))
    return GameSetup(mode, default_level_for(mode), seed, seats)


def test_the_window_runs_fixed_updates_at_the_simulation_tick(game_window) -> None:  # type: ignore[no-untyped-def]
    assert game_window.fixed_delta_time == TICK_SECONDS


def test_each_fixed_update_is_one_tick_and_a_plain_update_none(game_window) -> None:  # type: ignore[no-untyped-def]
    for view in (candy_table_view(bots("candy", 4)), pinata_table_view(bots("pinata", 4))):
        game_window.show_view(view)
        view.on_update(1 / 60)
        assert view.table.driver.ticks == 0
        for _ in range(3):
            view.on_fixed_update(TICK_SECONDS)
        assert view.table.driver.ticks == view.table.session.tick == 3
        assert len(view.table.recording.ticks) == 3  # type: ignore[union-attr]


def test_round_two_of_a_window_match_plays_round_seed_of_the_match_seed(game_window) -> None:  # type: ignore[no-untyped-def]
    setup = bots("candy", 100)
    first = candy_table_view(setup)
    assert first.table.session.seed == 100 == round_seed(100, 1)
    match = first.table.match
    match.record(score_round(100, [[], [], []]))
    second = candy_table_view(setup, match)
    assert second.table.session.seed == round_seed(100, 2)
    assert isinstance(match, CandyMatch) and second.table.match is match


def test_playing_pinata_again_plays_the_matchs_next_game_seed(game_window) -> None:  # type: ignore[no-untyped-def]
    setup = bots("pinata", 100)
    first = pinata_table_view(setup)
    assert first.table.session.seed == 100
    table = first.table
    results = PinataResultsView(
        setup, table.session.state, table.names, game=1, play_game=table.game_screen
    )
    game_window.show_view(results)
    results.play_again()
    shown = game_window.current_view
    assert isinstance(shown, RealtimeTableView) and isinstance(shown.table, PinataTable)
    assert shown.table.game == 2 and shown.table.session.seed == round_seed(100, 2)


def test_a_stalled_frame_runs_at_most_a_quarter_second_of_ticks(game_window) -> None:  # type: ignore[no-untyped-def]
    view = candy_table_view(bots("candy", 4))
    game_window.show_view(view)
    for _ in range(60):
        view.on_fixed_update(TICK_SECONDS)
    assert view.table.driver.ticks == MAX_CATCH_UP_TICKS == 15
    view.on_update(1.0)
    view.on_fixed_update(TICK_SECONDS)
    assert view.table.driver.ticks == 16
