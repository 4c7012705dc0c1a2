"""Carrying out a hand's errand tick by tick: walk there steering clear of other
hands, and press grab or drop on arrival.

The bot (:mod:`candy_arcade.bots.candy.bot`) decides what each hand should do; this
module only gets it done, giving an errand up when the way stays blocked or its card
is gone, and letting a card go at the very end if it would only hurt as a stuck card.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from candy_arcade.bots.candy.choices import put_back_spot
from candy_arcade.bots.candy.hand_agent import (
    ARRIVED,
    STOP,
    Errand,
    HandAgent,
    Move,
    inside_own_stash,
    inside_pool,
)
from candy_arcade.bots.candy.steering import (
    others_live,
    path_is_clear,
    push_away,
    someone_heading_for,
    spot_is_clear,
    steer,
)
from candy_arcade.bots.detour import waypoint
from candy_arcade.core.geometry import Vec2
from candy_arcade.rules.candy.scoring import score_total_mask
from candy_arcade.sim.candy.observation import CandyObservation, HandView
from candy_arcade.sim.candy.table import HAND_SPEED, PALM_RADIUS
from candy_arcade.sim.candy.table_cards import CardPlace

if TYPE_CHECKING:
    from candy_arcade.bots.candy.bot import CandyBot

CALM_DISTANCE = 220.0
"""With no other palm this near and the way clear, a hand steers half as often."""
ENDGAME_SECONDS = 0.7
"""In the last moments a held card that would hurt as a stuck card is let go at once."""
PATH_HORIZON = 130.0
"""How far ahead along its way a hand checks for arms and palms in the way."""
STALL_TICKS = 50
"""Ticks without getting nearer to its goal before a hand gives the errand up."""
REST_TICKS = 30
"""A resting hand looks again this often for something worth doing."""
BLOCKED_TICKS = 45
"""How long a card someone else's hand was at stays off the bot's list."""


class Errands:
    """Runs the errands of one bot's hands."""

    def __init__(self, bot: CandyBot) -> None:
        self.bot = bot

    def move(self, seen: CandyObservation, agent: HandAgent, hand: HandView) -> Move:
        tick = seen.tick
        if hand.frozen:
            if hand.touch_frozen and agent.errand is Errand.FETCH and agent.card is not None:
                # Touched on the way to a card: the other player wanted it too, so it
                # leaves that card alone rather than meet their hand there again.
                self.bot.blocked[agent.card] = hand.frozen_until + BLOCKED_TICKS
            agent.clear()
            agent.ready_at = tick + self.bot.reaction()
            return STOP
        if (
            hand.held_face is not None
            and seen.seconds_left < ENDGAME_SECONDS
            and self._stuck_would_hurt(seen, hand)
            and not self._over_a_stash(seen, hand)
        ):
            agent.clear()
            return Move(None, drop=True)
        if tick < agent.ready_at:
            return STOP
        if agent.errand is Errand.NONE:
            if hand.held_face is None:
                self.bot.choose_empty(seen, agent, hand)
            else:
                self.bot.choose_holding(seen, agent, hand)
        return self._run(seen, agent, hand)

    def _run(self, seen: CandyObservation, agent: HandAgent, hand: HandView) -> Move:
        errand = agent.errand
        if errand is Errand.NONE:
            return STOP
        if (
            errand in (Errand.FETCH, Errand.UNSTASH, Errand.STEAL)
            and self.bot.rules is not None
            and self.bot.rules.tokens
            and seen.tokens_held(self.bot.player)
        ):
            # A token arrived: its holder may not touch a card, so hand it on first.
            self._surprised(seen, agent)
            return STOP
        if errand is Errand.FETCH:
            card = seen.card(agent.card) if agent.card is not None else None
            if card is None or card.place is not CardPlace.POOL or card.z != agent.card_z:
                self._surprised(seen, agent)
                return STOP
        elif errand is Errand.CARRY:
            if (
                hand.held_face is None
                or len(seen.own_stash) >= seen.settings.stash_limit
            ):
                agent.clear()
                return STOP
            if inside_own_stash(seen, hand):
                agent.expect_change = True
                agent.clear()
                return Move(None, drop=True)
            if self._too_late_to_stash(seen, hand):
                agent.set_errand(Errand.DISCARD)
        if agent.errand is Errand.DISCARD:
            if agent.card is None:
                agent.goal_x, agent.goal_y = self.put_back_spot(seen, hand)
                held = hand.held_face
                agent.card = None if held is None else seen.own_card(held).handle
            if inside_pool(seen, hand) and (
                math.hypot(agent.goal_x - hand.x, agent.goal_y - hand.y) <= ARRIVED
            ):
                agent.expect_change = True
                agent.clear()
                return Move(None, drop=True)
        elif errand is Errand.UNSTASH:
            if agent.card is None or agent.card not in seen.stashes[self.bot.player]:
                agent.clear()
                return STOP
            position = seen.card(agent.card).position
            agent.goal_x, agent.goal_y = position.x, position.y
        elif errand in (Errand.PASS, Errand.STEAL):
            self.bot.tactics.update_goal(seen, agent, hand)
            if agent.errand is Errand.NONE:
                return STOP
        distance = math.hypot(agent.goal_x - hand.x, agent.goal_y - hand.y)
        if distance <= ARRIVED:
            return self._arrive(seen, agent, hand)
        return Move(self._steered_target(seen, agent, hand, distance))

    def _arrive(self, seen: CandyObservation, agent: HandAgent, hand: HandView) -> Move:
        errand = agent.errand
        if errand in (Errand.FETCH, Errand.UNSTASH):
            agent.clear()
            agent.ready_at = seen.tick + 3
            return Move(None, grab=True)
        if errand is Errand.STEAL:
            if seen.steal_armed:
                agent.clear()
                agent.ready_at = seen.tick + 3
                return Move(None, grab=True)
            return STOP
        if errand is Errand.CARRY:
            agent.expect_change = True
            agent.clear()
            return Move(None, drop=True)
        if errand is Errand.REST:
            agent.clear()
            agent.ready_at = seen.tick + REST_TICKS
        return STOP

    def _steered_target(
        self, seen: CandyObservation, agent: HandAgent, hand: HandView, distance: float
    ) -> Vec2 | None:
        tick = seen.tick
        if agent.target is not None and tick < agent.next_steer:
            return agent.target
        profile = self.bot.profile
        agent.next_steer = tick + profile.steer_every
        sight = self.bot.sight
        others = others_live(sight.to_avoid(tick), tick, profile.reaction_ticks)
        if agent.errand is Errand.FETCH and someone_heading_for(
            agent.goal_x, agent.goal_y, distance, sight.others(tick), sight.motions(tick)
        ):
            # Another hand is seen making for the card: let it have it.
            self.give_up(agent, tick)
            return None
        push_x, push_y, nearest = push_away(
            hand, others, profile.avoid_palm, profile.avoid_arm, seen.settings.arm_touches
        )
        push = (push_x, push_y)
        if distance < 30.0 and (push[0] or push[1]):
            if agent.errand is Errand.FETCH and not spot_is_clear(
                agent.goal_x,
                agent.goal_y,
                hand.shoulder.x,
                hand.shoulder.y,
                others,
                profile.avoid_palm * 0.6,
                seen.settings.arm_touches,
            ):
                # Someone is at the card: go for another rather than into their hand.
                self.give_up(agent, tick)
                return None
            push = (0.0, 0.0)
        if distance < agent.best_distance - 4.0:
            agent.best_distance = distance
            agent.stalled_since = tick
        elif tick - agent.stalled_since > STALL_TICKS:
            # Pushed about without getting nearer: try something else.
            self.give_up(agent, tick)
            return None
        gx, gy = agent.goal_x, agent.goal_y
        if seen.obstacles:
            way = waypoint(Vec2(hand.x, hand.y), Vec2(gx, gy), seen.obstacles, PALM_RADIUS)
            gx, gy = way.x, way.y
            distance = math.hypot(gx - hand.x, gy - hand.y)
        if distance > PATH_HORIZON:
            gx = hand.x + (gx - hand.x) * PATH_HORIZON / distance
            gy = hand.y + (gy - hand.y) * PATH_HORIZON / distance
        if not path_is_clear(hand, gx, gy, others, seen.settings.arm_touches):
            # The way ahead crosses someone: keep still (giving way if pushed) for now.
            gx, gy = hand.x, hand.y
        elif nearest > CALM_DISTANCE:
            # Nobody near and the way clear: look again a little later.
            agent.next_steer += profile.steer_every
        x, y = steer(hand, gx, gy, push)
        target = agent.target
        if target is None or target.x != x or target.y != y:
            agent.target = Vec2(x, y)
        return agent.target

    def put_back_spot(self, seen: CandyObservation, hand: HandView) -> tuple[float, float]:
        known = {view.handle for view in self.bot.memory.known_pool(seen).values()}
        unknown = [
            card for card in seen.cards if card.place is CardPlace.POOL and card.handle not in known
        ]
        return put_back_spot(seen, hand, unknown)

    def give_up(self, agent: HandAgent, tick: int) -> None:
        """Leave an errand someone else is in the way of; it takes that in first."""
        if agent.card is not None and agent.errand is Errand.FETCH:
            self.bot.blocked[agent.card] = tick + BLOCKED_TICKS
        agent.clear()
        agent.ready_at = tick + self.bot.reaction()

    def _surprised(self, seen: CandyObservation, agent: HandAgent) -> None:
        """Something it did not do changed its errand (its card taken, a token handed
        to it): like a player, it acts on that only after its reaction time."""
        agent.clear()
        agent.ready_at = seen.tick + self.bot.reaction()

    def _stuck_would_hurt(self, seen: CandyObservation, hand: HandView) -> bool:
        """At the alarm the held card joins the stash: would that lower its score?"""
        held = hand.held_face
        assert held is not None
        mine = self.bot.committed(seen, except_side=hand.side)
        return score_total_mask(mine | 1 << held) < score_total_mask(mine)

    @staticmethod
    def _over_a_stash(seen: CandyObservation, hand: HandView) -> bool:
        position = Vec2(hand.x, hand.y)
        return any(seat.stash.contains(position) for seat in seen.geometry.seats)

    def _too_late_to_stash(self, seen: CandyObservation, hand: HandView) -> bool:
        """The alarm will ring before the card reaches the stash, and a stuck card
        would cost: better put it back now."""
        stash = seen.geometry.seats[self.bot.player].stash.center
        seconds = math.hypot(stash.x - hand.x, stash.y - hand.y) / HAND_SPEED + 0.15
        if seconds < seen.seconds_left:
            return False
        return self._stuck_would_hurt(seen, hand)

    # ------------------------------------------------------------------ choosing
