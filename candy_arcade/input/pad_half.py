"""Half a gamepad as a device of its own, so one pad seats two players.

The left half is the left stick, the d-pad, LB, LT and Back; the right half the right
stick, the face buttons, RB, RT and a click of the right stick. Each half moves with
its stick, grabs with its shoulder button (which also joins it in the lobby, as A
joins a whole pad), drops with its trigger (which leaves the lobby), and has the
four other buttons a table needs under the thumb: on the left the d-pad's four
directions stand in for the face buttons, in the same places (left special, up
switch, down thump, right clap; on the right X, Y, A, B). With one stick a half
moves one hand at a time: under Laissez Faire its switch button swaps the hand it
moves, as a keyboard zone's does. The chart is held on Back (left) or the right
stick's click (right). Start pauses for everyone, as it does on any pad.

The pad itself receives the events and hands each half the raw ones (a half never
talks to pyglet), so the whole pad and both halves always agree on what is down.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from candy_arcade.core.geometry import Vec2
from candy_arcade.input.controls import Control, ControlLabels
from candy_arcade.input.device import InputDevice

Side = Literal["left", "right"]
SIDES: tuple[Side, Side] = ("left", "right")
DEAD_ZONE = 0.2
TRIGGER_DOWN = 0.35
TRIGGER_UP = 0.15
"""A trigger counts as pressed past this and released below that (as on a whole pad)."""
DPAD_BUTTONS = {
    "dpleft": Control.SPECIAL,
    "dpup": Control.SWITCH,
    "dpdown": Control.THUMP,
    "dpright": Control.CLAP,
}
"""The left half's thumb buttons: the d-pad's directions where the face buttons sit."""


@dataclass(frozen=True)
class HalfLayout:
    """Which of the pad's inputs make up one half, and what each one does there."""

    side: Side
    stick: str
    buttons: dict[str, Control]
    """pyglet button names (and, on the left, d-pad directions) to controls."""
    trigger: str
    join_button: str
    chart_button: str
    xbox_names: dict[Control, str]
    playstation_names: dict[Control, str]
    xbox_chart: str
    playstation_chart: str


LEFT = HalfLayout(
    side="left",
    stick="leftstick",
    buttons={"leftshoulder": Control.GRAB, **DPAD_BUTTONS},
    trigger="lefttrigger",
    join_button="leftshoulder",
    chart_button="back",
    xbox_names={
        Control.GRAB: "LB",
        Control.DROP: "LT",
        Control.SPECIAL: "d-pad ←",
        Control.SWITCH: "d-pad ↑",
        Control.THUMP: "d-pad ↓",
        Control.CLAP: "d-pad →",
    },
    playstation_names={
        Control.GRAB: "L1",
        Control.DROP: "L2",
        Control.SPECIAL: "d-pad ←",
        Control.SWITCH: "d-pad ↑",
        Control.THUMP: "d-pad ↓",
        Control.CLAP: "d-pad →",
    },
    xbox_chart="Back",
    playstation_chart="Share",
)
RIGHT = HalfLayout(
    side="right",
    stick="rightstick",
    buttons={
        "rightshoulder": Control.GRAB,
        "x": Control.SPECIAL,
        "y": Control.SWITCH,
        "a": Control.THUMP,
        "b": Control.CLAP,
    },
    trigger="righttrigger",
    join_button="rightshoulder",
    chart_button="rightstick",
    xbox_names={
        Control.GRAB: "RB",
        Control.DROP: "RT",
        Control.SPECIAL: "X",
        Control.SWITCH: "Y",
        Control.THUMP: "A",
        Control.CLAP: "B",
    },
    playstation_names={
        Control.GRAB: "R1",
        Control.DROP: "R2",
        Control.SPECIAL: "Square",
        Control.SWITCH: "Triangle",
        Control.THUMP: "Cross",
        Control.CLAP: "Circle",
    },
    xbox_chart="RS",
    playstation_chart="R3",
)
LAYOUTS: dict[Side, HalfLayout] = {"left": LEFT, "right": RIGHT}


def half_id(pad_id: str, side: Side) -> str:
    """The device id of a half: ``pad-0-left``; a seat keeps it like any other id."""
    return f"{pad_id}-{side}"


class PadHalf(InputDevice):
    """One side of a pad: its own presses, stick and labels; connected with its pad."""

    kind = "gamepad"

    def __init__(self, pad_id: str, pad_label: str, pad_type: str, side: Side) -> None:
        number, _, name = pad_label.partition(" (")
        label = f"{number} {side} half" + (f" ({name}" if name else "")
        super().__init__(half_id(pad_id, side), label)
        self.pad_id = pad_id
        self.side = side
        self.layout = LAYOUTS[side]
        self.pad_type = pad_type
        self.stick = Vec2(0.0, 0.0)
        self.down: set[str] = set()
        """The half's buttons (and d-pad directions) held now."""
        self.trigger_down = False

    @property
    def hardware_id(self) -> str:
        return self.pad_id

    @property
    def is_part(self) -> bool:
        return True

    @property
    def grab_down(self) -> bool:
        """Whether the half's grab button is held now (a Piñata throw lets go on it)."""
        return self.layout.join_button in self.down

    def stick_moved(self, stick: str, moved: Vec2) -> None:
        if stick != self.layout.stick:
            return
        self.stick = moved
        if moved.length() >= DEAD_ZONE:
            self.touched()

    def dpad_moved(self, x: float, y: float) -> None:
        """The left half reads the d-pad's directions as four buttons (diagonals: two)."""
        if self.side != "left":
            return
        now = {
            name
            for name, on in (
                ("dpleft", x < -0.5),
                ("dpright", x > 0.5),
                ("dpup", y > 0.5),
                ("dpdown", y < -0.5),
            )
            if on
        }
        held = {name for name in self.down if name in DPAD_BUTTONS}
        for name in sorted(held - now):
            self.button_released(name)
        for name in sorted(now - held):
            self.button_pressed(name)

    def button_pressed(self, button: str) -> None:
        if button == self.layout.chart_button:
            self.chart_held = True
            self.touched()
        control = self.layout.buttons.get(button)
        if control is None:
            return
        self.down.add(button)
        self.press_control(control)
        if button == self.layout.join_button:
            self.edges.join = True

    def button_released(self, button: str) -> None:
        if button == self.layout.chart_button:
            self.chart_held = False
        control = self.layout.buttons.get(button)
        if control is None:
            return
        self.down.discard(button)
        self.release_control(control)

    def trigger_moved(self, trigger: str, value: float) -> None:
        """The half's trigger drops, with a gap between its press and release levels."""
        if trigger != self.layout.trigger:
            return
        if not self.trigger_down and value > TRIGGER_DOWN:
            self.trigger_down = True
            self.press_control(Control.DROP)
        elif self.trigger_down and value < TRIGGER_UP:
            self.trigger_down = False

    def direction(self) -> Vec2 | None:
        if self.stick.length() < DEAD_ZONE:
            return Vec2(0.0, 0.0)
        return self.stick.clamped(1.0)

    def labels(self) -> ControlLabels:
        return half_labels(self.side, self.pad_type)


def half_labels(side: Side, pad_type: str = "") -> ControlLabels:
    """What a half of a pad of ``pad_type`` (``PS``, or an Xbox-like one) calls its
    buttons: the lobby, legends, prompts and rules pages all read these. Their kind
    names the half ("your left pad half buttons", a legend's header says)."""
    playstation = pad_type == "PS"
    layout = LAYOUTS[side]
    return ControlLabels(
        f"{side} pad half",
        dict(layout.playstation_names if playstation else layout.xbox_names),
        move=f"{side} stick",
        steps=("stick ←→", "stick ↑↓"),
        chart=layout.playstation_chart if playstation else layout.xbox_chart,
    )
