"""Same seed + same intents -> same state hash, even when the global random is disturbed."""

from __future__ import annotations

import random

from candy_arcade.core.geometry import Vec2
from candy_arcade.sim.intents import PlayerIntent

from .scripting import new_session


def scripted_intents(seed: int, ticks: int, players: int) -> list[list[PlayerIntent]]:
    chooser = random.Random(seed)
    return [
        [
            PlayerIntent(
                target=Vec2(chooser.uniform(0, 1280), chooser.uniform(0, 720)),
                grab=chooser.random() < 0.08,
                drop=chooser.random() < 0.08,
            )
            for _ in range(players)
        ]
        for _ in range(ticks)
    ]


def play(seed: int, intents: list[list[PlayerIntent]], disturb: bool) -> list[str]:
    session = new_session(players=6, seed=seed, timer=30)
    hashes = []
    for tick_intents in intents:
        if disturb:
            random.seed(random.random())
            random.shuffle(list(range(10)))
        session.step(tick_intents)
        hashes.append(session.state_hash())
    return hashes


def test_same_seed_and_intents_give_the_same_state_hash_with_global_random_disturbed() -> None:
    intents = scripted_intents(3, 900, 6)
    assert play(11, intents, disturb=False) == play(11, intents, disturb=True)


def test_a_different_seed_gives_a_different_round() -> None:
    intents = scripted_intents(3, 60, 6)
    assert play(11, intents, disturb=False)[-1] != play(12, intents, disturb=False)[-1]
