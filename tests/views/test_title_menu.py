"""With no game to continue, the title's dimmed Continue is passed over: the highlight
never rests on it (keys, pad, mouse), and a click on it changes nothing but a refusal
sound (a newcomer playtest found it highlighted while dimmed, inviting a dead press)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import arcade
import pytest

from candy_arcade.saves.canasta import CANASTA_SLOT
from candy_arcade.saves.earlier import earlier_paths
from candy_arcade.views.title import TitleView
from tests.views.test_menu_arrows import physical


@pytest.fixture
def no_game_to_continue() -> Iterator[None]:
    CANASTA_SLOT.delete()
    for kept in earlier_paths(CANASTA_SLOT):
        kept.unlink()
    yield


def shown_title(window: Any) -> TitleView:
    title = TitleView()
    window.show_view(title)
    labels = [item.label for item in title.items]
    assert labels[:3] == ["Play", "Continue", "Challenges"]
    assert not title.items[1].enabled
    return title


def test_down_from_play_skips_the_dimmed_continue(
    game_window: Any, no_game_to_continue: None
) -> None:
    title = shown_title(game_window)
    assert title.selected == 0
    title.on_key_press(arcade.key.DOWN, 0)
    assert title.items[title.selected].label == "Challenges"
    title.on_key_press(arcade.key.UP, 0)
    assert title.items[title.selected].label == "Play"


def test_a_pad_moving_up_from_challenges_skips_the_dimmed_continue(
    game_window: Any, no_game_to_continue: None
) -> None:
    title = shown_title(game_window)
    title.selected = 2
    title.on_menu_command("up")
    assert title.items[title.selected].label == "Play"


def test_the_mouse_over_the_dimmed_continue_leaves_the_highlight_where_it_was(
    game_window: Any, no_game_to_continue: None
) -> None:
    title = shown_title(game_window)
    left, right, bottom, top = title.item_rect(1)
    x, y = physical(game_window, (left + right) / 2, (bottom + top) / 2)
    title.on_mouse_motion(x, y, 0, 0)
    assert title.items[title.selected].label == "Play"
    title.on_mouse_press(x, y, arcade.MOUSE_BUTTON_LEFT, 0)
    assert title.items[title.selected].label == "Play"
    assert game_window.current_view is title, "a click on the dimmed Continue goes nowhere"



def test_a_settings_file_that_could_not_be_read_is_told_clear_of_the_menu(
    game_window: Any,
) -> None:
    """It was drawn under the menu, where the Quit item hid its middle."""
    game_window.settings_problem = (
        "Settings file could not be read (Invalid value (at line 1, column 11)); "
        "defaults loaded, the old file is kept as settings.toml.bad"
    )
    try:
        title = TitleView()
        game_window.show_view(title)
        told = title.problem_text
        assert told is not None and "could not be read" in told.text
        for index in range(len(title.items)):
            bottom, top = title.item_rect(index)[2:]
            clear = told.bottom >= top or told.top <= bottom
            assert clear, f"the notice runs into {title.items[index].label}"
        assert told.bottom > title.item_rect(0)[3] and told.top < title.title_text.bottom
    finally:
        game_window.settings_problem = None
