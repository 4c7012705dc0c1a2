"""Fixtures for phones in a real browser playing a real game.

``phone`` is one phone's page (:class:`~tests.phones.browser.PhonePage`, one browser
kept for the worker's run); a test that needs more phones asks for ``open_phone`` too
and calls it once per further phone. ``phone_table`` is the tests' one headless game
window with phones switched on, starting a game as ``candy-arcade play --phones
--seats ...`` does (or opening a lobby) and stepping its frames. A browser test of a
mode is then a short file (test_candy_in_browser.py, test_canasta_page.py)::

    def test_..._on_a_phone(phone: PhonePage, phone_table: PhoneTable) -> None:
        phone_table.start("pinata", "phone,bot")
        phone.open(phone_table.phones.url)
        phone.join("Ben")
        phone_table.frames_until(lambda: phone_table.ticks > 0, "the round starts")
        ...

Every browser test is skipped, naming the missing package, where selenium, chromium
or chromium-driver is not installed.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Iterator
from contextlib import ExitStack
from pathlib import Path
from typing import Any, TypeVar

import arcade
import pytest

from candy_arcade.core.seats import parse_seats
from candy_arcade.levels.spec import LevelSpec
from candy_arcade.mode_options import ModeOptions
from candy_arcade.phones.device import PhoneDevice
from candy_arcade.phones.room import forget_phones
from candy_arcade.phones.service import Phones
from candy_arcade.views.launch import LaunchOptions, start_game_from_options, step_frame
from candy_arcade.views.lobby import LobbyView
from tests.phones.browser import WAIT_SECONDS, PhonePage, browser_missing, phone_page
from tests.phones.phone_client import phones_on
from tests.window.xvfb import one_window_test_at_a_time

T = TypeVar("T")

SHOTS_VARIABLE = "CANDY_ARCADE_PHONE_SHOTS"
"""A folder for the browser tests' screenshots, set only by
``tools/make_phone_screenshots.py`` (the README's pictures): test runs save nothing."""

FRAME_PAUSE_SECONDS = 0.002
"""A frame stepped by a test waits this long for the phone's messages: the game would
wait a sixtieth of a second between frames, and a test needs no more than the
loopback's fraction of a millisecond."""


@pytest.fixture
def alone_on_the_machine() -> Iterator[None]:
    """Hold the machine-wide lock of the heavy tests (the real-window ones too) for the
    test: a browser starting up takes both cores of a small machine for a second, and
    a test that times the game (the phones' latency) must not run beside one."""
    with one_window_test_at_a_time():
        yield


def _skip_without_a_browser() -> None:
    missing = browser_missing()
    if missing is not None:
        pytest.skip(missing)


class KeptBrowser:
    """One phone browser kept for a test worker's whole run: starting chromium is most
    of a browser test's time. Each test gets it on a blank page; a browser that died is
    replaced."""

    def __init__(self, browsers: ExitStack) -> None:
        self.browsers = browsers
        self.page: PhonePage | None = None

    def blank(self) -> PhonePage:
        """The kept browser, on a blank page (its last test's page gone, so no page
        keeps trying to reach a server that has stopped)."""
        from selenium.common.exceptions import WebDriverException
        from urllib3.exceptions import HTTPError

        page = self.page
        if page is not None:
            try:
                page.lift()
                page.open("about:blank")
                return page
            except (WebDriverException, HTTPError):
                self.page = None
        self.page = page = self.browsers.enter_context(phone_page())
        return page


@pytest.fixture(scope="session")
def kept_browser() -> Iterator[KeptBrowser]:
    with ExitStack() as browsers:
        yield KeptBrowser(browsers)


@pytest.fixture
def phone(kept_browser: KeptBrowser) -> Iterator[PhonePage]:
    """One phone's browser, on a blank page, for a test holding the heavy tests' lock."""
    _skip_without_a_browser()
    with one_window_test_at_a_time():
        page = kept_browser.blank()
        yield page
        kept_browser.blank()


@pytest.fixture
def open_phone() -> Iterator[Callable[[], PhonePage]]:
    """Opens another phone's browser per call (each phone keeps its own reconnect key,
    so each is a browser of its own); every one is quit after the test, which holds the
    heavy tests' lock throughout."""
    _skip_without_a_browser()
    with one_window_test_at_a_time(), ExitStack() as browsers:
        yield lambda: browsers.enter_context(phone_page())


class PhoneTable:
    """The game window with phones on: start a game with phone seats, step its frames."""

    def __init__(self, window: Any, phones: Phones) -> None:
        self.window = window
        self.phones = phones

    def open_lobby(self, mode: str) -> LobbyView:
        """``mode``'s lobby with its phone panel showing (phones are already on, as
        after pressing P): a phone that joins is seated under its name."""
        lobby = LobbyView(mode)
        self.window.show_view(lobby)
        lobby.switch_phones()
        return lobby

    def start(
        self,
        mode: str,
        seats: str,
        seed: int = 5,
        options: ModeOptions | None = None,
        level: LevelSpec | None = None,
    ) -> None:
        """Start ``mode`` for ``seats`` (``phone,bot``...) at ``level`` (the mode's
        own table) as the command line does: a phone seat waits for the next phone."""
        launch = LaunchOptions(
            mode=mode,
            seats=parse_seats(seats),
            seed=seed,
            level=level,
            headless=True,
            options=options,
        )
        start_game_from_options(self.window, launch)

    @property
    def view(self) -> Any:
        return self.window.current_view

    @property
    def ticks(self) -> int:
        """Ticks the shown table's driver has run."""
        return int(self.view.table.driver.ticks)

    def device(self, device_id: str = "phone-1") -> PhoneDevice:
        device = self.window.input_hub.devices[device_id]
        assert isinstance(device, PhoneDevice)
        return device

    def screenshot(self, path: Path) -> None:
        """The shared screen as it is drawn now, saved as a PNG."""
        self.view.on_draw()
        self.window.ctx.finish()
        arcade.get_image().save(path)

    def frames(self, count: int) -> None:
        for _ in range(count):
            step_frame(self.window)
            time.sleep(FRAME_PAUSE_SECONDS)

    def frames_until(
        self, check: Callable[[], T], what: str, most: int = 600, seconds: float = WAIT_SECONDS
    ) -> T:
        """Step frames until ``check()`` is truthy; fails naming ``what`` after ``most``
        frames or ``seconds``, whichever comes first."""
        deadline = time.monotonic() + seconds
        for _ in range(most):
            value = check()
            if value:
                return value
            if time.monotonic() > deadline:
                break
            self.frames(1)
        raise AssertionError(f"never happened: {what}")


@pytest.fixture
def shots() -> Path | None:
    """Where a browser test saves the shared screen and the phone page (``table.png``,
    ``phone.png``): a folder only when the README's screenshot tool runs it."""
    folder = os.environ.get(SHOTS_VARIABLE)
    return Path(folder) if folder else None


@pytest.fixture
def phone_table(game_window: Any) -> Iterator[PhoneTable]:
    """The shared headless window with phones on at a free loopback port; afterwards
    off, and no phone left in its input hub."""
    with phones_on() as phones:
        game_window.phones = phones
        try:
            yield PhoneTable(game_window, phones)
        finally:
            game_window.phones = None
            forget_phones(game_window.input_hub)
