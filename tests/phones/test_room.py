"""A room's phones on the game's side: seats kept for two minutes, numbers reused."""

from __future__ import annotations

import pytest

from candy_arcade.input.seat_devices import SeatDevices
from candy_arcade.phones.device import PhoneView
from candy_arcade.phones.room import RECONNECT_SECONDS, PhoneRoom, Refused, wait_for_phones
from tests.phones.phone_client import new_hub


def _nowhere(device_id: str, view: PhoneView) -> None:
    """Messages to phones go nowhere: no server in these tests."""


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def test_a_dropped_phone_comes_back_within_two_minutes_and_not_after() -> None:
    clock = Clock()
    room = PhoneRoom(clock)
    first, second = object(), object()
    device, key = room.join("Ana", _nowhere, first)
    room.dropped(device.device_id, first)
    clock.now = RECONNECT_SECONDS - 1
    assert room.rejoin(key, second) is device
    room.dropped(device.device_id, second)
    clock.now += RECONNECT_SECONDS + 1
    with pytest.raises(Refused):
        room.rejoin(key, object())


def test_a_phone_joining_after_a_seat_was_given_up_takes_its_number_and_its_waiting_seat() -> None:
    clock = Clock()
    room, hub = PhoneRoom(clock), new_hub()
    seats = SeatDevices(["phone-1"])
    connection = object()
    gone, _ = room.join("Ana", _nowhere, connection)
    room.dropped(gone.device_id, connection)
    room.pump(hub)
    assert seats.find_unplugged(hub) == 0
    clock.now = RECONNECT_SECONDS + 1
    newcomer, _ = room.join("Ben", _nowhere, object())
    room.pump(hub)
    assert newcomer.device_id == "phone-1" and hub.devices["phone-1"] is newcomer
    assert seats.take_over(hub)


def test_an_old_connection_closing_after_a_reconnect_does_not_drop_the_phone() -> None:
    room, hub = PhoneRoom(), new_hub()
    old, new = object(), object()
    device, key = room.join("Ana", _nowhere, old)
    room.rejoin(key, new)
    room.dropped(device.device_id, old)
    room.pump(hub)
    assert device.connected and hub.disconnected == []


def test_seats_given_to_phones_wait_for_them_before_any_has_joined() -> None:
    hub = new_hub()
    seats = SeatDevices([None, "phone-1", "phone-2"])
    wait_for_phones(hub, ["phone-1", "phone-2"])
    assert seats.unplugged_seats(hub) == [1, 2]
    room = PhoneRoom()
    room.join("Ana", _nowhere, object())
    room.pump(hub)
    assert seats.unplugged_seats(hub) == [2]
