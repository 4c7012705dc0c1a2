"""Frame rate of the real window (run it under Xvfb): a full I Want Candy! table, 8 bots.

    xvfb-run -a -s "-screen 0 1280x720x24" .venv/bin/python tools/window_fps.py [--seconds 10]

Counts the frames arcade's own loop draws in a real window and prints frames per second
and the frame-time spread; schedule callbacks work in a real window, unlike headless.
"""

from __future__ import annotations

import argparse
import itertools
import statistics
import time

import arcade

from candy_arcade.core.seats import SeatSpec
from candy_arcade.views.launch import LaunchOptions, create_window
from candy_arcade.views.realtime_table import RealtimeTableView


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=10.0)
    args = parser.parse_args()
    seats = tuple(SeatSpec(is_bot=True, difficulty="hard") for _ in range(8))
    stamps: list[float] = []
    original_draw = RealtimeTableView.on_draw

    def counted_draw(view: RealtimeTableView) -> None:  # type: ignore[type-arg]
        original_draw(view)
        stamps.append(time.perf_counter())

    RealtimeTableView.on_draw = counted_draw  # type: ignore[method-assign]
    window = create_window(LaunchOptions(mode="candy", seats=seats, seed=1, headless=False))
    arcade.schedule_once(lambda _dt: window.close(), args.seconds)
    arcade.run()
    gaps = [(b - a) * 1000 for a, b in itertools.pairwise(stamps[1:])]
    fps = (len(stamps) - 1) / (stamps[-1] - stamps[0])
    print(
        f"{len(stamps)} frames in {stamps[-1] - stamps[0]:.1f} s: {fps:.1f} FPS; "
        f"frame gap median {statistics.median(gaps):.1f} ms, "
        f"p95 {sorted(gaps)[int(0.95 * (len(gaps) - 1))]:.1f} ms"
    )


if __name__ == "__main__":
    main()
