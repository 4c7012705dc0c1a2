"""A results screen on the players' phones: the note, and the screen's own button.

I Want Candy!'s and Piñata Blast's results go on from a button (Next round, Play
again); a phone shows it big and pressing it there does what pressing it at the
screen does, on the same terms: only once the screen has settled, and from any
phone, as from any pad. Canasta's review does the same through its dialog.
"""

from __future__ import annotations

from candy_arcade.input.hub import InputHub
from candy_arcade.phones.device import PhoneDevice, PhoneView
from candy_arcade.phones.phone_views import seat_view
from candy_arcade.phones.protocol import Next
from candy_arcade.setup import GameSetup


def results_view(seat: PhoneView, button: str, ready: bool) -> PhoneView:
    """The phone on a results screen: its seat, the note, and the button (live once
    ``ready``), named as on the screen."""
    return {**seat, "screen": "results", "button": button.upper(), "ready": ready}


class ResultsPhones:
    """What the seated phones of ``setup`` show on its results screen, and their presses."""

    def __init__(self, setup: GameSetup, note: str) -> None:
        self.setup = setup
        self.note = note

    def update(self, hub: InputHub, button: str, ready: bool) -> bool:
        """Show each seated phone the results with ``button``; True when a phone
        pressed it once ``ready`` (a press before then is let go, as a key's is)."""
        pressed = False
        for device in hub.devices.values():
            if isinstance(device, PhoneDevice):
                device.take_inbox()
                nexts = [g for g in device.take_gestures() if isinstance(g, Next)]
                pressed = pressed or (ready and bool(nexts))
        if self.setup.watched:
            return pressed
        for player, seat in enumerate(self.setup.seats):
            phone = hub.devices.get(seat.device_id or "")
            if isinstance(phone, PhoneDevice) and phone.connected:
                look = seat_view(seat.look_slot(player), phone.player_name, "", self.note)
                phone.show(results_view(look, button, ready))
        return pressed
