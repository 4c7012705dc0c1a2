"""Why the discard pile wants a natural pair, in the words a player needs.

A take-pile refusal names the rule that stops the player first (the pile is frozen,
and why), then what it takes (two natural cards of the top card's rank) and what the
hand holds of them. The state keeps only *that* the pile is frozen; the cause is read
back from the pile itself: a wild card in it (the Wheel named one included), a bonus
card or an unnamed Wheel (only ever turned up at the deal), or, for a side that has
not melded, the side itself. Only refusals call this, so it is off the bots' hot path.
"""

from __future__ import annotations

from candy_arcade.rules.canasta.reasons import CanastaReason, Count, RankWord, Refusal
from candy_arcade.rules.canasta.roles import NATURALS_TO_TAKE_FROZEN_PILE, Role
from candy_arcade.rules.canasta.turn import TurnInfo


def naturals_held(info: TurnInfo, rank: str) -> int:
    """Natural cards of ``rank`` in the actor's hand (a Wheel is not counted: it is
    natural only once named, and naming it is the player's choice)."""
    return sum(
        1 for c in info.hand
        if info.deck.role_of[c] is Role.NATURAL and info.deck.name_of[c] == rank
    )


def freezing_card(info: TurnInfo) -> tuple[CanastaReason, str] | None:
    """The card that freezes the pile and how it got there, or None if none is in it."""
    deck = info.deck
    for card in reversed(info.discard):
        if card == deck.wheel_id:
            named = info.wheel_as
            if named is not None and deck.faces[named].role is Role.WILD:
                return CanastaReason.PILE_FROZEN_BY_WILD, "Wheel"
            if named is None:
                return CanastaReason.PILE_FROZEN_AT_DEAL, "Wheel"
            continue
        role = deck.role_of[card]
        if role is Role.WILD:
            return CanastaReason.PILE_FROZEN_BY_WILD, deck.name_of[card]
        if role is Role.BONUS:
            return CanastaReason.PILE_FROZEN_AT_DEAL, deck.name_of[card]
    return None


def frozen_refusal(info: TurnInfo, rank: str) -> Refusal:
    """The pile is frozen (saying why) and needs a natural pair of ``rank``."""
    held = Count(naturals_held(info, rank))
    naturals = Count(NATURALS_TO_TAKE_FROZEN_PILE)
    rank_word = RankWord(rank)
    if info.pile_frozen:
        cause = freezing_card(info)
        if cause is None:
            return Refusal.of(CanastaReason.PILE_FROZEN, rank=rank_word, naturals=naturals,
                              held=held)
        reason, card = cause
        return Refusal.of(reason, card=RankWord(card), rank=rank_word, naturals=naturals,
                          held=held)
    return Refusal.of(CanastaReason.PILE_BEFORE_FIRST_MELD, rank=rank_word, naturals=naturals,
                      held=held)


def match_refusal(info: TurnInfo, rank: str) -> Refusal:
    """An unfrozen pile for a side that has melded: a pair, a natural and a wild, or a
    meld of the rank."""
    return Refusal.of(
        CanastaReason.PILE_NEEDS_MATCH, rank=RankWord(rank),
        naturals=Count(NATURALS_TO_TAKE_FROZEN_PILE), held=Count(naturals_held(info, rank)),
    )

