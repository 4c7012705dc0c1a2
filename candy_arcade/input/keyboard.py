"""Half a keyboard per player: left zone W A S D + Q/E/R/F/Z/X, right zone arrows +
Right Ctrl/Right Shift/Enter/'/./slash.

Bindings come from the settings file, so players can change them.
"""

from __future__ import annotations

import arcade

from candy_arcade.core.geometry import Vec2
from candy_arcade.input.controls import Control, ControlLabels
from candy_arcade.input.device import InputDevice

WINDOW_KEYS = frozenset({arcade.key.F11, arcade.key.F12})
"""The window's own keys, fullscreen and the screenshot: every screen, and anything
open on it that takes the other keys, leaves these to the window."""

MOVES = ("up", "down", "left", "right")
BUTTONS: dict[str, Control] = {
    "grab": Control.GRAB,
    "drop": Control.DROP,
    "special": Control.SPECIAL,
    "switch": Control.SWITCH,
    "thump": Control.THUMP,
    "clap": Control.CLAP,
}
CHART = "chart"
"""Held to show the scoring chart: presentation only, so it is no :class:`Control`."""
ACTIONS = (*MOVES, *BUTTONS, CHART)
"""Every action a zone binds, in the order a key shared by two of them is given."""


def is_key_name(name: str) -> bool:
    """Whether ``name`` names a key in arcade (``W``, ``RSHIFT``); modifier masks do not."""
    upper = name.upper()
    return not upper.startswith(("MOD_", "_")) and isinstance(getattr(arcade.key, upper, None), int)


def key_code(name: str) -> int:
    """arcade's key code for a binding name such as ``W`` or ``RSHIFT``.

    Settings are checked with :func:`is_key_name` when read, so a bad name in the
    file is reported there; this raises only for a name that skipped that check.
    """
    if not is_key_name(name):
        raise ValueError(f"unknown key name {name!r}")
    return int(getattr(arcade.key, name.upper()))


def key_label(name: str) -> str:
    return {
        "RCTRL": "Right Ctrl",
        "RSHIFT": "Right Shift",
        "LSHIFT": "Left Shift",
        "LCTRL": "Left Ctrl",
        "RALT": "Right Alt",
        "RETURN": "Enter",
        "ENTER": "Enter",
        "UP": "↑",
        "DOWN": "↓",
        "LEFT": "←",
        "RIGHT": "→",
        "PERIOD": ".",
        "COMMA": ",",
        "SLASH": "/",
        "BACKSLASH": "\\",
        "SEMICOLON": ";",
        "APOSTROPHE": "'",
        "BRACKETLEFT": "[",
        "BRACKETRIGHT": "]",
        "MINUS": "-",
        "EQUAL": "=",
        "SPACE": "Space",
        "TAB": "Tab",
        "BACKSPACE": "Backspace",
    }.get(name.upper(), name.upper())


class KeyboardZone(InputDevice):
    kind = "keyboard"

    def __init__(self, zone: str, keys: dict[str, str]) -> None:
        label = "Keys left (WASD)" if zone == "left" else "Keys right (arrows)"
        super().__init__(f"keys-{zone}", label)
        self.zone = zone
        self.names = {action: keys[f"{zone}_{action}"] for action in ACTIONS}
        self.codes: dict[str, int] = {}
        for action in ACTIONS:
            code = key_code(self.names[action])
            if code not in self.codes.values():
                self.codes[action] = code
        self.held: set[str] = set()

    def owns(self, symbol: int) -> bool:
        return symbol in self.codes.values()

    def press(self, symbol: int) -> None:
        for action, code in self.codes.items():
            if code != symbol:
                continue
            self.held.add(action)
            if action == CHART:
                self.chart_held = True
            elif action in BUTTONS:
                self.press_control(BUTTONS[action])
                if action in ("grab", "drop"):
                    self.edges.join = True
            else:
                self.touched()

    def release(self, symbol: int) -> None:
        for action, code in self.codes.items():
            if code == symbol:
                self.held.discard(action)
                if action == CHART:
                    self.chart_held = False
                elif action in BUTTONS:
                    self.release_control(BUTTONS[action])

    def direction(self) -> Vec2 | None:
        dx = ("right" in self.held) - ("left" in self.held)
        dy = ("up" in self.held) - ("down" in self.held)
        return Vec2(float(dx), float(dy)).normalized()

    def labels(self) -> ControlLabels:
        names = {
            control: key_label(self.names[action])
            for action, control in BUTTONS.items()
            if action in self.codes
        }
        if self.zone == "left" and all(
            self.names[move] == key for move, key in zip(MOVES, "WSAD", strict=True)
        ):
            move, steps = "WASD", ("A/D", "W/S")
        elif all(self.names[move] == move.upper() for move in MOVES):
            move, steps = "arrows", ("←/→", "↑/↓")
        else:
            up, down, left, right = (key_label(self.names[move]) for move in MOVES)
            move, steps = f"{up}{left}{down}{right}", (f"{left}/{right}", f"{up}/{down}")
        chart = key_label(self.names[CHART]) if CHART in self.codes else ""
        return ControlLabels(self.kind, names, move=move, steps=steps, chart=chart)
