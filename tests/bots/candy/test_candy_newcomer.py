"""The I Want Candy! newcomer model: part of the chart, a fading memory, human timing,
and only what its seat can see."""

from __future__ import annotations

import pytest

from candy_arcade.bots.candy.simulate import newcomer_source, play_seat_round
from candy_arcade.bots.eval_seats import NEWCOMER_ON_KEYS, NEWCOMER_SEAT, bot_seat
from candy_arcade.bots.human_factors import choice_reaction_mean_seconds
from candy_arcade.bots.newcomer_candy_mind import NewcomerMemory, believed_gain, believed_score
from candy_arcade.core.clock import TICK_RATE
from candy_arcade.core.rng import Rng
from candy_arcade.core.seats import SeatParseError, parse_seats
from candy_arcade.levels.loader import load_default_level
from candy_arcade.rules.candy.events import EventKind
from candy_arcade.rules.cards import parse_card
from candy_arcade.sim.candy.session import CandySession
from candy_arcade.sim.candy.table_cards import CardTable


def faces(*codes: str) -> list[int]:
    return [parse_card(code).index for code in codes]


def test_a_newcomer_knows_pairs_threes_fours_and_the_100_point_combinations() -> None:
    assert believed_score(faces("5H", "5S", "9C", "2D", "KC"), 5) == 10
    assert believed_score(faces("5H", "5S", "5C", "2D", "KC"), 5) == 30
    assert believed_score(faces("JD", "QS", "2D", "7C", "KC"), 5) == 100
    assert believed_score(faces("KH", "KD", "2D", "7C", "4C"), 5) == 110


def test_a_newcomer_knows_two_cards_adding_to_ten_and_the_short_stash_penalty() -> None:
    assert believed_score(faces("3H", "7S", "QC", "2D", "KC"), 5) == 10
    assert believed_score(faces("3H"), 1) == -20


def test_a_newcomer_does_not_know_the_lone_card_penalties_or_the_minus_five() -> None:
    assert believed_score(faces("KH", "QS", "2C", "4D", "9C"), 5) == 0
    assert believed_gain(faces("2C", "4D", "9C", "JS", "AC"), 5, parse_card("KH").index) == 0


def test_a_newcomer_recalls_at_most_its_span_and_forgets_each_item_in_time() -> None:
    memory = NewcomerMemory(Rng(1), span=4)
    for face in range(6):
        memory.see(face, face, 1, now=0.0)
    assert len(memory.recalled(0.0)) == 4
    assert memory.recalled(120.0) == [], "two minutes on, nothing unrehearsed is left"


def test_a_newcomer_is_not_a_seat_the_lobby_offers() -> None:
    with pytest.raises(SeatParseError):
        parse_seats("human,newcomer")


def first_moves(swap: bool) -> list[tuple[object, ...]]:
    """The newcomer's intents until it first holds a card, with two unseen cards'
    faces exchanged or not."""
    session = CandySession(load_default_level(), 2, 11, timer_seconds=20)
    if swap:
        by_x = sorted(session.cards, key=lambda card: card.position.x)
        a, b = by_x[0], by_x[-1]
        pose_a, pose_b = (a.position, a.angle, a.z), (b.position, b.angle, b.z)
        for card, (position, angle, z) in ((a, pose_b), (b, pose_a)):
            CardTable.set_pose(card, position, angle)
            card.z = z
    seat = newcomer_source(session, 0)
    moves = []
    while session.hands[0].held is None and session.tick < 600:
        intent = seat.intent(session, session.tick)
        target = intent.target
        moves.append((target and (round(target.x, 6), round(target.y, 6)), intent.grab))
        session.step([intent, seat.intent(session, session.tick)])
    return moves


def test_which_face_lies_where_does_not_change_a_newcomers_moves_before_it_sees_one() -> None:
    plain = first_moves(swap=False)
    assert len(plain) > 20
    assert plain == first_moves(swap=True)


def test_a_newcomer_grabs_only_after_a_choice_reaction_and_fills_its_stash() -> None:
    played = play_seat_round(
        load_default_level(), [NEWCOMER_SEAT, bot_seat("easy")], 5, timer_seconds=20
    )
    session = played.session
    assert 5 <= len(session.stashes[0]) <= 6
    assert played.counts[EventKind.GRAB] > 0


def test_a_newcomers_first_grab_waits_for_its_choice_and_its_pointing() -> None:
    session = CandySession(load_default_level(), 1, 3, timer_seconds=10)
    seat = newcomer_source(session, 0)
    while session.hands[0].held is None:
        session.step([seat.intent(session, session.tick)])
    assert session.tick / TICK_RATE >= choice_reaction_mean_seconds(2) - 0.1


def test_a_newcomer_under_swappities_declines_and_presses_done_so_trading_ends() -> None:
    played = play_seat_round(
        load_default_level(),
        [NEWCOMER_SEAT, NEWCOMER_SEAT],
        8,
        variants=["swappities"],
        timer_seconds=5,
    )
    session = played.session
    assert session.over
    assert session.tick < (5 + 3) * TICK_RATE, "done within seconds, not at the time limit"


def test_a_newcomer_on_keys_plays_a_round_at_the_speed_cap_too() -> None:
    played = play_seat_round(load_default_level(), [NEWCOMER_ON_KEYS], 6, timer_seconds=20)
    assert 5 <= len(played.session.stashes[0]) <= 6
