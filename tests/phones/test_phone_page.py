"""The controller page in a real browser (Debian's chromium, phone-sized, touch): it
joins, its touch pad and buttons reach the game as intents, it draws what it is sent
and shows its round trip. Skipped, saying why, where chromium is not installed."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

import pytest

from candy_arcade.input.controls import Control, DeviceInput
from candy_arcade.input.hub import InputHub
from candy_arcade.phones.device import PhoneDevice
from candy_arcade.phones.phone_views import candy_view, card_view, seat_view
from candy_arcade.phones.service import Phones
from candy_arcade.rules.cards import parse_card
from tests.phones.chromium import CHROMIUM, phone_browser
from tests.phones.phone_client import new_hub, phones_on, run, settle

pytestmark = pytest.mark.skipif(
    CHROMIUM is None, reason="chromium is not installed (apt-get install chromium)"
)


def _stick_x(polled: DeviceInput) -> float:
    return polled.direction.x if polled.direction is not None else 0.0


async def _poll_until(
    hub: InputHub, phones: Phones, wanted: Callable[[DeviceInput], bool]
) -> DeviceInput:
    """Poll the phone as ticks do until a poll is ``wanted`` (the page sends once a frame)."""
    for _ in range(200):
        phones.pump(hub)
        polled = hub.poll("phone-1")
        if polled.direction is not None and wanted(polled):
            return polled
        await asyncio.sleep(0.01)
    raise AssertionError("the page's input never reached the game")


def test_the_page_joins_moves_the_hand_presses_grab_and_shows_the_held_card() -> None:
    hub = new_hub()
    with phones_on() as phones:

        async def play() -> None:
            async with phone_browser(phones.url) as page:
                await page.wait_for("!document.getElementById('join-screen').hidden")
                await page.value(
                    "document.getElementById('name').value = 'Ana';"
                    "document.getElementById('join-form').requestSubmit()"
                )
                await settle(hub, phones, lambda: "phone-1" in hub.devices)
                device = hub.devices["phone-1"]
                assert isinstance(device, PhoneDevice) and device.label == "Ana"
                stash = [parse_card("KH").index]
                buttons = {"grab": "GRAB", "drop": "DROP", "thump": "THUMP", "clap": "CLAP"}
                device.show(
                    candy_view(seat_view(2, "Ana", ""), parse_card("QS").index, stash, 6, buttons)
                )
                face = card_view(parse_card("QS").index)["face"]
                await page.wait_for(f"document.getElementById('held').textContent === {face!r}")
                assert await page.value("document.getElementById('stash').textContent") == "K♥"
                extra = await page.value(
                    "[...document.querySelectorAll('#extra button')].map(b => b.textContent)"
                )
                assert extra == ["THUMP", "CLAP"]
                x, y = await page.centre_of("#pad")
                await page.touch("touchStart", x, y)
                await page.touch("touchMove", x + 60, y)
                await page.touch("touchMove", x + 200, y)
                pushed = await _poll_until(hub, phones, lambda polled: _stick_x(polled) > 0.99)
                await page.touch("touchEnd", x + 200, y)
                await page.tap("#grab")
                pressed = await _poll_until(
                    hub, phones, lambda polled: polled.pressed(Control.GRAB)
                )
                status = await page.wait_for(
                    "/^ping [0-9]+ ms$/.test(document.getElementById('status').textContent)"
                    " && document.getElementById('status').textContent"
                )
                assert pushed.direction is not None and abs(pushed.direction.y) < 0.01
                assert pressed.direction is not None and pressed.direction.length() == 0
                assert int(status.split()[1]) < 1000

        run(play())


def test_a_typed_room_code_leads_the_page_to_the_room() -> None:
    with phones_on() as phones:

        async def play() -> str:
            async with phone_browser(phones.site + "/") as page:
                await page.wait_for("!document.getElementById('code-screen').hidden")
                await page.value(
                    f"document.getElementById('code').value = {phones.code.lower()!r};"
                    "document.getElementById('code-form').requestSubmit()"
                )
                await page.wait_for("!document.getElementById('join-screen').hidden")
                return str(await page.value("location.href"))

        assert run(play()) == phones.url
