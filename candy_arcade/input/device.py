"""A human input device as the simulation sees it: something that yields a PlayerIntent.

Every device turns its raw events into the same :class:`PlayerIntent`; the hand's
speed cap is applied by the simulation, never by the device, so no device is faster.
"""

from __future__ import annotations

from dataclasses import dataclass

from candy_arcade.core.geometry import Vec2
from candy_arcade.sim.intents import PlayerIntent


@dataclass
class ButtonEdges:
    """Presses since the last poll, so a quick tap between two ticks is not lost."""

    grab: bool = False
    drop: bool = False
    join: bool = False
    pause: bool = False

    def take(self) -> ButtonEdges:
        taken = ButtonEdges(self.grab, self.drop, self.join, self.pause)
        self.grab = self.drop = self.join = self.pause = False
        return taken


class InputDevice:
    """Base class: ``device_id`` is stable (``mouse``, ``keys-left``, ``pad-0``)."""

    kind = "device"

    def __init__(self, device_id: str, label: str) -> None:
        self.device_id = device_id
        self.label = label
        self.edges = ButtonEdges()
        self.connected = True

    def direction(self) -> Vec2 | None:
        return None

    def target(self) -> Vec2 | None:
        return None

    def poll_intent(self) -> PlayerIntent:
        """The intent for this tick; button presses are consumed."""
        edges = self.edges.take()
        return PlayerIntent(
            target=self.target(),
            direction=self.direction(),
            grab=edges.grab,
            drop=edges.drop,
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
        return ("grab", "drop")
