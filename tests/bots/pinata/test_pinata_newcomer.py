"""The Piñata newcomer model: a person's pointing and reaction times, what it misses."""

from __future__ import annotations

import math
import statistics

from candy_arcade.bots.eval_seats import NEWCOMER_SEAT, bot_seat
from candy_arcade.bots.human_factors import (
    FASTEST_REACTION_SECONDS,
    HICK_SECONDS_PER_BIT,
    mouse_pointing_seconds,
)
from candy_arcade.bots.pinata.decisions import TableDie
from candy_arcade.bots.pinata.newcomer import STUCK_NOTICE_SECONDS, PinataNewcomer
from candy_arcade.bots.pinata.newcomer_mind import (
    MEMORY_SCAN_SECONDS_PER_CARD,
    MISREAD_SHARE,
    pick_card,
    rotten_notice_ticks,
    seen_dice,
)
from candy_arcade.bots.pinata.simulate import game_driver, usual_level
from candy_arcade.core.clock import TICK_RATE, TICK_SECONDS
from candy_arcade.core.geometry import Vec2
from candy_arcade.core.rng import Rng
from candy_arcade.rules.pinata.actions import PlaceCard
from candy_arcade.rules.pinata.apply import apply
from candy_arcade.rules.pinata.components import Card
from candy_arcade.rules.pinata.events import CardTakenBack
from candy_arcade.sim.intents import IDLE, PlayerIntent
from candy_arcade.sim.pinata.session import PinataSession
from tests.bots.pinata.pinata_tables import land_in_a_row
from tests.sim.pinata.test_session_scenarios import card, session_with

SEAT = 1


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
    misread = sum(pick is not None and pick.card.candy != "dulce" for pick in picks) / len(picks)
    assert abs(misread - MISREAD_SHARE) < 0.03
    assert pick_card(hand, [], rng) is None


def test_finding_a_card_scans_the_hand_for_each_die_looked_at_then_chooses_by_hick_hyman() -> None:
    rng = Rng(6)
    dice = [TableDie(index, "paleta", False, Vec2(0.0, 0.0)) for index in range(6)]
    dice.append(TableDie(6, "dulce", False, Vec2(0.0, 0.0)))
    small = [Card(0, "dulce", 1)]
    large = [Card(index, "dulce", 1) for index in range(7)]

    def mean_seconds(hand: list[Card]) -> float:
        picks = [pick_card(hand, dice, rng) for _ in range(500)]
        return statistics.fmean(pick.seconds for pick in picks if pick is not None)

    looks = statistics.fmean(range(1, 8))
    assert abs(mean_seconds(small) - looks * MEMORY_SCAN_SECONDS_PER_CARD) < 0.02
    choice = HICK_SECONDS_PER_BIT * math.log2(7)
    assert abs(mean_seconds(large) - 7 * looks * MEMORY_SCAN_SECONDS_PER_CARD - choice) < 0.1


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
    pointing = newcomer.hand.reach
    assert pointing is not None
    assert pointing.began - seen * TICK_SECONDS >= FASTEST_REACTION_SECONDS
    assert pointing.seconds == mouse_pointing_seconds(
        pointing.start.distance(pointing.goal), pointing.width
    )
    clicked = (session.tick - 1) * TICK_SECONDS
    assert 0.0 <= clicked - (pointing.began + pointing.seconds) < TICK_SECONDS


def test_the_newcomer_takes_back_a_card_no_good_die_can_come_to_once_it_sees_so() -> None:
    session = session_with()
    land_in_a_row(session, [[card("paleta", 1)], [card("tamarindo", 4), card("paleta", 2)]])
    session.state = apply(session.state, PlaceCard(SEAT, card("tamarindo", 4).id)).state
    newcomer = newcomer_at(session)
    step_with(session, newcomer)
    newcomer.round.rotten_known_at = session.tick
    seen = session.tick
    taken_back = None
    while taken_back is None:
        events = session.step([IDLE, newcomer.intent(session, session.tick)])
        if any(isinstance(event, CardTakenBack) and event.player == SEAT for event in events):
            taken_back = session.tick
        assert session.tick < seen + 600
    assert taken_back - seen >= STUCK_NOTICE_SECONDS * TICK_RATE
    assert session.state.discarded == ()


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
