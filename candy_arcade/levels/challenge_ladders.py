"""The challenge ladders: one per mode, each rung unlocked by the one before it in that
mode's own ladder.

A player who came for Canasta starts on Canasta's first rung, not behind every I Want
Candy! and Piñata Blast challenge. Progress keeps completed challenges by level file
name (:mod:`candy_arcade.progress`), so the ladders need no migration: a rung open
under the old single ladder (every challenge before it, of any mode, done) is still
open under these, since the rung below it in its own mode is among those.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from candy_arcade.levels.spec import LevelSpec


@dataclass(frozen=True, slots=True)
class Rung:
    """One challenge on its mode's ladder, as the player stands with it."""

    level: LevelSpec
    number: int
    """Its place in its mode's ladder, from 1."""
    done: bool
    unlocked_by: str | None
    """The title of the challenge to beat first, or None when this one is open."""

    @property
    def title(self) -> str:
        assert self.level.challenge is not None
        return self.level.challenge.title

    @property
    def is_open(self) -> bool:
        return self.unlocked_by is None

    @property
    def lock_reason(self) -> str:
        """What unlocks it, in the player's words (empty when it is open)."""
        return f"Beat {self.unlocked_by} first" if self.unlocked_by is not None else ""


@dataclass(frozen=True, slots=True)
class Ladder:
    mode: str
    rungs: tuple[Rung, ...]


def level_id(level: LevelSpec) -> str:
    """The name progress keeps a challenge under: its level file's name."""
    return Path(level.source).stem


def challenge_ladders(
    levels: Iterable[LevelSpec], completed: set[str], modes: Sequence[str]
) -> list[Ladder]:
    """Each of ``modes`` (in that order) with its challenges in file order; a mode
    without a challenge has no ladder.

    A rung is open when it is the first, when the rung below it is done, or when it is
    done itself (a challenge beaten can always be played again)."""
    ladders = []
    for mode in modes:
        rungs: list[Rung] = []
        for level in levels:
            if level.mode != mode or level.challenge is None:
                continue
            done = level_id(level) in completed
            below = rungs[-1] if rungs else None
            blocker = below.title if below is not None and not (below.done or done) else None
            rungs.append(Rung(level, len(rungs) + 1, done, blocker))
        if rungs:
            ladders.append(Ladder(mode, tuple(rungs)))
    return ladders

