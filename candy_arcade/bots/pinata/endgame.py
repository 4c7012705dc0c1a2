"""When a Piñata Blast bot should not empty its hand: the game ends after any round
that leaves a player with no cards in hand, so laying one's last card while behind on
points ends the game lost. A careful bot keeps that card (or takes it back) instead and
plays on, hoping to catch up; everything it weighs lies face up on the table.
"""

from __future__ import annotations

from candy_arcade.rules.pinata.components import Card
from candy_arcade.rules.pinata.state import GameState, PlayerState


def _worth(card: Card, state: GameState) -> int:
    return 1 if state.settings.youngest else card.points


def _banked(player: PlayerState, state: GameState) -> int:
    """What the player's victory pile will hold at the round's end so far: the pile
    and the cards that already have a die this round."""
    cards = [*player.victory, *(card for card, _ in player.collected)]
    return sum(_worth(card, state) for card in cards)


def keeps_last_card(state: GameState, seat: int, card: Card) -> bool:
    """Whether ``card``, the seat's last (in hand or laid), should stay unscored: with it
    scored the seat would still not lead any rival who may score a waiting card, and the
    game would go on if it kept it (the draw pile is not empty and every rival still
    holds cards)."""
    player = state.players[seat]
    others = [rival for index, rival in enumerate(state.players) if index != seat]
    held = [*player.hand, *([player.waiting] if player.waiting is not None else [])]
    if held != [card] or not state.draw_pile or not others:
        return False
    if any(not rival.hand for rival in others):
        return False
    mine = _banked(player, state) + _worth(card, state)
    best_rival = max(
        _banked(rival, state) + (_worth(rival.waiting, state) if rival.waiting else 0)
        for rival in others
    )
    return mine <= best_rival
