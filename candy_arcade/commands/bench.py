"""``candy-arcade bench``: the speed figures that matter, measured on this machine.

Each absolute figure has a goal (issue 9), set on one machine: on a machine 2.5 times
slower the same code misses them. So beside them the bench reports ratios to floors
measured in the same run (issue 19), which say how the code is built whatever the
machine: a frame's draw against an empty frame and against the same sprites in one
sprite list, a table tick against a bare pymunk step of its bodies, the fast scorer
against the literal search over the same stashes, and Canasta's decisions per second
against a previous run saved with ``--save`` and named with ``--compare``.

``--json`` prints one object (figures, ratios, the floors, the machine), otherwise a
table. ``--quick`` runs fewer repetitions for a smoke test. Nothing here is timed
inside ``make test`` except the quick smoke run, which checks only that it works.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import platform
import resource
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from candy_arcade.commands.errors import UsageError
from candy_arcade.core.atomic_io import write_text_atomic
from candy_arcade.core.bounded_read import ReadRefused, read_regular_text

if TYPE_CHECKING:
    from candy_arcade.bots.candy.bench import SimBench
    from candy_arcade.views.app import GameWindow
    from candy_arcade.views.frame_bench import FrameFloors

GOALS: dict[str, tuple[str, float]] = {
    "frame_ms_p95": ("<=", 8.0),
    "sim_tick_ms_mean": ("<=", 0.5),
    "sim_speed_x_realtime": (">=", 200.0),
    "score_us_per_stash": ("<=", 10.0),
    "canasta_bot_ms_median": ("<=", 10.0),
    "canasta_hand_s": ("<=", 2.0),
    # Six times what commit 38a357b made at random Classic play on the reference machine
    # (about 6,000 a second; tools/bench_canasta_engine.py measures both in one run).
    "canasta_decisions_per_s": (">=", 36000.0),
    "startup_s": ("<=", 2.0),
    "peak_rss_mb": ("<=", 300.0),
}


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser("bench", help="measure frame, simulation, bot and startup speed")
    parser.add_argument("--quick", action="store_true", help="fewer repetitions (smoke test)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument(
        "--save", type=Path, metavar="FILE", help="keep this run's results in FILE (JSON)"
    )
    parser.add_argument(
        "--compare",
        type=Path,
        metavar="FILE",
        help="a run kept with --save: Canasta's decisions per second are set against it",
    )
    parser.set_defaults(handler=run)


def _percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))]


@dataclass(frozen=True, slots=True)
class FrameFigures:
    p95_ms: float
    peak_rss_mb: float
    floors: FrameFloors
    gl_renderer: str


@contextlib.contextmanager
def _bench_window() -> Iterator[GameWindow]:
    """A headless game window with default settings, closed afterwards."""
    os.environ["ARCADE_HEADLESS"] = "1"
    os.environ.setdefault("ARCADE_SOUND_BACKENDS", "silent")
    from candy_arcade.settings import Settings
    from candy_arcade.views.app import GameWindow

    window = GameWindow(Settings(), headless=True)
    try:
        yield window
    finally:
        window.close()


def _peak_rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def measure_frame_figures(frames: int) -> FrameFigures:
    """The frame p95 and peak memory, then the draw against its floors, and the GL
    renderer that drew them."""
    from candy_arcade.views.frame_bench import candy_frame_floors, candy_frame_times_ms

    with _bench_window() as window:
        times = candy_frame_times_ms(window, frames)
        peak_mb = _peak_rss_mb()
        floors = candy_frame_floors(window, frames)
        renderer = str(window.ctx.info.RENDERER)
    return FrameFigures(_percentile(times, 0.95), peak_mb, floors, renderer)


def measure_sim(rounds: int) -> SimBench:
    """60 s rounds with 8 hard bots, with the bare pymunk step of the same bodies."""
    from candy_arcade.bots.candy.bench import bench_rounds

    return bench_rounds(rounds=rounds, players=8, difficulty="hard")


def measure_score(count: int) -> tuple[float, float]:
    """Microseconds per stash: the fast total, and the literal search on the same stashes."""
    from candy_arcade.rules.candy.bench import bench_fast_and_literal_us

    return bench_fast_and_literal_us(count=count)


def measure_canasta(hands: int) -> tuple[float, float, float]:
    """Normal-bot decision median (ms), slowest hand (s), random-play decisions a second
    (Classic, 4 players: the figure issue 19 sets a goal on)."""
    from candy_arcade.bots.canasta.bench import random_decision_rate, time_normal_hands

    timing = time_normal_hands("heckadeck", 4, hands, 0)
    rate = random_decision_rate("classic", 4, 2 * hands, 0)
    return timing.decision_median_ms, timing.hand_max_s, rate.per_second


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


RATIOS: dict[str, str] = {
    "frame_draw_x_empty_frame": "a frame's draw / a clear and finish (median)",
    "frame_draw_x_one_sprite_list": "a frame's draw / its sprites in one list (median)",
    "sim_tick_x_bare_pymunk_step": "a table tick / a pymunk step of its bodies",
    "score_literal_search_x_fast": "the literal scoring search / the fast total",
    "canasta_decisions_x_previous": "Canasta decisions a second / the --compare run's",
}
"""What each ratio sets against what. The first three are costs over a floor (lower is
better); the last two are speed-ups (higher is better)."""

RESULTS_LIMIT = 64 * 1024
"""A saved run is a few hundred bytes; a bigger file is not one."""


@dataclass(frozen=True, slots=True)
class BenchRun:
    figures: dict[str, float]
    ratios: dict[str, float]
    floors: dict[str, float]
    machine: dict[str, Any]

    def as_json(self) -> dict[str, Any]:
        return {
            "figures": self.figures,
            "ratios": self.ratios,
            "floors": self.floors,
            "machine": self.machine,
        }


def collect(quick: bool, previous: dict[str, float] | None = None) -> BenchRun:
    frames = measure_frame_figures(120 if quick else 600)
    sim = measure_sim(1 if quick else 3)
    score_us, literal_us = measure_score(1000 if quick else 10000)
    bot_ms, hand_s, decisions = measure_canasta(1 if quick else 10)
    figures = {
        "frame_ms_p95": frames.p95_ms,
        "sim_tick_ms_mean": sim.tick_seconds * 1000,
        "sim_speed_x_realtime": sim.speed_wall,
        "score_us_per_stash": score_us,
        "canasta_bot_ms_median": bot_ms,
        "canasta_hand_s": hand_s,
        "canasta_decisions_per_s": decisions,
        "startup_s": measure_startup(1 if quick else 3),
        "peak_rss_mb": frames.peak_rss_mb,
    }
    floors = frames.floors
    ratios = {
        "frame_draw_x_empty_frame": floors.draw_x_empty,
        "frame_draw_x_one_sprite_list": floors.draw_x_one_list,
        "sim_tick_x_bare_pymunk_step": sim.tick_x_bare_step,
        "score_literal_search_x_fast": literal_us / score_us,
    }
    if previous is not None:
        ratios["canasta_decisions_x_previous"] = decisions / previous["canasta_decisions_per_s"]
    floor_figures = {
        "frame_draw_ms_median": floors.draw_ms,
        "empty_frame_ms_median": floors.empty_ms,
        "one_sprite_list_ms_median": floors.one_list_ms,
        "literal_score_us_per_stash": literal_us,
    }
    return BenchRun(
        {name: round(figures[name], 3) for name in GOALS},
        {name: round(value, 2) for name, value in ratios.items()},
        {name: round(value, 4) for name, value in floor_figures.items()},
        machine_facts(frames.gl_renderer),
    )


def machine_facts(gl_renderer: str) -> dict[str, Any]:
    """What the figures depend on: the processor, how many cores, the GL that drew."""
    return {
        "cpu": _cpu_model(),
        "cores": os.cpu_count(),
        "gl_renderer": gl_renderer,
        "python": platform.python_version(),
        "system": platform.platform(terse=True),
    }


def _cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text(encoding="utf-8").splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def read_previous(path: Path) -> dict[str, float]:
    """The figures of a run kept with ``--save``; a file that is not one is a usage error."""
    try:
        data = json.loads(read_regular_text(path, RESULTS_LIMIT))
    except (OSError, ReadRefused) as error:
        raise UsageError(f"--compare: cannot read {path} ({error})") from None
    except (json.JSONDecodeError, UnicodeDecodeError):
        raise UsageError(f"--compare: {path} is not a bench result (not JSON)") from None
    figures = data.get("figures") if isinstance(data, dict) else None
    value = figures.get("canasta_decisions_per_s") if isinstance(figures, dict) else None
    if not isinstance(value, int | float) or isinstance(value, bool) or value <= 0:
        raise UsageError(
            f"--compare: {path} is not a bench result with canasta_decisions_per_s "
            "(save one with --save)"
        )
    return {"canasta_decisions_per_s": float(value)}


def check_save_target(path: Path) -> None:
    """Refuse up front a --save path that is a folder, or a file that is not a saved run
    (it is never written over: it may be something else the player keeps)."""
    if path.is_dir():
        raise UsageError(f"--save: {path} is a folder; name a .json file in it")
    if path.exists():
        try:
            read_previous(path)
        except UsageError:
            raise UsageError(
                f"--save: {path} exists and is not a bench result; it is left as it is"
            ) from None
    if not path.resolve().parent.is_dir():
        raise UsageError(f"--save: folder {path.resolve().parent} does not exist")


def meets(name: str, value: float) -> bool:
    relation, goal = GOALS[name]
    return value <= goal if relation == "<=" else value >= goal


def run(args: argparse.Namespace) -> int:
    previous = read_previous(args.compare) if args.compare is not None else None
    if args.save is not None:
        check_save_target(args.save)
    result = collect(args.quick, previous)
    text = json.dumps(result.as_json())
    if args.save is not None:
        try:
            write_text_atomic(args.save, text + "\n")
        except OSError as error:
            raise UsageError(f"--save: cannot write {args.save} ({error.strerror})") from None
    if args.json:
        print(text)
        return 0
    print(f"{'figure':<28}{'value':>12}  goal")
    for name, value in result.figures.items():
        relation, goal = GOALS[name]
        mark = "ok" if meets(name, value) else "MISSED"
        print(f"{name:<28}{value:>12.3f}  {relation} {goal:g}  {mark}")
    print(f"\n{'ratio':<30}{'value':>8}  what against what")
    for name, value in result.ratios.items():
        print(f"{name:<30}{value:>8.2f}  {RATIOS[name]}")
    machine = result.machine
    print(f"\nmachine: {machine['cpu']}, {machine['cores']} cores, {machine['gl_renderer']}")
    return 0
