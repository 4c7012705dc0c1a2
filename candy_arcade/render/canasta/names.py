"""Card and move names in words, for prompts and the log.

The engine speaks in short labels (``K``, ``3B``); players read "Kings" and "black 3".
Rank words are defined once, beside the refusals that use them
(:mod:`candy_arcade.rules.canasta.reasons`); refusals word themselves.
"""

from __future__ import annotations

from collections.abc import Sequence

from candy_arcade.rules.canasta.actions import (
    Action,
    AnswerPartner,
    AskPartner,
    ChooseView,
    Discard,
    DrawStock,
    EndPlay,
    LayWheel,
    Meld,
    MeldGroup,
    NextHand,
    SequenceGroup,
    TakePile,
)
from candy_arcade.rules.canasta.decks import CLASSIC, Deck
from candy_arcade.rules.canasta.reasons import RANK_WORDS, rank_name
from candy_arcade.rules.canasta.settings import SAMBA, STANDARD, TALONS

__all__ = [
    "card_name", "describe_action", "game_heading", "rank_name", "short_names", "table_title",
]

MODE_TITLE = "Heckadeck Canasta"
CLASSIC_TITLE = "Classic Canasta"
"""A table played with the Classic deck is Classic Canasta wherever it shows: the lobby,
the table, the saved game and the results."""


VARIANT_NAMES = {STANDARD: "Standard", SAMBA: "Samba", TALONS: "Talons"}
"""Each variant as the lobby and the titles name it."""


def table_title(deck_name: str, variant: str = STANDARD) -> str:
    """The game's name wherever it shows: ``Heckadeck Canasta``, ``Classic Canasta``;
    Samba replaces the word Canasta (``Heckadeck Samba``: it is a game of its own), the
    talons follow it (``Classic Canasta · Talons``)."""
    title = CLASSIC_TITLE if deck_name == CLASSIC else MODE_TITLE
    if variant == SAMBA:
        return title.replace("Canasta", VARIANT_NAMES[SAMBA])
    if variant == TALONS:
        return f"{title} · {VARIANT_NAMES[TALONS]}"
    return title


def game_heading(deck_name: str, variant: str, target: int) -> str:
    """The score sheet's header: ``Heckadeck Samba · game to 10000``."""
    return f"{table_title(deck_name, variant)} · game to {target}"


def card_name(deck: Deck, card: int, wheel_as: str | None = None) -> str:
    """``King of Clouds``, ``Joker``, ``Wheel (as King)``."""
    info = deck.cards[card]
    if card == deck.wheel_id:
        return f"Wheel (as {rank_name(wheel_as)})" if wheel_as else "Wheel"
    if info.suit is None:
        return rank_name(info.name) if info.name in RANK_WORDS else info.name
    if deck.name == "classic" and info.name in ("3B", "3R"):
        return f"3 of {info.suit}"
    return f"{rank_name(info.name)} of {info.suit}"


def short_names(deck: Deck, cards: Sequence[int], wheel_as: str | None = None) -> str:
    """``K K Joker`` in the order given (for hints and the log)."""
    words = []
    for card in cards:
        if card == deck.wheel_id:
            words.append(f"Wheel={wheel_as}" if wheel_as else "Wheel")
        else:
            words.append(deck.name_of[card])
    return " ".join(words)


def _group_words(deck: Deck, group: MeldGroup) -> str:
    return f"{rank_name(group.rank, True)} ({short_names(deck, group.cards, group.wheel_as)})"


def _sequence_words(deck: Deck, group: SequenceGroup) -> str:
    """``a sequence (5 6 7)`` or ``onto your sequence (8)`` for Samba's hints."""
    cards = short_names(deck, group.cards, group.wheel_as)
    return f"a sequence ({cards})" if group.onto is None else f"onto your sequence ({cards})"


def describe_action(deck: Deck, action: Action, seat_names: Sequence[str] = ()) -> str:
    """One line for a move, e.g. ``meld Kings (K K Joker)`` or ``discard 5 of Hearts``."""
    if isinstance(action, DrawStock):
        return "draw from the stock"
    if isinstance(action, TakePile):
        text = f"take the pile with {_group_words(deck, action.group)}"
        if not action.group.cards:
            text = f"take the pile onto your {rank_name(action.group.rank, True)}"
        if action.melds:
            text += " and meld " + ", ".join(_group_words(deck, g) for g in action.melds)
        return text
    if isinstance(action, Meld):
        parts = [_group_words(deck, g) for g in action.groups]
        parts += [_sequence_words(deck, g) for g in action.sequences]
        return "meld " + ", ".join(parts)
    if isinstance(action, Discard):
        return f"discard the {card_name(deck, action.card, action.wheel_as)}"
    if isinstance(action, LayWheel):
        return f"lay the Wheel out as a {action.as_bonus}"
    if isinstance(action, AskPartner):
        return "ask the partner: may I go out?"
    if isinstance(action, AnswerPartner):
        return "answer yes" if action.yes else "answer no"
    if isinstance(action, ChooseView):
        viewer = seat_names[action.viewer] if seat_names else str(action.viewer)
        viewed = seat_names[action.viewed] if seat_names else str(action.viewed)
        return f"let {viewer} see {viewed}'s hand"
    if isinstance(action, EndPlay):
        return "end play"
    if isinstance(action, NextHand):
        return "deal the next hand"
    return type(action).__name__

