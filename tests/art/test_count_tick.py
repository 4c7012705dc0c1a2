"""The reveal's count tick and the timer's last-five-seconds tick are never taken for
each other: the count's is a soft pip pitched well above the timer's woodblock knock,
at about half its level."""

from __future__ import annotations

import itertools
import statistics
import wave
from pathlib import Path

SOUNDS_DIR = Path(__file__).resolve().parents[2] / "assets" / "sounds"
RATE = 22050


def samples(name: str) -> list[int]:
    with wave.open(str(SOUNDS_DIR / f"{name}.wav"), "rb") as sound:
        assert sound.getframerate() == RATE
        frames = sound.readframes(sound.getnframes())
    return list(memoryview(frames).cast("h"))


def pitch(values: list[int]) -> float:
    """The sound's main pitch in Hz: from the typical gap between the wave's upward
    zero crossings while it is loud."""
    loud = max(abs(value) for value in values) / 10
    ups = [
        i
        for i in range(1, len(values))
        if values[i - 1] <= 0 < values[i] and max(map(abs, values[i : i + 12])) > loud
    ]
    gaps = [later - earlier for earlier, later in itertools.pairwise(ups)]
    return RATE / statistics.median(gaps)


def test_the_count_tick_is_pitched_well_above_the_timers_tick() -> None:
    count, timer = pitch(samples("count_tick")), pitch(samples("tick"))
    assert 1700 < timer < 2100
    assert count > 1.25 * timer


def test_the_count_tick_is_quieter_than_the_timers_tick() -> None:
    count, timer = samples("count_tick"), samples("tick")
    assert max(map(abs, count)) < 0.6 * max(map(abs, timer))
