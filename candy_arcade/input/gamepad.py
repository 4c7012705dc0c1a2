"""Gamepads through pyglet's controller API.

Left stick or d-pad moves, A grabs, B drops, X is the special button (tap, or hold),
Y switches hands, LB thumps and LT claps; the right stick with RB (grab) and RT
(drop) drives the second hand under Wall Street, Laissez Faire. Back (View, Share)
is held to see the scoring chart: a table uses it for nothing else.

Each pad also offers its two halves (:mod:`candy_arcade.input.pad_half`), so two
players can share it; in menus both halves are answered: the right stick steps as the
d-pad does, either shoulder confirms where a screen gives the shoulders no meaning of
their own (see :func:`menu_command_for`), and either trigger goes back.

Machines without /dev/input (like CI) raise OSError when controllers are listed;
the game then runs without pads and says so, never crashes.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import Any

from candy_arcade.core.geometry import Vec2
from candy_arcade.input.controls import Control, ControlLabels
from candy_arcade.input.device import InputDevice
from candy_arcade.input.pad_half import SIDES, PadHalf

DEAD_ZONE = 0.2
TRIGGER_DOWN = 0.35
TRIGGER_UP = 0.15
"""A trigger counts as pressed past this and released below that, so a trigger
resting half-way does not chatter."""
MENU_BUTTONS = {
    "a": "select",
    "b": "back",
    "y": "again",
    "start": "pause",
    "x": "extra",
    "leftshoulder": "left_shoulder",
    "rightshoulder": "right_shoulder",
    "back": "view",
}
"""What each button means on a screen that is not a real-time table. Y is "again": the
results screens watch the round again on it; the Canasta table gives the rest meaning."""
TRIGGER_MENU_COMMAND = "back"
"""Either trigger goes back in menus: a half's trigger is its drop, as B is a pad's."""
SHOULDER_SELECTS = {"left_shoulder": "select", "right_shoulder": "select"}
"""A half's shoulder is its grab, so it confirms, as A does, on every screen that does
not give the shoulders a meaning of their own (those say so: ``uses_shoulders``)."""
STICK_STEP = 0.6
STICK_REST = 0.3
"""The right stick steps a menu once when pushed past :data:`STICK_STEP`, and again only
after coming back under :data:`STICK_REST`, so one push is one step."""
BUTTON_CONTROLS = {
    "a": Control.GRAB,
    "b": Control.DROP,
    "x": Control.SPECIAL,
    "y": Control.SWITCH,
    "leftshoulder": Control.THUMP,
    "rightshoulder": Control.SECOND_GRAB,
}
TRIGGER_CONTROLS = {"lefttrigger": Control.CLAP, "righttrigger": Control.SECOND_DROP}
CHART_BUTTON = "back"
CHART_NAMES = {"PS": "Share"}
"""What the chart button is called on a pad of that type; "Back" on the others."""
XBOX_NAMES = {
    Control.GRAB: "A",
    Control.DROP: "B",
    Control.SPECIAL: "X",
    Control.SWITCH: "Y",
    Control.THUMP: "LB",
    Control.CLAP: "LT",
    Control.SECOND_GRAB: "RB",
    Control.SECOND_DROP: "RT",
}
PLAYSTATION_NAMES = {
    Control.GRAB: "Cross",
    Control.DROP: "Circle",
    Control.SPECIAL: "Square",
    Control.SWITCH: "Triangle",
    Control.THUMP: "L1",
    Control.CLAP: "L2",
    Control.SECOND_GRAB: "R1",
    Control.SECOND_DROP: "R2",
}


def menu_command_for(command: str, uses_shoulders: bool) -> str:
    """The command a screen receives: shoulders confirm unless the screen uses them."""
    return command if uses_shoulders else SHOULDER_SELECTS.get(command, command)


def stick_step(vector: Vec2) -> str | None:
    """The menu step a stick pushed this way asks for (None within the rest zone)."""
    if max(abs(vector.x), abs(vector.y)) < STICK_STEP:
        return None
    if abs(vector.x) >= abs(vector.y):
        return "right" if vector.x > 0 else "left"
    return "up" if vector.y > 0 else "down"


def _dead_zoned(vector: Vec2) -> Vec2:
    if vector.length() < DEAD_ZONE:
        return Vec2(0.0, 0.0)
    return vector.clamped(1.0)


class GamepadDevice(InputDevice):
    kind = "gamepad"

    def __init__(self, index: int, controller: Any) -> None:
        name = getattr(controller, "name", "") or "Gamepad"
        super().__init__(f"pad-{index}", f"Pad {index + 1} ({name[:18]})")
        self.controller = controller
        self.stick = Vec2(0.0, 0.0)
        self.right_stick = Vec2(0.0, 0.0)
        self.dpad = Vec2(0.0, 0.0)
        self.triggers: dict[str, bool] = {}
        self.menu_commands: list[str] = []
        self.stick_stepped = False
        pad_type = str(getattr(controller, "type", "") or "")
        self.halves = tuple(PadHalf(self.device_id, self.label, pad_type, side) for side in SIDES)
        controller.push_handlers(self)

    @property
    def parts(self) -> tuple[InputDevice, ...]:
        return self.halves

    def on_stick_motion(self, controller: Any, stick: str, vector: Any) -> None:
        moved = Vec2(float(vector.x), float(vector.y))
        if stick == "leftstick":
            self.stick = moved
        elif stick == "rightstick":
            self.right_stick = moved
            self._step_menu(moved)
        if moved.length() >= DEAD_ZONE:
            self.touched()
        for half in self.halves:
            half.stick_moved(stick, moved)

    def _step_menu(self, moved: Vec2) -> None:
        """The right half's way through menus: one step per push of the right stick."""
        step = stick_step(moved)
        if step is not None and not self.stick_stepped:
            self.menu_commands.append(step)
            self.stick_stepped = True
        elif max(abs(moved.x), abs(moved.y)) < STICK_REST:
            self.stick_stepped = False

    def on_dpad_motion(self, controller: Any, vector: Any) -> None:
        self.dpad = Vec2(float(vector.x), float(vector.y))
        if self.dpad.length() > 0:
            self.touched()
        for command, (dx, dy) in {
            "up": (0, 1),
            "down": (0, -1),
            "left": (-1, 0),
            "right": (1, 0),
        }.items():
            if (round(self.dpad.x), round(self.dpad.y)) == (dx, dy):
                self.menu_commands.append(command)
        for half in self.halves:
            half.dpad_moved(self.dpad.x, self.dpad.y)

    def on_button_press(self, controller: Any, button: str) -> None:
        if button in BUTTON_CONTROLS:
            self.press_control(BUTTON_CONTROLS[button])
        if button == CHART_BUTTON:
            self.chart_held = True
        if button == "a":
            self.edges.join = True
        elif button == "start":
            self.touched()
            self.edges.join = True
            self.edges.pause = True
        if button in MENU_BUTTONS:
            self.menu_commands.append(MENU_BUTTONS[button])
        for half in self.halves:
            half.button_pressed(button)

    def on_button_release(self, controller: Any, button: str) -> None:
        if button in BUTTON_CONTROLS:
            self.release_control(BUTTON_CONTROLS[button])
        if button == CHART_BUTTON:
            self.chart_held = False
        for half in self.halves:
            half.button_released(button)

    def on_trigger_motion(self, controller: Any, trigger: str, value: float) -> None:
        """Triggers act as buttons, with a gap between press and release levels."""
        for half in self.halves:
            half.trigger_moved(trigger, value)
        control = TRIGGER_CONTROLS.get(trigger)
        if control is None:
            return
        down = self.triggers.get(trigger, False)
        if not down and value > TRIGGER_DOWN:
            self.triggers[trigger] = True
            self.press_control(control)
            self.menu_commands.append(TRIGGER_MENU_COMMAND)
        elif down and value < TRIGGER_UP:
            self.triggers[trigger] = False
            self.release_control(control)

    def direction(self) -> Vec2 | None:
        if self.dpad.length() > 0:
            return self.dpad.normalized()
        return _dead_zoned(self.stick)

    def second_direction(self) -> Vec2 | None:
        return _dead_zoned(self.right_stick)

    def take_menu_commands(self) -> list[str]:
        commands, self.menu_commands = self.menu_commands, []
        return commands

    def labels(self) -> ControlLabels:
        pad_type = getattr(self.controller, "type", "")
        return ControlLabels(
            self.kind,
            dict(PLAYSTATION_NAMES if pad_type == "PS" else XBOX_NAMES),
            move="left stick",
            second_move="right stick",
            steps=("stick ←→", "stick ↑↓"),
            chart=CHART_NAMES.get(pad_type, "Back"),
        )


def unavailable_status(error: BaseException) -> str:
    """Why no pad can be read, in words a player understands: the lobby shows this line,
    and an exception's class name means nothing to someone holding a pad."""
    if isinstance(error, FileNotFoundError):
        return "no gamepads found (this machine has no /dev/input)"
    if isinstance(error, PermissionError):
        return "no gamepads found (this user may not read /dev/input)"
    if isinstance(error, OSError):
        return "no gamepads found (/dev/input could not be read)"
    return "no gamepads found (this system's gamepad support did not load)"


class GamepadWatcher:
    """Opens each pad once (pyglet cannot reopen one safely) and reports plug events."""

    def __init__(
        self,
        on_connect: Callable[[GamepadDevice], None],
        on_disconnect: Callable[[GamepadDevice], None],
    ) -> None:
        self.on_connect_callback = on_connect
        self.on_disconnect_callback = on_disconnect
        self.pads: dict[int, GamepadDevice] = {}
        self.status = "no gamepads found"
        self._manager: Any = None
        self._start()

    def _start(self) -> None:
        with contextlib.suppress(Exception):
            import pyglet.window.xlib  # pyglet.input needs the xlib window module loaded first
        try:
            import pyglet.input

            self._manager = pyglet.input.ControllerManager()
            controllers = list(self._manager.get_controllers())
        except (OSError, ImportError, AttributeError) as error:
            self.status = unavailable_status(error)
            return
        self._manager.push_handlers(on_connect=self._connect, on_disconnect=self._disconnect)
        for controller in controllers:
            self._connect(controller)
        self.status = f"{len(self.pads)} gamepad(s) found" if self.pads else "no gamepads found"

    def _connect(self, controller: Any) -> None:
        for pad in self.pads.values():
            if pad.controller is controller:
                pad.connected = True
                self.on_connect_callback(pad)
                return
        try:
            controller.open()
        except OSError:
            return
        pad = GamepadDevice(len(self.pads), controller)
        self.pads[len(self.pads)] = pad
        self.status = f"{len(self.pads)} gamepad(s) found"
        self.on_connect_callback(pad)

    def _disconnect(self, controller: Any) -> None:
        for pad in self.pads.values():
            if pad.controller is controller:
                pad.connected = False
                self.on_disconnect_callback(pad)
