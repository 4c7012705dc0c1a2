"""Half a keyboard per player: left zone W A S D + Q/E, right zone arrows + RCtrl/RShift.

Bindings come from the settings file, so players can change them.
"""

from __future__ import annotations

import arcade

from candy_arcade.core.geometry import Vec2
from candy_arcade.input.device import InputDevice


def key_code(name: str) -> int:
    """arcade's key code for a binding name such as ``W`` or ``RSHIFT``."""
    code = getattr(arcade.key, name.upper(), None)
    if not isinstance(code, int):
        raise ValueError(f"unknown key name {name!r}")
    return code


def key_label(name: str) -> str:
    return {
        "RCTRL": "Right Ctrl",
        "RSHIFT": "Right Shift",
        "LSHIFT": "Left Shift",
        "LCTRL": "Left Ctrl",
        "UP": "↑",
        "DOWN": "↓",
        "LEFT": "←",
        "RIGHT": "→",
    }.get(name.upper(), name.upper())


class KeyboardZone(InputDevice):
    kind = "keyboard"

    def __init__(self, zone: str, keys: dict[str, str]) -> None:
        label = "Keys left (WASD)" if zone == "left" else "Keys right (arrows)"
        super().__init__(f"keys-{zone}", label)
        self.zone = zone
        self.names = {
            action: keys[f"{zone}_{action}"]
            for action in ("up", "down", "left", "right", "grab", "drop")
        }
        self.codes = {action: key_code(name) for action, name in self.names.items()}
        self.held: set[str] = set()

    def owns(self, symbol: int) -> bool:
        return symbol in self.codes.values()

    def press(self, symbol: int) -> None:
        for action, code in self.codes.items():
            if code != symbol:
                continue
            self.held.add(action)
            if action == "grab":
                self.edges.grab = True
                self.edges.join = True
            elif action == "drop":
                self.edges.drop = True
                self.edges.join = True

    def release(self, symbol: int) -> None:
        for action, code in self.codes.items():
            if code == symbol:
                self.held.discard(action)

    def direction(self) -> Vec2 | None:
        dx = ("right" in self.held) - ("left" in self.held)
        dy = ("up" in self.held) - ("down" in self.held)
        return Vec2(float(dx), float(dy)).normalized()

    def button_names(self) -> tuple[str, str]:
        return (key_label(self.names["grab"]), key_label(self.names["drop"]))
