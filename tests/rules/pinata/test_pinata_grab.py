"""Rules page, "A round": the throw and the grab."""

from __future__ import annotations

from pinata_scenarios import ALL_SIX, GREEN, card, game_with_hands, landed, play, refused

from candy_arcade.rules.pinata import (
    Card,
    DiceLanded,
    DiePlace,
    DropDieOnCard,
    GameState,
    GrabDie,
    Phase,
    PlaceCard,
    ReleaseDie,
    TakeCardBack,
    ThrowDice,
    apply,
)
from candy_arcade.rules.pinata.events import (
    CardCollected,
    CardPlaced,
    CardTakenBack,
    DieGrabbed,
    DieRefused,
    DieReleased,
    Reason,
)

PIRULI_1 = card("piruli", 1)
PIRULI_4 = card("piruli", 4)
COLACION_2 = card("colacion", 2)
CHOCOLATE_3 = card("chocolate", 3)
PALETA_1 = card("paleta", 1)

# Dice 0-5 show every candy once (die 0 pirulí, 1 colación, 2 chocolate, 3 paleta,
# 4 tamarindo, 5 dulce); the green die shows dulce, so dulce is rotten.
LANDING = (*ALL_SIX, "dulce")


def two_players() -> tuple[tuple[Card, ...], ...]:
    return ((PIRULI_1, PIRULI_4, COLACION_2), (CHOCOLATE_3, PALETA_1, card("piruli", 2)))


def grabbing() -> GameState:
    return landed(game_with_hands(two_players()), LANDING)


def test_only_the_stick_holder_throws_the_dice() -> None:
    state = game_with_hands(two_players(), stick_holder=1)
    outcome = apply(state, ThrowDice(0))
    assert outcome.refused == refused(ThrowDice(0), Reason.NOT_STICK_HOLDER)
    assert outcome.state == state
    assert apply(state, ThrowDice(1)).state.phase is Phase.ROLLING


def test_the_face_of_each_die_is_the_one_it_came_to_rest_on() -> None:
    state = grabbing()
    assert tuple(die.face for die in state.dice) == LANDING
    assert all(die.place is DiePlace.TABLE for die in state.dice)


def test_everyone_grabs_at_once_as_soon_as_the_dice_have_landed() -> None:
    state = game_with_hands(two_players())
    state = apply(state, ThrowDice(0)).state
    too_early = apply(state, PlaceCard(0, PIRULI_1.id))
    assert too_early.refused == refused(PlaceCard(0, PIRULI_1.id), Reason.DICE_NOT_LANDED)
    state = apply(state, DiceLanded(tuple(0 for _ in state.dice))).state
    state, events = play(state, PlaceCard(1, CHOCOLATE_3.id), PlaceCard(0, PIRULI_1.id))
    assert events == [CardPlaced(1, CHOCOLATE_3), CardPlaced(0, PIRULI_1)]


def test_a_player_places_a_card_face_up_before_their_hand_may_pick_up_a_die() -> None:
    state = grabbing()
    outcome = apply(state, GrabDie(0, 0))
    assert outcome.refused == refused(GrabDie(0, 0), Reason.NO_CARD_PLACED)
    state, events = play(state, PlaceCard(0, PIRULI_1.id), GrabDie(0, 0))
    assert events == [CardPlaced(0, PIRULI_1), DieGrabbed(0, 0)]
    assert state.players[0].waiting == PIRULI_1
    assert PIRULI_1 not in state.players[0].hand


def test_a_placed_card_comes_from_the_players_hand() -> None:
    outcome = apply(grabbing(), PlaceCard(0, CHOCOLATE_3.id))
    assert outcome.refused == refused(PlaceCard(0, CHOCOLATE_3.id), Reason.CARD_NOT_IN_HAND)


def test_only_one_placed_card_waits_for_a_die_at_a_time() -> None:
    state, _ = play(grabbing(), PlaceCard(0, PIRULI_1.id))
    outcome = apply(state, PlaceCard(0, COLACION_2.id))
    assert outcome.refused == refused(PlaceCard(0, COLACION_2.id), Reason.CARD_ALREADY_WAITING)


def test_the_hand_carries_the_die_to_the_card_and_drops_it_there() -> None:
    state, events = play(grabbing(), PlaceCard(0, PIRULI_1.id), GrabDie(0, 0), DropDieOnCard(0))
    assert events[-1] == CardCollected(0, PIRULI_1, 0)
    assert state.players[0].collected == ((PIRULI_1, 0),)
    assert state.players[0].waiting is None
    assert state.dice[0].place is DiePlace.CARD


def test_once_a_card_has_its_die_the_player_may_place_another() -> None:
    state, _ = play(grabbing(), PlaceCard(0, PIRULI_1.id), GrabDie(0, 0), DropDieOnCard(0))
    assert apply(state, PlaceCard(0, COLACION_2.id)).refused is None


def test_a_mismatched_die_is_refused_and_drops_back_on_the_table() -> None:
    state, events = play(grabbing(), PlaceCard(0, PIRULI_1.id), GrabDie(0, 1), DropDieOnCard(0))
    assert events[-1] == DieRefused(0, 1, PIRULI_1)
    assert state.dice[1].place is DiePlace.TABLE
    assert state.dice[1].face == "colacion"
    assert state.players[0].holding is None
    assert state.players[0].waiting == PIRULI_1


def test_a_die_can_be_held_by_one_hand_at_a_time_whoever_grabbed_it_first_has_it() -> None:
    state, _ = play(grabbing(), PlaceCard(0, PIRULI_1.id), PlaceCard(1, card("piruli", 2).id))
    state, events = play(state, GrabDie(1, 0), GrabDie(0, 0))
    assert events == [DieGrabbed(1, 0), refused(GrabDie(0, 0), Reason.DIE_HELD)]
    assert state.dice[0].player == 1


def test_a_hand_holds_one_die_at_a_time() -> None:
    state, _ = play(grabbing(), PlaceCard(0, PIRULI_1.id), GrabDie(0, 0))
    assert apply(state, GrabDie(0, 1)).refused == refused(GrabDie(0, 1), Reason.HAND_FULL)


def test_a_die_let_go_of_drops_back_on_the_table() -> None:
    state, events = play(grabbing(), PlaceCard(0, PIRULI_1.id), GrabDie(0, 2), ReleaseDie(0))
    assert events[-1] == DieReleased(0, 2)
    assert state.dice[2].place is DiePlace.TABLE


def test_a_player_whose_card_can_no_longer_get_a_die_takes_it_back_into_their_hand() -> None:
    state, _ = play(
        grabbing(),
        PlaceCard(1, card("piruli", 2).id),
        GrabDie(1, 0),
        DropDieOnCard(1),
        PlaceCard(0, PIRULI_1.id),
    )
    state, events = play(state, TakeCardBack(0))
    assert events == [CardTakenBack(0, PIRULI_1)]
    assert state.players[0].waiting is None
    assert PIRULI_1 in state.players[0].hand


def test_a_card_is_not_taken_back_while_a_matching_die_is_still_on_the_table() -> None:
    state, _ = play(grabbing(), PlaceCard(0, PIRULI_1.id))
    outcome = apply(state, TakeCardBack(0))
    assert outcome.refused == refused(TakeCardBack(0), Reason.MATCHING_DIE_LEFT)


def test_a_matching_die_in_another_hand_counts_as_taken() -> None:
    state, _ = play(
        grabbing(),
        PlaceCard(1, card("piruli", 2).id),
        GrabDie(1, 0),
        PlaceCard(0, PIRULI_1.id),
    )
    assert apply(state, TakeCardBack(0)).refused is None


def test_taking_a_card_back_lets_go_of_a_die_the_hand_still_holds() -> None:
    state, _ = play(
        grabbing(),
        PlaceCard(1, card("piruli", 2).id),
        GrabDie(1, 0),
        PlaceCard(0, PIRULI_1.id),
        GrabDie(0, 3),
    )
    state, events = play(state, TakeCardBack(0))
    assert events == [DieReleased(0, 3), CardTakenBack(0, PIRULI_1)]
    assert state.dice[3].place is DiePlace.TABLE
    assert state.players[0].holding is None


def test_the_green_die_can_be_picked_up_like_any_other() -> None:
    _, events = play(grabbing(), PlaceCard(0, PIRULI_1.id), GrabDie(0, GREEN))
    assert events[-1] == DieGrabbed(0, GREEN)
