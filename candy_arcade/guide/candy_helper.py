"""The bot of a guided I Want Candy! round: it waits, then reaches out for the touch.

While the learner is shown the moves the round's clock stands still, so a bot that
played on would have all the time in the world to fill its stash: it rests its hand
instead. At the touch step it reaches for the learner's palm (a touch needs two
hands), then goes home; once the guide is done or skipped it plays as it always does.
"""

from __future__ import annotations

from candy_arcade.guide.candy_guide import CandyGuide, CandyStep
from candy_arcade.sim.candy.session import CandySession
from candy_arcade.sim.driver import IntentSource, SourceKind
from candy_arcade.sim.intents import PlayerIntent


class GuidedCandyHelper:
    """Seat ``player``'s source in a guided round: ``inner`` (its bot) once the guide ends."""

    kind = SourceKind.BOT

    def __init__(self, inner: IntentSource[CandySession], player: int, guide: CandyGuide) -> None:
        self.inner = inner
        self.player = player
        self.guide = guide

    def intent(self, session: CandySession, tick: int) -> PlayerIntent:
        if not self.guide.lesson.active:
            return self.inner.intent(session, tick)
        hand = session.hands[self.player]
        if self.guide.current is CandyStep.TOUCH and not hand.touch_frozen(tick):
            return PlayerIntent(target=session.hands[self.guide.learner].position)
        return PlayerIntent(target=hand.rest)
