"""Who sits where at a Canasta table, derived from a :class:`GameSetup`, and the
targets the lobby offers (the options themselves are :class:`CanastaOptions`)."""

from __future__ import annotations

from collections.abc import Sequence

from candy_arcade.render.canasta.seats import COMPASS, SeatInfo
from candy_arcade.rules.canasta.settings import Settings
from candy_arcade.setup import GameSetup

TARGETS = (1500, 3000, 5000, 7500, 10000)


def perspective_seat(setup: GameSetup) -> int:
    """The seat drawn at the bottom of the screen: the first human (seat 0 if none)."""
    return next((i for i, s in enumerate(setup.seats) if not s.spec.is_bot), 0)


def compass_names(bots: Sequence[bool]) -> tuple[str, ...]:
    """Each seat's compass name, seats given as bot or not: the first human sits South
    (seat 0 when all are bots) and the others follow clockwise, as the table shows them."""
    players = len(bots)
    if players not in COMPASS:
        raise ValueError(f"Canasta is played by 2, 3 or 4 players, not {players}")
    bottom = next((index for index, bot in enumerate(bots) if not bot), 0)
    return tuple(COMPASS[players][(index - bottom) % players] for index in range(players))


def seat_infos(setup: GameSetup) -> tuple[SeatInfo, ...]:
    """Compass names and sides for the setup's seats (partners sit opposite).

    Compass names follow the screen: the first human sits South, at the bottom, and
    play goes round clockwise (South, West, North, East).
    """
    players = len(setup.seats)
    rules = Settings(players=players)
    compass = compass_names([seat.spec.is_bot for seat in setup.seats])
    return tuple(
        SeatInfo(
            seat=index,
            compass=compass[index],
            name=seat.name or f"Player {index + 1}",
            is_bot=seat.spec.is_bot,
            difficulty=seat.spec.difficulty,
            side=rules.side_of(index),
        )
        for index, seat in enumerate(setup.seats)
    )
