"""How a results screen is left: a settle second, then only a deliberate press.

Players are still mashing their grab keys and clicking when the alarm rings; if any
press moved on, the scores would never be seen. So for its first second a results
screen ignores everything, and after that only its own buttons, a confirm key that no
keyboard zone binds, and a pad's buttons move on (a zone key is someone's move or grab).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

import arcade

from candy_arcade.input.keyboard import key_code
from candy_arcade.render.text_fit import fit_width
from candy_arcade.render.theme import BODY_FONT, HIGHLIGHT, PANEL_LIGHT, TEXT
from candy_arcade.settings import ZONE_KEYS

SETTLE_SECONDS = 1.0
"""How long a results screen ignores all input after it appears."""
BUTTON_WIDTH = 190.0
BUTTON_BOTTOM = 6.0
BUTTON_TOP = 42.0
BUTTONS_RIGHT = 1264.0
BUTTON_GAP = 12.0
BUTTON_FONT = 15
BUTTON_PADDING = 10
"""Room left and right of a button's words, so they never touch its edge."""
CONFIRM_KEYS: tuple[tuple[str, tuple[int, ...]], ...] = (
    ("Enter", (arcade.key.RETURN, arcade.key.ENTER)),
    ("Space", (arcade.key.SPACE,)),
)
"""The confirm keys a results screen may use, each with every code it has (both Enter
keys count as one: a player who binds either thinks of it as "Enter")."""


def free_confirm_keys(keys: Mapping[str, str]) -> dict[str, tuple[int, ...]]:
    """The confirm keys no keyboard zone binds in ``keys`` (the settings' bindings)."""
    bound = {key_code(name) for action, name in keys.items() if action in ZONE_KEYS}
    return {label: codes for label, codes in CONFIRM_KEYS if not bound.intersection(codes)}


@dataclass
class ResultsButton:
    """A clickable button on a results screen, in logical coordinates."""

    label: str
    action: Callable[[], None]
    rect: tuple[float, float, float, float]
    """left, right, bottom, top"""

    def __post_init__(self) -> None:
        left, right, bottom, top = self.rect
        self.text = arcade.Text(
            self.label,
            (left + right) / 2,
            (bottom + top) / 2,
            TEXT,
            BUTTON_FONT,
            anchor_x="center",
            anchor_y="center",
            font_name=BODY_FONT,
            bold=True,
        )
        fit_width(self.text, right - left - 2 * BUTTON_PADDING, BUTTON_FONT)

    def relabel(self, label: str) -> None:
        """Say what the button does now (a reveal's "Show all" becomes "Next round")."""
        self.label = label
        self.text.text = label

    def contains(self, x: float, y: float) -> bool:
        left, right, bottom, top = self.rect
        return left <= x <= right and bottom <= y <= top

    def draw(self) -> None:
        left, right, bottom, top = self.rect
        arcade.draw_lrbt_rectangle_filled(left, right, bottom, top, PANEL_LIGHT)
        arcade.draw_lrbt_rectangle_outline(left, right, bottom, top, HIGHLIGHT, 2)
        self.text.draw()


class ResultsControls:
    """The settle timer, the buttons and the confirm keys of one results screen."""

    def __init__(self, keys: Mapping[str, str]) -> None:
        self.elapsed = 0.0
        self.buttons: list[ResultsButton] = []
        self.confirm_keys = free_confirm_keys(keys)

    def add_button(self, label: str, action: Callable[[], None]) -> ResultsButton:
        """A button at the bottom right; each new one goes left of the last."""
        right = BUTTONS_RIGHT - len(self.buttons) * (BUTTON_WIDTH + BUTTON_GAP)
        button = ResultsButton(
            label, action, (right - BUTTON_WIDTH, right, BUTTON_BOTTOM, BUTTON_TOP)
        )
        self.buttons.append(button)
        return button

    @property
    def left_of_buttons(self) -> float:
        """The x where the leftmost button starts: the footer must end before it."""
        return min((button.rect[0] for button in self.buttons), default=BUTTONS_RIGHT)

    def update(self, delta_time: float) -> None:
        self.elapsed += delta_time

    @property
    def ready(self) -> bool:
        """Whether the settle second is over and input counts."""
        return self.elapsed >= SETTLE_SECONDS

    def click(self, x: float, y: float) -> None:
        """A click at logical ``x, y`` presses the button under it, if any."""
        if not self.ready:
            return
        for button in self.buttons:
            if button.contains(x, y):
                button.action()
                return

    def confirms(self, symbol: int) -> bool:
        """Whether ``symbol`` is a free confirm key."""
        return any(symbol in codes for codes in self.confirm_keys.values())

    def confirm_hint(self) -> str:
        """The confirm keys and the pad's A as a footer says them: "Space / A"."""
        return " / ".join([*self.confirm_keys, "A"])

    def draw(self) -> None:
        for button in self.buttons:
            button.draw()
