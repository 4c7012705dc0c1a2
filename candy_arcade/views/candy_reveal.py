"""When the I Want Candy! reveal shows what: the ranking and the timeline of the show.

The reveal is the payoff of a round, so it is staged like a countdown: last place is
shown first and the table builds up to the winner, who comes last. Each seat's stash
turns face up one card after another (each card narrows to its edge showing its back,
then widens showing its face), then its claims are counted one at a time (each number
counts up from 0, a soft tick on its way), and only then its total appears. The lower
places go at double speed so a full table of eight stays short; the last three seats
(the podium) get the full pace.

Pure timing, no drawing: the results screen asks what is shown at time ``t``.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

SEAT_INTRO_SECONDS = 0.5
"""A seat's stash is on screen at least this long before its first claim is counted
(longer when its cards take longer to turn over)."""
FLIP_SECONDS = 0.22
"""One card turning over: half of it narrowing to its edge, half widening again."""
FLIP_STAGGER_SECONDS = 0.08
"""The next card of a stash starts turning this long after the one before it..."""
MIN_FLIP_STAGGER_SECONDS = 0.05
"""...or sooner, down to this, so a big stash still turns within the seat's intro:
a full stash of six turns in 0.5 s (instead of 0.62 s), and a full table's reveal is
no longer than it was before its cards turned (seven cards, one stuck at the alarm,
add 0.02 s)."""
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
MAX_TICKS_PER_SECOND = 15.0
"""A count's ticks never come closer than this allows: a tick for every step of a
hundred-point claim would be a buzz, not a count."""


class CardSide(Enum):
    BACK = "back"
    FACE = "face"


@dataclass(frozen=True)
class CardTurn:
    """How one card of a stash is drawn at a moment of the reveal.

    ``width`` is the share of its full width shown: 1 lying flat, near 0 on its edge.
    """

    side: CardSide
    width: float

    @property
    def turning(self) -> bool:
        return self.width < 1.0


FLAT_BACK = CardTurn(CardSide.BACK, 1.0)
FLAT_FACE = CardTurn(CardSide.FACE, 1.0)


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


def step_progresses(points: int) -> list[float]:
    """The progress (0 to 1) at which :func:`counted` moves on to each next number on
    its way to ``points``: one per number after 0."""
    size = abs(points)
    return [1.0 - math.sqrt(1.0 - (step - 0.5) / size) for step in range(1, size + 1)]


def count_ticks(points: int, seconds: float) -> list[float]:
    """When, from the start of a count lasting ``seconds``, a tick sounds: on a step of
    the number, never two within 1/:data:`MAX_TICKS_PER_SECOND` of a second; the
    number landing on ``points`` always ticks."""
    steps = [progress * seconds for progress in step_progresses(points)]
    gap = 1.0 / MAX_TICKS_PER_SECOND
    ticks: list[float] = []
    for moment in steps:
        if not ticks or moment - ticks[-1] >= gap:
            ticks.append(moment)
    if steps and ticks[-1] != steps[-1]:
        ticks[-1] = steps[-1]
    return ticks


def flip_stagger(cards: int) -> float:
    """The time between two cards of a stash of ``cards`` starting to turn, at full
    pace: the whole stash turns within :data:`SEAT_INTRO_SECONDS` if it can."""
    if cards < 2:
        return FLIP_STAGGER_SECONDS
    fitting = (SEAT_INTRO_SECONDS - FLIP_SECONDS) / (cards - 1)
    return max(MIN_FLIP_STAGGER_SECONDS, min(FLIP_STAGGER_SECONDS, fitting))


def card_turn(start: float, seconds: float, t: float) -> CardTurn:
    """A card that starts turning over at ``start`` and takes ``seconds``, at ``t``."""
    progress = (t - start) / seconds
    if progress < 0.0:
        return FLAT_BACK
    if progress >= 1.0:
        return FLAT_FACE
    width = abs(math.cos(progress * math.pi))
    return CardTurn(CardSide.BACK if progress < 0.5 else CardSide.FACE, width)


class RevealSchedule:
    """The timeline of one reveal: when each seat, each of its cards, each of its
    claims and its total show.

    ``order`` lists the seats in the order they are revealed; ``points`` gives, per
    seat (by seat number), the points of each line counted for it; ``cards`` how many
    cards its stash turns over.
    """

    def __init__(
        self, order: Sequence[int], points: Sequence[Sequence[int]], cards: Sequence[int]
    ) -> None:
        self.order = list(order)
        self.starts: dict[int, float] = {}
        self.ends: dict[int, float] = {}
        self.item_starts: dict[int, list[float]] = {}
        self.count_seconds: dict[int, float] = {}
        self.flip_starts: dict[int, list[float]] = {}
        self.flip_seconds: dict[int, float] = {}
        self.ticks: list[float] = []
        """Every moment a count ticks, in order."""
        clock = 0.0
        for place, seat in enumerate(self.order):
            pace = 1.0 if len(self.order) - place <= PODIUM_SEATS else QUICK_PACE
            self.starts[seat] = clock
            self.flip_seconds[seat] = FLIP_SECONDS * pace
            stagger = flip_stagger(cards[seat]) * pace
            self.flip_starts[seat] = [clock + card * stagger for card in range(cards[seat])]
            turned = (cards[seat] - 1) * stagger + self.flip_seconds[seat]
            clock += max(SEAT_INTRO_SECONDS * pace, turned)
            self.count_seconds[seat] = ITEM_COUNT_SECONDS * pace
            self.item_starts[seat] = []
            for line_points in points[seat]:
                self.item_starts[seat].append(clock)
                self.ticks += [
                    clock + moment
                    for moment in count_ticks(line_points, self.count_seconds[seat])
                ]
                clock += (ITEM_COUNT_SECONDS + ITEM_HOLD_SECONDS) * pace
            self.ends[seat] = clock
            clock += SEAT_TOTAL_SECONDS * pace
        self.duration = clock

    def shown(self, seat: int, t: float) -> bool:
        """Whether ``seat``'s row (name and stash) is on screen at time ``t``."""
        return t >= self.starts[seat]

    def turn(self, seat: int, card: int, t: float) -> CardTurn:
        """How card ``card`` of ``seat``'s stash (in the order they are laid out) is
        drawn at time ``t``: a back until its turn, then turning over, then its face."""
        return card_turn(self.flip_starts[seat][card], self.flip_seconds[seat], t)

    def done(self, seat: int, t: float) -> bool:
        """Whether every line of ``seat`` is counted, so its total shows."""
        return t >= self.ends[seat]

    def progress(self, seat: int, item: int, t: float) -> float | None:
        """How far line ``item`` of ``seat`` has counted (0 to 1), None before it starts."""
        start = self.item_starts[seat][item]
        if t < start:
            return None
        return min(1.0, (t - start) / self.count_seconds[seat])

    def ticked(self, before: float, now: float) -> bool:
        """Whether a count ticks after ``before`` and up to ``now`` (one tick for a
        frame however many it passed: a long frame must not sound a burst)."""
        return any(before < moment <= now for moment in self.ticks)

    def landed(self, seats: Sequence[int]) -> float:
        """When the last of ``seats`` has its total shown (the winners are known)."""
        return max(self.ends[seat] for seat in seats)

    def complete(self, t: float) -> bool:
        return t >= self.duration
