"""When the I Want Candy! reveal shows what: the ranking and the timeline of the show.

The reveal is the payoff of a round, so it is staged like a countdown: last place is
shown first and the table builds up to the winner, who comes last. Each seat's stash
turns up, then its claims are counted one at a time (each number counts up from 0),
and only then its total appears. The lower places go at double speed so a full table
of eight stays short; the last three seats (the podium) get the full pace.

Pure timing, no drawing: the results screen asks what is shown at time ``t``.
"""

from __future__ import annotations

from collections.abc import Sequence

SEAT_INTRO_SECONDS = 0.5
"""A seat's stash is on screen this long before its first claim is counted."""
ITEM_COUNT_SECONDS = 0.45
"""How long one claim's points take to count up from 0."""
ITEM_HOLD_SECONDS = 0.25
"""The pause after a claim is counted, before the next one starts."""
SEAT_TOTAL_SECONDS = 0.6
"""A seat's total stays alone on screen this long before the next seat is shown."""
PODIUM_SEATS = 3
"""The last seats revealed (the top places) go at full pace; the others go faster."""
QUICK_PACE = 0.5
"""The lower places' share of the full pace's time."""


def ranked_seats(totals: Sequence[int]) -> list[int]:
    """Seats best first; seats with equal totals keep seat order."""
    return sorted(range(len(totals)), key=lambda seat: (-totals[seat], seat))


def rank_numbers(totals: Sequence[int]) -> list[int]:
    """Each seat's place (1 is best); equal totals share a place ("1, 1, 3")."""
    return [1 + sum(other > total for other in totals) for total in totals]


def counted(points: int, progress: float) -> int:
    """The number shown ``progress`` (0 to 1) of the way through counting up to
    ``points``: fast at first, settling on the value (an ease-out)."""
    progress = min(max(progress, 0.0), 1.0)
    return round(points * (1.0 - (1.0 - progress) ** 2))


class RevealSchedule:
    """The timeline of one reveal: when each seat, each of its claims and its total show.

    ``order`` lists the seats in the order they are revealed; ``items`` gives, per seat
    (by seat number), how many lines are counted for it.
    """

    def __init__(self, order: Sequence[int], items: Sequence[int]) -> None:
        self.order = list(order)
        self.starts: dict[int, float] = {}
        self.ends: dict[int, float] = {}
        self.item_starts: dict[int, list[float]] = {}
        self.count_seconds: dict[int, float] = {}
        clock = 0.0
        for place, seat in enumerate(self.order):
            pace = 1.0 if len(self.order) - place <= PODIUM_SEATS else QUICK_PACE
            self.starts[seat] = clock
            clock += SEAT_INTRO_SECONDS * pace
            self.count_seconds[seat] = ITEM_COUNT_SECONDS * pace
            self.item_starts[seat] = []
            for _ in range(items[seat]):
                self.item_starts[seat].append(clock)
                clock += (ITEM_COUNT_SECONDS + ITEM_HOLD_SECONDS) * pace
            self.ends[seat] = clock
            clock += SEAT_TOTAL_SECONDS * pace
        self.duration = clock

    def shown(self, seat: int, t: float) -> bool:
        """Whether ``seat``'s row (name and stash) is on screen at time ``t``."""
        return t >= self.starts[seat]

    def done(self, seat: int, t: float) -> bool:
        """Whether every line of ``seat`` is counted, so its total shows."""
        return t >= self.ends[seat]

    def progress(self, seat: int, item: int, t: float) -> float | None:
        """How far line ``item`` of ``seat`` has counted (0 to 1), None before it starts."""
        start = self.item_starts[seat][item]
        if t < start:
            return None
        return min(1.0, (t - start) / self.count_seconds[seat])

    def complete(self, t: float) -> bool:
        return t >= self.duration
