"""A menu option reads "Label:  < value >": a click on its "<" steps back, a click on
">" (or anywhere else on it) steps forward (issue 17: "<" on an option moved forward)."""

from __future__ import annotations

from typing import Any

import arcade

from candy_arcade.render.theme import BODY_FONT
from candy_arcade.settings import BOT_SPEEDS
from candy_arcade.views.settings_view import SettingsView


def physical(window: Any, x: float, y: float) -> tuple[int, int]:
    screen = window.screen_map
    return round(x * screen.scale + screen.offset_x), round(y * screen.scale + screen.offset_y)


def drawn_x_of(item: Any, prefix: str) -> float:
    """Where ``prefix`` of the item's drawn words ends, measured with the font it is drawn in."""
    shown = item._text
    width = arcade.Text(prefix, 0, 0, font_size=shown.font_size, font_name=BODY_FONT).content_width
    return float(shown.x - shown.content_width / 2 + width)


def speed_item(told_window: Any) -> tuple[SettingsView, Any, int]:
    view = SettingsView(told_window.current_view)
    told_window.show_view(view)
    told_window.apply_settings(told_window.settings.with_changes(bot_speed="normal"))
    view.on_draw()
    index = next(i for i, item in enumerate(view.items) if item.label == "Canasta bot speed")
    return view, view.items[index], index


def test_a_click_on_the_back_arrow_steps_to_the_previous_choice(told_window: Any) -> None:
    view, item, index = speed_item(told_window)
    bottom, top = view.item_rect(index)[2:]
    arrow = drawn_x_of(item, "Canasta bot speed:  <") - 3
    x, y = physical(told_window, arrow, (bottom + top) / 2)
    view.on_mouse_press(x, y, arcade.MOUSE_BUTTON_LEFT, 0)
    before = BOT_SPEEDS[BOT_SPEEDS.index("normal") - 1]
    assert told_window.settings.bot_speed == before, "'<' steps back"


def test_a_click_on_the_forward_arrow_steps_to_the_next_choice(told_window: Any) -> None:
    view, item, index = speed_item(told_window)
    bottom, top = view.item_rect(index)[2:]
    arrow = drawn_x_of(item, "Canasta bot speed:  < normal >") - 3
    x, y = physical(told_window, arrow, (bottom + top) / 2)
    view.on_mouse_press(x, y, arcade.MOUSE_BUTTON_LEFT, 0)
    after = BOT_SPEEDS[BOT_SPEEDS.index("normal") + 1]
    assert told_window.settings.bot_speed == after, "'>' steps forward"
