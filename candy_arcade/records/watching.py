"""Watching a Canasta record: where the viewer is (hand, move), whether it plays on by
itself, and whose view is shown (every hand face up, or one seat's).

A move forward past a hand's last move goes on to the next hand's deal, a move back
from a deal to the previous hand's end; each hand is played once, when first reached,
and kept, so stepping either way costs nothing after.
"""

from __future__ import annotations

from candy_arcade.records.canasta_playback import Step, play_hand
from candy_arcade.records.canasta_record import GameRecord
from candy_arcade.rules.canasta.state import State

PLAY_SECONDS = 0.8
"""Seconds between moves while the record plays by itself: long enough to see a card
glide and read the log line."""


class Watching:
    """The viewer's place in a record; ``view`` None shows every hand face up."""

    def __init__(self, record: GameRecord, hand: int = 0) -> None:
        if not record.hands:
            raise ValueError("a record with no finished hand has nothing to watch")
        self.record = record
        self._played: dict[int, list[Step]] = {}
        self.hand = max(0, min(hand, len(record.hands) - 1))
        self.step = 0
        self.playing = False
        self.view: int | None = None
        self._clock = 0.0

    @property
    def steps(self) -> list[Step]:
        played = self._played.get(self.hand)
        if played is None:
            played = self._played[self.hand] = play_hand(self.record, self.hand)
        return played

    @property
    def state(self) -> State:
        return self.steps[self.step].state

    @property
    def moves(self) -> int:
        """The moves of the hand shown (the deal is step 0)."""
        return len(self.steps) - 1

    @property
    def at_end(self) -> bool:
        return self.hand == len(self.record.hands) - 1 and self.step == self.moves

    def forward(self) -> bool:
        """One move on (on to the next hand's deal after a hand's last move)."""
        if self.step < self.moves:
            self.step += 1
            return True
        if self.hand + 1 < len(self.record.hands):
            self.hand += 1
            self.step = 0
            return True
        return False

    def back(self) -> bool:
        """One move back (back to the previous hand's end from a deal)."""
        if self.step > 0:
            self.step -= 1
            return True
        if self.hand > 0:
            self.hand -= 1
            self.step = self.moves
            return True
        return False

    def to_hand(self, step: int) -> bool:
        """The previous (-1) or next (+1) hand, from its deal."""
        target = self.hand + step
        if not 0 <= target < len(self.record.hands):
            return False
        self.hand, self.step = target, 0
        return True

    def toggle_play(self) -> None:
        """Play on by itself, or pause; playing from the very end starts again."""
        if not self.playing and self.at_end:
            self.hand, self.step = 0, 0
        self.playing = not self.playing
        self._clock = 0.0

    def cycle_view(self, step: int) -> None:
        """Every hand face up, then each seat's own view, round again."""
        order: list[int | None] = [None, *range(self.record.settings.players)]
        self.view = order[(order.index(self.view) + step) % len(order)]

    def tick(self, seconds: float) -> bool:
        """Time passes; True when a move was made (playing stops at the record's end)."""
        if not self.playing:
            return False
        self._clock += seconds
        if self._clock < PLAY_SECONDS:
            return False
        self._clock -= PLAY_SECONDS
        moved = self.forward()
        if not moved or self.at_end:
            self.playing = False
        return moved
