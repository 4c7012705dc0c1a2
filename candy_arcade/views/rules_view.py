"""How to play a mode, one illustrated page at a time: turned by mouse, keys or pad.

The pages are typed content (:mod:`candy_arcade.render.rules_pages`), laid out once
when first shown; this view only counts pages and turns them. Every way a player
holds the game turns a page the same: the on-screen buttons, arrows, Page Up/Down,
Space and Enter, the mouse wheel, a pad's d-pad, A and shoulders. Esc, Backspace or B
goes back to the screen the rules were opened from.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import arcade

from candy_arcade.input.device import InputDevice
from candy_arcade.input.gamepad import GamepadDevice
from candy_arcade.input.pad_half import PadHalf
from candy_arcade.mode_options import ModeOptions
from candy_arcade.render.logical_screen import LOGICAL_HEIGHT, LOGICAL_WIDTH
from candy_arcade.render.rules_pages import rules_book
from candy_arcade.render.rules_pages.controls import DeviceButtons
from candy_arcade.render.rules_pages.drawing import Box, PageDrawing
from candy_arcade.render.theme import (
    BACKGROUND,
    BODY_FONT,
    HIGHLIGHT,
    PANEL,
    PANEL_LIGHT,
    TEXT,
    TEXT_DIM,
)
from candy_arcade.views.window_access import app_window

PAGE_BOX: Box = (40, LOGICAL_WIDTH - 40, 104, LOGICAL_HEIGHT - 100)
"""Where a page's content goes: under the heading, over the page buttons."""
NEXT_KEYS = frozenset(
    {arcade.key.RIGHT, arcade.key.PAGEDOWN, arcade.key.SPACE, arcade.key.ENTER,
     arcade.key.RETURN, arcade.key.DOWN}
)
PREVIOUS_KEYS = frozenset({arcade.key.LEFT, arcade.key.PAGEUP, arcade.key.UP})
BACK_KEYS = frozenset({arcade.key.ESCAPE, arcade.key.BACKSPACE})
NEXT_COMMANDS = frozenset({"right", "down", "select", "right_shoulder"})
PREVIOUS_COMMANDS = frozenset({"left", "up", "left_shoulder"})


@dataclass
class PageButton:
    """A button on the rules screen; a click inside ``rect`` runs ``action``."""

    label: str
    rect: Box
    action: Callable[[], None]
    text: arcade.Text
    enabled: bool = True


class RulesView(arcade.View):
    """One mode's rules pages, worded for the choices of ``table`` when the rules were
    opened from one (a game or a lobby); goes back to ``back_to``."""

    uses_shoulders = True
    """LB and RB turn pages here, so they do not confirm (``menu_command_for``)."""

    def __init__(
        self, back_to: arcade.View, mode: str = "candy", table: ModeOptions | None = None
    ) -> None:
        super().__init__()
        self.back_to = back_to
        self.mode = mode
        self.book = rules_book(mode, self._room_devices(), table)
        self.page = 0
        self.drawings: dict[int, PageDrawing] = {}
        self.hovered: PageButton | None = None
        self.title = arcade.Text(
            f"How to play {self.book.title}", 40, LOGICAL_HEIGHT - 28, TEXT_DIM, 20,
            anchor_y="center", font_name=BODY_FONT,
        )
        self.heading = arcade.Text(
            "", LOGICAL_WIDTH / 2, LOGICAL_HEIGHT - 70, HIGHLIGHT, 30,
            anchor_x="center", anchor_y="center", font_name=BODY_FONT, bold=True,
        )
        self.counter = arcade.Text(
            "", LOGICAL_WIDTH / 2, 62, TEXT, 20, anchor_x="center", anchor_y="center",
            font_name=BODY_FONT, bold=True,
        )
        self.hint = arcade.Text(
            "Arrows, Space or a click turn the page", LOGICAL_WIDTH / 2, 30, TEXT_DIM, 18,
            anchor_x="center", anchor_y="center", font_name=BODY_FONT,
        )
        self.previous_button = self._button("‹  Previous", (40, 290, 20, 76), self.previous_page)
        self.next_button = self._button(
            "Next  ›", (LOGICAL_WIDTH - 290, LOGICAL_WIDTH - 40, 20, 76), self.next_page
        )
        self.back_button = self._button(
            "Back  (Esc)", (LOGICAL_WIDTH - 230, LOGICAL_WIDTH - 40, LOGICAL_HEIGHT - 58,
                            LOGICAL_HEIGHT - 12), self.go_back,
        )
        self.buttons = [self.previous_button, self.next_button, self.back_button]
        self._show_page(0)

    def _room_devices(self) -> list[DeviceButtons]:
        """Every kind of device the input hub knows, by the names the lobby shows: a
        second pad of the same make (or its halves) has the same buttons, so one row
        tells them all. A pad's row names the kind, not the pad ("Gamepad, left half",
        not "Pad 1 left half (Xbox 360 Controller)"): the row stands for every pad of its
        make, and a make's long name wrapped the table's first column into its next row."""
        hub = app_window(self).input_hub
        rows: list[DeviceButtons] = []
        for device in hub.devices.values():
            labels = device.labels()
            if all(row.labels != labels for row in rows):
                rows.append(DeviceButtons(_kind_name(device), labels))
        return rows

    @staticmethod
    def _button(label: str, rect: Box, action: Callable[[], None]) -> PageButton:
        left, right, bottom, top = rect
        text = arcade.Text(
            label, (left + right) / 2, (bottom + top) / 2, TEXT, 20, anchor_x="center",
            anchor_y="center", font_name=BODY_FONT, bold=True,
        )
        return PageButton(label, rect, action, text)

    @property
    def page_count(self) -> int:
        return len(self.book.pages)

    def drawing(self, index: int) -> PageDrawing:
        """Page ``index`` laid out (once, the first time it is shown)."""
        if index not in self.drawings:
            self.drawings[index] = PageDrawing(self.book.pages[index], PAGE_BOX)
        return self.drawings[index]

    def _show_page(self, index: int) -> None:
        self.page = index
        self.heading.text = self.book.pages[index].heading
        self.counter.text = f"Page {index + 1} of {self.page_count}"
        self.previous_button.enabled = index > 0
        self.next_button.enabled = index + 1 < self.page_count
        for button in (self.previous_button, self.next_button):
            button.text.color = TEXT if button.enabled else TEXT_DIM

    def turn(self, step: int) -> None:
        """Go ``step`` pages on (back when negative); the first and last pages stop it."""
        index = min(max(self.page + step, 0), self.page_count - 1)
        if index != self.page:
            self._show_page(index)
            app_window(self).sounds.play("click", 0.4)

    def next_page(self) -> None:
        self.turn(1)

    def previous_page(self) -> None:
        self.turn(-1)

    def go_back(self) -> None:
        self.window.show_view(self.back_to)

    # ------------------------------------------------------------------ drawing

    def on_draw(self) -> None:
        self.clear(color=BACKGROUND)
        app_window(self).screen_map.use()
        self.title.draw()
        self.heading.draw()
        self.drawing(self.page).draw()
        for button in self.buttons:
            left, right, bottom, top = button.rect
            lit = button.enabled and button is self.hovered
            arcade.draw_lrbt_rectangle_filled(
                left, right, bottom, top, PANEL_LIGHT if lit else PANEL
            )
            if button.enabled:
                arcade.draw_lrbt_rectangle_outline(
                    left, right, bottom, top, HIGHLIGHT if lit else PANEL_LIGHT, 2
                )
            button.text.draw()
        self.counter.draw()
        self.hint.draw()

    # ------------------------------------------------------------------ input

    def on_key_press(self, symbol: int, modifiers: int) -> bool | None:
        if symbol in NEXT_KEYS:
            self.next_page()
        elif symbol in PREVIOUS_KEYS:
            self.previous_page()
        elif symbol == arcade.key.HOME:
            self.turn(-self.page)
        elif symbol == arcade.key.END:
            self.turn(self.page_count)
        elif symbol in BACK_KEYS:
            self.go_back()
        else:
            return None
        return True

    def _button_at(self, x: float, y: float) -> PageButton | None:
        lx, ly = app_window(self).to_logical(x, y)
        for button in self.buttons:
            left, right, bottom, top = button.rect
            if button.enabled and left <= lx <= right and bottom <= ly <= top:
                return button
        return None

    def on_mouse_motion(self, x: int, y: int, dx: int, dy: int) -> None:
        self.hovered = self._button_at(x, y)

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> None:
        pressed = self._button_at(x, y)
        if pressed is not None:
            pressed.action()

    def on_mouse_scroll(self, x: int, y: int, scroll_x: float, scroll_y: float) -> None:
        self.turn(-1 if scroll_y > 0 else 1)

    def on_menu_command(self, command: str) -> None:
        """A pad: d-pad, A and the shoulders turn pages, B goes back."""
        if command in NEXT_COMMANDS:
            self.next_page()
        elif command in PREVIOUS_COMMANDS:
            self.previous_page()
        elif command == "back":
            self.go_back()


def _kind_name(device: InputDevice) -> str:
    """What the "Your buttons" table calls a device's row."""
    if isinstance(device, PadHalf):
        return f"Gamepad, {device.side} half"
    if isinstance(device, GamepadDevice):
        return "Gamepad"
    return device.label
