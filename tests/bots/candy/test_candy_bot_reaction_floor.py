"""No bot reacts faster than a quick human: at least 200 ms (12 ticks at 60 Hz) from
seeing something to acting on it, at every level."""

from __future__ import annotations

import dataclasses

import pytest
from candy_bot_helpers import bot_table

from candy_arcade.bots.candy.profiles import PROFILES
from candy_arcade.bots.candy.sight import HandSight
from candy_arcade.bots.human_factors import QUICK_HUMAN_REACTION_TICKS
from candy_arcade.core.clock import TICK_RATE


def test_every_level_reacts_in_at_least_200_ms() -> None:
    assert round(0.2 * TICK_RATE) == QUICK_HUMAN_REACTION_TICKS
    for name, profile in PROFILES.items():
        assert profile.reaction_ticks >= QUICK_HUMAN_REACTION_TICKS, name


def test_a_profile_quicker_than_a_quick_human_cannot_be_made() -> None:
    with pytest.raises(ValueError, match="faster than a quick human"):
        dataclasses.replace(PROFILES["hard"], reaction_ticks=QUICK_HUMAN_REACTION_TICKS - 1)


def test_a_bot_s_sight_of_other_hands_quicker_than_a_quick_human_cannot_be_made() -> None:
    with pytest.raises(ValueError, match="faster than a quick human"):
        HandSight(0, QUICK_HUMAN_REACTION_TICKS - 1)


@pytest.mark.parametrize("difficulty", sorted(PROFILES))
def test_a_bot_presses_nothing_until_12_ticks_after_it_sees_the_card_it_picked_up(
    difficulty: str,
) -> None:
    session, bots = bot_table([difficulty, difficulty], seed=21, timer=8)
    held = [None, None]
    seen_at = [-1000, -1000]
    gaps: list[int] = []
    while not session.over:
        for player in range(2):
            face = session.hands[player].held
            if face is not None and face != held[player]:
                seen_at[player] = session.tick
            held[player] = face
        intents = [bot.intent(session, session.tick) for bot in bots]
        for player, intent in enumerate(intents):
            pressed = intent.grab or intent.drop
            if pressed and held[player] is not None and seen_at[player] >= 0:
                gaps.append(session.tick - seen_at[player])
                seen_at[player] = -1000
        session.step(intents)
    assert gaps, "the bots picked up cards and acted on them"
    assert min(gaps) >= QUICK_HUMAN_REACTION_TICKS


@pytest.mark.parametrize("difficulty", sorted(PROFILES))
def test_a_bot_starts_moving_a_reaction_time_after_the_round_starts(difficulty: str) -> None:
    session, bots = bot_table([difficulty], seed=22, timer=5)
    start = session.hands[0].position
    while session.hands[0].position == start and not session.over:
        session.step([bots[0].intent(session, session.tick)])
    assert session.tick >= QUICK_HUMAN_REACTION_TICKS
