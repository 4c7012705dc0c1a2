"""Bots are intent sources like any device: the same speed cap, one card per hand,
nothing but PlayerIntents, and rounds that replay exactly from their seed."""

from __future__ import annotations

import math
import random

from candy_bot_helpers import bot_table, play_out

from candy_arcade.bots.candy import CandyBot
from candy_arcade.bots.candy.source import CandyBotSource
from candy_arcade.core.clock import TICK_SECONDS
from candy_arcade.rules.candy.events import TableEvent
from candy_arcade.sim.candy.session import CandySession, CardPlace
from candy_arcade.sim.candy.table import HAND_SPEED
from candy_arcade.sim.intents import PlayerIntent


def test_bots_emit_only_intents_and_keep_the_speed_cap_and_one_card_per_hand() -> None:
    session, bots = bot_table(["hard", "normal", "easy", "hard"], seed=3, timer=20)
    last = {id(hand): (hand.x, hand.y) for hand in session.all_hands}
    cap = HAND_SPEED * TICK_SECONDS + 1e-6

    def check(session: CandySession, intents: list[PlayerIntent], _: list[TableEvent]) -> None:
        assert all(type(intent) is PlayerIntent for intent in intents)
        for hand in session.all_hands:
            before = last[id(hand)]
            assert math.hypot(hand.x - before[0], hand.y - before[1]) <= cap
            last[id(hand)] = (hand.x, hand.y)
        in_hands = [card for card in session.cards if card.place is CardPlace.HAND]
        held = [hand.held for hand in session.all_hands if hand.held is not None]
        assert sorted(card.index for card in in_hands) == sorted(held)

    counts = play_out(session, bots, check)
    assert sum(counts.values()) > 50
    assert sum(len(stash) for stash in session.stashes) >= 4 * 5


def record(seed: int, disturb: bool) -> list[str]:
    session, bots = bot_table(["hard", "normal", "easy"], seed=seed, timer=10)
    hashes = []
    while not session.over:
        if disturb:
            random.seed(random.random())
        session.step([bot.intent(session, session.tick) for bot in bots])
        hashes.append(session.state_hash())
    return hashes


def test_a_bot_round_replays_exactly_from_its_seed_whatever_the_global_random_does() -> None:
    assert record(5, disturb=False) == record(5, disturb=True)
    assert record(5, disturb=False)[-1] != record(6, disturb=False)[-1]


def test_the_bot_class_is_built_per_seat_like_any_device() -> None:
    session, _ = bot_table(["normal"], seed=1, timer=5)
    bot = CandyBotSource(CandyBot(0, "hard", session.rng.fork("seat0")))
    assert isinstance(bot.intent(session, session.tick), PlayerIntent)
