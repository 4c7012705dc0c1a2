"""Discarding the Darkness or the Crone asks first, saying what will happen (issue 17,
point 4): the words on the question, Cancel changes nothing, "Discard it" discards."""

from __future__ import annotations

import arcade

from candy_arcade.rules.canasta.state import Phase
from candy_arcade.views.launch import run_frames

from .tables import ids, table
from .test_table_view import table_view_of


def view_with(game_window, hand, discard=("7", "K")):  # type: ignore[no-untyped-def]
    view = table_view_of(game_window, ["human", "normal"])
    view.session.state = table(hands=[hand, ["6", "7", "8"]], discard=list(discard),
                               phase=Phase.MELD, melds=[[("Q", ["Q", "Q", "Q"])], []])
    view.session.acknowledged = [frozenset(h) for h in view.session.state.hands]
    run_frames(game_window, 1)
    return view


def press_discard(game_window, view, name: str):  # type: ignore[no-untyped-def]
    view.controller.selection = ids(view.session.state, 0, name)
    view.on_key_press(arcade.key.D, 0)
    run_frames(game_window, 1)
    dialog = view.controller.flow.dialog
    assert dialog is not None, f"the {name} asks before it is discarded"
    return dialog


def test_the_darkness_asks_first_and_says_what_the_side_scores(game_window) -> None:  # type: ignore[no-untyped-def]
    view = view_with(game_window, ["Darkness", "5", "K"])
    before = view.session.state
    dialog = press_discard(game_window, view, "Darkness")
    assert dialog.title == "Discard the Darkness?"
    # Queens 30, minus the 5 and the King left in the hand (15): +15.
    assert dialog.body == (
        "The Darkness ends the hand now: your side scores +15 (melds +30, cards left -15)."
    )
    assert [c.label for c in dialog.choices] == ["Discard it", "Cancel"]
    shown = [label.text for _, label in view.dialogs.texts._texts.values() if label.visible]
    assert dialog.title in shown and "Discard it" in shown, "the question is on the screen"
    dialog.choose(1)
    run_frames(game_window, 1)
    assert view.controller.flow.dialog is None
    assert view.session.state == before, "Cancel leaves the hand as it was"
    dialog = press_discard(game_window, view, "Darkness")
    dialog.choose(0)
    run_frames(game_window, 1)
    assert view.session.state.phase in (Phase.HAND_OVER, Phase.GAME_OVER)


def test_the_crone_asks_first_and_says_the_pile_leaves_the_game(game_window) -> None:  # type: ignore[no-untyped-def]
    view = view_with(game_window, ["Crone", "5", "K"])
    before = view.session.state
    dialog = press_discard(game_window, view, "Crone")
    assert dialog.title == "Discard the Crone?"
    assert dialog.body == (
        "The Crone takes itself and the discard pile (2 cards) out of the game: nobody gets"
        " those cards, and the next player must draw from the stock."
    )
    view.on_key_press(arcade.key.ESCAPE, 0)
    run_frames(game_window, 1)
    assert view.session.state == before, "Esc cancels too"
    dialog = press_discard(game_window, view, "Crone")
    dialog.choose(0)
    run_frames(game_window, 1)
    state = view.session.state
    assert state.discard == () and len(state.removed) == 3 and state.turn == 1


def test_an_ordinary_discard_asks_nothing(game_window) -> None:  # type: ignore[no-untyped-def]
    view = view_with(game_window, ["Crone", "5", "K"])
    view.controller.selection = ids(view.session.state, 0, "5")
    view.on_key_press(arcade.key.D, 0)
    run_frames(game_window, 1)
    assert view.controller.flow.dialog is None and view.session.state.turn == 1
