"""How a bot uses the variants: steal, pass the Blocker or Snitch, challenge, palms down.

Each choice weighs what the scoring engine says against what the move costs (time,
a locked hand) and uses only what the bot could see: a steal aims at a stash card
whose face is up (See For Miles), or, once a round, blindly at the fullest stash of
a player not palms down, since most of what a rival kept is worth something to them.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from candy_arcade.bots.candy.hand_agent import Errand, HandAgent
from candy_arcade.rules.candy.settings import RHYTHM, CandySettings
from candy_arcade.rules.candy.tokens import SNITCH
from candy_arcade.rules.candy.variants import Variant
from candy_arcade.sim.candy.observation import CandyObservation, HandView
from candy_arcade.sim.candy.tokens import TOKEN_REACH
from candy_arcade.sim.intents import IDLE, RPS_CHOICES, PlayerIntent

if TYPE_CHECKING:
    from candy_arcade.bots.candy.bot import CandyBot

PASS_STANDOFF = 72.0
"""How far from the receiver's palm the bot stops to hand a token over."""
STEAL_GAIN = 15.0
BEAT_GAPS = {"easy": 30, "normal": 22, "hard": 14}
PALMS_DOWN_SECONDS = {"easy": 3.0, "normal": 5.0, "hard": 8.0}
if max(BEAT_GAPS.values()) > CandySettings().beat_gap_ticks:
    raise AssertionError("a bot's beats must keep within the rhythm's 0.8 s")


class Tactics:
    """The variant moves of one bot."""

    def __init__(self, bot: CandyBot) -> None:
        self.bot = bot
        self.next_beat = 0
        self.blind_steals_left = 0 if bot.difficulty == "easy" else 1
        self.target_scores: dict[int, float | None] = {}
        self.chance_seen: dict[tuple[int, int], int] = {}
        self.duel_seen = -1
        self.palms_down_done = False

    # ------------------------------------------------------------ errands

    def choose(self, seen: CandyObservation, agent: HandAgent, hand: HandView) -> bool:
        """Give an empty hand a variant errand if one is worth it; True if it did."""
        me = self.bot.player
        held_tokens = seen.tokens_held(me)
        if held_tokens:
            receiver = self._receiver(seen, hand)
            if receiver is None:
                agent.set_errand(Errand.REST, (hand.rest.x, hand.rest.y))
            else:
                agent.set_errand(Errand.PASS, victim=receiver)
            return True
        if seen.settings.has(Variant.ROCK_YOU) and seen.seconds_left > 4.0:
            target = self._steal_target(seen)
            if target is not None:
                victim, card = target
                agent.set_errand(Errand.STEAL, card=card, victim=victim)
                return True
        return False

    def update_goal(self, seen: CandyObservation, agent: HandAgent, hand: HandView) -> None:
        """Where a pass or a steal heads now (hands and stashes move); clears the errand
        when it no longer makes sense."""
        victim = agent.victim
        assert victim is not None
        if agent.errand is Errand.PASS:
            if not seen.tokens_held(self.bot.player) or not self._may_receive(seen, victim):
                agent.clear()
                return
            palm = self._nearest_palm(seen, hand, victim)
            dx, dy = hand.x - palm.x, hand.y - palm.y
            distance = math.hypot(dx, dy) or 1.0
            agent.goal_x = palm.x + dx / distance * PASS_STANDOFF
            agent.goal_y = palm.y + dy / distance * PASS_STANDOFF
            return
        if seen.is_palms_down(victim) or not seen.stashes[victim]:
            agent.clear()
            return
        if agent.card not in seen.stashes[victim]:
            agent.card = self._far_from_arm(seen, victim)
        position = seen.card(agent.card).position
        agent.goal_x, agent.goal_y = position.x, position.y

    def ready_to_pass(self, seen: CandyObservation) -> bool:
        own = seen.own_hands
        for agent in self.bot.agents:
            if agent.errand is Errand.PASS and agent.victim is not None:
                hand = own[agent.side]
                palm = self._nearest_palm(seen, hand, agent.victim)
                if math.hypot(palm.x - hand.x, palm.y - hand.y) <= TOKEN_REACH - 8.0:
                    return True
        return False

    def beat(self, seen: CandyObservation) -> tuple[bool, bool]:
        """The next beat of the rhythm while a steal errand is on and not yet armed."""
        if seen.steal_armed or seen.tick < self.next_beat:
            return False, False
        own = seen.own_hands
        if not any(
            agent.errand is Errand.STEAL and own[agent.side].held_face is None
            for agent in self.bot.agents
        ):
            return False, False
        self.next_beat = seen.tick + BEAT_GAPS[self.bot.difficulty]
        kind = RHYTHM[seen.rhythm_progress]
        return kind == "thump", kind == "clap"

    # ------------------------------------------------------------ choices

    def _may_receive(self, seen: CandyObservation, player: int) -> bool:
        for token in seen.tokens_held(self.bot.player):
            if player == token.passed_by:
                return False
            if token.kind == SNITCH and seen.is_palms_down(player):
                return False
        return player != self.bot.player

    def _receiver(self, seen: CandyObservation, hand: HandView) -> int | None:
        candidates = [p for p in range(seen.players) if self._may_receive(seen, p)]
        if not candidates:
            return None
        return min(
            candidates,
            key=lambda p: (
                (
                    -len(seen.stashes[p]) * 40
                    if any(t.kind == SNITCH for t in seen.tokens_held(self.bot.player))
                    else 0
                )
                + _distance(self._nearest_palm(seen, hand, p), hand)
            ),
        )

    @staticmethod
    def _nearest_palm(seen: CandyObservation, hand: HandView, player: int) -> HandView:
        return min(
            (other for other in seen.hands if other.player == player),
            key=lambda other: _distance(other, hand),
        )

    def _steal_target(self, seen: CandyObservation) -> tuple[int, int] | None:
        """(victim, card handle) worth stealing: a face-up stash card that adds enough,
        or a blind steal from the fullest rival stash in mid-round."""
        bot, me = self.bot, self.bot.player
        committed = bot.committed(seen)
        full = committed.bit_count() >= seen.settings.stash_limit
        if full and not bot.profile.swaps:
            return None
        outlook = bot.outlook(seen)
        best: tuple[int, int] | None = None
        best_gain = STEAL_GAIN
        for card in bot.memory.visible_stash_cards(seen):
            if seen.is_palms_down(card.owner):
                continue
            gain = bot.gains.gain(committed, card.face, outlook, full)
            if gain > best_gain:
                best, best_gain = (card.owner, card.handle), gain
        if best is not None or self.blind_steals_left <= 0:
            return best
        if not 10.0 < seen.seconds_left < 30.0 or seen.stashes_face_up:
            return None
        rivals = [
            p
            for p in range(seen.players)
            if p != me and not seen.is_palms_down(p) and len(seen.stashes[p]) >= 4
        ]
        if not rivals:
            return None
        victim = max(rivals, key=lambda p: len(seen.stashes[p]))
        self.blind_steals_left -= 1
        return victim, self._far_from_arm(seen, victim)

    def _far_from_arm(self, seen: CandyObservation, victim: int) -> int:
        """The handle of the victim's stash card farthest from their arms."""
        arms = [hand for hand in seen.hands if hand.player == victim]

        def clearance(card: int) -> float:
            position = seen.card(card).position
            return min(
                _point_segment(
                    position.x, position.y, hand.shoulder.x, hand.shoulder.y, hand.x, hand.y
                )
                for hand in arms
            )

        return max(seen.stashes[victim], key=clearance)

    def note_target(self, card: int, score: float | None) -> None:
        """What the bot thought of the card (a handle) it reached for (None: it did not
        know it)."""
        self.target_scores[card] = score

    def should_challenge(self, seen: CandyObservation) -> bool:
        """Roshambo: challenge for a card it wanted, after its reaction time."""
        if not seen.settings.has(Variant.ROSHAMBO):
            return False
        chance = seen.chance
        if chance is None:
            return False
        key = (chance.card, chance.until)
        noticed = self.chance_seen.get(key)
        if noticed is None:
            self.chance_seen[key] = seen.tick
            return False
        if noticed < 0 or seen.tick < noticed + self.bot.profile.reaction_ticks:
            return False
        self.chance_seen[key] = -1
        if all(hand.held_face is not None for hand in seen.own_hands):
            return False
        score = self.target_scores.get(chance.card)
        if score is None:
            return self.bot.rng.random() < self.bot.profile.challenge_blind
        return score >= 0.0

    def weighing_challenge(self, seen: CandyObservation) -> bool:
        """Roshambo: it has noticed a chance and not yet answered it, so it keeps a hand
        empty (a challenge needs one) until it has."""
        chance = seen.chance
        if chance is None:
            return False
        noticed = self.chance_seen.get((chance.card, chance.until))
        return noticed is not None and noticed >= 0

    def duel_intent(self, seen: CandyObservation) -> PlayerIntent:
        """Rock, paper or scissors at random (the best a player can do), after a beat."""
        duel = seen.own_duel
        if duel is None or self.bot.player in duel.picked:
            self.duel_seen = -1
            return IDLE
        if self.duel_seen < 0:
            self.duel_seen = seen.tick
        if seen.tick < self.duel_seen + self.bot.profile.reaction_ticks:
            return IDLE
        self.duel_seen = -1
        return PlayerIntent(rps=self.bot.rng.choice(RPS_CHOICES))

    def should_palms_down(self, seen: CandyObservation) -> bool:
        """End the search near the end with a full enough stash, so it cannot be
        stolen from (I Will Rock You) nor snitched on."""
        if self.palms_down_done or not seen.settings.palms_down_allowed:
            return False
        if any(hand.held_face is not None for hand in seen.own_hands):
            return False
        size = len(seen.own_stash)
        late = seen.seconds_left < PALMS_DOWN_SECONDS[self.bot.difficulty]
        if size >= 5 and late:
            self.palms_down_done = True
            return True
        return False


def _distance(first: HandView, second: HandView) -> float:
    return math.hypot(first.x - second.x, first.y - second.y)


def _point_segment(px: float, py: float, sx: float, sy: float, ex: float, ey: float) -> float:
    dx, dy = ex - sx, ey - sy
    length_sq = dx * dx + dy * dy
    t = 0.0 if length_sq == 0 else max(0.0, min(1.0, ((px - sx) * dx + (py - sy) * dy) / length_sq))
    return math.hypot(px - sx - t * dx, py - sy - t * dy)
