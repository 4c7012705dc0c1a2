"""Who sits at an evaluation table: the newcomer model or a bot of some difficulty.

``candy-arcade simulate --seats newcomer,bot:easy`` and the ladder build their tables
from these; the lobby never offers a newcomer (it exists only to measure the bots).
"""

from __future__ import annotations

from dataclasses import dataclass

from candy_arcade.bots.newcomer_hand import Device
from candy_arcade.core.seats import DIFFICULTIES, Difficulty, as_difficulty

NEWCOMER = "newcomer"


class EvalSeatError(ValueError):
    """A seat entry that is not ``newcomer[:keys]``, ``bot`` or ``bot:<difficulty>``."""


@dataclass(frozen=True, slots=True)
class EvalSeat:
    """One seat: the newcomer model (``difficulty`` None) on its ``device``, or a bot of
    ``difficulty`` (which needs no device)."""

    difficulty: Difficulty | None = None
    device: Device = Device.MOUSE

    @property
    def is_newcomer(self) -> bool:
        return self.difficulty is None

    @property
    def label(self) -> str:
        """How the seat is written on the command line and in the JSON records."""
        if self.difficulty is not None:
            return f"bot:{self.difficulty}"
        return NEWCOMER if self.device is Device.MOUSE else f"{NEWCOMER}:{self.device.value}"


def bot_seat(difficulty: str) -> EvalSeat:
    """A bot seat of ``difficulty`` (already checked to be one)."""
    return EvalSeat(as_difficulty(difficulty))


NEWCOMER_SEAT = EvalSeat()
"""The newcomer on a mouse, the device most first-timers reach for."""
NEWCOMER_ON_KEYS = EvalSeat(device=Device.KEYS)

SEAT_CHOICES = ", ".join(
    [NEWCOMER, NEWCOMER_ON_KEYS.label, "bot", *(f"bot:{name}" for name in DIFFICULTIES)]
)


def parse_eval_seat(entry: str) -> EvalSeat:
    """One seat entry: ``newcomer`` (on a mouse), ``newcomer:keys``, ``bot`` (normal)
    or ``bot:easy|normal|hard``."""
    text = entry.strip().lower()
    if text == NEWCOMER:
        return NEWCOMER_SEAT
    if text == NEWCOMER_ON_KEYS.label:
        return NEWCOMER_ON_KEYS
    if text == "bot":
        return bot_seat("normal")
    if text.startswith("bot:") and text[4:] in DIFFICULTIES:
        return bot_seat(text[4:])
    raise EvalSeatError(f"unknown seat {entry.strip()!r}: use {SEAT_CHOICES}")


def parse_eval_seats(text: str, fewest: int, most: int) -> tuple[EvalSeat, ...]:
    """A comma list of seats, from ``fewest`` to ``most`` of them."""
    if not text.strip():
        raise EvalSeatError(f"--seats is empty: give one entry per seat ({SEAT_CHOICES})")
    seats = tuple(parse_eval_seat(entry) for entry in text.split(","))
    if not fewest <= len(seats) <= most:
        raise EvalSeatError(f"--seats gives {len(seats)} seats; this mode seats {fewest} to {most}")
    return seats


def seat_names(seats: tuple[EvalSeat, ...] | list[EvalSeat]) -> list[str]:
    """The name each seat goes by in a record: ``seat1``, ``seat2``, ..."""
    return [f"seat{number}" for number in range(1, len(seats) + 1)]
