"""Issue 17, point 9: the Canasta keys are on the Keys screen (straight away from a
paused Canasta table's settings), a key already in use is swapped only after asking,
and the keyboard cursor shows on the panel's buttons and walks their grid."""

from __future__ import annotations

import arcade

from candy_arcade.render.canasta.focus import FOCUS_WHITE
from candy_arcade.views.key_bindings_view import KeyBindingsView
from candy_arcade.views.key_swap_question import KeySwapQuestion
from candy_arcade.views.launch import run_frames
from candy_arcade.views.pause import PauseView
from candy_arcade.views.settings_view import SettingsView

from .test_table_inputs import human_table


def test_keys_from_a_paused_canasta_table_list_the_table_commands(game_window) -> None:  # type: ignore[no-untyped-def]
    table = human_table(game_window)
    settings = SettingsView(PauseView(table))
    game_window.show_view(settings)
    settings.selected = [item.label for item in settings.items].index("Keys...")
    settings.activate()
    keys = game_window.current_view
    assert isinstance(keys, KeyBindingsView)
    labels = [item.label for item in keys.items]
    assert "Take the discard pile: P" in labels and "Hint: H" in labels
    assert "Sort your hand: O" in labels


def test_binding_a_key_in_use_asks_before_swapping(game_window) -> None:  # type: ignore[no-untyped-def]
    original = game_window.settings
    view = KeyBindingsView(arcade.View(), "canasta")
    game_window.show_view(view)
    run_frames(game_window, 1)
    try:
        labels = [item.label for item in view.items]
        view.selected = labels.index("Hint: H")
        view.on_key_press(arcade.key.ENTER, 0)
        view.on_key_press(arcade.key.P, 0)
        question = game_window.current_view
        assert isinstance(question, KeySwapQuestion)
        assert question.subtitle_text.text.startswith(
            "P is already Take the discard pile: swap them?"
        )
        assert game_window.settings.keys["canasta_hint"] == "H", "nothing changes before yes"
        question.on_key_press(arcade.key.DOWN, 0)
        question.on_key_press(arcade.key.ENTER, 0)
        assert game_window.current_view is view, "No goes back to the keys"
        assert game_window.settings.keys["canasta_take"] == "P"
        assert "Hint: H" in [item.label for item in view.items]

        view.on_key_press(arcade.key.ENTER, 0)
        view.on_key_press(arcade.key.P, 0)
        question = game_window.current_view
        assert isinstance(question, KeySwapQuestion)
        question.on_key_press(arcade.key.ENTER, 0)
        assert game_window.current_view is view
        keys = game_window.settings.keys
        assert keys["canasta_hint"] == "P" and keys["canasta_take"] == "H", "yes swaps them"
        labels = [item.label for item in view.items]
        assert "Hint: P" in labels and "Take the discard pile: H" in labels

        view.on_key_press(arcade.key.ENTER, 0)
        view.on_key_press(arcade.key.J, 0)
        assert game_window.current_view is view, "a free key is bound without a question"
        assert game_window.settings.keys["canasta_hint"] == "J"
    finally:
        game_window.apply_settings(original)
        game_window.input_hub.rebind(original.keys)


def white_ring_around(image, rect) -> bool:  # type: ignore[no-untyped-def]
    """The focus outline's white line, 4 px outside the rect's left and top edges."""
    height = image.height
    left = round(rect.left - 4)
    middle = round(rect.center[1])
    top = round(rect.top + 4)
    samples = [image.getpixel((left, height - middle)),
               image.getpixel((round(rect.center[0]), height - top))]
    return all(tuple(pixel[:3]) == FOCUS_WHITE for pixel in samples)


def test_the_button_cursor_is_outlined_and_the_arrows_walk_the_grid(game_window) -> None:  # type: ignore[no-untyped-def]
    view = human_table(game_window)
    view.on_key_press(arcade.key.UP, 0)
    view.on_key_press(arcade.key.UP, 0)
    controller = view.controller

    def focused() -> str:
        target = controller.focused_target()
        assert target is not None and target[0] == "button"
        return target[1]

    assert focused() == "draw", "the buttons open on the first one that can be pressed"
    run_frames(game_window, 1)
    draw_rect = view.panel.button_rect_of("draw")
    assert draw_rect is not None and white_ring_around(arcade.get_image(), draw_rect)
    view.on_key_press(arcade.key.RIGHT, 0)
    assert focused() == "take", "right moves along the row"
    view.on_key_press(arcade.key.RIGHT, 0)
    assert focused() == "take", "the row ends there"
    view.on_key_press(arcade.key.DOWN, 0)
    assert focused() == "discard", "down moves down the column"
    view.on_key_press(arcade.key.LEFT, 0)
    assert focused() == "meld"
    run_frames(game_window, 1)
    image = arcade.get_image()
    meld_rect = view.panel.button_rect_of("meld")
    assert meld_rect is not None and white_ring_around(image, meld_rect)
    assert not white_ring_around(image, draw_rect), "the outline left the Draw button"
    view.on_key_press(arcade.key.UP, 0)
    view.on_key_press(arcade.key.UP, 0)
    assert controller.focus == "table", "up from the top row returns to the table"
