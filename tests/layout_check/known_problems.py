"""Layout problems known on screens other helpers are fixing right now (issue 15).

Keyed by screen, then (state, kind), for both window sizes. The test fails on any
problem not listed here, and on any listed one that no longer happens: when a fix
lands, its lines must go, so this list only shrinks, to empty.
"""

from __future__ import annotations

PLAYERS = ("1 players", "2 players", "4 players", "8 players")

KNOWN: dict[str, set[tuple[str, str]]] = {
    # reveal (point 4): claim lines set too close; at 8 players they leave their row.
    "candy results": {(players, "overlap") for players in PLAYERS}
    | {("8 players", "off-panel")},
}
