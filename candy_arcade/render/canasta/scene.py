"""Everything one redraw of the table needs, gathered by the view in one value.

The renderers rebuild their sprites, shapes and labels from a Scene only when it
changes (a move, a selection, a message), never per frame.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from candy_arcade.render.canasta.model import TableView
from candy_arcade.render.canasta.offers import Offer
from candy_arcade.render.canasta.seats import SeatInfo
from candy_arcade.render.canasta.variant_model import SequenceView
from candy_arcade.render.contrast import text_shade
from candy_arcade.render.theme import PANEL, TABLE_FELT

SIDE_COLOURS = ((230, 159, 0), (86, 180, 233), (0, 158, 115))
"""Partnership colours (Okabe-Ito: told apart with every common colour blindness)."""
SIDE_TEXT_COLOURS = tuple(text_shade(colour, (TABLE_FELT, PANEL)) for colour in SIDE_COLOURS)
"""The partnership colours as words (a side's name and status): each lightened just
enough to read on the felt and the panel (a playtest could hardly read East's
bluish-green line on the felt); shapes keep the colours themselves."""


HIDDEN_HANDS = "Hands stay hidden while others play"
PHONE_HANDS = "Every hand is on its player's phone"
"""What the hand's place says when every human plays on a phone."""


@dataclass(frozen=True)
class Scene:
    table: TableView
    seats: tuple[SeatInfo, ...]
    bottom: int
    selection: frozenset[int] = frozenset()
    staged: tuple[tuple[str, tuple[int, ...]], ...] = ()
    staged_runs: tuple[SequenceView, ...] = ()
    """Samba: new sequences staged for a first meld, drawn after the staged melds."""
    hint_cards: frozenset[int] = frozenset()
    prompt: str = ""
    note: str = ""
    note_kind: str = "info"
    offers: tuple[Offer, ...] = ()
    log: tuple[str, ...] = ()
    """The short log's latest lines, oldest first (as many as fit are drawn)."""
    log_pinned: str = ""
    """A line kept in view above the short log, highlighted (the pile just taken)."""
    dealer: int = 0
    clear_key: str = ""
    """The key the player bound to clearing the selection (the panel's help names it)."""
    summary: str = ""
    """What is selected and staged, with its points (a first meld must reach a minimum)."""
    hidden_hands: str = HIDDEN_HANDS
    """What the hand's place says when no hand is face up."""
    zones: Mapping[int, str] = field(default_factory=dict)
    """Hidden cards' whereabouts (``stock``, ``pile``, ``hand:2``, ``removed``): where
    a card comes from or goes to when it appears or vanishes. Never drawn."""

    def side_colour(self, side: int) -> tuple[int, int, int]:
        return SIDE_COLOURS[side % len(SIDE_COLOURS)]

    def side_text_colour(self, side: int) -> tuple[int, int, int]:
        return SIDE_TEXT_COLOURS[side % len(SIDE_TEXT_COLOURS)]
