"""Rules page, "Setup"."""

from __future__ import annotations

import pytest
from pinata_scenarios import COMPONENTS

from candy_arcade.core.rng import Rng
from candy_arcade.rules.pinata import (
    DiePlace,
    PinataSettings,
    hands_face_up,
    new_game,
)


@pytest.mark.parametrize("players", range(2, 9))
def test_two_to_six_players_up_to_eight_on_the_largest_tables(players: int) -> None:
    assert new_game(COMPONENTS, players, Rng(1)).player_count == players


@pytest.mark.parametrize("players", [0, 1, 9])
def test_fewer_than_two_or_more_than_eight_players_cannot_play(players: int) -> None:
    with pytest.raises(ValueError, match="needs 2 to 8 players"):
        new_game(COMPONENTS, players, Rng(1))


def test_the_cards_are_shuffled() -> None:
    deals = {new_game(COMPONENTS, 4, Rng(seed)).players[0].hand for seed in range(5)}
    assert len(deals) == 5
    assert new_game(COMPONENTS, 4, Rng(3)) == new_game(COMPONENTS, 4, Rng(3))


@pytest.mark.parametrize("players", [2, 5, 8])
def test_seven_cards_are_dealt_to_each_player(players: int) -> None:
    state = new_game(COMPONENTS, players, Rng(7))
    assert all(len(player.hand) == 7 for player in state.players)


@pytest.mark.parametrize("players", [2, 5, 8])
def test_the_rest_is_the_face_down_draw_pile(players: int) -> None:
    state = new_game(COMPONENTS, players, Rng(7))
    assert len(state.draw_pile) == 72 - 7 * players
    assert sorted(card.id for card in state.all_cards()) == list(range(72))


def test_the_dice_start_in_the_middle() -> None:
    state = new_game(COMPONENTS, 3, Rng(2))
    assert len(state.dice) == 7
    assert all(die.place is DiePlace.MIDDLE for die in state.dice)


def test_the_pinata_stick_starts_with_a_random_player() -> None:
    holders = {new_game(COMPONENTS, 4, Rng(seed)).stick_holder for seed in range(40)}
    assert holders == {0, 1, 2, 3}


def test_the_pinata_stick_starts_with_the_player_chosen_in_the_lobby() -> None:
    assert new_game(COMPONENTS, 4, Rng(1), stick_holder=2).stick_holder == 2
    with pytest.raises(ValueError, match="stick holder 4"):
        new_game(COMPONENTS, 4, Rng(1), stick_holder=4)


def test_on_one_shared_screen_hands_are_open() -> None:
    assert hands_face_up(PinataSettings(), [True, True, False]) == (True, True, True)


def test_against_bots_only_the_humans_hand_is_shown_face_up() -> None:
    assert hands_face_up(PinataSettings(), [False, True, False]) == (False, True, False)


def test_a_table_of_bots_only_is_watched_with_every_hand_open() -> None:
    assert hands_face_up(PinataSettings(), [False, False]) == (True, True)
