"""How each difficulty plays: how fast it reacts, how well it aims, how much it remembers.

The three levels run the same decisions; only these numbers differ, so a harder bot
is a quicker, steadier, better-informed player rather than a cheating one.
"""

from __future__ import annotations

from dataclasses import dataclass

from candy_arcade.bots.human_factors import QUICK_HUMAN_REACTION_TICKS


@dataclass(frozen=True, slots=True)
class BotProfile:
    """One difficulty's numbers.

    Attributes:
        reaction_ticks: ticks between seeing something and acting on it.
        aim_noise: spread (table units) of where the palm lands around its aim.
        memory: how many seen cards it keeps in mind (oldest forgotten first).
        judgement_noise: spread (points) added to its view of what a card adds.
        foresight: values half of a +100 pair by the chance of finding the other half.
        swaps: will take a card out of a full stash to make room for a better one.
        think_every: ticks between its decisions; in between it keeps moving as it was,
            as a device polled less often would.
        steer_every: ticks between looks at the other hands to keep clear of them.
        avoid_palm: how near (table units) another palm may come before it steers away.
        avoid_arm: how near another arm (or another palm to its own arm) may come.
        challenge_blind: chance of a Roshambo challenge for a card it never saw.
        stop_margin: how good its stash must look before it stops searching.
        hasty_keep: chance it stashes a card it just picked up without weighing it
            (while its stash has room), as a hurried player does.
    """

    reaction_ticks: int
    aim_noise: float
    memory: int
    judgement_noise: float
    foresight: bool
    swaps: bool
    think_every: int
    steer_every: int
    avoid_palm: float
    avoid_arm: float
    challenge_blind: float
    stop_margin: float
    hasty_keep: float = 0.0

    def __post_init__(self) -> None:
        if self.reaction_ticks < QUICK_HUMAN_REACTION_TICKS:
            raise ValueError(
                f"a bot reacts in {self.reaction_ticks} ticks, faster than a quick human "
                f"({QUICK_HUMAN_REACTION_TICKS} ticks)"
            )


PROFILES: dict[str, BotProfile] = {
    "easy": BotProfile(
        reaction_ticks=30,
        aim_noise=12.0,
        memory=2,
        judgement_noise=20.0,
        foresight=False,
        swaps=False,
        think_every=3,
        steer_every=6,
        avoid_palm=80.0,
        avoid_arm=40.0,
        challenge_blind=0.5,
        stop_margin=0.0,
        hasty_keep=0.85,
    ),
    "normal": BotProfile(
        reaction_ticks=24,
        aim_noise=8.0,
        memory=4,
        judgement_noise=14.0,
        foresight=False,
        swaps=False,
        think_every=3,
        steer_every=5,
        avoid_palm=85.0,
        avoid_arm=45.0,
        challenge_blind=0.4,
        stop_margin=5.0,
    ),
    "hard": BotProfile(
        reaction_ticks=QUICK_HUMAN_REACTION_TICKS,
        aim_noise=2.0,
        memory=52,
        judgement_noise=0.0,
        foresight=True,
        swaps=True,
        think_every=2,
        steer_every=3,
        avoid_palm=105.0,
        avoid_arm=55.0,
        challenge_blind=0.2,
        stop_margin=20.0,
    ),
}
"""Tuned against the newcomer model (``candy-arcade ladder``): a newcomer beats easy
about half the time; normal beats a newcomer about seven rounds in ten, hard nearly
always. Easy mostly stashes what it picks up unweighed while it has room, as a
first-timer does; normal weighs every card but neither swaps nor plans for the other
half of a pair."""


def profile_for(difficulty: str) -> BotProfile:
    """The profile of ``difficulty`` (easy, normal or hard).

    Raises:
        ValueError: an unknown difficulty.
    """
    try:
        return PROFILES[difficulty]
    except KeyError:
        raise ValueError(f"difficulty must be easy, normal or hard, not {difficulty!r}") from None
