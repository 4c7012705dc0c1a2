"""A player who pays no attention to other hands: the yardstick for touch avoidance.

It wanders to random spots of the pool, grabs whatever is there and stashes or
drops it at random, at the same capped speed as everyone. Tests compare how often
real bots get touched with how often this one does.
"""

from __future__ import annotations

from candy_arcade.core.geometry import Vec2
from candy_arcade.core.rng import Rng
from candy_arcade.sim.candy.observation import CandyObservation
from candy_arcade.sim.intents import PlayerIntent


class RandomMover:
    """``RandomMover(player, difficulty, rng)``, like a bot; the difficulty is ignored."""

    def __init__(self, player: int, difficulty: str, rng: Rng) -> None:
        self.player = player
        self.rng = rng
        self.goal: Vec2 | None = None

    def intent(self, seen: CandyObservation) -> PlayerIntent:
        hand = seen.own_hands[0]
        if self.goal is None or hand.position.distance(self.goal) < 2.0:
            pool = seen.geometry.pool
            if hand.held_face is not None and self.rng.random() < 0.5:
                self.goal = seen.geometry.seats[self.player].stash.center
            else:
                self.goal = Vec2(
                    self.rng.uniform(
                        pool.center.x - pool.width / 2, pool.center.x + pool.width / 2
                    ),
                    self.rng.uniform(
                        pool.center.y - pool.height / 2, pool.center.y + pool.height / 2
                    ),
                )
            return PlayerIntent(
                target=self.goal, grab=hand.held_face is None, drop=hand.held_face is not None
            )
        return PlayerIntent(target=self.goal)
