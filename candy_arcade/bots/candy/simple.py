"""A plain grab-and-stash bot: fetch the nearest card, stash it, stop at five or six.

It reads only what a player at the table could see (where cards lie, where hands
are, its own stash) and answers with an ordinary :class:`PlayerIntent`, so the
session's speed cap and one-card limit bind it exactly as they bind a person.
"""

from __future__ import annotations

from dataclasses import dataclass

from candy_arcade.core.geometry import Vec2
from candy_arcade.core.rng import Rng
from candy_arcade.sim.candy.session import CandySession, CardPlace, point_in_card
from candy_arcade.sim.candy.table import PALM_RADIUS
from candy_arcade.sim.intents import IDLE, PlayerIntent

AVOID_RADIUS = 4 * PALM_RADIUS


@dataclass(frozen=True)
class BotSkill:
    """How a difficulty plays: reaction ticks, aim noise in table units, stash goal."""

    reaction_ticks: int
    aim_noise: float
    stash_goal: int


SKILLS = {
    "easy": BotSkill(reaction_ticks=24, aim_noise=14.0, stash_goal=5),
    "normal": BotSkill(reaction_ticks=12, aim_noise=7.0, stash_goal=5),
    "hard": BotSkill(reaction_ticks=6, aim_noise=3.0, stash_goal=6),
}


class SimpleCandyBot:
    def __init__(self, player: int, difficulty: str, rng: Rng) -> None:
        self.player = player
        self.skill = SKILLS[difficulty]
        self.rng = rng
        self.target_card: int | None = None
        self.aim_offset = Vec2(0.0, 0.0)
        self.wait = rng.randint(0, self.skill.reaction_ticks)

    def intent(self, session: CandySession) -> PlayerIntent:
        hand = session.hands[self.player]
        if hand.is_frozen(session.tick):
            self.target_card = None
            self.wait = self.skill.reaction_ticks
            return IDLE
        if self.wait > 0:
            self.wait -= 1
            return IDLE
        seat = session.geometry.seats[self.player]
        if hand.held is not None:
            destination = seat.stash.center
            at_stash = seat.stash.contains(hand.position)
            return PlayerIntent(target=self._steer(session, destination), drop=at_stash)
        if len(session.stashes[self.player]) >= self.skill.stash_goal:
            return PlayerIntent(target=seat.rest)
        card = self._choose_card(session)
        if card is None:
            return PlayerIntent(target=seat.rest)
        destination = session.cards[card].position + self.aim_offset
        over = point_in_card(hand.position, session.cards[card])
        return PlayerIntent(target=self._steer(session, destination), grab=over)

    def _choose_card(self, session: CandySession) -> int | None:
        card = self.target_card
        if card is not None and session.cards[card].place is CardPlace.POOL:
            return card
        seat = session.geometry.seats[self.player]
        pool = [c for c in session.cards if c.place is CardPlace.POOL]
        if not pool:
            self.target_card = None
            return None
        nearest = min(pool, key=lambda c: c.position.distance(seat.stash.center))
        self.target_card = nearest.index
        noise = self.skill.aim_noise
        self.aim_offset = Vec2(self.rng.uniform(-noise, noise), self.rng.uniform(-noise, noise))
        self.wait = self.skill.reaction_ticks
        return nearest.index

    def _steer(self, session: CandySession, destination: Vec2) -> Vec2:
        """Head for the destination, pushed aside by nearby palms to avoid a touch."""
        hand = session.hands[self.player]
        position = hand.position
        push = Vec2(0.0, 0.0)
        for other in session.hands:
            if other.player == self.player:
                continue
            away = position - other.position
            distance = away.length()
            if 0 < distance < AVOID_RADIUS:
                push = push + away.normalized() * ((AVOID_RADIUS - distance) * 2.0)
        return destination + push
