"""Judging the menu's own melds by counting, as :func:`legal.judge_meld` would.

The legal-move menu offers melds it built itself from the hand (see
:mod:`meld_shapes`, and melding everything or going out): every card comes from the
hand once, each group has its own rank, every card is a natural (or stop card) of that
rank or a wild, and the Wheel is named the rank or a wild. For those, most of what
``judge_meld`` checks holds by construction; what is left is decided from counts: the
melds it makes (from the side's melds as :class:`turn.TurnFacts` has them, plus the
shapes' counts), the canastas after it, and the cards left in the hand.

Where the counts do not settle it (stop cards or a first meld below the minimum,
legal only when going out; a last card that may or may not be discarded; a pledge)
the answer is None and the menu asks ``judge_meld`` itself. A test compares the
menu with ``check_turn`` on every candidate over random playouts.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache

from candy_arcade.rules.canasta.actions import Meld
from candy_arcade.rules.canasta.decks import Deck
from candy_arcade.rules.canasta.meld_shapes import Shape, group_shapes
from candy_arcade.rules.canasta.melding import meld_error_counts
from candy_arcade.rules.canasta.roles import CANASTA_SIZE, Role
from candy_arcade.rules.canasta.state import Phase
from candy_arcade.rules.canasta.turn import MeldFacts, TurnInfo


def turn_verdict(info: TurnInfo, canastas: int, left: int) -> bool | None:
    """What is left of ``judge_meld`` for a meld whose groups are all legal melds, on
    a side that has melded, without stop cards or a pledge: the side will have
    ``canastas`` and the hand ``left`` cards. A hand emptied must go out; in the meld
    phase a last card must be one that may be discarded (None: ask ``judge_meld``)."""
    if left >= 2:
        return True
    can_out = canastas >= info.settings.canastas_to_go_out and info.permission is not False
    if can_out:
        return True
    if not left:
        return False
    return True if info.phase is not Phase.MELD else None


def _merged(
    deck: Deck, rank: str, shape: Shape, existing: MeldFacts | None
) -> tuple[bool, bool]:
    """Whether ``shape`` laid on the side's meld of ``rank`` (``existing``, or a new
    meld) makes a legal meld, and whether that meld is a canasta."""
    size = len(shape.cards)
    wilds = shape.wilds
    natural = shape.natural
    ranks = {rank} if size > wilds else set()
    other = None
    if existing is not None:
        size += len(existing.cards)
        wilds += existing.wilds
        ranks |= existing.ranks
        other = existing.other
        natural = natural or existing.has_natural
    legal = meld_error_counts(deck, size, wilds, ranks, other) is None
    return legal, size >= CANASTA_SIZE and natural


def quick_meld_legal(info: TurnInfo, shapes: Iterable[tuple[str, Shape]]) -> bool | None:
    """Whether laying ``shapes`` (rank, shape) as one Meld is legal, or None when
    ``judge_meld`` must decide.

    Only for shapes made by the menu, in the meld phase, with no pledge: the Meld then
    leaves no pledge either.
    """
    deck = info.deck
    facts = info.facts()
    canastas = facts.canastas
    laid = 0
    points = 0
    stops = False
    for rank, shape in shapes:
        existing = facts.melds.get(rank)
        if existing is not None and deck.faces[rank].role is Role.STOP:
            return None
        legal, canasta = _merged(deck, rank, shape, existing)
        if not legal:
            return False
        stops = stops or rank == deck.stop_name
        canastas += canasta - (existing is not None and existing.canasta)
        laid += len(shape.cards)
        points += shape.points
    left = len(info.hand) - laid
    if not left and turn_verdict(info, canastas, left) is False:
        return False
    if stops or (not info.side_melded and points < info.minimum):
        return None
    return turn_verdict(info, canastas, left)


@dataclass(frozen=True, slots=True)
class RankOption:
    """A one-group Meld the menu offers onto a side that has melded, known to make a
    legal meld: the cards it takes from the hand, and how it changes the side's
    canastas (+1 completing one, 0 otherwise)."""

    meld: Meld
    laid: int
    canastas: int


@lru_cache(maxsize=1 << 13)
def _rank_shapes(
    deck: Deck,
    rank: str,
    naturals: tuple[int, ...],
    wilds: tuple[tuple[int, int], ...],
    wheel: int | None,
    room: int | None,
) -> tuple[tuple[Shape, Meld], ...]:
    """The shapes :func:`meld_shapes.group_shapes` makes, each with its one-group Meld
    (remembered apart from the side's meld, which changes more often than the hand)."""
    return tuple(
        (shape, Meld((shape.group(rank),)))
        for shape in group_shapes(deck, rank, naturals, wilds, wheel, room)
    )


@lru_cache(maxsize=1 << 13)
def rank_options(
    deck: Deck,
    rank: str,
    naturals: tuple[int, ...],
    wilds: tuple[tuple[int, int], ...],
    wheel: int | None,
    existing: MeldFacts | None,
) -> tuple[RankOption, ...]:
    """The menu's Melds of one group of ``rank`` (see :func:`meld_shapes.group_shapes`)
    that make a legal meld with the side's meld of ``rank`` (``existing``) or alone.

    A pure function of frozen values, remembered: a player's naturals of a rank, their
    wilds and the side's meld of that rank stay the same over many turns.
    """
    options: list[RankOption] = []
    room = None if existing is None else existing.wilds
    for shape, meld in _rank_shapes(deck, rank, naturals, wilds, wheel, room):
        legal, canasta = _merged(deck, rank, shape, existing)
        if legal:
            change = canasta - (existing is not None and existing.canasta)
            options.append(RankOption(meld, len(shape.cards), change))
    return tuple(options)
