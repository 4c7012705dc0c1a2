"""Past hands: every recorded Canasta hand, newest first; choosing one watches it.

A row names the game (when, which table, the seed) and the hand (how it ended, each
side's score). Files that did not read as records were set aside by the listing; the
screen says so in a line each, and shows every good hand.
"""

from __future__ import annotations

from candy_arcade.records.canasta_record import GameRecord
from candy_arcade.records.record_store import KEEP, Listing
from candy_arcade.records.summary import game_line, hand_line
from candy_arcade.views import navigation
from candy_arcade.views.canasta.replay_view import CanastaReplayView
from candy_arcade.views.canasta.rows_view import RowsView

EMPTY = "No Canasta hand recorded yet: every hand you play or watch is kept here."
FOOTER = "↑ ↓ / d-pad: choose   PgUp PgDn / LB RB: page   Enter / A: watch   Esc / B: back"


class PastHandsView(RowsView):
    def __init__(self, listing: Listing) -> None:
        self.listing = listing
        self.hands: list[tuple[GameRecord, int]] = [
            (record, index)
            for _, record in listing.records
            for index in reversed(range(len(record.hands)))
        ]
        rows = [(hand_line(record, index), game_line(record)) for record, index in self.hands]
        super().__init__(
            "Past hands",
            f"Newest first; the last {KEEP} games are kept",
            rows,
            EMPTY,
            listing.problems,
            FOOTER,
        )

    def choose(self, index: int) -> None:
        record, hand = self.hands[index]
        self.window.show_view(CanastaReplayView(record, hand, leave=self.come_back))

    def come_back(self) -> None:
        self.window.show_view(self)

    def on_back(self) -> None:
        navigation.show_title(self.window)
