"""A card-counting bot reckons from the face-up cards which candies a rival likely
holds, and claims first the scarce dice such a rival may take."""

from __future__ import annotations

from dataclasses import replace

from candy_arcade.bots.pinata.card_count import CardCount, count_cards
from candy_arcade.bots.pinata.decisions import TableDie, choose_card
from candy_arcade.bots.pinata.profiles import Difficulty, profile
from candy_arcade.core.geometry import Vec2
from candy_arcade.core.rng import Rng
from candy_arcade.rules.pinata.components import Card
from tests.rules.pinata.pinata_scenarios import COMPONENTS, game_with_hands

HAND = Vec2(480.0, 0.0)
NORMAL, HARD = profile(Difficulty.NORMAL), profile(Difficulty.HARD)


def cards_of(candy: str) -> list[Card]:
    return [card for card in COMPONENTS.cards if card.candy == candy]


def test_a_candy_whose_cards_all_lie_face_up_or_in_ones_hand_is_no_rivals() -> None:
    piruli = cards_of("piruli")
    rival_hand = cards_of("dulce")[:5]
    state = game_with_hands([piruli[:4], rival_hand])
    state = state.with_player(0, replace(state.players[0], victory=tuple(piruli[4:])))
    count = count_cards(state, 0)
    assert count.unseen["piruli"] == 0
    assert count.rival_hands == (5,)
    assert count.rival_chance_of("piruli") == 0.0
    assert 0.0 < count.rival_chance_of("colacion") < 1.0


def test_a_rival_with_more_cards_more_likely_holds_a_candy() -> None:
    unseen = {"piruli": 6, "dulce": 12, "colacion": 12}
    assert CardCount(unseen, (0,)).rival_chance_of("dulce") == 0.0
    small = CardCount(unseen, (2,)).rival_chance_of("dulce")
    big = CardCount(unseen, (6,)).rival_chance_of("dulce")
    assert 0.0 < small < big < 1.0
    assert CardCount(unseen, (6,)).rival_chance_of("piruli") < big


def test_a_hard_bot_claims_first_the_scarce_die_a_rival_likely_wants() -> None:
    scarce = Card(0, "piruli", 3)
    plenty = Card(1, "colacion", 3)
    dice = [
        TableDie(0, "piruli", False, Vec2(480.0, 300.0)),
        TableDie(1, "colacion", False, Vec2(480.0, 100.0)),
        TableDie(2, "colacion", False, Vec2(480.0, 120.0)),
    ]
    count = CardCount({"piruli": 10, "colacion": 10, "dulce": 10}, (6,))
    hand = [scarce, plenty]
    assert choose_card(hand, dice, HAND, HARD, True, True, Rng(1), count=count) == scarce
    assert choose_card(hand, dice, HAND, NORMAL, True, True, Rng(1), count=count) == plenty
    assert choose_card(hand, dice, HAND, HARD, True, True, Rng(1)) == plenty
    nobody_has_it = CardCount({"piruli": 0, "colacion": 10, "dulce": 10}, (6,))
    assert choose_card(hand, dice, HAND, HARD, True, True, Rng(1), count=nobody_has_it) == plenty
