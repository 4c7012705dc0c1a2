"""A real pyglet Controller over a fake Device: tests press its buttons and push its stick.

These machines have no /dev/input, so this is how gamepad code is exercised.
"""

from __future__ import annotations

import contextlib
from typing import Any

with contextlib.suppress(Exception):
    import pyglet.window.xlib  # noqa: F401 - pyglet.input needs it loaded first on X
from pyglet.input.base import AbsoluteAxis, Button, Controller, Device
from pyglet.input.controller import _parse_mapping

MAPPING = (
    "fakepad,Fake Pad,a:b0,b:b1,x:b2,y:b3,back:b4,start:b5,leftshoulder:b6,"
    "rightshoulder:b7,leftstick:b8,rightstick:b9,leftx:a0,lefty:a1,rightx:a2,righty:a3,lefttrigger:a4,righttrigger:a5,"
    "dpup:h0.1,dpright:h0.2,dpdown:h0.4,dpleft:h0.8,"
)
BUTTON_INDEX = {
    "a": 0,
    "b": 1,
    "x": 2,
    "y": 3,
    "back": 4,
    "start": 5,
    "leftshoulder": 6,
    "rightshoulder": 7,
    "leftstick": 8,
    "rightstick": 9,
}
"""Pads' buttons; the stick clicks (L3, R3) too: the right half holds its chart on R3."""
TRIGGER_INDEX = {"lefttrigger": 4, "righttrigger": 5}


class FakePadDevice(Device):
    def __init__(self, name: str = "Fake Pad") -> None:
        super().__init__(None, name)  # type: ignore[arg-type]
        self.buttons = [Button(f"b{index}") for index in range(len(BUTTON_INDEX))]
        self.axes = [
            AbsoluteAxis("x", -32768, 32767),
            AbsoluteAxis("y", -32768, 32767),
            AbsoluteAxis("rx", -32768, 32767),
            AbsoluteAxis("ry", -32768, 32767),
            AbsoluteAxis("z", 0, 255),
            AbsoluteAxis("rz", 0, 255),
        ]
        self.hat_x = AbsoluteAxis("hat_x", -1, 1)
        self.hat_y = AbsoluteAxis("hat_y", -1, 1)

    def get_controls(self) -> list[Any]:
        return [*self.buttons, *self.axes, self.hat_x, self.hat_y]

    def get_guid(self) -> str:
        return "fakepad"

    def open(self, window: Any = None, exclusive: bool = False) -> None:
        self.is_open = True

    def close(self) -> None:
        self.is_open = False


def fake_controller(name: str = "Fake Pad") -> tuple[Controller, FakePadDevice]:
    device = FakePadDevice(name)
    mapping = _parse_mapping(MAPPING)
    assert mapping is not None
    return Controller(device, mapping), device


def press(device: FakePadDevice, button: str) -> None:
    control = device.buttons[BUTTON_INDEX[button]]
    control.value = True
    control.value = False


def hold(device: FakePadDevice, button: str) -> None:
    device.buttons[BUTTON_INDEX[button]].value = True


def let_go(device: FakePadDevice, button: str) -> None:
    device.buttons[BUTTON_INDEX[button]].value = False


def pull_trigger(device: FakePadDevice, trigger: str, amount: float) -> None:
    """Pull ``lefttrigger`` or ``righttrigger`` from 0 (resting) to 1 (fully)."""
    device.axes[TRIGGER_INDEX[trigger]].value = round(amount * 255)


def push_stick(device: FakePadDevice, x: float, y: float, *, right: bool = False) -> None:
    """Push a stick (the left one unless ``right``); x and y in -1..1 with y up."""
    first = 2 if right else 0
    device.axes[first].value = round(x * 32767)
    device.axes[first + 1].value = round(-y * 32767)


def forget(hub: Any, device_id: str) -> None:
    """Take a test's fake pad, and its halves, out of a hub (the shared window's) again."""
    device = hub.devices.pop(device_id, None)
    for each in (device, *device.parts) if device is not None else ():
        hub.devices.pop(each.device_id, None)
        if each.device_id in hub.disconnected:
            hub.disconnected.remove(each.device_id)
