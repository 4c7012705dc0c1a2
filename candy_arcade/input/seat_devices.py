"""Which device plays each seat, and taking over a seat whose pad was unplugged.

Shared by the real-time game views: when a seat's device disappears mid-round the
game waits, and the next button pressed on any free device takes the seat.
"""

from __future__ import annotations

from candy_arcade.input.hub import InputHub


class SeatDevices:
    def __init__(self, devices: list[str | None]) -> None:
        self.devices = devices
        self.waiting_for: int | None = None

    def find_unplugged(self, hub: InputHub) -> int | None:
        """The first seat whose device was unplugged (and now waits), or None."""
        for seat, device_id in enumerate(self.devices):
            if device_id is not None and device_id in hub.disconnected:
                self.waiting_for = seat
                return seat
        return None

    @staticmethod
    def unplugged_message(name: str) -> str:
        """What the waiting table shows while a seat looks for a new device."""
        return (
            f"{name}'s device was unplugged.\n"
            "Press a button on any free device to take over this seat."
        )

    def take_over(self, hub: InputHub) -> bool:
        """Give the waiting seat to the first free device that pressed a button."""
        for device_id in hub.take_joins():
            if device_id not in self.devices and device_id not in hub.disconnected:
                assert self.waiting_for is not None
                self.devices[self.waiting_for] = device_id
                self.waiting_for = None
                hub.clear_edges()
                return True
        return False
