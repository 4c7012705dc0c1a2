"""Bots play at a pace people can follow: each move waits a short visible delay while
the bot thinks off the drawing thread, then lands with its animation.

With no human at the table (a demo, the headless command) the next hand is dealt by
itself: once the end-of-hand review (or any dialog) is closed, after a short pause.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from candy_arcade.rules.canasta.actions import Action, NextHand
from candy_arcade.rules.canasta.apply import IllegalAction
from candy_arcade.rules.canasta.observer import observe
from candy_arcade.rules.canasta.state import Phase
from candy_arcade.views.canasta.review import REVIEW_SECONDS
from candy_arcade.views.canasta.session import CanastaSession
from candy_arcade.views.canasta.thinker import Thinker


@dataclass(frozen=True)
class Pace:
    """Seconds a bot waits: before the first move of its turn (the draw), before each
    later move (melds, the discard), before dealing on when no human is seated (counted
    from when the review closed), and how long that review stays open by itself."""

    turn_delay: float = 0.6
    move_delay: float = 0.45
    hand_over_delay: float = 0.5
    review_delay: float = REVIEW_SECONDS


class BotPacer:
    def __init__(
        self,
        session: CanastaSession,
        thinker: Thinker,
        pace: Pace = Pace(),
        on_move: Callable[[Action], None] | None = None,
    ) -> None:
        self.session = session
        self.thinker = thinker
        self.turn_delay = pace.turn_delay
        self.move_delay = pace.move_delay
        self.hand_over_delay = pace.hand_over_delay
        self.on_move = on_move
        self._moves = -1
        self._waited = 0.0

    def update(self, dt: float, blocked: bool) -> bool:
        """Advance the clock; make the bot's move when due. True if a move was made."""
        session = self.session
        if session.moves != self._moves:
            self._moves = session.moves
            self._waited = 0.0
        state = session.state
        if state.phase is Phase.HAND_OVER and not session.humans:
            if blocked:
                self._waited = 0.0
                return False
            self._waited += dt
            if self._waited >= self.hand_over_delay:
                return self._apply(NextHand())
            return False
        seat = session.bot_to_act
        if seat is None:
            return False
        key = (session.moves, seat)
        if self.thinker.key != key:
            bot = session.bots[seat]
            view = observe(state, seat)
            self.thinker.ask(key, lambda: bot.choose(view), session.first_legal)
        if blocked:
            return False
        self._waited += dt
        delay = self.turn_delay if state.phase is Phase.DRAW else self.move_delay
        if self._waited < delay:
            return False
        action = self.thinker.answer(key)
        return action is not None and self._apply(action)

    def _apply(self, action: Action) -> bool:
        try:
            self.session.apply(action)
        except IllegalAction:
            self.session.apply(self.session.first_legal())
        if self.on_move is not None:
            self.on_move(action)
        return True
