"""Modal questions over the table, as plain data: the renderer draws them, the
controller feeds them moves. One shape serves every question: the curtain between
hot-seat turns, naming the Wheel, the Watcher's choice, the partner's answer, a
reveal, the score sheet and the end-of-hand review.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from enum import Enum

from candy_arcade.render.canasta.review_sheet import ReviewSheet


class DialogKind(Enum):
    CHOICE = "choice"
    CURTAIN = "curtain"
    REVEAL = "reveal"
    SCORES = "scores"
    REVIEW = "review"


@dataclass(frozen=True)
class Choice:
    label: str
    value: object


@dataclass
class Dialog:
    """A question with choices; ``on_choose`` gets the chosen value (None: cancelled).

    ``key`` identifies what it asks about, so the controller never opens it twice.
    ``cards`` are shown face up (a reveal); ``columns`` lays choices out in a grid.
    """

    key: object
    kind: DialogKind
    title: str
    body: str
    choices: list[Choice]
    on_choose: Callable[[object | None], None]
    cancellable: bool = True
    columns: int = 1
    cards: tuple[int, ...] = ()
    cursor: int = 0
    rows: list[tuple[str, ...]] = field(default_factory=list)
    """Table rows for the score sheet (first row is the header)."""
    review: ReviewSheet | None = None
    """The end-of-hand review's items and cards (kind ``REVIEW``)."""

    def move(self, dx: int, dy: int) -> None:
        if not self.choices:
            return
        step = dx + dy * self.columns
        self.cursor = (self.cursor + step) % len(self.choices)

    def choose(self, index: int | None = None) -> None:
        index = self.cursor if index is None else index
        if 0 <= index < len(self.choices):
            self.on_choose(self.choices[index].value)

    def cancel(self) -> bool:
        """Close without choosing, when allowed; True if it closed."""
        if self.cancellable:
            self.on_choose(None)
            return True
        return False
