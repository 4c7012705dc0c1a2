"""How many players each game mode seats, for the level checker and ``play --seats``.

The counts come from the rules themselves (Piñata Blast's player limits, the Canasta
hand sizes), so a level or a command line can never promise a table the game then
refuses to deal.
"""

from __future__ import annotations

from candy_arcade.core.seats import MAX_SEATS
from candy_arcade.rules.canasta.settings import HAND_SIZES
from candy_arcade.rules.pinata.state import MAX_PLAYERS, MIN_PLAYERS

GAME_TITLES = {"candy": "I Want Candy!", "pinata": "Piñata Blast", "canasta": "Canasta"}
SEAT_LIMITS: dict[str, tuple[int, int]] = {
    "candy": (1, MAX_SEATS),
    "pinata": (MIN_PLAYERS, MAX_PLAYERS),
    "canasta": (min(HAND_SIZES), max(HAND_SIZES)),
}
"""Per mode, the fewest and most seats a level may have and players a game may seat."""


def player_range(mode: str, level_seats: int) -> tuple[int, int]:
    """The fewest and most players a game of ``mode`` takes at a level of that mode
    with ``level_seats`` seats: the mode's own limits, and no more than the table has
    seats (as the lobby offers)."""
    low, high = SEAT_LIMITS[mode]
    return low, min(high, level_seats)


def counted(number: int, noun: str) -> str:
    """``1 seat``, ``2 seats``: a count a player reads without stumbling."""
    return f"{number} {noun}" if number == 1 else f"{number} {noun}s"


def a_level_of(mode: str | None) -> str:
    """``an I Want Candy! level``, ``a Canasta level``; ``a level`` for an unknown mode."""
    if mode not in GAME_TITLES:
        return "a level"
    title = GAME_TITLES[mode]
    return f"{'an' if title[0] in 'AEIOU' else 'a'} {title} level"
