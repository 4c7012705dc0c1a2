"""Pressing a results screen as a player does: wait out its settle second (and the
reveal), click a button."""

from __future__ import annotations

from typing import Any

import arcade

from candy_arcade.views.results_controls import SETTLE_SECONDS
from candy_arcade.views.window_access import app_window


def settle(view: Any) -> None:
    """Let the results screen's first second pass, as its frames would."""
    view.on_update(SETTLE_SECONDS)


def settle_and_reveal(view: Any) -> None:
    """Let the settle second pass and an I Want Candy! reveal play to its end."""
    settle(view)
    view.on_update(view.schedule.duration)


def click_at(view: Any, x: float, y: float) -> None:
    """A left click at logical ``x, y``, in the window's own pixels."""
    screen = app_window(view).screen_map
    view.on_mouse_press(
        round(x * screen.scale + screen.offset_x),
        round(y * screen.scale + screen.offset_y),
        arcade.MOUSE_BUTTON_LEFT,
        0,
    )


def click_button(view: Any, label: str) -> None:
    """Click the middle of the results screen's button named ``label``."""
    button = next(button for button in view.controls.buttons if button.label == label)
    left, right, bottom, top = button.rect
    click_at(view, (left + right) / 2, (bottom + top) / 2)
