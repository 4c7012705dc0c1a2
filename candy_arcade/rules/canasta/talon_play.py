"""Talons in play: the talon a side's first meld earns, and taking it after the discard.

:mod:`talons` holds the rule's numbers and sentences; this module applies them to a
State for :mod:`apply`, returning the changes to the state as apply's helpers do. It
is called only at a Talons table, so plain Canasta pays nothing for it.
"""

from __future__ import annotations

from typing import Any

from candy_arcade.rules.canasta.events import BonusLaidOut, Event, TalonTaken, drew
from candy_arcade.rules.canasta.roles import Role
from candy_arcade.rules.canasta.state import State
from candy_arcade.rules.canasta.talons import talon_due, talon_taken


def first_meld_changes(state: State, side: int, from_hand: bool) -> dict[str, Any]:
    """The side's first meld of the hand recorded (in order, so the next side knows it
    was not first), and the talon it earns when it was made from the hand: taken after
    this turn's discard. A side that has melded before changes nothing."""
    if side in state.melded_sides:
        return {}
    changes: dict[str, Any] = {"melded_sides": (*state.melded_sides, side)}
    due = talon_due(len(state.melded_sides), from_hand)
    if due is not None:
        changes["talon_due"] = due
    return changes


def take_talon(
    state: State, player: int, hand: tuple[int, ...], events: list[Event]
) -> dict[str, Any]:
    """After ``player``'s discard (``hand`` is what they hold then): the talon due goes
    into the hand, unless the stock holds 8 cards or fewer; bonus cards in it are laid
    out and replaced from the stock as a draw's are. The talon due is cleared either way
    (one not given stays aside, out of play)."""
    due = state.talon_due
    assert due is not None
    changes: dict[str, Any] = {"talon_due": None}
    talon = talon_taken(state.talons, due, len(state.stock))
    if not talon:
        return changes
    events.append(TalonTaken(player, due, talon))
    role_of = state.deck.role_of
    side = state.side_of(player)
    kept = list(hand)
    kept.extend(c for c in talon if role_of[c] is not Role.BONUS)
    bonus = list(state.bonus[side])
    stock = list(state.stock)
    pending = [c for c in talon if role_of[c] is Role.BONUS]
    while pending:
        card = pending.pop(0)
        bonus.append(card)
        events.append(BonusLaidOut(player, card, bool(stock)))
        if stock:
            replacement = stock.pop()
            events.append(drew(player, 1, (replacement,)))
            (pending if role_of[replacement] is Role.BONUS else kept).append(replacement)
    talons = list(state.talons)
    talons[due] = ()
    takers = list(state.talon_takers)
    takers[due] = player
    hands = list(state.hands)
    hands[player] = tuple(sorted(kept))
    all_bonus = list(state.bonus)
    all_bonus[side] = tuple(bonus)
    changes.update(
        hands=tuple(hands), stock=tuple(stock), bonus=tuple(all_bonus), talons=tuple(talons),
        talon_takers=tuple(takers),
    )
    return changes
