"""Whether a single-player challenge was met, from the match's running totals."""

from __future__ import annotations

from collections.abc import Sequence

from candy_arcade.levels.spec import Challenge


def challenge_met(challenge: Challenge, totals: Sequence[int], player: int) -> bool:
    """``win``: the player's total is the highest (a shared top counts as a win);
    ``score-at-least``: the player's total reaches the target."""
    if challenge.goal == "win":
        return totals[player] == max(totals)
    return totals[player] >= challenge.target
