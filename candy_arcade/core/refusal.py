"""The one refusal convention of every mode: a reason code with parameters.

A rule that says no returns a :class:`Refusal`: a member of the mode's own reason enum
(a subclass of :class:`Reason`, whose value is the player-facing sentence with
``{named}`` gaps) and the numbers or names that fill those gaps. Tests compare reason
codes, never wording; views show :meth:`Refusal.text`, the one place a refusal becomes
words. A rule number (six cards, 1.5 s) is passed as a parameter, so the sentence a
player reads always says the number the rule uses.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

__all__ = ["Reason", "Refusal", "number_word"]

_NUMBER_WORDS = (
    "no",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
)


def number_word(count: int) -> str:
    """A small count as a word ("six"), as players say it; larger ones as digits."""
    return _NUMBER_WORDS[count] if 0 <= count < len(_NUMBER_WORDS) else str(count)


class Reason(StrEnum):
    """Base of each mode's reason enum: a member's value is its sentence template.

    A mode subclasses this with its own members (``STASH_FULL = "your stash is full:
    {limit} cards at most"``); an enum with members cannot be subclassed again, so
    each mode's codes stay its own.
    """


@dataclass(frozen=True, slots=True)
class Refusal:
    """Why an action was refused: a reason code and what fills its sentence."""

    reason: Reason
    params: tuple[tuple[str, object], ...] = ()

    @classmethod
    def of(cls, reason: Reason, **params: object) -> Refusal:
        """A refusal for ``reason`` with its sentence's gaps filled by ``params``."""
        return cls(reason, tuple(sorted(params.items())))

    def param(self, name: str) -> object:
        """One parameter's value (a test may check a number without the wording)."""
        return dict(self.params)[name]

    def text(self) -> str:
        """The sentence a player reads: the reason's template with its gaps filled."""
        return self.reason.value.format(**dict(self.params))

    def __str__(self) -> str:
        return self.text()
