"""What a replay shows over the table: a REPLAY badge with paused or the speed, the time
watched of the total and a progress bar, and for a while the controls by name.

Without it a replay looks like a live round nobody can steer. The badge sits in the
bottom-left corner, which both tables leave free at every seat count; the controls are
named just above it when the replay starts, after a control is used and while paused,
then step out of the way.
"""

from __future__ import annotations

import arcade

from candy_arcade.render.theme import BODY_FONT, HIGHLIGHT, TEXT
from candy_arcade.views.replay_controls import CONTROLS_HINT, ReplayControls, clock

BADGE = (8.0, 248.0, 6.0, 70.0)
"""left, right, bottom, top of the badge"""
HINT = (8.0, 180.0, 76.0, 182.0)
"""left, right, bottom, top of the controls' names (narrower: a seat's card row ends
beside it)"""
PANEL_COLOUR = (20, 10, 30, 215)
BAR_COLOUR = (255, 196, 64, 230)
BAR_TRACK = (255, 255, 255, 60)


class ReplayStrip:
    """Draws the replay's badge and controls in logical coordinates."""

    def __init__(self) -> None:
        left, _, bottom, top = BADGE
        self.banner = arcade.Text(
            "REPLAY", left + 12, top - 14, HIGHLIGHT, 20, anchor_y="center",
            font_name=BODY_FONT, bold=True,
        )  # fmt: skip
        self.status = arcade.Text(
            "", left + 12, bottom + 12, TEXT, 15, anchor_y="center", font_name=BODY_FONT,
            bold=True,
        )  # fmt: skip
        hint_left, _, _, hint_top = HINT
        self.hint = [
            arcade.Text(
                line, hint_left + 8, hint_top - 15 - 25 * number, TEXT, 13,
                anchor_y="center", font_name=BODY_FONT,
            )
            for number, line in enumerate(CONTROLS_HINT)
        ]

    def status_text(self, controls: ReplayControls, position: int) -> str:
        """Paused or the speed, then the time watched of the recording's length."""
        state = "Paused" if controls.paused else f"{controls.speed:g}x"
        return f"{state}  {clock(position)} / {clock(controls.length)}"

    def draw(self, controls: ReplayControls, position: int) -> None:
        left, right, bottom, _ = BADGE
        arcade.draw_lrbt_rectangle_filled(*BADGE, PANEL_COLOUR)
        done = position / controls.length if controls.length else 1.0
        bar_left, bar_right, bar_bottom = left + 12, right - 12, bottom + 26
        bar_top = bar_bottom + 4
        arcade.draw_lrbt_rectangle_filled(bar_left, bar_right, bar_bottom, bar_top, BAR_TRACK)
        arcade.draw_lrbt_rectangle_filled(
            bar_left, bar_left + (bar_right - bar_left) * done, bar_bottom, bar_top, BAR_COLOUR
        )
        status = self.status_text(controls, position)
        if status != self.status.text:  # laid out again only when it changes
            self.status.text = status
        self.banner.draw()
        self.status.draw()
        if controls.hint_shown:
            arcade.draw_lrbt_rectangle_filled(*HINT, PANEL_COLOUR)
            for line in self.hint:
                line.draw()
