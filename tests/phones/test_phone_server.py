"""The phone server spoken to as a phone speaks: join, reconnect, bad tokens, floods,
malformed messages, and a phone dropping mid-round."""

from __future__ import annotations

import asyncio
import contextlib
import time

import aiohttp

from candy_arcade.core.geometry import Vec2
from candy_arcade.input.controls import Control
from candy_arcade.input.phone_ids import is_phone_id
from candy_arcade.input.seat_devices import SeatDevices
from candy_arcade.phones.device import PhoneDevice
from candy_arcade.phones.limits import CODE_TRIES, MESSAGE_BURST, SOCKETS_PER_ADDRESS
from candy_arcade.phones.server import CLOSE_ENDED, CLOSE_POLICY, SWITCHED_OFF
from tests.phones.phone_client import PhoneClient, new_hub, phones_on, run, settle


def test_a_phone_that_joins_is_a_device_of_the_hub_pressing_join_under_its_name() -> None:
    hub = new_hub()
    with phones_on() as phones:

        async def play() -> dict[str, object]:
            async with aiohttp.ClientSession() as session:
                phone = await PhoneClient.connect(session, phones)
                welcome = await phone.join("  Ana   María ")
                await settle(hub, phones, lambda: "phone-1" in hub.devices)
                return welcome

        welcome = run(play())
    assert welcome["type"] == "welcome" and welcome["id"] == "phone-1"
    assert welcome["name"] == "Ana María"
    device = hub.devices["phone-1"]
    assert isinstance(device, PhoneDevice) and device.label == "Ana María"
    assert hub.take_joins() == ["phone-1"]


def test_the_touch_pad_and_buttons_reach_the_phone_device_as_a_stick_and_presses() -> None:
    hub = new_hub()
    with phones_on() as phones:

        async def play() -> None:
            async with aiohttp.ClientSession() as session:
                phone = await PhoneClient.connect(session, phones)
                await phone.join("Ana")
                await phone.send({"type": "pad", "x": 0.6, "y": -0.8})
                await phone.send({"type": "press", "button": "grab"})
                await phone.send({"type": "ping", "t": 12.5})
                assert await phone.receive() == {"type": "pong", "t": 12.5}
                await settle(hub, phones, lambda: "phone-1" in hub.devices)

        run(play())
    polled = hub.poll("phone-1")
    assert polled.direction == Vec2(0.6, -0.8)
    assert polled.pressed(Control.GRAB) and not polled.pressed(Control.DROP)
    assert not hub.poll("phone-1").pressed(Control.GRAB), "a press is one edge"


def test_nothing_but_the_page_is_served_and_nothing_of_the_room_without_its_token() -> None:
    with phones_on() as phones:

        async def statuses() -> dict[str, int]:
            async with aiohttp.ClientSession() as session:
                token = phones.room.token
                paths = {
                    "page": f"/{token}/",
                    "script": f"/{token}/phone.js",
                    "style": f"/{token}/phone.css",
                    "code page": "/",
                    "code page script": "/phone.js",
                    "wrong token": "/not-the-token/",
                    "wrong token script": "/not-the-token/phone.js",
                    "another file": f"/{token}/protocol.py",
                    "a way out": f"/{token}/..%2f..%2fpyproject.toml",
                    "favicon": "/favicon.ico",
                }
                found = {}
                for name, path in paths.items():
                    async with session.get(phones.site + path) as reply:
                        found[name] = reply.status
                try:
                    await session.ws_connect(f"{phones.site}/wrong/ws")
                    found["socket with a wrong token"] = 101
                except aiohttp.WSServerHandshakeError as error:
                    found["socket with a wrong token"] = error.status
                return found

        found = run(statuses())
    assert found["page"] == found["script"] == found["style"] == 200
    assert {name for name, status in found.items() if status == 200} == {
        "page",
        "script",
        "style",
        "code page",
        "code page script",
    }
    assert found["socket with a wrong token"] == 404


OTHER_ADDRESS = "127.0.0.2"
"""A second client address on this machine: Linux answers all of 127.0.0.0/8 on loopback."""


def _from_other_address() -> aiohttp.ClientSession:
    return aiohttp.ClientSession(connector=aiohttp.TCPConnector(local_addr=(OTHER_ADDRESS, 0)))


def test_a_typed_room_code_gives_the_token_a_few_tries_a_minute_per_address() -> None:
    with phones_on() as phones:

        async def typed(session: aiohttp.ClientSession, code: str) -> tuple[int, dict[str, str]]:
            async with session.post(phones.site + "/code", data={"code": code}) as reply:
                return reply.status, await reply.json()

        async def tries() -> tuple[list[tuple[int, dict[str, str]]], tuple[int, dict[str, str]]]:
            async with aiohttp.ClientSession() as session:
                codes = ["ZZZZ"] * (CODE_TRIES - 1) + [phones.code.lower(), phones.code]
                answers = [await typed(session, code) for code in codes]
            async with _from_other_address() as elsewhere:
                return answers, await typed(elsewhere, phones.code)

        answers, other = run(tries())
    assert [status for status, _ in answers] == [403] * (CODE_TRIES - 1) + [200, 429]
    assert answers[-2][1] == {"token": phones.room.token}
    assert answers[-1][1]["error"] == "Too many tries: wait a minute"
    assert other == (200, {"token": phones.room.token}), "another address has its own tries"


def test_a_flood_of_sockets_from_one_address_is_refused_while_the_round_plays_on() -> None:
    hub = new_hub()
    with phones_on() as phones:

        async def play() -> tuple[list[int], int]:
            async with aiohttp.ClientSession() as session, _from_other_address() as flood:
                steady = await PhoneClient.connect(session, phones)
                await steady.join("Steady")
                await settle(hub, phones, lambda: "phone-1" in hub.devices)
                held, statuses = [], []
                for _ in range(SOCKETS_PER_ADDRESS + 20):
                    try:
                        held.append(await PhoneClient.connect(flood, phones))
                        statuses.append(101)
                    except aiohttp.WSServerHandshakeError as error:
                        statuses.append(error.status)
                await steady.send({"type": "pad", "x": 0, "y": 1})
                await steady.send({"type": "ping", "t": 4.0})
                assert await steady.receive() == {"type": "pong", "t": 4.0}
                await held[0].close()
                for _ in range(100):
                    try:
                        held.append(await PhoneClient.connect(flood, phones))
                        break
                    except aiohttp.WSServerHandshakeError:
                        await asyncio.sleep(0.01)
                return statuses, len(held)

        statuses, opened = run(play())
    assert statuses == [101] * SOCKETS_PER_ADDRESS + [429] * 20
    assert opened == SOCKETS_PER_ADDRESS + 1, "a closed socket frees its place"
    assert [device_id for device_id in hub.devices if is_phone_id(device_id)] == ["phone-1"]
    assert hub.disconnected == []
    assert hub.poll("phone-1").direction == Vec2(0.0, 1.0), "the seated phone still steers"


def test_each_switching_on_makes_a_new_long_token_and_code() -> None:
    with phones_on() as first, phones_on() as second:
        assert first.room.token != second.room.token
        assert len(first.room.token) >= 32
        assert first.url == f"{first.site}/{first.room.token}/"


MALFORMED = [
    "not json",
    "[1, 2]",
    '{"type": "pad", "x": 2, "y": 0}',
    '{"type": "pad", "x": "0.5", "y": 0}',
    '{"type": "pad", "x": NaN, "y": 0}',
    '{"type": "pad", "x": 0, "y": 0, "extra": 1}',
    '{"type": "press", "button": "self-destruct"}',
    '{"type": "join", "name": ""}',
    '{"type": "join", "name": "a name far too long for a seat"}',
    '{"type": "teleport"}',
    '{"type": "join", "name": "Ana"}',
    "x" * 300,
]
"""One bad message each; the second join comes from a phone that already has a seat."""


def test_a_malformed_message_drops_its_client_and_nobody_else() -> None:
    hub = new_hub()
    with phones_on() as phones:

        async def play() -> list[int | None]:
            async with aiohttp.ClientSession() as session:
                steady = await PhoneClient.connect(session, phones)
                await steady.join("Steady")
                codes = []
                for text in MALFORMED:
                    bad = await PhoneClient.connect(session, phones)
                    if text == MALFORMED[-2]:
                        await bad.join("Twice")
                    await bad.socket.send_str(text)
                    codes.append(await bad.closed_with())
                await steady.send({"type": "press", "button": "drop"})
                await steady.send({"type": "ping", "t": 1.0})
                assert await steady.receive() == {"type": "pong", "t": 1.0}
                await settle(hub, phones, lambda: "phone-1" in hub.devices)
                return codes

        codes = run(play())
    assert codes == [CLOSE_POLICY] * (len(MALFORMED) - 1) + [1009]
    assert hub.poll("phone-1").pressed(Control.DROP)
    assert "phone-1" not in hub.disconnected


def test_a_flooding_phone_is_dropped_and_its_seat_waits_while_the_others_play() -> None:
    hub = new_hub()
    seats = SeatDevices(["phone-1", "phone-2"])
    with phones_on() as phones:

        async def play() -> int | None:
            async with aiohttp.ClientSession() as session:
                flood = await PhoneClient.connect(session, phones)
                await flood.join("Flood")
                calm = await PhoneClient.connect(session, phones)
                await calm.join("Calm")
                with contextlib.suppress(ConnectionResetError):
                    for number in range(int(MESSAGE_BURST) * 3):
                        await flood.send({"type": "pad", "x": (number % 10) / 10, "y": 0})
                code = await flood.closed_with()
                await settle(hub, phones, lambda: "phone-1" in hub.disconnected)
                await calm.send({"type": "pad", "x": 1, "y": 0})
                await calm.send({"type": "ping", "t": 2.0})
                assert await calm.receive() == {"type": "pong", "t": 2.0}
                return code

        code = run(play())
    assert code == CLOSE_POLICY
    assert seats.find_unplugged(hub) == 0
    assert hub.poll("phone-1").direction is None, "a dropped phone's hand rests"
    assert hub.poll("phone-2").direction == Vec2(1.0, 0.0)


def test_a_phone_dropping_mid_round_makes_its_seat_wait_until_it_comes_back_with_its_key() -> None:
    hub = new_hub()
    seats = SeatDevices([None, "phone-1"])
    with phones_on() as phones:

        async def play() -> tuple[dict[str, object], dict[str, object]]:
            async with aiohttp.ClientSession() as session:
                phone = await PhoneClient.connect(session, phones)
                welcome = await phone.join("Ana")
                await phone.send({"type": "pad", "x": 0, "y": 1})
                await phone.send({"type": "ping", "t": 0.0})
                await phone.receive()
                await settle(hub, phones, lambda: "phone-1" in hub.devices)
                assert hub.poll("phone-1").direction == Vec2(0.0, 1.0)
                await phone.close()
                await settle(hub, phones, lambda: seats.find_unplugged(hub) == 1)
                again = await PhoneClient.connect(session, phones)
                await again.send({"type": "rejoin", "key": welcome["key"]})
                back = await again.receive()
                await settle(hub, phones, lambda: seats.take_over(hub))
                return welcome, back

        welcome, back = run(play())
    assert back["type"] == "welcome" and back["id"] == welcome["id"] == "phone-1"
    assert back["key"] == welcome["key"]
    assert seats.devices == [None, "phone-1"]
    assert hub.poll("phone-1").direction == Vec2(0.0, 0.0), "the thumb left the pad as it dropped"


def test_a_wrong_key_is_refused_with_a_reason_and_no_seat() -> None:
    hub = new_hub()
    with phones_on() as phones:

        async def play() -> tuple[dict[str, object], int | None]:
            async with aiohttp.ClientSession() as session:
                phone = await PhoneClient.connect(session, phones)
                await phone.send({"type": "rejoin", "key": "made-up"})
                return await phone.receive(), await phone.closed_with()

        refused, code = run(play())
        phones.pump(hub)
    assert refused == {"type": "refused", "reason": "your seat was given up: join again"}
    assert code == 1000
    assert not any(isinstance(device, PhoneDevice) for device in hub.devices.values())


def test_a_page_reloaded_before_its_old_connection_closed_keeps_its_seat() -> None:
    hub = new_hub()
    with phones_on() as phones:

        async def play() -> int | None:
            async with aiohttp.ClientSession() as session:
                old = await PhoneClient.connect(session, phones)
                welcome = await old.join("Ana")
                new = await PhoneClient.connect(session, phones)
                await new.send({"type": "rejoin", "key": welcome["key"]})
                assert (await new.receive())["id"] == "phone-1"
                code = await old.closed_with()
                await new.send({"type": "ping", "t": 3.0})
                assert await new.receive() == {"type": "pong", "t": 3.0}
                await settle(hub, phones, lambda: "phone-1" in hub.devices)
                return code

        code = run(play())
    assert code == 1000
    assert hub.disconnected == []


def test_switching_phones_off_tells_every_phone_why_then_closes_it_and_ends_the_thread() -> None:
    with phones_on() as phones:

        async def play() -> tuple[dict[str, object], int | None]:
            async with aiohttp.ClientSession() as session:
                phone = await PhoneClient.connect(session, phones)
                await phone.join("Ana")
                phones.stop(SWITCHED_OFF)
                return await phone.receive(), await phone.closed_with()

        farewell, code = run(play())
        assert not phones.server.running
    assert farewell == {"type": "ended", "reason": "Phones were switched off on the big screen"}
    assert code == CLOSE_ENDED


def test_a_game_that_ends_tells_its_phones_it_has_ended() -> None:
    with phones_on() as phones:

        async def play() -> dict[str, object]:
            async with aiohttp.ClientSession() as session:
                phone = await PhoneClient.connect(session, phones)
                await phone.join("Ana")
                phones.stop()
                return await phone.receive()

        farewell = run(play())
    assert farewell == {"type": "ended", "reason": "The game on the big screen has ended"}


def test_switching_phones_off_at_once_sends_away_a_page_still_on_its_join_screen() -> None:
    with phones_on() as phones:

        async def play() -> tuple[int | None, float]:
            async with aiohttp.ClientSession() as session:
                phone = await PhoneClient.connect(session, phones)
                started = time.monotonic()
                await asyncio.to_thread(phones.stop)
                return await phone.closed_with(), time.monotonic() - started

        code, seconds = run(play())
    assert code == CLOSE_ENDED
    assert seconds < 1.0, "nothing held the server open"


def test_the_game_shows_a_phone_its_view_once_per_change_and_again_after_a_reconnect() -> None:
    hub = new_hub()
    with phones_on() as phones:

        async def play() -> list[dict[str, object]]:
            async with aiohttp.ClientSession() as session:
                phone = await PhoneClient.connect(session, phones)
                welcome = await phone.join("Ana")
                await settle(hub, phones, lambda: "phone-1" in hub.devices)
                device = hub.devices["phone-1"]
                assert isinstance(device, PhoneDevice)
                device.show({"screen": "lobby"})
                device.show({"screen": "lobby"})
                device.show({"screen": "candy"})
                seen = [await phone.receive(), await phone.receive()]
                again = await PhoneClient.connect(session, phones)
                await again.send({"type": "rejoin", "key": welcome["key"]})
                await again.receive()
                seen.append(await again.receive())
                return seen

        seen = run(play())
    assert seen == [
        {"type": "view", "screen": "lobby"},
        {"type": "view", "screen": "candy"},
        {"type": "view", "screen": "candy"},
    ]


def test_a_new_phone_takes_the_first_seat_waiting_for_a_dropped_phone_and_its_key_dies() -> None:
    hub = new_hub()
    seats = SeatDevices([None, "phone-1", "phone-2"])
    with phones_on() as phones:

        async def play() -> dict[str, dict[str, object]]:
            async with aiohttp.ClientSession() as session:
                ana = await PhoneClient.connect(session, phones)
                ana_welcome = await ana.join("Ana")
                bo = await PhoneClient.connect(session, phones)
                bo_welcome = await bo.join("Bo")
                await settle(hub, phones, lambda: "phone-2" in hub.devices)
                await bo.close()
                await ana.close()
                await settle(hub, phones, lambda: seats.unplugged_seats(hub) == [1, 2])
                phones.room.wait_for(["phone-1", "phone-2"])
                cy = await PhoneClient.connect(session, phones)
                cy_welcome = await cy.join("Cy")
                await settle(hub, phones, lambda: seats.unplugged_seats(hub) == [2])
                ana_again = await PhoneClient.connect(session, phones)
                await ana_again.send({"type": "rejoin", "key": ana_welcome["key"]})
                ana_back = await ana_again.receive()
                bo_again = await PhoneClient.connect(session, phones)
                await bo_again.send({"type": "rejoin", "key": bo_welcome["key"]})
                bo_back = await bo_again.receive()
                await settle(hub, phones, lambda: seats.take_over(hub))
                return {"cy": cy_welcome, "ana back": ana_back, "bo back": bo_back}

        seen = run(play())
    assert seen["cy"]["id"] == "phone-1", "the first waiting seat in seat order"
    assert hub.devices["phone-1"].label == "Cy"
    assert seen["ana back"] == {"type": "refused", "reason": "your seat was given up: join again"}
    assert seen["bo back"]["type"] == "welcome" and seen["bo back"]["id"] == "phone-2"
    assert seats.devices == [None, "phone-1", "phone-2"]
