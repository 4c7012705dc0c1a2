"""``candy-arcade layout-check`` as a person runs it: its own process, no display."""

from __future__ import annotations

import json
import os
import subprocess
import sys


def run(*args: str) -> subprocess.CompletedProcess[str]:
    """No display and no ARCADE_HEADLESS: the check opens its own headless window."""
    hidden = ("DISPLAY", "WAYLAND_DISPLAY", "ARCADE_HEADLESS")
    env = {key: value for key, value in os.environ.items() if key not in hidden}
    return subprocess.run(
        [sys.executable, "-m", "candy_arcade", "layout-check", *args],
        capture_output=True, text=True, timeout=100, env=env, check=False,
    )


def test_a_clean_screen_exits_0_and_json_lists_no_problem() -> None:
    done = run("--screen", "mode select", "--json")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == []


def test_a_screen_nobody_has_is_one_line_and_exit_2() -> None:
    done = run("--screen", "no such screen")
    assert done.returncode == 2
    assert done.stderr.strip() == "candy-arcade: error: no screen matches no such screen"
