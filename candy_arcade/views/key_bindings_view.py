"""Rebind the two keyboard zones: pick an action, press the new key; saved at once.

A key already used by another action swaps with it, so no two actions ever share a
key and no action is ever left without one. Each zone has ten actions: four moves,
grab and drop, and the variants' special button, hand switch, thump and clap.
"""

from __future__ import annotations

import arcade

from candy_arcade.input.keyboard import key_label
from candy_arcade.settings import DEFAULT_KEYS
from candy_arcade.views.menu import MenuItem, MenuView

ACTION_LABELS = {
    "up": "up",
    "down": "down",
    "left": "left",
    "right": "right",
    "grab": "grab",
    "drop": "drop",
    "special": "special (tap / hold)",
    "switch": "switch hand",
    "thump": "thump",
    "clap": "clap",
}
ROWS = len(ACTION_LABELS)
ROW_STEP = 40
ITEM_HEIGHT = 34
RESERVED = {arcade.key.ESCAPE, arcade.key.F11, arcade.key.F12}


def key_name(symbol: int) -> str | None:
    """The arcade constant name for a key code (``W``, ``RSHIFT``), or None if unnamed."""
    for name, value in vars(arcade.key).items():
        if name.isupper() and value == symbol and not name.startswith("MOD_"):
            return name
    return None


def rebind(keys: dict[str, str], action: str, new_key: str) -> dict[str, str]:
    """Bind ``action`` to ``new_key``; an action that had that key takes the old one."""
    updated = dict(keys)
    old_key = updated[action]
    for other, key in keys.items():
        if key == new_key and other != action:
            updated[other] = old_key
    updated[action] = new_key
    return updated


class KeyBindingsView(MenuView):
    def __init__(self, back_to: arcade.View) -> None:
        super().__init__("Keys", "Enter on an action, then press its new key. Esc: back")
        self.back_to = back_to
        self.waiting_for: str | None = None
        self._build()

    def _label(self, action: str) -> str:
        zone, verb = action.split("_", 1)
        key = key_label(self.window.settings.keys[action])  # type: ignore[attr-defined]
        if self.waiting_for == action:
            key = "press a key..."
        return f"{zone.title()} {ACTION_LABELS[verb]}: {key}"

    def _build(self) -> None:
        items = [
            MenuItem(self._label(action), action=lambda a=action: self._wait(a))
            for action in DEFAULT_KEYS
        ]
        items.append(MenuItem("Reset to defaults", action=self._reset))
        items.append(MenuItem("Back", action=self.on_back))
        self.set_items(items)

    def item_rect(self, index: int) -> tuple[float, float, float, float]:
        """Two columns: left zone, right zone; the last two items side by side below."""
        zone_actions = 2 * ROWS
        if index < zone_actions:
            column, row = divmod(index, ROWS)
        else:
            column, row = index - zone_actions, ROWS
        top = 720 - 196 - row * ROW_STEP
        left = 120 + column * 540
        return left, left + 500, top - ITEM_HEIGHT, top

    def _wait(self, action: str) -> None:
        self.waiting_for = action
        self._build()

    def _reset(self) -> None:
        window = self.window
        window.apply_settings(window.settings.with_changes(keys=dict(DEFAULT_KEYS)))  # type: ignore[attr-defined]
        window.input_hub.rebind(window.settings.keys)  # type: ignore[attr-defined]
        self._build()

    def on_key_press(self, symbol: int, modifiers: int) -> bool | None:
        if self.waiting_for is None:
            return super().on_key_press(symbol, modifiers)
        action, self.waiting_for = self.waiting_for, None
        name = key_name(symbol)
        if symbol not in RESERVED and name is not None:
            window = self.window
            keys = rebind(window.settings.keys, action, name)  # type: ignore[attr-defined]
            window.apply_settings(window.settings.with_changes(keys=keys))  # type: ignore[attr-defined]
            window.input_hub.rebind(keys)  # type: ignore[attr-defined]
        self._build()
        return True

    def on_back(self) -> None:
        self.window.show_view(self.back_to)
