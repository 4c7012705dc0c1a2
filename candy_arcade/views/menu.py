"""A menu screen driven by keyboard, mouse or gamepad: a list of actions and choices.

Every menu in the game (title, mode select, pause, settings) is one of these, so
navigation works the same everywhere: arrows or d-pad to move, Enter/Space/A to pick,
left/right to change a choice, Esc/B to go back.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import arcade

from candy_arcade.render.logical_screen import LOGICAL_HEIGHT, LOGICAL_WIDTH
from candy_arcade.render.theme import (
    BODY_FONT,
    HIGHLIGHT,
    PANEL,
    PANEL_LIGHT,
    TEXT,
    TEXT_DIM,
    TITLE_FONT,
)
from candy_arcade.views.window_access import app_window

ITEM_WIDTH = 460
ITEM_HEIGHT = 54
ITEM_GAP = 14
ARROW_REACH = 14
"""How far left of an option's "<" a click still counts as on it (a fingertip's slack)."""
MENU_BOTTOM = 48
"""Items stay above this: the footer line of controls is drawn below it."""
CLOSED_GAP_SHARE = 0.2
"""In a list that closes up, the gap under an item is this share of its step."""


@dataclass
class MenuItem:
    """An entry: ``action`` runs on select; with ``choices`` it cycles through values."""

    label: str
    action: Callable[[], None] | None = None
    choices: Sequence[str] = ()
    current: Callable[[], str] | None = None
    choose: Callable[[str], None] | None = None
    enabled: bool = True
    _text: arcade.Text | None = field(default=None, repr=False)

    def display(self) -> str:
        if self.choices and self.current is not None:
            return f"{self.label}:  < {self.current()} >"
        return self.label

    def cycle(self, step: int) -> None:
        if not self.choices or self.current is None or self.choose is None:
            return
        values = list(self.choices)
        index = values.index(self.current()) if self.current() in values else 0
        self.choose(values[(index + step) % len(values)])


class MenuView(arcade.View):
    """A title, an optional subtitle and a vertical list of :class:`MenuItem`."""

    disabled_items_selectable = True
    """Whether the highlight may rest on a dimmed item. A screen that says why an item
    is unavailable when it is chosen (a locked challenge) keeps this; a screen whose
    dimmed item has nothing to say (the title's Continue with no saved game) skips it,
    so the highlight never invites a press that cannot work."""

    def __init__(self, title: str, subtitle: str = "") -> None:
        super().__init__()
        self.items: list[MenuItem] = []
        self.selected = 0
        self.item_font_size = 20
        """A screen with lower items (the keys pages) sets a smaller size that fits them."""
        self.title_text = arcade.Text(
            title,
            LOGICAL_WIDTH / 2,
            LOGICAL_HEIGHT - 120,
            HIGHLIGHT,
            48,
            anchor_x="center",
            font_name=TITLE_FONT,
        )
        self.subtitle_text = arcade.Text(
            subtitle,
            LOGICAL_WIDTH / 2,
            LOGICAL_HEIGHT - 170,
            TEXT_DIM,
            16,
            anchor_x="center",
            font_name=BODY_FONT,
        )
        self.footer_text = arcade.Text(
            "Arrows/D-pad/right stick: move   Enter/A/LB/RB: choose   Left/Right: change   "
            "Esc/B/LT/RT: back",
            LOGICAL_WIDTH / 2,
            28,
            TEXT_DIM,
            12,
            anchor_x="center",
            font_name=BODY_FONT,
        )

    def set_items(self, items: list[MenuItem]) -> None:
        self.items = items
        self.selected = min(self.selected, max(len(items) - 1, 0))
        if items and not self._may_rest_on(self.selected):
            self.selected = self._next_restable(self.selected, 1)

    def _may_rest_on(self, index: int) -> bool:
        return self.disabled_items_selectable or self.items[index].enabled

    def _next_restable(self, start: int, step: int) -> int:
        """The first item from ``start`` on, going by ``step``, the highlight may rest
        on (``start`` itself when there is none)."""
        for offset in range(len(self.items)):
            index = (start + offset * step) % len(self.items)
            if self._may_rest_on(index):
                return index
        return start

    def on_back(self) -> None:
        """Esc / B: subclasses go to the previous screen."""

    def item_rect(self, index: int) -> tuple[float, float, float, float]:
        """Items one under another; a long list closes up so its last item stays above
        the footer, its gaps narrowing first so each item keeps room for its words."""
        top = LOGICAL_HEIGHT - 230
        count = max(len(self.items), 1)
        step = min(ITEM_HEIGHT + ITEM_GAP, (top - MENU_BOTTOM) / (count - CLOSED_GAP_SHARE))
        height = min(ITEM_HEIGHT, step - min(ITEM_GAP, step * CLOSED_GAP_SHARE))
        y = top - index * step
        left = LOGICAL_WIDTH / 2 - ITEM_WIDTH / 2
        return left, left + ITEM_WIDTH, y - height, y

    def draw_extra(self) -> None:
        """Hook for subclasses to draw decorations under the menu."""

    def draw_background(self) -> None:
        """The first thing drawn: the window cleared to the menus' background. A
        subclass that covers the whole window with a picture draws it here instead (a
        clear is a pass over the window on software GL)."""
        self.clear()

    def on_draw(self) -> None:
        self.draw_background()
        app_window(self).screen_map.use()
        self.draw_extra()
        self.title_text.draw()
        if self.subtitle_text.text:
            self.subtitle_text.draw()
        for index, item in enumerate(self.items):
            left, right, bottom, top = self.item_rect(index)
            chosen = index == self.selected
            arcade.draw_lrbt_rectangle_filled(
                left, right, bottom, top, PANEL_LIGHT if chosen else PANEL
            )
            if chosen:
                arcade.draw_lrbt_rectangle_outline(left, right, bottom, top, HIGHLIGHT, 3)
            label = item.display()
            shown = item._text
            if shown is None or shown.text != label or shown.font_size != self.item_font_size:
                shown = item._text = arcade.Text(
                    label,
                    (left + right) / 2,
                    (bottom + top) / 2,
                    TEXT,
                    self.item_font_size,
                    anchor_x="center",
                    anchor_y="center",
                    font_name=BODY_FONT,
                )
            shown.color = TEXT if item.enabled else TEXT_DIM
            shown.draw()
        self.footer_text.draw()

    def move(self, step: int) -> None:
        if self.items:
            self.selected = self._next_restable((self.selected + step) % len(self.items), step)
            app_window(self).sounds.play("click", 0.4)

    def activate(self) -> None:
        if not self.items:
            return
        item = self.items[self.selected]
        if not item.enabled:
            app_window(self).sounds.play("refuse", 0.5)
            return
        if item.choices:
            item.cycle(1)
        elif item.action is not None:
            item.action()

    def on_key_press(self, symbol: int, modifiers: int) -> bool | None:
        if symbol in (arcade.key.UP, arcade.key.W):
            self.move(-1)
        elif symbol in (arcade.key.DOWN, arcade.key.S):
            self.move(1)
        elif symbol in (arcade.key.LEFT, arcade.key.A, arcade.key.RIGHT, arcade.key.D):
            step = -1 if symbol in (arcade.key.LEFT, arcade.key.A) else 1
            if self.items:
                self.items[self.selected].cycle(step)
        elif symbol in (arcade.key.ENTER, arcade.key.RETURN, arcade.key.SPACE):
            self.activate()
        elif symbol == arcade.key.ESCAPE:
            self.on_back()
        else:
            return None
        return True

    def _item_at(self, x: float, y: float) -> int | None:
        lx, ly = app_window(self).to_logical(x, y)
        for index in range(len(self.items)):
            left, right, bottom, top = self.item_rect(index)
            if left <= lx <= right and bottom <= ly <= top:
                return index
        return None

    def on_mouse_motion(self, x: int, y: int, dx: int, dy: int) -> None:
        index = self._item_at(x, y)
        if index is not None and self._may_rest_on(index):
            self.selected = index

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> None:
        index = self._item_at(x, y)
        if index is not None and not self._may_rest_on(index):
            app_window(self).sounds.play("refuse", 0.5)
        elif index is not None:
            self.selected = index
            item = self.items[index]
            logical_x = app_window(self).to_logical(x, y)[0]
            on_back_arrow = item.enabled and self._on_back_arrow(item, logical_x)
            if button == arcade.MOUSE_BUTTON_RIGHT or on_back_arrow:
                item.cycle(-1)
            else:
                self.activate()

    @staticmethod
    def _on_back_arrow(item: MenuItem, x: float) -> bool:
        """Whether logical ``x`` is on the option's drawn "<": that arrow steps back, as
        it says, where a click anywhere else on the item steps forward."""
        shown = item._text
        if not item.choices or item.current is None or shown is None:
            return False
        text_left = shown.x - shown.content_width / 2

        def width_of(words: str) -> float:
            return float(arcade.Text(words, 0, 0, font_size=shown.font_size,
                                     font_name=BODY_FONT).content_width)

        arrow_left = text_left + width_of(f"{item.label}:  ")
        arrow_right = text_left + width_of(f"{item.label}:  < ")
        return arrow_left - ARROW_REACH <= x <= arrow_right

    def on_menu_command(self, command: str) -> None:
        """Gamepad navigation arrives as commands: up, down, left, right, select, back."""
        if command in ("up", "down"):
            self.move(-1 if command == "up" else 1)
        elif command in ("left", "right") and self.items:
            self.items[self.selected].cycle(-1 if command == "left" else 1)
        elif command == "select":
            self.activate()
        elif command == "back":
            self.on_back()
