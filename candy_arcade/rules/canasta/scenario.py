"""Hand-made positions from card names: for scenario tests, tutorials and challenges.

``position(hands=[["K", "K", "5"], ...], discard=["K"], ...)`` picks distinct card ids
for the names and puts the rest of the deck in the stock, so a test starts from
exactly the table a rule sentence talks about.
"""

from __future__ import annotations

from collections.abc import Sequence

from candy_arcade.rules.canasta.decks import Deck
from candy_arcade.rules.canasta.roles import WHEEL_PREFIX, Role
from candy_arcade.rules.canasta.settings import Settings
from candy_arcade.rules.canasta.state import Meld, Phase, State


class _Cards:
    """Hands out unused ids per card name; remembers the name given to the Wheel."""

    def __init__(self, deck: Deck) -> None:
        self.deck = deck
        self.free: dict[str, list[int]] = {}
        for card in deck.cards:
            self.free.setdefault(card.name, []).append(card.id)
        self.wheel_as: str | None = None

    def take(self, label: str) -> int:
        name = label
        if label.startswith(WHEEL_PREFIX):
            name = "Wheel"
            self.wheel_as = label[len(WHEEL_PREFIX):]
        ids = self.free.get(name)
        if not ids:
            raise ValueError(f"no {name} left in the {self.deck.name} deck")
        return ids.pop(0)

    def many(self, labels: Sequence[str]) -> tuple[int, ...]:
        return tuple(self.take(label) for label in labels)

    def rest(self) -> list[int]:
        return sorted(c for ids in self.free.values() for c in ids)


def position(
    settings: Settings | None = None,
    *,
    hands: Sequence[Sequence[str]],
    melds: Sequence[Sequence[Sequence[str]]] | None = None,
    bonus: Sequence[Sequence[str]] | None = None,
    discard: Sequence[str] = (),
    stock_top: Sequence[str] = (),
    stock_size: int | None = None,
    turn: int = 0,
    phase: Phase = Phase.DRAW,
    scores: Sequence[int] | None = None,
    pile_frozen: bool | None = None,
    player_melded: Sequence[bool] | None = None,
    talons: Sequence[Sequence[str]] | None = None,
) -> State:
    """A State laid out from card labels (``Wheel=K`` for a Wheel named K).

    Args:
        hands: each player's cards.
        melds: per side, that side's melds (the rank is the meld's natural card).
        bonus: per side, laid-out bonus cards.
        discard: the pile, bottom first.
        stock_top: the next cards to be drawn, in drawing order; the rest of the deck
            lies beneath them in id order.
        stock_size: keep only this many stock cards (the others are put aside as
            ``removed``, out of play), e.g. 0 for an exhausted stock.
        pile_frozen: default: frozen when the pile holds a wild (the Wheel named one
            included) or a bonus card (only ever turned up at the deal, which freezes).
        player_melded: default: every player of a side that has melds.
        talons: at a Talons table, the 4-card and the 3-card talon (default: the
            lowest-numbered cards left, 4 then 3). The sides with melds count as having
            melded first in side order.
    """
    settings = settings or Settings()
    deck = settings.the_deck
    cards = _Cards(deck)
    hand_ids = [tuple(sorted(cards.many(h))) for h in hands]
    if len(hand_ids) != settings.players:
        raise ValueError(f"{settings.players} hands needed, got {len(hand_ids)}")
    side_melds: list[tuple[Meld, ...]] = []
    for side in range(settings.sides):
        given = melds[side] if melds and side < len(melds) else []
        laid = []
        for labels in given:
            rank = next(
                label for label in labels
                if not label.startswith(WHEEL_PREFIX)
                and deck.faces[label].role in (Role.NATURAL, Role.STOP)
            )
            laid.append(Meld(rank, cards.many(labels)))
        side_melds.append(tuple(laid))
    side_bonus = [
        cards.many(bonus[side]) if bonus and side < len(bonus) else ()
        for side in range(settings.sides)
    ]
    pile = cards.many(discard)
    top = cards.many(stock_top)
    set_aside = tuple(cards.many(t) for t in talons) if talons is not None else ()
    rest = cards.rest()
    if settings.talons and talons is None:
        set_aside = tuple(tuple(rest[start:end]) for start, end in ((0, 4), (4, 7)))
        rest = rest[7:]
    removed: tuple[int, ...] = ()
    if stock_size is not None:
        keep = max(0, stock_size - len(top))
        removed = tuple(rest[keep:])
        rest = rest[:keep]
    stock = tuple(rest) + tuple(reversed(top))
    if pile_frozen is None:
        pile_frozen = any(
            deck.role_of[c] in (Role.WILD, Role.BONUS)
            or (c == deck.wheel_id and cards.wheel_as in deck.wild_names)
            for c in pile
        )
    if player_melded is None:
        player_melded = [bool(side_melds[settings.side_of(p)]) for p in range(settings.players)]
    state = State(
        settings=settings,
        seed=0,
        hand_number=0,
        dealer=(turn - 1) % settings.players,
        scores=tuple(scores) if scores is not None else (0,) * settings.sides,
        stock=stock,
        discard=pile,
        hands=tuple(hand_ids),
        melds=tuple(side_melds),
        bonus=tuple(side_bonus),
        removed=removed,
        wheel_as=cards.wheel_as,
        pile_frozen=pile_frozen,
        phase=phase,
        turn=turn,
        to_act=turn,
        player_melded=tuple(player_melded),
        turn_start_side_melded=bool(side_melds[settings.side_of(turn)]),
        turn_start_player_melded=bool(player_melded[turn]),
        took_pile=False,
        turn_melded=(),
        asked=False,
        permission=None,
        pending_views=0,
        view_resume=Phase.DRAW,
        reveals=(),
        result=None,
        winners=(),
        talons=set_aside,
        talon_takers=(None,) * len(set_aside),
        melded_sides=tuple(s for s, laid in enumerate(side_melds) if laid and settings.talons),
    )
    return state


def ids_of(state: State, player: int, *names: str) -> tuple[int, ...]:
    """Ids of cards with these names in a player's hand (each name once per mention)."""
    hand = list(state.hands[player])
    picked: list[int] = []
    for name in names:
        card = next(c for c in hand if state.deck.name_of[c] == name)
        hand.remove(card)
        picked.append(card)
    return tuple(picked)

