"""Gamepads through pyglet's controller API: left stick or d-pad moves, A grabs, B drops.

Machines without /dev/input (like CI) raise OSError when controllers are listed;
the game then runs without pads and says so, never crashes.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import Any

from candy_arcade.core.geometry import Vec2
from candy_arcade.input.device import InputDevice

DEAD_ZONE = 0.2
MENU_BUTTONS = {"a": "select", "b": "back", "start": "pause"}


class GamepadDevice(InputDevice):
    kind = "gamepad"

    def __init__(self, index: int, controller: Any) -> None:
        name = getattr(controller, "name", "") or "Gamepad"
        super().__init__(f"pad-{index}", f"Pad {index + 1} ({name[:18]})")
        self.controller = controller
        self.stick = Vec2(0.0, 0.0)
        self.dpad = Vec2(0.0, 0.0)
        self.menu_commands: list[str] = []
        controller.push_handlers(self)

    def on_stick_motion(self, controller: Any, stick: str, vector: Any) -> None:
        if stick == "leftstick":
            self.stick = Vec2(float(vector.x), float(vector.y))

    def on_dpad_motion(self, controller: Any, vector: Any) -> None:
        self.dpad = Vec2(float(vector.x), float(vector.y))
        for command, (dx, dy) in {
            "up": (0, 1),
            "down": (0, -1),
            "left": (-1, 0),
            "right": (1, 0),
        }.items():
            if (round(self.dpad.x), round(self.dpad.y)) == (dx, dy):
                self.menu_commands.append(command)

    def on_button_press(self, controller: Any, button: str) -> None:
        if button == "a":
            self.edges.grab = True
            self.edges.join = True
        elif button == "b":
            self.edges.drop = True
        elif button == "start":
            self.edges.join = True
            self.edges.pause = True
        if button in MENU_BUTTONS:
            self.menu_commands.append(MENU_BUTTONS[button])

    def on_button_release(self, controller: Any, button: str) -> None:
        """Buttons act on press; releases need no handling."""

    def on_trigger_motion(self, controller: Any, trigger: str, value: float) -> None:
        """Triggers are free for variants."""

    def direction(self) -> Vec2 | None:
        if self.dpad.length() > 0:
            return self.dpad.normalized()
        if self.stick.length() < DEAD_ZONE:
            return Vec2(0.0, 0.0)
        return self.stick.clamped(1.0)

    def take_menu_commands(self) -> list[str]:
        commands, self.menu_commands = self.menu_commands, []
        return commands

    def button_names(self) -> tuple[str, str]:
        return ("A", "B")


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
            self.status = f"gamepads unavailable on this machine ({type(error).__name__})"
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
