"""Wall Street, Restricted and Laissez Faire, one test per rule sentence."""

from __future__ import annotations

from candy_arcade.core.geometry import Vec2
from candy_arcade.rules.candy.events import EventKind
from candy_arcade.rules.candy.reasons import CandyReason
from candy_arcade.rules.candy.settings import CandySettings
from candy_arcade.sim.candy.session import Phase
from candy_arcade.sim.intents import IDLE, PlayerIntent

from .scripting import (
    grab_top_card,
    kinds,
    new_session,
    place_hand,
    reason_of,
    stash_cards,
    step_one,
    top_pool_card,
)

RIGHT = Vec2(1.0, 0.0)


def test_restricted_each_player_has_a_left_and_a_right_hand() -> None:
    session = new_session(players=3, variants="restricted")
    for player in range(3):
        right, left = session.hands_by_player[player]
        assert (right.side, left.side) == (0, 1)
        assert right.shoulder != left.shoulder
    assert len(session.all_hands) == 6


def test_restricted_one_hand_is_active_at_a_time() -> None:
    session = new_session(variants="restricted")
    right, left = session.hands_by_player[0]
    start_right, start_left = right.position, left.position
    for _ in range(10):
        step_one(session, 0, PlayerIntent(direction=RIGHT))
    assert right.position.distance(start_right) > 50
    assert left.position == start_left
    assert session.active_hands(0) == (right,)


def test_restricted_a_button_switches() -> None:
    session = new_session(variants="restricted")
    right, left = session.hands_by_player[0]
    events = step_one(session, 0, PlayerIntent(switch_hand=True))
    assert kinds(events) == [EventKind.SWITCH_HAND] and events[0].detail == "left"
    start_right, start_left = right.position, left.position
    for _ in range(10):
        step_one(session, 0, PlayerIntent(direction=RIGHT))
    assert right.position == start_right
    assert left.position.distance(start_left) > 50


def test_restricted_a_card_stays_in_the_hand_that_was_switched_away_from() -> None:
    session = new_session(variants="restricted")
    card = grab_top_card(session, 0)
    step_one(session, 0, PlayerIntent(switch_hand=True))
    second = top_pool_card(session)
    place_hand(session, 0, second.position, side=1)
    events = step_one(session, 0, PlayerIntent(grab=True))
    assert kinds(events) == [EventKind.GRAB]
    assert session.hands_by_player[0][0].held == card
    assert session.hands_by_player[0][1].held == second.index


def test_switching_needs_wall_street_restricted() -> None:
    for variants, reason in (
        ("", CandyReason.ONE_HAND_ONLY),
        ("laissez-faire", CandyReason.BOTH_HANDS_ACTIVE),
        ("restricted,laissez-faire", CandyReason.BOTH_HANDS_ACTIVE),
    ):
        session = new_session(variants=variants)
        events = step_one(session, 0, PlayerIntent(switch_hand=True))
        assert kinds(events) == [EventKind.REFUSED] and reason_of(events[0]) is reason


def test_laissez_faire_both_hands_are_active_at_once() -> None:
    session = new_session(variants="laissez-faire")
    right, left = session.hands_by_player[0]
    start_right, start_left = right.position, left.position
    for _ in range(10):
        step_one(session, 0, PlayerIntent(direction=RIGHT, second_direction=Vec2(0.0, 1.0)))
    assert right.x - start_right.x > 50 and abs(right.y - start_right.y) < 1e-6
    assert left.y - start_left.y > 50 and abs(left.x - start_left.x) < 1e-6
    assert session.active_hands(0) == (right, left)


def test_laissez_faire_hands_each_hold_one_card() -> None:
    session = new_session(variants="laissez-faire")
    first = grab_top_card(session, 0, side=0)
    second = grab_top_card(session, 0, side=1)
    right, left = session.hands_by_player[0]
    assert (right.held, left.held) == (first, second)
    for field in ("grab", "second_grab"):
        events = step_one(session, 0, PlayerIntent(**{field: True}))
        assert (
            kinds(events) == [EventKind.REFUSED] and reason_of(events[0]) is CandyReason.HAND_FULL
        )


def test_laissez_faire_stuck_cards_at_the_end_can_make_8() -> None:
    session = new_session(variants="laissez-faire", timer=180)
    stash_cards(session, 0, CandySettings().stash_limit)
    grab_top_card(session, 0, side=0)
    grab_top_card(session, 0, side=1)
    stuck = []
    while session.phase is Phase.PLAYING:
        stuck += [e for e in session.step([IDLE, IDLE]) if e.kind is EventKind.STUCK]
    assert len(stuck) == 2
    assert len(session.stashes[0]) == 8


def test_a_second_hand_is_refused_without_laissez_faire() -> None:
    session = new_session(variants="restricted")
    events = step_one(session, 0, PlayerIntent(second_grab=True))
    assert (
        kinds(events) == [EventKind.REFUSED] and reason_of(events[0]) is CandyReason.NO_SECOND_HAND
    )
