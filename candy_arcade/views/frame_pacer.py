"""Frames on a fixed grid of deadlines, so a 1/60 s frame rate gives 60 frames a second.

arcade schedules its frames with pyglet 2.1's ``schedule_interval``, which sets each
next call one interval after the call that just ran. Every frame then also takes the
event loop's wake-up delay: measured in the real window under Xvfb, 1/60 s gave frames
16.9 ms apart, 59 a second, on an idle machine with the frame itself taking a third of
that. (pyglet's pull request #1473 keeps the phase instead; it is not in pyglet 2.1.)

The pacer keeps its deadlines on the grid: a frame that ran late makes the next one
come sooner, and a frame later than a whole interval drops the frames it missed rather
than drawing a burst of them to catch up.
"""

from __future__ import annotations

from collections.abc import Callable

import pyglet


class FramePacer:
    """Calls ``frame(dt)`` on ``clock`` at every multiple of ``interval`` from ``start``."""

    def __init__(
        self, frame: Callable[[float], None], clock: pyglet.clock.Clock | None = None
    ) -> None:
        self.frame = frame
        self.clock = clock if clock is not None else pyglet.clock.get_default()
        self.interval = 0.0
        self.deadline = 0.0
        self.last_call = 0.0

    def start(self, interval: float) -> None:
        """(Re)start the frames, the first one ``interval`` from now."""
        self.stop()
        now = self.clock.time()
        self.interval = interval
        self.last_call = now
        self.deadline = now + interval
        self.clock.schedule_once(self._call, interval)

    def stop(self) -> None:
        self.clock.unschedule(self._call)

    def _call(self, _late_dt: float) -> None:
        # Inside a tick the clock's ``last_ts`` is the tick's time, and ``schedule_once``
        # counts its delay from it: the next call lands on the deadline itself. (It is
        # None only before the clock's first tick, and a tick is what calls this.)
        now = self.clock.last_ts if self.clock.last_ts is not None else self.clock.time()
        dt = now - self.last_call
        self.last_call = now
        self.deadline += self.interval
        if self.deadline <= now:
            self.deadline = now + self.interval
        self.clock.schedule_once(self._call, self.deadline - now)
        self.frame(dt)
