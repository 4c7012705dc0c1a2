"""What the player to act knows and needs in order to judge a move of their own turn.

Legality depends only on the actor's own hand and public facts, so it can be decided
from the full State or from that player's observer view alike: bots check their own
plans with exactly the engine's rules, without seeing hidden cards.
"""

from __future__ import annotations

from dataclasses import dataclass

from candy_arcade.rules.canasta.decks import Deck
from candy_arcade.rules.canasta.settings import Settings
from candy_arcade.rules.canasta.state import Meld, Phase, Pledge, State


@dataclass(frozen=True, slots=True)
class TurnInfo:
    """The actor's hand and the public facts a turn move is judged by.

    ``turn_start_side_melded`` and ``pledge`` come last with defaults so that code
    building a TurnInfo by keyword from before they existed keeps working.
    """

    settings: Settings
    deck: Deck
    phase: Phase
    player: int
    hand: tuple[int, ...]
    side_melds: tuple[Meld, ...]
    discard: tuple[int, ...]
    pile_frozen: bool
    stock_size: int
    minimum: int
    turn_start_player_melded: bool
    took_pile: bool
    turn_melded: tuple[int, ...]
    asked: bool
    permission: bool | None
    wheel_as: str | None
    turn_start_side_melded: bool = False
    pledge: Pledge | None = None

    @property
    def side_melded(self) -> bool:
        return bool(self.side_melds)


def turn_info(state: State) -> TurnInfo:
    """The TurnInfo of the player whose turn it is."""
    player = state.turn
    side = state.side_of(player)
    return TurnInfo(
        settings=state.settings,
        deck=state.deck,
        phase=state.phase,
        player=player,
        hand=state.hands[player],
        side_melds=state.melds[side],
        discard=state.discard,
        pile_frozen=state.pile_frozen,
        stock_size=len(state.stock),
        minimum=state.minimum_meld(side),
        turn_start_player_melded=state.turn_start_player_melded,
        took_pile=state.took_pile,
        turn_melded=state.turn_melded,
        asked=state.asked,
        permission=state.permission,
        wheel_as=state.wheel_as,
        turn_start_side_melded=state.turn_start_side_melded,
        pledge=state.pledge,
    )
