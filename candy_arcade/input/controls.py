"""The buttons every device offers, named by what they are for rather than where they sit.

A device (keys, mouse, pad) turns its raw events into presses of these controls;
what a press means this tick (a grab, a challenge, a rock) is decided later from the
table's state by :mod:`candy_arcade.input.candy_controls`. Keeping the two apart lets
one "special" button serve every variant and lets prompts name the right button.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from candy_arcade.core.geometry import Vec2

HOLD_TICKS = 45
"""Polls (ticks) the special button must stay down to count as a hold: 0.75 s, long
enough that a tap never ends a player's search by accident."""


class Control(Enum):
    """One logical button. ``SPECIAL`` is a tap (reported on release) and
    ``SPECIAL_HOLD`` the same button held for :data:`HOLD_TICKS`."""

    GRAB = "grab"
    DROP = "drop"
    SPECIAL = "special"
    SPECIAL_HOLD = "special_hold"
    SWITCH = "switch"
    THUMP = "thump"
    CLAP = "clap"
    SECOND_GRAB = "second_grab"
    SECOND_DROP = "second_drop"


@dataclass(frozen=True, slots=True)
class DeviceInput:
    """One poll of a device: where its hand(s) should go and what was pressed since.

    ``target``/``direction`` steer the hand the device drives; ``second_*`` steer the
    other one where the device has a second stick.
    """

    target: Vec2 | None = None
    direction: Vec2 | None = None
    second_target: Vec2 | None = None
    second_direction: Vec2 | None = None
    presses: frozenset[Control] = frozenset()

    def pressed(self, control: Control) -> bool:
        return control in self.presses


NO_INPUT = DeviceInput()


@dataclass(slots=True)
class HoldButton:
    """A button that means one thing when tapped and another when held.

    The tap is only known on release, so it is reported then; the hold is reported
    once, on the poll that reaches :data:`HOLD_TICKS`, and its release is silent.
    """

    down: bool = False
    polls: int = 0
    fired: bool = False
    tapped: bool = False

    def press(self) -> None:
        if not self.down:
            self.down, self.polls, self.fired = True, 0, False

    def release(self) -> None:
        if self.down and not self.fired:
            self.tapped = True
        self.down = False

    def poll(self) -> tuple[bool, bool]:
        """(tapped, held) since the last poll; a poll is one tick of the round."""
        tapped, self.tapped = self.tapped, False
        held = False
        if self.down and not self.fired:
            self.polls += 1
            if self.polls >= HOLD_TICKS:
                self.fired = held = True
        return tapped, held

    @property
    def fraction(self) -> float:
        """How far towards a hold the button is (0 when up or already fired)."""
        if not self.down or self.fired:
            return 0.0
        return min(1.0, self.polls / HOLD_TICKS)


@dataclass
class ButtonEdges:
    """Presses since the last poll, so a quick tap between two ticks is not lost.

    ``grab``/``drop``/``join``/``pause`` are read on their own by lobbies and the
    Piñata view; ``presses`` holds the other controls.
    """

    grab: bool = False
    drop: bool = False
    join: bool = False
    pause: bool = False
    presses: set[Control] = field(default_factory=set)

    def take(self) -> ButtonEdges:
        taken = ButtonEdges(self.grab, self.drop, self.join, self.pause, self.presses)
        self.grab = self.drop = self.join = self.pause = False
        self.presses = set()
        return taken


@dataclass(frozen=True)
class ControlLabels:
    """What a player's device calls each control, for prompts: ``[R]``, ``[X]``,
    ``[middle click]``. A control the device lacks has no entry."""

    kind: str
    names: dict[Control, str]
    move: str
    """How the hand moves: ``WASD``, ``arrows``, ``left stick``, ``pointer``."""
    second_move: str = ""
    """How the second hand moves where the device has a second stick, else empty."""
    steps: tuple[str, str] = ("", "")
    """How to step through choices (trading): (left/right, up/down)."""
    chart: str = ""
    """The button held to see the scoring chart (``C``, ``Back``), empty if none."""

    def has(self, control: Control) -> bool:
        return control in self.names

    def key(self, control: Control) -> str:
        """The bracketed button name, falling back to the special button."""
        name = self.names.get(control) or self.names.get(Control.SPECIAL, "?")
        return f"[{name}]"
