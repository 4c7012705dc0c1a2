"""Samba's part of judging a turn move: sequences, a new meld of a rank, the pile.

:mod:`legal` judges every move; where Samba differs it asks this module, and only
when the table plays Samba (``Settings.samba``), so the standard game's checks stay
as they were. The rules themselves live in :mod:`sequences`, :mod:`samba_melds` and
:mod:`samba_pile`; this module applies them to a :class:`turn.TurnInfo`: the hand,
the side's melds and sequences, the Wheel's name.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from candy_arcade.rules.canasta.actions import MeldGroup, SequenceGroup
from candy_arcade.rules.canasta.pile_reasons import frozen_refusal
from candy_arcade.rules.canasta.reasons import CanastaReason, Refusal
from candy_arcade.rules.canasta.roles import Role
from candy_arcade.rules.canasta.samba_melds import new_rank_meld_refusal
from candy_arcade.rules.canasta.samba_pile import samba_take_refusal
from candy_arcade.rules.canasta.samba_reasons import SambaReason
from candy_arcade.rules.canasta.sequences import Run, extend_run, run_of
from candy_arcade.rules.canasta.turn import TurnInfo, meld_facts

_SEQUENCES_ONLY_IN_SAMBA = Refusal.of(SambaReason.SEQUENCES_ONLY_IN_SAMBA)
_SECOND_MELD_ONLY_IN_SAMBA = Refusal.of(SambaReason.SECOND_MELD_ONLY_IN_SAMBA)
_NO_SUCH_SEQUENCE = Refusal.of(SambaReason.NO_SUCH_SEQUENCE)
_EMPTY_GROUP = Refusal.of(CanastaReason.EMPTY_GROUP)
_ONLY_THE_WHEEL_IS_NAMED = Refusal.of(CanastaReason.ONLY_THE_WHEEL_IS_NAMED)
_FROZEN_REASONS = (CanastaReason.PILE_FROZEN, CanastaReason.PILE_BEFORE_FIRST_MELD)


@dataclass(frozen=True, slots=True)
class SequencePlan:
    """Sequence groups checked against the hand and the side's sequences.

    ``runs``: the side's sequences once they are laid (new ones appended, extended
    ones in their place). ``added``: the cards they take from the hand. ``points``:
    those cards' points (towards a first meld). ``sambas``: sequences that became a
    samba. ``wheel_as``: the Wheel's name if it is among the cards, else None.
    """

    runs: tuple[Run, ...]
    added: tuple[int, ...]
    points: int
    sambas: int
    wheel_as: str | None


NO_SEQUENCES = SequencePlan((), (), 0, 0, None)
"""What a move without sequences lays of them (``runs`` unused)."""


def take_from_hand(cards: Sequence[int], hand_pool: set[int]) -> Refusal | None:
    """Take a group's cards out of ``hand_pool`` (the hand's cards no earlier group of
    the move used), or say why not: the group is empty, or a card is not in the hand
    or is used twice. Rank groups and sequences of one move share the pool."""
    if not cards:
        return _EMPTY_GROUP
    for card in cards:
        if card not in hand_pool:
            return Refusal.of(CanastaReason.CARD_NOT_IN_HAND_OR_TWICE, card=card)
        hand_pool.discard(card)
    return None


def planned_sequences(
    info: TurnInfo, groups: Sequence[SequenceGroup], hand_pool: set[int]
) -> SequencePlan | Refusal:
    """:func:`plan_sequences`, or :data:`NO_SEQUENCES` for a move that lays none (at
    any table)."""
    return plan_sequences(info, groups, hand_pool) if groups else NO_SEQUENCES


def plan_sequences(
    info: TurnInfo, groups: Sequence[SequenceGroup], hand_pool: set[int]
) -> SequencePlan | Refusal:
    """Check sequence groups, in order, against the hand (``hand_pool``: the cards not
    yet used by the move, from which these are taken) and the side's sequences: a new
    sequence by :func:`sequences.run_of`, cards at the ends of sequence ``onto`` by
    :func:`sequences.extend_run` (which keeps a samba closed)."""
    if not info.settings.samba:
        return _SEQUENCES_ONLY_IN_SAMBA
    deck = info.deck
    runs = list(info.side_sequences)
    added: list[int] = []
    points = 0
    sambas = 0
    wheel_as: str | None = None
    for group in groups:
        taken = take_from_hand(group.cards, hand_pool)
        if taken is not None:
            return taken
        wheel_in = deck.wheel_id is not None and deck.wheel_id in group.cards
        if group.wheel_as is not None and not wheel_in:
            return _ONLY_THE_WHEEL_IS_NAMED
        named = group.wheel_as if wheel_in else info.wheel_as
        if group.onto is None:
            before: Run | None = None
            laid = run_of(deck, group.cards, named)
        elif 0 <= group.onto < len(runs):
            before = runs[group.onto]
            laid = extend_run(deck, before, group.cards, named)
        else:
            return _NO_SUCH_SEQUENCE
        if isinstance(laid, Refusal):
            return laid
        if group.onto is None:
            runs.append(laid)
        else:
            runs[group.onto] = laid
        if wheel_in:
            wheel_as = group.wheel_as
        sambas += laid.is_samba and not (before is not None and before.is_samba)
        added.extend(group.cards)
        points += sum(
            deck.faces[named].points if c == deck.wheel_id and named else deck.points_of[c]
            for c in group.cards
        )
    return SequencePlan(tuple(runs), tuple(added), points, sambas, wheel_as)


def sequences_with_pile_refusal(
    info: TurnInfo, groups: Sequence[SequenceGroup]
) -> Refusal | None:
    """Why sequences may not be laid with the pile this way: only in Samba, and the
    pile's top card never starts or joins one (they come from the hand alone)."""
    if not info.settings.samba:
        return _SEQUENCES_ONLY_IN_SAMBA
    top = info.discard[-1]
    if any(top in group.cards for group in groups):
        return samba_take_refusal(
            info.deck.name_of[top], naturals_from_hand=0, onto_open_meld=False,
            into_sequence=True, frozen=info.pile_frozen, side_melded=info.side_melded,
        )
    return None


def new_meld_refusal(info: TurnInfo, rank: str) -> Refusal | None:
    """Why the side may not start a new meld of ``rank`` beside its meld of it (a
    group with ``new``), or None: Samba's rule, never outside Samba."""
    if not info.settings.samba:
        return _SECOND_MELD_ONLY_IN_SAMBA
    deck, wheel_as = info.deck, info.wheel_as
    canastas = [
        meld_facts(deck, m.cards, wheel_as).canasta for m in info.side_melds if m.rank == rank
    ]
    return new_rank_meld_refusal(rank, canastas)


def samba_pile_refusal(info: TurnInfo, group: MeldGroup) -> Refusal | None:
    """Samba's rule for the cards going with the pile's top card: a natural pair of
    its rank from the hand, or (pile not frozen, side melded) the top card alone or
    with naturals onto the side's meld of its rank that is not yet a canasta. The
    frozen-pile refusals say what froze the pile, as Canasta's do."""
    deck = info.deck
    rank = group.rank
    naturals = 0
    wilds = 0
    for card in group.cards:
        named = group.wheel_as if card == deck.wheel_id else None
        face = deck.faces[named] if named is not None else deck.face_of[card]
        if face.role is Role.NATURAL and face.name == rank:
            naturals += 1
        else:
            wilds += 1
    open_meld = info.facts().melds.get(rank)
    onto_open_meld = (
        not wilds and not group.new and open_meld is not None and not open_meld.canasta
    )
    refusal = samba_take_refusal(
        rank,
        naturals_from_hand=naturals,
        onto_open_meld=onto_open_meld,
        into_sequence=False,
        frozen=info.pile_frozen,
        side_melded=info.side_melded,
    )
    if refusal is not None and refusal.reason in _FROZEN_REASONS:
        return frozen_refusal(info, rank)
    return refusal
