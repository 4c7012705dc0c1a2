"""What each phone is shown, as the JSON its page draws: its seat, then its secrets.

Built on the game thread from what the table shows this player (their own held card
and stash only); the page never learns anything else, so nothing another player may
not see can be read off a phone.
"""

from __future__ import annotations

from collections.abc import Sequence

from candy_arcade.art.palm_art import PLAYER_STYLES
from candy_arcade.phones.device import PhoneView
from candy_arcade.rules.cards import RED_SUITS, card_from_index

MARK_SYMBOLS = {
    "circle": "●",
    "triangle": "▲",
    "square": "■",
    "diamond": "◆",
    "star": "★",
    "plus": "✚",
    "heart": "♥",
    "crescent": "☾",
}
"""Each seat mark as a character the phone's own fonts have."""
SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
RANK_NAMES = {1: "A", 11: "J", 12: "Q", 13: "K"}


def seat_view(slot: int, name: str, screen: str, note: str = "") -> PhoneView:
    """The player's seat as the lobby and table draw it: number, colour and mark."""
    colour_name, (red, green, blue), mark = PLAYER_STYLES[slot % len(PLAYER_STYLES)]
    return {
        "screen": screen,
        "note": note,
        "seat": {
            "colour": f"#{red:02x}{green:02x}{blue:02x}",
            "symbol": MARK_SYMBOLS[mark],
            "name": name,
            "title": f"Player {slot + 1} · {colour_name}",
        },
    }


def card_view(index: int) -> dict[str, object]:
    """A poker card as the phone shows it: ``Q♠``, red or not."""
    card = card_from_index(index)
    rank = RANK_NAMES.get(card.rank, str(card.rank))
    return {"face": f"{rank}{SUIT_SYMBOLS[card.suit]}", "red": card.suit in RED_SUITS}


def candy_view(seat: PhoneView, held: int | None, stash: Sequence[int], limit: int) -> PhoneView:
    """I Want Candy!: the touch pad's screen with the card in your hand and your stash."""
    return {
        **seat,
        "screen": "candy",
        "held": card_view(held) if held is not None else None,
        "stash": [card_view(card) for card in stash],
        "stash_limit": limit,
    }
