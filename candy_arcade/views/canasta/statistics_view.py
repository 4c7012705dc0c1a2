"""Statistics: each player's Canasta record, per deck and table size.

A row per player and table: games, wins, hands, the average and the best hand score.
People are listed by name, then the bots by level. When the statistics file did not
read, the screen says it was set aside (or, unmovable, left unwritten).
"""

from __future__ import annotations

from candy_arcade.core.wording import counted
from candy_arcade.records.stats import Tally, TallyKey
from candy_arcade.records.stats_store import StatsRead
from candy_arcade.records.summary import table_words
from candy_arcade.views import navigation
from candy_arcade.views.canasta.rows_view import RowsView

EMPTY = "No Canasta hand counted yet: play one and each player's record starts here."
FOOTER = "↑ ↓ / d-pad: scroll   PgUp PgDn / LB RB: page   Esc / B: back"


def tally_row(key: TallyKey, tally: Tally) -> tuple[str, str]:
    """The row's two lines: ``Alice · Heckadeck, 4 players`` and
    ``3 games, 1 win · 12 hands, average 410, best 1,205``."""
    hands = counted(tally.hands, "hand")
    if tally.average is not None and tally.best is not None:
        hands += f", average {tally.average:,.0f}, best {tally.best:,}"
    return (
        f"{key.player} · {table_words(key.deck, key.players)}",
        f"{counted(tally.games, 'game')}, {counted(tally.wins, 'win')} · {hands}",
    )


class StatisticsView(RowsView):
    choosable = False

    def __init__(self, read: StatsRead) -> None:
        rows = [tally_row(key, tally) for key, tally in read.stats.rows()]
        problems = (read.problem,) if read.problem else ()
        super().__init__(
            "Statistics",
            "Canasta, per player and table: games are counted when they end",
            rows,
            EMPTY,
            problems,
            FOOTER,
        )

    def on_back(self) -> None:
        navigation.show_title(self.window)
