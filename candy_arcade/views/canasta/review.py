"""The end-of-hand review: every player's cards left face up, each side's score item by
item, the sums and the running totals, and a button on to the next hand (or, after
the game's last hand, to the winner).

Shown at every hand's end, for people and spectators alike. With no human seated it
counts down and closes by itself; the bot pacer deals only once it is closed.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from candy_arcade.core.wording import counted
from candy_arcade.render.canasta.dialog_model import Choice, Dialog, DialogKind
from candy_arcade.render.canasta.model import sort_hand
from candy_arcade.render.canasta.names import rank_name
from candy_arcade.render.canasta.review_sheet import HandRow, ItemLine, ReviewSheet, SideColumn
from candy_arcade.render.canasta.seats import side_name
from candy_arcade.rules.canasta.hand_items import (
    CanastaKind,
    ExitKind,
    MeldItem,
    SequenceItem,
    SideItems,
    itemise_side,
)
from candy_arcade.rules.canasta.state import Phase, SideResult
from candy_arcade.views.canasta.score_sheet import signed
from candy_arcade.views.canasta.session import CanastaSession

REVIEW_SECONDS = 12.0
"""How long the review stays with no human at the table before it closes itself."""
EXITS = {
    ExitKind.OUT: "Went out",
    ExitKind.CONCEALED: "Went out concealed",
    ExitKind.DARKNESS_EXIT: "The Darkness exit (concealed)",
}
ENDINGS = {
    "darkness": "the Darkness ended it",
    "play ended": "play ended (no stock left)",
}
HAND_LABEL = "Hand"
TOTAL_LABEL = "Game total"


def _meld_line(meld: MeldItem) -> ItemLine:
    label = f"{rank_name(meld.rank, plural=True)} ×{len(meld.cards)}"
    if meld.wilds:
        label += f", {meld.wilds} wild"
    if meld.canasta is not CanastaKind.NONE:
        label += f" · {meld.canasta.value} canasta"
        return ItemLine(label, f"{signed(meld.points)} {signed(meld.bonus)}")
    return ItemLine(label, signed(meld.points))


def _sequence_line(sequence: SequenceItem) -> ItemLine:
    """``Sequence 5 6 7 8`` or ``Samba A 2 3 4 5 6 7`` with its points (and 1500)."""
    cards = " ".join(label.replace("Wheel=", "Wheel ") for label in sequence.cards)
    if sequence.samba:
        return ItemLine(f"Samba {cards}",
                        f"{signed(sequence.points)} {signed(sequence.bonus)}")
    return ItemLine(f"Sequence {cards}", signed(sequence.points))


def side_lines(
    session: CanastaSession, side: SideResult, items: SideItems
) -> tuple[ItemLine, ...]:
    """A side's items, then its hand score and running total (both bold)."""
    lines = [_meld_line(m) for m in items.melds]
    lines += [_sequence_line(s) for s in items.sequences]
    if not items.melds and not items.sequences:
        lines.append(ItemLine("Nothing melded", "0"))
    for bonus in items.bonus_cards:
        label = f"{rank_name(bonus.name, plural=bonus.count != 1)} ×{bonus.count}"
        if not items.melds and not items.sequences:
            label += " (no meld: minus)"
        lines.append(ItemLine(label, signed(bonus.points)))
    if items.exit is not ExitKind.NONE:
        lines.append(ItemLine(EXITS[items.exit], signed(items.going_out)))
    for left in items.hands:
        seat = session.seats[left.player]
        lines.append(
            ItemLine(f"Cards left: {seat.compass} ({len(left.cards)})", signed(left.points))
        )
    lines.append(ItemLine(HAND_LABEL, signed(side.hand_score), strong=True))
    lines.append(ItemLine(TOTAL_LABEL, str(side.total), strong=True))
    return tuple(lines)


def review_sheet(session: CanastaSession) -> ReviewSheet | None:
    """The review of the hand just over (None while a hand is being played)."""
    state = session.state
    result = state.result
    if result is None or state.phase not in (Phase.HAND_OVER, Phase.GAME_OVER):
        return None
    deck = state.deck
    columns = []
    costs: dict[int, int] = {}
    out = ""
    for number, side in enumerate(result.sides):
        items = itemise_side(deck, side, state.settings.samba)
        name = side_name(session.seats, number)
        if side.went_out:
            out = f"{name} went out"
        costs.update({h.player: h.points for h in items.hands})
        columns.append(SideColumn(number, name, side_lines(session, side, items)))
    rows = []
    for seat in session.seats:
        cards = tuple(c.card for c in sort_hand(deck, state.hands[seat.seat]))
        count = len(cards)
        summary = f"{counted(count, 'card')} left · {signed(costs[seat.seat])}"
        rows.append(HandRow(seat.seat, seat.title, summary, cards))
    ending = out or ENDINGS.get(result.reason, result.reason)
    last = "The last hand" if state.phase is Phase.GAME_OVER else f"Hand {state.hand_number + 1}"
    return ReviewSheet(f"{last}: {ending}", tuple(columns), tuple(rows))


class HandReview:
    """Opens the review once per hand's end and counts it down for spectators."""

    def __init__(self, session: CanastaSession, seconds: float = REVIEW_SECONDS) -> None:
        self.session = session
        self.seconds = seconds
        self.dialog: Dialog | None = None
        self._closed_at: int | None = None
        self._left = seconds

    def due(self) -> bool:
        """The hand (or the game) is over and its review has not been closed yet."""
        return self.session.moves != self._closed_at and review_sheet(self.session) is not None

    @property
    def closed(self) -> bool:
        """The review of the hand just over was seen and closed."""
        return self._closed_at == self.session.moves

    @property
    def counting(self) -> bool:
        return not self.session.humans

    def open(self, on_close: Callable[[Dialog], None]) -> Dialog:
        """The review dialog; ``on_close(dialog)`` runs when it closes, by the player's
        choice or at the end of the spectators' countdown."""
        session = self.session
        sheet = review_sheet(session)
        assert sheet is not None, "a review opens only when due()"
        final = session.state.phase is Phase.GAME_OVER
        self._left = self.seconds

        def chosen(_: object | None) -> None:
            self._closed_at = session.moves
            self.dialog = None
            on_close(dialog)

        button = Choice("See who won" if final else "Next hand", None)
        dialog = Dialog(
            key=("review", session.moves), kind=DialogKind.REVIEW, title=sheet.title,
            body=self._body(final), choices=[button], on_choose=chosen, cancellable=False,
            review=sheet,
        )
        self.dialog = dialog
        return dialog

    def _body(self, final: bool) -> str:
        then = "the winner" if final else "the next hand"
        if self.counting:
            return f"On to {then} in {max(math.ceil(self._left), 0)} s (or press Enter)."
        return f"Check the hand, then Enter, Space, A or a click for {then}."

    def tick(self, dt: float) -> None:
        """Count the spectators' review down; close it when time is up."""
        dialog = self.dialog
        if dialog is None or not self.counting:
            return
        self._left -= dt
        dialog.body = self._body(self.session.state.phase is Phase.GAME_OVER)
        if self._left <= 0:
            dialog.on_choose(None)
