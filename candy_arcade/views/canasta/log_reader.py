"""The full game log over the table: every line of this game, scrolled by the player.

Opened with its key (L unless the player bound another to ``canasta_log`` on the Keys
screen) or the panel's Log button, scrolled with the wheel, the arrow keys, Page
Up/Down, Home/End or the pad's d-pad, closed with its key, Esc or the pad's B. While it
is open it takes every key but the window's own (F11, F12), and the bots wait, so the
lines stand still while being read.
"""

from __future__ import annotations

import arcade

from candy_arcade.input.keyboard import WINDOW_KEYS
from candy_arcade.views.canasta.session import CanastaSession

PAGE = 10
"""Lines one Page Up or Page Down moves."""
CLOSE_KEYS = (arcade.key.ESCAPE, arcade.key.BACKSPACE)
"""Keys that close the log besides its own."""
SCROLL_KEYS = {
    arcade.key.UP: 1,
    arcade.key.DOWN: -1,
    arcade.key.PAGEUP: PAGE,
    arcade.key.PAGEDOWN: -PAGE,
}
PAD_SCROLL = {"up": 1, "down": -1, "left": PAGE, "right": -PAGE}


class LogReader:
    """Whether the log is open and how far it is scrolled back from its newest line."""

    def __init__(self, session: CanastaSession) -> None:
        self.session = session
        self.open = False
        self.back = 0
        """Lines hidden below the bottom of the box (0: the newest line is shown)."""
        self.own_key: int | None = arcade.key.L
        """The key that opens and closes the log (the table sets the player's binding;
        None while an older command has that key)."""

    def toggle(self) -> None:
        self.open = not self.open
        self.back = 0

    def scroll(self, lines: int) -> None:
        """Older by ``lines`` (newer when negative), never past either end."""
        self.back = max(0, min(self.back + lines, len(self.session.log) - 1))

    def shown(self) -> list[str]:
        """The lines from the first up to the one at the bottom of the box."""
        log = self.session.log
        return log[: len(log) - self.back]

    def key(self, symbol: int) -> bool:
        """A key press; True when the log took it (every key while it is open, but the
        window's own: a screenshot of the open log, or fullscreen, still works)."""
        if symbol in WINDOW_KEYS:
            return False
        if not self.open:
            if symbol == self.own_key:
                self.toggle()
                return True
            return False
        if symbol == self.own_key or symbol in CLOSE_KEYS:
            self.toggle()
        elif symbol in SCROLL_KEYS:
            self.scroll(SCROLL_KEYS[symbol])
        elif symbol == arcade.key.HOME:
            self.scroll(len(self.session.log))
        elif symbol == arcade.key.END:
            self.back = 0
        return True

    def pad(self, command: str) -> bool:
        """A pad's menu command; True when the log took it (all but Start while open)."""
        if not self.open or command == "pause":
            return False
        if command in PAD_SCROLL:
            self.scroll(PAD_SCROLL[command])
        elif command in ("back", "select"):
            self.toggle()
        return True

    def wheel(self, scroll_y: float) -> bool:
        if not self.open:
            return False
        self.scroll(round(scroll_y) or (1 if scroll_y > 0 else -1))
        return True
