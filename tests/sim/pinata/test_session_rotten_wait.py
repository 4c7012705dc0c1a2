"""Rules page, "A round" and "Rotten candy", as the real-time table plays them: a card
waits while any die shows its candy, rotten or not; its owner takes it back on purpose
(drop) or spoils it with a rotten die; the table takes it back by itself only once no
die on the table shows its candy."""

from __future__ import annotations

from candy_arcade.core.geometry import Vec2
from candy_arcade.rules.pinata import Card
from candy_arcade.rules.pinata.events import CardRotten, CardTakenBack, Reason
from candy_arcade.rules.pinata.state import DiePlace
from candy_arcade.sim.pinata.session import TAKE_BACK_TICKS, PinataSession
from candy_arcade.sim.pinata.session_events import Refusal
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
)

FACES = ["dulce", "paleta", "piruli", "chocolate", "tamarindo", "colacion", "chocolate"]
"""The green die (6) shows chocolate: chocolate is rotten, and so is white die 3."""
CHOCOLATE_4 = card("chocolate", 4)
CHOCOLATE_2 = card("chocolate", 2)


def taken_back(events: list[object]) -> list[CardTakenBack]:
    return [event for event in events if isinstance(event, CardTakenBack)]


def near(session: PinataSession, player: int, step: float) -> Vec2:
    """A spot in front of the palm's rest, ``step`` units further in."""
    seat = session.seats[player]
    return seat.rest + seat.inward * step


def lay_first_card(session: PinataSession, player: int) -> None:
    move_to(session, player, session.seats[player].rest)
    grab(session, player)
    assert session.state.players[player].waiting is not None


def rotten_wait(player_one: list[Card] | None = None) -> PinataSession:
    """Player 0 has laid a chocolate card: only rotten dice (3 and the green) show it."""
    session = session_with()
    hands = [[CHOCOLATE_4, card("dulce", 1)], player_one or [card("tamarindo", 3)]]
    land(session, FACES, hands)
    lay_first_card(session, 0)
    return session


def test_a_card_only_rotten_dice_show_the_candy_of_waits_instead_of_going_back() -> None:
    session = rotten_wait()
    events = run(session, TAKE_BACK_TICKS * 3)
    assert taken_back(events) == []
    assert session.state.players[0].waiting == CHOCOLATE_4


def test_its_owner_takes_the_waiting_card_back_on_purpose_with_drop() -> None:
    session = rotten_wait()
    events = drop(session, 0)
    assert taken_back(events) == [CardTakenBack(0, CHOCOLATE_4)]
    assert CHOCOLATE_4 in session.state.players[0].hand


def test_a_card_a_good_die_can_still_reach_is_not_taken_back_on_purpose() -> None:
    session = session_with()
    land(session, FACES, [[card("dulce", 1)], [card("tamarindo", 3)]])
    lay_first_card(session, 0)
    events = drop(session, 0)
    assert [e.refusal.reason for e in events if isinstance(e, Refusal)] == [
        Reason.MATCHING_DIE_LEFT
    ]


def test_claiming_a_rotten_die_on_the_waiting_card_discards_the_card() -> None:
    session = rotten_wait()
    put_die(session, 3, near(session, 0, 40))
    move_to(session, 0, session.die_position(3))
    grab(session, 0)
    move_to(session, 0, session.seats[0].card_spot)
    events = drop(session, 0)
    assert [e for e in events if isinstance(e, CardRotten)] == [CardRotten(0, CHOCOLATE_4, 3)]
    assert session.state.discarded == (CHOCOLATE_4,)
    assert session.state.dice[3].place is DiePlace.GONE


def test_claiming_the_green_die_on_the_waiting_card_discards_the_card() -> None:
    session = rotten_wait()
    put_die(session, GREEN, near(session, 0, 40))
    move_to(session, 0, session.die_position(GREEN))
    grab(session, 0)
    move_to(session, 0, session.seats[0].card_spot)
    events = drop(session, 0)
    assert [e for e in events if isinstance(e, CardRotten)] == [CardRotten(0, CHOCOLATE_4, GREEN)]
    assert session.state.dice[GREEN].place is DiePlace.GONE


def test_the_card_goes_back_by_itself_once_no_die_on_the_table_shows_its_candy() -> None:
    """Player 1 spoils a chocolate card of their own with die 3, then holds the green die:
    no chocolate die is left on the table for player 0's card."""
    session = rotten_wait([CHOCOLATE_2, card("tamarindo", 3)])
    lay_first_card(session, 1)
    for die in (3, GREEN):
        put_die(session, die, near(session, 1, 40))
        move_to(session, 1, session.die_position(die))
        grab(session, 1)
        if die == 3:
            move_to(session, 1, session.seats[1].card_spot)
            drop(session, 1)
            lay_first_card(session, 1)
    assert session.state.discarded == (CHOCOLATE_2,)
    assert session.state.players[1].holding == GREEN
    events = run(session, TAKE_BACK_TICKS + 1)
    assert taken_back(events) == [CardTakenBack(0, CHOCOLATE_4)]
