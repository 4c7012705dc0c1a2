"""I Want Candy!'s guided first game: grab, stash, peek, un-stash, return, a touch.

Each step is done when the round's own events (or the table it leaves) say so: a
``GRAB`` by the learner, a peek shown under their palm, a ``TOUCH`` they are part of.
The peek comes after the stash because a peek is what an empty palm over one's own
stash shows (the face of a card held is shown by the palm from the grab on, and the
stash line says so).
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum

from candy_arcade.guide.lesson import Lesson
from candy_arcade.guide.wording import Buttons
from candy_arcade.rules.candy.events import EventKind, TableEvent
from candy_arcade.sim.candy.hands import Hand
from candy_arcade.sim.candy.session import CandySession


class CandyStep(Enum):
    GRAB = "grab"
    STASH = "stash"
    PEEK = "peek"
    UNSTASH = "unstash"
    RETURN = "return"
    TOUCH = "touch"
    OOPS = "oops"


DONE_BY_EVENT = {
    CandyStep.GRAB: EventKind.GRAB,
    CandyStep.STASH: EventKind.STASH,
    CandyStep.UNSTASH: EventKind.UNSTASH,
    CandyStep.RETURN: EventKind.RETURN,
}
TOUCHING = (CandyStep.TOUCH, CandyStep.OOPS)
FAREWELL = "Well done! The clock starts now: stash the best cards before the alarm."


class CandyGuide:
    """The guide of ``learner``'s first round; ``helper`` names the player whose hand
    reaches out for the touch (None: nobody else sits at the table, so no touch), a
    bot unless ``helper_is_bot`` is False (then the two are asked to reach out)."""

    mode = "candy"

    def __init__(self, learner: int, helper: str | None, helper_is_bot: bool = True) -> None:
        self.learner = learner
        self.helper = helper or ""
        self.helper_is_bot = helper_is_bot
        steps = tuple(step for step in CandyStep if helper is not None or step not in TOUCHING)
        self.lesson: Lesson[CandyStep] = Lesson(steps)
        self._palm_left_stash = False

    @property
    def current(self) -> CandyStep | None:
        return self.lesson.current

    @property
    def holds_clock(self) -> bool:
        return self.lesson.active

    def observe(self, session: CandySession, events: Sequence[TableEvent]) -> None:
        """Move on past every step this tick's events and table show done."""
        mine = {event.kind for event in events if event.players[:1] == (self.learner,)}
        touched = any(
            event.kind is EventKind.TOUCH and self.learner in event.players for event in events
        )
        hands = session.hands_by_player[self.learner]

        def done(step: CandyStep) -> bool:
            if step in DONE_BY_EVENT:
                return DONE_BY_EVENT[step] in mine
            if step is CandyStep.PEEK:
                return EventKind.UNSTASH in mine or self._peeked(hands)
            if step is CandyStep.TOUCH:
                return touched
            return not any(hand.touch_frozen(session.tick) for hand in hands)

        self.lesson.follow(done, session.tick)

    def _peeked(self, hands: Sequence[Hand]) -> bool:
        """A peek once the palm has left the card and come back: the palm that just
        stashed a card lies over it already, and that is no peek of the learner's."""
        peeking = any(hand.peek is not None for hand in hands)
        if not peeking:
            self._palm_left_stash = True
        return peeking and self._palm_left_stash

    def line(self, buttons: Buttons, tick: int) -> str:
        """What to do now, in the learner's own button names ("" when nothing to say)."""
        step = self.current
        if step is None:
            return FAREWELL if self.lesson.farewell_showing(tick) else ""
        b = buttons
        return {
            CandyStep.GRAB: f"Grab a card: {b.reach('a card in the middle')}, press {b.grab}.",
            CandyStep.STASH: (
                f"Only you see its face. Stash it: take it to your box, press {b.drop}."
            ),
            CandyStep.PEEK: (
                "Peek: hold your empty hand over the card in your box to see it."
                if self._palm_left_stash
                else "Peek: move your hand off the card in your box, then back over it."
            ),
            CandyStep.UNSTASH: f"Un-stash it: press {b.grab} over it to take it back.",
            CandyStep.RETURN: f"Return it: take it to the middle, press {b.drop}.",
            CandyStep.TOUCH: (
                f"{self.helper} reaches for you: let your hands touch."
                if self.helper_is_bot
                else f"Touch hands with {self.helper}: reach for each other."
            ),
            CandyStep.OOPS: "“Oops, sorry.” Hands that touch drop their cards and rest.",
        }[step]
