"""Head to head, hard beats normal and normal beats easy in at least 60% of rounds.

The full figure (200 rounds per pairing) comes from ``tools/tournament_candy.py``;
this test plays the first 30 rounds of the same seeded series so ``make test`` stays
quick, and prints the rates whether or not pytest captures output.
"""

from __future__ import annotations

import pytest

from candy_arcade.bots.candy.tournament import PAIRINGS, head_to_head

ROUNDS = 30
GOAL = 0.60


@pytest.mark.parametrize(("strong", "weak"), PAIRINGS)
def test_the_stronger_bot_wins_at_least_60_percent_of_rounds_head_to_head(
    strong: str, weak: str, capsys: pytest.CaptureFixture[str]
) -> None:
    result = head_to_head(strong, weak, ROUNDS, seed=1)
    with capsys.disabled():
        print(f"\n[candy tournament] {result.line()}")
    assert result.win_rate >= GOAL, result.line()
    assert result.strong_mean > result.weak_mean
