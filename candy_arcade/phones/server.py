"""The phones' web server: aiohttp in its own thread and event loop.

It serves the controller page (three files read once from the package, never a path
from a request) and its WebSocket under the room token. Without the token there is
only the page itself (it then asks for the room code) and the route that trades a
typed room code for the token, a few tries a minute per address; and one address may
hold only a few sockets open at once. The game's loop never waits on it: messages
cross into the game through each phone's queue and the room's events, and the game's
messages out go through ``call_soon_threadsafe``. :meth:`PhoneServer.stop` closes
every connection, seated or not, and joins the thread, so no server outlives the
lobby or game that switched it on.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import re
import threading
import time
from dataclasses import dataclass
from importlib import resources

from aiohttp import WSMsgType, web

from candy_arcade.phones.device import Gesture, PhoneDevice, PhoneView
from candy_arcade.phones.limits import (
    MESSAGE_BURST,
    MESSAGES_PER_SECOND,
    SOCKETS_PER_ADDRESS,
    AttemptsPerAddress,
    OpenPerAddress,
    TokenBucket,
)
from candy_arcade.phones.protocol import (
    MAX_MESSAGE_BYTES,
    Join,
    Pad,
    Ping,
    Press,
    ProtocolError,
    Rejoin,
    parse_message,
)
from candy_arcade.phones.room import PhoneRoom, Refused

PAGE_FILES = {
    "": ("index.html", "text/html"),
    "phone.js": ("phone.js", "text/javascript"),
    "phone.css": ("phone.css", "text/css"),
    "pinata.js": ("pinata.js", "text/javascript"),
    "pinata.css": ("pinata.css", "text/css"),
    "canasta.js": ("canasta.js", "text/javascript"),
    "canasta.css": ("canasta.css", "text/css"),
}
"""Everything the server ever serves: the route's last part -> (file, type)."""
PAGE_ROUTES = "(" + "|".join(re.escape(route) for route in PAGE_FILES if route) + ")?"
"""The routes' last parts as the router's pattern: those files and nothing else."""
HEADERS = {
    "Cache-Control": "no-store",
    "Referrer-Policy": "no-referrer",
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'self'; connect-src 'self' ws: wss:",
}
"""The token is in the URL: no cache keeps it, no link passes it on."""
HEARTBEAT_SECONDS = 4.0
"""The server pings each phone this often: a phone gone to sleep is seen within ~6 s."""
OUTBOX_SIZE = 64
"""Messages waiting for a phone; a phone this far behind is dropped (it reconnects)."""
STOP_SECONDS = 5.0
CLOSE_POLICY = 1008
"""The WebSocket close code for a client that broke the rules (RFC 6455)."""
CLOSE_ENDED = 4000
"""The close code (RFC 6455's private range) of a deliberate end: the page shows why
and does not try to reconnect, as it does after an accidental drop."""
GAME_ENDED = "The game on the big screen has ended"
SWITCHED_OFF = "Phones were switched off on the big screen"


@dataclass(eq=False)
class _Connection:
    socket: web.WebSocketResponse
    outbox: asyncio.Queue[str]

    def put(self, payload: PhoneView) -> bool:
        """Queue ``payload``; False when the phone is too far behind to keep."""
        try:
            self.outbox.put_nowait(json.dumps(payload))
        except asyncio.QueueFull:
            return False
        return True


class PhoneServer:
    """Serves ``room`` on ``host``:``port`` (0: any free port) once :meth:`start`-ed."""

    def __init__(
        self,
        room: PhoneRoom,
        host: str = "0.0.0.0",
        port: int = 0,
        *,
        rate: float = MESSAGES_PER_SECOND,
        burst: float = MESSAGE_BURST,
        sockets_per_address: int = SOCKETS_PER_ADDRESS,
    ) -> None:
        self.room = room
        self.host = host
        self.port = port
        self.rate, self.burst = rate, burst
        self.code_tries = AttemptsPerAddress()
        self.sockets = OpenPerAddress(sockets_per_address)
        page = resources.files("candy_arcade.phones").joinpath("page")
        self._pages = {
            route: (page.joinpath(name).read_bytes(), kind)
            for route, (name, kind) in PAGE_FILES.items()
        }
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._runner: web.AppRunner | None = None
        self._connections: dict[str, _Connection] = {}
        """The connection each seated phone uses now, by device id."""
        self._live: set[_Connection] = set()
        """Every open connection, seated or not (a page on its join screen too)."""
        self._closing: set[asyncio.Task[bool]] = set()
        """Sockets being closed in the background (kept, so no task is collected early)."""
        self._ready = threading.Event()
        self._failure: BaseException | None = None
        self._farewell = GAME_ENDED

    # ------------------------------------------------------------- game thread

    def start(self) -> None:
        """Listen (in a new thread); returns once it does.

        Raises:
            OSError: the port cannot be listened on (taken, not allowed).
        """
        self._thread = threading.Thread(target=self._serve, name="phone-server", daemon=True)
        self._thread.start()
        self._ready.wait()
        if self._failure is not None:
            self._thread.join()
            raise self._failure

    def stop(self, reason: str = GAME_ENDED) -> None:
        """Tell every phone ``reason`` (its page's last words), close its connection,
        stop listening and end the thread."""
        loop, thread = self._loop, self._thread
        if loop is None or thread is None:
            return
        self._farewell = reason
        loop.call_soon_threadsafe(loop.stop)
        thread.join(STOP_SECONDS)
        self._loop = self._thread = None

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def send(self, device_id: str, payload: PhoneView) -> None:
        """Deliver ``payload`` to a phone, from any thread (dropped if it is away)."""
        loop = self._loop
        if loop is not None and not loop.is_closed():
            loop.call_soon_threadsafe(self._deliver, device_id, payload)

    # ----------------------------------------------------------- server thread

    def _serve(self) -> None:
        loop = asyncio.new_event_loop()
        asyncio.set_event_loop(loop)
        try:
            loop.run_until_complete(self._open())
        except BaseException as error:
            self._failure = error
            loop.run_until_complete(self._close())
            loop.close()
            self._ready.set()
            return
        self._loop = loop
        self._ready.set()
        try:
            loop.run_forever()
        finally:
            loop.run_until_complete(self._close())
            loop.close()

    async def _open(self) -> None:
        app = web.Application(client_max_size=1024)
        app.router.add_get(f"/{{file:{PAGE_ROUTES}}}", self._code_page)
        app.router.add_post("/code", self._code)
        app.router.add_get("/{token}/ws", self._socket)
        app.router.add_get(f"/{{token}}/{{file:{PAGE_ROUTES}}}", self._page)
        self._runner = web.AppRunner(app, access_log=None, handle_signals=False)
        await self._runner.setup()
        site = web.TCPSite(self._runner, self.host, self.port)
        await site.start()
        self.port = int(self._runner.addresses[0][1])

    async def _close(self) -> None:
        """Each phone, seated or not, is told why it is let go before its socket
        closes (a phone already gone is not)."""
        ended = json.dumps({"type": "ended", "reason": self._farewell})
        for connection in list(self._live):
            with contextlib.suppress(ConnectionResetError):
                await connection.socket.send_str(ended)
            await connection.socket.close(
                code=CLOSE_ENDED, message=self._farewell.encode()[:120]
            )
        if self._runner is not None:
            await self._runner.cleanup()

    def _deliver(self, device_id: str, payload: PhoneView) -> None:
        connection = self._connections.get(device_id)
        if connection is not None and not connection.put(payload):
            self._close_later(connection, CLOSE_POLICY, "too slow")

    def _close_later(self, connection: _Connection, code: int, reason: str) -> None:
        task = asyncio.ensure_future(connection.socket.close(code=code, message=reason.encode()))
        self._closing.add(task)
        task.add_done_callback(self._closing.discard)

    def _file(self, route: str) -> web.Response:
        body, kind = self._pages[route]
        return web.Response(body=body, content_type=kind, headers=HEADERS)

    async def _code_page(self, request: web.Request) -> web.Response:
        """The page with no token: it shows the room-code form and nothing else (its
        three files are the package's own and hold no secret; the room needs the token)."""
        return self._file(request.match_info["file"])

    async def _page(self, request: web.Request) -> web.Response:
        if not self.room.token_matches(request.match_info["token"]):
            raise web.HTTPNotFound()
        return self._file(request.match_info["file"])

    async def _code(self, request: web.Request) -> web.Response:
        """A typed room code for the token; five tries a minute per address."""
        if not self.code_tries.allow(request.remote or "", time.monotonic()):
            return web.json_response(
                {"error": "Too many tries: wait a minute"}, status=429, headers=HEADERS
            )
        form = await request.post()
        code = form.get("code")
        if isinstance(code, str) and len(code) <= 16 and self.room.code_matches(code):
            return web.json_response({"token": self.room.token}, headers=HEADERS)
        return web.json_response({"error": "No room has that code"}, status=403, headers=HEADERS)

    async def _socket(self, request: web.Request) -> web.StreamResponse:
        """A phone's WebSocket, once the token matches and its address holds fewer than
        its share of open sockets (refused with 429 before anything opens)."""
        if not self.room.token_matches(request.match_info["token"]):
            raise web.HTTPNotFound()
        address = request.remote or ""
        if not self.sockets.open(address):
            raise web.HTTPTooManyRequests(text="Too many connections from this address")
        try:
            return await self._serve_socket(request)
        finally:
            self.sockets.close(address)

    async def _serve_socket(self, request: web.Request) -> web.WebSocketResponse:
        socket = web.WebSocketResponse(heartbeat=HEARTBEAT_SECONDS, max_msg_size=MAX_MESSAGE_BYTES)
        await socket.prepare(request)
        connection = _Connection(socket, asyncio.Queue(OUTBOX_SIZE))
        self._live.add(connection)
        writer = asyncio.ensure_future(self._write(connection))
        device: PhoneDevice | None = None
        try:
            device = await self._read(connection)
        finally:
            writer.cancel()
            self._live.discard(connection)
            if device is not None:
                if self._connections.get(device.device_id) is connection:
                    del self._connections[device.device_id]
                self.room.dropped(device.device_id, connection)
            await socket.close()
        return socket

    async def _write(self, connection: _Connection) -> None:
        while True:
            text = await connection.outbox.get()
            await connection.socket.send_str(text)

    async def _read(self, connection: _Connection) -> PhoneDevice | None:
        """Read the phone's messages until it goes or breaks a rule; its device, if it
        got one."""
        socket = connection.socket
        bucket = TokenBucket(self.rate, self.burst)
        device: PhoneDevice | None = None
        async for received in socket:
            if received.type is not WSMsgType.TEXT:
                break
            if not bucket.allow(time.monotonic()):
                await self._refuse(connection, "too many messages")
                break
            try:
                message = parse_message(received.data)
            except ProtocolError as error:
                await self._refuse(connection, str(error))
                break
            if isinstance(message, Ping):
                connection.put({"type": "pong", "t": message.t})
            elif device is None and isinstance(message, Join | Rejoin):
                try:
                    device = self._seat(message, connection)
                except Refused as refusal:
                    await self._refuse(connection, str(refusal), policy=False)
                    break
            elif device is not None and isinstance(message, Pad | Press | Gesture):
                device.inbox.put(message)
            else:
                await self._refuse(connection, "a message out of turn")
                break
        return device

    def _seat(self, message: Join | Rejoin, connection: _Connection) -> PhoneDevice:
        if isinstance(message, Join):
            device, key = self.room.join(message.name, self.send, connection)
        else:
            device, key = self.room.rejoin(message.key, connection), message.key
        old = self._connections.get(device.device_id)
        self._connections[device.device_id] = connection
        if old is not None:
            self._close_later(old, 1000, "reconnected elsewhere")
        connection.put(
            {"type": "welcome", "id": device.device_id, "name": device.player_name, "key": key}
        )
        if device.shown is not None:
            connection.put({"type": "view", **device.shown})
        return device

    async def _refuse(self, connection: _Connection, reason: str, *, policy: bool = True) -> None:
        """Tell the page why it is sent away (its words for the player), then close
        (a client already gone is not told)."""
        with contextlib.suppress(ConnectionResetError):
            await connection.socket.send_str(json.dumps({"type": "refused", "reason": reason}))
        await connection.socket.close(
            code=CLOSE_POLICY if policy else 1000, message=reason.encode()[:120]
        )
