"""What the table shows of the variants, as plain values: Samba's sequences and the
talons beside the stock.

A sequence keeps the engine's order (low to high, :class:`sequences.Run`): the table
never re-sorts it by rank as it does a meld's cards, since a zero above the King is
the run's top card. A talon is shown by its size at the deal (4 or 3) and, once
taken, by the player who took it (``State.talon_takers``); a save written before the
takers were kept names the side instead: talon ``i`` goes to the ``i``-th side to
meld from its hand, ``State.melded_sides[i]``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from candy_arcade.render.canasta.seats import SeatInfo, side_name
from candy_arcade.rules.canasta.decks import Deck
from candy_arcade.rules.canasta.melding import card_face
from candy_arcade.rules.canasta.sequences import Run, run_key
from candy_arcade.rules.canasta.state import State
from candy_arcade.rules.canasta.talons import TALON_SIZES


@dataclass(frozen=True, slots=True)
class SequenceView:
    """One of a side's sequences: its colour (Classic: its suit), its cards in the
    run's order and their points; ``samba`` at seven cards."""

    key: str
    cards: tuple[int, ...]
    points: int
    samba: bool

    @property
    def size(self) -> int:
        return len(self.cards)

    @property
    def label(self) -> str:
        """``red run 5``, ``Hearts run 4`` or ``red samba``."""
        return f"{self.key} samba" if self.samba else f"{self.key} run {self.size}"


def sequence_view(deck: Deck, run: Run, wheel_as: str | None) -> SequenceView:
    points = sum(card_face(deck, card, wheel_as).points for card in run.cards)
    return SequenceView(run.key, run.cards, points, run.is_samba)


def sequence_views(
    deck: Deck, runs: Sequence[Run], wheel_as: str | None
) -> tuple[SequenceView, ...]:
    """A side's sequences in the order they were laid."""
    return tuple(sequence_view(deck, run, wheel_as) for run in runs)


@dataclass(frozen=True, slots=True)
class TalonView:
    """A talon beside the stock: ``size`` as dealt; ``cards`` still in it (none once
    taken); ``taken_by`` the side that took it, or None while it waits; ``taker`` the
    player who took it, when known."""

    size: int
    cards: tuple[int, ...]
    taken_by: int | None
    taker: int | None = None


def talon_views(state: State) -> tuple[TalonView, ...]:
    """The table's talons, largest first (none at a table without talons)."""
    views = []
    for index, cards in enumerate(state.talons):
        taken = not cards and index < len(state.melded_sides)
        taker = state.talon_takers[index] if index < len(state.talon_takers) else None
        views.append(TalonView(TALON_SIZES[index], cards,
                               state.melded_sides[index] if taken else None,
                               taker if taken else None))
    return tuple(views)


def staged_sequence_view(deck: Deck, cards: Sequence[int], wheel_as: str | None) -> SequenceView:
    """A sequence staged for a first meld (cards low to high, as laid): its colour and
    points, never squared up as a samba until it is on the table."""
    key = next((k for k in (run_key(deck, c) for c in cards) if k is not None), "")
    points = sum(card_face(deck, c, wheel_as if c == deck.wheel_id else None).points
                 for c in cards)
    return SequenceView(key, tuple(cards), points, False)


def talon_taker_name(seats: Sequence[SeatInfo], talon: TalonView) -> str:
    """Who took ``talon``: the player's seat (``West``), as the log names them, or
    their side for a save that did not keep the player; ``""`` while it waits."""
    if talon.taker is not None:
        return seats[talon.taker].compass
    if talon.taken_by is not None:
        return side_name(tuple(seats), talon.taken_by)
    return ""
