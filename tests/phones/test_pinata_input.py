"""A phone seat's taps and swipes at Piñata Blast, tick by tick: a tapped card is laid
wherever the hand is (the palm walking home at the one speed cap), the touch pad and
DROP stay the player's, and a swipe waits for the dice to be ready in the hand."""

from __future__ import annotations

from candy_arcade.core.clock import TICK_SECONDS
from candy_arcade.core.geometry import Vec2
from candy_arcade.phones.pinata_input import PhonePinataHand
from candy_arcade.phones.protocol import Lay, Swipe
from candy_arcade.rules.pinata.events import CardPlaced, DiceThrown
from candy_arcade.sim.candy.table import HAND_SPEED
from candy_arcade.sim.intents import IDLE, PlayerIntent
from candy_arcade.sim.pinata.session import PinataSession
from candy_arcade.sim.pinata.session_events import Refusal, SessionEvent, TableReason
from tests.sim.pinata.test_session_laying import HAND, table_of
from tests.sim.pinata.test_session_scenarios import move_to, session_with, step

THUMB_OFF = PlayerIntent(direction=Vec2(0.0, 0.0))
"""What a phone's touch pad sends with no thumb on it: a stick at rest."""


def _tick(
    hand: PhonePinataHand,
    session: PinataSession,
    gestures: list[Lay | Swipe] | None = None,
    base: PlayerIntent = THUMB_OFF,
) -> tuple[PlayerIntent, list[SessionEvent]]:
    intent = hand.intent(base, gestures or [], session, 0)
    return intent, session.step([intent, *[IDLE] * (session.players - 1)])


def _placed(events: list[SessionEvent]) -> list[CardPlaced]:
    return [event for event in events if isinstance(event, CardPlaced)]


def test_a_card_tapped_at_home_is_laid_on_that_tick() -> None:
    session, hand = table_of(2, 0), PhonePinataHand()
    _, events = _tick(hand, session, [Lay(HAND[4].id)])
    assert _placed(events) == [CardPlaced(0, HAND[4])]


def test_a_card_tapped_from_across_the_table_is_laid_once_the_palm_walks_home_at_the_cap() -> None:
    session, hand = table_of(4, 0), PhonePinataHand()
    move_to(session, 0, session.seats[2].rest)
    _tick(hand, session, [Lay(HAND[0].id)])
    assert session.laying[0] == HAND[0].id
    cap = HAND_SPEED * TICK_SECONDS + 1e-9
    for _ in range(600):
        before = session.palms[0].position
        _, events = _tick(hand, session)
        assert session.palms[0].position.distance(before) <= cap
        if _placed(events):
            break
    assert session.state.players[0].waiting == HAND[0]
    assert session.seats[0].is_home(session.palms[0].position)


def test_the_touch_pad_steers_over_a_walk_home_and_the_walk_goes_on_when_the_thumb_lifts() -> None:
    session, hand = table_of(2, 0), PhonePinataHand()
    move_to(session, 0, session.table.centre)
    _tick(hand, session, [Lay(HAND[1].id)])
    steering = PlayerIntent(direction=Vec2(1.0, 0.0))
    intent, _ = _tick(hand, session, base=steering)
    assert intent == steering
    intent, _ = _tick(hand, session)
    assert intent.direction is None and intent.target is not None


def test_drop_calls_the_walk_off_and_the_palm_rests_again() -> None:
    session, hand = table_of(2, 0), PhonePinataHand()
    move_to(session, 0, session.table.centre)
    _tick(hand, session, [Lay(HAND[1].id)])
    _, events = _tick(hand, session, base=PlayerIntent(direction=Vec2(0.0, 0.0), drop=True))
    assert Refusal.because(0, TableReason.LAYING_CALLED_OFF) in events
    intent, _ = _tick(hand, session)
    assert intent == THUMB_OFF


def test_a_card_no_longer_in_the_hand_taps_nothing() -> None:
    session, hand = table_of(2, 0), PhonePinataHand()
    intent, events = _tick(hand, session, [Lay(71)])
    assert intent == THUMB_OFF and not _placed(events)


def test_a_swipe_sent_while_the_dice_come_to_hand_is_thrown_once_they_are_ready() -> None:
    session, hand = session_with(), PhonePinataHand()
    assert not session.throw_ready
    thrown: list[SessionEvent] = []
    _tick(hand, session, [Swipe(0.0, 0.8)])
    for _ in range(120):
        _, events = _tick(hand, session)
        thrown += [event for event in events if isinstance(event, DiceThrown)]
        if thrown:
            break
    assert thrown == [DiceThrown(0)]
    assert session.dice is not None and abs(session.dice.power - 0.8) < 1e-9


def test_a_swipe_from_a_player_without_the_stick_is_forgotten() -> None:
    session = session_with()
    while not session.throw_ready:
        step(session)
    hand = PhonePinataHand()
    intent = hand.intent(THUMB_OFF, [Swipe(0.0, 1.0)], session, 1)
    assert intent == THUMB_OFF and hand.swipe is None
