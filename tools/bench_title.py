"""Frame cost of the title screen with its attract round behind the menu, and without.

    ARCADE_HEADLESS=1 .venv/bin/python tools/bench_title.py [--frames 600] [--pairs 3]

Times the title headless (fixed update, update, draw and GL finish of each frame; see
``candy_arcade.views.frame_bench``) in alternating blocks, with the bots' round and
without it (A B A B, so a machine growing busier weighs on both alike), with the
I Want Candy! game frame of ``candy-arcade bench`` (8 hard bots) as a third block in
each round for scale, and prints the median, p95 and worst frame of each. The user
directories point at a temporary folder, so the player's settings (Reduce motion) do
not change what is measured.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
from collections.abc import Sequence


def percentile(values: Sequence[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))]


def line(name: str, times: Sequence[float]) -> str:
    return (
        f"{name:<18} {len(times):>5} frames  median {statistics.median(times):6.2f} ms  "
        f"p95 {percentile(times, 0.95):6.2f} ms  worst {max(times):7.2f} ms"
    )


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=600, help="frames timed per block")
    parser.add_argument("--pairs", type=int, default=3, help="blocks of each, alternating")
    args = parser.parse_args(argv)

    root = tempfile.mkdtemp(prefix="candy-arcade-bench-title-")
    os.environ["XDG_CONFIG_HOME"] = os.path.join(root, "config")
    os.environ["XDG_DATA_HOME"] = os.path.join(root, "data")
    os.environ.setdefault("ARCADE_HEADLESS", "1")
    os.environ.setdefault("ARCADE_SOUND_BACKENDS", "silent")
    from candy_arcade.settings import Settings
    from candy_arcade.views.app import GameWindow
    from candy_arcade.views.frame_bench import candy_frame_times_ms, title_frame_times_ms

    window = GameWindow(Settings(), headless=True)
    title_frame_times_ms(window, 1, attract=True)  # shaders, felt and card faces, once
    with_attract: list[float] = []
    alone: list[float] = []
    game: list[float] = []
    for _ in range(args.pairs):
        with_attract += title_frame_times_ms(window, args.frames, attract=True)
        alone += title_frame_times_ms(window, args.frames, attract=False)
        game += candy_frame_times_ms(window, args.frames)
    window.close()
    print(line("title + attract", with_attract))
    print(line("title alone", alone))
    print(line("game, 8 bots", game))
    ratio = percentile(with_attract, 0.95) / percentile(alone, 0.95)
    print(f"p95 with / without: {ratio:.2f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
