"""The Canasta table reads keys and pads the way every screen does: its command keys are
the player's own bindings (settings ``[keys]``, the Keys menu), and a pad's shoulders,
X, Y and Back reach it through the input hub, not through handlers of its own."""

from __future__ import annotations

import arcade

from candy_arcade.input.gamepad import GamepadDevice
from candy_arcade.rules.canasta.state import Phase
from candy_arcade.settings import CANASTA_KEYS, DEFAULT_KEYS
from candy_arcade.views.canasta.session import CanastaSession
from candy_arcade.views.canasta.table_view import CanastaTableView
from candy_arcade.views.key_bindings_view import KeyBindingsView, rebind
from candy_arcade.views.launch import run_frames

from ...input.fake_pad import fake_controller, forget, press
from .tables import setup, table
from .test_table_view import NO_WAIT


def human_table(game_window):  # type: ignore[no-untyped-def]
    view = CanastaTableView(
        CanastaSession(setup(["human", "normal"], 4)), threaded=False, autosave=False, pace=NO_WAIT
    )
    game_window.show_view(view)
    view.session.state = table(
        hands=[["K", "K", "K", "5", "6", "7"], ["6", "7", "8"]],
        melds=[[("Q", ["Q", "Q", "Q"])], []],
    )
    view.session.acknowledged = [frozenset(h) for h in view.session.state.hands]
    run_frames(game_window, 2)
    return view


def test_a_rebound_draw_key_draws_and_the_old_one_does_nothing(game_window) -> None:  # type: ignore[no-untyped-def]
    original = game_window.settings
    try:
        keys = rebind(original.keys, "canasta_draw", "G")
        game_window.apply_settings(original.with_changes(keys=keys))
        view = human_table(game_window)
        view.on_key_press(arcade.key.S, 0)
        assert view.session.state.phase is Phase.DRAW, "S is no longer the draw key"
        view.on_key_press(arcade.key.G, 0)
        assert view.session.state.phase is Phase.MELD
        draw = next(offer for offer in view.controller.offers() if offer.command == "draw")
        assert draw.key == "G", "the Draw button shows the key the player bound"
    finally:
        game_window.apply_settings(original)


def test_a_canasta_key_may_share_a_key_with_the_zones_but_not_with_another_command() -> None:
    keys = rebind(DEFAULT_KEYS, "canasta_take", "W")
    assert keys["canasta_take"] == "W" and keys["left_up"] == "W", "other screens keep W"
    keys = rebind(DEFAULT_KEYS, "canasta_take", "M")
    assert keys["canasta_take"] == "M" and keys["canasta_meld"] == "P", "the two swap"


def test_the_canasta_keys_page_lists_and_rebinds_the_table_commands(game_window) -> None:  # type: ignore[no-untyped-def]
    original = game_window.settings
    view = KeyBindingsView(arcade.View(), "canasta")
    game_window.show_view(view)
    run_frames(game_window, 1)
    labels = [item.label for item in view.items]
    assert "Take the discard pile: P" in labels
    assert len(labels) == len(CANASTA_KEYS) + 3, "reset, back and the other page"
    try:
        view.selected = labels.index("Hint: H")
        view.on_key_press(arcade.key.ENTER, 0)
        view.on_key_press(arcade.key.J, 0)
        assert game_window.settings.keys["canasta_hint"] == "J"
        view.selected = labels.index("Reset to defaults")
        view.on_key_press(arcade.key.ENTER, 0)
        assert game_window.settings.keys["canasta_hint"] == "H", "reset restores the defaults"
    finally:
        game_window.apply_settings(original)


def test_a_real_pads_shoulders_play_a_turn_through_the_input_hub(game_window) -> None:  # type: ignore[no-untyped-def]
    controller, device = fake_controller()
    pad = GamepadDevice(7, controller)
    game_window.input_hub.add_device(pad)
    try:
        view = human_table(game_window)
        press(device, "rightshoulder")
        run_frames(game_window, 1)
        assert view.session.state.phase is Phase.MELD, "RB draws at the start of a turn"
        press(device, "back")
        run_frames(game_window, 1)
        assert view.controller.flow.dialog is not None, "Back opens the score sheet"
        press(device, "b")
        run_frames(game_window, 1)
        assert view.controller.flow.dialog is None
    finally:
        forget(game_window.input_hub, pad.device_id)
