"""``candy-arcade simulate --mode pinata``: whole bot games, one JSON object per line.

The CLI parses the flags and calls :func:`run_simulate_pinata`; the games themselves
are played by :mod:`candy_arcade.bots.pinata.simulate`. Bad counts become a one-line
:class:`UsageError`, never a traceback.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from typing import Any, TextIO

from candy_arcade.bots.pinata import simulate as runner
from candy_arcade.bots.pinata.profiles import Difficulty
from candy_arcade.commands.errors import UsageError
from candy_arcade.rules.pinata.state import MAX_PLAYERS, MIN_PLAYERS


def simulate_pinata(
    bots: int,
    games: int,
    seed: int,
    youngest: bool,
    difficulties: Sequence[Difficulty | str] | None = None,
) -> Iterator[dict[str, Any]]:
    """One dict per game: ``game``, ``rounds``, ``players`` (victory, hand, score),
    ``draw_pile`` (cards left) and ``discarded`` (cards lost to rotten candy).

    ``hand`` is what each player still held when the game ended, before the final
    discard; ``score`` is the points on the victory pile, or its card count when
    ``youngest``.
    """
    if not MIN_PLAYERS <= bots <= MAX_PLAYERS:
        raise UsageError(f"--bots must be {MIN_PLAYERS} to {MAX_PLAYERS} for pinata, got {bots}")
    if games < 0:
        raise UsageError(f"--games must be 0 or more, got {games}")
    if difficulties is not None:
        known = {level.value for level in Difficulty}
        for name in difficulties:
            if str(name) not in known:
                raise UsageError(
                    f"unknown bot difficulty {name!r} (choose from {', '.join(sorted(known))})"
                )
        if len(difficulties) != bots:
            raise UsageError(f"{len(difficulties)} difficulties given for {bots} bots")
    return runner.simulate_pinata(bots, games, seed, youngest, difficulties)


def run_simulate_pinata(bots: int, games: int, seed: int, youngest: bool, out: TextIO) -> int:
    """Print each game as one line of JSON to ``out``; returns the exit status."""
    for record in simulate_pinata(bots, games, seed, youngest):
        out.write(json.dumps(record, ensure_ascii=False) + "\n")
        out.flush()
    return 0
