"""Layout problems known on screens other helpers are fixing right now (issue 15).

Keyed by screen, then (state, kind), for both window sizes. The test fails on any
problem not listed here, and on any listed one that no longer happens: when a fix
lands, its lines must go, so this list only shrinks, to empty.
"""

from __future__ import annotations

PLAYERS = ("1 players", "2 players", "4 players", "8 players")
VARIANTS = (
    "rock-you", "blocker", "snitch", "roshambo", "swappities", "restricted",
    "laissez-faire", "how-rude", "flipper", "see-for-miles",
)

KNOWN: dict[str, set[tuple[str, str]]] = {
    # overlap (point 7): the F7 chip's words run out of their box.
    "candy lobby": {(players, "off-panel") for players in PLAYERS},
    # overlap (point 7): the legend's title line runs into its first line of keys; with
    # three humans at five seats the legends leave their panels.
    "candy round": {(players, "overlap") for players in (*PLAYERS, "5 players, 3 humans")}
    | {("5 players, 3 humans", "off-panel")},
    "candy legend": {(variant, "overlap") for variant in VARIANTS},
    # overlap (point 7): the rotten-candy banner's second line runs under a seat label.
    "pinata round": {("4 players", "overlap")},
}
