"""What the lobby hands to a game view: the mode, the table, the seed, who sits where
and the mode's typed options."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from candy_arcade.core.seats import SeatSpec
from candy_arcade.levels.spec import LevelSpec
from candy_arcade.mode_options import ModeOptions
from candy_arcade.modes import mode_info, options_for

if TYPE_CHECKING:
    from candy_arcade.replays.recording import Recording

OptionsT = TypeVar("OptionsT")


@dataclass(frozen=True)
class SeatAssignment:
    """A seat and, for a human, the id of the device that plays it (e.g. ``keys-left``)."""

    spec: SeatSpec
    device_id: str | None = None
    name: str = ""
    slot: int | None = None
    """The lobby seat taken: the player's number less one and their colour, kept when
    someone else leaves (None: the seat's place at the table)."""
    joined_with: str | None = None
    """The device that joined in the lobby, when the seat plays with every device (a
    lone player): the lobby seats it again on that device after the match."""

    def look_slot(self, place: int) -> int:
        """Which player colour and mark the seat at ``place`` wears."""
        return place if self.slot is None else self.slot


@dataclass(frozen=True)
class GameSetup:
    mode: str
    level: LevelSpec
    seed: int
    seats: tuple[SeatAssignment, ...]
    options: ModeOptions | None = None
    """The mode's options; None plays the mode's own at ``level`` (a level's variants)."""
    is_challenge: bool = False
    """Played from the challenge ladder: the level's challenge decides the outcome."""
    watched: bool = False
    """A recording watched on its own (``replay FILE``): no lobby to go back to."""

    def __post_init__(self) -> None:
        """Fill in the mode's options now, so a setup of the wrong options fails here,
        where it is built, not in the middle of a game."""
        object.__setattr__(self, "options", options_for(self.mode, self.options, self.level))

    @classmethod
    def watching(cls, recording: Recording, options: ModeOptions) -> GameSetup:
        """A setup for watching ``recording``: its table, seed and names, nobody's
        devices (the recorded intents play every seat)."""
        seats = tuple(
            SeatAssignment(SeatSpec(is_bot=False), None, name) for name in recording.names
        )
        return cls(recording.mode, recording.level(), recording.seed, seats, options, watched=True)

    def options_as(self, kind: type[OptionsT]) -> OptionsT:
        """The options, as the mode's own class (a game view knows its mode's).

        Raises:
            TypeError: the setup is of another mode.
        """
        if not isinstance(self.options, kind):
            raise TypeError(f"a {self.title} setup has no {kind.__name__}")
        return self.options

    @property
    def has_lobby(self) -> bool:
        """Whether the players came from a lobby, which a match's end goes back to."""
        return not (self.is_challenge or self.watched)

    @property
    def look_slots(self) -> tuple[int, ...]:
        """Each seat's player colour and mark, for ``render.player_look.looks_of``."""
        return tuple(seat.look_slot(place) for place, seat in enumerate(self.seats))

    @property
    def title(self) -> str:
        return mode_info(self.mode).title

    @property
    def level_id(self) -> str:
        """The level's file name without ``.toml``: the key of its saved progress."""
        return Path(self.level.source).stem if self.level.source else self.level.name
