"""Samba's melds of one rank: two wild cards at most, and a second meld of a rank
only beside a canasta of it.

Canasta's :func:`melding.meld_error` still decides what a meld is (one rank, two
naturals, zeros only going out); Samba only lowers the wild cards allowed from three
to two. And where Canasta gives a side one meld per rank, Samba lets it start another
once the meld of that rank is a canasta, so the engine must keep a side's melds as a
list in which a rank may repeat, and ask :func:`new_rank_meld_refusal` before a group
starts a meld of a rank the side already has.
"""

from __future__ import annotations

from collections.abc import Sequence

from candy_arcade.rules.canasta.decks import Deck
from candy_arcade.rules.canasta.melding import meld_error
from candy_arcade.rules.canasta.reasons import CanastaReason, Count, RankWord, Refusal
from candy_arcade.rules.canasta.roles import Face, Role
from candy_arcade.rules.canasta.samba_reasons import SambaReason

SAMBA_MAX_WILDS_PER_MELD = 2


def samba_meld_error(deck: Deck, faces: Sequence[Face]) -> Refusal | None:
    """Why these faces are not one legal Samba meld of a rank, or None if they are:
    Canasta's rule, with at most two wild cards."""
    error = meld_error(deck, faces)
    if error is not None:
        return error
    if sum(1 for f in faces if f.role is Role.WILD) > SAMBA_MAX_WILDS_PER_MELD:
        return Refusal.of(
            CanastaReason.MELD_TOO_MANY_WILDS, wilds=Count(SAMBA_MAX_WILDS_PER_MELD)
        )
    return None


def new_rank_meld_refusal(rank: str, canastas_of_rank: Sequence[bool]) -> Refusal | None:
    """Why the side may not start a new meld of ``rank``, or None if it may.

    ``canastas_of_rank``: for each meld of ``rank`` the side has, whether it is a
    canasta. A new one may start only when every one of them is (a first meld of a
    rank always may): a side never holds two unfinished melds of one rank.
    """
    if all(canastas_of_rank):
        return None
    return Refusal.of(SambaReason.SECOND_MELD_BEFORE_CANASTA, rank=RankWord(rank))
