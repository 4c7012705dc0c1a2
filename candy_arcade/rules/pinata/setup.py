"""Setting up a game: shuffle, deal seven each, the draw pile, who holds the stick."""

from __future__ import annotations

from candy_arcade.core.rng import Rng
from candy_arcade.rules.pinata.components import Components
from candy_arcade.rules.pinata.state import (
    HAND_SIZE,
    MAX_PLAYERS,
    MIN_PLAYERS,
    DieState,
    GameState,
    PinataSettings,
    PlayerState,
)


def new_game(
    components: Components,
    player_count: int,
    rng: Rng,
    settings: PinataSettings | None = None,
    stick_holder: int | None = None,
) -> GameState:
    """A fresh game; the stick goes to ``stick_holder`` (chosen in the lobby) or a random player.

    The shuffle and the stick draw come from ``rng`` only, so a seed fixes the deal.
    The youngest-players option leaves the green die out of play.
    """
    if not MIN_PLAYERS <= player_count <= MAX_PLAYERS:
        raise ValueError(
            f"Piñata Blast needs {MIN_PLAYERS} to {MAX_PLAYERS} players, got {player_count}"
        )
    if stick_holder is not None and not 0 <= stick_holder < player_count:
        raise ValueError(f"stick holder {stick_holder} is not one of the {player_count} players")
    settings = settings if settings is not None else PinataSettings()
    deck = list(components.cards)
    rng.shuffle(deck)
    hands = [tuple(deck[seat::player_count][:HAND_SIZE]) for seat in range(player_count)]
    dealt = {card.id for hand in hands for card in hand}
    draw_pile = tuple(card for card in deck if card.id not in dealt)
    holder = stick_holder if stick_holder is not None else rng.randint(0, player_count - 1)
    dice = tuple(
        DieState(spec=spec) for spec in components.dice if not (settings.youngest and spec.is_green)
    )
    return GameState(
        components=components,
        settings=settings,
        players=tuple(PlayerState(hand=hand) for hand in hands),
        draw_pile=draw_pile,
        dice=dice,
        stick_holder=holder,
    )
