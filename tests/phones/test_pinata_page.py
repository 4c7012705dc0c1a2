"""The controller page at Piñata Blast in a real browser (a phone-sized touch screen,
see browser.py): it draws the hand it is sent, a finger tapping a card lays that card at
the table, and a finger swiping the throw area throws the dice the way it went. Skipped,
naming the missing package, where the browser cannot run."""

from __future__ import annotations

import math

import pytest

from candy_arcade.input.hub import InputHub
from candy_arcade.phones.device import Gesture, PhoneDevice
from candy_arcade.phones.phone_views import seat_view
from candy_arcade.phones.pinata_input import PhonePinataHand
from candy_arcade.phones.pinata_view import pinata_view
from candy_arcade.phones.protocol import Lay, Swipe
from candy_arcade.phones.service import Phones
from candy_arcade.rules.pinata.events import CardPlaced, DiceThrown
from candy_arcade.sim.intents import IDLE
from candy_arcade.sim.pinata.session import PinataSession
from tests.phones.browser import PhonePage, wait_until
from tests.phones.phone_client import new_hub, phones_on
from tests.sim.pinata.test_session_laying import HAND, table_of
from tests.sim.pinata.test_session_scenarios import session_with, step


def _joined(phone: PhonePage, hub: InputHub, phones: Phones) -> PhoneDevice:
    phone.open(phones.url)
    phone.join("Ana")

    def device() -> PhoneDevice | None:
        phones.pump(hub)
        joined = hub.devices.get("phone-1")
        return joined if isinstance(joined, PhoneDevice) else None

    return wait_until(device, "the phone joins the hub")


def _show(device: PhoneDevice, session: PinataSession) -> None:
    device.show(pinata_view(seat_view(0, "Ana", ""), session.snapshot(), 0, session.table, None))


def _gestures(hub: InputHub, phones: Phones, device: PhoneDevice) -> list[Gesture]:
    """Poll the phone as the table's ticks do until a gesture has come."""

    def taken() -> list[Gesture]:
        phones.pump(hub)
        hub.intent("phone-1")
        return device.take_gestures() if device.gestures else []

    return wait_until(taken, "the page's gesture reaches the game")


def _play(session: PinataSession, gestures: list[Gesture]) -> list[object]:
    """The gestures through the phone seat's intents, for a few ticks of the table."""
    hand = PhonePinataHand()
    events: list[object] = []
    for tick in range(3):
        intent = hand.intent(IDLE, gestures if tick == 0 else [], session, 0)
        events += session.step([intent, IDLE])
    return events


def test_a_finger_on_a_card_lays_that_card(phone: PhonePage) -> None:
    hub = new_hub()
    session = table_of(2, 0)
    with phones_on() as phones:
        device = _joined(phone, hub, phones)
        _show(device, session)
        phone.wait_for("document.querySelectorAll('.pcard').length === 7", "the hand of 7")
        words = phone.run("return [...document.querySelectorAll('.pcard')].map(c => c.innerText)")
        phone.tap(f".pcard[data-card='{HAND[3].id}']")
        gestures = _gestures(hub, phones, device)
    assert words[3].split() == ["2", "Dulce"], "the card's points and candy, readable"
    assert gestures == [Lay(HAND[3].id)]
    assert CardPlaced(0, HAND[3]) in _play(session, gestures)


def test_a_finger_swiping_up_the_throw_area_throws_the_dice_up_the_screen(
    phone: PhonePage,
) -> None:
    hub = new_hub()
    session = session_with()
    while not session.throw_ready:
        step(session)
    with phones_on() as phones:
        device = _joined(phone, hub, phones)
        _show(device, session)
        phone.wait_for(
            "getComputedStyle(document.getElementById('throw-area')).display === 'flex'",
            "the throw area shows",
        )
        label = phone.text("throw-label")
        phone.swipe("#throw-area", (0, 80), (0, -80), steps=1, seconds=0.0)
        gestures = _gestures(hub, phones, device)
    assert label == "Swipe to throw"
    [swipe] = gestures
    assert isinstance(swipe, Swipe) and swipe.y > 0.5 and abs(swipe.x) < 0.01
    assert DiceThrown(0) in _play(session, gestures)
    assert session.dice is not None, "thrown from the bottom seat straight up the table"
    assert session.dice.aim == pytest.approx(math.pi / 2, abs=0.01)
