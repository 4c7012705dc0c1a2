"""Bots: which card to lay, which die to reach for, how fast, and the rotten candy."""

from __future__ import annotations

import math
from dataclasses import replace

import pytest

from candy_arcade.bots.human_factors import QUICK_HUMAN_REACTION_TICKS
from candy_arcade.bots.pinata.decisions import (
    TableDie,
    choose_card,
    choose_die,
    choose_throw,
    hand_card_spot,
    notices_rotten,
)
from candy_arcade.bots.pinata.profiles import Difficulty, profile
from candy_arcade.core.geometry import Vec2
from candy_arcade.core.rng import Rng
from candy_arcade.rules.pinata.components import Card
from candy_arcade.sim.pinata.seating import CARD_WIDTH, seat_layouts

HAND = Vec2(480.0, 0.0)
EASY, NORMAL, HARD = (profile(level) for level in Difficulty)


def die(index: int, candy: str, x: float, y: float = 0.0, rotten: bool = False) -> TableDie:
    return TableDie(index, candy, rotten, Vec2(x, y))


def test_harder_bots_react_sooner() -> None:
    assert EASY.reaction_ticks > NORMAL.reaction_ticks > HARD.reaction_ticks
    assert EASY.decision_ticks > NORMAL.decision_ticks > HARD.decision_ticks


def test_no_level_reacts_faster_than_a_quick_human() -> None:
    assert QUICK_HUMAN_REACTION_TICKS == 12
    assert min(level.reaction_ticks for level in (EASY, NORMAL, HARD)) >= 12


def test_a_profile_faster_than_a_quick_human_is_refused() -> None:
    with pytest.raises(ValueError, match="faster than a quick human"):
        replace(HARD, reaction_ticks=11)


def test_the_rotten_mistake_comes_sometimes_to_easy_rarely_to_normal_never_to_hard() -> None:
    assert EASY.rotten_blindness > NORMAL.rotten_blindness > HARD.rotten_blindness == 0.0
    assert NORMAL.rotten_blindness <= 0.1 <= EASY.rotten_blindness


def test_hard_takes_a_rotten_card_back_at_once_normal_later_easy_never() -> None:
    assert HARD.rotten_take_back_ticks == 0
    assert NORMAL.rotten_take_back_ticks is not None and NORMAL.rotten_take_back_ticks > 0
    assert EASY.rotten_take_back_ticks is None


def test_a_bot_lays_no_card_when_no_die_suits_any_card() -> None:
    hand = [Card(0, "piruli", 4)]
    dice = [die(0, "colacion", 480.0)]
    assert choose_card(hand, dice, HAND, HARD, True, True, Rng(1)) is None


def test_a_careful_bot_lays_the_card_worth_most_for_the_dice_within_reach() -> None:
    far_four = Card(0, "piruli", 4)
    near_three = Card(1, "colacion", 3)
    near_one = Card(2, "dulce", 1)
    dice = [die(0, "piruli", 480.0, 900.0), die(1, "colacion", 500.0), die(2, "dulce", 480.0)]
    chosen = choose_card([far_four, near_three, near_one], dice, HAND, HARD, True, True, Rng(1))
    assert chosen == near_three
    near_dice = [die(0, "piruli", 480.0, 60.0), *dice[1:]]
    chosen = choose_card(
        [far_four, near_three, near_one], near_dice, HAND, HARD, True, True, Rng(1)
    )
    assert chosen == far_four


def test_a_hard_bot_races_for_the_candy_another_player_has_laid_a_card_for() -> None:
    theirs = Card(0, "piruli", 3)
    mine = Card(1, "colacion", 3)
    dice = [die(0, "piruli", 480.0, 100.0), die(1, "colacion", 480.0, 100.0)]
    assert choose_card([theirs, mine], dice, HAND, HARD, True, True, Rng(1)) == theirs
    contested = frozenset({"colacion"})
    assert choose_card([theirs, mine], dice, HAND, HARD, True, True, Rng(1), contested) == mine
    assert choose_card([theirs, mine], dice, HAND, NORMAL, True, True, Rng(1), contested) == theirs


def test_a_bot_points_at_the_uncovered_strip_of_a_card_in_a_crowded_hand() -> None:
    seat = seat_layouts(2)[0]
    for count in (1, 7, 20):
        for slot in range(count):
            spot = hand_card_spot(seat, slot, count)
            assert seat.hand_card_at(spot.point, count) == slot
            assert 0.0 < spot.width <= CARD_WIDTH


def test_an_easy_bot_lays_any_card_that_has_a_die() -> None:
    cards = [Card(0, "piruli", 4), Card(1, "colacion", 1), Card(2, "dulce", 2)]
    dice = [die(0, "piruli", 900.0), die(1, "colacion", 480.0)]
    rng = Rng(2)
    chosen = {choose_card(cards, dice, HAND, EASY, True, True, rng) for _ in range(50)}
    assert chosen == {cards[0], cards[1]}


def test_a_bot_reaches_for_the_nearest_die_that_fits_its_card() -> None:
    card = Card(0, "paleta", 2)
    dice = [die(0, "paleta", 100.0), die(1, "paleta", 430.0), die(2, "dulce", 480.0)]
    assert choose_die(card, dice, HAND, HARD, True, Rng(1)) == dice[1]


def test_a_hard_bot_never_takes_a_rotten_die() -> None:
    rng = Rng(3)
    assert all(notices_rotten(HARD, rng) for _ in range(2000))
    card = Card(0, "tamarindo", 3)
    green = die(6, "tamarindo", 480.0, rotten=True)
    white_rotten = die(4, "tamarindo", 470.0, rotten=True)
    assert choose_die(card, [green, white_rotten], HAND, HARD, True, rng) is None
    assert choose_card([card], [green, white_rotten], HAND, HARD, True, True, rng) is None


def test_an_easy_bot_sometimes_takes_a_rotten_die() -> None:
    rng = Rng(4)
    misses = sum(not notices_rotten(EASY, rng) for _ in range(2000))
    assert 0.2 < misses / 2000 < 0.4
    card = Card(0, "tamarindo", 3)
    green = die(6, "tamarindo", 480.0, rotten=True)
    assert choose_die(card, [green], HAND, EASY, False, rng) == green


def test_the_stick_holder_bot_throws_towards_the_middle() -> None:
    rng = Rng(5)
    centre = Vec2(480.0, 280.0)
    near = [choose_throw(Vec2(480.0, 80.0), centre, rng) for _ in range(50)]
    far = [choose_throw(Vec2(80.0, 280.0), centre, rng) for _ in range(50)]
    for aim, power in near:
        assert abs(aim - math.pi / 2) <= 0.35
        assert 0.0 <= power <= 1.0
    assert sum(power for _, power in far) > sum(power for _, power in near)


def test_a_bot_that_keeps_the_dice_near_throws_softer_towards_the_middle() -> None:
    centre = Vec2(480.0, 280.0)
    origin = Vec2(480.0, 80.0)
    usual = [choose_throw(origin, centre, Rng(5)) for _ in range(50)]
    soft = [choose_throw(origin, centre, Rng(5), keeps_dice_near=True) for _ in range(50)]
    for aim, power in soft:
        assert abs(aim - math.pi / 2) <= 0.35
        assert 0.0 <= power <= 1.0
    assert sum(power for _, power in soft) < sum(power for _, power in usual)
    assert HARD.keeps_dice_near
    assert not NORMAL.keeps_dice_near
    assert not EASY.keeps_dice_near
