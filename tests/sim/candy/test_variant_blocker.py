"""Blocker, one test per rule sentence, with scripted intents."""

from __future__ import annotations

from candy_arcade.rules.candy.events import EventKind
from candy_arcade.rules.candy.reasons import CandyReason
from candy_arcade.rules.candy.tokens import BLOCKER
from candy_arcade.sim.intents import PlayerIntent

from .scripting import (
    face_to_face,
    kinds,
    new_session,
    place_hand,
    reason_of,
    step_one,
    top_pool_card,
)


def test_a_token_starts_with_a_random_player() -> None:
    holders = {
        new_session(players=8, seed=seed, variants="blocker").tokens[0].holder for seed in range(30)
    }
    assert len(holders) >= 5
    first, again = (
        new_session(players=8, seed=3, variants="blocker"),
        new_session(players=8, seed=3, variants="blocker"),
    )
    assert first.tokens[0].holder == again.tokens[0].holder
    assert first.tokens[0].kind == BLOCKER and first.tokens[0].passed_by is None


def test_its_holder_may_not_touch_any_card() -> None:
    session = new_session(variants="blocker")
    holder = session.tokens[0].holder
    place_hand(session, holder, top_pool_card(session).position)
    events = step_one(session, holder, PlayerIntent(grab=True))
    assert kinds(events) == [EventKind.REFUSED]
    assert reason_of(events[0]) is CandyReason.TOKEN_HOLDER
    assert events[0].refusal is not None and events[0].refusal.param("token") == "Blocker"
    assert session.hands[holder].held is None


def test_it_may_pass_the_token_to_another_player_aimed_at_their_hand_within_reach() -> None:
    session = new_session(players=3, variants="blocker")
    holder = session.tokens[0].holder
    receiver = (holder + 1) % 3
    face_to_face(session, holder, receiver)
    events = step_one(session, holder, PlayerIntent(pass_token=True))
    assert kinds(events) == [EventKind.TOKEN_PASS]
    assert events[0].players == (holder, receiver) and events[0].detail == BLOCKER
    assert session.tokens[0].holder == receiver and session.tokens[0].passed_by == holder
    place_hand(session, holder, top_pool_card(session).position)
    assert EventKind.GRAB in kinds(step_one(session, holder, PlayerIntent(grab=True)))


def test_a_pass_with_no_hand_within_reach_is_refused() -> None:
    session = new_session(players=3, variants="blocker")
    holder = session.tokens[0].holder
    events = step_one(session, holder, PlayerIntent(pass_token=True))
    assert (
        kinds(events) == [EventKind.REFUSED]
        and reason_of(events[0]) is CandyReason.NO_HAND_IN_REACH
    )
    assert session.tokens[0].holder == holder


def test_the_blocker_cannot_go_back_to_the_one_who_passed_it() -> None:
    session = new_session(players=3, variants="blocker")
    first = session.tokens[0].holder
    second, third = (first + 1) % 3, (first + 2) % 3
    face_to_face(session, first, second)
    step_one(session, first, PlayerIntent(pass_token=True))
    events = step_one(session, second, PlayerIntent(pass_token=True))
    assert kinds(events) == [EventKind.REFUSED]
    assert reason_of(events[0]) is CandyReason.TOKEN_CANNOT_GO_BACK
    assert session.tokens[0].holder == second
    face_to_face(session, second, third)
    events = step_one(session, second, PlayerIntent(pass_token=True))
    assert kinds(events) == [EventKind.TOKEN_PASS] and session.tokens[0].holder == third
    face_to_face(session, third, first)
    events = step_one(session, third, PlayerIntent(pass_token=True))
    assert kinds(events) == [EventKind.TOKEN_PASS] and session.tokens[0].holder == first


def test_only_the_holder_can_pass_and_only_with_the_variant_on() -> None:
    session = new_session(players=2, variants="blocker")
    other = 1 - session.tokens[0].holder
    events = step_one(session, other, PlayerIntent(pass_token=True))
    assert (
        kinds(events) == [EventKind.REFUSED] and reason_of(events[0]) is CandyReason.NO_TOKEN_HELD
    )
    plain = new_session()
    events = step_one(plain, 0, PlayerIntent(pass_token=True))
    assert kinds(events) == [EventKind.REFUSED] and reason_of(events[0]) is CandyReason.NO_TOKENS
