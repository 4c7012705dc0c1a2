"""A bot that plays a uniformly random canonical legal action: for tests and baselines."""

from __future__ import annotations

from candy_arcade.core.rng import Rng
from candy_arcade.rules.canasta.actions import Action
from candy_arcade.rules.canasta.observer import PlayerView, view_actions


class RandomBot:
    """Picks among :func:`view_actions` with its own seeded generator."""

    def __init__(self, rng: Rng) -> None:
        self.rng = rng

    def choose(self, view: PlayerView) -> Action:
        actions = view_actions(view)
        if not actions:
            raise ValueError(f"seat {view.seat} has no action in phase {view.phase.value}")
        return self.rng.choice(actions)
