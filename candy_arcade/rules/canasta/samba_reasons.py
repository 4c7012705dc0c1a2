"""Why a Samba move is refused: the sentences only Samba needs.

Samba's other refusals are Canasta's own, with Samba's numbers (a meld holds at most
*two* wild cards, going out needs *two* canastas): those reuse :class:`CanastaReason`
so a player reads one wording for one rule. The reasons here are Samba's new rules:
sequences, a second meld of a rank, and the pile's stricter rule. They are a separate
enum (a :class:`Reason` of their own, as every mode's are) so that this module could
be written beside the engine without touching :mod:`reasons`.
"""

from __future__ import annotations

from candy_arcade.core.refusal import Reason


class SambaReason(Reason):
    """Why a Samba move is refused; the value is the sentence a player reads."""

    # --- sequences (sequences.run_of, sequences.order_error) --------------------------
    SEQUENCE_NO_WILDS = "No wild card goes into a sequence ({card:a})"
    NOT_IN_SEQUENCE = "{card:A} cannot be in a sequence"
    SEQUENCE_TOO_SHORT = "A sequence needs at least {size:word} cards"
    SEQUENCE_TOO_LONG = "A sequence holds at most {size:word} cards"
    SEQUENCE_MIXES_COLOURS = "A sequence is of one colour"
    SEQUENCE_MIXES_SUITS = "A sequence is of one suit"
    SEQUENCE_REPEATS_RANK = "A sequence holds one {rank:one}"
    SEQUENCE_NOT_CONSECUTIVE = "A sequence is of consecutive ranks: {order}"
    ZERO_ONLY_AT_ENDS = "A zero stands only below the Ace or above the King"
    ACE_NEVER_AFTER_KING = "The Ace never follows the King"
    SAMBA_CLOSED = "A samba is closed: nothing more goes on it"
    NO_SUCH_SEQUENCE = "Your side has no such sequence"
    SEQUENCES_ONLY_IN_SAMBA = "Sequences are melded only in Samba"

    # --- a selection that is neither (the table's reading of a gesture) --------------
    SHORT_OF_ONE_RANK_OR_SEQUENCE = (
        "A meld needs at least {size:word} cards of one rank, or {run:word} or more of one"
        " {key} in a row (a sequence): you chose {chosen}"
    )

    # --- melds of one rank (samba_melds) ----------------------------------------------
    SECOND_MELD_BEFORE_CANASTA = (
        "A new meld of {rank:many} only once your side's meld of {rank:many} is a canasta"
    )
    SECOND_MELD_ONLY_IN_SAMBA = "A side has one meld of each rank (a second one only in Samba)"

    # --- taking the pile (samba_pile) -------------------------------------------------
    PILE_NEVER_IN_SEQUENCE = "The pile's top card never starts a sequence or joins one"
    PILE_NEEDS_PAIR_OR_OPEN_MELD = (
        "To take the pile you need two natural {rank:many} from your hand, or your side's"
        " meld of {rank:many} that is not yet a canasta"
    )
