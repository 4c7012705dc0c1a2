"""Bots play at a pace people can follow: each move waits a short visible delay while
the bot thinks off the drawing thread, then lands with its animation.

With no human at the table (a demo, the headless command) the next hand is dealt by
itself: once the end-of-hand review (or any dialog) is closed, after a short pause.

The player sets the pace (slow, normal, fast, instant) and may ask the table to stop
after each bot's turn until a key or click, to follow what the bot did.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from candy_arcade.rules.canasta.actions import Action, NextHand
from candy_arcade.rules.canasta.apply import IllegalAction
from candy_arcade.rules.canasta.observer import observe
from candy_arcade.rules.canasta.state import Phase
from candy_arcade.settings import Settings
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
    pause_after_turn: bool = False
    """Hold before the next bot's turn until :meth:`BotPacer.release` (a key or click)."""

    @property
    def instant(self) -> bool:
        """No wait at all: the bots need not wait for cards to finish gliding either."""
        return self.turn_delay == 0 and self.move_delay == 0


PACES = {
    "slow": Pace(1.4, 1.0),
    "normal": Pace(),
    "fast": Pace(0.25, 0.15),
    "instant": Pace(0.0, 0.0),
}
"""Each bot speed of the settings (:data:`candy_arcade.settings.BOT_SPEEDS`). The
review between hands keeps its own time at every speed: it is there to be read."""


def pace_for(settings: Settings) -> Pace:
    """The pace a player's settings ask for (an unknown speed plays at normal)."""
    return replace(PACES.get(settings.bot_speed, Pace()),
                   pause_after_turn=settings.pause_after_bot_turn)


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
        self.pace = pace
        self.on_move = on_move
        self.held_after: int | None = None
        """The bot whose turn just ended while the table waits for a key or click."""
        self._moves = -1
        self._waited = 0.0

    @property
    def turn_delay(self) -> float:
        return self.pace.turn_delay

    @property
    def move_delay(self) -> float:
        return self.pace.move_delay

    @property
    def hand_over_delay(self) -> float:
        return self.pace.hand_over_delay

    def release(self) -> bool:
        """A key or click after a held bot turn: play on. False if nothing was held."""
        held, self.held_after = self.held_after, None
        return held is not None

    def held_prompt(self) -> str | None:
        """What the panel says while the table waits after a bot's turn."""
        if self.held_after is None:
            return None
        seats = self.session.seats
        done = seats[self.held_after].compass
        actor = self.session.state.to_act
        then = f": {seats[actor].title} plays next" if actor is not None else ""
        return f"{done}'s turn is over. Press a key or click to go on{then}"

    def update(self, dt: float, blocked: bool) -> bool:
        """Advance the clock; make the bot's move when due. True if a move was made."""
        session = self.session
        if session.moves != self._moves:
            self._moves = session.moves
            self._waited = 0.0
        state = session.state
        if self.held_after is not None:
            show_over = state.phase is Phase.HAND_OVER and not session.humans
            if session.bot_to_act is None and not show_over:
                self.held_after = None
            return False
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
        before = self.session.state
        try:
            self.session.apply(action)
        except IllegalAction:
            self.session.apply(self.session.first_legal())
        after = self.session.state
        turn_over = after.turn != before.turn or after.phase is Phase.HAND_OVER
        if self.pace.pause_after_turn and before.phase is not Phase.HAND_OVER and turn_over:
            self.held_after = before.turn
        if self.on_move is not None:
            self.on_move(action)
        return True
