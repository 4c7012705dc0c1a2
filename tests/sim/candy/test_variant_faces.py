"""Flipper and I Can See For Miles: which cards lie face up."""

from __future__ import annotations

from candy_arcade.core.geometry import Vec2
from candy_arcade.rules.candy.events import EventKind
from candy_arcade.sim.candy.session import CardPlace
from candy_arcade.sim.intents import IDLE, PlayerIntent

from .scripting import grab_top_card, kinds, new_session, place_hand, stash_cards, step_one


def test_flipper_a_returned_card_lands_face_up() -> None:
    session = new_session(variants="flipper")
    assert not any(card.face_up for card in session.cards)
    card = grab_top_card(session)
    place_hand(session, 0, session.geometry.pool.center + Vec2(120, 40))
    events = step_one(session, 0, PlayerIntent(drop=True))
    assert kinds(events) == [EventKind.RETURN]
    assert session.cards[card].place is CardPlace.POOL and session.cards[card].face_up


def test_flipper_cards_dropped_by_a_touch_land_face_up_too() -> None:
    session = new_session(variants="flipper")
    first = grab_top_card(session, 0)
    second = grab_top_card(session, 1)
    meet = session.geometry.pool.center
    place_hand(session, 0, meet)
    place_hand(session, 1, meet + Vec2(10.0, 0.0))
    assert EventKind.TOUCH in kinds(session.step([IDLE, IDLE]))
    assert session.cards[first].face_up and session.cards[second].face_up


def test_flipper_a_face_up_card_grabbed_again_is_in_a_hand_and_stashed_face_down() -> None:
    session = new_session(variants="flipper")
    card = grab_top_card(session)
    place_hand(session, 0, session.geometry.pool.center)
    step_one(session, 0, PlayerIntent(drop=True))
    assert grab_top_card(session) == card
    place_hand(session, 0, session.geometry.seats[0].stash.center)
    step_one(session, 0, PlayerIntent(drop=True))
    assert session.cards[card].place is CardPlace.STASH and not session.cards[card].face_up


def test_without_flipper_returns_stay_face_down() -> None:
    session = new_session()
    card = grab_top_card(session)
    place_hand(session, 0, session.geometry.pool.center)
    step_one(session, 0, PlayerIntent(drop=True))
    assert not session.cards[card].face_up


def test_see_for_miles_all_stashes_are_face_up() -> None:
    session = new_session(players=3, variants="see-for-miles")
    assert session.stashes_face_up
    for player in range(3):
        stash_cards(session, player, 2)
    stashed = [session.cards[i] for stash in session.stashes for i in stash]
    assert len(stashed) == 6 and all(card.face_up for card in stashed)
    assert not any(card.face_up for card in session.cards if card.place is CardPlace.POOL)


def test_see_for_miles_an_unstashed_card_is_held_not_shown() -> None:
    session = new_session(variants="see-for-miles")
    (card,) = stash_cards(session, 0, 1)
    place_hand(session, 0, session.cards[card].position)
    events = step_one(session, 0, PlayerIntent(grab=True))
    assert kinds(events) == [EventKind.UNSTASH] and not session.cards[card].face_up
