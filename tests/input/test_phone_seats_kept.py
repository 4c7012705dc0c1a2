"""A seat kept for a phone waits for a phone: a click or a pad's button at the big
screen never takes it (a newcomer playtest clicked the window to focus it, took the
waiting phone seat and turned that player's hand face up on the big screen)."""

from __future__ import annotations

import arcade

from candy_arcade.input.hub import InputHub
from candy_arcade.input.seat_devices import SeatDevices
from candy_arcade.phones.device import PhoneDevice
from candy_arcade.phones.room import wait_for_phones
from candy_arcade.settings import DEFAULT_KEYS


def _waiting_hub() -> tuple[InputHub, SeatDevices]:
    hub = InputHub(DEFAULT_KEYS, watch_gamepads=False)
    wait_for_phones(hub, ["phone-1"])
    seats = SeatDevices(["phone-1", None, None])
    assert not seats.take_over(hub) and seats.waiting_for == 0
    return hub, seats


def test_a_click_at_the_big_screen_does_not_take_a_seat_kept_for_a_phone() -> None:
    hub, seats = _waiting_hub()
    hub.mouse_press(100, 100, arcade.MOUSE_BUTTON_LEFT)
    assert not seats.take_over(hub)
    assert seats.devices[0] == "phone-1" and seats.waiting_for == 0


def test_a_phone_joining_takes_the_seat_kept_for_it() -> None:
    hub, seats = _waiting_hub()
    hub.mouse_press(100, 100, arcade.MOUSE_BUTTON_LEFT)
    seats.take_over(hub)
    hub.add_device(PhoneDevice("phone-1", "Ana", lambda view: None))
    hub.disconnected.remove("phone-1")  # as the room does when the phone joins
    assert seats.take_over(hub)
    assert seats.devices[0] == "phone-1"
