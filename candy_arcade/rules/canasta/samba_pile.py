"""Taking the discard pile in Samba: a natural pair, or onto an unfinished meld.

Samba's pile is harder to take than Canasta's: a natural and a wild never take it, nor
does a meld that is already a canasta, and the top card never starts or joins a
sequence (sequences are built from the hand alone). :func:`samba_take_refusal` judges
what the player offers with the top card; where the group then goes (a new meld, the
side's meld of the rank) is judged as any meld is, by :mod:`samba_melds`.
"""

from __future__ import annotations

from candy_arcade.rules.canasta.reasons import CanastaReason, Count, RankWord, Refusal
from candy_arcade.rules.canasta.roles import NATURALS_TO_TAKE_FROZEN_PILE
from candy_arcade.rules.canasta.samba_reasons import SambaReason


def samba_take_refusal(
    rank: str,
    *,
    naturals_from_hand: int,
    onto_open_meld: bool,
    into_sequence: bool,
    frozen: bool,
    side_melded: bool,
) -> Refusal | None:
    """Why the pile may not be taken this way, or None if it may.

    ``rank``: the top card's (a natural rank: stop cards and wilds on top bar the pile
    as in Canasta). ``naturals_from_hand``: natural cards of that rank the player lays
    with it. ``onto_open_meld``: the top card goes onto the side's meld of its rank
    that is not yet a canasta. ``into_sequence``: the top card would start or join a
    sequence. ``frozen``: a wild (or a bonus card at the deal) is in the pile.

    The refusals for a frozen pile and a side that has not melded are Canasta's own
    sentences; the engine may word them with :func:`pile_reasons.frozen_refusal`,
    which also says what froze the pile.
    """
    if into_sequence:
        return Refusal.of(SambaReason.PILE_NEVER_IN_SEQUENCE)
    pair = NATURALS_TO_TAKE_FROZEN_PILE
    if naturals_from_hand >= pair:
        return None
    if frozen or not side_melded:
        reason = CanastaReason.PILE_FROZEN if frozen else CanastaReason.PILE_BEFORE_FIRST_MELD
        return Refusal.of(
            reason, rank=RankWord(rank), naturals=Count(pair), held=Count(naturals_from_hand)
        )
    if onto_open_meld:
        return None
    return Refusal.of(SambaReason.PILE_NEEDS_PAIR_OR_OPEN_MELD, rank=RankWord(rank))
