"""I Will Rock You and palms down, one test per rule sentence, with scripted intents."""

from __future__ import annotations

from candy_arcade.core.geometry import Vec2
from candy_arcade.rules.candy.events import EventKind, TableEvent
from candy_arcade.rules.candy.reasons import CandyReason
from candy_arcade.rules.candy.settings import RHYTHM, CandySettings
from candy_arcade.sim.candy.session import CandySession, CardPlace
from candy_arcade.sim.intents import IDLE, PlayerIntent

from .scripting import (
    grab_top_card,
    kinds,
    new_session,
    place_hand,
    reason_of,
    stash_cards,
    step_one,
)


def play_rhythm(session: CandySession, player: int, gap: int = 20) -> list[TableEvent]:
    """Perform the rhythm with ``gap`` idle ticks between beats; returns all events."""
    events: list[TableEvent] = []
    for beat in RHYTHM:
        intent = PlayerIntent(thump=beat == "thump", clap=beat == "clap")
        events += step_one(session, player, intent)
        for _ in range(gap):
            events += step_one(session, player, IDLE)
    return events


def test_the_rhythm_thump_thump_clap_thump_thump_clap_arms_a_steal() -> None:
    session = new_session(variants="rock-you")
    events = play_rhythm(session, 0)
    assert kinds(events).count(EventKind.BEAT) == 6
    assert EventKind.STEAL_ARMED in kinds(events)
    assert session.steal_armed(0)


def test_each_beat_must_come_within_0_8_s_of_the_last() -> None:
    session = new_session(variants="rock-you")
    events = play_rhythm(session, 0, gap=49)
    assert EventKind.STEAL_ARMED not in kinds(events)
    assert not session.steal_armed(0)
    assert session.rhythm_progress(0) < 6


def test_two_distinct_inputs_a_clap_out_of_place_is_refused() -> None:
    session = new_session(variants="rock-you")
    events = step_one(session, 0, PlayerIntent(clap=True))
    assert kinds(events) == [EventKind.REFUSED]
    assert reason_of(events[0]) is CandyReason.OUT_OF_RHYTHM


def test_the_rhythm_needs_an_empty_hand() -> None:
    session = new_session(variants="rock-you")
    grab_top_card(session, 0)
    events = play_rhythm(session, 0)
    assert EventKind.STEAL_ARMED not in kinds(events)
    assert reason_of(events[0]) is CandyReason.RHYTHM_NEEDS_EMPTY_HAND


def test_the_next_grab_on_another_players_stash_takes_one_of_its_cards_into_your_hand() -> None:
    session = new_session(variants="rock-you")
    victim_cards = stash_cards(session, 1, 3)
    play_rhythm(session, 0)
    # The end card of the fan, away from the victim's arm (which runs over the middle).
    spot = beside_the_arm(session, 1)
    end_card = min(session.stashes[1], key=lambda i: session.cards[i].position.distance(spot))
    place_hand(session, 0, session.cards[end_card].position)
    events = step_one(session, 0, PlayerIntent(grab=True))
    assert kinds(events) == [EventKind.STEAL]
    assert events[0].players == (0, 1)
    stolen = events[0].card_index
    assert stolen == end_card
    assert session.hands[0].held == stolen
    assert session.cards[stolen].place is CardPlace.HAND and session.cards[stolen].owner == 0
    assert sorted(session.stashes[1]) == sorted(set(victim_cards) - {stolen})
    assert not session.steal_armed(0)


def beside_the_arm(session: CandySession, player: int, thief: int = 0) -> Vec2:
    """A point of ``player``'s stash away from their arm (which runs over its middle), on
    the thief's side, so the thief's arm does not cross the resting palm either."""
    seat = session.geometry.seats[player]
    offset = Vec2(70.0, 0.0) if seat.horizontal else Vec2(0.0, 70.0)
    sides = (seat.stash.center + offset, seat.stash.center - offset)
    return min(sides, key=lambda point: point.distance(session.geometry.seats[thief].seat))


def test_without_the_rhythm_another_players_stash_stays_untouchable() -> None:
    session = new_session(variants="rock-you")
    stash_cards(session, 1, 2)
    place_hand(session, 0, beside_the_arm(session, 1))
    events = step_one(session, 0, PlayerIntent(grab=True))
    assert kinds(events) == [EventKind.REFUSED]
    assert reason_of(events[0]) is CandyReason.RHYTHM_FIRST
    assert len(session.stashes[1]) == 2


def test_an_armed_grab_on_an_empty_stash_is_refused_and_stays_armed() -> None:
    session = new_session(variants="rock-you")
    play_rhythm(session, 0)
    place_hand(session, 0, beside_the_arm(session, 1))
    events = step_one(session, 0, PlayerIntent(grab=True))
    assert (
        kinds(events) == [EventKind.REFUSED]
        and reason_of(events[0]) is CandyReason.NOTHING_TO_STEAL
    )
    assert session.steal_armed(0)


def test_palms_down_ends_your_search_hand_locked_held_card_goes_to_the_stash() -> None:
    session = new_session(variants="rock-you")
    card = grab_top_card(session, 0)
    events = step_one(session, 0, PlayerIntent(palms_down=True))
    assert kinds(events) == [EventKind.PALMS_DOWN]
    assert session.stashes[0] == [card] and session.hands[0].held is None
    assert session.is_palms_down(0) and session.hands[0].is_frozen(session.tick)
    for _ in range(60):
        step_one(session, 0, IDLE)
    before = session.hands[0].position
    for _ in range(10):
        step_one(session, 0, PlayerIntent(direction=Vec2(1.0, 0.0)))
    assert session.hands[0].position.distance(before) < 1e-6
    place_hand(session, 0, session.cards[session.pool_cards()[0]].position)
    refused = step_one(session, 0, PlayerIntent(grab=True))
    assert (
        kinds(refused) == [EventKind.REFUSED] and reason_of(refused[0]) is CandyReason.SEARCH_ENDED
    )


def test_palms_down_puts_the_held_card_in_the_stash_even_when_full() -> None:
    session = new_session(variants="rock-you", timer=180)
    stash_cards(session, 0, CandySettings().stash_limit)
    grab_top_card(session, 0)
    step_one(session, 0, PlayerIntent(palms_down=True))
    assert len(session.stashes[0]) == CandySettings().stash_limit + 1


def test_a_palms_down_stash_cannot_be_stolen_from() -> None:
    session = new_session(variants="rock-you")
    stash_cards(session, 1, 2)
    step_one(session, 1, PlayerIntent(palms_down=True))
    play_rhythm(session, 0)
    place_hand(session, 0, beside_the_arm(session, 1))
    events = step_one(session, 0, PlayerIntent(grab=True))
    assert kinds(events) == [EventKind.REFUSED]
    assert reason_of(events[0]) is CandyReason.STASH_PROTECTED
    assert len(session.stashes[1]) == 2 and session.hands[0].held is None


def test_without_the_variant_the_rhythm_and_palms_down_are_refused_with_a_reason() -> None:
    session = new_session()
    for intent, reason in (
        (PlayerIntent(thump=True), CandyReason.NO_RHYTHM),
        (PlayerIntent(palms_down=True), CandyReason.NO_PALMS_DOWN),
    ):
        events = step_one(session, 0, intent)
        assert kinds(events) == [EventKind.REFUSED] and reason_of(events[0]) is reason
