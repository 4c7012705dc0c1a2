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

from candy_arcade.rules.candy.variants import Variant
from candy_arcade.sim.candy.observation import CandyObservation
from candy_arcade.sim.candy.table_cards import CardPlace


class Memory:
    """One bot's knowledge of card identities."""

    def __init__(self, capacity: int) -> None:
        self.capacity = capacity
        self._pool: OrderedDict[int, int] = OrderedDict()
        """card -> its ``z`` when last seen lying in the pool."""
        self.gone = 0
        """Mask of cards known to be out of reach (another stash, another hand)."""

    def saw_in_pool(self, card: int, z: int) -> None:
        self._pool[card] = z
        self._pool.move_to_end(card)
        while len(self._pool) > self.capacity:
            self._pool.popitem(last=False)

    def lost(self, card: int) -> None:
        """The card went where the bot cannot get it back (a thief's hand, say)."""
        self._pool.pop(card, None)
        self.gone |= 1 << card

    def forget(self, card: int) -> None:
        self._pool.pop(card, None)

    def known_pool(self, seen: CandyObservation) -> list[int]:
        """Pool cards whose face the bot knows: remembered and untouched, or face up.

        A remembered card is untouched while a pool card still lies at its ``z``: each
        placement takes a new ``z``, so no other card can be there.
        """
        pool = [card for card in seen.cards if card.place is CardPlace.POOL]
        untouched = {card.z for card in pool}
        known = []
        stale = []
        for card, z in self._pool.items():
            if z in untouched:
                known.append(card)
            else:
                stale.append(card)
        for card in stale:
            del self._pool[card]
        if seen.settings.has(Variant.FLIPPER):
            remembered = set(known)
            known.extend(
                sorted(
                    card.face
                    for card in pool
                    if card.face is not None and card.face not in remembered
                )
            )
        return known

    def visible_stash_cards(self, seen: CandyObservation) -> list[tuple[int, int]]:
        """(card, owner) for other players' stash cards it can see (See For Miles)."""
        return [
            (face, owner)
            for owner, stash in enumerate(seen.stashes)
            if owner != seen.player
            for card in (seen.card(handle) for handle in stash)
            if card.face_up
            for face in (card.face,)
            if face is not None
        ]
