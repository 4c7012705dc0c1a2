"""Shorthand for Samba tests: card ids picked by name and suit from a deck."""

from __future__ import annotations

from candy_arcade.rules.canasta.decks import Deck


class Picker:
    """Hands out distinct card ids of a deck by suit and name (the Wheel by name)."""

    def __init__(self, deck: Deck) -> None:
        self.deck = deck
        self.used: set[int] = set()

    def take(self, suit: str | None, name: str) -> int:
        for card in self.deck.cards:
            if card.id not in self.used and card.name == name and card.suit == suit:
                self.used.add(card.id)
                return card.id
        raise ValueError(f"no {name} of {suit} left")

    def run(self, suit: str | None, *names: str) -> list[int]:
        return [self.take(suit, name) for name in names]
