"""How strong a Piñata Blast bot is: how fast it reacts and how careful it is.

All bots move their hand at the same speed as a person's capped hand, so a harder bot
wins by reacting sooner, choosing better and never falling for rotten candy, not by
moving faster than the rules allow a human.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class Difficulty(StrEnum):
    EASY = "easy"
    NORMAL = "normal"
    HARD = "hard"


@dataclass(frozen=True, slots=True)
class BotProfile:
    """A bot's reflexes and judgement.

    ``reaction_ticks``: from the dice landing to the first move. ``decision_ticks``:
    the pause between one step and the next (place, reach, drop). ``rotten_blindness``:
    the chance, each round, that the bot fails to notice the rotten candy.
    ``weighs_points``: whether it picks the card by points and reach or just any card
    that has a die.
    """

    difficulty: Difficulty
    reaction_ticks: int
    decision_ticks: int
    rotten_blindness: float
    weighs_points: bool


PROFILES: dict[Difficulty, BotProfile] = {
    Difficulty.EASY: BotProfile(
        Difficulty.EASY,
        reaction_ticks=42,
        decision_ticks=16,
        rotten_blindness=0.3,
        weighs_points=False,
    ),
    Difficulty.NORMAL: BotProfile(
        Difficulty.NORMAL,
        reaction_ticks=26,
        decision_ticks=9,
        rotten_blindness=0.08,
        weighs_points=True,
    ),
    Difficulty.HARD: BotProfile(
        Difficulty.HARD,
        reaction_ticks=14,
        decision_ticks=4,
        rotten_blindness=0.0,
        weighs_points=True,
    ),
}


def profile(difficulty: Difficulty | str) -> BotProfile:
    """The profile for a difficulty name (``easy``, ``normal`` or ``hard``)."""
    return PROFILES[Difficulty(difficulty)]
