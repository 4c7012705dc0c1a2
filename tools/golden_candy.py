"""Record the I Want Candy! golden master: seeded bot rounds, their intents and final hashes.

Run from the repository root: ``python tools/golden_candy.py``. It plays every case of
:func:`golden_cases` (each variant alone, combinations, several seeds, two to eight
seats, three tables) with a :class:`CandyBot` in every seat, records each tick's intents
and writes them with each round's golden hash to :data:`GOLDEN_PATH`.

The golden hash is the round's ``state_hash()`` extended with a digest of the session's
random generator state (:func:`golden_hash`): ``state_hash()`` itself stays as it is,
since saved replays verify against it, but two rounds that end alike and drew different
random numbers on the way (a Snitch card, a Roshambo pick) must not pass as one.

``tests/sim/candy/test_golden_master.py`` replays every recorded round into a fresh
session and asserts its hash: the rounds are the simulation's golden master, and they
are never re-recorded. A share of them (every :data:`BOT_CHECK_EVERY`-th case) is also
played again by bots, whose choices are checked against :data:`BOT_CHOICES_PATH`, a
digest of every tick's intents and the final hash. Bots are retuned on purpose now and
then: ``python tools/golden_candy.py --bots`` records their choices anew, and only
that file; say so in the commit.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import sys
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from candy_arcade.bots.candy.bot import CandyBot  # noqa: E402
from candy_arcade.bots.candy.source import CandyBotSource  # noqa: E402
from candy_arcade.levels.loader import load_level  # noqa: E402
from candy_arcade.replays.intent_codec import decode_intent, encode_intent  # noqa: E402
from candy_arcade.rules.candy.variants import Variant  # noqa: E402
from candy_arcade.sim.candy.session import CandySession  # noqa: E402
from candy_arcade.sim.intents import PlayerIntent  # noqa: E402

GOLDEN_PATH = ROOT / "tests" / "sim" / "candy" / "data" / "golden_rounds.json.gz"
BOT_CHOICES_PATH = ROOT / "tests" / "sim" / "candy" / "data" / "golden_bot_choices.json"
BOT_CHECK_EVERY = 6
"""Every sixth case is played by bots again (bots cost more than replaying)."""
LEVELS = ("default.toml", "04-pillar-hall.toml", "10-round-table.toml")
DIFFICULTIES = ("easy", "normal", "hard")
COMBINATIONS: tuple[tuple[str, ...], ...] = (
    (),
    ("rock-you", "snitch"),
    ("blocker", "roshambo", "how-rude"),
    ("swappities", "see-for-miles"),
    ("restricted", "rock-you", "flipper"),
    ("laissez-faire", "roshambo", "snitch"),
    ("laissez-faire", "restricted", "swappities"),
    ("flipper", "see-for-miles", "how-rude", "blocker"),
    tuple(variant.value for variant in Variant),
)


@dataclass(frozen=True)
class GoldenCase:
    """One recorded round's set-up: everything a fresh session is built from."""

    level: str
    players: int
    seed: int
    variants: tuple[str, ...]
    timer_seconds: int
    difficulty: str

    def to_json(self) -> dict[str, Any]:
        return {
            "level": self.level,
            "players": self.players,
            "seed": self.seed,
            "variants": list(self.variants),
            "timer_seconds": self.timer_seconds,
            "difficulty": self.difficulty,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> GoldenCase:
        return cls(
            level=str(data["level"]),
            players=int(data["players"]),
            seed=int(data["seed"]),
            variants=tuple(str(name) for name in data["variants"]),
            timer_seconds=int(data["timer_seconds"]),
            difficulty=str(data["difficulty"]),
        )


def golden_cases() -> Iterator[GoldenCase]:
    """Every variant alone and the combinations, over seeds, seat counts and tables."""
    sets = [(variant.value,) for variant in Variant] + list(COMBINATIONS)
    number = 0
    for variants in sets:
        for repeat in range(16):
            level = LEVELS[(number + repeat) % len(LEVELS)]
            players = 2 + (number * 5 + repeat * 3) % 7
            yield GoldenCase(
                level=level,
                players=players,
                seed=1000 + number,
                variants=variants,
                timer_seconds=8 + (number % 3) * 3,
                difficulty=DIFFICULTIES[number % len(DIFFICULTIES)],
            )
            number += 1


def level_path(name: str) -> Path:
    return ROOT / "levels" / name


def new_golden_session(case: GoldenCase) -> CandySession:
    level = load_level(level_path(case.level))
    players = min(case.players, len(level.seats))
    return CandySession(level, players, case.seed, case.timer_seconds, case.variants)


def golden_hash(session: CandySession) -> str:
    """``state_hash()`` extended with a digest of the session's random generator state."""
    digest = hashlib.sha256(session.state_hash().encode())
    digest.update(repr(session.rng.getstate()).encode())
    return digest.hexdigest()


def bots_for(session: CandySession, difficulty: str) -> list[CandyBotSource[CandyBot]]:
    """A bot in every seat, each behind the source that feeds it its observation."""
    return [
        CandyBotSource(CandyBot(player, difficulty, session.rng.fork(f"bot{player}")))
        for player in range(session.players)
    ]


def play_with_bots(case: GoldenCase) -> tuple[CandySession, list[list[PlayerIntent]]]:
    """The round played by bots, and every tick's intents."""
    session = new_golden_session(case)
    bots = bots_for(session, case.difficulty)
    ticks: list[list[PlayerIntent]] = []
    while not session.over:
        intents = [bot.intent(session, session.tick) for bot in bots]
        ticks.append(intents)
        session.step(intents)
    return session, ticks


def encode_ticks(ticks: Sequence[Sequence[PlayerIntent]]) -> dict[str, Any]:
    """Intents as a table of distinct ones and, per tick, their indexes (bots repeat)."""
    table: list[dict[str, Any]] = []
    index_of: dict[str, int] = {}
    rows: list[list[int]] = []
    for intents in ticks:
        row = []
        for intent in intents:
            encoded = encode_intent(intent)
            key = json.dumps(encoded, sort_keys=True)
            if key not in index_of:
                index_of[key] = len(table)
                table.append(encoded)
            row.append(index_of[key])
        rows.append(row)
    return {"intents": table, "ticks": rows}


def decode_ticks(data: dict[str, Any]) -> list[list[PlayerIntent]]:
    table = [decode_intent(encoded) for encoded in data["intents"]]
    return [[table[index] for index in row] for row in data["ticks"]]


def load_golden(path: Path = GOLDEN_PATH) -> list[dict[str, Any]]:
    rounds: list[dict[str, Any]] = json.loads(gzip.decompress(path.read_bytes()))
    return rounds


def record(path: Path = GOLDEN_PATH) -> None:
    started = time.perf_counter()
    rounds = []
    for case in golden_cases():
        session, ticks = play_with_bots(case)
        rounds.append({"case": case.to_json(), **encode_ticks(ticks), "hash": golden_hash(session)})
    data = json.dumps(rounds, separators=(",", ":")).encode()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(gzip.compress(data, compresslevel=9, mtime=0))
    elapsed = time.perf_counter() - started
    print(f"{len(rounds)} rounds, {path.stat().st_size / 1e6:.2f} MB, {elapsed:.1f} s: {path}")


def ticks_digest(ticks: Sequence[Sequence[PlayerIntent]]) -> str:
    """One digest of every tick's intents, in order."""
    return hashlib.sha256(json.dumps(encode_ticks(ticks), sort_keys=True).encode()).hexdigest()


def bot_choices() -> dict[str, dict[str, str]]:
    """The checked cases played by today's bots: each one's intents digest and final hash."""
    choices: dict[str, dict[str, str]] = {}
    for number, entry in enumerate(load_golden()):
        if number % BOT_CHECK_EVERY == 0:
            session, ticks = play_with_bots(GoldenCase.from_json(entry["case"]))
            choices[str(number)] = {"ticks": ticks_digest(ticks), "hash": golden_hash(session)}
    return choices


def record_bot_choices(path: Path = BOT_CHOICES_PATH) -> None:
    started = time.perf_counter()
    choices = bot_choices()
    temporary = path.with_suffix(".tmp")
    temporary.write_text(json.dumps(choices, indent=1, sort_keys=True) + "\n")
    temporary.replace(path)
    elapsed = time.perf_counter() - started
    print(f"{len(choices)} bot rounds, {elapsed:.1f} s: {path}")


if __name__ == "__main__":
    if sys.argv[1:] == ["--bots"]:
        record_bot_choices()
    else:
        record()
