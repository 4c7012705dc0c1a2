"""Samba tables for engine scenario tests: card ids placed by suit and name.

Sequences are of one colour, so a Samba scenario must say which suit each card has;
:class:`samba_cards.Picker` hands out ids by suit and name, and :func:`samba_table`
lays them out as player 0's hand, the sides' melds and sequences and the pile, with
the rest of the deck in the other hands and the stock.
"""

from __future__ import annotations

from collections.abc import Sequence

from candy_arcade.rules.canasta.roles import Role
from candy_arcade.rules.canasta.sequences import Run, run_of
from candy_arcade.rules.canasta.settings import Settings
from candy_arcade.rules.canasta.state import Meld, Phase, State

OTHER_HAND_SIZE = 5


def samba_table(
    settings: Settings,
    hand: Sequence[int],
    *,
    melds: Sequence[Sequence[tuple[str, Sequence[int]]]] = (),
    sequences: Sequence[Sequence[Sequence[int]]] = (),
    discard: Sequence[int] = (),
    phase: Phase = Phase.MELD,
    scores: Sequence[int] | None = None,
    pile_frozen: bool = False,
    wheel_as: str | None = None,
) -> State:
    """Player 0 to act with ``hand``; per side its ``melds`` (rank, ids) and
    ``sequences`` (ids, any order); the others hold a few cards of the rest."""
    deck = settings.the_deck
    sides = settings.sides
    side_melds = tuple(
        tuple(Meld(rank, tuple(cards)) for rank, cards in (melds[s] if s < len(melds) else ()))
        for s in range(sides)
    )
    side_runs: list[tuple[Run, ...]] = []
    for s in range(sides):
        runs = []
        for cards in sequences[s] if s < len(sequences) else ():
            run = run_of(deck, cards, wheel_as)
            assert isinstance(run, Run), run
            runs.append(run)
        side_runs.append(tuple(runs))
    placed = {*hand, *discard}
    for side in side_melds:
        for meld in side:
            placed.update(meld.cards)
    for side_sequences in side_runs:
        for run in side_sequences:
            placed.update(run.cards)
    rest = [c for c in range(len(deck)) if c not in placed and deck.role_of[c] is not Role.BONUS]
    hands = [tuple(sorted(hand))]
    for _ in range(1, settings.players):
        hands.append(tuple(sorted(rest[:OTHER_HAND_SIZE])))
        rest = rest[OTHER_HAND_SIZE:]
    stock = tuple(c for c in range(len(deck)) if c not in placed and c not in
                  {x for h in hands for x in h})
    melded = [bool(side_melds[s] or side_runs[s]) for s in range(sides)]
    return State(
        settings=settings,
        seed=0,
        hand_number=0,
        dealer=settings.players - 1,
        scores=tuple(scores) if scores is not None else (0,) * sides,
        stock=stock,
        discard=tuple(discard),
        hands=tuple(hands),
        melds=side_melds,
        bonus=((),) * sides,
        removed=(),
        wheel_as=wheel_as,
        pile_frozen=pile_frozen,
        phase=phase,
        turn=0,
        to_act=0,
        player_melded=tuple(melded[settings.side_of(p)] for p in range(settings.players)),
        turn_start_side_melded=melded[0],
        turn_start_player_melded=melded[0],
        took_pile=False,
        turn_melded=(),
        asked=False,
        permission=None,
        pending_views=0,
        view_resume=Phase.DRAW,
        reveals=(),
        result=None,
        winners=(),
        sequences=tuple(side_runs),
    )
