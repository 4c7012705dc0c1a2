"""A read-only picture of an I Want Candy! table at one tick: what the renderers draw.

The session's hands, cards, duels and trading are mutable objects that the next tick
changes in place; a renderer holding them would draw whatever the table has become,
and could change it. :func:`take_snapshot` copies out what drawing and the on-screen
prompts need as frozen values, once per tick, so the view draws a tick that stays put
and tests can check what a player would see.

It is cheap enough for every tick: the round's fixed facts (geometry, settings,
obstacles, offers) are shared, not copied, and a card whose place, pose and face did
not change keeps the previous snapshot's :class:`CardDraw`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from candy_arcade.core.geometry import Vec2
from candy_arcade.levels.spec import Obstacle
from candy_arcade.rules.candy.phase import Phase
from candy_arcade.rules.candy.settings import CandySettings
from candy_arcade.rules.candy.trading import Offer
from candy_arcade.sim.candy.table import TableGeometry
from candy_arcade.sim.candy.table_cards import CardPlace, TableCard

if TYPE_CHECKING:
    from candy_arcade.sim.candy.session import CandySession


@dataclass(frozen=True, slots=True)
class HandDraw:
    """One hand: its palm, the shoulder its arm comes from, what it holds or peeks at.

    ``frozen`` is palm down for any reason (a touch, palms down, a duel);
    ``palms_down`` only the player's search having ended.
    """

    number: int
    player: int
    side: int
    shoulder: Vec2
    x: float
    y: float
    frozen: bool
    palms_down: bool
    held: int | None
    peek: int | None

    @property
    def position(self) -> Vec2:
        return Vec2(self.x, self.y)


@dataclass(frozen=True, slots=True)
class CardDraw:
    """A card of the deck where it lies: place, pose, stacking order and face."""

    index: int
    place: CardPlace
    position: Vec2
    angle: float
    z: int
    face_up: bool
    owner: int | None


@dataclass(frozen=True, slots=True)
class TokenDraw:
    """The Blocker or the Snitch and who holds it."""

    kind: str
    title: str
    holder: int


@dataclass(frozen=True, slots=True)
class DuelDraw:
    """A Roshambo duel under way. Only who has picked is shown, never what."""

    players: tuple[int, int]
    deadline: int
    picked: frozenset[int]


@dataclass(frozen=True, slots=True)
class TradingDraw:
    """Swappities after the alarm: the offers standing and who has pressed done."""

    offers: tuple[Offer, ...]
    done: frozenset[int]
    seconds_left: float

    def offer_from(self, player: int) -> Offer | None:
        return next((offer for offer in self.offers if offer.offerer == player), None)

    def offer_to(self, player: int) -> Offer | None:
        return next((offer for offer in self.offers if offer.receiver == player), None)


@dataclass(frozen=True, slots=True)
class CandySnapshot:
    """The table at one tick, everything per player indexed by player."""

    tick: int
    phase: Phase
    players: int
    settings: CandySettings
    geometry: TableGeometry
    obstacles: tuple[Obstacle, ...]
    seconds_left: float
    hands: tuple[HandDraw, ...]
    """Every hand, in the table's fixed order (``HandDraw.number``)."""
    hands_by_player: tuple[tuple[HandDraw, ...], ...]
    active_side: tuple[int, ...]
    """Restricted: which hand (0 right, 1 left) each player moves."""
    cards: tuple[CardDraw, ...]
    """Every card of the deck, by deck index."""
    stashes: tuple[tuple[int, ...], ...]
    tokens: tuple[TokenDraw, ...]
    duels: tuple[DuelDraw, ...]
    challenge_against: tuple[int | None, ...]
    """Roshambo: per player, the grabber they have an open chance to challenge."""
    steal_armed: tuple[bool, ...]
    rhythm_progress: tuple[int, ...]
    """I Will Rock You: per player, the beats of the rhythm done so far."""
    trading: TradingDraw | None
    """Swappities: set only while trading."""

    @property
    def over(self) -> bool:
        return self.phase is Phase.OVER

    def is_palms_down(self, player: int) -> bool:
        return self.hands_by_player[player][0].palms_down

    def tokens_held(self, player: int) -> tuple[TokenDraw, ...]:
        return tuple(token for token in self.tokens if token.holder == player)

    def duel_of(self, player: int) -> DuelDraw | None:
        return next((duel for duel in self.duels if player in duel.players), None)


def take_snapshot(session: CandySession, previous: CandySnapshot | None = None) -> CandySnapshot:
    """The session's table now, copied out as values; ``previous`` (an earlier snapshot
    of the same round) lends its unchanged cards."""
    tick = session.tick
    players = session.players
    hands = tuple(
        HandDraw(
            number=hand.number,
            player=hand.player,
            side=hand.side,
            shoulder=hand.shoulder,
            x=hand.x,
            y=hand.y,
            frozen=hand.is_frozen(tick),
            palms_down=hand.palms_down,
            held=hand.held,
            peek=hand.peek,
        )
        for hand in session.all_hands
    )
    rock_you = session.rock_you
    roshambo = session.roshambo
    trading = session.trading
    return CandySnapshot(
        tick=tick,
        phase=session.phase,
        players=players,
        settings=session.settings,
        geometry=session.geometry,
        obstacles=session.level.obstacles,
        seconds_left=session.seconds_left,
        hands=hands,
        hands_by_player=tuple(
            tuple(hands[own.number] for own in mine) for mine in session.hands_by_player
        ),
        active_side=tuple(session.active_side),
        cards=_cards(session.table.cards, previous.cards if previous is not None else ()),
        stashes=tuple(tuple(stash) for stash in session.table.stashes),
        tokens=tuple(
            TokenDraw(token.kind, token.title, token.holder) for token in session.tokens
        ),
        duels=tuple(
            DuelDraw(duel.players, duel.deadline, frozenset(duel.picks))
            for duel in roshambo.duels
        ),
        challenge_against=tuple(
            chance.grabber if (chance := roshambo.chance_for(player, tick)) is not None else None
            for player in range(players)
        ),
        steal_armed=tuple(rock_you.armed(player) for player in range(players)),
        rhythm_progress=tuple(rock_you.progress(player) for player in range(players)),
        trading=(
            TradingDraw(
                tuple(trading.offers), frozenset(trading.done), session.trading_seconds_left
            )
            if trading is not None and session.phase is Phase.TRADING
            else None
        ),
    )


def _cards(cards: list[TableCard], before: tuple[CardDraw, ...]) -> tuple[CardDraw, ...]:
    """Each card as drawn, reusing the earlier draw of a card that has not changed
    (most of the deck on most ticks: only held cards travel)."""
    if len(before) != len(cards):
        return tuple(_card_draw(card) for card in cards)
    drawn: list[CardDraw] = []
    for card, old in zip(cards, before, strict=True):
        if (
            old.position is card.position
            and old.z == card.z
            and old.angle == card.angle
            and old.place is card.place
            and old.face_up == card.face_up
            and old.owner == card.owner
        ):
            drawn.append(old)
        else:
            drawn.append(_card_draw(card))
    return tuple(drawn)


def _card_draw(card: TableCard) -> CardDraw:
    return CardDraw(
        card.index, card.place, card.position, card.angle, card.z, card.face_up, card.owner
    )

