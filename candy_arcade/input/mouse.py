"""The mouse: the pointer sets a target the hand travels to; left grabs, right drops,
the middle button is the special one (tap, or hold), and the wheel plays the rhythm:
a notch down thumps, a notch up claps (the side buttons do the same, if there are any).
With every button taken, the mouse player holds a key (Tab by default, the settings'
``mouse_chart``) to see the scoring chart; the input hub routes that key here.
"""

from __future__ import annotations

import arcade

from candy_arcade.core.geometry import Vec2
from candy_arcade.input.controls import Control, ControlLabels, DeviceInput
from candy_arcade.input.device import InputDevice

LEFT_BUTTON = arcade.MOUSE_BUTTON_LEFT
MIDDLE_BUTTON = arcade.MOUSE_BUTTON_MIDDLE
RIGHT_BUTTON = arcade.MOUSE_BUTTON_RIGHT
BACK_BUTTON = 8
FORWARD_BUTTON = 16
BUTTON_CONTROLS = {
    LEFT_BUTTON: Control.GRAB,
    RIGHT_BUTTON: Control.DROP,
    MIDDLE_BUTTON: Control.SPECIAL,
    BACK_BUTTON: Control.THUMP,
    FORWARD_BUTTON: Control.CLAP,
}
WHEEL_COOLDOWN_POLLS = 6
"""After a wheel beat, further scrolling is ignored for 0.1 s: one notch is one beat,
even from a touchpad that reports a swipe as many small scrolls."""


class MouseDevice(InputDevice):
    kind = "mouse"

    def __init__(self) -> None:
        super().__init__("mouse", "Mouse")
        self.pointer: Vec2 | None = None
        self._wheel = 0.0
        self._wheel_cooldown = 0
        self.chart_key = ""
        """The label of the key held to see the scoring chart (set by the input hub)."""

    def move(self, x: float, y: float) -> None:
        self.pointer = Vec2(x, y)
        self.touched()

    def press(self, x: float, y: float, button: int) -> None:
        self.pointer = Vec2(x, y)
        self.edges.join = True
        self.press_control(BUTTON_CONTROLS.get(button, Control.GRAB))

    def release(self, x: float, y: float, button: int) -> None:
        control = BUTTON_CONTROLS.get(button)
        if control is not None:
            self.release_control(control)

    def scroll(self, scroll_y: float) -> None:
        """Wheel notches: down (negative) thumps, up claps."""
        if self._wheel_cooldown > 0:
            return
        self._wheel += scroll_y
        if abs(self._wheel) >= 1.0:
            self.press_control(Control.THUMP if self._wheel < 0 else Control.CLAP)
            self._wheel = 0.0
            self._wheel_cooldown = WHEEL_COOLDOWN_POLLS

    def poll(self) -> DeviceInput:
        if self._wheel_cooldown > 0:
            self._wheel_cooldown -= 1
        return super().poll()

    def target(self) -> Vec2 | None:
        return self.pointer

    def labels(self) -> ControlLabels:
        return ControlLabels(
            self.kind,
            {
                Control.GRAB: "Left click",
                Control.DROP: "Right click",
                Control.SPECIAL: "Middle click",
                Control.THUMP: "Wheel down",
                Control.CLAP: "Wheel up",
            },
            move="pointer",
            steps=("point", "point"),
            chart=self.chart_key,
        )
