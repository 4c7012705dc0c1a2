"""The rules page's sentences, played by scripted hands on the real-time session.

Each test drives palms with intents only (move, grab, drop), as a device or bot would,
and checks the rule in its own words. Faces and hands are set after the landing so
the table holds the dice the sentence needs.
"""

from __future__ import annotations

from candy_arcade.core.refusal import Reason as RefusalReason
from candy_arcade.rules.pinata.events import (
    CardCollected,
    CardDrawn,
    CardPlaced,
    CardRotten,
    CardTakenBack,
    DieGrabbed,
    DieRefused,
    DieReleased,
    Reason,
    RoundEnded,
    RoundEndReason,
    StickPassed,
)
from candy_arcade.rules.pinata.state import DiePlace, Phase
from candy_arcade.sim.intents import PlayerIntent
from candy_arcade.sim.pinata.palms import GRAB_REACH
from candy_arcade.sim.pinata.session import ROUND_PAUSE_TICKS, TAKE_BACK_TICKS
from candy_arcade.sim.pinata.session_events import CardChosen, Refusal
from tests.sim.pinata.test_session_scenarios import (
    GREEN,
    card,
    drop,
    grab,
    land,
    move_to,
    put_die,
    run,
    session_with,
    step,
)

FACES = ["dulce", "paleta", "piruli", "chocolate", "tamarindo", "colacion", "chocolate"]
"""Die 0 shows dulce, die 1 paleta, ...; the green die (6) shows chocolate, so chocolate
is rotten and white die 3 is rotten too."""


def of_type(events: list[object], kind: type) -> list[object]:
    return [event for event in events if isinstance(event, kind)]


def refusals(events: list[object]) -> list[RefusalReason]:
    """The reason codes of the hands' refusals among ``events``."""
    return [event.refusal.reason for event in events if isinstance(event, Refusal)]


def place_chosen(session, player: int) -> list[object]:  # type: ignore[no-untyped-def]
    move_to(session, player, session.seats[player].rest)
    return grab(session, player)


def fetch(session, player: int, die: int) -> list[object]:  # type: ignore[no-untyped-def]
    """Move the palm over a die and grab it."""
    move_to(session, player, session.die_position(die))
    return grab(session, player)


def deliver(session, player: int) -> list[object]:  # type: ignore[no-untyped-def]
    move_to(session, player, session.seats[player].card_spot)
    return drop(session, player)


def test_a_player_first_places_a_card_and_only_then_may_take_a_die() -> None:
    session = session_with()
    land(session, FACES, [[card("dulce", 1), card("paleta", 2)], [card("tamarindo", 3)]])
    events = fetch(session, 0, 0)
    assert Reason.NO_CARD_PLACED in refusals(events)
    assert session.state.dice[0].place is DiePlace.TABLE
    events = place_chosen(session, 0)
    assert [event.card for event in of_type(events, CardPlaced)] == [card("dulce", 1)]
    events = fetch(session, 0, 0)
    assert of_type(events, DieGrabbed) == [DieGrabbed(0, 0)]
    events = deliver(session, 0)
    assert of_type(events, CardCollected) == [CardCollected(0, card("dulce", 1), 0)]
    assert session.state.dice[0].place is DiePlace.CARD


def test_only_one_placed_card_waits_for_a_die_at_a_time() -> None:
    session = session_with()
    land(session, FACES, [[card("dulce", 1), card("paleta", 2)], [card("tamarindo", 3)]])
    place_chosen(session, 0)
    for _ in range(3):
        events = drop(session, 0) + grab(session, 0)
        assert not of_type(events, CardPlaced)
        assert not of_type(events, CardChosen)
    player = session.state.players[0]
    assert player.waiting == card("dulce", 1)
    assert player.hand == (card("paleta", 2),)


def test_drop_chooses_the_next_card_and_grab_at_home_lays_it() -> None:
    session = session_with()
    hand = [card("dulce", 1), card("paleta", 2), card("piruli", 3)]
    land(session, FACES, [hand, [card("tamarindo", 3)]])
    chosen = drop(session, 0) + drop(session, 0)
    assert [event.card_id for event in of_type(chosen, CardChosen)] == [hand[1].id, hand[2].id]
    events = place_chosen(session, 0)
    assert of_type(events, CardPlaced) == [CardPlaced(0, hand[2])]


def test_a_pointer_grab_over_a_card_of_the_hand_chooses_and_lays_that_card() -> None:
    session = session_with()
    hand = [card("dulce", 1), card("paleta", 2), card("piruli", 3)]
    land(session, FACES, [hand, [card("tamarindo", 3)]])
    seat = session.seats[0]
    move_to(session, 0, seat.rest)
    over_card = seat.hand_card_position(1, len(hand))
    events = step(session, {0: PlayerIntent(target=over_card, grab=True)})
    assert of_type(events, CardPlaced) == [CardPlaced(0, hand[1])]


def test_a_card_clicked_in_the_hand_is_laid_when_the_palm_gets_home() -> None:
    session = session_with()
    hand = [card("dulce", 1), card("paleta", 2), card("piruli", 3)]
    land(session, FACES, [hand, [card("tamarindo", 3)]])
    move_to(session, 0, session.table.centre)
    seat = session.seats[0]
    over_card = seat.hand_card_position(2, len(hand))
    events = step(session, {0: PlayerIntent(target=over_card, grab=True)})
    assert not of_type(events, CardPlaced)
    for _ in range(60):
        events += step(session, {0: PlayerIntent(target=over_card)})
    assert of_type(events, CardPlaced) == [CardPlaced(0, hand[2])]


def test_a_card_is_laid_only_with_the_palm_at_home() -> None:
    session = session_with()
    land(session, FACES, [[card("dulce", 1)], [card("tamarindo", 3)]])
    move_to(session, 0, session.table.centre)
    events = grab(session, 0)
    assert not of_type(events, CardPlaced)
    assert session.state.players[0].waiting is None
    assert session.laying_card(0) == card("dulce", 1), "it waits for the palm to get home"


def test_a_die_is_held_by_one_hand_at_a_time_and_the_first_grab_has_it() -> None:
    session = session_with()
    land(session, FACES, [[card("dulce", 1)], [card("dulce", 2)]])
    place_chosen(session, 0)
    place_chosen(session, 1)
    die = session.die_position(0)
    move_to(session, 0, die)
    move_to(session, 1, die)
    events = step(session, {0: PlayerIntent(grab=True), 1: PlayerIntent(grab=True)})
    grabbed = of_type(events, DieGrabbed)
    assert len(grabbed) == 1
    winner = grabbed[0].player
    assert refusals(events) == [Reason.DIE_HELD]
    assert session.state.dice[0].player == winner
    assert session.state.players[1 - winner].holding is None


def test_a_hand_holds_one_die_at_a_time() -> None:
    session = session_with()
    land(session, FACES, [[card("dulce", 1)], [card("tamarindo", 3)]])
    place_chosen(session, 0)
    fetch(session, 0, 0)
    events = fetch(session, 0, 1)
    assert Reason.HAND_FULL in refusals(events)
    assert session.state.players[0].holding == 0


def test_a_die_that_does_not_match_the_card_is_refused_and_drops_back_on_the_table() -> None:
    session = session_with()
    land(session, FACES, [[card("dulce", 1)], [card("tamarindo", 3)]])
    place_chosen(session, 0)
    fetch(session, 0, 1)
    events = deliver(session, 0)
    assert of_type(events, DieRefused) == [DieRefused(0, 1, card("dulce", 1))]
    assert session.state.dice[1].place is DiePlace.TABLE
    assert session.dice is not None and session.dice.is_on_table(1)
    assert session.die_position(1).distance(session.palms[0].position) < GRAB_REACH
    assert session.state.players[0].waiting == card("dulce", 1)


def test_a_die_let_go_away_from_the_card_lies_on_the_table_where_it_was_dropped() -> None:
    session = session_with()
    land(session, FACES, [[card("dulce", 1)], [card("tamarindo", 3)]])
    place_chosen(session, 0)
    fetch(session, 0, 0)
    move_to(session, 0, session.table.centre)
    events = drop(session, 0)
    assert of_type(events, DieReleased) == [DieReleased(0, 0)]
    assert session.die_position(0).distance(session.table.centre) < 1.0


def test_a_player_takes_the_card_back_when_no_die_is_left_for_it() -> None:
    session = session_with()
    hand = [card("tamarindo", 1), card("dulce", 1)]
    faces = ["dulce"] * 6 + ["piruli"]
    land(session, faces, [hand, [card("dulce", 3)]])
    place_chosen(session, 0)
    events = drop(session, 0)
    assert of_type(events, CardTakenBack) == [CardTakenBack(0, hand[0])]
    assert set(session.state.players[0].hand) == set(hand)


def test_a_card_is_not_taken_back_while_a_matching_die_is_there() -> None:
    session = session_with()
    land(session, FACES, [[card("dulce", 1)], [card("tamarindo", 3)]])
    place_chosen(session, 0)
    events = drop(session, 0)
    assert refusals(events) == [Reason.MATCHING_DIE_LEFT]


def test_a_card_no_die_can_reach_goes_back_to_the_hand_by_itself() -> None:
    session = session_with()
    faces = ["dulce"] * 6 + ["piruli"]
    land(session, faces, [[card("tamarindo", 1), card("dulce", 1)], [card("dulce", 3)]])
    place_chosen(session, 0)
    events = run(session, TAKE_BACK_TICKS + 1)
    assert of_type(events, CardTakenBack) == [CardTakenBack(0, card("tamarindo", 1))]


def near_home(session, player: int):  # type: ignore[no-untyped-def]
    """A spot just in front of the palm's rest: the rotten die is put there so the
    palm fetches it in a few ticks."""
    seat = session.seats[player]
    return seat.rest + seat.inward * 40


def test_the_green_die_is_rotten_its_card_is_discarded_and_it_leaves_the_table() -> None:
    session = session_with()
    land(session, FACES, [[card("chocolate", 4)], [card("dulce", 3)]])
    put_die(session, GREEN, near_home(session, 0))
    place_chosen(session, 0)
    fetch(session, 0, GREEN)
    events = deliver(session, 0)
    assert of_type(events, CardRotten) == [CardRotten(0, card("chocolate", 4), GREEN)]
    assert card("chocolate", 4) in session.state.discarded
    assert session.state.dice[GREEN].place is DiePlace.GONE
    assert session.dice is not None and not session.dice.is_on_table(GREEN)


def test_a_white_die_showing_the_rotten_candy_spoils_the_card_too() -> None:
    session = session_with()
    land(session, FACES, [[card("chocolate", 4)], [card("dulce", 3)]])
    put_die(session, 3, near_home(session, 0))
    place_chosen(session, 0)
    fetch(session, 0, 3)
    events = deliver(session, 0)
    assert of_type(events, CardRotten) == [CardRotten(0, card("chocolate", 4), 3)]
    assert session.state.players[0].victory == ()


def test_the_round_ends_when_all_dice_are_collected() -> None:
    session = session_with(youngest=True, round_limit=120.0)
    cards = [card("dulce", points, nth) for points in (1, 2, 3) for nth in (0, 1)]
    land(session, ["dulce"] * 6, [[*cards, card("piruli", 1)], [card("paleta", 1)]])
    events: list[object] = []
    for die in range(6):
        place_chosen(session, 0)
        fetch(session, 0, die)
        events += deliver(session, 0)
    ended = of_type(events, RoundEnded)
    assert [event.reason for event in ended] == [RoundEndReason.ALL_COLLECTED]
    assert len(session.state.players[0].victory) == 6


def test_the_round_ends_when_nobody_can_collect_the_remaining_dice() -> None:
    session = session_with()
    land(session, ["dulce"] * 7, [[card("paleta", 1)], [card("piruli", 1)]])
    events = run(session, 1)
    assert [event.reason for event in of_type(events, RoundEnded)] == [
        RoundEndReason.NOBODY_CAN_COLLECT
    ]


def test_the_round_ends_after_its_time_limit() -> None:
    session = session_with(round_limit=1.0)
    land(session, FACES, [[card("dulce", 1)], [card("paleta", 2)]])
    events = run(session, 61)
    assert [event.reason for event in of_type(events, RoundEnded)] == [RoundEndReason.TIME_UP]
    assert session.phase is Phase.ROUND_OVER


def test_cards_with_dice_go_to_their_owners_victory_piles_at_the_round_end() -> None:
    session = session_with(round_limit=30.0)
    land(session, FACES, [[card("dulce", 4), card("piruli", 1)], [card("paleta", 2)]])
    place_chosen(session, 0)
    fetch(session, 0, 0)
    deliver(session, 0)
    assert session.state.players[0].victory == ()
    run(session, 30 * 60)
    assert session.state.players[0].victory == (card("dulce", 4),)


def test_the_stick_passes_clockwise_and_every_player_draws_one_card() -> None:
    session = session_with(players=3, round_limit=1.0)
    hands = [[card("dulce", 1), card("paleta", 1)], [card("piruli", 1)], [card("tamarindo", 1)]]
    land(session, FACES, hands)
    events = run(session, 61 + ROUND_PAUSE_TICKS)
    assert of_type(events, StickPassed) == [StickPassed(1)]
    assert sorted(event.player for event in of_type(events, CardDrawn)) == [0, 1, 2]
    assert [len(player.hand) for player in session.state.players] == [3, 2, 2]
    assert session.phase is Phase.AWAITING_THROW
    assert session.dice is None
    assert session.state.stick_holder == 1


def test_the_game_ends_when_a_player_has_no_cards_in_hand() -> None:
    session = session_with(round_limit=5.0)
    land(session, FACES, [[card("dulce", 3)], [card("paleta", 2), card("piruli", 1)]])
    place_chosen(session, 0)
    fetch(session, 0, 0)
    deliver(session, 0)
    run(session, 5 * 60)
    assert session.over
    assert session.state.players[0].victory == (card("dulce", 3),)
    assert run(session, 5) == []
