"""A card chosen in the hand is laid when the palm arrives home, whatever its path:
"laying" until then, or refused with the reason. Humans and bots send the same intents
(a target and the two buttons), so this is the one path for both."""

from __future__ import annotations

from candy_arcade.rules.pinata.events import CardPlaced, Reason
from candy_arcade.rules.pinata.state import Phase
from candy_arcade.sim.intents import PlayerIntent
from candy_arcade.sim.pinata.session import PinataSession
from candy_arcade.sim.pinata.session_events import CardChosen, Refusal, SessionEvent, TableReason
from tests.sim.pinata.test_session_scenarios import (
    card,
    drop,
    move_to,
    run,
    set_table,
    step,
    throw_dice,
)

FACES = ["dulce", "paleta", "piruli", "chocolate", "tamarindo", "colacion", "chocolate"]
HAND = [card("dulce", points, nth) for points in (1, 2, 3, 4) for nth in (0, 1)][:7]


def placed(events: list[SessionEvent]) -> list[CardPlaced]:
    return [event for event in events if isinstance(event, CardPlaced)]


def reasons(events: list[SessionEvent]) -> list[object]:
    return [event.refusal.reason for event in events if isinstance(event, Refusal)]


def table_of(players: int, player: int, round_limit: float = 60.0) -> PinataSession:
    """The grab has begun; ``player`` holds ``HAND``, the others one card each."""
    session = PinataSession(players, 5, stick_holder=0, round_limit=round_limit)
    throw_dice(session)
    hands = [HAND if seat == player else [card("colacion", 1, seat % 3)] for seat in range(players)]
    set_table(session, FACES, hands)
    return session


def click_card(session: PinataSession, player: int, slot: int) -> list[SessionEvent]:
    """The pointer jumps onto a card of the hand and clicks: the palm starts towards it."""
    hand = session.state.players[player].hand
    target = session.seats[player].hand_card_position(slot, len(hand))
    return step(session, {player: PlayerIntent(target=target, grab=True)})


def follow(session: PinataSession, player: int, slot: int, ticks: int) -> list[SessionEvent]:
    """The pointer stays on the card while the palm travels."""
    target = session.seats[player].hand_card_position(slot, len(HAND))
    events: list[SessionEvent] = []
    for _ in range(ticks):
        events += step(session, {player: PlayerIntent(target=target)})
        if placed(events):
            break
    return events


def test_a_card_clicked_in_the_hand_is_laid_when_the_palm_arrives_however_long_the_way() -> None:
    """A side seat clicking its last card from across the table: the palm slides along
    the felt for well over the second the old rule waited, and the card is still laid."""
    session = table_of(4, 1)
    move_to(session, 1, session.seats[3].rest)
    clicked = session.tick
    click_card(session, 1, len(HAND) - 1)
    events = follow(session, 1, len(HAND) - 1, 600)
    assert placed(events) == [CardPlaced(1, HAND[-1])]
    assert session.tick - clicked > 60, "longer than the one second a click used to wait"


def test_the_last_card_of_the_row_clicked_from_the_middle_is_laid() -> None:
    session = table_of(2, 0)
    move_to(session, 0, session.table.centre)
    click_card(session, 0, len(HAND) - 1)
    assert placed(follow(session, 0, len(HAND) - 1, 300)) == [CardPlaced(0, HAND[-1])]


def test_a_chosen_card_is_laying_until_the_palm_arrives() -> None:
    session = table_of(2, 0)
    move_to(session, 0, session.table.centre)
    events = click_card(session, 0, 3)
    assert CardChosen(0, HAND[3].id) in events
    assert not placed(events)
    assert session.laying_card(0) == HAND[3]
    assert session.snapshot().laying == (HAND[3].id, None)
    follow(session, 0, 3, 300)
    assert session.state.players[0].waiting == HAND[3]
    assert session.snapshot().laying == (None, None)


def test_the_card_is_laid_even_when_the_pointer_leaves_it_before_the_palm_gets_home() -> None:
    session = table_of(2, 0)
    move_to(session, 0, session.table.centre)
    click_card(session, 0, 2)
    move_to(session, 0, session.seats[0].rest)
    assert session.state.players[0].waiting == HAND[2]


def test_a_click_on_a_card_of_the_hand_while_another_waits_is_refused_with_the_reason() -> None:
    session = table_of(2, 0)
    move_to(session, 0, session.seats[0].rest)
    click_card(session, 0, 0)
    assert session.state.players[0].waiting == HAND[0]
    events = click_card(session, 0, 3)
    assert reasons(events) == [Reason.CARD_ALREADY_WAITING]
    assert session.state.players[0].waiting == HAND[0]


def test_drop_calls_off_a_card_being_laid() -> None:
    session = table_of(2, 0)
    move_to(session, 0, session.table.centre)
    click_card(session, 0, 3)
    events = drop(session, 0)
    assert reasons(events) == [TableReason.LAYING_CALLED_OFF]
    move_to(session, 0, session.seats[0].rest)
    run(session, 5)
    assert session.state.players[0].waiting is None


def test_a_card_still_laying_when_the_round_ends_is_forgotten() -> None:
    session = table_of(2, 0, round_limit=2.0)
    move_to(session, 0, session.table.centre)
    click_card(session, 0, 3)
    while session.phase is Phase.GRABBING:
        step(session, {0: PlayerIntent(target=session.table.centre)})
    assert session.snapshot().laying == (None, None)
    assert HAND[3] in session.state.players[0].hand


def keys_home(session: PinataSession, player: int, ticks: int) -> list[SessionEvent]:
    """Keys or a stick held towards the seat's rest spot (no pointer), until laid."""
    events: list[SessionEvent] = []
    for _ in range(ticks):
        way = session.seats[player].rest - session.palms[player].position
        events += step(session, {player: PlayerIntent(direction=way.normalized())})
        if placed(events):
            break
    return events


def test_a_grab_on_keys_away_from_home_queues_the_chosen_card_until_the_hand_gets_home() -> None:
    session = table_of(2, 0)
    move_to(session, 0, session.table.centre)
    drop(session, 0)
    events = step(session, {0: PlayerIntent(grab=True)})
    assert reasons(events) == []
    assert session.snapshot().laying == (HAND[1].id, None)
    assert session.state.players[0].waiting is None
    assert placed(keys_home(session, 0, 600)) == [CardPlaced(0, HAND[1])]
    assert session.snapshot().laying == (None, None)


def test_a_grab_over_a_die_with_no_card_placed_is_refused_alike_on_keys_and_pointer() -> None:
    """Over a die the player meant the die: the rules say why not, as for a click."""
    for pointer in (False, True):
        session = table_of(2, 0)
        move_to(session, 0, session.die_position(0))
        target = session.die_position(0) if pointer else None
        events = step(session, {0: PlayerIntent(target=target, grab=True)})
        assert reasons(events) == [Reason.NO_CARD_PLACED]
        assert session.laying_card(0) is None


def test_drop_calls_off_a_card_queued_on_keys() -> None:
    session = table_of(2, 0)
    move_to(session, 0, session.table.centre)
    step(session, {0: PlayerIntent(grab=True)})
    assert reasons(drop(session, 0)) == [TableReason.LAYING_CALLED_OFF]
    keys_home(session, 0, 600)
    assert session.state.players[0].waiting is None


def test_a_pointer_grab_on_the_felt_away_from_home_is_still_refused() -> None:
    session = table_of(2, 0)
    move_to(session, 0, session.table.centre)
    events = step(session, {0: PlayerIntent(target=session.table.centre, grab=True)})
    assert reasons(events) == [TableReason.NOT_HOME]
    assert session.snapshot().laying == (None, None)


def test_a_session_for_a_version_1_replay_refuses_a_keys_grab_away_from_home() -> None:
    """Replays recorded before keys could queue a card play as they were played."""
    session = PinataSession(2, 5, stick_holder=0, round_limit=60.0, keys_lay_from_afar=False)
    throw_dice(session)
    set_table(session, FACES, [HAND, [card("colacion", 1, 1)]])
    move_to(session, 0, session.table.centre)
    events = step(session, {0: PlayerIntent(grab=True)})
    assert reasons(events) == [TableReason.NOT_HOME]
    assert session.snapshot().laying == (None, None)
