"""Snitch, one test per rule sentence, with scripted intents."""

from __future__ import annotations

from candy_arcade.rules.candy.events import EventKind
from candy_arcade.rules.candy.reasons import CandyReason
from candy_arcade.rules.candy.tokens import SNITCH
from candy_arcade.sim.candy.session import CardPlace
from candy_arcade.sim.intents import PlayerIntent

from .scripting import (
    all_places,
    face_to_face,
    grab_top_card,
    kinds,
    new_session,
    place_hand,
    reason_of,
    stash_cards,
    step_one,
    top_pool_card,
)


def snitch_session(players: int = 2, seed: int = 1) -> tuple:  # type: ignore[type-arg]
    session = new_session(players=players, seed=seed, variants="snitch")
    holder = session.tokens[0].holder
    return session, holder, (holder + 1) % players


def test_as_blocker_its_holder_may_not_touch_any_card() -> None:
    session, holder, _ = snitch_session()
    assert session.tokens[0].kind == SNITCH
    place_hand(session, holder, top_pool_card(session).position)
    events = step_one(session, holder, PlayerIntent(grab=True))
    assert kinds(events) == [EventKind.REFUSED] and reason_of(events[0]) is CandyReason.TOKEN_HOLDER


def test_passing_the_snitch_takes_one_random_card_from_the_receivers_stash_into_your_hand() -> None:
    session, holder, receiver = snitch_session()
    stashed = stash_cards(session, receiver, 4)
    face_to_face(session, holder, receiver)
    events = step_one(session, holder, PlayerIntent(pass_token=True))
    assert kinds(events) == [EventKind.TOKEN_PASS]
    taken = events[0].card_index
    assert taken in stashed
    assert session.hands[holder].held == taken
    assert session.cards[taken].place is CardPlace.HAND
    assert len(session.stashes[receiver]) == 3 and taken not in session.stashes[receiver]
    assert session.tokens[0].holder == receiver
    assert all_places(session) == list(range(52))


def test_the_card_taken_is_random_but_replays_from_the_seed() -> None:
    taken = []
    for seed in range(12):
        session, holder, receiver = snitch_session(seed=seed)
        stash_cards(session, receiver, 5)
        order = list(session.stashes[receiver])
        face_to_face(session, holder, receiver)
        events = step_one(session, holder, PlayerIntent(pass_token=True))
        taken.append(order.index(events[0].card_index))
    assert len(set(taken)) >= 3


def test_passing_to_an_empty_stash_takes_nothing() -> None:
    session, holder, receiver = snitch_session()
    face_to_face(session, holder, receiver)
    events = step_one(session, holder, PlayerIntent(pass_token=True))
    assert kinds(events) == [EventKind.TOKEN_PASS] and events[0].card_index is None
    assert session.hands[holder].held is None


def test_a_palms_down_player_cannot_receive_the_snitch() -> None:
    session, holder, receiver = snitch_session()
    stash_cards(session, receiver, 2)
    step_one(session, receiver, PlayerIntent(palms_down=True))
    face_to_face(session, holder, receiver)
    events = step_one(session, holder, PlayerIntent(pass_token=True))
    assert kinds(events) == [EventKind.REFUSED]
    assert reason_of(events[0]) is CandyReason.SNITCH_TO_PALMS_DOWN
    assert session.tokens[0].holder == holder and len(session.stashes[receiver]) == 2


def test_the_snitch_cannot_go_back_to_the_one_who_passed_it() -> None:
    session, holder, receiver = snitch_session()
    face_to_face(session, holder, receiver)
    step_one(session, holder, PlayerIntent(pass_token=True))
    events = step_one(session, receiver, PlayerIntent(pass_token=True))
    assert (
        kinds(events) == [EventKind.REFUSED]
        and reason_of(events[0]) is CandyReason.TOKEN_CANNOT_GO_BACK
    )


def test_a_full_hand_cannot_pass_the_snitch() -> None:
    session = new_session(players=3, seed=1, variants="snitch")
    holder = session.tokens[0].holder
    receiver = (holder + 1) % 3
    third = (holder + 2) % 3
    stash_cards(session, receiver, 2)
    grab_top_card(session, third)
    face_to_face(session, third, holder)
    step_one(session, holder, PlayerIntent(pass_token=True))
    assert session.tokens[0].holder == third
    face_to_face(session, third, receiver)
    events = step_one(session, third, PlayerIntent(pass_token=True))
    assert (
        kinds(events) == [EventKind.REFUSED]
        and reason_of(events[0]) is CandyReason.SNITCH_NEEDS_EMPTY_HAND
    )
