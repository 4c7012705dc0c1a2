"""The window's frames keep to a grid of deadlines, so 1/60 s means 60 frames a second."""

from __future__ import annotations

from collections.abc import Callable

import pyglet
import pytest

from candy_arcade.views.frame_pacer import FramePacer

INTERVAL = 1 / 60
WAKE_DELAY = 0.0003
"""How late an event loop wakes after a due time: about what Xvfb showed (16.9 ms frames)."""


class FakeTime:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def fake_clock() -> tuple[FakeTime, pyglet.clock.Clock]:
    fake = FakeTime()
    clock = pyglet.clock.Clock(time_function=fake)
    clock.update_time()
    return fake, clock


def wake_and_tick(fake: FakeTime, clock: pyglet.clock.Clock, delay: float) -> None:
    """What an event loop does: sleep until the next due time, wake ``delay`` late, tick."""
    fake.now += max(clock.get_sleep_time(True) or 0.0, 0.0) + delay
    clock.tick()


Scheduler = Callable[[pyglet.clock.Clock, Callable[[float], None]], None]


def frames_in(seconds: float, schedule: Scheduler) -> int:
    fake, clock = fake_clock()
    calls: list[float] = []
    schedule(clock, lambda _dt: calls.append(fake.now))
    while fake.now < seconds:
        wake_and_tick(fake, clock, WAKE_DELAY)
    return len(calls)


def test_a_late_wake_up_does_not_slow_the_frame_rate() -> None:
    frames = frames_in(10.0, lambda clock, frame: FramePacer(frame, clock).start(INTERVAL))
    assert 599 <= frames <= 601


def test_pyglets_own_interval_loses_frames_to_the_same_delay() -> None:
    frames = frames_in(10.0, lambda clock, frame: clock.schedule_interval(frame, INTERVAL))
    assert frames < 595


def test_a_frame_later_than_an_interval_drops_the_missed_frames_instead_of_a_burst() -> None:
    fake, clock = fake_clock()
    calls: list[float] = []
    FramePacer(lambda _dt: calls.append(fake.now), clock).start(INTERVAL)
    fake.now = 0.1
    clock.tick()
    wake_and_tick(fake, clock, 0.0)
    assert len(calls) == 2
    assert calls[1] - calls[0] == pytest.approx(INTERVAL)


def test_each_frame_is_given_the_time_since_the_previous_frame() -> None:
    fake, clock = fake_clock()
    given: list[float] = []
    FramePacer(given.append, clock).start(INTERVAL)
    for _ in range(3):
        wake_and_tick(fake, clock, 0.001)
    assert given[0] == pytest.approx(INTERVAL + 0.001)
    assert given[1] == pytest.approx(INTERVAL)


def test_a_stopped_pacer_draws_no_more_frames() -> None:
    fake, clock = fake_clock()
    calls: list[float] = []
    pacer = FramePacer(lambda _dt: calls.append(fake.now), clock)
    pacer.start(INTERVAL)
    pacer.stop()
    fake.now = 1.0
    clock.tick()
    assert calls == []
