"""Seats as the table shows them: compass names, who plays, which side."""

from __future__ import annotations

from dataclasses import dataclass

COMPASS = {
    2: ("South", "North"),
    3: ("South", "West", "East"),
    4: ("South", "West", "North", "East"),
}


@dataclass(frozen=True, slots=True)
class SeatInfo:
    """One seat as the table shows it."""

    seat: int
    compass: str
    name: str
    is_bot: bool
    difficulty: str
    side: int

    @property
    def title(self) -> str:
        """``North (Bot, hard)`` or ``South (Player 1)``."""
        who = f"Bot, {self.difficulty}" if self.is_bot else self.name
        return f"{self.compass} ({who})"


def side_name(seats: tuple[SeatInfo, ...], side: int) -> str:
    """``South & North`` for a partnership, the compass name for a lone player."""
    return " & ".join(s.compass for s in seats if s.side == side)
