"""Rules page, "End of round"."""

from __future__ import annotations

from pinata_scenarios import ALL_SIX, GREEN, card, collect, game_with_hands, landed, play

from candy_arcade.rules.pinata import (
    DiePlace,
    DropDieOnCard,
    GrabDie,
    Phase,
    PlaceCard,
    RoundClock,
    ThrowDice,
    apply,
)
from candy_arcade.rules.pinata.events import (
    CardReturned,
    CardsBanked,
    DieReleased,
    RoundEnded,
    RoundEndReason,
)

# Dulce is rotten: the green die and die 5 show it.
LANDING = (*ALL_SIX, "dulce")


def test_the_round_ends_when_all_the_dice_are_collected() -> None:
    hand = [card(candy, 2) for candy in ALL_SIX] + [card("dulce", 3)]
    state = landed(game_with_hands((hand, [card("piruli", 1)])), LANDING)
    state = collect(state, 0, card("dulce", 2), GREEN)
    state = collect(state, 0, card("dulce", 3), 5)
    for die, candy in enumerate(ALL_SIX[:4]):
        state = collect(state, 0, card(candy, 2), die)
        assert state.phase is Phase.GRABBING
    state, events = play(
        state, PlaceCard(0, card("tamarindo", 2).id), GrabDie(0, 4), DropDieOnCard(0)
    )
    assert RoundEnded(1, RoundEndReason.ALL_COLLECTED) in events
    assert state.round_end is RoundEndReason.ALL_COLLECTED


def test_the_round_ends_when_nobody_can_collect_the_remaining_dice() -> None:
    hands = ([card("piruli", 1), card("dulce", 1)], [card("colacion", 1), card("piruli", 2)])
    state = landed(game_with_hands(hands), LANDING)
    state = collect(state, 0, card("piruli", 1), 0)
    assert state.phase is Phase.GRABBING
    state, events = play(state, PlaceCard(1, card("colacion", 1).id), GrabDie(1, 1))
    assert state.phase is Phase.GRABBING
    state, events = play(state, DropDieOnCard(1))
    assert RoundEnded(1, RoundEndReason.NOBODY_CAN_COLLECT) in events


def test_a_round_where_no_card_matches_any_good_die_ends_at_once() -> None:
    hands = ([card("dulce", 1)], [card("dulce", 2)])
    state = landed(game_with_hands(hands), LANDING)
    assert state.round_end is RoundEndReason.NOBODY_CAN_COLLECT


def test_a_placed_card_waiting_for_a_remaining_die_keeps_the_round_going() -> None:
    hands = ([card("piruli", 1), card("colacion", 4)], [card("chocolate", 1)])
    state = landed(game_with_hands(hands), LANDING)
    state, _ = play(state, PlaceCard(0, card("colacion", 4).id))
    state = collect(state, 1, card("chocolate", 1), 2)
    assert state.phase is Phase.GRABBING


def test_the_round_ends_after_the_20_second_round_limit() -> None:
    state = landed(game_with_hands(([card("piruli", 1)], [card("colacion", 1)])), LANDING)
    state = apply(state, RoundClock(19.99)).state
    assert state.phase is Phase.GRABBING
    outcome = apply(state, RoundClock(20.0))
    assert RoundEnded(1, RoundEndReason.TIME_UP) in outcome.events


def test_the_round_clock_only_runs_during_the_grab() -> None:
    state = game_with_hands(([card("piruli", 1)], [card("colacion", 1)]))
    assert apply(state, RoundClock(25.0)).state == state
    rolling = apply(state, ThrowDice(0)).state
    assert apply(rolling, RoundClock(25.0)).state == rolling


def test_cards_with_dice_go_to_their_owners_victory_piles() -> None:
    hands = ([card("piruli", 1), card("colacion", 3)], [card("chocolate", 4), card("dulce", 1)])
    state = landed(game_with_hands(hands), LANDING)
    state = collect(state, 0, card("piruli", 1), 0)
    state = collect(state, 1, card("chocolate", 4), 2)
    state, events = play(state, RoundClock(20.0))
    assert CardsBanked(0, (card("piruli", 1),)) in events
    assert CardsBanked(1, (card("chocolate", 4),)) in events
    assert state.players[0].victory == (card("piruli", 1),)
    assert state.players[1].victory == (card("chocolate", 4),)
    assert all(player.collected == () for player in state.players)


def test_a_placed_card_that_got_no_die_returns_to_the_hand_when_the_round_ends() -> None:
    hands = ([card("piruli", 1), card("colacion", 3)], [card("chocolate", 4)])
    state = landed(game_with_hands(hands), LANDING)
    state, _ = play(state, PlaceCard(0, card("colacion", 3).id), GrabDie(0, 1))
    state, events = play(state, RoundClock(20.0))
    assert DieReleased(0, 1) in events
    assert CardReturned(0, card("colacion", 3)) in events
    assert card("colacion", 3) in state.players[0].hand
    assert state.players[0].holding is None
    assert state.dice[1].place is DiePlace.TABLE
