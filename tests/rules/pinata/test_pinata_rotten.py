"""Rules page, "Rotten candy"."""

from __future__ import annotations

from pinata_scenarios import ALL_SIX, GREEN, card, game_with_hands, landed, play

from candy_arcade.rules.pinata import (
    DiceLanded,
    DiePlace,
    DropDieOnCard,
    GameState,
    GrabDie,
    PlaceCard,
    TakeCardBack,
    ThrowDice,
    apply,
    card_can_still_get_a_die,
    die_showing_its_candy_left,
)
from candy_arcade.rules.pinata.events import CardRotten, DiceLandedEvent, DieRefused

COLACION_1 = card("colacion", 1)
DULCE_4 = card("dulce", 4)
DULCE_1 = card("dulce", 1)
PIRULI_2 = card("piruli", 2)


def dulce_is_rotten() -> GameState:
    """Die 5 shows dulce and so does the green die: dulce is rotten this round."""
    hands = ((DULCE_4, DULCE_1, PIRULI_2), (COLACION_1, card("paleta", 2)))
    return landed(game_with_hands(hands), (*ALL_SIX, "dulce"))


def test_the_candy_on_the_green_dies_top_face_is_rotten_for_the_round() -> None:
    state = dulce_is_rotten()
    assert state.rotten == "dulce"
    landing = landed(game_with_hands(((DULCE_4,), (PIRULI_2,))), (*ALL_SIX, "paleta"))
    assert landing.rotten == "paleta"


def test_the_landing_tells_everyone_which_candy_is_rotten() -> None:
    state = game_with_hands(((DULCE_4,), (PIRULI_2,)))
    state = apply(state, ThrowDice(0)).state
    faces = tuple(die.spec.faces.index("chocolate") for die in state.dice)
    events = apply(state, DiceLanded(faces)).events
    assert events[0] == DiceLandedEvent(("chocolate",) * 7, "chocolate")


def test_placing_the_green_die_on_a_card_discards_the_card_and_the_die_leaves_the_table() -> None:
    state, events = play(
        dulce_is_rotten(), PlaceCard(0, DULCE_4.id), GrabDie(0, GREEN), DropDieOnCard(0)
    )
    assert events[-1] == CardRotten(0, DULCE_4, GREEN)
    assert state.discarded == (DULCE_4,)
    assert state.dice[GREEN].place is DiePlace.GONE
    assert state.players[0].waiting is None
    assert state.players[0].collected == ()


def test_placing_any_die_showing_the_rotten_candy_discards_the_card_and_the_die_leaves() -> None:
    state, events = play(
        dulce_is_rotten(), PlaceCard(0, DULCE_1.id), GrabDie(0, 5), DropDieOnCard(0)
    )
    assert events[-1] == CardRotten(0, DULCE_1, 5)
    assert state.discarded == (DULCE_1,)
    assert state.dice[5].place is DiePlace.GONE


def test_a_die_that_left_the_table_cannot_be_grabbed_again() -> None:
    state, _ = play(dulce_is_rotten(), PlaceCard(0, DULCE_1.id), GrabDie(0, 5), DropDieOnCard(0))
    state, _ = play(state, PlaceCard(0, DULCE_4.id))
    assert apply(state, GrabDie(0, 5)).refused is not None


def test_the_green_die_is_refused_like_any_die_on_a_card_of_another_candy() -> None:
    state, events = play(
        dulce_is_rotten(), PlaceCard(0, PIRULI_2.id), GrabDie(0, GREEN), DropDieOnCard(0)
    )
    assert events[-1] == DieRefused(0, GREEN, PIRULI_2)
    assert state.dice[GREEN].place is DiePlace.TABLE
    assert state.discarded == ()


def test_a_card_of_the_rotten_candy_can_always_be_taken_back() -> None:
    state, _ = play(dulce_is_rotten(), PlaceCard(0, DULCE_4.id))
    assert apply(state, TakeCardBack(0)).refused is None


def test_a_rotten_die_showing_the_cards_candy_keeps_the_card_waiting() -> None:
    """While a rotten die shows its candy the card is not given up for its owner: taking
    it back or spoiling it is the owner's choice."""
    state, _ = play(dulce_is_rotten(), PlaceCard(0, DULCE_4.id))
    assert not card_can_still_get_a_die(state, 0)
    assert die_showing_its_candy_left(state, 0)


def test_once_no_die_on_the_table_shows_the_cards_candy_nothing_keeps_it_waiting() -> None:
    state, _ = play(
        dulce_is_rotten(),
        PlaceCard(0, DULCE_1.id),
        GrabDie(0, 5),
        DropDieOnCard(0),
        PlaceCard(1, COLACION_1.id),
        GrabDie(1, GREEN),
        PlaceCard(0, DULCE_4.id),
    )
    assert state.discarded == (DULCE_1,)
    assert state.players[1].holding == GREEN, "the last dulce die is in another hand"
    assert not die_showing_its_candy_left(state, 0)
