"""A round starts with no mouse target left over from the last round or the lobby."""

from __future__ import annotations

import dataclasses

from candy_arcade.core.geometry import Vec2
from candy_arcade.core.seats import SeatSpec
from candy_arcade.levels.loader import load_default_level
from candy_arcade.mode_options import CandyOptions
from candy_arcade.setup import GameSetup, SeatAssignment
from candy_arcade.views.candy_table import candy_table_view
from candy_arcade.views.launch import run_frames


def test_a_new_round_forgets_where_the_mouse_pointed_in_the_last(game_window) -> None:  # type: ignore[no-untyped-def]
    """Else the mouse player's hand sets off at once towards last round's pointer,
    and a round can start with "Oops, sorry."."""
    level = dataclasses.replace(load_default_level(), timer_seconds=30)
    seats = (
        SeatAssignment(SeatSpec(is_bot=False), "mouse", "You"),
        SeatAssignment(SeatSpec(is_bot=False), "keys-left", "Pat"),
    )
    setup = GameSetup("candy", level, 3, seats, CandyOptions.of(()))
    game_window.input_hub.mouse_motion(1200, 80)  # where the last round's pointer was
    view = candy_table_view(setup)
    game_window.show_view(view)
    hand = view.table.session.hands[0]
    start = Vec2(hand.x, hand.y)
    run_frames(game_window, 30)
    assert Vec2(hand.x, hand.y).distance(start) < 1.0
    view.on_mouse_motion(640, 360, 0, 0)
    run_frames(game_window, 30)
    assert Vec2(hand.x, hand.y).distance(start) > 20
