"""Piñata Blast's two phone messages, a card tapped and a throw swiped: checked like
every message, carried to the phone's seat over a real WebSocket, and a client that
sends a malformed one is dropped while the other phones play on."""

from __future__ import annotations

import aiohttp
import pytest

from candy_arcade.phones.device import PhoneDevice
from candy_arcade.phones.protocol import Lay, ProtocolError, Swipe, parse_message
from candy_arcade.phones.server import CLOSE_POLICY
from tests.phones.phone_client import PhoneClient, new_hub, phones_on, run, settle


def test_a_tap_and_a_swipe_read_as_their_own_types() -> None:
    assert parse_message('{"type": "lay", "card": 17}') == Lay(17)
    assert parse_message('{"type": "swipe", "x": -0.6, "y": 0.8}') == Swipe(-0.6, 0.8)
    assert parse_message('{"type": "swipe", "x": 0, "y": 0}') == Swipe(0.0, 0.0)


MALFORMED_PINATA = [
    '{"type": "lay", "card": -1}',
    '{"type": "lay", "card": 256}',
    '{"type": "lay", "card": 3.5}',
    '{"type": "lay", "card": true}',
    '{"type": "lay", "card": "7"}',
    '{"type": "lay"}',
    '{"type": "lay", "card": 7, "face": "up"}',
    '{"type": "swipe", "x": 0.8, "y": 0.8}',
    '{"type": "swipe", "x": 1.5, "y": 0}',
    '{"type": "swipe", "x": NaN, "y": 0}',
    '{"type": "swipe", "x": "0.5", "y": 0}',
    '{"type": "swipe", "x": 0.5}',
    '{"type": "swipe", "aim": 1, "power": 1}',
]


@pytest.mark.parametrize("text", MALFORMED_PINATA)
def test_a_tap_or_swipe_no_page_sends_is_refused(text: str) -> None:
    with pytest.raises(ProtocolError):
        parse_message(text)


def test_a_phone_joins_lays_a_card_and_swipes_a_throw_that_reach_its_seat() -> None:
    hub = new_hub()
    with phones_on() as phones:

        async def play() -> None:
            async with aiohttp.ClientSession() as session:
                phone = await PhoneClient.connect(session, phones)
                welcome = await phone.join("Ana")
                assert welcome["type"] == "welcome"
                await phone.send({"type": "lay", "card": 12})
                await phone.send({"type": "swipe", "x": 0.3, "y": -0.4})
                await phone.send({"type": "ping", "t": 1.0})
                assert await phone.receive() == {"type": "pong", "t": 1.0}
                await settle(hub, phones, lambda: "phone-1" in hub.devices)

        run(play())
        device = hub.devices["phone-1"]
        assert isinstance(device, PhoneDevice)
        hub.intent("phone-1")
        assert device.take_gestures() == [Lay(12), Swipe(0.3, -0.4)]
        assert device.take_gestures() == [], "each gesture is read once"


def test_a_malformed_tap_or_swipe_drops_its_client_and_nobody_else() -> None:
    hub = new_hub()
    with phones_on() as phones:

        async def play() -> list[int | None]:
            async with aiohttp.ClientSession() as session:
                steady = await PhoneClient.connect(session, phones)
                await steady.join("Steady")
                codes = []
                for text in MALFORMED_PINATA[:1] + MALFORMED_PINATA[7:8]:
                    bad = await PhoneClient.connect(session, phones)
                    await bad.join("Bad")
                    await bad.socket.send_str(text)
                    codes.append(await bad.closed_with())
                await steady.send({"type": "lay", "card": 3})
                await steady.send({"type": "ping", "t": 2.0})
                assert await steady.receive() == {"type": "pong", "t": 2.0}
                await settle(hub, phones, lambda: "phone-1" in hub.devices)
                return codes

        codes = run(play())
        hub.intent("phone-1")
        steady = hub.devices["phone-1"]
        assert isinstance(steady, PhoneDevice)
        assert steady.take_gestures() == [Lay(3)]
    assert codes == [CLOSE_POLICY, CLOSE_POLICY]


def test_a_tap_before_joining_is_out_of_turn() -> None:
    with phones_on() as phones:

        async def play() -> int | None:
            async with aiohttp.ClientSession() as session:
                phone = await PhoneClient.connect(session, phones)
                await phone.send({"type": "lay", "card": 3})
                return await phone.closed_with()

        assert run(play()) == CLOSE_POLICY
