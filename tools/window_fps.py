"""Frame rate of the real window (run it under Xvfb): a full I Want Candy! table, 8 bots,
or (``--title``) the title screen with its bots' round playing behind the menu.

    xvfb-run -a -s "-screen 0 1280x720x24" .venv/bin/python tools/window_fps.py [--seconds 10]
        [--title]

Counts the frames arcade's own loop draws in a real window and prints frames per second
and the frame-time spread; schedule callbacks work in a real window, unlike headless.

The figure must be of a round being played. The game pauses when its window loses
focus, and a window mapped on a bare X server (no window manager) is told it lost focus
the moment it appears, so a round started with the window paused at once and this tool
once measured the pause screen drawn over a still table. So the window opens on the
title screen, as it does for a player, and the round starts only once the window has
held the focus for a moment; at the end the table's tick count must have moved by
about the measured seconds x 60, or no frame rate is reported and the exit status is 1.

The title does not pause on focus loss; it is measured once its first attract table
has been dealt and faded in, and that table must have advanced about seconds x 30
ticks (it plays at half speed).
"""

from __future__ import annotations

import argparse
import itertools
import statistics
import sys
import time

import arcade

from candy_arcade.core.clock import TICK_RATE
from candy_arcade.core.seats import SeatSpec
from candy_arcade.views.app import GameWindow
from candy_arcade.views.attract import FADE_SECONDS, SLOWDOWN, START_DELAY_SECONDS
from candy_arcade.views.candy_table import CandyTable
from candy_arcade.views.launch import LaunchOptions, create_window, start_game_from_options
from candy_arcade.views.menu import MenuView
from candy_arcade.views.realtime_table import RealtimeTableView
from candy_arcade.views.title import TitleView

SETTLE_SECONDS = 0.5
"""How long the window must keep the focus before the round starts: the startup
focus-out and focus-in arrive together, within the first few frames."""

FOCUS_TIMEOUT_SECONDS = 10.0
LIVE_SHARE = 0.9
"""The share of seconds x 60 ticks the round must advance to count as played live (a
paused round advances none; a slow frame only makes the fixed ticks catch up)."""


class FocusWatch:
    """When the window last gained the focus, and whether it holds it now."""

    def __init__(self, window: GameWindow) -> None:
        self.active_since: float | None = None
        window.push_handlers(on_activate=self._activated, on_deactivate=self._deactivated)

    def _activated(self) -> None:
        self.active_since = time.perf_counter()

    def _deactivated(self) -> None:
        self.active_since = None

    def settled(self) -> bool:
        return (
            self.active_since is not None
            and time.perf_counter() - self.active_since >= SETTLE_SECONDS
        )


class Measurement:
    """Starts the round once the window is focused, then counts its drawn frames and ticks."""

    def __init__(self, window: GameWindow, seconds: float) -> None:
        self.window = window
        self.seconds = seconds
        self.focus = FocusWatch(window)
        self.opened = time.perf_counter()
        self.stamps: list[float] = []
        self.table: CandyTable | None = None
        self.problem = ""

    def wait_for_focus(self, _dt: float) -> None:
        if self.focus.settled():
            arcade.unschedule(self.wait_for_focus)
            self.start_round()
        elif time.perf_counter() - self.opened > FOCUS_TIMEOUT_SECONDS:
            arcade.unschedule(self.wait_for_focus)
            self.problem = f"the window never held the focus in {FOCUS_TIMEOUT_SECONDS:.0f} s"
            self.window.close()

    def start_round(self) -> None:
        seats = tuple(SeatSpec(is_bot=True, difficulty="hard") for _ in range(8))
        start_game_from_options(self.window, LaunchOptions(mode="candy", seats=seats, seed=1))
        view = self.window.current_view
        assert isinstance(view, RealtimeTableView) and isinstance(view.table, CandyTable)
        self.table = view.table
        arcade.schedule_once(lambda _dt: self.window.close(), self.seconds)

    def count_frames(self) -> None:
        """Stamp every frame the table view draws (only the round's view has one)."""
        original_draw = RealtimeTableView.on_draw
        stamps = self.stamps

        def counted_draw(view: RealtimeTableView) -> None:  # type: ignore[type-arg]
            original_draw(view)
            stamps.append(time.perf_counter())

        RealtimeTableView.on_draw = counted_draw  # type: ignore[method-assign,assignment]

    def report(self) -> int:
        """Print the frame rate of a live round (exit 0), or why there is none (exit 1)."""
        if self.problem or self.table is None or len(self.stamps) < 3:
            print(f"no frame rate: {self.problem or 'the round drew too few frames'}")
            return 1
        ticks = self.table.driver.ticks
        expected = self.seconds * TICK_RATE
        if ticks < LIVE_SHARE * expected:
            print(
                f"no frame rate: the round advanced {ticks} ticks in {self.seconds:.1f} s "
                f"(a live round advances about {expected:.0f}): it was paused or over"
            )
            return 1
        print(
            f"{frame_rate(self.stamps)}; "
            f"round live: {ticks} ticks ({ticks / TICK_RATE:.1f} s of play)"
        )
        return 0


def frame_rate(stamps: list[float]) -> str:
    """Frames per second and the spread of the gaps between frames."""
    elapsed = stamps[-1] - stamps[0]
    gaps = sorted((b - a) * 1000 for a, b in itertools.pairwise(stamps[1:]))
    return (
        f"{len(stamps)} frames in {elapsed:.1f} s: {(len(stamps) - 1) / elapsed:.1f} FPS; "
        f"frame gap median {statistics.median(gaps):.1f} ms, "
        f"p95 {gaps[int(0.95 * (len(gaps) - 1))]:.1f} ms, worst {gaps[-1]:.1f} ms"
    )


class TitleMeasurement:
    """Counts the title's drawn frames once its attract table is in, and that table's ticks.

    Its frame counter goes in before the window opens: a view's handlers are bound
    when it is shown, and the window opens on the title.
    """

    def __init__(self, seconds: float) -> None:
        self.window: GameWindow | None = None
        self.seconds = seconds
        self.stamps: list[float] = []
        self.counting = False
        self.first_tick = 0
        self.ticks_played = 0
        self.problem = ""

    def title(self) -> TitleView | None:
        view = self.window.current_view if self.window is not None else None
        return view if isinstance(view, TitleView) else None

    def close(self) -> None:
        if self.window is not None:
            self.window.close()

    def ticks(self) -> int:
        title = self.title()
        return title.attract.ticks if title is not None and title.attract is not None else 0

    def start(self, _dt: float) -> None:
        if self.ticks() == 0:
            self.problem = "the title had no attract round playing"
            self.close()
            return
        self.first_tick = self.ticks()
        self.counting = True
        arcade.schedule_once(self.stop, self.seconds)

    def stop(self, _dt: float) -> None:
        self.counting = False
        self.ticks_played = self.ticks() - self.first_tick
        self.close()

    def count_frames(self) -> None:
        original_draw = TitleView.on_draw
        stamps = self.stamps

        def counted_draw(view: MenuView) -> None:
            original_draw(view)
            if self.counting:
                stamps.append(time.perf_counter())

        TitleView.on_draw = counted_draw  # type: ignore[method-assign,assignment]

    def report(self) -> int:
        if self.problem or len(self.stamps) < 3:
            print(f"no frame rate: {self.problem or 'the title drew too few frames'}")
            return 1
        ticks = self.ticks_played
        expected = self.seconds * TICK_RATE / SLOWDOWN
        if ticks < LIVE_SHARE * expected:
            print(
                f"no frame rate: the attract round advanced {ticks} ticks in "
                f"{self.seconds:.1f} s (about {expected:.0f} at half speed)"
            )
            return 1
        print(f"{frame_rate(self.stamps)}; attract round live: {ticks} ticks")
        return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--seconds",
        type=float,
        default=10.0,
        help="how long to measure (keep it under the round's 60 s, or the round ends)",
    )
    parser.add_argument(
        "--title", action="store_true", help="the title with its bots' round behind the menu"
    )
    args = parser.parse_args()
    if args.title:
        title = TitleMeasurement(args.seconds)
        title.count_frames()
        title.window = create_window(LaunchOptions(headless=False))
        arcade.schedule_once(title.start, START_DELAY_SECONDS + FADE_SECONDS + SETTLE_SECONDS)
        arcade.run()
        return title.report()
    window = create_window(LaunchOptions(headless=False))
    measurement = Measurement(window, args.seconds)
    measurement.count_frames()
    arcade.schedule(measurement.wait_for_focus, 0.1)
    arcade.run()
    return measurement.report()


if __name__ == "__main__":
    sys.exit(main())
