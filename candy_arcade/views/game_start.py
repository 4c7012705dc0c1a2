"""Who plays a new game: fresh seeds, and the devices human seats get in turn."""

from __future__ import annotations

from candy_arcade.core.seats import Difficulty, SeatSpec
from candy_arcade.input.phone_ids import phone_id
from candy_arcade.levels.loader import default_level_for
from candy_arcade.levels.spec import LevelSpec
from candy_arcade.setup import GameSetup, SeatAssignment

HUMAN_DEVICE_ORDER = ("mouse", "keys-left", "keys-right", "pad-0", "pad-1", "pad-2", "pad-3")
DEFAULT_SEATS = (SeatSpec(is_bot=True),) * 4


def seats_with_devices(specs: tuple[SeatSpec, ...]) -> tuple[SeatAssignment, ...]:
    """Give each human seat the next free device: mouse, then keyboard halves, then pads;
    a phone seat the next phone to join (``phone-1``, ``phone-2``...)."""
    couch = iter(HUMAN_DEVICE_ORDER)
    phones = (phone_id(number) for number in range(1, len(specs) + 1))
    seats: list[SeatAssignment] = []
    for number, spec in enumerate(specs, start=1):
        devices = phones if spec.phone else couch
        device = None if spec.is_bot else next(devices, None)
        name = f"Bot {number}" if spec.is_bot else f"Player {number}"
        seats.append(SeatAssignment(spec, device, name))
    return tuple(seats)


def bots_only(
    mode: str,
    bots: int,
    seed: int,
    difficulty: Difficulty = "normal",
    level: LevelSpec | None = None,
) -> GameSetup:
    """A game nobody plays: ``bots`` bots of ``difficulty`` at ``level`` (None: the
    mode's usual table), dealt from ``seed`` (the frame bench, the title's attract round)."""
    seats = seats_with_devices((SeatSpec(is_bot=True, difficulty=difficulty),) * bots)
    return GameSetup(mode, level or default_level_for(mode), seed, seats)
