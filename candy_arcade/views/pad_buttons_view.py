"""The gamepad's buttons, whole and in halves, beside the key pages: pads are not
rebound, but a player choosing how to share a pad looks for its buttons here.

Read from the devices' own labels (the first pad plugged in, or an Xbox-like one),
so the page says what the lobby, the legends and the prompts say.
"""

from __future__ import annotations

import arcade

from candy_arcade.input.controls import Control, ControlLabels
from candy_arcade.input.gamepad import XBOX_NAMES, GamepadDevice
from candy_arcade.input.pad_half import SIDES, half_labels
from candy_arcade.render.logical_screen import LOGICAL_HEIGHT, LOGICAL_WIDTH
from candy_arcade.render.theme import BODY_FONT, HIGHLIGHT, TEXT
from candy_arcade.views.menu import MenuItem, MenuView
from candy_arcade.views.window_access import app_window

ROWS: tuple[tuple[str, Control], ...] = (
    ("grab", Control.GRAB),
    ("drop", Control.DROP),
    ("special (tap / hold)", Control.SPECIAL),
    ("switch hand", Control.SWITCH),
    ("thump", Control.THUMP),
    ("clap", Control.CLAP),
    ("second hand grab", Control.SECOND_GRAB),
    ("second hand drop", Control.SECOND_DROP),
)
WHOLE_PAD = ControlLabels(
    "gamepad", dict(XBOX_NAMES), move="left stick or d-pad", second_move="right stick",
    chart="Back",
)
COLUMN_WIDTH = 360
TOP = LOGICAL_HEIGHT - 215


def column_lines(labels: ControlLabels, joins: str) -> list[str]:
    """One device's buttons, a line per action it has, then how it joins a lobby."""
    lines = [f"move: {labels.move}"]
    if labels.second_move:
        lines.append(f"second hand: {labels.second_move}")
    lines += [f"{what}: {labels.names[control]}" for what, control in ROWS if labels.has(control)]
    if labels.chart:
        lines.append(f"chart (hold): {labels.chart}")
    lines.append(f"join in the lobby: {joins}")
    return lines


class PadButtonsView(MenuView):
    def __init__(self, back_to: arcade.View) -> None:
        super().__init__(
            "Gamepad buttons",
            "A pad seats one player, or two on half a pad each. Start pauses. Esc: back",
        )
        self.back_to = back_to
        devices = app_window(self).input_hub.devices.values()
        pad = next((d for d in devices if isinstance(d, GamepadDevice)), None)
        whole = pad.labels() if pad is not None else WHOLE_PAD
        halves = pad.halves if pad is not None else ()
        left, right = (h.labels() for h in halves) if halves else map(half_labels, SIDES)
        columns = (
            ("Whole pad", column_lines(whole, f"{whole.names[Control.GRAB]} or Start")),
            ("Left half", column_lines(left, left.names[Control.GRAB])),
            ("Right half", column_lines(right, right.names[Control.GRAB])),
        )
        self.columns: list[tuple[arcade.Text, arcade.Text]] = []
        for number, (heading, lines) in enumerate(columns):
            x = LOGICAL_WIDTH / 2 + (number - 1) * (COLUMN_WIDTH + 20) - COLUMN_WIDTH / 2
            self.columns.append(
                (
                    arcade.Text(
                        heading, x, TOP, HIGHLIGHT, 18, anchor_y="top", font_name=BODY_FONT,
                        bold=True,
                    ),
                    arcade.Text(
                        "\n".join(lines), x, TOP - 34, TEXT, 14, anchor_y="top",
                        font_name=BODY_FONT, multiline=True, width=COLUMN_WIDTH,
                    ),
                )
            )
        self.set_items([MenuItem("Back", action=self.on_back)])

    def item_rect(self, index: int) -> tuple[float, float, float, float]:
        """The one item, Back, under the three columns."""
        left = LOGICAL_WIDTH / 2 - 130
        return left, left + 260, 60, 110

    def draw_extra(self) -> None:
        for heading, body in self.columns:
            heading.draw()
            body.draw()

    def on_back(self) -> None:
        self.window.show_view(self.back_to)
