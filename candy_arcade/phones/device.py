"""One joined phone as an input device of the couch, like a pad.

The server thread puts the phone's checked messages in :attr:`PhoneDevice.inbox`, a
thread-safe queue; the game thread drains it when it polls the device, which the
table driver does in its tick. So an intent reaches the round on the first tick
after it arrived, and the device's state is only ever changed on the game thread.
The touch pad is a stick: the hand moves at the simulation's one speed cap, as
with every device.
"""

from __future__ import annotations

import queue
from collections.abc import Callable
from typing import Any

from candy_arcade.core.geometry import Vec2
from candy_arcade.input.controls import Control, ControlLabels, DeviceInput
from candy_arcade.input.device import InputDevice
from candy_arcade.phones.protocol import (
    CardTap,
    DialogAnswer,
    Lay,
    Next,
    Pad,
    Press,
    Swipe,
    TableCommand,
    TableIntent,
)

Gesture = Lay | Swipe | TableIntent | Next
"""What a phone sends that only its screen reads: a card laid or a throw swiped (Piñata
Blast), a table command, a card tapped or a dialog answered (Canasta), the results'
button. Each screen takes its own kinds and lets the others go: they mean nothing there."""
PhoneView = dict[str, Any]
"""What the game shows on one phone (JSON-ready): its seat, the screen, its secrets."""

PRESSES = {
    "grab": Control.GRAB,
    "drop": Control.DROP,
    "special": Control.SPECIAL,
    "palms": Control.SPECIAL_HOLD,
    "switch": Control.SWITCH,
    "thump": Control.THUMP,
    "clap": Control.CLAP,
}
"""What each phone button presses. A phone has a button for each thing a pad does by
holding its special button (palms down, done trading), so its special is a plain tap."""


class PhoneDevice(InputDevice):
    """A phone: ``device_id`` ``phone-N``, labelled with the name its player typed.

    ``send`` (given by the server) delivers a message to the phone from any thread.
    """

    kind = "phone"

    def __init__(self, device_id: str, name: str, send: Callable[[PhoneView], None]) -> None:
        super().__init__(device_id, name)
        self.inbox: queue.SimpleQueue[Pad | Press | Gesture] = queue.SimpleQueue()
        self.gestures: list[Gesture] = []
        """Gestures not yet read by the round (:meth:`take_gestures`)."""
        self._send = send
        self._stick = Vec2(0.0, 0.0)
        self._shown: PhoneView | None = None

    @property
    def player_name(self) -> str:
        return self.label

    def take_inbox(self) -> int:
        """Apply every message that arrived since the last poll; how many there were."""
        taken = 0
        while True:
            try:
                message = self.inbox.get_nowait()
            except queue.Empty:
                return taken
            taken += 1
            if isinstance(message, Pad):
                self._stick = Vec2(message.x, message.y)
                if message.x or message.y:
                    self.touched()
            elif isinstance(message, Press):
                self.edges.join = True
                self._press(PRESSES[message.button])
            else:
                self.touched()
                self.gestures.append(message)

    def take_gestures(self) -> list[Gesture]:
        """The gestures sent since the last call, oldest first (read after a poll)."""
        taken, self.gestures = self.gestures, []
        return taken

    def _press(self, control: Control) -> None:
        if control in (Control.GRAB, Control.DROP):
            self.press_control(control)
        else:
            self.touched()
            self.edges.presses.add(control)

    def take_table_intents(self) -> list[TableIntent]:
        """What the phone did at a turn-based table (Canasta) since the last call, in
        the order it did it: that table reads its phones here, not through a poll."""
        self.take_inbox()
        return [
            gesture
            for gesture in self.take_gestures()
            if isinstance(gesture, (TableCommand, CardTap, DialogAnswer))
        ]

    def poll(self) -> DeviceInput:
        self.take_inbox()
        return super().poll()

    def direction(self) -> Vec2 | None:
        return self._stick

    def let_go(self) -> None:
        """The phone is gone: its thumb is off the pad, so the hand stops. What it sent
        before it went is kept for the lobby (its last press may be a leave)."""
        self.take_inbox()
        self._stick = Vec2(0.0, 0.0)
        self.gestures = []
        self._shown = None

    def come_back(self) -> None:
        """The phone is back on its seat: presses made before it dropped are forgotten."""
        self.take_inbox()
        self.edges.take()
        self.gestures = []

    @property
    def shown(self) -> PhoneView | None:
        """What the phone was last sent (a page that reconnects is sent it again)."""
        return self._shown

    def show(self, view: PhoneView) -> None:
        """Send ``view`` to the phone, unless it already shows exactly that."""
        if view != self._shown:
            self._shown = view
            self._send({"type": "view", **view})

    def labels(self) -> ControlLabels:
        return ControlLabels(
            self.kind,
            {
                Control.GRAB: "GRAB",
                Control.DROP: "DROP",
                Control.SPECIAL: "phone button",
                Control.THUMP: "THUMP",
                Control.CLAP: "CLAP",
            },
            move="touch pad",
        )
