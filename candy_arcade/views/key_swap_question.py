"""Asked when a new key is already another action's: swap the two keys, or keep both.

Binding a key that another action of the same screen uses would leave one of them
without a key, so the two can only trade keys. That is asked, not done silently: a
player who pressed the wrong key would otherwise find a second binding changed and
never know which.
"""

from __future__ import annotations

from collections.abc import Callable

import arcade

from candy_arcade.views.menu import MenuItem, MenuView

YES = "Yes, swap them"
NO = "No, keep both as they are"


def swap_question(new_key: str, holder: str) -> str:
    """``P is already Take the discard pile: swap them?``"""
    return f"{new_key} is already {holder}: swap them?"


class KeySwapQuestion(MenuView):
    """Yes runs ``swap`` and returns to ``back_to``; No (or Esc) only returns."""

    def __init__(
        self, back_to: arcade.View, new_key: str, holder: str, old_key: str,
        swap: Callable[[], None],
    ) -> None:
        super().__init__(
            "Swap the keys?",
            f"{swap_question(new_key, holder)} ({holder} would get {old_key})",
        )
        self.back_to = back_to
        self.swap = swap
        self.set_items([MenuItem(YES, action=self.accept), MenuItem(NO, action=self.on_back)])

    def accept(self) -> None:
        self.swap()
        self.on_back()

    def on_back(self) -> None:
        self.window.show_view(self.back_to)
