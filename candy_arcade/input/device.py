"""A human input device as the game sees it: controls pressed, and where to steer.

Every device turns its raw events into presses of the same :class:`Control` set and
a target or direction; the hand's speed cap is applied by the simulation, never by
the device, so no device is faster. What a press means in a round (grab, challenge,
rock) is decided by :mod:`candy_arcade.input.candy_controls`, not here.
"""

from __future__ import annotations

import time

from candy_arcade.core.geometry import Vec2
from candy_arcade.input.controls import (
    ButtonEdges,
    Control,
    ControlLabels,
    DeviceInput,
    HoldButton,
)
from candy_arcade.sim.intents import PlayerIntent

__all__ = ["ButtonEdges", "InputDevice"]


class InputDevice:
    """Base class: ``device_id`` is stable (``mouse``, ``keys-left``, ``pad-0``)."""

    kind = "device"

    def __init__(self, device_id: str, label: str) -> None:
        self.device_id = device_id
        self.label = label
        self.edges = ButtonEdges()
        self.special = HoldButton()
        self.connected = True
        self.chart_held = False
        """Whether the player holds the button that shows the scoring chart: read by
        the round's drawing only, never turned into an intent, so replays ignore it."""
        self.last_used = 0.0
        """When a player last touched this device (``time.monotonic``): a player on
        every device at once is steered, and prompted, by the one they use."""

    @property
    def hardware_id(self) -> str:
        """The thing in a player's hands: a pad's halves share their pad's."""
        return self.device_id

    @property
    def is_part(self) -> bool:
        """Whether this device is part of another one (half a pad)."""
        return False

    @property
    def parts(self) -> tuple[InputDevice, ...]:
        """The devices made of part of this one (a pad's halves), registered with it."""
        return ()

    def shares_buttons(self, other: InputDevice) -> bool:
        """Whether a press on one can also be a press on the other: the same device, or a
        whole pad and one of its halves (the two halves of a pad share nothing)."""
        if self is other or self.device_id == other.device_id:
            return True
        return self.hardware_id == other.hardware_id and not (self.is_part and other.is_part)

    def touched(self) -> None:
        self.last_used = time.monotonic()

    def press_control(self, control: Control) -> None:
        """A button went down; grab and drop also count as the join button."""
        self.touched()
        if control is Control.GRAB:
            self.edges.grab = True
        elif control is Control.DROP:
            self.edges.drop = True
        elif control is Control.SPECIAL:
            self.special.press()
        else:
            self.edges.presses.add(control)

    def release_control(self, control: Control) -> None:
        if control is Control.SPECIAL:
            self.special.release()

    def direction(self) -> Vec2 | None:
        return None

    def target(self) -> Vec2 | None:
        return None

    def second_direction(self) -> Vec2 | None:
        return None

    def poll(self) -> DeviceInput:
        """This tick's input; presses are consumed, and a held special counts on."""
        edges = self.edges.take()
        presses = set(edges.presses)
        if edges.grab:
            presses.add(Control.GRAB)
        if edges.drop:
            presses.add(Control.DROP)
        tapped, held = self.special.poll()
        if tapped:
            presses.add(Control.SPECIAL)
        if held:
            presses.add(Control.SPECIAL_HOLD)
        return DeviceInput(
            target=self.target(),
            direction=self.direction(),
            second_direction=self.second_direction(),
            presses=frozenset(presses),
        )

    def poll_intent(self) -> PlayerIntent:
        """The plain intent (move, grab, drop) for games without variants."""
        polled = self.poll()
        return PlayerIntent(
            target=polled.target,
            direction=polled.direction,
            grab=polled.pressed(Control.GRAB),
            drop=polled.pressed(Control.DROP),
        )

    def take_join(self) -> bool:
        joined = self.edges.join
        self.edges.join = False
        return joined

    def take_pause(self) -> bool:
        paused = self.edges.pause
        self.edges.pause = False
        return paused

    def button_names(self) -> tuple[str, str]:
        """How this device's grab and drop buttons are called, for on-screen prompts."""
        labels = self.labels()
        return (labels.names[Control.GRAB], labels.names[Control.DROP])

    def labels(self) -> ControlLabels:
        """What this device calls each control, for prompts and legends."""
        return ControlLabels(self.kind, {Control.GRAB: "grab", Control.DROP: "drop"}, move="move")
