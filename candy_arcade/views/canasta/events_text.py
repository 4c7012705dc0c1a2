"""Engine events as short log lines, worded for whoever is looking at the screen.

Private facts stay private: drawn cards (and a talon's) are never named, and a
Watcher's reveal only says who looked at whom. What is laid face up is public, so a
meld's line names the wild cards in it and what the Wheel was named: that is what a
player wants to know of a bot's move.
"""

from __future__ import annotations

from collections.abc import Sequence

from candy_arcade.core.wording import counted
from candy_arcade.render.canasta.names import card_name, rank_name, short_names
from candy_arcade.render.canasta.seats import SeatInfo, side_name
from candy_arcade.rules.canasta.decks import Deck
from candy_arcade.rules.canasta.events import (
    BonusLaidOut,
    CanastaCompleted,
    Discarded,
    Drew,
    Event,
    GameEnded,
    HandDealt,
    HandEnded,
    HandRevealed,
    Melded,
    PartnerAnswered,
    PartnerAsked,
    PileRemovedByCrone,
    PileTaken,
    SambaCompleted,
    SequenceMelded,
    TalonTaken,
    UpcardTurned,
    WentOut,
)
from candy_arcade.rules.canasta.roles import Role
from candy_arcade.rules.canasta.talons import TALON_SIZES


def describe_event(
    deck: Deck, event: Event, seats: Sequence[SeatInfo], wheel_as: str | None = None
) -> str | None:
    """A log line for ``event``, or None for events not worth a line."""
    def who(seat: int) -> str:
        return seats[seat].compass

    if isinstance(event, HandDealt):
        return f"Hand {event.hand_number + 1}: {who(event.dealer)} deals"
    if isinstance(event, UpcardTurned):
        frozen = " (the pile is frozen)" if event.freezes else ""
        return f"Upcard: {card_name(deck, event.card)}{frozen}"
    if isinstance(event, Drew):
        if not event.count:
            return None
        cards = "a card" if event.count == 1 else f"{event.count} cards"
        return f"{who(event.player)} draws {cards}"
    if isinstance(event, BonusLaidOut):
        name = card_name(deck, event.card, wheel_as if event.card == deck.wheel_id else None)
        return f"{who(event.player)} lays out a bonus card: {name}"
    if isinstance(event, PileTaken):
        return f"{who(event.player)} takes the pile ({counted(event.count, 'card')})"
    if isinstance(event, Melded):
        verb = "melds" if event.new else "adds to"
        extra = _meld_extras(deck, event.cards, wheel_as)
        return f"{who(event.player)} {verb} {rank_name(event.rank, True)} " \
            f"(+{len(event.cards)}{extra})"
    if isinstance(event, CanastaCompleted):
        kind = "natural" if event.natural else "mixed"
        verb = "complete" if _partners(seats, (event.side,)) else "completes"
        return f"{side_name(tuple(seats), event.side)} {verb} a {kind} canasta of " \
            f"{rank_name(event.rank, True)}!"
    if isinstance(event, SequenceMelded):
        cards = short_names(deck, event.cards, wheel_as)
        if event.new:
            return f"{who(event.player)} melds a {event.key} sequence: {cards}"
        return f"{who(event.player)} adds to the {event.key} sequence: {cards}"
    if isinstance(event, SambaCompleted):
        verb = "complete" if _partners(seats, (event.side,)) else "completes"
        return f"{side_name(tuple(seats), event.side)} {verb} a {event.key} samba!"
    if isinstance(event, TalonTaken):
        # The log is the table's, read by everyone at it: the cards stay unnamed (the
        # taker sees them come into the hand, marked new), as a draw's do.
        return f"{who(event.player)} takes the talon of {TALON_SIZES[event.talon]}"
    if isinstance(event, Discarded):
        named = event.wheel_as if event.card == deck.wheel_id else None
        frozen = " — the pile is frozen" if event.freezes else ""
        return f"{who(event.player)} discards the {card_name(deck, event.card, named)}{frozen}"
    if isinstance(event, PileRemovedByCrone):
        gone = counted(len(event.cards), "card")
        return f"The Crone takes the whole pile out of the hand ({gone})"
    if isinstance(event, HandRevealed):
        return f"{who(event.viewer)} looks at {who(event.viewed)}'s hand"
    if isinstance(event, PartnerAsked):
        return f"{who(event.player)} asks: partner, may I go out?"
    if isinstance(event, PartnerAnswered):
        return f"{who(event.player)} answers {'yes' if event.yes else 'no'}"
    if isinstance(event, WentOut):
        how = " concealed" if event.concealed else ""
        return f"{who(event.player)} goes out{how}!"
    if isinstance(event, HandEnded):
        return f"The hand is over ({event.reason})"
    if isinstance(event, GameEnded):
        names = " and ".join(side_name(tuple(seats), s) for s in event.winners)
        verb = "win" if _partners(seats, event.winners) else "wins"
        return f"Game over: {names} {verb}"
    return None


def _partners(seats: Sequence[SeatInfo], sides: Sequence[int]) -> bool:
    """More than one player is named for ``sides`` ("South & North complete", "West
    completes"): the verb agrees with them."""
    return sum(1 for seat in seats if seat.side in sides) > 1


def _meld_extras(deck: Deck, cards: Sequence[int], wheel_as: str | None) -> str:
    """``, wilds: Joker, Arrow`` and ``, the Wheel named King`` for a meld's line."""
    wilds = [deck.name_of[c] for c in cards
             if deck.role_of[c] is Role.WILD and c != deck.wheel_id]
    extra = f", wilds: {', '.join(wilds)}" if wilds else ""
    if deck.wheel_id in cards:
        named = rank_name(wheel_as) if wheel_as else "a card"
        extra += f", the Wheel named {named}"
    return extra
