"""Rules page, "For the youngest players (option)"."""

from __future__ import annotations

from pinata_scenarios import ALL_SIX, COMPONENTS, card, game_with_hands, landed, play

from candy_arcade.core.rng import Rng
from candy_arcade.rules.pinata import (
    DropDieOnCard,
    GrabDie,
    PinataSettings,
    PlaceCard,
    RoundClock,
    hands_face_up,
    new_game,
    scores,
)


def test_youngest_players_play_without_victory_points_counting_cards_instead() -> None:
    hands = ([card("piruli", 4), card("colacion", 4)], [card("chocolate", 1)] * 1)
    state = landed(game_with_hands(hands, youngest=True), ALL_SIX)
    state, _ = play(
        state,
        PlaceCard(0, card("piruli", 4).id),
        GrabDie(0, 0),
        DropDieOnCard(0),
        PlaceCard(1, card("chocolate", 1).id),
        GrabDie(1, 2),
        DropDieOnCard(1),
        RoundClock(20.0),
    )
    assert scores(state) == (1, 1)


def test_youngest_players_play_without_the_rotten_candy_die() -> None:
    state = new_game(COMPONENTS, 3, Rng(4), PinataSettings(youngest=True))
    assert len(state.dice) == 6
    assert not any(die.spec.is_green for die in state.dice)
    hands = ([card("dulce", 1), card("dulce", 2)], [card("piruli", 1)])
    state = landed(game_with_hands(hands, youngest=True), ("dulce",) * 6)
    assert state.rotten is None
    state, _ = play(state, PlaceCard(0, card("dulce", 1).id), GrabDie(0, 0), DropDieOnCard(0))
    assert state.players[0].collected == ((card("dulce", 1), 0),)
    assert state.discarded == ()


def test_youngest_players_play_with_their_cards_face_up() -> None:
    youngest = PinataSettings(youngest=True)
    assert hands_face_up(youngest, [True, False, False]) == (True, True, True)
