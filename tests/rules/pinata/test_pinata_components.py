"""Rules page, "Components": the default data file gives the box's contents."""

from __future__ import annotations

from collections import Counter

from candy_arcade.rules.pinata import load_components

COMPONENTS = load_components()


def test_six_candies_each_with_its_own_colour_and_its_own_silhouette() -> None:
    candies = COMPONENTS.candies
    assert len(candies) == 6
    assert len({candy.colour for candy in candies}) == 6
    assert len({candy.silhouette for candy in candies}) == 6


def test_the_candies_are_piruli_colacion_chocolate_paleta_tamarindo_and_dulce() -> None:
    shapes = {candy.name: candy.silhouette for candy in COMPONENTS.candies}
    assert shapes == {
        "Pirulí": "spiral_lollipop",
        "Colación": "round_ball",
        "Chocolate": "bar",
        "Paleta": "flat_lolly",
        "Tamarindo": "pod",
        "Dulce": "wrapped_sweet",
    }


def test_72_cards_twelve_per_candy_three_each_worth_1_2_3_and_4_points() -> None:
    assert len(COMPONENTS.cards) == 72
    per_candy = Counter(card.candy for card in COMPONENTS.cards)
    assert set(per_candy.values()) == {12}
    per_candy_and_points = Counter((card.candy, card.points) for card in COMPONENTS.cards)
    assert set(per_candy_and_points.values()) == {3}
    assert {points for _, points in per_candy_and_points} == {1, 2, 3, 4}


def test_every_card_has_a_unique_id() -> None:
    assert sorted(card.id for card in COMPONENTS.cards) == list(range(72))


def test_seven_dice_six_white_and_one_green() -> None:
    colours = Counter(die.colour for die in COMPONENTS.dice)
    assert colours == {"white": 6, "green": 1}


def test_every_die_has_the_six_candies_one_per_face() -> None:
    candies = {candy.id for candy in COMPONENTS.candies}
    for die in COMPONENTS.dice:
        assert len(die.faces) == 6
        assert set(die.faces) == candies
