"""One test per rule sentence of i-want-candy.md "Table and pieces", "What a hand can do",
"Touching" and "End of the round", each driven by scripted intents on a headless session."""

from __future__ import annotations

import random

from candy_arcade.core.clock import TICK_SECONDS
from candy_arcade.core.geometry import Vec2
from candy_arcade.core.refusal import number_word
from candy_arcade.rules.candy.events import EventKind
from candy_arcade.rules.candy.match import score_round
from candy_arcade.rules.candy.reasons import CandyReason
from candy_arcade.rules.candy.settings import CandySettings
from candy_arcade.sim.candy.session import CardPlace
from candy_arcade.sim.candy.table import HAND_SPEED, PALM_RADIUS
from candy_arcade.sim.intents import IDLE, PlayerIntent

from .scripting import kinds, move_to, new_session, place_hand, reason_of, step_one


def top_pool_card_at(session, point: Vec2) -> int:  # type: ignore[no-untyped-def]
    from candy_arcade.sim.candy.session import point_in_card

    under = [c for c in session.cards if c.place is CardPlace.POOL and point_in_card(point, c)]
    return max(under, key=lambda c: c.z).index


def grab_some_card(session, player: int = 0) -> int:  # type: ignore[no-untyped-def]
    card = max((c for c in session.cards if c.place is CardPlace.POOL), key=lambda c: c.z)
    move_to(session, player, card.position)
    events = step_one(session, player, PlayerIntent(grab=True))
    assert EventKind.GRAB in kinds(events)
    return card.index


def test_one_standard_52_card_deck_scattered_face_down_in_the_pool() -> None:
    session = new_session()
    assert sorted(card.index for card in session.cards) == list(range(52))
    pool = session.geometry.pool
    for card in session.cards:
        assert card.place is CardPlace.POOL and not card.face_up
        assert pool.contains(card.position)


def test_the_scatter_of_random_positions_and_angles_replays_from_its_seed() -> None:
    first, second, other = new_session(seed=5), new_session(seed=5), new_session(seed=6)
    layout = [(c.position, c.angle, c.z) for c in first.cards]
    assert layout == [(c.position, c.angle, c.z) for c in second.cards]
    assert layout != [(c.position, c.angle, c.z) for c in other.cards]
    assert len({round(c.angle) for c in first.cards}) > 20


def test_one_to_eight_players_each_with_a_seat_and_a_stash_area() -> None:
    for players in range(1, 9):
        session = new_session(players=players)
        assert len(session.hands) == players
        stashes = [seat.stash for seat in session.geometry.seats]
        assert all(not stash.contains(session.geometry.pool.center) for stash in stashes)


def test_a_mouse_sets_a_target_the_hand_moves_towards_and_never_teleports() -> None:
    session = new_session()
    start = session.hands[0].position
    target = Vec2(start.x + 400, start.y + 200)
    step_one(session, 0, PlayerIntent(target=target))
    moved = session.hands[0].position.distance(start)
    assert 0 < moved <= HAND_SPEED * TICK_SECONDS + 1e-6
    ticks = move_to(session, 0, target)
    assert ticks >= int(start.distance(target) / (HAND_SPEED * TICK_SECONDS)) - 1


def test_the_speed_cap_is_the_same_for_mouse_keyboard_gamepad_and_bot() -> None:
    """A far mouse target, a held key, a full stick (even over-long) all move equally far."""
    intents = {
        "mouse or bot target": PlayerIntent(target=Vec2(1200, 700)),
        "keyboard": PlayerIntent(direction=Vec2(1.0, 1.0).normalized()),
        "gamepad stick pushed past 1": PlayerIntent(direction=Vec2(1.3, 1.3)),
    }
    distances = {}
    for device, intent in intents.items():
        session = new_session()
        place_hand(session, 0, Vec2(400, 300))
        for _ in range(10):
            step_one(session, 0, intent)
        distances[device] = session.hands[0].position.distance(Vec2(400, 300))
    expected = HAND_SPEED * TICK_SECONDS * 10
    for device, distance in distances.items():
        assert abs(distance - expected) < 1e-6, device


def test_grab_with_an_empty_hand_picks_up_the_topmost_card_under_the_palm() -> None:
    session = new_session()
    target = session.geometry.pool.center
    move_to(session, 0, target)
    expected = top_pool_card_at(session, target)
    events = step_one(session, 0, PlayerIntent(grab=True))
    assert kinds(events) == [EventKind.GRAB]
    assert session.hands[0].held == expected
    assert session.cards[expected].place is CardPlace.HAND


def test_hold_at_most_one_card_a_second_grab_while_holding_is_refused() -> None:
    session = new_session()
    held = grab_some_card(session)
    events = step_one(session, 0, PlayerIntent(grab=True))
    assert kinds(events) == [EventKind.REFUSED]
    assert reason_of(events[0]) is CandyReason.HAND_FULL
    assert session.hands[0].held == held


def test_stash_drops_the_held_card_face_down_in_your_own_stash() -> None:
    session = new_session()
    card = grab_some_card(session)
    move_to(session, 0, session.geometry.seats[0].stash.center)
    events = step_one(session, 0, PlayerIntent(drop=True))
    assert kinds(events) == [EventKind.STASH]
    assert session.stashes[0] == [card]
    assert session.cards[card].place is CardPlace.STASH and not session.cards[card].face_up


def fill_stash(session, player: int, count: int) -> None:  # type: ignore[no-untyped-def]
    for _ in range(count):
        grab_some_card(session, player)
        move_to(session, player, session.geometry.seats[player].stash.center)
        assert EventKind.STASH in kinds(step_one(session, player, PlayerIntent(drop=True)))


def test_a_stash_holds_at_most_6_cards_a_drop_on_a_full_stash_is_refused() -> None:
    session = new_session(timer=180)
    fill_stash(session, 0, CandySettings().stash_limit)
    card = grab_some_card(session)
    move_to(session, 0, session.geometry.seats[0].stash.center)
    events = step_one(session, 0, PlayerIntent(drop=True))
    assert kinds(events) == [EventKind.REFUSED]
    assert reason_of(events[0]) is CandyReason.STASH_FULL
    refusal = events[0].refusal
    assert refusal is not None and refusal.param("limit") == number_word(
        session.settings.stash_limit
    )
    assert len(session.stashes[0]) == CandySettings().stash_limit
    assert session.hands[0].held == card


def test_unstash_grabs_a_card_from_your_own_stash_back_into_your_hand() -> None:
    session = new_session()
    fill_stash(session, 0, 1)
    card = session.stashes[0][0]
    move_to(session, 0, session.cards[card].position)
    events = step_one(session, 0, PlayerIntent(grab=True))
    assert kinds(events) == [EventKind.UNSTASH]
    assert session.hands[0].held == card and session.stashes[0] == []


def test_a_player_may_peek_at_an_own_stash_card_by_hovering() -> None:
    session = new_session()
    fill_stash(session, 0, 1)
    card = session.stashes[0][0]
    move_to(session, 0, session.cards[card].position)
    step_one(session, 0, IDLE)
    assert session.hands[0].peek == card
    move_to(session, 0, session.geometry.pool.center)
    assert session.hands[0].peek is None


def test_return_drop_the_held_card_in_the_pool_it_lies_there_face_down() -> None:
    session = new_session()
    card = grab_some_card(session)
    spot = session.geometry.pool.center + Vec2(100, 50)
    move_to(session, 0, spot)
    events = step_one(session, 0, PlayerIntent(drop=True))
    assert kinds(events) == [EventKind.RETURN]
    placed = session.cards[card]
    assert placed.place is CardPlace.POOL and not placed.face_up
    assert placed.position.distance(spot) < 1.0
    assert placed.z == max(c.z for c in session.cards)


def test_cards_in_another_players_stash_cannot_be_touched() -> None:
    session = new_session()
    fill_stash(session, 1, 1)
    card = session.stashes[1][0]
    place_hand(session, 1, session.geometry.pool.center)
    place_hand(session, 0, session.cards[card].position)
    events = step_one(session, 0, PlayerIntent(grab=True))
    assert kinds(events) == [EventKind.REFUSED]
    assert session.stashes[1] == [card]


def test_palm_on_palm_touch_drops_both_cards_palms_down_1_5_s_and_oops_sorry() -> None:
    session = new_session()
    first = grab_some_card(session, 0)
    second = grab_some_card(session, 1)
    meet = session.geometry.pool.center
    place_hand(session, 0, meet + Vec2(-PALM_RADIUS * 3, 0))
    place_hand(session, 1, meet + Vec2(PALM_RADIUS * 3, 0))
    touch_tick = None
    for _ in range(30):
        events = session.step([PlayerIntent(target=meet), PlayerIntent(target=meet)])
        if EventKind.TOUCH in kinds(events):
            touch_tick = session.tick - 1
            assert events[kinds(events).index(EventKind.TOUCH)].players == (0, 1)
            break
    assert touch_tick is not None
    for card in (first, second):
        assert session.cards[card].place is CardPlace.POOL
    assert session.hands[0].held is None and session.hands[1].held is None
    freeze_ticks = 90
    grab_refused = step_one(session, 0, PlayerIntent(grab=True))
    assert kinds(grab_refused) == [EventKind.REFUSED]
    while session.tick < touch_tick + freeze_ticks:
        session.step([PlayerIntent(target=meet), PlayerIntent(target=meet)])
    assert not session.hands[0].is_frozen(session.tick)


def test_after_a_touch_the_hands_are_eased_apart_so_the_touch_does_not_repeat() -> None:
    session = new_session()
    meet = session.geometry.pool.center
    place_hand(session, 0, meet + Vec2(-PALM_RADIUS / 2, 0))
    place_hand(session, 1, meet + Vec2(PALM_RADIUS / 2, 0))
    touches = 0
    for _ in range(100):
        touches += kinds(session.step([IDLE, IDLE])).count(EventKind.TOUCH)
    assert touches == 1
    assert session.hands[0].position.distance(session.hands[1].position) > 4 * PALM_RADIUS


def test_a_hand_touching_another_players_arm_counts_as_touching() -> None:
    session = new_session()
    seat_1 = session.geometry.seats[1].seat
    place_hand(session, 1, session.geometry.pool.center)
    middle_of_arm = (seat_1 + session.geometry.pool.center) * 0.5
    place_hand(session, 0, middle_of_arm)
    events = session.step([IDLE, IDLE])
    assert EventKind.TOUCH in kinds(events)


def test_the_last_5_s_tick_audibly_and_the_end_rings_an_alarm() -> None:
    session = new_session(timer=30)
    ticks, alarm_at = [], None
    while not session.over:
        for event in session.step([IDLE, IDLE]):
            if event.kind is EventKind.TICK:
                ticks.append(session.seconds_left)
            if event.kind is EventKind.ALARM:
                alarm_at = session.tick
    assert ticks == [5.0, 4.0, 3.0, 2.0, 1.0]
    assert alarm_at == 30 * 60


def test_when_the_timer_rings_all_play_stops() -> None:
    session = new_session(timer=30)
    while not session.over:
        session.step([IDLE, IDLE])
    before = session.state_hash()
    assert session.step([PlayerIntent(grab=True, target=Vec2(0, 0))] * 2) == []
    assert session.state_hash() == before


def test_a_card_still_in_a_hand_at_the_alarm_goes_into_the_stash_even_when_full() -> None:
    session = new_session(timer=180)
    fill_stash(session, 0, CandySettings().stash_limit)
    card = grab_some_card(session)
    while not session.over:
        events = session.step([IDLE, IDLE])
    assert EventKind.STUCK in kinds(events)
    assert len(session.stashes[0]) == CandySettings().stash_limit + 1
    assert session.stashes[0][-1] == card
    assert session.stuck_cards == ((card,), ())
    result = score_round(session.seed, session.stashes, session.stuck_cards)
    assert result.stuck_cards(0) == (card,) and result.stuck_cards(1) == ()
    assert result.scores == score_round(session.seed, session.stashes).scores


def test_nobody_is_stuck_with_a_card_when_every_hand_is_empty_at_the_alarm() -> None:
    session = new_session(timer=30)
    while not session.over:
        session.step([IDLE, IDLE])
    assert session.stuck_cards == ((), ())


def test_random_playouts_never_create_or_lose_a_card() -> None:
    for seed in range(4):
        session = new_session(players=8, seed=seed, timer=30)
        chooser = random.Random(seed)
        while not session.over:
            intents = [
                PlayerIntent(
                    target=Vec2(chooser.uniform(0, 1280), chooser.uniform(0, 720)),
                    grab=chooser.random() < 0.1,
                    drop=chooser.random() < 0.1,
                )
                for _ in range(8)
            ]
            session.step(intents)
            places = sorted(
                session.pool_cards()
                + [c for stash in session.stashes for c in stash]
                + [h.held for h in session.hands if h.held is not None]
            )
            assert places == list(range(52))
        assert all(hand.held is None for hand in session.hands)
