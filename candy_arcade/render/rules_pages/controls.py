"""The "Your buttons" page of the real-time games: each device in the room and what its
buttons are called, from the devices themselves (so rebound keys show as bound).

A pad (and each half of one) is listed even when none is plugged in, so a newcomer
knows one would work.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from candy_arcade.input.controls import Control, ControlLabels
from candy_arcade.input.gamepad import XBOX_NAMES
from candy_arcade.input.pad_half import SIDES, half_labels
from candy_arcade.render.rules_pages.model import Cell, TablePage

PAD_LABELS = ControlLabels("gamepad", dict(XBOX_NAMES), move="left stick")
"""What a pad calls its buttons, for a room where none is plugged in yet."""
DEVICE_SHARE = 0.22
MOVES = {"pointer": "the mouse", "left stick": "left stick"}
"""Some devices' names for moving, worded for a sentence."""


@dataclass(frozen=True, slots=True)
class DeviceButtons:
    """A device as players know it ("Keys left (WASD)") and its buttons' names."""

    name: str
    labels: ControlLabels


def with_a_pad(devices: Sequence[DeviceButtons]) -> tuple[DeviceButtons, ...]:
    """``devices``, plus rows for a gamepad and its halves when none is among them."""
    if any(device.labels.kind == PAD_LABELS.kind for device in devices):
        return tuple(devices)
    halves = (DeviceButtons(f"Gamepad, {side} half", half_labels(side)) for side in SIDES)
    return (*devices, DeviceButtons("Gamepad", PAD_LABELS), *halves)


def controls_page(
    devices: Sequence[DeviceButtons], controls: Sequence[tuple[str, Control]], intro: str
) -> TablePage:
    """A table: one row per device, a column for moving and one per control."""
    rows: list[tuple[Cell, ...]] = []
    for device in with_a_pad(devices):
        names = device.labels.names
        move = MOVES.get(device.labels.move, device.labels.move)
        rows.append(
            (device.name, move, *(names.get(control, "–") for _, control in controls))
        )
    share = (1 - DEVICE_SHARE) / (len(controls) + 1)
    return TablePage(
        heading="Your buttons",
        intro=intro,
        columns=("Device", "Move", *(title for title, _ in controls)),
        widths=(DEVICE_SHARE, *(share for _ in range(len(controls) + 1))),
        rows=tuple(rows),
        note="Press grab in the lobby to join with that device; drop leaves again.",
    )
