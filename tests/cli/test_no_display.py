"""Issue 14 point 11: with no display and no ``ARCADE_HEADLESS``, ``play`` and ``replay``
say so in one line and exit 2 (they wrote a crash report and exited 1)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

REPLAY = Path(__file__).parents[1] / "replays" / "data" / "candy-before-grab-held.replay"


@pytest.mark.parametrize(
    "argv",
    [["play"], ["play", "--mode", "candy", "--seats", "bot,bot"], ["replay", str(REPLAY)]],
)
def test_no_display_is_one_line_and_exit_2_without_a_crash_report(
    argv: list[str], tmp_path: Path
) -> None:
    env = {
        key: value
        for key, value in os.environ.items()
        if key not in ("DISPLAY", "WAYLAND_DISPLAY", "ARCADE_HEADLESS")
    }
    env["XDG_DATA_HOME"] = str(tmp_path / "data")
    env["XDG_CONFIG_HOME"] = str(tmp_path / "config")
    result = subprocess.run(
        [sys.executable, "-m", "candy_arcade", *argv],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
        check=False,
    )
    assert result.returncode == 2, result.stderr
    assert result.stderr == "candy-arcade: error: no display (set DISPLAY, or use --headless)\n"
    assert not (tmp_path / "data" / "candy-arcade" / "crashes").exists()
