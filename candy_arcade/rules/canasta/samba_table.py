"""Where a Samba side's cards go: a rank may have several melds on the table.

Canasta gives a side one meld per rank. Samba lets it start another once every meld
of that rank is a canasta (:func:`samba_melds.new_rank_meld_refusal`), so a side's
melds are a list in which a rank may repeat, the newest meld of a rank last. Only
the newest can be unfinished, so cards of a rank join the newest meld of it (the
unfinished one, or the newest canasta: Samba lets a rank canasta grow), unless the
player starts a new one. The checks (:mod:`legal`) and the laying (:mod:`apply`)
share this definition.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from candy_arcade.rules.canasta.state import Meld


def newest_meld_index(melds: Sequence[Meld], rank: str) -> int | None:
    """The place of the side's newest meld of ``rank``, or None if it has none."""
    for index in range(len(melds) - 1, -1, -1):
        if melds[index].rank == rank:
            return index
    return None


def laid_melds(
    melds: tuple[Meld, ...], laid: Iterable[tuple[str, tuple[int, ...], bool]]
) -> tuple[Meld, ...]:
    """The side's melds once ``laid`` (rank, cards, new) are put down: a new group
    starts a meld of its rank at the end, any other joins the newest meld of its rank
    (or starts one when the side has none)."""
    result = list(melds)
    for rank, cards, new in laid:
        index = None if new else newest_meld_index(result, rank)
        if index is None:
            result.append(Meld(rank, cards))
        else:
            result[index] = Meld(rank, result[index].cards + cards)
    return tuple(result)
