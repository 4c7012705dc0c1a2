"""Who sits at the table: a human on some device (a phone, maybe), or a bot of some
difficulty.

Parsed from the command line (``--seats human,phone,bot:hard``) and built by the lobby.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

Difficulty = Literal["easy", "normal", "hard"]
DIFFICULTIES: tuple[Difficulty, ...] = ("easy", "normal", "hard")
MAX_SEATS = 8


def as_difficulty(name: str) -> Difficulty:
    """A difficulty already checked where it was read (settings, a level file), typed.

    Raises:
        ValueError: ``name`` is no difficulty (a bug: the reader let it through).
    """
    for difficulty in DIFFICULTIES:
        if difficulty == name:
            return difficulty
    raise ValueError(f"no difficulty {name!r}; the difficulties are {', '.join(DIFFICULTIES)}")


class SeatParseError(ValueError):
    """A ``--seats`` entry that is not ``human``, ``phone``, ``bot`` or ``bot:<difficulty>``."""


@dataclass(frozen=True, slots=True)
class SeatSpec:
    """One seat: ``is_bot`` with its difficulty, or a human (on a ``phone``, which
    the seat waits for until one joins, or on the next device of the couch)."""

    is_bot: bool
    difficulty: Difficulty = "normal"
    phone: bool = False

    @property
    def label(self) -> str:
        if self.is_bot:
            return f"bot:{self.difficulty}"
        return "phone" if self.phone else "human"


def parse_seats(text: str) -> tuple[SeatSpec, ...]:
    """Parse a comma list such as ``human,bot,bot:hard`` into seat specs."""
    entries = [entry.strip().lower() for entry in text.split(",")]
    if not text.strip():
        raise SeatParseError("--seats is empty: give one entry per seat, e.g. human,bot,bot:hard")
    if len(entries) > MAX_SEATS:
        raise SeatParseError(f"--seats has {len(entries)} seats; at most {MAX_SEATS} are allowed")
    seats: list[SeatSpec] = []
    for entry in entries:
        if entry == "human":
            seats.append(SeatSpec(is_bot=False))
        elif entry == "phone":
            seats.append(SeatSpec(is_bot=False, phone=True))
        elif entry == "bot":
            seats.append(SeatSpec(is_bot=True))
        elif entry.startswith("bot:") and entry[4:] in DIFFICULTIES:
            seats.append(SeatSpec(is_bot=True, difficulty=as_difficulty(entry[4:])))
        else:
            raise SeatParseError(
                f"unknown seat {entry!r}: use human, phone, bot, bot:easy, bot:normal or bot:hard"
            )
    return tuple(seats)
