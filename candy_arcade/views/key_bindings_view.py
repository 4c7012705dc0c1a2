"""Rebind the keys of one screen's group: pick an action, press the new key; saved at once.

Two groups: the real-time tables' two keyboard zones (eleven actions each: four moves,
grab and drop, the variants' special button, hand switch, thump, clap and the scoring
chart) with the mouse player's chart key, and the Canasta table's commands. A key
already used by another action of the same group may only swap with it (asked first,
:mod:`candy_arcade.views.key_swap_question`), so no two actions of one screen ever share
a key and no action is ever left without one; the groups never share a screen, so they
may use the same keys. Pads are not rebound: a link shows their
buttons, whole and in halves, from the grabbing tables' page
(:mod:`candy_arcade.views.pad_buttons_view`); Canasta plays a pad whole.
"""

from __future__ import annotations

import arcade

from candy_arcade.input import canasta_keys
from candy_arcade.input.keyboard import WINDOW_KEYS, key_label
from candy_arcade.settings import CANASTA_KEYS, ZONE_KEYS, key_group
from candy_arcade.views.key_swap_question import KeySwapQuestion
from candy_arcade.views.menu import MENU_BOTTOM, MenuItem, MenuView
from candy_arcade.views.pad_buttons_view import PadButtonsView
from candy_arcade.views.window_access import app_window

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
    "chart": "chart (hold)",
}
ROW_STEP = 40
ITEM_HEIGHT = 34
ITEM_GAP = 4
LINE_PER_POINT = 1.65
"""Logical pixels of line (ascent to descent) per point of font size, with a margin."""
RESERVED = {arcade.key.ESCAPE, *WINDOW_KEYS}
GROUPS = {"tables": ZONE_KEYS, "canasta": CANASTA_KEYS}
TITLES = {"tables": "Keys: grabbing tables", "canasta": "Keys: Canasta table"}
OTHER_GROUP = {"tables": "canasta", "canasta": "tables"}
LINK_LABELS = {"tables": "Grabbing-table keys...", "canasta": "Canasta keys..."}
"""The item leading to a group's page from the other's."""
PAD_LINK = "Pad buttons..."
"""The grabbing tables' page leads to the pad's buttons, whole and in halves."""


def key_name(symbol: int) -> str | None:
    """The arcade constant name for a key code (``W``, ``RSHIFT``), or None if unnamed."""
    for name, value in vars(arcade.key).items():
        if name.isupper() and value == symbol and not name.startswith("MOD_"):
            return name
    return None


def rebind(keys: dict[str, str], action: str, new_key: str) -> dict[str, str]:
    """Bind ``action`` to ``new_key``; an action of its group that had that key takes the
    old one."""
    updated = dict(keys)
    old_key = updated[action]
    for other in key_group(action):
        if keys[other] == new_key and other != action:
            updated[other] = old_key
    updated[action] = new_key
    return updated


def key_holder(keys: dict[str, str], action: str, new_key: str) -> str | None:
    """The other action of ``action``'s group already bound to ``new_key``, if any."""
    return next(
        (other for other in key_group(action) if other != action and keys[other] == new_key),
        None,
    )


def action_label(action: str) -> str:
    """What the player reads for a binding: "Left grab", "Canasta: take the discard pile"."""
    group, verb = action.split("_", 1)
    if group == "canasta":
        label = canasta_keys.COMMAND_LABELS[verb]
        return label[:1].upper() + label[1:]
    return f"{group.title()} {ACTION_LABELS[verb]}"


class KeyBindingsView(MenuView):
    def __init__(self, back_to: arcade.View, group: str = "tables") -> None:
        super().__init__(TITLES[group], "Enter on an action, then press its new key. Esc: back")
        self.back_to = back_to
        self.group = group
        self.actions = tuple(GROUPS[group])
        self.rows = (len(self.actions) + 1) // 2
        room = 720 - 196 - MENU_BOTTOM - ITEM_HEIGHT
        self.row_step = min(ROW_STEP, room // self.rows)
        """Rows close up a little when a page has more than fit at the usual step."""
        self.item_height = min(ITEM_HEIGHT, self.row_step - ITEM_GAP)
        self.item_font_size = min(20, int(self.item_height / LINE_PER_POINT))
        """Labels shrink with the rows, so each stays inside its box."""
        self.waiting_for: str | None = None
        self._build()

    def _label(self, action: str) -> str:
        key = key_label(app_window(self).settings.keys[action])
        if self.waiting_for == action:
            key = "press a key..."
        return f"{action_label(action)}: {key}"

    def _waiter(self, action: str) -> MenuItem:
        return MenuItem(self._label(action), action=lambda: self._wait(action))

    def _build(self) -> None:
        items = [self._waiter(action) for action in self.actions]
        items.append(MenuItem("Reset to defaults", action=self._reset))
        items.append(MenuItem("Back", action=self.on_back))
        if self.group == "tables":
            items.append(MenuItem(PAD_LINK, action=self._show_pad_buttons))
        other = OTHER_GROUP[self.group]
        items.append(MenuItem(LINK_LABELS[other], action=lambda: self._show_group(other)))
        self.set_items(items)

    def _show_pad_buttons(self) -> None:
        """Pads are not rebound; their buttons, whole and in halves, are shown there."""
        self.window.show_view(PadButtonsView(self))

    def _show_group(self, group: str) -> None:
        """The other group's page, returning where this one returns."""
        self.window.show_view(KeyBindingsView(self.back_to, group))

    def item_rect(self, index: int) -> tuple[float, float, float, float]:
        """Two columns of actions; reset, back and the other page side by side below."""
        top_of = 720 - 196
        if index < len(self.actions):
            column, row = divmod(index, self.rows)
            left = 120 + column * 540
            top = top_of - row * self.row_step
            return left, left + 500, top - self.item_height, top
        width = 1040 / (len(self.items) - len(self.actions))
        below = 120 + (index - len(self.actions)) * width
        bottom_row = top_of - self.rows * self.row_step
        return below, below + width - 20, bottom_row - ITEM_HEIGHT, bottom_row

    def _wait(self, action: str) -> None:
        self.waiting_for = action
        self._build()

    def _apply(self, keys: dict[str, str]) -> None:
        window = app_window(self)
        window.apply_settings(window.settings.with_changes(keys=keys))
        window.input_hub.rebind(keys)

    def _reset(self) -> None:
        keys = dict(app_window(self).settings.keys)
        keys.update(GROUPS[self.group])
        self._apply(keys)
        self._build()

    def on_key_press(self, symbol: int, modifiers: int) -> bool | None:
        if self.waiting_for is None:
            return super().on_key_press(symbol, modifiers)
        action, self.waiting_for = self.waiting_for, None
        name = key_name(symbol)
        self._build()
        if symbol in RESERVED or name is None:
            return True
        keys = app_window(self).settings.keys
        holder = key_holder(keys, action, name)
        if holder is None:
            self._apply(rebind(keys, action, name))
            self._build()
            return True

        def swap() -> None:
            self._apply(rebind(app_window(self).settings.keys, action, name))
            self._build()

        self.window.show_view(KeySwapQuestion(
            self, key_label(name), action_label(holder), key_label(keys[action]), swap,
        ))
        return True

    def on_back(self) -> None:
        self.window.show_view(self.back_to)
