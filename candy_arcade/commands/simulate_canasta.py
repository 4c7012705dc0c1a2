"""Canasta for ``candy-arcade simulate --mode canasta``: bot games, one dict per hand.

Each line shows every card of the deck in exactly one place: the sides' melds, bonus
cards and hands, the stock (as a count), the discard pile, the cards the Crone
removed, and at a Talons table the cards still in the talons (out of play).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from candy_arcade.bots.canasta.base import play_game
from candy_arcade.bots.canasta.factory import BOT_KINDS, make_bots
from candy_arcade.bots.canasta.hard import DEFAULT_SAMPLES
from candy_arcade.commands.errors import UsageError
from candy_arcade.core.rng import Rng
from candy_arcade.rules.canasta.decks import DECK_NAMES
from candy_arcade.rules.canasta.settings import STANDARD, VARIANTS, Settings, table_target
from candy_arcade.rules.canasta.state import HandResult

#: Bots that never reach the target (random ones) stop after this many hands.
MAX_HANDS_PER_GAME = 200


def game_seed(seed: int, game: int) -> int:
    """Each game's own seed, so game 7 replays alone from (seed, 7)."""
    return Rng(seed).fork(f"game-{game}").seed


def hand_record(
    game: int, hand: int, result: HandResult, settings: Settings | None = None
) -> dict[str, Any]:
    """One hand in the simulate line format (with ``"talons"`` at a Talons table); a
    Samba table's sides also give their ``"sequences"`` (rank melds stay under
    ``"melds"``)."""
    samba = settings is not None and settings.samba
    record = {
        "game": game,
        "hand": hand,
        "sides": [
            {
                "players": list(side.players),
                "melds": [list(m) for m in side.melds],
                **({"sequences": [list(s) for s in side.sequences]} if samba else {}),
                "bonus": list(side.bonus),
                "hands": [list(h) for h in side.hands],
                "went_out": side.went_out,
                "concealed": side.concealed,
                "by_darkness": side.by_darkness,
                "hand_score": side.hand_score,
                "total": side.total,
            }
            for side in result.sides
        ],
        "stock": result.stock,
        "discard": list(result.discard),
        "removed": list(result.removed),
    }
    if settings is not None and settings.talons:
        record["talons"] = list(result.talons)
    return record


def simulate_canasta(
    deck: str, players: int, games: int, seed: int, bots: str, variant: str = STANDARD
) -> Iterator[dict[str, Any]]:
    """Play ``games`` bot games and yield one JSON-able dict per hand.

    ``bots`` is one kind for every seat (``random``, ``normal``, ``hard``) or a comma
    list cycled over the seats. Games and hands are numbered from 1. Hard bots think a
    fixed number of samples per decision rather than a time budget, so the same seed
    gives the same lines on any machine.

    ``variant``: ``standard``, ``samba`` or ``talons`` (see :class:`Settings`).

    Raises:
        UsageError: a bad deck, player count, game count, bot kind or variant.
    """
    if deck not in DECK_NAMES:
        raise UsageError(f"--deck must be heckadeck or classic, got {deck!r}")
    if players not in (2, 3, 4):
        raise UsageError(f"--players must be 2, 3 or 4, got {players}")
    if games < 1:
        raise UsageError(f"--games must be at least 1, got {games}")
    if variant not in VARIANTS:
        raise UsageError(f"--variant must be one of {', '.join(VARIANTS)}, got {variant!r}")
    kinds = [k.strip() for k in bots.split(",")]
    unknown = [k for k in kinds if k not in BOT_KINDS]
    if unknown or not kinds:
        raise UsageError(f"--bots for canasta is random, normal or hard, got {bots!r}")
    settings = Settings(players=players, deck=deck, target=table_target(variant), variant=variant)
    return _games(settings, games, seed, bots)


def _games(settings: Settings, games: int, seed: int, bots: str) -> Iterator[dict[str, Any]]:
    for game in range(1, games + 1):
        this_seed = game_seed(seed, game)
        seats = make_bots(bots, settings.players, this_seed, hard_samples=DEFAULT_SAMPLES)
        for hand, state in enumerate(
            play_game(settings, this_seed, seats, MAX_HANDS_PER_GAME), start=1
        ):
            assert state.result is not None
            yield hand_record(game, hand, state.result, settings)
