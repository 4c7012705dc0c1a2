"""Issue 14 point 13: a long headless game keeps its memory flat.

Headless frames never swap buffers, so nothing waited for the GL: its work piled up
frame after frame (Piñata Blast at the Garden with eight bots grew by ~100 MB in its
first 500 frames, 2.2 GB over 20,000; fixed, ~15 MB over 1,500 frames of warm-up).
The game runs in its own process, so its peak
resident size (VmHWM) is its own and not the test run's.
"""

from __future__ import annotations

import subprocess
import sys

WARM_UP_FRAMES = 200
MEASURED_FRAMES = 600
ALLOWED_GROWTH_MB = 30

_GAME = f"""
from pathlib import Path
from candy_arcade.core.seats import SeatSpec
from candy_arcade.levels.loader import load_level
from candy_arcade.views import launch

def peak_mb():
    status = dict(line.split(":", 1) for line in open("/proc/self/status"))
    return int(status["VmHWM"].split()[0]) // 1024

options = launch.LaunchOptions(
    mode="pinata", seats=(SeatSpec(is_bot=True),) * 8, seed=7, headless=True,
    level=load_level(Path("levels/11-pinata-garden.toml")),
)
window = launch.create_window(options)
launch.run_frames(window, {WARM_UP_FRAMES})
before = peak_mb()
launch.run_frames(window, {MEASURED_FRAMES})
print(before, peak_mb())
"""


def test_a_long_headless_game_keeps_its_peak_memory_flat() -> None:
    result = subprocess.run(
        [sys.executable, "-c", _GAME], capture_output=True, text=True, timeout=300, check=False
    )
    assert result.returncode == 0, result.stderr
    before, after = (int(word) for word in result.stdout.split())
    assert after - before <= ALLOWED_GROWTH_MB, f"peak {before} MB -> {after} MB"
