"""Recorded games on disk: the file format, saving, loading, and the one-line errors.

The file (gzip JSON) carries the level's own TOML text as it was parsed for the game,
so a replay still works after the level file changed, moved or was deleted; plus the
seed, the names, every tick's intents and the final state hash that the playback must
reach. ``mode`` says which game it holds; each mode adds what its session needs to be
built again. Building that session and playing it back is each mode's own module
(:mod:`.candy_replay`, :mod:`.pinata_replay`).
"""

from __future__ import annotations

import dataclasses
import gzip
import json
import stat
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, ClassVar, Generic, TypeVar

from candy_arcade.core.atomic_io import write_bytes_atomic
from candy_arcade.levels.spec import LevelSpec
from candy_arcade.levels.validate import LevelInvalid, parse_level
from candy_arcade.replays.intent_codec import decode_intent, encode_intent
from candy_arcade.sim.intents import PlayerIntent

FORMAT = "candy-arcade-replay"
VERSION = 1

SessionT = TypeVar("SessionT")


class ReplayError(ValueError):
    """A replay file that cannot be played; the message is one line for the player."""


@dataclass(kw_only=True)
class Recording:
    """What a recording of any mode holds: the table, the seed, who played, every tick."""

    mode: ClassVar[str] = ""
    level_text: str
    level_name: str
    seed: int
    names: list[str]
    ticks: list[list[PlayerIntent]] = field(default_factory=list)
    final_hash: str = ""

    def record(self, intents: Sequence[PlayerIntent]) -> None:
        self.ticks.append(list(intents))

    def level(self) -> LevelSpec:
        try:
            return parse_level(self.level_text.encode("utf-8"), f"(replay of {self.level_name})")
        except LevelInvalid as invalid:
            raise ReplayError(
                f"the replay's level is broken: {invalid.problems[0].message}"
            ) from None

    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "version": VERSION,
            "mode": self.mode,
            "level_name": self.level_name,
            "level": self.level_text,
            "seed": self.seed,
            "names": self.names,
            **self.options_json(),
            "final_hash": self.final_hash,
            "ticks": [[encode_intent(intent) for intent in tick] for tick in self.ticks],
        }

    def options_json(self) -> dict[str, Any]:
        """The mode's own settings, as stored in the file."""
        return {}

    @classmethod
    def options_from(cls, data: dict[str, Any]) -> dict[str, Any]:
        """The mode's own settings read back from the file (KeyError when missing)."""
        return {}


@dataclass(kw_only=True)
class CandyRecording(Recording):
    """One I Want Candy! round: its timer and variants besides the common fields."""

    mode: ClassVar[str] = "candy"
    timer_seconds: int
    variants: tuple[str, ...]

    def level(self) -> LevelSpec:
        return dataclasses.replace(super().level(), timer_seconds=self.timer_seconds)

    def options_json(self) -> dict[str, Any]:
        return {"timer_seconds": self.timer_seconds, "variants": list(self.variants)}

    @classmethod
    def options_from(cls, data: dict[str, Any]) -> dict[str, Any]:
        return {
            "timer_seconds": int(data["timer_seconds"]),
            "variants": tuple(str(name) for name in data["variants"]),
        }


@dataclass(kw_only=True)
class PinataRecording(Recording):
    """A whole Piñata Blast game (its rounds are one session, so one recording).

    ``stick_holder`` is who held the stick first: the deal draws it from the seed, and
    a playback that deals it to someone else is not replaying this game.
    """

    mode: ClassVar[str] = "pinata"
    youngest: bool
    stick_holder: int

    def options_json(self) -> dict[str, Any]:
        return {"youngest": self.youngest, "stick_holder": self.stick_holder}

    @classmethod
    def options_from(cls, data: dict[str, Any]) -> dict[str, Any]:
        youngest = data["youngest"]
        if not isinstance(youngest, bool):
            raise ValueError("youngest is not true or false")
        return {"youngest": youngest, "stick_holder": int(data["stick_holder"])}


RECORDING_KINDS: dict[str, type[Recording]] = {
    kind.mode: kind for kind in (CandyRecording, PinataRecording)
}


@dataclass(frozen=True)
class Playback(Generic[SessionT]):
    """A recording played to its end: the session, whether it reached the recorded
    final state, who scored what in a line for the command line, and the scores in
    seat order (what ``simulate`` prints for the same seed)."""

    session: SessionT
    matches: bool
    outcome: str
    scores: tuple[int, ...]


def level_text_of(level: LevelSpec) -> str:
    """The text the level was parsed from, stored in the recording (empty for a level
    made in code). Not the file on disk: it may have been edited, or deleted, since
    the game started."""
    return level.text


def save_recording(recording: Recording, path: Path) -> None:
    data = json.dumps(recording.to_json(), separators=(",", ":")).encode("utf-8")
    write_bytes_atomic(path, gzip.compress(data, compresslevel=6, mtime=0))


def load_recording(path: Path) -> Recording:
    """Read a replay file; whatever is wrong with it is one :class:`ReplayError` line.

    Only a regular file is read (a pipe would wait for bytes forever), and JSON nested
    deeper than Python's reader goes is unreadable data like any other.
    """
    try:
        file_mode = path.stat().st_mode
        if stat.S_ISDIR(file_mode):
            raise ReplayError(f"{path}: is a folder; name a .replay file in it")
        if not stat.S_ISREG(file_mode):
            raise ReplayError(f"{path}: not a regular file (a pipe or a device)")
        raw = path.read_bytes()
    except OSError as error:
        raise ReplayError(f"{path}: cannot read the replay ({error.strerror})") from None
    try:
        data = json.loads(gzip.decompress(raw) if raw[:2] == b"\x1f\x8b" else raw)
    except (OSError, EOFError, ValueError, RecursionError):
        raise ReplayError(f"{path}: not a Candy Arcade replay (unreadable data)") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ReplayError(f"{path}: not a Candy Arcade replay")
    if data.get("version") != VERSION:
        raise ReplayError(
            f"{path}: replay version {data.get('version')!r}; this game reads {VERSION}"
        )
    mode = data.get("mode")
    kind = RECORDING_KINDS.get(mode) if isinstance(mode, str) else None
    if kind is None:
        known = " or ".join(RECORDING_KINDS)
        raise ReplayError(f"{path}: a replay of game mode {mode!r}; this game plays {known}")
    try:
        recording = kind(
            level_text=str(data["level"]),
            level_name=str(data["level_name"]),
            seed=int(data["seed"]),
            names=[str(name) for name in data["names"]],
            ticks=[[decode_intent(intent) for intent in tick] for tick in data["ticks"]],
            final_hash=str(data["final_hash"]),
            **kind.options_from(data),
        )
    except (
        KeyError,
        TypeError,
        ValueError,
        IndexError,
        AttributeError,
        OverflowError,
    ) as error:
        raise ReplayError(f"{path}: damaged replay ({error})") from None
    if any(len(tick) != len(recording.names) for tick in recording.ticks):
        raise ReplayError(f"{path}: damaged replay (a tick without one intent per player)")
    return recording


def replay_folder() -> Path:
    from candy_arcade.paths import data_dir

    return data_dir() / "replays"


def store_finished(recording: Recording) -> Path | None:
    """Save a finished game's recording (its final hash set by the table driver), stamped
    with the time; None when the disk refused (the game itself is not lost over it)."""
    try:
        return store_recording(recording, time.strftime("%Y%m%d-%H%M%S"))
    except OSError:
        return None


def store_recording(recording: Recording, stamp: str) -> Path:
    """Save a finished game as ``replays/<mode>-<stamp>.replay``.

    Nothing is ever deleted here: a replay is the player's, and old ones are theirs to
    clear out by hand (the README says where they live).
    """
    folder = replay_folder()
    path = folder / f"{recording.mode}-{stamp}.replay"
    number = 1
    while path.exists():
        # Two games finished within the same second: neither replaces the other.
        number += 1
        path = folder / f"{recording.mode}-{stamp}-{number}.replay"
    save_recording(recording, path)
    return path
