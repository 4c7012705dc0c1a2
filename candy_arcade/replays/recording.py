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
import zlib
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, ClassVar, Generic, TypeVar

from candy_arcade.core.atomic_io import write_bytes_atomic, write_bytes_new
from candy_arcade.core.bounded_read import MIB, ReadRefused, read_regular_bytes
from candy_arcade.levels.spec import LevelSpec
from candy_arcade.levels.validate import LevelInvalid, parse_level
from candy_arcade.replays import fields
from candy_arcade.replays.intent_codec import decode_intent, encode_intent
from candy_arcade.sim.intents import PlayerIntent

FORMAT = "candy-arcade-replay"
VERSION = 2
"""The version this game writes. Version 2: in Piñata Blast a grab on keys or a pad
away from home queues the chosen card ("laying…"); version 1 refused it."""
READABLE_VERSIONS = (1, VERSION)
"""Versions this game plays back. A version 1 Piñata replay plays with the old
refusal (:attr:`Recording.version` tells its session); I Want Candy! did not change."""

SessionT = TypeVar("SessionT")

FILE_LIMIT = 64 * MIB
"""Bytes of a replay file: an hour of eight players is a few megabytes compressed."""

DATA_LIMIT = 512 * MIB
"""Bytes of a replay once uncompressed: a gzip bomb stops here, not in memory."""

MAX_TICKS = 60 * 60 * 60 * 2
"""Ticks of one recording: two hours at 60 a second, far beyond any game's end."""

MAX_NAMES = 16
"""Players of one recording: more than any mode seats."""

TIMER_SECONDS = (1, 3600)
"""The round lengths a recording may give, in seconds."""


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
    version: int = VERSION
    """The version the recording was made by: its playback follows that version's rules."""

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
            "version": self.version,
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
            "timer_seconds": fields.whole(data, "timer_seconds", *TIMER_SECONDS),
            "variants": tuple(fields.texts(data, "variants", MAX_NAMES)),
        }


@dataclass(kw_only=True)
class PinataRecording(Recording):
    """A whole Piñata Blast game (its rounds are one session, so one recording).

    ``stick_holder`` is who held the stick first: the deal draws it from the seed, and
    a playback that deals it to someone else is not replaying this game. ``table`` is
    a digest of the table built from the level: the dice may never touch a swapped
    wall or an added obstacle, so the final state alone would not show the change.
    A replay saved before tables were recorded has none (``""``): it still plays, and
    the command line says its table could not be checked.
    """

    mode: ClassVar[str] = "pinata"
    youngest: bool
    stick_holder: int
    table: str

    def options_json(self) -> dict[str, Any]:
        return {"youngest": self.youngest, "stick_holder": self.stick_holder, "table": self.table}

    @classmethod
    def options_from(cls, data: dict[str, Any]) -> dict[str, Any]:
        return {
            "youngest": fields.flag(data, "youngest"),
            "stick_holder": fields.whole(data, "stick_holder", 0, MAX_NAMES - 1),
            "table": fields.text(data, "table") if "table" in data else "",
        }


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


def refuse_ticks_after_the_end(played: int, recording: Recording) -> None:
    """A recording stops at the game's end; ticks after it were added to the file."""
    extra = len(recording.ticks) - played
    if extra > 0:
        raise ReplayError(f"the replay has {extra:,} ticks after the game ended")


def level_text_of(level: LevelSpec) -> str:
    """The text the level was parsed from, stored in the recording (empty for a level
    made in code). Not the file on disk: it may have been edited, or deleted, since
    the game started."""
    return level.text


def save_recording(recording: Recording, path: Path) -> None:
    write_bytes_atomic(path, _file_bytes(recording))


def _file_bytes(recording: Recording) -> bytes:
    data = json.dumps(recording.to_json(), separators=(",", ":")).encode("utf-8")
    return gzip.compress(data, compresslevel=6, mtime=0)


def load_recording(path: Path) -> Recording:
    """Read a replay file; whatever is wrong with it is one :class:`ReplayError` line.

    Only a regular file is read (a pipe would wait for bytes forever), with a size
    limit before and after decompressing; damaged compressed data and JSON nested
    deeper than Python's reader goes are unreadable data like any other. Every field
    must be of the kind the game writes.
    """
    try:
        file_mode = path.stat().st_mode
        if stat.S_ISDIR(file_mode):
            raise ReplayError(f"{path}: is a folder; name a .replay file in it")
        if not stat.S_ISREG(file_mode):
            raise ReplayError(f"{path}: not a regular file (a pipe or a device)")
        raw = read_regular_bytes(path, FILE_LIMIT)
    except ReadRefused as refused:
        raise ReplayError(str(refused)) from None
    except OSError as error:
        raise ReplayError(f"{path}: cannot read the replay ({error.strerror})") from None
    try:
        data = json.loads(_uncompressed(raw) if raw[:2] == b"\x1f\x8b" else raw)
    except ReplayError as error:
        raise ReplayError(f"{path}: {error}") from None
    except (OSError, EOFError, ValueError, RecursionError, zlib.error):
        raise ReplayError(f"{path}: not a Candy Arcade replay (unreadable data)") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ReplayError(f"{path}: not a Candy Arcade replay")
    version = data.get("version")
    if type(version) is not int or version not in READABLE_VERSIONS:
        readable = " or ".join(str(known) for known in READABLE_VERSIONS)
        raise ReplayError(f"{path}: replay version {version!r}; this game reads {readable}")
    mode = data.get("mode")
    kind = RECORDING_KINDS.get(mode) if isinstance(mode, str) else None
    if kind is None:
        known = " or ".join(RECORDING_KINDS)
        raise ReplayError(f"{path}: a replay of game mode {mode!r}; this game plays {known}")
    try:
        names = fields.texts(data, "names", MAX_NAMES)
        recording = kind(
            level_text=fields.text(data, "level"),
            level_name=fields.text(data, "level_name"),
            seed=fields.whole(data, "seed"),
            names=names,
            ticks=[_tick(tick, len(names)) for tick in fields.items(data, "ticks", MAX_TICKS)],
            final_hash=fields.text(data, "final_hash"),
            version=version,
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
    return recording


def _uncompressed(raw: bytes) -> bytes:
    """The gzip data ``raw`` holds, refused beyond :data:`DATA_LIMIT` bytes."""
    inflater = zlib.decompressobj(wbits=16 + zlib.MAX_WBITS)
    data = inflater.decompress(raw, DATA_LIMIT)
    if inflater.unconsumed_tail:
        raise ReplayError(f"more than {DATA_LIMIT // MIB} MB once uncompressed")
    if not inflater.eof:
        raise ValueError("the compressed data ends early")
    return data


def _tick(tick: object, players: int) -> list[PlayerIntent]:
    if not isinstance(tick, list) or len(tick) != players:
        raise ValueError("a tick without one intent per player")
    return [decode_intent(intent) for intent in tick]


def replay_folder() -> Path:
    from candy_arcade.paths import data_dir

    return data_dir() / "replays"


def store_finished(recording: Recording) -> Path | str:
    """Save a finished game's recording (its final hash set by the table driver), stamped
    with the time: the new file, or, when the disk refused, a line saying where and why
    for the results screen (the game itself is not lost over it, but the player must
    know the replay is)."""
    try:
        return store_recording(recording, time.strftime("%Y%m%d-%H%M%S"))
    except OSError as error:
        return f"Replay not saved to {replay_folder()} ({error.strerror or error})"


def store_recording(recording: Recording, stamp: str) -> Path:
    """Save a finished game as ``replays/<mode>-<stamp>[-N].replay``, a new file.

    The file is complete before it has a name, and the name is the first free one:
    two games finished in the same second, even by two processes, each keep their
    own replay. Nothing is ever deleted here: a replay is the player's, and old ones
    are theirs to clear out by hand (the README says where they live).
    """
    stem = f"{recording.mode}-{stamp}"
    return write_bytes_new(replay_folder(), stem, ".replay", _file_bytes(recording))
