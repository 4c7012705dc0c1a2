"""Which device plays each seat, and taking over a seat whose pad was unplugged.

Shared by the real-time game views: when a seat's device disappears mid-round the
game waits (a pad shared by two half-pad players stops both seats); the pad plugged
back in gives the seats back, or the next button pressed on a free device takes one.
"""

from __future__ import annotations

from candy_arcade.input.hub import InputHub
from candy_arcade.input.pad_half import PadHalf
from candy_arcade.input.phone_ids import is_phone_id


class SeatDevices:
    def __init__(self, devices: list[str | None]) -> None:
        self.devices = devices
        self.waiting_for: int | None = None

    def unplugged_seats(self, hub: InputHub) -> list[int]:
        """Every seat whose device is unplugged now, in seat order."""
        return [
            seat
            for seat, device_id in enumerate(self.devices)
            if device_id is not None and device_id in hub.disconnected
        ]

    def find_unplugged(self, hub: InputHub) -> int | None:
        """The first seat whose device was unplugged (and now waits), or None."""
        seats = self.unplugged_seats(hub)
        self.waiting_for = seats[0] if seats else None
        return self.waiting_for

    @staticmethod
    def unplugged_message(names: list[str], devices: int = 1) -> str:
        """What the waiting table shows while seats look for their ``devices`` (one pad
        for the two players sharing it) again."""
        who = " and ".join(names)
        owner = f"{who}'s" if len(names) == 1 else f"{who}: your"
        device, it = ("device was", "it") if devices == 1 else ("devices were", "them")
        return (
            f"{owner} {device} unplugged.\n"
            f"Plug {it} back in, or press a button on a free device to take a seat."
        )

    def unplugged_devices(self, hub: InputHub) -> int:
        """How many things in players' hands the waiting seats lost (a pad's halves: one)."""
        lost = {
            hub.devices[device_id].hardware_id
            for seat in self.unplugged_seats(hub)
            if (device_id := self.devices[seat]) is not None and device_id in hub.devices
        }
        return max(len(lost), 1)

    def take_over(self, hub: InputHub) -> bool:
        """The round may go on once no seat's device is unplugged: the pad came back, or
        a free device pressed a button and took a waiting seat (a half takes the seat
        that had a half of the same side, if one waits)."""
        waiting = self.unplugged_seats(hub)
        if waiting:
            self._give_a_seat(hub, waiting)
        still = self.unplugged_seats(hub)
        self.waiting_for = still[0] if still else None
        if self.waiting_for is None:
            hub.clear_edges()
            return True
        return False

    def _give_a_seat(self, hub: InputHub, waiting: list[int]) -> None:
        """A seat kept for a phone goes to a phone only: a click or a key at the big
        screen taking it would show that player's hidden cards there."""
        for device_id in hub.take_joins():
            if device_id in hub.disconnected or hub.clash(device_id, self.devices):
                continue
            phone = is_phone_id(device_id)
            open_seats = [seat for seat in waiting if phone or not is_phone_id(self.devices[seat])]
            if not open_seats:
                continue
            side = _side(hub, device_id)
            same_side = [seat for seat in open_seats if _side(hub, self.devices[seat]) == side]
            self.devices[(same_side or open_seats)[0]] = device_id
            return


def _side(hub: InputHub, device_id: str | None) -> str | None:
    """The side of a pad half, None for a whole device."""
    device = hub.devices.get(device_id) if device_id is not None else None
    return device.side if isinstance(device, PadHalf) else None
