"""How a recording is watched: pause, speed, skipping 5 s either way, leaving.

A replay has no players at the table, so every key and pad button is free for the
viewer: Space or P (a pad's A or Start) pause, - and + or [ and ] (the shoulders) set
the speed, the arrows (the d-pad) skip 5 seconds, Esc (B) goes to the round's results.
Speed is kept as a tick credit: each fixed tick of wall time adds the speed, and the
whole ticks in it run, so 2x runs two table ticks per wall tick and 0.5x one in two.
"""

from __future__ import annotations

from enum import Enum

import arcade

from candy_arcade.core.clock import TICK_RATE

SPEEDS = (0.5, 1.0, 2.0, 4.0)
SKIP_SECONDS = 5


class ReplayCommand(Enum):
    PAUSE = "pause"
    SLOWER = "slower"
    FASTER = "faster"
    BACK = "back"
    FORWARD = "forward"
    LEAVE = "leave"


KEY_COMMANDS: dict[int, ReplayCommand] = {
    arcade.key.SPACE: ReplayCommand.PAUSE,
    arcade.key.P: ReplayCommand.PAUSE,
    arcade.key.MINUS: ReplayCommand.SLOWER,
    arcade.key.NUM_SUBTRACT: ReplayCommand.SLOWER,
    arcade.key.BRACKETLEFT: ReplayCommand.SLOWER,
    arcade.key.PLUS: ReplayCommand.FASTER,
    arcade.key.EQUAL: ReplayCommand.FASTER,
    arcade.key.NUM_ADD: ReplayCommand.FASTER,
    arcade.key.BRACKETRIGHT: ReplayCommand.FASTER,
    arcade.key.LEFT: ReplayCommand.BACK,
    arcade.key.RIGHT: ReplayCommand.FORWARD,
    arcade.key.ESCAPE: ReplayCommand.LEAVE,
}
MENU_COMMANDS: dict[str, ReplayCommand] = {
    "select": ReplayCommand.PAUSE,
    "pause": ReplayCommand.PAUSE,
    "left_shoulder": ReplayCommand.SLOWER,
    "right_shoulder": ReplayCommand.FASTER,
    "left": ReplayCommand.BACK,
    "right": ReplayCommand.FORWARD,
    "back": ReplayCommand.LEAVE,
}
"""A gamepad's buttons as :data:`~candy_arcade.input.gamepad.MENU_BUTTONS` names them."""
CONTROLS_HINT = (
    "Space / A: pause",
    "- + / LB RB: speed",
    "← → / d-pad: 5 s",
    "Esc / B: results",
)
HINT_TICKS = 5 * TICK_RATE
"""How long the controls stay named after the replay starts or a control is used (and
all the while it is paused): long enough to read, then out of the table's way."""


class ReplayControls:
    """Whether the replay runs, how fast, and where a skip lands, over ``length`` ticks."""

    def __init__(self, length: int) -> None:
        self.length = length
        self.paused = False
        self.speed_index = SPEEDS.index(1.0)
        self.credit = 0.0
        self.hint_left = HINT_TICKS

    @property
    def hint_shown(self) -> bool:
        """Whether the controls are named now."""
        return self.paused or self.hint_left > 0

    def used(self) -> None:
        """A control was pressed: name them all again for a while."""
        self.hint_left = HINT_TICKS

    @property
    def speed(self) -> float:
        return SPEEDS[self.speed_index]

    def ticks_due(self) -> int:
        """The table ticks to run in this wall tick (none while paused)."""
        self.hint_left = max(0, self.hint_left - 1)
        if self.paused:
            return 0
        self.credit += self.speed
        due = int(self.credit)
        self.credit -= due
        return due

    def toggle_pause(self) -> None:
        self.paused = not self.paused

    def change_speed(self, step: int) -> None:
        """One speed slower (-1) or faster (+1), stopping at 0.5x and 4x."""
        self.speed_index = max(0, min(len(SPEEDS) - 1, self.speed_index + step))
        self.credit = 0.0

    def skip_target(self, position: int, direction: int) -> int:
        """The tick 5 seconds before (-1) or after (+1) ``position``, within the recording."""
        return max(0, min(self.length, position + direction * SKIP_SECONDS * TICK_RATE))


def clock(ticks: int) -> str:
    """Ticks as minutes and seconds: ``1:05``."""
    seconds = ticks // TICK_RATE
    return f"{seconds // 60}:{seconds % 60:02d}"
