"""Who the table faces: in the hot seat it turns to the human whose turn it is (their
hand under their name, their side's melds below); with no human seat it is a show that
no key or click can play and that calls nobody "you"."""

from __future__ import annotations

import re

import arcade

from candy_arcade.render.canasta.layout import BADGES, BOTTOM_BAND, TOP_BAND
from candy_arcade.render.canasta.text_pool import TextPool
from candy_arcade.rules.canasta.state import Phase
from candy_arcade.views.canasta.pacer import Pace
from candy_arcade.views.canasta.session import CanastaSession
from candy_arcade.views.canasta.table_view import CanastaTableView
from candy_arcade.views.launch import run_frames

from .tables import ids, setup, table
from .test_table_view import NO_WAIT

HOLD_ON = Pace(turn_delay=3600.0, move_delay=3600.0, hand_over_delay=3600.0)
"""Bots that never get round to moving, so only the spectator's input could change the table."""
YOU = re.compile(r"\byou(r|rs)?\b", re.IGNORECASE)


def shown_words(pool: TextPool) -> dict[str, str]:
    """The visible labels of a renderer, by key."""
    return {key: label.text for key, (_, label) in pool._texts.items() if label.visible}


def label_at(pool: TextPool, key: str) -> arcade.Text:
    return pool._texts[key][1]


def view_of(game_window, kinds, pace=NO_WAIT):  # type: ignore[no-untyped-def]
    view = CanastaTableView(CanastaSession(setup(kinds, 4)), threaded=False, autosave=False,
                            pace=pace)
    game_window.show_view(view)
    return view


def north_to_play(game_window):  # type: ignore[no-untyped-def]
    """Two humans, South and North; North's turn, North's curtain opened."""
    view = view_of(game_window, ["human", "human"])
    view.session.state = table(
        hands=[["5", "6", "7", "8"], ["K", "K", "Q", "Q", "Q", "9"]],
        melds=[[("4", ["4", "4", "4"])], [("J", ["J", "J", "J"])]],
        turn=1,
    )
    view.session.acknowledged = [frozenset(h) for h in view.session.state.hands]
    run_frames(game_window, 2)
    dialog = view.controller.flow.dialog
    assert dialog is not None and dialog.title == "Pass to North (Player 2)"
    dialog.choose()
    run_frames(game_window, 60)
    return view


def test_the_hot_seat_table_shows_norths_hand_under_norths_name(game_window) -> None:  # type: ignore[no-untyped-def]
    view = north_to_play(game_window)
    state = view.session.state
    assert sorted(view.table.hand_cards) == sorted(state.hands[1])
    plate = label_at(view.table.texts, "seat1")
    assert plate.text.startswith("→ North · Player 2")
    assert BADGES["bottom"].contains(plate.x + 1, plate.y)
    south = label_at(view.table.texts, "seat0")
    assert "South" in south.text and BADGES["top"].contains(south.x + 1, south.y)
    sprites = view.table.cards.by_card
    for card in state.melds[1][0].cards:
        assert BOTTOM_BAND.contains(sprites[card].center_x, sprites[card].center_y)
    for card in state.melds[0][0].cards:
        assert TOP_BAND.contains(sprites[card].center_x, sprites[card].center_y)
    assert "your hand: 6 cards" in plate.text
    assert shown_words(view.panel.texts)["prompt"].startswith("Your turn")


def test_the_table_keeps_facing_north_behind_the_curtain_then_turns_to_south(game_window) -> None:  # type: ignore[no-untyped-def]
    view = north_to_play(game_window)
    view.controller.command("draw")
    view.controller.selection = ids(view.session.state, 1, "9")
    view.controller.command("discard")
    run_frames(game_window, 2)
    assert view.session.state.turn == 0
    assert view.controller.holder is None and view.table.hand_cards == []
    assert BADGES["bottom"].contains(label_at(view.table.texts, "seat1").x + 1,
                                     label_at(view.table.texts, "seat1").y)
    dialog = view.controller.flow.dialog
    assert dialog is not None and dialog.title == "Pass to South (Player 1)"
    dialog.choose()
    run_frames(game_window, 60)
    assert sorted(view.table.hand_cards) == sorted(view.session.state.hands[0])
    south = label_at(view.table.texts, "seat0")
    assert BADGES["bottom"].contains(south.x + 1, south.y)


def bots_only_show(game_window):  # type: ignore[no-untyped-def]
    view = view_of(game_window, ["normal", "easy"], HOLD_ON)
    view.session.state = table(
        hands=[["K", "K", "K", "5", "6", "7"], ["6", "7", "8"]],
        discard=["K"], melds=[[("Q", ["Q", "Q", "Q"])], []],
    )
    view.session.acknowledged = [frozenset(h) for h in view.session.state.hands]
    run_frames(game_window, 2)
    return view


def test_a_bots_only_table_says_your_nowhere(game_window) -> None:  # type: ignore[no-untyped-def]
    view = bots_only_show(game_window)
    assert view.session.state.to_act == 0
    words = [*shown_words(view.table.texts).values(), *shown_words(view.panel.texts).values()]
    assert any("South (Bot, normal) is thinking" in w for w in words)
    assert [w for w in words if YOU.search(w)] == []
    assert view.table.hand_cards, "the show still lays the bottom bot's hand face up"


def test_keys_and_clicks_do_nothing_to_a_bots_only_table(game_window) -> None:  # type: ignore[no-untyped-def]
    view = bots_only_show(game_window)
    before = view.session.state
    moves = view.session.moves
    hand_x, hand_y = view.table.hand_xy[0]
    presses = [arcade.key.S, arcade.key.P, arcade.key.M, arcade.key.D, arcade.key.E,
               arcade.key.H, arcade.key.U, arcade.key.C, arcade.key.ENTER, arcade.key.SPACE,
               arcade.key.UP, arcade.key.SPACE, arcade.key.ENTER]
    for key in presses:
        view.on_key_press(key, 0)
    for command in ("select", "left_shoulder", "right_shoulder", "extra", "again", "back"):
        view.on_menu_command(command)
    for x, y in ((hand_x, hand_y), (300, 442), (405, 442)):
        view.on_mouse_press(int(x), int(y), arcade.MOUSE_BUTTON_LEFT, 0)
        view.on_mouse_release(int(x), int(y), arcade.MOUSE_BUTTON_LEFT, 0)
    view.on_mouse_press(int(hand_x), int(hand_y), arcade.MOUSE_BUTTON_LEFT, 0)
    view.on_mouse_drag(405, 442, 0, 0, arcade.MOUSE_BUTTON_LEFT, 0)
    view.on_mouse_release(405, 442, arcade.MOUSE_BUTTON_LEFT, 0)
    assert view.session.state is before and view.session.moves == moves
    assert view.controller.selection == [] and view.controller.message is None
    assert view.controller.flow.dialog is None
    view.on_key_press(arcade.key.TAB, 0)
    assert view.controller.flow.dialog is not None, "the score sheet opens for the audience"
    assert view.session.state.phase is Phase.DRAW
