"""What the table shows, as plain values computed from the engine state.

The renderer draws these and never looks at rules: the hand in display order (by
rank, wilds apart, new cards marked), each side's melds with their canasta state,
the pile with its top card, size and frozen marker, scores and first-meld minimums.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass

from candy_arcade.render.canasta.hand_sort import (
    DEFAULT_SORT,
    HandGroup,
    gap_between,
    group_of,
    ordered,
)
from candy_arcade.render.canasta.names import rank_name, table_title
from candy_arcade.render.canasta.seats import SeatInfo, side_name
from candy_arcade.render.canasta.variant_model import (
    SequenceView,
    TalonView,
    sequence_views,
    talon_views,
)
from candy_arcade.rules.canasta.decks import Deck
from candy_arcade.rules.canasta.melding import card_face, is_canasta, is_natural
from candy_arcade.rules.canasta.roles import Role
from candy_arcade.rules.canasta.state import Phase, State


@dataclass(frozen=True, slots=True)
class HandCard:
    """A card of the shown hand: ``gap`` is 0 within a rank, 1 between ranks, 2 between
    groups, so the fan can open a little space where the kind of card changes."""

    card: int
    group: HandGroup
    rank: str
    new: bool
    gap: int


def sort_hand(
    deck: Deck,
    cards: Sequence[int],
    new: Collection[int] = (),
    mode: str = DEFAULT_SORT,
    custom: Sequence[int] = (),
) -> list[HandCard]:
    """The hand in display order (``mode``, see :mod:`hand_sort`; ``custom`` is the
    player's own order) with gaps and ``new`` cards marked."""
    shown: list[HandCard] = []
    previous: int | None = None
    for card in ordered(deck, cards, mode, custom):
        gap = 0 if previous is None else gap_between(deck, mode, previous, card)
        shown.append(HandCard(card, group_of(deck, card), deck.name_of[card], card in new, gap))
        previous = card
    return shown


HandSorter = Callable[[Deck, Sequence[int], Collection[int]], list[HandCard]]
"""How the table orders a hand: :func:`sort_hand` in the player's chosen order."""


@dataclass(frozen=True, slots=True)
class MeldView:
    """One meld: ``canasta`` is ``"natural"``, ``"mixed"`` or None."""

    rank: str
    cards: tuple[int, ...]
    naturals: int
    wilds: int
    points: int
    canasta: str | None

    @property
    def size(self) -> int:
        return len(self.cards)

    @property
    def label(self) -> str:
        """``Kings 5`` or ``Kings 8 · natural canasta``."""
        text = f"{rank_name(self.rank, True)} {self.size}"
        if self.canasta:
            text += f" · {self.canasta} canasta"
        return text


def meld_view(deck: Deck, rank: str, cards: tuple[int, ...], wheel_as: str | None) -> MeldView:
    faces = [card_face(deck, c, wheel_as) for c in cards]
    wilds = sum(1 for f in faces if f.role is Role.WILD)
    canasta = None
    if is_canasta(faces):
        canasta = "natural" if is_natural(faces) else "mixed"
    return MeldView(rank, cards, len(cards) - wilds, wilds, sum(f.points for f in faces), canasta)


def order_melds(deck: Deck, melds: Sequence[MeldView]) -> list[MeldView]:
    """Canastas first, then by rank order, so a side's strength reads left to right."""
    ranks = (*deck.natural_ranks, deck.stop_name)
    return sorted(melds, key=lambda m: (m.canasta is None, ranks.index(m.rank)))


@dataclass(frozen=True, slots=True)
class SideView:
    """A side's table: its melds, Samba's sequences, bonus cards, score and first-meld
    minimum; ``canastas`` counts sambas too (they count for going out)."""

    side: int
    name: str
    seats: tuple[int, ...]
    total: int
    melds: tuple[MeldView, ...]
    bonus: tuple[int, ...]
    canastas: int
    minimum: int
    opened: bool
    meld_points: int
    sequences: tuple[SequenceView, ...] = ()


@dataclass(frozen=True, slots=True)
class PileView:
    """The discard pile: its top card, size, frozen marker and why it may be barred."""

    top: int | None
    under: int | None
    size: int
    frozen: bool
    barred: str | None
    """``stop card on top`` / ``wild on top`` when nobody may take it now."""


@dataclass(frozen=True, slots=True)
class TableView:
    """Everything the renderer draws, for one holder of the screen (None: hands hidden)."""

    phase: Phase
    hand_number: int
    target: int
    turn: int
    to_act: int | None
    holder: int | None
    hand: tuple[HandCard, ...]
    hand_sizes: tuple[int, ...]
    stock: int
    pile: PileView
    sides: tuple[SideView, ...]
    wheel_as: str | None
    removed: int
    title: str = ""
    """The game's name: ``Heckadeck Samba``, ``Classic Canasta · Talons``."""
    talons: tuple[TalonView, ...] = ()


def pile_view(state: State) -> PileView:
    deck = state.deck
    top = state.discard[-1] if state.discard else None
    under = state.discard[-2] if len(state.discard) > 1 else None
    barred = None
    if top is not None:
        role = card_face(deck, top, state.wheel_as).role
        if role is Role.STOP:
            barred = "a stop card is on top"
        elif role is Role.WILD:
            barred = "a wild card is on top"
        elif role is not Role.NATURAL:
            barred = "that card cannot be taken"
    return PileView(top, under, len(state.discard), state.pile_frozen, barred)


def side_view(state: State, seats: tuple[SeatInfo, ...], side: int) -> SideView:
    deck = state.deck
    melds = [meld_view(deck, m.rank, m.cards, state.wheel_as) for m in state.melds[side]]
    runs = sequence_views(deck, state.sequences[side], state.wheel_as)
    return SideView(
        side=side,
        name=side_name(seats, side),
        seats=state.settings.players_of(side),
        total=state.scores[side],
        melds=tuple(order_melds(deck, melds)),
        bonus=state.bonus[side],
        canastas=sum(1 for m in melds if m.canasta) + sum(1 for r in runs if r.samba),
        minimum=state.minimum_meld(side),
        opened=bool(melds or runs),
        meld_points=sum(m.points for m in melds) + sum(r.points for r in runs),
        sequences=runs,
    )


def table_view(
    state: State,
    seats: tuple[SeatInfo, ...],
    holder: int | None,
    new_cards: Collection[int] = (),
    sorter: HandSorter = sort_hand,
) -> TableView:
    """The whole table as ``holder`` may see it; with no holder every hand is hidden."""
    hand: tuple[HandCard, ...] = ()
    if holder is not None:
        hand = tuple(sorter(state.deck, state.hands[holder], new_cards))
    return TableView(
        phase=state.phase,
        hand_number=state.hand_number,
        target=state.settings.target,
        turn=state.turn,
        to_act=state.to_act,
        holder=holder,
        hand=hand,
        hand_sizes=tuple(len(h) for h in state.hands),
        stock=len(state.stock),
        pile=pile_view(state),
        sides=tuple(side_view(state, seats, s) for s in range(state.settings.sides)),
        wheel_as=state.wheel_as,
        removed=len(state.removed),
        title=table_title(state.deck.name, state.settings.variant),
        talons=talon_views(state),
    )


def turn_prompt(state: State, seats: tuple[SeatInfo, ...], holder: int | None) -> str:
    """The one line that tells whoever looks at the screen what happens now."""
    actor = state.to_act
    if state.phase is Phase.GAME_OVER:
        return "The game is over"
    if state.phase is Phase.HAND_OVER or actor is None:
        return "The hand is over: see the scores"
    who = seats[actor]
    if actor != holder:
        verb = "is thinking" if who.is_bot else "plays"
        return f"{who.title} {verb}…"
    if state.phase is Phase.DRAW:
        if not state.stock:
            return "Your turn: the stock is gone: take the pile or end play"
        return "Your turn: draw from the stock, or select cards and take the pile"
    if state.phase is Phase.MELD:
        return "Meld if you like (select cards, Enter), then discard one card"
    if state.phase is Phase.LAST_MELD:
        return "The last stock card was a bonus card: meld if you like, then end play"
    if state.phase is Phase.ANSWER:
        return f"Your partner {seats[state.turn].compass} asks: may I go out?"
    if state.phase is Phase.VIEW:
        return "You played the Watcher: choose who looks at whose hand"
    return ""


def hidden_zones(state: State, holder: int | None) -> dict[int, str]:
    """Where each card not drawn face up lies: ``stock``, ``pile``, ``hand:<seat>``,
    ``removed`` or ``talon``. The table uses it only to animate cards from and to those places."""
    zones: dict[int, str] = dict.fromkeys(state.stock, "stock")
    zones.update(dict.fromkeys(state.discard, "pile"))
    zones.update(dict.fromkeys(state.removed, "removed"))
    for talon in state.talons:
        zones.update(dict.fromkeys(talon, "talon"))
    for seat, hand in enumerate(state.hands):
        if seat != holder:
            zones.update(dict.fromkeys(hand, f"hand:{seat}"))
    return zones
