"""Samba and Talons positions for tests and the layout check, built on
:func:`scenario.position`: sequences laid from the stock by suit and name, and
talons set aside from it (waiting, or taken by the sides that melded first).

The cards come out of the stock, so the state still lists every card once.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from candy_arcade.rules.canasta.reasons import Refusal
from candy_arcade.rules.canasta.sequences import Run, run_of
from candy_arcade.rules.canasta.state import State
from candy_arcade.rules.canasta.talons import TALON_SIZES

RunSpec = tuple[str, Sequence[str]]
"""A sequence by suit or colour and card names low to high (``Wheel`` for the Wheel,
named by ``wheel_as``): ``("Hearts", ["5", "6", "7"])``, ``("green", ["A", "2", "3"])``."""


def _matches(state: State, card: int, key: str | None, name: str) -> bool:
    """The card is ``name`` of suit or colour ``key`` (the Wheel matches any key)."""
    physical = state.deck.cards[card]
    return physical.name == name and (name == "Wheel" or key in (physical.suit, physical.colour))


def _swapped(cards: tuple[int, ...], old: int, new: int) -> tuple[int, ...]:
    return tuple(new if card == old else card for card in cards)


def _free(state: State, key: str | None, name: str) -> State:
    """``state`` with a card ``name`` of ``key`` in the stock: when the position gave
    it to a hand, a meld or the pile, that place gets a stock card of the same name
    (positions name cards, not suits)."""
    if any(_matches(state, card, key, name) for card in state.stock):
        return state
    deck = state.deck
    wanted = next(card for card in range(len(deck.cards)) if _matches(state, card, key, name))
    stand_in = next(card for card in state.stock if deck.cards[card].name == name)
    return dataclasses.replace(
        state,
        stock=_swapped(state.stock, stand_in, wanted),
        hands=tuple(_swapped(hand, wanted, stand_in) for hand in state.hands),
        discard=_swapped(state.discard, wanted, stand_in),
        melds=tuple(
            tuple(dataclasses.replace(meld, cards=_swapped(meld.cards, wanted, stand_in))
                  for meld in side)
            for side in state.melds
        ),
    )


def with_sequences(
    state: State, runs: Sequence[Sequence[RunSpec]], wheel_as: str | None = None
) -> State:
    """``state`` with each side's sequences (``runs[side]``) laid from the stock.

    Raises:
        StopIteration: no card of that name is left in the stock to stand in.
        ValueError: the cards make no sequence.
    """
    sides: list[tuple[Run, ...]] = []
    for side_runs in runs:
        laid = []
        for key, names in side_runs:
            cards = []
            for name in names:
                state = _free(state, key, name)
                card = next(c for c in state.stock if _matches(state, c, key, name))
                state = dataclasses.replace(
                    state, stock=tuple(c for c in state.stock if c != card)
                )
                cards.append(card)
            run = run_of(state.deck, cards, wheel_as)
            if isinstance(run, Refusal):
                raise ValueError(f"{key} {' '.join(names)}: {run.text()}")
            laid.append(run)
        sides.append(tuple(laid))
    sides += [()] * (state.settings.sides - len(sides))
    wheel = state.wheel_as if wheel_as is None else wheel_as
    return dataclasses.replace(state, sequences=tuple(sides), wheel_as=wheel)


def with_talons(state: State, taken_by: Sequence[int] = ()) -> State:
    """``state`` with the talons set aside from the top of its stock (or the talons it
    has, as :func:`scenario.position` lays them out at a Talons table); the first
    ``len(taken_by)`` of them already taken by those sides (the order they melded), their
    cards gone to the first player of each side's hand."""
    stock = list(state.stock)
    talons = list(state.talons)
    if not talons:
        for size in TALON_SIZES:
            talons.append(tuple(stock[-size:]))
            del stock[-size:]
    hands = [list(hand) for hand in state.hands]
    takers: list[int | None] = [None] * len(talons)
    for index, side in enumerate(taken_by):
        player = state.settings.players_of(side)[0]
        hands[player].extend(talons[index])
        talons[index] = ()
        takers[index] = player
    return dataclasses.replace(
        state, stock=tuple(stock), talons=tuple(talons), melded_sides=tuple(taken_by),
        hands=tuple(tuple(hand) for hand in hands), talon_takers=tuple(takers),
    )
