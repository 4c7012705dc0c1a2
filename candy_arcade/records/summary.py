"""A recorded game in words: a line for the game, a line per hand (the command line and
the Past hands screen say the same)."""

from __future__ import annotations

from candy_arcade.core.wording import counted
from candy_arcade.records.canasta_record import GameRecord, seat_infos
from candy_arcade.render.canasta.seats import side_name

DECK_TITLES = {"heckadeck": "Heckadeck", "classic": "Classic"}
END_WORDS = {
    "went out": "went out",
    "darkness": "ended by the Darkness",
    "play ended": "play ended (stock gone)",
}


def table_words(deck: str, players: int) -> str:
    """``Heckadeck, 4 players``."""
    return f"{DECK_TITLES.get(deck, deck)}, {players} players"


def game_line(record: GameRecord) -> str:
    """``2026-12-02 19:27 · Heckadeck, 2 players · seed 5 · 3 hands · North won``."""
    settings = record.settings
    count = len(record.hands)
    parts = [
        record.started,
        table_words(settings.deck, settings.players),
        f"seed {record.seed}",
        counted(count, "hand"),
    ]
    if record.winners is not None:
        seats = seat_infos(record)
        parts.append(" and ".join(side_name(seats, side) for side in record.winners) + " won")
    elif record.current is not None:
        parts.append("unfinished")
    return " · ".join(parts)


def hand_line(record: GameRecord, index: int) -> str:
    """``Hand 2: went out; South & North +355 -> 1,240, West & East -120 -> 300``."""
    hand = record.hands[index]
    seats = seat_infos(record)
    scores = ", ".join(
        f"{side_name(seats, side)} {score:+,} -> {total:,}"
        for side, (score, total) in enumerate(zip(hand.hand_scores, hand.totals, strict=True))
    )
    moves = len(hand.actions)
    return (
        f"Hand {hand.deal.hand_number + 1}: {END_WORDS.get(hand.reason, hand.reason)} "
        f"after {counted(moves, 'move')}; {scores}"
    )
