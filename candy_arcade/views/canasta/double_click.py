"""Telling a double-click on a card from two clicks: the same card, pressed again soon.

Kept by the table view's clock (seconds since it opened), so a test can step it.
"""

from __future__ import annotations

DOUBLE_CLICK_SECONDS = 0.4
"""The usual desktop double-click time (Windows' and GNOME's default is 400 to 500 ms)."""


class DoubleClicks:
    def __init__(self) -> None:
        self._last: tuple[int, float] | None = None

    def double(self, card: int, now: float) -> bool:
        """True when ``card`` was pressed before within :data:`DOUBLE_CLICK_SECONDS`;
        a double-click is used up, so a third press starts again."""
        last = self._last
        if last is not None and last[0] == card and now - last[1] <= DOUBLE_CLICK_SECONDS:
            self._last = None
            return True
        self._last = (card, now)
        return False
