"""The actions the rules would accept from one player now, for bots and random playouts."""

from __future__ import annotations

from candy_arcade.rules.pinata.actions import (
    DropDieOnCard,
    GrabDie,
    PlaceCard,
    PlayerAction,
    ReleaseDie,
    TakeCardBack,
    ThrowDice,
)
from candy_arcade.rules.pinata.apply import card_can_still_get_a_die
from candy_arcade.rules.pinata.state import DiePlace, GameState, Phase


def legal_actions(state: GameState, player: int) -> tuple[ThrowDice | PlayerAction, ...]:
    """Every action by ``player`` that :func:`apply` would not refuse in ``state``."""
    if state.phase is Phase.AWAITING_THROW:
        return (ThrowDice(player),) if player == state.stick_holder else ()
    if state.phase is not Phase.GRABBING:
        return ()
    seat = state.players[player]
    if seat.waiting is None:
        return tuple(PlaceCard(player, card.id) for card in seat.hand)
    actions: list[ThrowDice | PlayerAction] = []
    if seat.holding is None:
        actions.extend(
            GrabDie(player, index)
            for index, die in enumerate(state.dice)
            if die.place is DiePlace.TABLE
        )
    else:
        actions.extend((DropDieOnCard(player), ReleaseDie(player)))
    if not card_can_still_get_a_die(state, player):
        actions.append(TakeCardBack(player))
    return tuple(actions)
