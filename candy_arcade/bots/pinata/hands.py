"""A bot's hand during the grab, headless: place, reach, grab, carry, drop.

This is the simple grab-time model the headless runner uses in place of the real
pymunk hands: a hand moves straight at a capped speed, so reaching a die takes
distance / speed, and each bot waits its reaction and decision ticks between steps.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from candy_arcade.bots.pinata.decisions import TableDie, choose_card, choose_die
from candy_arcade.bots.pinata.profiles import BotProfile
from candy_arcade.core.clock import TICK_SECONDS
from candy_arcade.core.geometry import Vec2
from candy_arcade.core.rng import Rng
from candy_arcade.rules.pinata.actions import (
    DropDieOnCard,
    GrabDie,
    PlaceCard,
    PlayerAction,
    TakeCardBack,
)
from candy_arcade.rules.pinata.apply import card_can_still_get_a_die
from candy_arcade.rules.pinata.state import GameState
from candy_arcade.sim.candy.table import HAND_SPEED


@dataclass(slots=True)
class BotHand:
    """One bot's hand: where it is, what it is reaching for, when it may act next."""

    seat: int
    profile: BotProfile
    rng: Rng
    rest: Vec2
    card_spot: Vec2
    position: Vec2 = field(init=False)
    ready_tick: int = 0
    target: int | None = None
    avoid_rotten: bool = True

    def __post_init__(self) -> None:
        self.position = self.rest

    def start_round(self, avoid_rotten: bool) -> None:
        """The dice have landed: back to rest, react after the bot's reaction time."""
        self.position = self.rest
        self.ready_tick = self.profile.reaction_ticks + self.rng.randint(0, 4)
        self.target = None
        self.avoid_rotten = avoid_rotten

    def act(self, state: GameState, free_dice: list[TableDie], tick: int) -> PlayerAction | None:
        """Move the hand one tick and return the action it takes now, if any."""
        if tick < self.ready_tick:
            return None
        seat = state.players[self.seat]
        if seat.holding is not None:
            return self._carry(tick)
        if seat.waiting is None:
            return self._place(state, free_dice, tick)
        return self._reach(state, free_dice, tick)

    def _pause(self, tick: int) -> None:
        self.ready_tick = tick + self.profile.decision_ticks

    def _move_towards(self, goal: Vec2) -> bool:
        """Move one tick towards ``goal``; True once the hand is there."""
        offset = goal - self.position
        step = HAND_SPEED * TICK_SECONDS
        if offset.length() <= step:
            self.position = goal
            return True
        self.position = self.position + offset.normalized() * step
        return False

    def _carry(self, tick: int) -> PlayerAction | None:
        if self._move_towards(self.card_spot):
            self._pause(tick)
            return DropDieOnCard(self.seat)
        return None

    def _place(self, state: GameState, free_dice: list[TableDie], tick: int) -> PlayerAction | None:
        self._pause(tick)
        card = choose_card(
            state.players[self.seat].hand,
            free_dice,
            self.position,
            self.profile,
            self.avoid_rotten,
            points_matter=not state.settings.youngest,
            rng=self.rng,
        )
        return PlaceCard(self.seat, card.id) if card is not None else None

    def _reach(self, state: GameState, free_dice: list[TableDie], tick: int) -> PlayerAction | None:
        waiting = state.players[self.seat].waiting
        assert waiting is not None
        by_index = {die.index: die for die in free_dice}
        if self.target not in by_index:
            chosen = choose_die(
                waiting, free_dice, self.position, self.profile, self.avoid_rotten, self.rng
            )
            self.target = chosen.index if chosen is not None else None
        if self.target is None:
            self._pause(tick)
            if not card_can_still_get_a_die(state, self.seat):
                return TakeCardBack(self.seat)
            return None
        if self._move_towards(by_index[self.target].position):
            target, self.target = self.target, None
            return GrabDie(self.seat, target)
        return None
