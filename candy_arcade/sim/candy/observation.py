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

Everything else a player at the table may know is there too, so a bot needs nothing
but its observation: every palm and arm and whether it holds a card (a handle), palms
down, duels, the clock and phase, the rule settings and the table's geometry and
obstacles, the tokens and who passed them, the observer's own rhythm, active hand and
stash. Parts are worked out when first read (see :class:`CandyObservation`), so an
observation per tick costs only what is read of it.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from candy_arcade.core.geometry import Rect, Vec2
from candy_arcade.core.rng import Rng
from candy_arcade.rules.candy.phase import Phase
from candy_arcade.rules.candy.settings import CandySettings
from candy_arcade.sim.candy.hands import Hand
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
    "StaleObservation",
    "TokenView",
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
    """One hand: where its palm and shoulder are and what state it is in.

    Everyone at the table sees every palm, so positions and states are public; the face
    of the held card (``held_face``) is filled in only for the observer's own hands.
    """

    number: int
    player: int
    side: int
    x: float
    y: float
    shoulder: Vec2
    rest: Vec2
    holding: int | None
    """The handle of the card it holds."""
    held_face: int | None
    """The deck index of the card it holds: only for the observer's own hands."""
    frozen_until: int
    """The tick its palms-down after a touch ends (a touch freezes for a known time)."""
    touch_frozen: bool
    frozen: bool
    """It cannot act now: palms down after a touch, for good (search ended), or in a duel."""
    palms_down: bool
    in_duel: bool

    @property
    def position(self) -> Vec2:
        return Vec2(self.x, self.y)


@dataclass(frozen=True, slots=True)
class TokenView:
    """A Blocker or Snitch: who holds it and who passed it to them (both seen)."""

    kind: str
    holder: int
    passed_by: int | None


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


class StaleObservation(RuntimeError):
    """A part of an observation was first read after the table had moved on."""


class CandyObservation:
    """Everything ``player`` can see of the table at ``tick``, and nothing more.

    The clock and the rules are filled in at once; every other part is worked out the
    first time it is read and then kept, so a bot that only checks the clock pays for
    nothing else (bots look at the table every tick but read it only on some). A part
    read for the first time after the round has stepped on raises
    :class:`StaleObservation`: an observation never shows a later tick than its own.
    """

    _observer: CandyObserver
    player: int
    tick: int
    phase: Phase
    seconds_left: float
    settings: CandySettings
    geometry: TableGeometry
    obstacles: tuple[Rect, ...]
    """The level's obstacles, which palms must go round."""
    players: int

    def __init__(
        self, observer: CandyObserver, tick: int, phase: Phase, seconds_left: float
    ) -> None:
        fill = object.__setattr__
        fill(self, "_observer", observer)
        fill(self, "player", observer.player)
        fill(self, "tick", tick)
        fill(self, "phase", phase)
        fill(self, "seconds_left", seconds_left)
        fill(self, "settings", observer.settings)
        fill(self, "geometry", observer.geometry)
        fill(self, "obstacles", observer.obstacles)
        fill(self, "players", observer.players)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"an observation is read-only (tried to set {name})")

    def _session(self) -> CandySession:
        session = self._observer.session
        if session.tick != self.tick:
            raise StaleObservation(f"observation of tick {self.tick} read at {session.tick}")
        return session

    @cached_property
    def cards(self) -> tuple[CardView, ...]:
        """Every card, in order of handle (so the order tells nothing either)."""
        return self._observer.card_views(self._session())

    @cached_property
    def hands(self) -> tuple[HandView, ...]:
        """Every hand on the table, in the table's fixed order."""
        return self._observer.hand_views(self._session())

    @cached_property
    def own_hands(self) -> tuple[HandView, ...]:
        """The observer's hands, by side (right first); cheaper than all :attr:`hands`."""
        return self._observer.own_hand_views(self._session())

    @cached_property
    def own_stash(self) -> tuple[int, ...]:
        """The deck indexes of the observer's own stash (it laid them), in laying order."""
        return tuple(self._session().stashes[self.player])

    @cached_property
    def stashes(self) -> tuple[tuple[int, ...], ...]:
        """Each player's stash as handles, in laying order."""
        handle = self._observer.handle_of
        return tuple(tuple(handle[i] for i in stash) for stash in self._session().stashes)

    @cached_property
    def tokens(self) -> tuple[TokenView, ...]:
        return tuple(
            TokenView(token.kind, token.holder, token.passed_by)
            for token in self._session().tokens
        )

    @cached_property
    def token_holders(self) -> tuple[tuple[str, int], ...]:
        return tuple((token.kind, token.holder) for token in self.tokens)

    @cached_property
    def duels(self) -> tuple[DuelView, ...]:
        handle = self._observer.handle_of
        return tuple(
            DuelView(duel.players, handle[duel.card], frozenset(duel.picks))
            for duel in self._session().duels
        )

    @cached_property
    def own_duel(self) -> DuelView | None:
        """Roshambo: the duel the observer is in, if any."""
        return next((duel for duel in self.duels if self.player in duel.players), None)

    @cached_property
    def chance(self) -> ChanceView | None:
        """Roshambo: the observer's newest open chance to challenge."""
        return self._observer.chance_view(self._session())

    @cached_property
    def active_side(self) -> int:
        """Restricted: which of its hands (0 right, 1 left) the observer moves."""
        return self._session().active_side[self.player]

    @cached_property
    def steal_armed(self) -> bool:
        """I Will Rock You: the observer's next grab on another stash steals."""
        return self._session().steal_armed(self.player)

    @cached_property
    def rhythm_progress(self) -> int:
        """I Will Rock You: beats of the observer's rhythm done so far."""
        return self._session().rhythm_progress(self.player)

    @cached_property
    def offers(self) -> tuple[OfferView, ...]:
        return self._observer.offer_views(self._session())

    @cached_property
    def done_trading(self) -> frozenset[int]:
        trading = self._session().trading
        return frozenset(trading.done) if trading is not None else frozenset()

    @cached_property
    def trading_last_acted(self) -> dict[int, int]:
        """Swappities: each player's latest trading press, by tick (none yet: absent)."""
        trading = self._session().trading
        return dict(trading.last_acted) if trading is not None else {}

    @cached_property
    def trading_started(self) -> int | None:
        """Swappities: the tick trading began (None before the alarm, or without it)."""
        trading = self._session().trading
        return trading.started_at if trading is not None else None

    @property
    def stashes_face_up(self) -> bool:
        """I Can See For Miles: every stash lies face up."""
        return self._observer.stashes_face_up

    def is_palms_down(self, player: int) -> bool:
        """The player ended their search (their first hand shows it)."""
        return next(hand for hand in self.hands if hand.player == player).palms_down

    def tokens_held(self, player: int) -> list[TokenView]:
        return [token for token in self.tokens if token.holder == player]

    def card(self, handle: int) -> CardView:
        return self.cards[handle]

    def own_card(self, face: int) -> CardView:
        """The observer's own card (stash or hand) with face ``face``."""
        return next(card for card in self.cards if card.face == face and card.owner == self.player)

    def own_stash_faces(self) -> tuple[int, ...]:
        """The deck indexes of the observer's own stash, in laying order."""
        return self.own_stash


class CandyObserver:
    """Builds ``player``'s observations of one round, with handles fixed for the round."""

    def __init__(self, session: CandySession, player: int) -> None:
        self.session = session
        self.player = player
        self.settings = session.settings
        self.geometry = session.geometry
        self.obstacles = tuple(obstacle.rect for obstacle in session.level.obstacles)
        self.players = session.players
        self.stashes_face_up = session.stashes_face_up
        order = list(range(session.settings.deck_size))
        Rng(session.seed).fork(f"handles-{player}").shuffle(order)
        self.handle_of = tuple(order)
        """deck index -> handle."""
        self._index_of = tuple(sorted(range(len(order)), key=order.__getitem__))
        """handle -> deck index."""
        self._views: list[CardView | None] = [None] * len(order)
        """The last view of each card (by handle), reused while the card lies as it did."""
        self._hand_views: dict[int, HandView] = {}
        """The last view of each hand (by number), reused while it is as it was: bots
        glance at every hand many times a second, and most of them keep still."""

    def handle(self, index: int) -> int:
        """The handle of deck card ``index`` for this player (tests; a bot never asks)."""
        return self.handle_of[index]

    def observe(self) -> CandyObservation:
        session = self.session
        return CandyObservation(self, session.tick, session.phase, session.seconds_left)

    def _open_cards(self, session: CandySession) -> set[int]:
        trading = session.trading
        offers = trading.offers if trading is not None else []
        return {offer.card for offer in offers if offer.open or session.stashes_face_up}

    def chance_view(self, session: CandySession) -> ChanceView | None:
        chance = session.chance_for(self.player)
        if chance is None:
            return None
        return ChanceView(chance.grabber, self.handle_of[chance.card], chance.until)

    def offer_views(self, session: CandySession) -> tuple[OfferView, ...]:
        trading = session.trading
        if trading is None:
            return ()
        open_cards = self._open_cards(session)
        return tuple(
            OfferView(
                offer.offerer,
                offer.receiver,
                self.handle_of[offer.card],
                offer.card if offer.card in open_cards else None,
                offer.open,
            )
            for offer in trading.offers
        )

    def hand_views(self, session: CandySession) -> tuple[HandView, ...]:
        tick = session.tick
        return tuple(self._hand_view(hand, tick) for hand in session.all_hands)

    def own_hand_views(self, session: CandySession) -> tuple[HandView, ...]:
        tick = session.tick
        return tuple(self._hand_view(hand, tick) for hand in session.hands_by_player[self.player])

    def _hand_view(self, hand: Hand, tick: int) -> HandView:
        held = hand.held
        holding = None if held is None else self.handle_of[held]
        touch_frozen = hand.touch_frozen(tick)
        frozen = hand.is_frozen(tick)
        last = self._hand_views.get(hand.number)
        if (
            last is not None
            and last.x == hand.x
            and last.y == hand.y
            and last.holding == holding
            and last.frozen_until == hand.frozen_until
            and last.touch_frozen == touch_frozen
            and last.frozen == frozen
            and last.palms_down == hand.palms_down
            and last.in_duel == hand.in_duel
        ):
            return last
        view = self._hand_views[hand.number] = HandView(
            number=hand.number,
            player=hand.player,
            side=hand.side,
            x=hand.x,
            y=hand.y,
            shoulder=hand.shoulder,
            rest=hand.rest,
            holding=holding,
            held_face=held if hand.player == self.player else None,
            frozen_until=hand.frozen_until,
            touch_frozen=touch_frozen,
            frozen=frozen,
            palms_down=hand.palms_down,
            in_duel=hand.in_duel,
        )
        return view

    def card_views(self, session: CandySession) -> tuple[CardView, ...]:
        me, handle = self.player, self.handle_of
        cards = session.cards
        own_hands = {hand.held for hand in session.hands_by_player[me] if hand.held is not None}
        open_cards = self._open_cards(session)
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
        return tuple(view for view in views if view is not None)
