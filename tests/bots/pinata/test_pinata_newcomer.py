"""The Piñata newcomer model: a person's pointing and reaction times, what it misses."""

from __future__ import annotations

import statistics

from candy_arcade.bots.eval_seats import NEWCOMER_SEAT, bot_seat
from candy_arcade.bots.human_factors import (
    FASTEST_REACTION_SECONDS,
    mouse_pointing_seconds,
    pointing_spread,
)
from candy_arcade.bots.pinata.decisions import TableDie
from candy_arcade.bots.pinata.newcomer import PinataNewcomer
from candy_arcade.bots.pinata.newcomer_mind import (
    MISREAD_SHARE,
    pick_card,
    rotten_notice_ticks,
    seen_dice,
)
from candy_arcade.bots.pinata.pointer import AimedMovement, Pointer
from candy_arcade.bots.pinata.simulate import game_driver, usual_level
from candy_arcade.core.clock import TICK_RATE
from candy_arcade.core.geometry import Vec2
from candy_arcade.core.rng import Rng
from candy_arcade.rules.pinata.components import Card
from candy_arcade.sim.intents import IDLE, PlayerIntent
from candy_arcade.sim.pinata.session import PinataSession
from tests.bots.pinata.pinata_tables import land_in_a_row
from tests.sim.pinata.test_session_scenarios import card, session_with

SEAT = 1


def test_an_aimed_movement_eases_out_and_in_and_is_half_way_at_half_time() -> None:
    move = AimedMovement(Vec2(0.0, 0.0), Vec2(100.0, 0.0), start_tick=10, ticks=20)
    assert move.position(10) == Vec2(0.0, 0.0)
    assert move.position(20).x == 50.0
    assert move.position(12).x < 100.0 * 2 / 20
    assert move.position(30) == Vec2(100.0, 0.0) and move.done(30) and not move.done(29)


def test_a_pointing_movement_takes_fitts_time_and_lands_around_its_aim() -> None:
    rng = Rng(3)
    ends: list[Vec2] = []
    for _ in range(1000):
        pointer = Pointer(Vec2(0.0, 0.0))
        pointer.aim(Vec2(300.0, 0.0), 36.0, tick=0, rng=rng)
        assert pointer.movement.ticks == round(mouse_pointing_seconds(300.0, 36.0) * TICK_RATE)
        ends.append(pointer.movement.end)
    spread = statistics.pstdev(end.y for end in ends)
    assert abs(spread - pointing_spread(36.0)) < 0.1 * pointing_spread(36.0)
    assert abs(statistics.fmean(end.x for end in ends) - 300.0) < 1.0


def test_the_newcomer_notices_the_rotten_candy_slowly_at_first_and_at_once_after_a_lesson() -> None:
    rng = Rng(4)

    def mean_ticks(rounds: int, learnt: bool) -> float:
        return statistics.fmean(rotten_notice_ticks(rounds, learnt, rng) for _ in range(2000))

    first, fifth, lesson = mean_ticks(1, False), mean_ticks(5, False), mean_ticks(1, True)
    assert first > 3 * TICK_RATE
    assert first > fifth > lesson
    assert lesson < TICK_RATE


def test_until_it_notices_the_rotten_candy_every_die_looks_good() -> None:
    dice = [
        TableDie(0, "dulce", True, Vec2(0.0, 0.0)),
        TableDie(1, "paleta", False, Vec2(0.0, 0.0)),
    ]
    assert seen_dice(dice, knows_rotten=False) == dice
    assert seen_dice(dice, knows_rotten=True) == dice[1:]


def test_the_newcomer_lays_a_card_it_sees_a_die_for_but_now_and_then_misreads() -> None:
    rng = Rng(5)
    hand = [Card(0, "dulce", 1), Card(1, "paleta", 4), Card(2, "piruli", 2)]
    dice = [TableDie(0, "dulce", False, Vec2(0.0, 0.0))]
    picks = [pick_card(hand, dice, rng) for _ in range(2000)]
    misread = sum(pick is not None and pick.candy != "dulce" for pick in picks) / len(picks)
    assert abs(misread - MISREAD_SHARE) < 0.03
    assert pick_card(hand, [], rng) is None


def newcomer_at(session: PinataSession) -> PinataNewcomer:
    return PinataNewcomer(SEAT, session, Rng(8))


def step_with(session: PinataSession, newcomer: PinataNewcomer) -> PlayerIntent:
    intent = newcomer.intent(session, session.tick)
    session.step([IDLE, intent])
    return intent


def test_the_newcomer_lays_its_first_card_after_a_choice_and_a_pointing_movement() -> None:
    session = session_with()
    land_in_a_row(session, [[card("dulce", 1)], [card("paleta", 2), card("chocolate", 3)]])
    newcomer = newcomer_at(session)
    seen = session.tick
    while not step_with(session, newcomer).grab:
        assert session.tick < seen + 600
    pointing = newcomer.pointer.movement
    assert pointing.start_tick - seen >= FASTEST_REACTION_SECONDS * TICK_RATE
    assert pointing.ticks == round(
        mouse_pointing_seconds(pointing.start.distance(newcomer.pointer.goal or pointing.end), 50.0)
        * TICK_RATE
    )
    assert session.tick - 1 == pointing.start_tick + pointing.ticks


def first_round(seed: int) -> tuple[str, int]:
    """A newcomer and an easy bot play one round: the state's digest and its length."""
    driver = game_driver(usual_level(2), [NEWCOMER_SEAT, bot_seat("easy")], seed, False)
    deck = sorted(card.id for card in driver.session.components.cards)
    while driver.session.state.round_number == 1:
        driver.tick()
        assert sorted(card.id for card in driver.session.state.all_cards()) == deck
        assert driver.ticks < 3000
    return driver.session.state_hash(), driver.ticks


def test_a_newcomer_round_ends_with_every_card_somewhere_and_replays_from_its_seed() -> None:
    assert first_round(12) == first_round(12)
