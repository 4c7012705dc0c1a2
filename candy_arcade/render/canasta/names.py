"""Card, rank and move names in words, for prompts, the log and refusals.

The engine speaks in short labels (``K``, ``3B``, ``Ks``); players read "Kings" and
"black 3". :func:`plain_reason` rewrites an engine refusal with those names, so the
engine stays the only judge of legality while the screen speaks plainly.
"""

from __future__ import annotations

import re
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
    TakePile,
)
from candy_arcade.rules.canasta.decks import Deck

RANK_WORDS = {
    "A": ("Ace", "Aces"),
    "K": ("King", "Kings"),
    "Q": ("Queen", "Queens"),
    "J": ("Jack", "Jacks"),
    "Beast": ("Beast", "Beasts"),
    "0": ("Zero", "Zeros"),
    "3B": ("black 3", "black 3s"),
    "3R": ("red 3", "red 3s"),
}


def rank_name(rank: str, plural: bool = False) -> str:
    """``K`` -> ``King`` / ``Kings``; number ranks stay digits (``7`` / ``7s``)."""
    singular, many = RANK_WORDS.get(rank, (rank, f"{rank}s"))
    return many if plural else singular


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
        return "meld " + ", ".join(_group_words(deck, g) for g in action.groups)
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


def plain_reason(deck: Deck, reason: str) -> str:
    """An engine refusal with rank labels turned into words, first letter capitalised.

    ``the pile is frozen: take it only with two natural Ks from the hand`` becomes
    ``The pile is frozen: take it only with two natural Kings from the hand``.
    """
    ranks = sorted({*deck.natural_ranks, deck.stop_name}, key=len, reverse=True)
    alternatives = "|".join(re.escape(r) for r in ranks)
    text = re.sub(rf"(?<![\w=])({alternatives})s\b", lambda m: rank_name(m.group(1), True), reason)
    text = re.sub(
        rf"\b(of|a|is|not) ({alternatives})\b(?!\w)",
        lambda m: _article_rank(m.group(1), m.group(2)),
        text,
    )
    text = re.sub(
        rf"^({alternatives}) (cannot)", lambda m: f"{rank_name(m.group(1))} {m.group(2)}", text
    )
    text = text.replace("card ", "that card ") if text.startswith("card ") else text
    return text[:1].upper() + text[1:]


def _article_rank(word: str, rank: str) -> str:
    """``of K`` -> ``of Kings``; ``a A`` -> ``an Ace``; ``is K`` -> ``is a King``."""
    if word == "of":
        return f"of {rank_name(rank, True)}"
    name = rank_name(rank)
    article = "an" if name[0] in "AEIOU8" or name == "11" else "a"
    return f"{article} {name}" if word == "a" else f"{word} {article} {name}"
