"""The sequences a hand can lay or add, as the legal-move menu and the bots list them.

Like the menu's melds of one rank, the choices are canonical, not every subset: per
colour (or suit) the hand's cards of each rank stand for all its cards of that rank
(the lowest id), and of the runs they make the menu offers the three-card ones (the
cheapest sequence that can grow) and the longest ones (a samba when they reach
seven). The Wheel, named the missing rank, may close one gap or add one rank at an
end. On a side's sequence the menu offers one card or all it can at each end, all at
both, and the Wheel alone at either end. Every choice is one :func:`sequences.run_of`
or :func:`sequences.extend_run` accepts; the engine still judges it as a move (the
first-meld minimum, keeping a card to discard) as it judges any meld.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from candy_arcade.rules.canasta.decks import Deck
from candy_arcade.rules.canasta.reasons import Refusal
from candy_arcade.rules.canasta.sequences import (
    MIN_SEQUENCE_SIZE,
    SAMBA_SIZE,
    Run,
    RunOrder,
    run_key,
    run_order,
    sequence_rank,
)


@dataclass(frozen=True, slots=True)
class RunChoice:
    """Cards from the hand that make a sequence or go onto one, low to high, and the
    Wheel's name if it is among them."""

    cards: tuple[int, ...]
    wheel_as: str | None


def extended_order(order: RunOrder) -> tuple[str, ...]:
    """Every place a card may take in a sequence, low to high: the order with its end
    card at both ends (a run of seven never reaches both)."""
    if order.end_card is None:
        return order.ranks
    return (order.end_card, *order.ranks, order.end_card)


def hand_by_key(deck: Deck, hand: Sequence[int]) -> dict[str, dict[str, int]]:
    """The hand's sequence cards by colour (or suit), then by rank: the lowest id of
    each (the Wheel is left out: it has no colour)."""
    by_key: dict[str, dict[str, int]] = {}
    for card in sorted(hand):
        key = run_key(deck, card)
        rank = sequence_rank(deck, card, None)
        if key is None or isinstance(rank, Refusal):
            continue
        by_key.setdefault(key, {}).setdefault(rank, card)
    return by_key


class _Places:
    """One colour's cards laid along the extended order, and the Wheel if it is free."""

    def __init__(self, ext: tuple[str, ...], have: dict[str, int], wheel: int | None) -> None:
        self.ext = ext
        self.have = have
        self.wheel = wheel

    def missing(self, start: int, size: int) -> list[str]:
        return [r for r in self.ext[start:start + size] if r not in self.have]

    def fits(self, start: int, size: int) -> bool:
        """The places ``start`` .. ``start + size`` exist and the hand fills them (the
        Wheel at most one)."""
        if start < 0 or start + size > len(self.ext) or size > SAMBA_SIZE:
            return False
        return len(self.missing(start, size)) <= (1 if self.wheel is not None else 0)

    def choice(self, start: int, size: int) -> RunChoice:
        missing = self.missing(start, size)
        window = self.ext[start:start + size]
        cards = tuple(self.have[r] if r in self.have else self.wheel_id() for r in window)
        return RunChoice(cards, missing[0] if missing else None)

    def wheel_id(self) -> int:
        assert self.wheel is not None  # only asked for a place the Wheel fills
        return self.wheel


def _free_wheel(deck: Deck, hand: Sequence[int]) -> int | None:
    return deck.wheel_id if deck.wheel_id is not None and deck.wheel_id in hand else None


def new_runs(deck: Deck, hand: Sequence[int]) -> list[RunChoice]:
    """The canonical new sequences of ``hand``: each colour's three-card runs and its
    runs that cannot grow, first of naturals alone, then with the Wheel closing one
    place (a run that needs no Wheel is offered without it)."""
    ext = extended_order(run_order(deck))
    wheel = _free_wheel(deck, hand)
    choices: dict[RunChoice, None] = {}
    for have in hand_by_key(deck, hand).values():
        layouts = [_Places(ext, have, None)]
        if wheel is not None:
            layouts.append(_Places(ext, have, wheel))
        for places in layouts:
            for start in range(len(ext)):
                for size in range(MIN_SEQUENCE_SIZE, SAMBA_SIZE + 1):
                    if not places.fits(start, size):
                        break
                    grows = places.fits(start - 1, size + 1) or places.fits(start, size + 1)
                    if size == MIN_SEQUENCE_SIZE or not grows:
                        choices[places.choice(start, size)] = None
    return list(choices)


def run_extensions(deck: Deck, run: Run, hand: Sequence[int]) -> list[RunChoice]:
    """The canonical ways to add cards from ``hand`` at the ends of ``run`` (none onto
    a samba): one or all the hand can add at each end, all at both (to seven at
    most), and the Wheel alone at either end."""
    if run.is_samba:
        return []
    ext = extended_order(run_order(deck))
    have = hand_by_key(deck, hand).get(run.key, {})
    end = run_order(deck).end_card
    start = 0 if run.ranks[0] == end else ext.index(run.ranks[0])
    stop = start + len(run.cards)
    room = SAMBA_SIZE - len(run.cards)
    lows: list[int] = []
    while start - len(lows) > 0 and ext[start - len(lows) - 1] in have and len(lows) < room:
        lows.insert(0, have[ext[start - len(lows) - 1]])
    highs: list[int] = []
    while stop + len(highs) < len(ext) and ext[stop + len(highs)] in have and len(highs) < room:
        highs.append(have[ext[stop + len(highs)]])
    options = [lows[-1:], lows, highs[:1], highs, (lows + highs)[:room]]
    choices: dict[RunChoice, None] = {RunChoice(tuple(o), None): None for o in options if o}
    wheel = _free_wheel(deck, hand)
    if wheel is not None:
        if start > 0:
            choices[RunChoice((wheel,), ext[start - 1])] = None
        if stop < len(ext):
            choices[RunChoice((wheel,), ext[stop])] = None
    return list(choices)


def sequence_possible(deck: Deck, runs: Sequence[Run], cards: Sequence[int]) -> bool:
    """Whether ``cards`` can lay a new sequence or add to one of ``runs`` (the side's
    sequences): the Darkness exit's "meld all else they can" in Samba."""
    return bool(new_runs(deck, cards)) or any(run_extensions(deck, run, cards) for run in runs)
