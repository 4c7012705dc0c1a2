"""The Canasta table's keyboard and pad buttons, read the way every other screen reads them.

The commands (draw, take, meld...) are bound in the settings file's ``[keys]`` table
(``canasta_draw = "S"``), so players rebind them like the real-time tables' keys;
the cursor keys, Space, Enter and Backspace stay where every menu has them. Pads reach
the table through the input hub's menu commands, like every other screen.
"""

from __future__ import annotations

from collections.abc import Mapping

import arcade

from candy_arcade.input.keyboard import key_code, key_label

COMMANDS = (
    "draw", "take", "meld", "discard", "end", "ask", "hint", "undo", "scores", "clear", "sort",
    "reveal", "log",
)
"""The table commands a key may be bound to, as ``canasta_<command>`` in the settings,
oldest first: a settings file written before a command existed may have given its
default key to an older one, which then keeps it (the newer one waits for a key of its
own on the Keys screen)."""
COMMAND_LABELS = {
    "draw": "draw from the stock",
    "take": "take the discard pile",
    "meld": "meld the selected cards",
    "discard": "discard the selected card",
    "end": "end play",
    "ask": "ask your partner",
    "hint": "hint",
    "undo": "undo",
    "scores": "score sheet",
    "clear": "clear the selection",
    "sort": "sort your hand",
    "reveal": "Watcher's reveal again",
    "log": "full game log",
}
FIXED_KEYS = {
    arcade.key.ENTER: "confirm",
    arcade.key.RETURN: "confirm",
    arcade.key.NUM_ENTER: "confirm",
    arcade.key.BACKSPACE: "clear",
}
"""Keys every screen gives the same meaning; a binding of the player's comes first."""
PAD_COMMANDS = {
    "left_shoulder": "play_meld_side",
    "right_shoulder": "play_stock_side",
    "extra": "hint",
    "again": "undo",
    "view": "scores",
}
"""A pad's menu commands beyond the d-pad, A, B and Start, as table commands: LB takes
or melds, RB draws or discards, X asks for a hint, Y undoes, Back opens the scores."""


def setting_name(command: str) -> str:
    return f"canasta_{command}"


def key_commands(keys: Mapping[str, str]) -> dict[int, str]:
    """Key code -> table command, from the settings' bindings and the fixed keys (a
    key two commands share goes to the older)."""
    commands = dict(FIXED_KEYS)
    bound: set[int] = set()
    for command in COMMANDS:
        code = key_code(keys[setting_name(command)])
        if code not in bound:
            commands[code] = command
            bound.add(code)
    return commands


def command_key(keys: Mapping[str, str], command: str) -> int | None:
    """The key code that gives ``command`` (None when an older command has its key)."""
    return next((code for code, bound in key_commands(keys).items() if bound == command), None)


def key_labels(keys: Mapping[str, str]) -> dict[str, str]:
    """Table command -> the key shown on its button ("S", "Tab"; "" while an older
    command has its key)."""
    return {
        command: key_label(keys[setting_name(command)])
        if command_key(keys, command) is not None else ""
        for command in COMMANDS
    }
