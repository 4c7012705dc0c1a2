"""What the player reads on the panel when the pile cannot be taken (key P): the real
reason, whatever is selected (issue 17, point 1)."""

from __future__ import annotations

import arcade

from candy_arcade.rules.canasta.state import Phase
from candy_arcade.views.launch import run_frames

from .tables import ids, table
from .test_table_view import table_view_of

FROZEN_BY_JOKER = (
    "The pile is frozen (a Joker is in it): you need two natural 10s from your hand,"
    " and you have none"
)


def press_take(game_window, state, selected: tuple[str, ...]) -> str:  # type: ignore[no-untyped-def]
    view = table_view_of(game_window, ["human", "normal"])
    view.session.state = state
    view.session.acknowledged = [frozenset(h) for h in state.hands]
    run_frames(game_window, 1)
    view.controller.selection = ids(view.session.state, 0, *selected)
    view.on_key_press(arcade.key.P, 0)
    run_frames(game_window, 1)
    assert view.session.state.phase is Phase.DRAW, "the refused take did nothing"
    return str(view.panel.texts._texts["note"][1].text)


def frozen_ten() -> object:
    return table(hands=[["K", "Joker", "6", "6", "5", "7"], ["6"]], discard=["Joker", "10"],
                 pile_frozen=True, melds=[[("Q", ["Q", "Q", "Q"])], []])


def test_a_frozen_ten_says_why_with_nothing_with_a_pair_and_with_a_king_and_joker(
    game_window,  # type: ignore[no-untyped-def]
) -> None:
    for selected in ((), ("6", "6"), ("K", "Joker")):
        assert press_take(game_window, frozen_ten(), selected) == FROZEN_BY_JOKER, selected


def test_an_unmelded_side_with_the_pair_is_told_the_minimum_and_the_points(
    game_window,  # type: ignore[no-untyped-def]
) -> None:
    state = table(hands=[["K", "K", "5", "6"], ["6"]], discard=["7", "K"])
    assert press_take(game_window, state, ()) == (
        "Your first meld needs 90 points: the top card and these make 30"
    )


def test_an_unmelded_side_without_the_pair_is_told_the_pile_is_frozen_for_it(
    game_window,  # type: ignore[no-untyped-def]
) -> None:
    state = table(hands=[["K", "Joker", "5", "6"], ["6"]], discard=["7", "K"])
    assert press_take(game_window, state, ("K", "Joker")) == (
        "The pile is frozen until your side has melded: you need two natural Kings from"
        " your hand, and you have one"
    )


def test_a_stop_card_and_a_one_card_pile_are_named(game_window) -> None:  # type: ignore[no-untyped-def]
    stop = table(hands=[["0", "0", "5"], ["6"]], discard=["7", "0"],
                 melds=[[("Q", ["Q", "Q", "Q"])], []])
    assert press_take(game_window, stop, ()) == (
        "A stop card (a Zero) is on top: the pile cannot be taken until it is covered"
    )
    lone = table(hands=[["7"], ["6"]], discard=["Q"], melds=[[("Q", ["Q", "Q", "Q"])], []])
    assert press_take(game_window, lone, ()) == (
        "You hold one card: a one-card pile cannot be taken"
    )
