"""The controller page at Piñata Blast in a real browser (Debian's chromium, phone-sized,
touch): it draws the hand it is sent, a finger tapping a card lays that card at the
table, and a finger swiping the throw area throws the dice the way it went. Skipped,
saying why, where chromium is not installed."""

from __future__ import annotations

import asyncio
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
from tests.phones.chromium import CHROMIUM, Page, phone_browser
from tests.phones.phone_client import new_hub, phones_on, run, settle
from tests.sim.pinata.test_session_laying import HAND, table_of
from tests.sim.pinata.test_session_scenarios import session_with, step

pytestmark = pytest.mark.skipif(
    CHROMIUM is None, reason="chromium is not installed (apt-get install chromium)"
)


async def _joined(page: Page, hub: InputHub, phones: Phones) -> PhoneDevice:
    await page.wait_for("!document.getElementById('join-screen').hidden")
    await page.value(
        "document.getElementById('name').value = 'Ana';"
        "document.getElementById('join-form').requestSubmit()"
    )
    await settle(hub, phones, lambda: "phone-1" in hub.devices)
    device = hub.devices["phone-1"]
    assert isinstance(device, PhoneDevice)
    return device


def _show(device: PhoneDevice, session: PinataSession) -> None:
    device.show(pinata_view(seat_view(0, "Ana", ""), session.snapshot(), 0, session.table, None))


async def _gestures(hub: InputHub, phones: Phones, device: PhoneDevice) -> list[Gesture]:
    """Poll the phone as the table's ticks do until a gesture has come."""
    for _ in range(200):
        phones.pump(hub)
        hub.intent("phone-1")
        if device.gestures:
            return device.take_gestures()
        await asyncio.sleep(0.01)
    raise AssertionError("the page's gesture never reached the game")


def _play(session: PinataSession, gestures: list[Gesture]) -> list[object]:
    """The gestures through the phone seat's intents, for a few ticks of the table."""
    hand = PhonePinataHand()
    events: list[object] = []
    for tick in range(3):
        intent = hand.intent(IDLE, gestures if tick == 0 else [], session, 0)
        events += session.step([intent, IDLE])
    return events


def test_a_finger_on_a_card_lays_that_card() -> None:
    hub = new_hub()
    session = table_of(2, 0)
    with phones_on() as phones:

        async def play() -> tuple[list[str], list[Gesture]]:
            async with phone_browser(phones.url) as page:
                device = await _joined(page, hub, phones)
                _show(device, session)
                await page.wait_for("document.querySelectorAll('.pcard').length === 7")
                words = await page.value(
                    "[...document.querySelectorAll('.pcard')].map(c => c.innerText)"
                )
                await page.tap(f".pcard[data-card='{HAND[3].id}']")
                return words, await _gestures(hub, phones, device)

        words, gestures = run(play())
    assert words[3].split() == ["2", "Dulce"], "the card's points and candy, readable"
    assert gestures == [Lay(HAND[3].id)]
    assert CardPlaced(0, HAND[3]) in _play(session, gestures)


def test_a_finger_swiping_up_the_throw_area_throws_the_dice_up_the_screen() -> None:
    hub = new_hub()
    session = session_with()
    while not session.throw_ready:
        step(session)
    with phones_on() as phones:

        async def play() -> tuple[str, list[Gesture]]:
            async with phone_browser(phones.url) as page:
                device = await _joined(page, hub, phones)
                _show(device, session)
                await page.wait_for("getComputedStyle(document.getElementById('throw-area'))"
                                    ".display === 'flex'")
                label = await page.value("document.getElementById('throw-label').textContent")
                x, y = await page.centre_of("#throw-area")
                await page.touch("touchStart", x, y + 80)
                for step_up in range(1, 5):
                    await page.touch("touchMove", x, y + 80 - 40 * step_up)
                await page.touch("touchEnd", x, y - 80)
                return label, await _gestures(hub, phones, device)

        label, gestures = run(play())
    assert label == "Swipe to throw"
    [swipe] = gestures
    assert isinstance(swipe, Swipe) and swipe.y > 0.5 and abs(swipe.x) < 0.01
    assert DiceThrown(0) in _play(session, gestures)
    assert session.dice is not None, "thrown from the bottom seat straight up the table"
    assert session.dice.aim == pytest.approx(math.pi / 2, abs=0.01)
