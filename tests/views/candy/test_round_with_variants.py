"""A whole round in the real view with every variant on: bots in every seat play it
through trading to the results; a human seat gets prompts and a legend for its device."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

import arcade

from candy_arcade.core.seats import SeatSpec
from candy_arcade.input.hub import ANY_DEVICE
from candy_arcade.levels.loader import load_default_level
from candy_arcade.mode_options import CandyOptions
from candy_arcade.rules.candy.events import EventKind
from candy_arcade.rules.candy.phase import Phase
from candy_arcade.rules.candy.variants import VARIANT_NAMES, Variant
from candy_arcade.setup import GameSetup, SeatAssignment
from candy_arcade.views.launch import run_frames
from tests.frames import play_frames

if TYPE_CHECKING:
    from candy_arcade.views.candy_table import CandyTable
    from candy_arcade.views.realtime_table import RealtimeTableView


def variant_setup(seats: tuple[SeatAssignment, ...], timer: int = 10) -> GameSetup:
    level = dataclasses.replace(load_default_level(), timer_seconds=timer)
    return GameSetup("candy", level, 11, seats, CandyOptions.of(VARIANT_NAMES))


def prompt_of(view: RealtimeTableView[CandyTable], player: int) -> str:
    """The words by the player's hand in the frame just drawn."""
    renderer = view.table.renderer
    return renderer.prompts.message(renderer.snapshot, player)


def bots(count: int, start: int = 0) -> tuple[SeatAssignment, ...]:
    difficulties = ("easy", "normal", "hard")
    return tuple(
        SeatAssignment(SeatSpec(is_bot=True, difficulty=difficulties[i % 3]), None, f"Bot {i + 1}")
        for i in range(start, start + count)
    )


def test_bots_play_a_round_with_all_ten_variants_to_the_results(game_window) -> None:  # type: ignore[no-untyped-def]
    from candy_arcade.views.candy_results import CandyResultsView
    from candy_arcade.views.candy_table import CandyTable, candy_table_view
    from candy_arcade.views.realtime_table import RealtimeTableView

    view = candy_table_view(variant_setup(bots(4)))
    game_window.show_view(view)
    session = view.table.session
    assert session.variants == frozenset(Variant)
    assert len(session.all_hands) == 8 and len(session.tokens) == 2
    seen: set[EventKind] = set()
    phases: set[Phase] = set()
    note = view.table.renderer.note

    def spy(events):  # type: ignore[no-untyped-def]
        seen.update(event.kind for event in events)
        phases.add(session.phase)
        note(events)

    view.table.renderer.note = spy  # type: ignore[method-assign]
    for _ in range(40):
        play_frames(game_window, 60)
        current = game_window.current_view
        if not (isinstance(current, RealtimeTableView) and isinstance(current.table, CandyTable)):
            break
    results = game_window.current_view
    assert isinstance(results, CandyResultsView)
    assert Phase.TRADING in phases
    assert {EventKind.TRADING, EventKind.TRADING_CLOSED, EventKind.GRAB} <= seen
    stashed = sum(len(stash) for stash in results.result.stashes)
    assert stashed + len(session.pool_cards()) == 52
    assert len(results.match.rounds) == 1


def test_a_human_among_bots_sees_a_legend_and_prompts_for_their_device(game_window) -> None:  # type: ignore[no-untyped-def]
    from candy_arcade.views.candy_table import candy_table_view

    you = SeatAssignment(SeatSpec(is_bot=False), "keys-left", "You")
    view = candy_table_view(variant_setup((you, *bots(2, start=1)), timer=30))
    game_window.show_view(view)
    run_frames(game_window, 2)
    legend = view.table.renderer.legend.panels[0]
    assert "keyboard" in legend.header.text
    assert "Thump [Z] clap [X]" in legend.body.text
    assert "[R]: challenge / pass the Blocker/Snitch" in legend.body.text
    view.table.session.tokens[0].holder = 0
    run_frames(game_window, 1)
    assert prompt_of(view, 0) == "Pass the Blocker: [R] near a hand"
    view.on_key_press(arcade.key.Z, 0)
    view.on_key_release(arcade.key.Z, 0)
    view.table.session.tokens[0].holder = 1
    run_frames(game_window, 1)
    assert prompt_of(view, 0).startswith("●○○ ○○○  next: thump [Z]")


def test_a_lone_player_on_every_device_is_prompted_for_the_one_they_touch(game_window) -> None:  # type: ignore[no-untyped-def]
    from candy_arcade.views.candy_table import candy_table_view

    you = SeatAssignment(SeatSpec(is_bot=False), ANY_DEVICE, "You")
    view = candy_table_view(variant_setup((you, *bots(1, start=1)), timer=30))
    game_window.show_view(view)
    view.table.session.tokens[0].holder = 0
    view.table.session.tokens[1].holder = 1
    view.on_mouse_motion(300, 300, 0, 0)
    run_frames(game_window, 1)
    assert prompt_of(view, 0) == "Pass the Blocker: [Middle click] near a hand"
    view.on_key_press(arcade.key.RIGHT, 0)
    run_frames(game_window, 1)
    view.on_key_release(arcade.key.RIGHT, 0)
    assert prompt_of(view, 0) == "Pass the Blocker: [Enter] near a hand"
    assert "your keyboard buttons" in view.table.renderer.legend.panels[0].header.text
