"""What a Piñata Blast phone is shown: its own hand in the big screen's candy colours,
buttons named by what they do, and refusals in a phone's words for a few seconds."""

from __future__ import annotations

from typing import Any

from candy_arcade.phones.phone_views import seat_view
from candy_arcade.phones.pinata_view import PhoneRefusals, drop_label, pinata_view
from candy_arcade.rules.pinata.events import CardPlaced
from candy_arcade.sim.pinata.session import PinataSession
from candy_arcade.sim.pinata.session_events import Refusal, TableReason
from tests.sim.pinata.test_session_laying import HAND, table_of
from tests.sim.pinata.test_session_scenarios import grab, move_to, session_with, step


def _view(session: PinataSession, player: int) -> dict[str, Any]:
    seat = seat_view(player, "Ana", "")
    return pinata_view(seat, session.snapshot(), player, session.table, None)


def test_a_phone_is_sent_its_own_hand_and_no_other() -> None:
    session = table_of(2, 0)
    shown = _view(session, 0)
    assert shown["screen"] == "pinata" and shown["controls"] == "grab"
    assert shown["hand"] == [
        {"id": c.id, "candy": "Dulce", "shape": "dulce", "colour": "#0072b2", "points": c.points}
        for c in HAND
    ]
    assert [card["id"] for card in _view(session, 1)["hand"]] == [
        card.id for card in session.state.players[1].hand
    ]


def test_the_youngest_players_cards_show_no_points() -> None:
    session = session_with(youngest=True)
    shown = _view(session, 0)
    assert all(card["points"] is None for card in shown["hand"])
    assert shown["pile"] == "Your pile: 0 cards"


def test_the_stick_holder_gets_the_swipe_area_pointing_at_the_middle() -> None:
    session = session_with()
    while not session.throw_ready:
        step(session)
    shown = _view(session, 0)
    assert shown["controls"] == "throw" and shown["prompt"] == "Your throw!"
    assert shown["toward"] == [0.0, 1.0], "from the bottom seat, straight up the screen"
    assert shown["throw_seconds"] == 8
    assert _view(session, 1)["controls"] == "grab"


def test_the_drop_button_is_named_by_what_it_does() -> None:
    session = table_of(2, 0)
    assert drop_label(session.snapshot(), 0) == "NEXT CARD"
    grab(session, 0)
    assert drop_label(session.snapshot(), 0) == "TAKE CARD BACK"
    session = table_of(2, 0)
    move_to(session, 0, session.table.centre)
    grab(session, 0)
    assert drop_label(session.snapshot(), 0) == "CALL OFF"


def test_a_refusal_is_shown_in_a_phones_words_until_a_move_works_or_time_passes() -> None:
    refusals = PhoneRefusals(ticks_shown=150)
    refusals.note([Refusal.because(0, TableReason.DRAG_BACK)], tick=10)
    assert refusals.shown(0, 100) == {"text": "too soft: swipe faster to throw", "at": 10}
    assert refusals.shown(0, 161) is None, "gone after its time"
    assert refusals.shown(1, 100) is None, "nobody else's"
    refusals.note([Refusal.because(0, TableReason.NO_DIE_UNDER_PALM)], tick=200)
    refusals.note([CardPlaced(0, HAND[0])], tick=201)
    assert refusals.shown(0, 202) is None, "taken down by a move that worked"
