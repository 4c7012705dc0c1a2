"""``candy-arcade simulate --mode pinata``: whole games, one JSON object per line, with
bots of any level or, with ``--seats``, the newcomer model too.

The CLI parses the flags and calls :func:`run_simulate_pinata`; the games themselves
are played by :mod:`candy_arcade.bots.pinata.simulate`. Bad counts become a one-line
:class:`UsageError`, never a traceback.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from typing import Any, TextIO

from candy_arcade.bots.eval_seats import EvalSeat, seat_names
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
    """One dict per game: ``game``, ``rounds``, ``players`` (seat label, victory,
    hand, cards lost to rotten candy, score), ``draw_pile`` (cards left) and
    ``discarded`` (all cards lost to rotten candy).

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


def simulate_pinata_seats(
    seats: Sequence[EvalSeat], games: int, seed: int, youngest: bool
) -> Iterator[dict[str, Any]]:
    """One dict per game with these seats (the newcomer model or bots), in the format
    of :func:`simulate_pinata` plus ``seats`` (each seat's name to its label) and
    ``scores`` (each seat's score, as I Want Candy!'s records give them); the players
    are named ``seat1``, ``seat2``, ... and each tells the cards it lost to rotten
    candy. Game ``n`` plays ``round_seed(seed, n)``."""
    if not MIN_PLAYERS <= len(seats) <= MAX_PLAYERS:
        raise UsageError(
            f"--seats must give {MIN_PLAYERS} to {MAX_PLAYERS} seats for pinata, got {len(seats)}"
        )
    if games < 0:
        raise UsageError(f"--games must be 0 or more, got {games}")
    names = seat_names(list(seats))
    labels = {name: spec.label for name, spec in zip(names, seats, strict=True)}
    for record in runner.simulate_seats(seats, names, games, seed, youngest):
        scores = {name: player["score"] for name, player in record["players"].items()}
        yield {"seats": labels} | record | {"scores": scores}


def run_simulate_pinata(bots: int, games: int, seed: int, youngest: bool, out: TextIO) -> int:
    """Print each game as one line of JSON to ``out``; returns the exit status."""
    for record in simulate_pinata(bots, games, seed, youngest):
        out.write(json.dumps(record, ensure_ascii=False) + "\n")
        out.flush()
    return 0
