"""The steps of a guided first game in order: which one is current, and skipping."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Generic, TypeVar

from candy_arcade.core.clock import seconds_to_ticks

StepT = TypeVar("StepT")

FAREWELL_TICKS = seconds_to_ticks(5)
"""How long the last line ("the clock starts now") stays up once every step is done."""


@dataclass
class Lesson(Generic[StepT]):
    """Where a learner is in ``steps``; a step is left only once it was done.

    ``fresh`` is true on the tick a step became current, so one event never counts
    for two steps that both wait for it (a die claimed ends "claim a die", and the
    next claim, not the same one, ends "the rotten candy").
    """

    steps: tuple[StepT, ...]
    index: int = 0
    skipped: bool = False
    finished_tick: int | None = None
    fresh: bool = True

    @property
    def current(self) -> StepT | None:
        """The step shown now (None once done or skipped)."""
        if self.skipped or self.index >= len(self.steps):
            return None
        return self.steps[self.index]

    @property
    def active(self) -> bool:
        """Still guiding: the round's clocks wait while this holds."""
        return self.current is not None

    def skip(self) -> None:
        """The learner said skip: the guide is gone, the round is a normal one."""
        self.skipped = True

    def follow(self, done: Callable[[StepT], bool], tick: int) -> None:
        """Leave every step, in order, that ``done`` says was done this tick."""
        self.fresh = False
        step = self.current
        while step is not None and done(step):
            self.index += 1
            self.fresh = True
            if self.index == len(self.steps):
                self.finished_tick = tick
            step = self.current

    def farewell_showing(self, tick: int) -> bool:
        """The closing line is up: every step done, a few seconds ago at most."""
        return (
            not self.skipped
            and self.finished_tick is not None
            and tick - self.finished_tick < FAREWELL_TICKS
        )
