"""A phone in a real browser: Debian's chromium, driven by Selenium through Debian's
chromium-driver, headless, with Chrome's mobile emulation (a 412x860 touch screen).

:class:`PhonePage` is what a test does with its thumb and eyes: open the join URL,
type a name or a room code, tap a button, drag on the touch pad (the finger stays
down until :meth:`PhonePage.lift`), read what the page shows. Each page is its own
browser with its own profile: the page keeps its reconnect key in ``localStorage``,
which two tabs of one browser would share. The fixtures in ``conftest.py`` give a
test its pages and skip it, naming what is missing, where the browser cannot run.
"""

from __future__ import annotations

import importlib.util
import shutil
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, TypeVar

PHONE_WIDTH, PHONE_HEIGHT = 412, 860
"""A common Android phone's screen in CSS pixels."""
WAIT_SECONDS = 10.0
"""The longest a page may take to show something: far beyond the milliseconds it
takes on loopback, so only a page that never gets there fails."""
COMMAND_SECONDS = 30.0
"""The longest one command to the driver may take before the test fails."""
POLL_SECONDS = 0.02

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
CHROMEDRIVER = shutil.which("chromedriver")

T = TypeVar("T")


def browser_missing() -> str | None:
    """Why no phone browser can run here (the package to install), or None."""
    if importlib.util.find_spec("selenium") is None:
        return "selenium is not installed (pip install -e '.[test]')"
    if CHROMIUM is None:
        return "chromium is not installed (apt-get install chromium)"
    if CHROMEDRIVER is None:
        return "chromedriver is not installed (apt-get install chromium-driver)"
    return None


def wait_until(check: Callable[[], T], what: str, seconds: float = WAIT_SECONDS) -> T:
    """``check()`` once it is truthy, polled every few milliseconds; fails naming ``what``."""
    deadline = time.monotonic() + seconds
    while True:
        value = check()
        if value:
            return value
        assert time.monotonic() < deadline, f"never happened: {what}"
        time.sleep(POLL_SECONDS)


class PhonePage:
    """One phone's browser showing the controller page."""

    def __init__(self, driver: Any) -> None:
        self.driver = driver

    # ------------------------------------------------------------- looking

    def open(self, url: str) -> None:
        self.driver.get(url)

    def run(self, script: str, *args: Any) -> Any:
        """What ``script`` (a function body: ``return ...``) returns in the page."""
        return self.driver.execute_script(script, *args)

    def text(self, element_id: str) -> str:
        return str(self.run("return document.getElementById(arguments[0]).textContent", element_id))

    def screen(self) -> str:
        """Which of the page's screens shows: ``code``, ``join``, ``seat``, ``candy``..."""
        shown = self.run(
            "const s = [...document.querySelectorAll('.screen')].filter(e => !e.hidden);"
            "return s.length === 1 ? s[0].id.replace(/-screen$/, '') : null"
        )
        return str(shown)

    def wait_for(self, expression: str, what: str) -> Any:
        """The value of the JavaScript ``expression`` once it is truthy in the page."""
        return wait_until(lambda: self.run(f"return ({expression})"), what)

    def wait_for_screen(self, name: str) -> None:
        wait_until(lambda: self.screen() == name, f"the page shows its {name} screen")

    def wait_for_text(self, element_id: str, wanted: Callable[[str], bool], what: str) -> str:
        return wait_until(
            lambda: (lambda shown: shown if wanted(shown) else "")(self.text(element_id)), what
        )

    def button_words(self, selector: str) -> list[str]:
        """The words on the elements ``selector`` finds (buttons, cards), in page order."""
        words = self.run(
            "return [...document.querySelectorAll(arguments[0])].map(b => b.textContent)",
            selector,
        )
        return [str(word) for word in words]

    def screenshot(self, path: Path) -> None:
        assert self.driver.save_screenshot(str(path)), f"no screenshot saved to {path}"

    # ------------------------------------------------------------- typing

    def type_into(self, element_id: str, words: str) -> None:
        """Type ``words`` into a field as the phone's keyboard does, then press Enter."""
        from selenium.webdriver.common.by import By
        from selenium.webdriver.common.keys import Keys

        field = self.driver.find_element(By.ID, element_id)
        field.clear()
        field.send_keys(words + Keys.ENTER)

    def join(self, name: str) -> None:
        """Type a name on the join screen and send it."""
        self.wait_for_screen("join")
        self.type_into("name", name)

    def enter_code(self, code: str) -> None:
        """Type the room code on the page opened without its token."""
        self.wait_for_screen("code")
        self.type_into("code", code)

    # ------------------------------------------------------------- the thumb

    def centre_of(self, selector: str) -> tuple[int, int]:
        box = self.run(
            "const b = document.querySelector(arguments[0]).getBoundingClientRect();"
            "return [b.x + b.width / 2, b.y + b.height / 2]",
            selector,
        )
        return round(box[0]), round(box[1])

    def _touch(self, steps: Callable[[Any], None]) -> None:
        from selenium.webdriver.common.actions import interaction
        from selenium.webdriver.common.actions.action_builder import ActionBuilder
        from selenium.webdriver.common.actions.pointer_input import PointerInput

        finger = PointerInput(interaction.POINTER_TOUCH, "finger")
        actions = ActionBuilder(self.driver, mouse=finger, duration=0)
        steps(actions.pointer_action)
        actions.perform()

    def tap(self, selector: str) -> None:
        x, y = self.centre_of(selector)
        self._touch(lambda finger: finger.move_to_location(x, y).pointer_down().pointer_up())

    def drag(self, selector: str, dx: int, dy: int) -> None:
        """Put a finger down in the middle of ``selector`` and move it by (dx, dy) CSS
        pixels (y down, as on a screen), in two moves; it stays down until :meth:`lift`."""
        x, y = self.centre_of(selector)
        self._touch(
            lambda finger: (
                finger.move_to_location(x, y)
                .pointer_down()
                .move_to_location(x + dx // 2, y + dy // 2)
                .move_to_location(x + dx, y + dy)
            )
        )

    def swipe(
        self,
        selector: str,
        start: tuple[int, int],
        end: tuple[int, int],
        steps: int = 4,
        seconds: float = 0.06,
    ) -> None:
        """A finger down at ``start``, moved in ``steps`` even steps over ``seconds`` to
        ``end`` and lifted there (both CSS pixels from the middle of ``selector``): a
        swipe, as fast as the distance over the time."""
        x, y = self.centre_of(selector)

        def moves(finger: Any) -> None:
            finger.move_to_location(x + start[0], y + start[1]).pointer_down()
            for step in range(1, steps + 1):
                finger.pause(seconds / steps)
                finger.move_to_location(
                    x + start[0] + (end[0] - start[0]) * step // steps,
                    y + start[1] + (end[1] - start[1]) * step // steps,
                )
            finger.pointer_up()

        self._touch(moves)

    def lift(self) -> None:
        """Every finger off the screen (WebDriver's release of all actions: a touch
        held from one ``perform`` is not moved by the next, so a drag ends here)."""
        from selenium.webdriver.common.actions.action_builder import ActionBuilder

        ActionBuilder(self.driver).clear_actions()


@contextmanager
def phone_page() -> Iterator[PhonePage]:
    """A new headless chromium with a phone's screen; quit afterwards, whatever happened."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    assert CHROMIUM is not None and CHROMEDRIVER is not None, browser_missing()
    # Chromium's helpers may still be writing the profile as it is removed.
    with tempfile.TemporaryDirectory(prefix="candy-phone-", ignore_cleanup_errors=True) as profile:
        options = webdriver.ChromeOptions()
        options.binary_location = CHROMIUM
        for argument in (
            "--headless=new",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-dev-shm-usage",
            "--no-first-run",
            "--disable-extensions",
            f"--user-data-dir={profile}",
        ):
            options.add_argument(argument)
        options.add_experimental_option(
            "mobileEmulation",
            {
                "deviceMetrics": {
                    "width": PHONE_WIDTH,
                    "height": PHONE_HEIGHT,
                    "pixelRatio": 1.0,
                    "touch": True,
                    "mobile": True,
                },
            },
        )
        # The driver's path is given: Selenium never looks one up or downloads one.
        service = Service(executable_path=CHROMEDRIVER)
        driver = webdriver.Chrome(options=options, service=service)
        try:
            driver.command_executor.client_config.timeout = COMMAND_SECONDS
            driver.set_page_load_timeout(WAIT_SECONDS)
            driver.set_script_timeout(WAIT_SECONDS)
            yield PhonePage(driver)
        finally:
            driver.quit()
