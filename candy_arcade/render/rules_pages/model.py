"""What a player rules page holds, as plain typed values: words, pictures, tables.

A mode's pages are written once as these values (one module per mode) and drawn by
:mod:`candy_arcade.render.rules_pages.drawing`, so the words can be read, tested and
changed without touching any drawing, and nothing on screen is parsed from Markdown.
Pictures name a piece of the game (a card, a candy, a die, a palm); the drawing turns
each into the very texture the table uses.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class PlayingCard:
    """A poker card of I Want Candy!, by its code ("QS", "10H"); ``face_up=False`` shows
    its back."""

    code: str
    face_up: bool = True


@dataclass(frozen=True, slots=True)
class Palm:
    """A player's hand as the table draws it (open, or palm down after a touch)."""

    seat: int = 0
    down: bool = False


@dataclass(frozen=True, slots=True)
class Die:
    """A Piñata Blast die showing a candy; ``green`` is the rotten-candy die."""

    candy_id: str
    green: bool = False


@dataclass(frozen=True, slots=True)
class PinataCard:
    """A Piñata Blast card: its candy and the points printed on it."""

    candy_id: str
    points: int


@dataclass(frozen=True, slots=True)
class PinataStick:
    """The Piñata Stick: whoever holds it throws the dice."""


@dataclass(frozen=True, slots=True)
class HeckadeckCard:
    """A Heckadeck card by its printed name ("7", "Joker", "Crone") and suit if it has
    one; ``face_up=False`` shows the deck's back."""

    name: str
    suit: str | None = None
    face_up: bool = True


@dataclass(frozen=True, slots=True)
class Sign:
    """A short word or symbol drawn between pictures ("→", "or")."""

    text: str


Picture = PlayingCard | Palm | Die | PinataCard | PinataStick | HeckadeckCard | Sign
"""Anything a step or a table cell may show."""

Cell = str | tuple[Picture, ...]
"""A table cell: words, or a row of pictures."""


@dataclass(frozen=True, slots=True)
class Step:
    """One numbered step of a turn or a round: a picture strip over a short caption;
    ``says`` is what the players say at that moment, drawn as a speech bubble."""

    caption: str
    pictures: tuple[Picture, ...]
    says: str = ""


@dataclass(frozen=True, slots=True)
class StepsPage:
    """The goal in a sentence, then a turn or a round in 3 to 5 illustrated steps."""

    heading: str
    goal: str
    steps: tuple[Step, ...]


@dataclass(frozen=True, slots=True)
class TablePage:
    """A real table: a header row of ``columns`` and ``rows`` of cells.

    ``widths`` are the columns' shares of the page width (they add up to 1).
    """

    heading: str
    intro: str
    columns: tuple[str, ...]
    widths: tuple[float, ...]
    rows: tuple[tuple[Cell, ...], ...]
    note: str = ""


@dataclass(frozen=True, slots=True)
class VariantEntry:
    """A variant in two lines, with the lobby button that switches it."""

    button: str
    name: str
    lines: tuple[str, str]


@dataclass(frozen=True, slots=True)
class VariantsPage:
    heading: str
    intro: str
    entries: tuple[VariantEntry, ...]


@dataclass(frozen=True, slots=True)
class ChartPage:
    """I Want Candy!'s scoring chart, drawn with card images by the chart widget."""

    heading: str
    intro: str


Page = StepsPage | TablePage | VariantsPage | ChartPage


@dataclass(frozen=True, slots=True)
class RulesBook:
    """One mode's pages for players, in reading order, and what the game select says
    of the mode: a sentence and a few of its pieces."""

    title: str
    summary: str
    cover: tuple[Picture, ...]
    pages: tuple[Page, ...]

