"""Same seed and same intents, same game: whatever else touches the global ``random``."""

from __future__ import annotations

import random

from candy_arcade.bots.pinata.profiles import profile
from candy_arcade.bots.pinata.realtime import RealtimePinataBot
from candy_arcade.core.geometry import Vec2
from candy_arcade.sim.intents import IDLE, PlayerIntent
from candy_arcade.sim.pinata.session import PinataSession

TICKS = 1500


def scripted_intents(seed: int, players: int) -> list[list[PlayerIntent]]:
    """A fixed log of noisy intents: wandering targets and stray presses."""
    source = random.Random(seed)
    log = []
    for _ in range(TICKS):
        tick = []
        for _ in range(players):
            roll = source.random()
            if roll < 0.6:
                target = Vec2(source.uniform(0, 960), source.uniform(0, 560))
                tick.append(
                    PlayerIntent(
                        target=target, grab=source.random() < 0.08, drop=source.random() < 0.04
                    )
                )
            else:
                tick.append(IDLE)
        log.append(tick)
    return log


def replay(seed: int, log: list[list[PlayerIntent]], disturb: bool) -> list[str]:
    session = PinataSession(len(log[0]), seed)
    hashes = []
    for number, intents in enumerate(log):
        if disturb:
            random.seed(number)
            random.random()
        session.step(intents)
        if number % 250 == 0:
            hashes.append(session.state_hash())
    hashes.append(session.state_hash())
    return hashes


def test_the_same_seed_and_intents_give_the_same_state_with_the_global_random_disturbed() -> None:
    log = scripted_intents(7, 3)
    assert replay(11, log, disturb=False) == replay(11, log, disturb=True)


def test_another_seed_gives_another_game() -> None:
    log = scripted_intents(7, 3)
    assert replay(11, log, disturb=False)[-1] != replay(12, log, disturb=False)[-1]


def bot_game_hashes(seed: int, disturb: bool) -> list[str]:
    session = PinataSession(4, seed)
    bots = [
        RealtimePinataBot(seat, profile(level), session.rng.fork(f"bot:{seat}"))
        for seat, level in enumerate(("easy", "normal", "hard", "hard"))
    ]
    hashes = []
    while not session.over and session.tick < 20_000:
        if disturb:
            random.random()
        session.step([bot.intent(session) for bot in bots])
        if session.tick % 500 == 0:
            hashes.append(session.state_hash())
    hashes.append(session.state_hash())
    return hashes


def test_a_bot_game_replays_exactly_from_its_seed() -> None:
    assert bot_game_hashes(3, disturb=False) == bot_game_hashes(3, disturb=True)
