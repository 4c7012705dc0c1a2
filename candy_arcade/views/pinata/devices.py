"""What the Piñata view needs from devices beyond their intents: is grab still held?

A device's intent carries button presses only; a throw is let go by releasing grab,
so the view reads the held state from the device itself (the mouse's button is
tracked by the view, which sees its releases) and puts it in the intent's
``grab_held``, where the recording keeps it too. Unknown devices answer None: a
second press throws.
"""

from __future__ import annotations

from candy_arcade.input.device import InputDevice
from candy_arcade.input.keyboard import KeyboardZone
from candy_arcade.input.pad_half import PadHalf


def grab_held(device: InputDevice | None, mouse_down: bool) -> bool | None:
    """Whether this device's grab button is down now, or None when it cannot tell."""
    if device is None:
        return None
    if device.kind == "mouse":
        return mouse_down
    if isinstance(device, KeyboardZone):
        return "grab" in device.held
    if isinstance(device, PadHalf):
        return device.grab_down
    if device.kind == "gamepad":
        value = getattr(getattr(device, "controller", None), "a", None)
        return value if isinstance(value, bool) else None
    return None


def is_pointer(device: InputDevice | None) -> bool:
    """Pointer devices aim a throw by dragging and choose a card by clicking it."""
    return device is not None and device.kind == "mouse"
