"""Judging the menu's own melds by counting, as :func:`legal.judge_meld` would.

The legal-move menu offers melds it built itself from the hand (see
:mod:`meld_shapes`, and melding everything or going out): every card comes from the
hand once, each group has its own rank, every card is a natural (or stop card) of that
rank or a wild, and the Wheel is named the rank or a wild. For those, most of what
``judge_meld`` checks holds by construction; what is left is decided from counts: the
melds it makes (from the side's melds as :class:`turn.TurnFacts` has them, plus the
shapes' counts), the canastas after it, and the cards left in the hand.

Where the counts do not settle it (stop cards, unless the meld goes out with them; a
first meld below the minimum, legal only going out concealed; a last card that may or
may not be discarded, where a verdict does not look at it; a pledge) the answer is
None and the menu asks ``judge_meld`` itself. A test compares the
menu with ``check_turn`` on every candidate over random playouts.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from candy_arcade.rules.canasta.actions import MeldGroup, TakePile
from candy_arcade.rules.canasta.decks import Deck
from candy_arcade.rules.canasta.legal import hand_can_continue
from candy_arcade.rules.canasta.meld_shapes import Opening, Shape, shape_of
from candy_arcade.rules.canasta.melding import meld_error_counts
from candy_arcade.rules.canasta.roles import (
    BONUS,
    CANASTA_SIZE,
    DARKNESS,
    MAX_WILDS_PER_MELD,
    MIN_MELD_SIZE,
    MIN_NATURALS_PER_MELD,
    NATURALS_TO_TAKE_FROZEN_PILE,
    STOP,
    WHEEL,
    WILD,
)
from candy_arcade.rules.canasta.state import GO_OUT, MELD, Pledge
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
    return True if info.phase is not MELD else None


def last_card_verdict(info: TurnInfo, laid: Collection[int]) -> bool:
    """:func:`turn_verdict`'s None settled, for a meld without stop cards, on a side
    that has melded and may not go out, by a player bound by no pledge, that leaves
    one card in the meld phase: ``judge_meld`` then asks only whether that card may be
    kept to discard without going out (:func:`legal.hand_can_continue`: a Darkness or
    the Wheel). Most such melds are refused; judging each in full cost as much as the
    rest of a listing."""
    (last,) = [card for card in info.hand if card not in laid]
    return hand_can_continue(info.deck, (last,), False)


def merged_meld(
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


_LEGAL: tuple[bool, Pledge | None] = (True, None)
_REFUSED: tuple[bool, Pledge | None] = (False, None)
_BOUND_TO_GO_OUT: tuple[bool, Pledge | None] = (True, GO_OUT)


def out_meld_verdict(
    info: TurnInfo, groups: Sequence[MeldGroup]
) -> tuple[bool, Pledge | None] | None:
    """Whether laying ``groups`` as one Meld is legal, and the pledge it leaves, or
    None when ``judge_meld`` must decide.

    Only for the menu's Melds that lay the whole hand or all of it but a card (melding
    everything, going out, the Darkness exit), in the meld phases, with no pledge.
    Counted as ``judge_meld`` goes, including two cases it settles from the counts
    alone (a full judgement of each, which makes the hand after the meld and plans
    its way out again, cost about 2% of a random playout): zeros melded by a side
    that may go out, with at most the card to discard left, which binds the player
    to go out when a card is left (that card is always a way out: it is discarded);
    and a last card kept by a side that may not go out, legal only if it may be
    discarded without going out (:func:`last_card_verdict`). Zeros otherwise (the
    Darkness exit, or refused) and first melds below the minimum (legal only going
    out concealed) are ``judge_meld``'s.
    """
    deck = info.deck
    facts = info.facts()
    canastas = facts.canastas
    laid = 0
    points = 0
    stops = False
    for group in groups:
        rank = group.rank
        shape = shape_of(info, group)
        existing = facts.melds.get(rank)
        if existing is not None and deck.faces[rank].role is STOP:
            return None
        legal, canasta = merged_meld(deck, rank, shape, existing)
        if not legal:
            return _REFUSED
        stops = stops or rank == deck.stop_name
        canastas += canasta - (existing is not None and existing.canasta)
        laid += len(shape.cards)
        points += shape.points
    left = len(info.hand) - laid
    can_out = canastas >= info.settings.canastas_to_go_out and info.permission is not False
    if not left and not can_out:
        return _REFUSED
    if not info.side_melded and points < info.minimum:
        return None
    if stops:
        if can_out and left <= (1 if info.phase is MELD else 0):
            return _BOUND_TO_GO_OUT if left else _LEGAL
        return None
    if can_out or left >= 2 or info.phase is not MELD:
        return _LEGAL
    melded = {card for group in groups for card in group.cards}
    return _LEGAL if last_card_verdict(info, melded) else _REFUSED


def opening_verdict(info: TurnInfo, opening: Opening) -> bool | None:
    """Whether a first meld found by :func:`meld_shapes.opening_combos` for a side with
    nothing on the table is legal, or None when ``judge_meld`` must decide.

    Each group is a new meld that :func:`meld_shapes.group_shapes` made: a natural rank,
    two naturals or more, three cards or more, three wilds at most, so a legal meld,
    and a canasta when it has seven cards; the search keeps only openings worth the
    minimum. What is left is the hand after it and the canastas it makes.
    """
    laid = 0
    canastas = 0
    for group in opening:
        size = len(group.cards)
        laid += size
        canastas += size >= CANASTA_SIZE
    return turn_verdict(info, canastas, len(info.hand) - laid)


_WILD_ROLES = (WILD, WHEEL)


def quick_take_legal(info: TurnInfo, take: TakePile) -> bool | None:
    """Whether the menu's way of taking the pile onto a side that has melded is legal,
    as :func:`legal.check_take_pile` would find, or None when it must decide.

    The menu makes these takes itself (:func:`enumerate.take_options`): the top card is
    a natural, the group is of its rank, from the hand, naturals of the rank and at
    most a wild (the Wheel named a wild), no further melds. What is left is counted:
    the pile's own rule, the meld it makes with the side's meld of the rank, and the
    hand after it (the side allowed out, or a card left to discard).
    """
    if not info.side_melded or take.melds:
        return None
    if len(info.hand) == 1 and len(info.discard) == 1:
        return False
    deck = info.deck
    group = take.group
    if deck.wheel_id in group.cards and group.wheel_as not in deck.wild_names:
        return None
    role_of = deck.role_of
    wilds = sum(1 for c in group.cards if role_of[c] in _WILD_ROLES)
    naturals = len(group.cards) - wilds
    existing = info.facts().melds.get(group.rank)
    if info.pile_frozen:
        if naturals < NATURALS_TO_TAKE_FROZEN_PILE:
            return False
    elif (
        naturals < NATURALS_TO_TAKE_FROZEN_PILE
        and not (naturals and wilds)
        and existing is None
    ):
        return False
    size = len(group.cards) + 1  # the top card, a natural of the rank
    if existing is not None:
        if existing.other is not None or existing.ranks != {group.rank}:
            return None
        size += len(existing.cards)
        wilds += existing.wilds
    if size < MIN_MELD_SIZE or wilds > MAX_WILDS_PER_MELD or size - wilds < MIN_NATURALS_PER_MELD:
        return False
    canastas = info.facts().canastas + (size >= CANASTA_SIZE)
    if existing is not None:
        canastas -= existing.canasta
    if canastas >= info.settings.canastas_to_go_out and info.permission is not False:
        return True
    kept = [c for c in info.hand if c not in group.cards]
    if len(kept) < 2:
        kept.extend(c for c in info.discard[:-1] if role_of[c] is not BONUS)
    if len(kept) != 1:
        return bool(kept)
    return role_of[kept[0]] in (DARKNESS, WHEEL)
