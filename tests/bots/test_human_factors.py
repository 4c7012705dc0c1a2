"""The human-factors figures the newcomer models and the bots' reaction floor use."""

from __future__ import annotations

import math
import statistics

import pytest

from candy_arcade.bots import human_factors as hf
from candy_arcade.bots.newcomer_hand import Device, NewcomerHand
from candy_arcade.core.clock import TICK_SECONDS
from candy_arcade.core.geometry import Vec2
from candy_arcade.core.rng import Rng


def test_a_quick_human_reacts_in_200_ms_which_is_12_ticks_at_60_hz() -> None:
    assert hf.QUICK_HUMAN_REACTION_SECONDS == 0.20
    assert hf.QUICK_HUMAN_REACTION_TICKS == 12
    assert 0.19 <= hf.SIMPLE_REACTION_SECONDS <= 0.25


def test_simple_reactions_spread_round_the_mean_and_are_never_anticipations() -> None:
    rng = Rng(1)
    draws = [hf.simple_reaction_seconds(rng) for _ in range(2000)]
    assert min(draws) >= hf.FASTEST_REACTION_SECONDS
    assert statistics.mean(draws) == pytest.approx(hf.SIMPLE_REACTION_SECONDS, abs=0.01)


def test_hick_hyman_one_choice_is_a_simple_reaction_and_each_doubling_adds_a_slope() -> None:
    assert hf.choice_reaction_mean_seconds(1) == hf.SIMPLE_REACTION_SECONDS
    two, four, eight = (hf.choice_reaction_mean_seconds(n) for n in (2, 4, 8))
    assert four - two == pytest.approx(hf.HICK_SECONDS_PER_BIT)
    assert eight - four == pytest.approx(hf.HICK_SECONDS_PER_BIT)
    with pytest.raises(ValueError):
        hf.choice_reaction_mean_seconds(0)


def test_fitts_index_of_difficulty_is_log2_of_distance_over_width_plus_one() -> None:
    assert hf.index_of_difficulty(350.0, 50.0) == pytest.approx(3.0)
    assert hf.index_of_difficulty(0.0, 50.0) == 0.0
    with pytest.raises(ValueError):
        hf.index_of_difficulty(10.0, 0.0)


def test_mouse_pointing_follows_mackenzie_sellen_and_buxton_and_is_never_negative() -> None:
    assert hf.mouse_pointing_seconds(350.0, 50.0) == pytest.approx(-0.107 + 0.223 * 3.0)
    assert hf.mouse_pointing_seconds(5.0, 50.0) == 0.0
    assert hf.mouse_pointing_seconds(700.0, 50.0) > hf.mouse_pointing_seconds(350.0, 50.0)


def test_a_target_is_hit_96_percent_of_the_time_with_the_effective_width_spread() -> None:
    width = 50.0
    spread = hf.pointing_spread(width)
    assert spread == pytest.approx(width / 4.133)
    rng = Rng(2)
    hits = sum(abs(rng.gauss(0.0, spread)) <= width / 2 for _ in range(4000))
    assert 0.94 <= hits / 4000 <= 0.98


def test_keys_move_a_hand_at_the_shared_speed_cap() -> None:
    assert hf.key_travel_seconds(640.0, 640.0) == 1.0
    with pytest.raises(ValueError):
        hf.key_travel_seconds(1.0, 0.0)


def test_an_unrehearsed_item_is_recalled_half_the_time_after_the_half_life() -> None:
    assert hf.recall_chance(0.0) == 1.0
    assert hf.recall_chance(hf.MEMORY_HALF_LIFE_SECONDS) == pytest.approx(0.5)
    rng = Rng(3)
    lifetimes = [hf.memory_lifetime_seconds(rng) for _ in range(4000)]
    assert statistics.median(lifetimes) == pytest.approx(hf.MEMORY_HALF_LIFE_SECONDS, rel=0.08)


def run_hand(device: Device, goal: Vec2, width: float, speed: float) -> tuple[float, Vec2]:
    """Move a palm (at the speed cap, as the table does) until the device says it is
    there; the time it took and where the palm ended."""
    hand = NewcomerHand(device, Rng(5), speed, Vec2(0.0, 0.0))
    palm = Vec2(0.0, 0.0)
    hand.go(goal, width, palm, 0.0)
    now = 0.0
    while not hand.arrived(palm, now):
        target, direction = hand.steer(palm, now)
        step = Vec2(0.0, 0.0)
        if direction is not None:
            step = direction * (speed * TICK_SECONDS)
        elif target is not None:
            step = (target - palm).clamped(speed * TICK_SECONDS)
        palm = palm + step
        now += TICK_SECONDS
        assert now < 5.0, "the device never got there"
    return now, palm


def test_a_mouse_pointer_takes_the_fitts_time_and_lands_near_the_spot() -> None:
    goal = Vec2(350.0, 0.0)
    seconds, palm = run_hand(Device.MOUSE, goal, 50.0, speed=10_000.0)
    assert seconds >= hf.mouse_pointing_seconds(350.0, 50.0)
    assert seconds <= hf.mouse_pointing_seconds(350.0, 50.0) + 2 * TICK_SECONDS
    assert (palm - goal).length() < 50.0


def test_keys_take_the_distance_over_the_speed_cap_and_end_on_the_spot() -> None:
    goal = Vec2(320.0, 320.0)
    seconds, palm = run_hand(Device.KEYS, goal, 50.0, speed=640.0)
    assert seconds >= math.hypot(320.0, 320.0) / 640.0 - 0.2
    assert (palm - goal).length() <= 25.0
