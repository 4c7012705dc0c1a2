"""Scores and winners: points on the victory pile (or the card count for the youngest)."""

from __future__ import annotations

from candy_arcade.rules.pinata.state import GameState, PinataSettings, PlayerState


def player_score(player: PlayerState, settings: PinataSettings) -> int:
    """The victory points on the pile; under the youngest option each card counts one."""
    if settings.youngest:
        return len(player.victory)
    return sum(card.points for card in player.victory)


def scores(state: GameState) -> tuple[int, ...]:
    return tuple(player_score(player, state.settings) for player in state.players)


def winners(state: GameState) -> tuple[int, ...]:
    """Every player with the top score: ties share the win."""
    all_scores = scores(state)
    best = max(all_scores)
    return tuple(seat for seat, score in enumerate(all_scores) if score == best)
