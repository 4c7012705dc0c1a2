"""A phone played by a test: aiohttp's WebSocket client against a server on loopback."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import aiohttp

from candy_arcade.input.hub import InputHub
from candy_arcade.phones.server import PhoneServer
from candy_arcade.phones.service import Phones
from candy_arcade.settings import DEFAULT_KEYS

RECEIVE_SECONDS = 5.0


@contextmanager
def phones_on(**limits: float) -> Iterator[Phones]:
    """Phones switched on at a free loopback port (parallel workers never collide),
    switched off afterwards whatever the test did."""
    from candy_arcade.phones.room import PhoneRoom

    server = PhoneServer(PhoneRoom(), "127.0.0.1", 0, **limits)
    server.start()
    try:
        yield Phones(server, "127.0.0.1")
    finally:
        server.stop()
    assert not server.running


def new_hub() -> InputHub:
    return InputHub(dict(DEFAULT_KEYS), watch_gamepads=False)


class PhoneClient:
    """One phone's socket; ``session`` is the aiohttp client it belongs to."""

    def __init__(self, socket: aiohttp.ClientWebSocketResponse) -> None:
        self.socket = socket

    @classmethod
    async def connect(
        cls, session: aiohttp.ClientSession, phones: Phones, token: str | None = None
    ) -> PhoneClient:
        room_token = phones.room.token if token is None else token
        socket = await session.ws_connect(f"{phones.site}/{room_token}/ws")
        return cls(socket)

    async def send(self, message: dict[str, Any]) -> None:
        await self.socket.send_str(json.dumps(message))

    async def receive(self) -> dict[str, Any]:
        """The next message the server sent (a pong, a welcome, a view...)."""
        received = await asyncio.wait_for(self.socket.receive(), RECEIVE_SECONDS)
        assert received.type is aiohttp.WSMsgType.TEXT, received
        data: dict[str, Any] = json.loads(received.data)
        return data

    async def join(self, name: str) -> dict[str, Any]:
        await self.send({"type": "join", "name": name})
        return await self.receive()

    async def latest_view(self) -> dict[str, Any]:
        """The newest view the phone was sent (a ping marks the end of what is waiting)."""
        await self.send({"type": "ping", "t": 0.0})
        latest: dict[str, Any] = {}
        while (message := await self.receive())["type"] != "pong":
            latest = message
        return latest

    async def closed_with(self) -> int | None:
        """The close code once the server closes the socket (messages before it skipped)."""
        while True:
            received = await asyncio.wait_for(self.socket.receive(), RECEIVE_SECONDS)
            if received.type is aiohttp.WSMsgType.CLOSE:
                return int(received.data)
            if received.type is aiohttp.WSMsgType.CLOSED:
                return self.socket.close_code
            if received.type is aiohttp.WSMsgType.CLOSING:
                continue

    async def close(self) -> None:
        await self.socket.close()


def run(coroutine: Any) -> Any:
    return asyncio.run(coroutine)


async def settle(hub: InputHub, phones: Phones, until: Any, seconds: float = 5.0) -> None:
    """Pump the room into the hub (as each frame does) until ``until()`` holds."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + seconds
    while True:
        phones.pump(hub)
        if until():
            return
        assert loop.time() < deadline, "the game never saw it"
        await asyncio.sleep(0.005)
