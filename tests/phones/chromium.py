"""Debian's chromium, headless, driven over the DevTools protocol with aiohttp: a real
browser on a phone-sized, touch-enabled screen for the page's own tests."""

from __future__ import annotations

import asyncio
import itertools
import os
import shutil
import signal
import socket
import subprocess
import tempfile
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import aiohttp

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
PHONE_WIDTH, PHONE_HEIGHT = 412, 860
START_SECONDS = 20.0


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


class Page:
    """One tab: ``call`` sends a DevTools command and returns its result."""

    def __init__(self, socket: aiohttp.ClientWebSocketResponse) -> None:
        self.socket = socket
        self.ids = itertools.count(1)

    async def call(self, method: str, **params: Any) -> dict[str, Any]:
        number = next(self.ids)
        await self.socket.send_json({"id": number, "method": method, "params": params})
        while True:
            message = await asyncio.wait_for(self.socket.receive_json(), START_SECONDS)
            if message.get("id") == number:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                result: dict[str, Any] = message.get("result", {})
                return result

    async def value(self, expression: str) -> Any:
        """What ``expression`` evaluates to in the page."""
        result = await self.call("Runtime.evaluate", expression=expression, returnByValue=True)
        return result["result"].get("value")

    async def wait_for(self, expression: str, seconds: float = 5.0) -> Any:
        """Poll ``expression`` until it is truthy; its value."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + seconds
        while True:
            value = await self.value(expression)
            if value:
                return value
            assert loop.time() < deadline, f"never true in the page: {expression}"
            await asyncio.sleep(0.05)

    async def touch(self, kind: str, x: float, y: float) -> None:
        """A finger going down, moving or lifting at (x, y) CSS pixels."""
        points = [] if kind == "touchEnd" else [{"x": x, "y": y, "id": 1}]
        await self.call("Input.dispatchTouchEvent", type=kind, touchPoints=points)

    async def centre_of(self, selector: str) -> tuple[float, float]:
        box = await self.value(
            f"(() => {{ const b = document.querySelector({selector!r}).getBoundingClientRect();"
            " return [b.x + b.width / 2, b.y + b.height / 2]; })()"
        )
        return float(box[0]), float(box[1])

    async def tap(self, selector: str) -> None:
        x, y = await self.centre_of(selector)
        await self.touch("touchStart", x, y)
        await self.touch("touchEnd", x, y)


@asynccontextmanager
async def phone_browser(url: str) -> AsyncIterator[Page]:
    """A headless chromium showing ``url`` as a phone does; closed afterwards."""
    assert CHROMIUM is not None
    port = _free_port()
    # Chromium's helper processes may still be writing the profile as it is removed:
    # they are stopped with the browser (their own process group), and what they leave
    # behind in the temporary folder is no failure of the page.
    with tempfile.TemporaryDirectory(
        prefix="candy-chromium-", ignore_cleanup_errors=True
    ) as profile:
        browser = subprocess.Popen(
            [
                CHROMIUM,
                "--headless=new",
                "--no-sandbox",
                "--disable-gpu",
                "--no-first-run",
                f"--remote-debugging-port={port}",
                f"--user-data-dir={profile}",
                f"--window-size={PHONE_WIDTH},{PHONE_HEIGHT}",
                "about:blank",
            ],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            start_new_session=True,
        )
        try:
            async with aiohttp.ClientSession() as http:
                address = await _page_address(http, port)
                async with http.ws_connect(address, max_msg_size=0) as socket:
                    page = Page(socket)
                    await page.call(
                        "Emulation.setDeviceMetricsOverride",
                        width=PHONE_WIDTH,
                        height=PHONE_HEIGHT,
                        deviceScaleFactor=1,
                        mobile=True,
                    )
                    await page.call("Emulation.setTouchEmulationEnabled", enabled=True)
                    await page.call("Page.navigate", url=url)
                    yield page
        finally:
            os.killpg(browser.pid, signal.SIGTERM)
            browser.wait(10)


async def _page_address(http: aiohttp.ClientSession, port: int) -> str:
    loop = asyncio.get_running_loop()
    deadline = loop.time() + START_SECONDS
    while True:
        try:
            async with http.get(f"http://127.0.0.1:{port}/json") as reply:
                pages = [page for page in await reply.json() if page["type"] == "page"]
                if pages:
                    return str(pages[0]["webSocketDebuggerUrl"])
        except aiohttp.ClientError:
            pass
        assert loop.time() < deadline, "chromium never opened its DevTools port"
        await asyncio.sleep(0.1)
