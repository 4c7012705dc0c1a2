"""A recorded I Want Candy! round: how to save it, load it, and play it back headless.

The file (gzip JSON) carries the level's own TOML text, so a replay still works
after the level file changed or moved, plus the seed, the variants, the names, every
tick's intents and the final state hash that the playback must reach.
"""

from __future__ import annotations

import dataclasses
import gzip
import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from candy_arcade.core.atomic_io import write_bytes_atomic
from candy_arcade.core.clock import TICK_SECONDS
from candy_arcade.levels.spec import LevelSpec
from candy_arcade.levels.validate import LevelInvalid, parse_level
from candy_arcade.replays.intent_codec import decode_intent, encode_intent
from candy_arcade.sim.candy.session import CandySession
from candy_arcade.sim.intents import PlayerIntent

FORMAT = "candy-arcade-replay"
VERSION = 1


class ReplayError(ValueError):
    """A replay file that cannot be played; the message is one line for the player."""


@dataclass
class Recording:
    level_text: str
    level_name: str
    timer_seconds: int
    seed: int
    variants: tuple[str, ...]
    names: list[str]
    ticks: list[list[PlayerIntent]] = field(default_factory=list)
    final_hash: str = ""

    def record(self, intents: Sequence[PlayerIntent]) -> None:
        self.ticks.append(list(intents))

    def level(self) -> LevelSpec:
        try:
            level = parse_level(self.level_text.encode("utf-8"), f"(replay of {self.level_name})")
        except LevelInvalid as invalid:
            raise ReplayError(
                f"the replay's level is broken: {invalid.problems[0].message}"
            ) from None
        return dataclasses.replace(level, timer_seconds=self.timer_seconds)

    def new_session(self) -> CandySession:
        return CandySession(
            self.level(), len(self.names), self.seed, self.timer_seconds, self.variants
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "version": VERSION,
            "mode": "candy",
            "level_name": self.level_name,
            "level": self.level_text,
            "timer_seconds": self.timer_seconds,
            "seed": self.seed,
            "variants": list(self.variants),
            "names": self.names,
            "final_hash": self.final_hash,
            "ticks": [[encode_intent(intent) for intent in tick] for tick in self.ticks],
        }


def recording_for(session: CandySession, names: list[str]) -> Recording:
    """Start recording a round about to be played on ``session``."""
    level = session.level
    text = Path(level.source).read_text(encoding="utf-8") if level.source else ""
    return Recording(
        level_text=text,
        level_name=level.name,
        timer_seconds=round(session.duration_ticks * TICK_SECONDS),
        seed=session.seed,
        variants=tuple(sorted(variant.value for variant in session.variants)),
        names=list(names),
    )


def save_recording(recording: Recording, path: Path) -> None:
    data = json.dumps(recording.to_json(), separators=(",", ":")).encode("utf-8")
    write_bytes_atomic(path, gzip.compress(data, compresslevel=6, mtime=0))


def load_recording(path: Path) -> Recording:
    try:
        raw = path.read_bytes()
    except OSError as error:
        raise ReplayError(f"{path}: cannot read the replay ({error.strerror})") from None
    try:
        data = json.loads(gzip.decompress(raw) if raw[:2] == b"\x1f\x8b" else raw)
    except (OSError, EOFError, ValueError):
        raise ReplayError(f"{path}: not a Candy Arcade replay (unreadable data)") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ReplayError(f"{path}: not a Candy Arcade replay")
    if data.get("version") != VERSION:
        raise ReplayError(
            f"{path}: replay version {data.get('version')!r}; this game reads {VERSION}"
        )
    try:
        recording = Recording(
            level_text=str(data["level"]),
            level_name=str(data["level_name"]),
            timer_seconds=int(data["timer_seconds"]),
            seed=int(data["seed"]),
            variants=tuple(str(name) for name in data["variants"]),
            names=[str(name) for name in data["names"]],
            ticks=[[decode_intent(intent) for intent in tick] for tick in data["ticks"]],
            final_hash=str(data["final_hash"]),
        )
    except (KeyError, TypeError, ValueError, IndexError) as error:
        raise ReplayError(f"{path}: damaged replay ({error})") from None
    if any(len(tick) != len(recording.names) for tick in recording.ticks):
        raise ReplayError(f"{path}: damaged replay (a tick without one intent per player)")
    return recording


@dataclass(frozen=True)
class PlaybackResult:
    session: CandySession
    matches: bool


def play_back(recording: Recording) -> PlaybackResult:
    """Run the recorded intents through a fresh session, as fast as it goes."""
    session = recording.new_session()
    for intents in recording.ticks:
        if session.over:
            break
        session.step(intents)
    return PlaybackResult(session, session.state_hash() == recording.final_hash)


def replay_folder() -> Path:
    from candy_arcade.paths import data_dir

    return data_dir() / "replays"


KEEP_REPLAYS = 30


def store_round(recording: Recording, stamp: str) -> Path:
    """Save a finished round as ``replays/candy-<stamp>.replay``; keep the newest 30."""
    folder = replay_folder()
    path = folder / f"candy-{stamp}.replay"
    save_recording(recording, path)
    for old in sorted(folder.glob("candy-*.replay"))[:-KEEP_REPLAYS]:
        old.unlink(missing_ok=True)
    return path
