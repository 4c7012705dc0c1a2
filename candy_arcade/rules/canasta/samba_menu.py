"""Samba's candidates for the legal-move menu: melds of one rank, sequences, the pile.

The standard menu (:mod:`enumerate`) judges most of its own shapes by counting
(:mod:`quick_meld`, :mod:`rank_menu`), which knows Canasta's three wilds and one meld
per rank. Samba's candidates come from here instead, and the menu judges each of them
with the checks a person's move gets (``judge_meld``, ``check_take_pile``): Samba
tables are fewer, and the menu stays legal by construction.

The candidates are canonical, as the standard menu's are: per rank the shapes of
:func:`meld_shapes.group_shapes` with two wilds at most (onto the side's newest meld
of the rank, and a new meld beside a canasta of it), the sequences of
:func:`sequence_menu.new_runs` and :func:`sequence_menu.run_extensions`, a first meld
of rank melds alone or with one new sequence, and the pile by a pair or onto the
unfinished meld of its rank (never into a sequence).
"""

from __future__ import annotations

from candy_arcade.rules.canasta.actions import Meld, MeldGroup, SequenceGroup, TakePile
from candy_arcade.rules.canasta.meld_shapes import (
    HandParts,
    group_shapes,
    hand_parts,
    opening_combos,
    pickable_wilds,
)
from candy_arcade.rules.canasta.sequence_menu import RunChoice, new_runs, run_extensions
from candy_arcade.rules.canasta.turn import TurnInfo

OPENINGS_WITH_A_SEQUENCE = 4
"""First melds tried beside each new sequence that does not reach the minimum alone."""
TAKE_OPENINGS = 4
"""First melds tried with a pair that takes the pile and does not reach the minimum."""


def _sequence(choice: RunChoice, onto: int | None = None) -> SequenceGroup:
    return SequenceGroup(choice.cards, choice.wheel_as, onto)


def _choice_points(info: TurnInfo, choice: RunChoice) -> int:
    deck = info.deck
    return sum(
        deck.faces[choice.wheel_as].points if c == deck.wheel_id and choice.wheel_as
        else deck.points_of[c]
        for c in choice.cards
    )


def samba_meld_candidates(info: TurnInfo, parts: HandParts) -> list[Meld]:
    """The Samba Melds the menu considers before melding everything and going out."""
    if info.side_melded:
        melds = _rank_candidates(info, parts)
        melds.extend(_sequence_candidates(info))
        return melds
    return _opening_candidates(info, parts)


def _rank_candidates(info: TurnInfo, parts: HandParts) -> list[Meld]:
    """One-group Melds rank by rank: onto the side's newest meld of the rank (two
    wilds at most), and a new meld beside a canasta of it."""
    deck = info.deck
    most = info.settings.max_wilds_per_meld
    on_table = info.facts().melds
    wilds = pickable_wilds(parts.wilds)
    ranks = [r for r in deck.natural_ranks if r in on_table or len(parts.naturals.get(r, ())) >= 2]
    melds: list[Meld] = []
    for rank in ranks:
        naturals = parts.naturals.get(rank, [])
        meld = on_table.get(rank)
        if meld is not None:
            for shape in group_shapes(deck, rank, naturals, wilds, parts.wheel, meld.wilds,
                                      max_wilds=most):
                melds.append(Meld((shape.group(rank),)))
        if (meld is None or meld.canasta) and len(naturals) >= 2:
            for shape in group_shapes(deck, rank, naturals, wilds, parts.wheel, None,
                                      max_wilds=most):
                group = shape.group(rank)
                new = MeldGroup(rank, group.cards, group.wheel_as, meld is not None)
                melds.append(Meld((new,)))
    return melds


def _sequence_candidates(info: TurnInfo) -> list[Meld]:
    """New sequences from the hand, and cards at the ends of the side's sequences."""
    deck = info.deck
    melds = [Meld((), (_sequence(c),)) for c in new_runs(deck, info.hand)]
    for index, run in enumerate(info.side_sequences):
        melds.extend(Meld((), (_sequence(c, index),)) for c in run_extensions(deck, run, info.hand))
    return melds


def _opening_candidates(info: TurnInfo, parts: HandParts) -> list[Meld]:
    """First melds: rank melds alone (the standard search, two wilds at most), each
    new sequence alone, and each new sequence with rank melds of the rest of the
    hand making up the minimum."""
    melds = [Meld(combo) for combo in opening_combos(info, parts, info.minimum)]
    for choice in new_runs(info.deck, info.hand):
        sequence = _sequence(choice)
        need = info.minimum - _choice_points(info, choice)
        if need <= 0:
            melds.append(Meld((), (sequence,)))
            continue
        rest = hand_parts(info, [c for c in info.hand if c not in choice.cards])
        for combo in opening_combos(info, rest, need)[:OPENINGS_WITH_A_SEQUENCE]:
            melds.append(Meld(combo, (sequence,)))
    return melds


def samba_take_options(info: TurnInfo, top_name: str) -> list[TakePile]:
    """Ways to take the pile whose top card is a natural of ``top_name``: onto the
    side's newest meld of it (the top card alone, or with the hand's naturals), or by
    a natural pair (all the hand's naturals too; a new meld beside a canasta of the
    rank; for a first meld, with wilds or further melds, or one new sequence, making
    up the minimum). ``check_take_pile`` judges each."""
    parts = hand_parts(info)
    naturals = tuple(parts.naturals.get(top_name, ()))
    options: list[TakePile] = []
    if info.side_melded:
        meld = info.facts().melds.get(top_name)
        if meld is not None and not meld.canasta:
            options.append(TakePile(MeldGroup(top_name, ())))
            if naturals:
                options.append(TakePile(MeldGroup(top_name, naturals)))
        if len(naturals) >= 2:
            options.append(TakePile(MeldGroup(top_name, naturals[:2])))
            if meld is not None and meld.canasta:
                options.append(TakePile(MeldGroup(top_name, naturals, None, True)))
        return list(dict.fromkeys(options))
    if len(naturals) < 2:
        return []
    deck = info.deck
    top = info.discard[-1]
    top_points = deck.points_of[top]
    if top == deck.wheel_id and info.wheel_as:
        top_points = deck.faces[info.wheel_as].points
    most = info.settings.max_wilds_per_meld
    for shape in group_shapes(deck, top_name, naturals, pickable_wilds(parts.wilds),
                              parts.wheel, None, 2, most):
        group = shape.group(top_name)
        need = info.minimum - top_points - shape.points
        if need <= 0:
            options.append(TakePile(group))
            continue
        rest = [c for c in info.hand if c not in group.cards]
        rest_parts = hand_parts(info, rest)
        for combo in opening_combos(info, rest_parts, need, skip_rank=top_name)[:TAKE_OPENINGS]:
            options.append(TakePile(group, combo))
        for choice in new_runs(deck, rest):
            if _choice_points(info, choice) >= need:
                options.append(TakePile(group, (), (_sequence(choice),)))
    return list(dict.fromkeys(options))
