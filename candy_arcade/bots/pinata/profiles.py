"""How strong a Piñata Blast bot is: how fast it reacts and how careful it is.

All bots move their hand at the same speed as a person's capped hand, so a harder bot
wins by reacting sooner, choosing better and never falling for rotten candy, not by
moving faster than the rules allow a human. None reacts faster than a quick human
(:data:`~candy_arcade.bots.human_factors.QUICK_HUMAN_REACTION_TICKS`, 200 ms): a
profile that would is refused when it is made.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from candy_arcade.bots.human_factors import QUICK_HUMAN_REACTION_TICKS


class Difficulty(StrEnum):
    EASY = "easy"
    NORMAL = "normal"
    HARD = "hard"


@dataclass(frozen=True, slots=True)
class BotProfile:
    """A bot's reflexes and judgement.

    ``reaction_ticks``: from seeing something new (the dice landing, its die taken by
    someone else, its card left without a die) to acting on it; at least
    :data:`QUICK_HUMAN_REACTION_TICKS`. ``decision_ticks``: the pause between one
    step of its own plan and the next (place, reach, drop). ``rotten_blindness``: the
    chance, each round, that in the rush it counts the rotten candy as good (and so
    may lay a card of that candy, or drop a rotten die on a card) until it sees its
    mistake ``rotten_notice_ticks`` after the landing (None: not that round).
    ``rotten_take_back_ticks``: how long, once it
    sees its waiting card can only get a rotten die, before it takes the card back;
    None when it never does (the card waits for the round's end).
    ``weighs_points``: whether it picks the card by points and reach or just any card
    that has a die. ``contests``: whether it races for a candy another player has laid
    a card for (a laid card is face up for all to see). ``counts_cards``: whether it
    reckons from the face-up cards which candies its rivals likely hold, and claims
    first the scarce dice they may take. ``guards_lead``: whether it keeps (or takes
    back) its last card rather than end the game behind on points, and plans its way
    out (:mod:`.endgame`). ``keeps_dice_near``: whether, holding the stick, it throws
    as softly as it can, so most dice stop on its side of the table. ``grab_share``:
    how close, as a share of the reach, its palm comes to a die or its card before it
    grabs or drops (a steadier hand grabs from further off).
    """

    difficulty: Difficulty
    reaction_ticks: int
    decision_ticks: int
    rotten_blindness: float
    rotten_notice_ticks: int | None
    rotten_take_back_ticks: int | None
    weighs_points: bool
    contests: bool
    grab_share: float
    counts_cards: bool = False
    guards_lead: bool = False
    keeps_dice_near: bool = False

    def __post_init__(self) -> None:
        if self.reaction_ticks < QUICK_HUMAN_REACTION_TICKS:
            raise ValueError(
                f"a bot reacting in {self.reaction_ticks} ticks is faster than a quick "
                f"human ({QUICK_HUMAN_REACTION_TICKS} ticks)"
            )
        if not 0.0 <= self.rotten_blindness <= 1.0:
            raise ValueError(f"rotten_blindness is a chance, got {self.rotten_blindness}")


PROFILES: dict[Difficulty, BotProfile] = {
    Difficulty.EASY: BotProfile(
        Difficulty.EASY,
        reaction_ticks=60,
        decision_ticks=36,
        rotten_blindness=0.3,
        rotten_notice_ticks=None,
        rotten_take_back_ticks=None,
        weighs_points=False,
        contests=False,
        grab_share=0.45,
    ),
    Difficulty.NORMAL: BotProfile(
        Difficulty.NORMAL,
        reaction_ticks=32,
        decision_ticks=14,
        rotten_blindness=0.05,
        rotten_notice_ticks=None,
        rotten_take_back_ticks=90,
        weighs_points=True,
        contests=False,
        grab_share=0.6,
    ),
    Difficulty.HARD: BotProfile(
        Difficulty.HARD,
        reaction_ticks=QUICK_HUMAN_REACTION_TICKS,
        decision_ticks=4,
        rotten_blindness=0.0,
        rotten_notice_ticks=None,
        rotten_take_back_ticks=0,
        weighs_points=True,
        contests=True,
        grab_share=0.85,
        counts_cards=True,
        guards_lead=True,
        keeps_dice_near=True,
    ),
}


def profile(difficulty: Difficulty | str) -> BotProfile:
    """The profile for a difficulty name (``easy``, ``normal`` or ``hard``)."""
    return PROFILES[Difficulty(difficulty)]
