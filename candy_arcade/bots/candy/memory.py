"""What a bot knows about which card is which: only what a player at the table could.

A face-down card's identity is known to a bot only if it saw the card: it held it
(a grab, an un-stash, a steal, the Snitch), or the card lies face up (Flipper's
returns, See For Miles' stashes). A card seen in the pool stays known while it
lies untouched (its stacking order ``z`` unchanged), and a bot remembers only its
``capacity`` most recent sightings. What it can see now it reads from its
:class:`~candy_arcade.sim.candy.observation.CandyObservation`, in which a face-down card
has no face.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import NamedTuple

from candy_arcade.rules.candy.variants import Variant
from candy_arcade.sim.candy.observation import CandyObservation, CardView
from candy_arcade.sim.candy.table_cards import CardPlace


class StashCardSeen(NamedTuple):
    """Another player's stash card lying face up: its face, its owner, its handle."""

    face: int
    owner: int
    handle: int


class Memory:
    """One bot's knowledge of card identities."""

    def __init__(self, capacity: int) -> None:
        self.capacity = capacity
        self._pool: OrderedDict[int, tuple[int, int]] = OrderedDict()
        """card -> (its handle, its ``z``) when last seen lying in the pool."""
        self.gone = 0
        """Mask of cards known to be out of reach (another stash, another hand)."""

    def saw_in_pool(self, card: int, handle: int, z: int) -> None:
        self._pool[card] = (handle, z)
        self._pool.move_to_end(card)
        while len(self._pool) > self.capacity:
            self._pool.popitem(last=False)

    def lost(self, card: int) -> None:
        """The card went where the bot cannot get it back (a thief's hand, say)."""
        self._pool.pop(card, None)
        self.gone |= 1 << card

    def forget(self, card: int) -> None:
        self._pool.pop(card, None)

    def known_pool(self, seen: CandyObservation) -> dict[int, CardView]:
        """Pool cards whose face the bot knows, by face: remembered and untouched (a
        remembered card is untouched while it lies at its handle's old ``z``: each
        placement takes a new ``z``), or lying face up (Flipper)."""
        known: dict[int, CardView] = {}
        stale = []
        for card, (handle, z) in self._pool.items():
            view = seen.card(handle)
            if view.place is CardPlace.POOL and view.z == z:
                known[card] = view
            else:
                stale.append(card)
        for card in stale:
            del self._pool[card]
        if seen.settings.has(Variant.FLIPPER):
            face_up = {
                card.face: card
                for card in seen.cards
                if card.place is CardPlace.POOL and card.face is not None and card.face not in known
            }
            for face in sorted(face_up):
                known[face] = face_up[face]
        return known

    def visible_stash_cards(self, seen: CandyObservation) -> list[StashCardSeen]:
        """Other players' stash cards it can see (See For Miles), owner by owner."""
        return [
            StashCardSeen(card.face, owner, handle)
            for owner, stash in enumerate(seen.stashes)
            if owner != seen.player
            for handle in stash
            for card in (seen.card(handle),)
            if card.face_up and card.face is not None
        ]
