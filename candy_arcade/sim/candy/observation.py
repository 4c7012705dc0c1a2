"""What one player can see of an I Want Candy! table: a frozen snapshot per tick.

A bot that decides from a :class:`CandyObservation` cannot read a face-down card: every
card is an opaque :attr:`CardView.handle` (a number fixed for the round, drawn apart for
each player and unrelated to rank or suit), and :attr:`CardView.face` (the deck index)
is filled in only where that player may see it:

- a card lying face up (Flipper's returns, See For Miles' stashes);
- the player's own stash (they laid it and may peek) and the cards in their own hands;
- an open Swappities offer.

Another player's Roshambo pick stays secret (only whether they picked shows), a blind
offer's card stays hidden, and a stash's cards are handles in laying order. The handles'
generator is forked from the round's seed without drawing from the round's generator,
so observing changes nothing in the round.
"""

from __future__ import annotations

from dataclasses import dataclass

from candy_arcade.core.geometry import Vec2
from candy_arcade.core.rng import Rng
from candy_arcade.rules.candy.phase import Phase
from candy_arcade.rules.candy.settings import CandySettings
from candy_arcade.sim.candy.session import CandySession
from candy_arcade.sim.candy.table import TableGeometry
from candy_arcade.sim.candy.table_cards import CardPlace

__all__ = [
    "CandyObservation",
    "CandyObserver",
    "CardView",
    "ChanceView",
    "DuelView",
    "HandView",
    "OfferView",
]


@dataclass(frozen=True, slots=True)
class CardView:
    """One card as the observer sees it; ``face`` is its deck index, or None when hidden."""

    handle: int
    place: CardPlace
    position: Vec2
    angle: float
    z: int
    owner: int | None
    face_up: bool
    face: int | None
    cos_a: float
    sin_a: float


@dataclass(frozen=True, slots=True)
class HandView:
    """One hand: where its palm and shoulder are and what state it is in."""

    player: int
    side: int
    position: Vec2
    shoulder: Vec2
    rest: Vec2
    holding: int | None
    """The handle of the card it holds."""
    touch_frozen: bool
    palms_down: bool
    in_duel: bool


@dataclass(frozen=True, slots=True)
class DuelView:
    """A Roshambo duel: who duels for which card, and who has picked (not what)."""

    players: tuple[int, int]
    card: int
    """The handle of the card the duel is for."""
    picked: frozenset[int]


@dataclass(frozen=True, slots=True)
class ChanceView:
    """Roshambo: the observer may challenge ``grabber`` for ``card`` until ``until``."""

    grabber: int
    card: int
    """The handle of the card grabbed from under the observer's palm."""
    until: int


@dataclass(frozen=True, slots=True)
class OfferView:
    """A Swappities offer; ``face`` only when it is open (or the stashes lie face up)."""

    offerer: int
    receiver: int
    card: int
    """The handle of the offered card."""
    face: int | None
    open: bool


@dataclass(frozen=True, slots=True)
class CandyObservation:
    """Everything ``player`` can see of the table at ``tick``."""

    player: int
    tick: int
    phase: Phase
    seconds_left: float
    settings: CandySettings
    geometry: TableGeometry
    cards: tuple[CardView, ...]
    """Every card, in order of handle (so the order tells nothing either)."""
    hands: tuple[HandView, ...]
    stashes: tuple[tuple[int, ...], ...]
    """Each player's stash as handles, in laying order."""
    token_holders: tuple[tuple[str, int], ...]
    duels: tuple[DuelView, ...]
    chance: ChanceView | None
    """Roshambo: the observer's newest open chance to challenge."""
    offers: tuple[OfferView, ...]
    done_trading: frozenset[int]
    trading_started: int | None
    """Swappities: the tick trading began (None before the alarm, or without it)."""

    def card(self, handle: int) -> CardView:
        return self.cards[handle]

    def own_card(self, face: int) -> CardView:
        """The observer's own card (stash or hand) with face ``face``."""
        return next(card for card in self.cards if card.face == face and card.owner == self.player)

    def own_stash_faces(self) -> tuple[int, ...]:
        """The deck indexes of the observer's own stash, in laying order."""
        return tuple(self._face(handle) for handle in self.stashes[self.player])

    def _face(self, handle: int) -> int:
        face = self.cards[handle].face
        if face is None:
            raise ValueError("that card's face is hidden from this player")
        return face


class CandyObserver:
    """Builds ``player``'s observations of one round, with handles fixed for the round."""

    def __init__(self, session: CandySession, player: int) -> None:
        self.session = session
        self.player = player
        order = list(range(session.settings.deck_size))
        Rng(session.seed).fork(f"handles-{player}").shuffle(order)
        self._handle_of = tuple(order)
        """deck index -> handle."""
        self._index_of = tuple(sorted(range(len(order)), key=order.__getitem__))
        """handle -> deck index."""
        self._views: list[CardView | None] = [None] * len(order)
        """The last view of each card (by handle), reused while the card lies as it did."""

    def handle(self, index: int) -> int:
        """The handle of deck card ``index`` for this player (tests; a bot never asks)."""
        return self._handle_of[index]

    def _chance(self) -> ChanceView | None:
        chance = self.session.chance_for(self.player)
        if chance is None:
            return None
        return ChanceView(chance.grabber, self._handle_of[chance.card], chance.until)

    def observe(self) -> CandyObservation:
        session, me, handle = self.session, self.player, self._handle_of
        cards = session.cards
        own_hands = {hand.held for hand in session.hands_by_player[me] if hand.held is not None}
        trading = session.trading
        offers = trading.offers if trading is not None else []
        open_cards = {offer.card for offer in offers if offer.open or session.stashes_face_up}
        views = self._views
        for index in self._index_of:
            card = cards[index]
            visible = (
                card.face_up
                or index in own_hands
                or index in open_cards
                or (card.place is CardPlace.STASH and card.owner == me)
            )
            last = views[handle[index]]
            if (
                last is not None
                and last.z == card.z
                and last.position is card.position
                and (last.face is not None) == visible
            ):
                continue
            views[handle[index]] = CardView(
                handle=handle[index],
                place=card.place,
                position=card.position,
                angle=card.angle,
                z=card.z,
                owner=card.owner,
                face_up=card.face_up,
                face=index if visible else None,
                cos_a=card.cos_a,
                sin_a=card.sin_a,
            )
        return CandyObservation(
            player=me,
            tick=session.tick,
            phase=session.phase,
            seconds_left=session.seconds_left,
            settings=session.settings,
            geometry=session.geometry,
            cards=tuple(view for view in views if view is not None),
            hands=tuple(
                HandView(
                    player=hand.player,
                    side=hand.side,
                    position=hand.position,
                    shoulder=hand.shoulder,
                    rest=hand.rest,
                    holding=None if hand.held is None else handle[hand.held],
                    touch_frozen=hand.touch_frozen(session.tick),
                    palms_down=hand.palms_down,
                    in_duel=hand.in_duel,
                )
                for hand in session.all_hands
            ),
            stashes=tuple(tuple(handle[i] for i in stash) for stash in session.stashes),
            token_holders=tuple((token.kind, token.holder) for token in session.tokens),
            duels=tuple(
                DuelView(duel.players, handle[duel.card], frozenset(duel.picks))
                for duel in session.duels
            ),
            chance=self._chance(),
            offers=tuple(
                OfferView(
                    offer.offerer,
                    offer.receiver,
                    handle[offer.card],
                    offer.card if offer.card in open_cards else None,
                    offer.open,
                )
                for offer in offers
            ),
            done_trading=frozenset(trading.done) if trading is not None else frozenset(),
            trading_started=trading.started_at if trading is not None else None,
        )
