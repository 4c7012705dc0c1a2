"""Hand-made Canasta tables for the view tests: cards named, the rest in the stock."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from candy_arcade.core.seats import SeatSpec
from candy_arcade.levels.loader import load_default_level
from candy_arcade.mode_options import CanastaOptions
from candy_arcade.rules.canasta.game import Game
from candy_arcade.rules.canasta.settings import Settings
from candy_arcade.rules.canasta.state import Meld, Phase, State
from candy_arcade.setup import GameSetup, SeatAssignment


def setup(
    kinds: Sequence[str], seed: int = 3, options: CanastaOptions | None = None
) -> GameSetup:
    """Seats from words: ``human`` or a bot difficulty (``easy``, ``normal``, ``hard``)."""
    seats = []
    for index, kind in enumerate(kinds):
        if kind == "human":
            seats.append(SeatAssignment(SeatSpec(False), None, f"Player {index + 1}"))
        else:
            seats.append(SeatAssignment(SeatSpec(True, kind), None, f"Bot {index + 1}"))  # type: ignore[arg-type]
    return GameSetup("canasta", load_default_level(), seed, tuple(seats), options)


class Cards:
    """Hands out distinct card ids by name."""

    def __init__(self, state: State) -> None:
        self.free: dict[str, list[int]] = {}
        for card in state.deck.cards:
            self.free.setdefault(card.name, []).append(card.id)

    def take(self, names: Sequence[str]) -> tuple[int, ...]:
        return tuple(self.free[name].pop(0) for name in names)

    def rest(self) -> tuple[int, ...]:
        return tuple(sorted(c for ids in self.free.values() for c in ids))


def table(
    *,
    hands: Sequence[Sequence[str]],
    discard: Sequence[str] = (),
    melds: Sequence[Sequence[tuple[str, Sequence[str]]]] = (),
    phase: Phase = Phase.DRAW,
    turn: int = 0,
    pile_frozen: bool = False,
    settings: Settings | None = None,
) -> State:
    """A state with these hands, pile and melds (per side: ``[(rank, names)]``)."""
    settings = settings or Settings(players=len(hands))
    base = Game(settings).new_initial_state(1)
    cards = Cards(base)
    hand_ids = tuple(tuple(sorted(cards.take(h))) for h in hands)
    pile = cards.take(discard)
    side_melds = []
    for side in range(settings.sides):
        laid = melds[side] if side < len(melds) else ()
        side_melds.append(tuple(Meld(rank, cards.take(names)) for rank, names in laid))
    return dataclasses.replace(
        base,
        hands=hand_ids,
        discard=pile,
        melds=tuple(side_melds),
        bonus=tuple(() for _ in range(settings.sides)),
        removed=(),
        stock=cards.rest(),
        phase=phase,
        turn=turn,
        to_act=turn,
        pile_frozen=pile_frozen,
        turn_start_side_melded=bool(side_melds[settings.side_of(turn)]),
        player_melded=tuple(False for _ in hands),
        turn_start_player_melded=False,
        wheel_as=None,
    )


def ids(state: State, player: int, *names: str) -> list[int]:
    """Ids of the named cards in ``player``'s hand (each name once per mention)."""
    free = list(state.hands[player])
    found = []
    for name in names:
        card = next(c for c in free if state.deck.name_of[c] == name)
        free.remove(card)
        found.append(card)
    return found


def coloured_to_hand(state: State, colour: str, *names: str) -> tuple[State, list[int]]:
    """Cards of ``colour`` moved from the stock into South's hand (Samba's runs are of
    one colour, which the named hands of :func:`table` do not choose)."""
    deck = state.deck
    cards = [next(c for c in state.stock if deck.cards[c].colour == colour
                  and deck.name_of[c] == name) for name in names]
    stock = tuple(c for c in state.stock if c not in cards)
    hands = ((*state.hands[0], *cards), *state.hands[1:])
    return dataclasses.replace(state, stock=stock, hands=hands), cards
