"""Press a control the way a player would on each kind of device, for input tests.

``DEVICES`` names one device of every kind; ``press_control`` and ``hold_special``
drive its raw events (key codes, mouse buttons and wheel, pad buttons and triggers)
so tests can ask for "the special button on the mouse" without knowing its wiring.
"""

from __future__ import annotations

from dataclasses import dataclass

import arcade

from candy_arcade.input.controls import HOLD_TICKS, Control, DeviceInput
from candy_arcade.input.gamepad import GamepadDevice
from candy_arcade.input.hub import ANY_DEVICE, InputHub
from candy_arcade.input.keyboard import key_code
from candy_arcade.settings import DEFAULT_KEYS

from .fake_pad import FakePadDevice, fake_controller, hold, let_go, pull_trigger, push_stick

DEVICES = ("keys-left", "keys-right", "mouse", "pad-0", ANY_DEVICE, "pad-0-left", "pad-0-right")
HALVES = ("pad-0-left", "pad-0-right")
HALF_BUTTONS = {
    "pad-0-left": {
        Control.GRAB: "leftshoulder",
        Control.SPECIAL: "dpleft",
        Control.SWITCH: "dpup",
        Control.THUMP: "dpdown",
        Control.CLAP: "dpright",
    },
    "pad-0-right": {
        Control.GRAB: "rightshoulder",
        Control.SPECIAL: "x",
        Control.SWITCH: "y",
        Control.THUMP: "a",
        Control.CLAP: "b",
    },
}
"""Each half's buttons: its shoulder grabs, its trigger (:data:`HALF_TRIGGERS`) drops."""
HALF_TRIGGERS = {"pad-0-left": "lefttrigger", "pad-0-right": "righttrigger"}
DPAD = {"dpleft": (-1, 0), "dpright": (1, 0), "dpup": (0, 1), "dpdown": (0, -1)}
PAD_BUTTONS = {
    Control.GRAB: "a",
    Control.DROP: "b",
    Control.SPECIAL: "x",
    Control.SWITCH: "y",
    Control.THUMP: "leftshoulder",
    Control.SECOND_GRAB: "rightshoulder",
}
PAD_TRIGGERS = {Control.CLAP: "lefttrigger", Control.SECOND_DROP: "righttrigger"}
MOUSE_BUTTONS = {
    Control.GRAB: arcade.MOUSE_BUTTON_LEFT,
    Control.DROP: arcade.MOUSE_BUTTON_RIGHT,
    Control.SPECIAL: arcade.MOUSE_BUTTON_MIDDLE,
}
MOUSE_WHEEL = {Control.THUMP: -1.0, Control.CLAP: 1.0}
KEY_ACTIONS = {
    Control.GRAB: "grab",
    Control.DROP: "drop",
    Control.SPECIAL: "special",
    Control.SWITCH: "switch",
    Control.THUMP: "thump",
    Control.CLAP: "clap",
}


@dataclass
class Rig:
    """A hub with every kind of device, one fake pad included."""

    hub: InputHub
    pad: GamepadDevice
    pad_device: FakePadDevice

    def poll(self, device_id: str) -> DeviceInput:
        return self.hub.poll(device_id)


def new_rig() -> Rig:
    hub = InputHub(DEFAULT_KEYS, watch_gamepads=False)
    controller, device = fake_controller()
    pad = GamepadDevice(0, controller)
    hub.add_device(pad)
    return Rig(hub, pad, device)


def has(device_id: str, control: Control) -> bool:
    """Whether that kind of device offers the control (the mouse has no switch or
    second hand, keys no second hand: those go through the special button)."""
    if device_id in ("pad-0", ANY_DEVICE):
        return True
    if device_id in HALVES:
        return control in KEY_ACTIONS
    if device_id == "mouse":
        return control in MOUSE_BUTTONS or control in MOUSE_WHEEL
    return control in KEY_ACTIONS


def _half(rig: Rig, device_id: str, control: Control, down: bool) -> None:
    """Press (or let go of) a pad half's button for ``control``."""
    if control is Control.DROP:
        pull_trigger(rig.pad_device, HALF_TRIGGERS[device_id], 1.0 if down else 0.0)
        return
    button = HALF_BUTTONS[device_id][control]
    if button in DPAD:
        x, y = DPAD[button] if down else (0, 0)
        rig.pad_device.hat_x.value = x
        rig.pad_device.hat_y.value = y
    elif down:
        hold(rig.pad_device, button)
    else:
        let_go(rig.pad_device, button)


def _down(rig: Rig, device_id: str, control: Control) -> None:
    if device_id == ANY_DEVICE:
        device_id = "pad-0" if control not in KEY_ACTIONS else "keys-left"
    if device_id in HALVES:
        _half(rig, device_id, control, down=True)
    elif device_id.startswith("keys-"):
        zone = device_id.removeprefix("keys-")
        rig.hub.key_press(key_code(DEFAULT_KEYS[f"{zone}_{KEY_ACTIONS[control]}"]))
    elif device_id == "mouse":
        if control in MOUSE_WHEEL:
            rig.hub.mouse_scroll(MOUSE_WHEEL[control])
        else:
            rig.hub.mouse_press(300, 300, MOUSE_BUTTONS[control])
    elif control in PAD_TRIGGERS:
        pull_trigger(rig.pad_device, PAD_TRIGGERS[control], 1.0)
    else:
        hold(rig.pad_device, PAD_BUTTONS[control])


def _up(rig: Rig, device_id: str, control: Control) -> None:
    if device_id == ANY_DEVICE:
        device_id = "pad-0" if control not in KEY_ACTIONS else "keys-left"
    if device_id in HALVES:
        _half(rig, device_id, control, down=False)
    elif device_id.startswith("keys-"):
        zone = device_id.removeprefix("keys-")
        rig.hub.key_release(key_code(DEFAULT_KEYS[f"{zone}_{KEY_ACTIONS[control]}"]))
    elif device_id == "mouse":
        if control in MOUSE_BUTTONS:
            rig.hub.mouse_release(300, 300, MOUSE_BUTTONS[control])
    elif control in PAD_TRIGGERS:
        pull_trigger(rig.pad_device, PAD_TRIGGERS[control], 0.0)
    else:
        let_go(rig.pad_device, PAD_BUTTONS[control])


def press_control(rig: Rig, device_id: str, control: Control) -> None:
    """A quick press and release of the device's button for ``control``."""
    _down(rig, device_id, control)
    _up(rig, device_id, control)


def hold_special(rig: Rig, device_id: str) -> list[DeviceInput]:
    """Hold the special button down for a whole hold; returns every tick's poll."""
    _down(rig, device_id, Control.SPECIAL)
    polls = [rig.poll(device_id) for _ in range(HOLD_TICKS)]
    _up(rig, device_id, Control.SPECIAL)
    polls.append(rig.poll(device_id))
    return polls


def steer_second(rig: Rig, x: float, y: float) -> None:
    push_stick(rig.pad_device, x, y, right=True)


def steer(rig: Rig, device_id: str, x: int) -> None:
    """Hold the device's right (``x=1``) or left (``-1``) direction, or let go (``0``)."""
    if device_id == ANY_DEVICE:
        device_id = "keys-left"
    if device_id.startswith("keys-"):
        zone = device_id.removeprefix("keys-")
        for side, wanted in (("right", x > 0), ("left", x < 0)):
            code = key_code(DEFAULT_KEYS[f"{zone}_{side}"])
            if wanted:
                rig.hub.key_press(code)
            else:
                rig.hub.key_release(code)
    else:
        push_stick(rig.pad_device, float(x), 0.0, right=device_id == "pad-0-right")
