"""The hard bot's reading of a Samba table: Samba's own scorer, sequences and all.

A side's standing mid-hand is what its table would score now (see
:func:`hard.side_standing`): in Samba that is :func:`samba_scoring.score_samba_side`,
which counts the sequences' cards and 1500 for each samba, and Samba's bonus cards,
where Canasta's scorer would miss the sequences altogether.
"""

from __future__ import annotations

from candy_arcade.rules.canasta.melding import card_label
from candy_arcade.rules.canasta.samba_scoring import score_samba_side
from candy_arcade.rules.canasta.state import State


def samba_standing(state: State, side: int) -> int:
    """Where a Samba side's table stands: melds, sequences, sambas and bonus cards,
    the cards in hand left out (as :func:`hard.side_standing` leaves them out)."""
    deck = state.deck
    wheel_as = state.wheel_as

    def labels(cards: tuple[int, ...]) -> tuple[str, ...]:
        return tuple(card_label(deck, c, wheel_as) for c in cards)

    return score_samba_side(
        deck,
        [labels(m.cards) for m in state.melds[side]],
        [labels(run.cards) for run in state.sequences[side]],
        labels(state.bonus[side]),
        [],
        went_out=False,
    ).total
