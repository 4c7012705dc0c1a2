"""What a card-counting Piñata Blast bot can infer about its rivals' hidden hands.

Every card face up on the table is public: the victory piles, the cards collected this
round, the cards laid and waiting, the discard pile; a player also knows its own hand.
The rest of the deck (the draw pile and the rivals' hands) is unseen, and a rival's
hand is a random draw from it of the size everyone can count. From that, the chance a
rival holds at least one card of a candy follows: a die of a candy rivals are likely
to want is one to claim before the others, since the others stay free for later.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from math import comb

from candy_arcade.rules.pinata.state import GameState


@dataclass(frozen=True, slots=True)
class CardCount:
    """The unseen cards of each candy and how many cards each rival holds."""

    unseen: dict[str, int]
    rival_hands: tuple[int, ...]

    @property
    def unseen_total(self) -> int:
        return sum(self.unseen.values())

    def rival_chance_of(self, candy: str) -> float:
        """The chance that at least one rival holds a card of ``candy``."""
        total = self.unseen_total
        missing = total - self.unseen.get(candy, 0)
        none_anywhere = 1.0
        for size in self.rival_hands:
            drawn = min(size, total)
            if drawn == 0:
                continue
            none_anywhere *= comb(missing, drawn) / comb(total, drawn) if missing >= drawn else 0.0
        return 1.0 - none_anywhere


def count_cards(state: GameState, seat: int) -> CardCount:
    """The card count as seen from ``seat``: what it holds and what lies face up."""
    seen = Counter[str]()
    for index, player in enumerate(state.players):
        face_up = [*player.victory, *(card for card, _ in player.collected)]
        if player.waiting is not None:
            face_up.append(player.waiting)
        if index == seat:
            face_up.extend(player.hand)
        seen.update(card.candy for card in face_up)
    seen.update(card.candy for card in state.discarded)
    deck = Counter(card.candy for card in state.components.cards)
    unseen = {candy: deck[candy] - seen[candy] for candy in deck}
    rivals = tuple(len(player.hand) for index, player in enumerate(state.players) if index != seat)
    return CardCount(unseen, rivals)
