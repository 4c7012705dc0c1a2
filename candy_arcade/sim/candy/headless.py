"""Play whole I Want Candy! rounds with bots only, no window: for ``simulate`` and benchmarks."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass

from candy_arcade.bots.candy.simple import SimpleCandyBot
from candy_arcade.levels.loader import load_default_level
from candy_arcade.levels.spec import LevelSpec
from candy_arcade.rules.cards import card_code, card_from_index
from candy_arcade.sim.candy.match import score_round
from candy_arcade.sim.candy.session import CandySession


@dataclass(frozen=True)
class SimulatedRound:
    seed: int
    session: CandySession
    events: Counter[str]


def play_bot_round(
    level: LevelSpec, players: int, seed: int, difficulties: list[str]
) -> SimulatedRound:
    session = CandySession(level, players, seed)
    bots = [
        SimpleCandyBot(player, difficulties[player], session.rng.fork(f"bot{player}"))
        for player in range(players)
    ]
    counts: Counter[str] = Counter()
    while not session.over:
        for event in session.step([bot.intent(session) for bot in bots]):
            counts[event.kind.value + "s"] += 1
    return SimulatedRound(seed, session, counts)


def simulate_candy(
    bots: int, rounds: int, seed: int, difficulty: str = "normal", level: LevelSpec | None = None
) -> Iterator[dict[str, object]]:
    """One JSON-able record per round, in the format ``simulate --json`` prints."""
    level = level or load_default_level()
    for number in range(1, rounds + 1):
        round_seed = seed + number - 1
        played = play_bot_round(level, bots, round_seed, [difficulty] * bots)
        session = played.session
        result = score_round(round_seed, session.stashes)
        names = [f"bot{player + 1}" for player in range(bots)]
        yield {
            "round": number,
            "seed": round_seed,
            "stashes": {
                name: [card_code(card_from_index(i)) for i in stash]
                for name, stash in zip(names, session.stashes, strict=True)
            },
            "pool": [card_code(card_from_index(i)) for i in sorted(session.pool_cards())],
            "scores": dict(zip(names, result.totals, strict=True)),
            "events": {
                "grabs": played.events["grabs"] + played.events["unstashs"],
                "stashes": played.events["stashs"],
                "returns": played.events["returns"],
                "touches": played.events["touchs"],
                "refusals": played.events["refuseds"],
                "steals": 0,
            },
        }
