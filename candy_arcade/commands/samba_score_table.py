"""``canasta-score --variant samba``: the checks a Samba table written by hand must pass.

A person typing a Samba table may slip: two unfinished melds of one rank, zeros melded
by a side that did not go out, going out without two canastas. Like
:func:`canasta_score.score_table` for Canasta, these are refused with a sentence rather
than scored; the score itself is :func:`samba_scoring.score_samba_side`, the engine's.
"""

from __future__ import annotations

from collections.abc import Sequence

from candy_arcade.rules.canasta.decks import Deck
from candy_arcade.rules.canasta.melding import is_canasta
from candy_arcade.rules.canasta.reasons import rank_name
from candy_arcade.rules.canasta.roles import Role
from candy_arcade.rules.canasta.samba import SAMBA_CANASTAS_TO_GO_OUT, going_out_refusal
from candy_arcade.rules.canasta.samba_scoring import score_samba_side
from candy_arcade.rules.canasta.scoring import CardError, SideScore, faces_for


def score_samba_table(
    deck: Deck,
    melds: Sequence[Sequence[str]],
    sequences: Sequence[Sequence[str]],
    bonus: Sequence[str],
    hands: Sequence[Sequence[str]],
    went_out: bool,
) -> SideScore:
    """Score a Samba side after the checks a slip could fail.

    Raises:
        CardError: the table cannot happen (the message says why).
    """
    score = score_samba_side(deck, melds, sequences, bonus, hands, went_out)
    unfinished: dict[str, int] = {}
    for labels in melds:
        faces = faces_for(deck, labels)
        rank = next(f for f in faces if f.role in (Role.NATURAL, Role.STOP))
        if rank.role is Role.STOP and not went_out:
            raise CardError(f"a meld of {deck.stop_name}s is laid only by a side going out")
        if not is_canasta(faces):
            unfinished[rank.name] = unfinished.get(rank.name, 0) + 1
            if unfinished[rank.name] > 1:
                raise CardError(
                    f"two unfinished melds of {rank_name(rank.name, True)}: a new meld of a"
                    " rank starts only beside a canasta of it"
                )
    canastas = (
        score.breakdown["natural_canastas"] + score.breakdown["mixed_canastas"]
        + score.breakdown["sambas"]
    )
    if went_out and going_out_refusal(canastas) is not None:
        raise CardError(
            f"going out needs {SAMBA_CANASTAS_TO_GO_OUT} canastas (of a rank or sambas)"
        )
    return score
