"""``candy-arcade bench``: the speed figures that matter, measured on this machine.

Each figure has a goal (issue 9); ``--json`` prints one object, otherwise a table.
``--quick`` runs fewer repetitions for a smoke test. Nothing here is timed inside
``make test`` except the quick smoke run, which checks only that it works.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

GOALS: dict[str, tuple[str, float]] = {
    "frame_ms_p95": ("<=", 8.0),
    "sim_tick_ms_mean": ("<=", 0.5),
    "sim_speed_x_realtime": (">=", 200.0),
    "score_us_per_stash": ("<=", 10.0),
    "canasta_bot_ms_median": ("<=", 10.0),
    "canasta_hand_s": ("<=", 2.0),
    "startup_s": ("<=", 2.0),
    "peak_rss_mb": ("<=", 300.0),
}


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser("bench", help="measure frame, simulation, bot and startup speed")
    parser.add_argument("--quick", action="store_true", help="fewer repetitions (smoke test)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.set_defaults(handler=run)


def _percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))]


def measure_frames(frames: int) -> tuple[float, float]:
    """p95 frame milliseconds, and this process's peak memory in MB right after."""
    os.environ["ARCADE_HEADLESS"] = "1"
    os.environ.setdefault("ARCADE_SOUND_BACKENDS", "silent")
    from candy_arcade.settings import Settings
    from candy_arcade.views.app import GameWindow
    from candy_arcade.views.frame_bench import candy_frame_times_ms

    window = GameWindow(Settings(), headless=True)
    try:
        times = candy_frame_times_ms(window, frames)
    finally:
        window.close()
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    return _percentile(times, 0.95), peak_mb


def measure_sim(rounds: int) -> tuple[float, float]:
    """Mean ms per session tick, and real-time speed-up of 60 s rounds with 8 hard bots."""
    from candy_arcade.bots.candy.bench import bench_rounds
    from candy_arcade.core.clock import seconds_to_ticks

    bench = bench_rounds(rounds=rounds, players=8, difficulty="hard")
    session_seconds = bench.cpu_median * (1.0 - bench.bot_cpu_share)
    tick_ms = session_seconds / seconds_to_ticks(bench.round_seconds) * 1000
    return tick_ms, bench.speed_wall


def measure_score(count: int) -> float:
    from candy_arcade.rules.candy.bench import bench_score_us

    return bench_score_us(count=count)


def measure_canasta(hands: int) -> tuple[float, float]:
    from candy_arcade.bots.canasta.bench import time_normal_hands

    timing = time_normal_hands("heckadeck", 4, hands, 0)
    return timing.decision_median_ms, timing.hand_max_s


def measure_startup(repeats: int) -> float:
    """Process start to the first drawn title frame (upper bound: includes exit)."""
    times = []
    with tempfile.TemporaryDirectory() as folder:
        shot = Path(folder) / "first.png"
        for _ in range(repeats):
            start = time.perf_counter()
            subprocess.run(
                [
                    sys.executable,
                    "-m",
                    "candy_arcade",
                    "play",
                    "--headless",
                    "--frames",
                    "1",
                    "--screenshot",
                    str(shot),
                ],
                check=True,
                capture_output=True,
                timeout=60,
            )
            times.append(time.perf_counter() - start)
    return min(times)


def collect(quick: bool) -> dict[str, float]:
    steps: list[tuple[str, Callable[[], object]]] = []
    figures: dict[str, float] = {}

    def frames() -> None:
        figures["frame_ms_p95"], figures["peak_rss_mb"] = measure_frames(120 if quick else 600)

    def sim() -> None:
        figures["sim_tick_ms_mean"], figures["sim_speed_x_realtime"] = measure_sim(
            1 if quick else 3
        )

    def score() -> None:
        figures["score_us_per_stash"] = measure_score(1000 if quick else 10000)

    def canasta() -> None:
        figures["canasta_bot_ms_median"], figures["canasta_hand_s"] = measure_canasta(
            1 if quick else 10
        )

    def startup() -> None:
        figures["startup_s"] = measure_startup(1 if quick else 3)

    steps = [
        ("frames", frames),
        ("sim", sim),
        ("score", score),
        ("canasta", canasta),
        ("startup", startup),
    ]
    for _, step in steps:
        step()
    return {name: round(figures[name], 3) for name in GOALS}


def meets(name: str, value: float) -> bool:
    relation, goal = GOALS[name]
    return value <= goal if relation == "<=" else value >= goal


def run(args: argparse.Namespace) -> int:
    figures = collect(args.quick)
    if args.json:
        print(json.dumps(figures))
        return 0
    print(f"{'figure':<24}{'value':>12}  goal")
    for name, value in figures.items():
        relation, goal = GOALS[name]
        mark = "ok" if meets(name, value) else "MISSED"
        print(f"{name:<24}{value:>12.3f}  {relation} {goal:g}  {mark}")
    return 0
