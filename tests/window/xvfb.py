"""Run the real game in a real window on a private Xvfb screen and drive it with xdotool."""

from __future__ import annotations

import fcntl
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

MISSING = [tool for tool in ("Xvfb", "xdotool") if shutil.which(tool) is None]
needs_xvfb = pytest.mark.skipif(
    bool(MISSING),
    reason=f"window tests need {' and '.join(MISSING)} (apt-get install xvfb xauth xdotool)",
)


WINDOW_TESTS_LOCK = Path(tempfile.gettempdir()) / "candy-arcade-window-tests.lock"


@contextmanager
def one_window_test_at_a_time() -> Iterator[None]:
    """Hold the machine-wide lock of the real-window tests. The suite runs on several
    workers (pytest-xdist); two Xvfb servers with a game each at once on a small machine
    let a game start before its server answers ("no display") or starve the games of the
    frames their xdotool steps wait for."""
    with WINDOW_TESTS_LOCK.open("a") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


@contextmanager
def xvfb_display() -> Iterator[str]:
    with one_window_test_at_a_time():
        yield from _xvfb_display()


def _xvfb_display() -> Iterator[str]:
    read_end, write_end = os.pipe()
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write_end), "-screen", "0", "1280x720x24", "-nolisten", "tcp"],
        pass_fds=(write_end,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write_end)
    with os.fdopen(read_end) as pipe:
        number = pipe.readline().strip()
    try:
        _wait_until_it_answers(f":{number}")
        yield f":{number}"
    finally:
        server.terminate()
        server.wait(timeout=10)


def _wait_until_it_answers(display: str, timeout: float = 15.0) -> None:
    """Xvfb says its number when it listens, yet a game started at once on a loaded
    machine was once refused ("no display"): a client that gets the screen's size first
    shows the server takes connections."""
    deadline = time.monotonic() + timeout
    while True:
        answer = subprocess.run(
            ["xdotool", "getdisplaygeometry"],
            env={**os.environ, "DISPLAY": display},
            capture_output=True,
        )
        if answer.returncode == 0:
            return
        if time.monotonic() > deadline:
            raise AssertionError(f"Xvfb on {display} never took a connection")
        time.sleep(0.2)


class RunningGame:
    def __init__(self, display: str, args: list[str], home: Path) -> None:
        self.env = {key: value for key, value in os.environ.items() if key != "ARCADE_HEADLESS"}
        self.env.update(
            DISPLAY=display,
            ARCADE_SOUND_BACKENDS="silent",
            XDG_CONFIG_HOME=str(home / "config"),
            XDG_DATA_HOME=str(home / "data"),
        )
        self.log = home / "game.log"
        self.shot = home / "f12.png"
        self.process = subprocess.Popen(
            [sys.executable, "-m", "candy_arcade", *args, "--screenshot", str(self.shot)],
            env=self.env,
            stdout=self.log.open("w"),
            stderr=subprocess.STDOUT,
        )
        self.window = self._find_window()
        self.xdotool("windowfocus", self.window)

    def _find_window(self, timeout: float = 30.0) -> str:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise AssertionError(f"the game exited early:\n{self.log.read_text()}")
            found = subprocess.run(
                ["xdotool", "search", "--name", "Candy Arcade"],
                env=self.env,
                capture_output=True,
                text=True,
            ).stdout.split()
            if found:
                time.sleep(0.8)
                return found[-1]
            time.sleep(0.2)
        raise AssertionError("no Candy Arcade window appeared")

    def xdotool(self, *args: str) -> None:
        subprocess.run(["xdotool", *args], env=self.env, check=True, timeout=20)

    def keys(self, *names: str, pause: float = 0.35) -> None:
        for name in names:
            self.xdotool("key", name)
            time.sleep(pause)

    def hold(self, name: str, seconds: float) -> None:
        self.xdotool("keydown", name)
        time.sleep(seconds)
        self.xdotool("keyup", name)

    def click(self, x: int, y_from_top: int, button: int = 1) -> None:
        self.xdotool("mousemove", "--window", self.window, str(x), str(y_from_top))
        time.sleep(0.1)
        self.xdotool("click", str(button))

    def screenshot(self, path: Path, timeout: float = 10.0) -> Path:
        """Press F12 (the game saves to its --screenshot path) and keep a copy at ``path``."""
        self.shot.unlink(missing_ok=True)
        self.keys("F12")
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.shot.exists() and self.shot.stat().st_size > 0:
                time.sleep(0.3)
                shutil.copyfile(self.shot, path)
                return path
            time.sleep(0.1)
        raise AssertionError(f"no screenshot was saved:\n{self.log.read_text()}")

    def stop(self) -> None:
        self.process.terminate()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
