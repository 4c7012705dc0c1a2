"""What a bot knows about which card is which: only what a player at the table could.

A face-down card's identity is known to a bot only if it saw the card: it held it
(a grab, an un-stash, a steal, the Snitch), or the card lies face up (Flipper's
returns, See For Miles' stashes). A card seen in the pool stays known while it
lies untouched (its stacking order ``z`` unchanged), and a bot remembers only its
``capacity`` most recent sightings. ``TableCard.index`` is otherwise used only as a
handle on a physical card, never read as a rank or suit.
"""

from __future__ import annotations

from collections import OrderedDict

from candy_arcade.sim.candy.session import CandySession, CardPlace


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

    def known_pool(self, session: CandySession) -> list[int]:
        """Pool cards whose face the bot knows: remembered and untouched, or face up."""
        cards = session.cards
        known = []
        stale = []
        for card, z in self._pool.items():
            table_card = cards[card]
            if table_card.place is CardPlace.POOL and table_card.z == z:
                known.append(card)
            else:
                stale.append(card)
        for card in stale:
            del self._pool[card]
        if session.table.flipper:
            seen = set(known)
            known.extend(
                c.index
                for c in cards
                if c.face_up and c.place is CardPlace.POOL and c.index not in seen
            )
        return known

    def visible_stash_cards(self, session: CandySession, player: int) -> list[tuple[int, int]]:
        """(card, owner) for other players' stash cards it can see (See For Miles)."""
        if not session.stashes_face_up:
            return []
        return [
            (card, owner)
            for owner, stash in enumerate(session.stashes)
            if owner != player
            for card in stash
        ]
