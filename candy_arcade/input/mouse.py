"""The mouse: the pointer sets a target the hand travels to; left grabs, right drops."""

from __future__ import annotations

from candy_arcade.core.geometry import Vec2
from candy_arcade.input.device import InputDevice

LEFT_BUTTON = 1
RIGHT_BUTTON = 4


class MouseDevice(InputDevice):
    kind = "mouse"

    def __init__(self) -> None:
        super().__init__("mouse", "Mouse")
        self.pointer: Vec2 | None = None

    def move(self, x: float, y: float) -> None:
        self.pointer = Vec2(x, y)

    def press(self, x: float, y: float, button: int) -> None:
        self.pointer = Vec2(x, y)
        self.edges.join = True
        if button == RIGHT_BUTTON:
            self.edges.drop = True
        else:
            self.edges.grab = True

    def target(self) -> Vec2 | None:
        return self.pointer

    def button_names(self) -> tuple[str, str]:
        return ("Left click", "Right click")
