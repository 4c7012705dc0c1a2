"""I Will Rock You's own state and rules: each player's rhythm and whether a steal is armed.

The rhythm is :data:`~candy_arcade.rules.candy.settings.RHYTHM`, each beat within the
settings' beat gap of the last, with an empty hand. A wrong beat or a late one does not
refuse the player outright: a thump simply starts the rhythm again, as a person tapping
along would, so only a clap out of place is an error. The steal itself, and palms down,
move cards and hands: :mod:`candy_arcade.sim.candy.rock_you` does that.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from candy_arcade.core.refusal import Refusal
from candy_arcade.rules.candy.reasons import CandyReason
from candy_arcade.rules.candy.settings import RHYTHM, CandySettings

__all__ = ["RhythmTracker", "RockYou"]

BeatResult = Literal["beat", "armed"]


@dataclass(slots=True)
class RhythmTracker:
    """One player's progress through the rhythm and whether a steal is armed."""

    beat_gap_ticks: int
    progress: int = 0
    last_beat: int = -1_000_000
    armed: bool = False

    def beat(self, kind: str, tick: int) -> BeatResult | Refusal:
        """Record a beat; returns "beat", "armed", or why it was refused."""
        if self.armed:
            return Refusal.of(CandyReason.STEAL_ALREADY_ARMED)
        in_time = tick - self.last_beat <= self.beat_gap_ticks
        if self.progress and in_time and RHYTHM[self.progress] == kind:
            self.progress += 1
        elif kind == RHYTHM[0]:
            self.progress = 1
        else:
            self.progress = 0
            self.last_beat = tick
            return Refusal.of(CandyReason.OUT_OF_RHYTHM, rhythm=", ".join(RHYTHM))
        self.last_beat = tick
        if self.progress == len(RHYTHM):
            self.progress = 0
            self.armed = True
            return "armed"
        return "beat"


class RockYou:
    """Every player's rhythm: the only code that arms, fires and resets a steal."""

    def __init__(self, players: int, settings: CandySettings) -> None:
        self.rhythms = [RhythmTracker(settings.beat_gap_ticks) for _ in range(players)]

    def armed(self, player: int) -> bool:
        return self.rhythms[player].armed

    def progress(self, player: int) -> int:
        return self.rhythms[player].progress

    def beat(self, player: int, kind: str, tick: int) -> BeatResult | Refusal:
        return self.rhythms[player].beat(kind, tick)

    def lose_the_beat(self, player: int) -> None:
        """A beat with full hands: the rhythm starts again."""
        self.rhythms[player].progress = 0

    def fired(self, player: int) -> None:
        """The armed grab stole a card."""
        self.rhythms[player].armed = False

    def stand_down(self, player: int) -> None:
        """Palms down: no steal armed, no rhythm under way."""
        rhythm = self.rhythms[player]
        rhythm.armed = False
        rhythm.progress = 0
