"""Roshambo, one test per rule sentence, with scripted intents."""

from __future__ import annotations

from candy_arcade.core.geometry import Vec2
from candy_arcade.rules.candy.events import EventKind, TableEvent
from candy_arcade.rules.candy.reasons import CandyReason
from candy_arcade.sim.candy.session import CandySession
from candy_arcade.sim.intents import IDLE, PlayerIntent

from .scripting import kinds, new_session, place_hand, reason_of, rest_hand, step_one, top_pool_card

CHALLENGER, GRABBER = 1, 0


def reach_then_lose(session: CandySession, idle_ticks: int = 5) -> tuple[int, list[TableEvent]]:
    """The challenger's empty palm passes over the top card; ``idle_ticks`` later the
    grabber grabs it. Returns the card and the grab's events."""
    card = top_pool_card(session)
    place_hand(session, CHALLENGER, card.position)
    step_one(session, CHALLENGER, IDLE)
    rest_hand(session, CHALLENGER)
    for _ in range(idle_ticks):
        step_one(session, CHALLENGER, IDLE)
    place_hand(session, GRABBER, card.position)
    events = step_one(session, GRABBER, PlayerIntent(grab=True))
    return card.index, events


def duel_session() -> tuple[CandySession, int]:
    session = new_session(variants="roshambo")
    card, _ = reach_then_lose(session)
    events = step_one(session, CHALLENGER, PlayerIntent(challenge=True))
    assert kinds(events) == [EventKind.CHALLENGE]
    return session, card


def test_a_grab_of_the_card_your_empty_hand_was_over_lets_you_challenge() -> None:
    session = new_session(variants="roshambo")
    card, events = reach_then_lose(session)
    assert kinds(events) == [EventKind.GRAB, EventKind.CHALLENGE_CHANCE]
    assert events[1].players == (CHALLENGER, GRABBER) and events[1].card_index == card
    chance = session.chance_for(CHALLENGER)
    assert chance is not None and chance.card == card
    challenge = step_one(session, CHALLENGER, PlayerIntent(challenge=True))
    assert kinds(challenge) == [EventKind.CHALLENGE]
    assert challenge[0].players == (CHALLENGER, GRABBER)
    assert session.duel_of(CHALLENGER) is session.duel_of(GRABBER) is not None


def test_only_within_the_last_0_5_s() -> None:
    session = new_session(variants="roshambo")
    _, events = reach_then_lose(session, idle_ticks=40)
    assert kinds(events) == [EventKind.GRAB]
    refused = step_one(session, CHALLENGER, PlayerIntent(challenge=True))
    assert (
        kinds(refused) == [EventKind.REFUSED]
        and reason_of(refused[0]) is CandyReason.NOTHING_TO_CHALLENGE
    )


def test_you_may_challenge_within_2_s_not_later() -> None:
    session = new_session(variants="roshambo")
    reach_then_lose(session)
    for _ in range(121):
        step_one(session, CHALLENGER, IDLE)
    refused = step_one(session, CHALLENGER, PlayerIntent(challenge=True))
    assert kinds(refused) == [EventKind.REFUSED]


def test_both_pick_in_secret() -> None:
    session, _ = duel_session()
    events = step_one(session, CHALLENGER, PlayerIntent(rps="rock"))
    assert kinds(events) == [EventKind.RPS_PICK]
    assert events[0].detail == "" and events[0].players == (CHALLENGER,)
    again = step_one(session, CHALLENGER, PlayerIntent(rps="paper"))
    assert kinds(again) == [EventKind.REFUSED]


def test_while_they_duel_both_hands_rest() -> None:
    session, _ = duel_session()
    place_hand(session, CHALLENGER, top_pool_card(session).position)
    events = step_one(session, CHALLENGER, PlayerIntent(grab=True))
    assert kinds(events) == [EventKind.REFUSED] and reason_of(events[0]) is CandyReason.IN_DUEL
    start = session.hands[GRABBER].position
    for _ in range(5):
        step_one(session, GRABBER, PlayerIntent(direction=Vec2(1.0, 0.0)))
    assert session.hands[GRABBER].position == start


def test_a_draw_replays() -> None:
    session, _ = duel_session()
    step_one(session, CHALLENGER, PlayerIntent(rps="rock"))
    events = step_one(session, GRABBER, PlayerIntent(rps="rock"))
    assert EventKind.RPS_DRAW in kinds(events) and "draw" in events[-1].detail
    assert session.duel_of(CHALLENGER) is not None


def test_the_winner_gets_the_card_into_their_hand() -> None:
    session, card = duel_session()
    step_one(session, CHALLENGER, PlayerIntent(rps="paper"))
    events = step_one(session, GRABBER, PlayerIntent(rps="rock"))
    result = events[-1]
    assert result.kind is EventKind.RPS_RESULT and result.players == (CHALLENGER, GRABBER)
    assert result.detail == "paper covers rock"
    assert session.hands[CHALLENGER].held == card and session.hands[GRABBER].held is None
    assert session.duel_of(CHALLENGER) is None


def test_the_grabber_winning_keeps_the_card() -> None:
    session, card = duel_session()
    step_one(session, CHALLENGER, PlayerIntent(rps="scissors"))
    events = step_one(session, GRABBER, PlayerIntent(rps="rock"))
    assert events[-1].players == (GRABBER, CHALLENGER)
    assert session.hands[GRABBER].held == card and session.hands[CHALLENGER].held is None


def test_no_pick_within_3_s_picks_at_random() -> None:
    session, _ = duel_session()
    settled: list[EventKind] = []
    for _ in range(181):
        settled += kinds(step_one(session, CHALLENGER, IDLE))
    assert EventKind.RPS_RESULT in settled or EventKind.RPS_DRAW in settled


def test_without_the_variant_challenges_are_refused() -> None:
    session = new_session()
    for intent, reason in (
        (PlayerIntent(challenge=True), CandyReason.NO_CHALLENGES),
        (PlayerIntent(rps="rock"), CandyReason.NO_DUELS),
    ):
        events = step_one(session, 0, intent)
        assert kinds(events) == [EventKind.REFUSED] and reason_of(events[0]) is reason
