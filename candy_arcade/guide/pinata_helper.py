"""The bots of a guided Piñata Blast game: they leave the dice to the learner.

While the learner is shown the moves, the grab's clock stands still and a bot takes
no die the learner could still use, so a first-timer is never beaten to every die
while reading a line. A bot still throws when the stick is its own, and grabs once
the learner can do nothing more this round, so the round ends as it always does.
"""

from __future__ import annotations

from candy_arcade.guide.pinata_guide import PinataGuide, learner_can_act
from candy_arcade.rules.pinata.state import Phase
from candy_arcade.sim.driver import IntentSource, SourceKind
from candy_arcade.sim.intents import PlayerIntent
from candy_arcade.sim.pinata.session import PinataSession


class GuidedPinataHelper:
    """Seat ``player``'s source in a guided game: ``inner`` (its bot), held back while
    the learner has a die to get."""

    kind = SourceKind.BOT

    def __init__(self, inner: IntentSource[PinataSession], player: int, guide: PinataGuide) -> None:
        self.inner = inner
        self.player = player
        self.guide = guide

    def waits(self, session: PinataSession) -> bool:
        state = session.state
        return (
            self.guide.lesson.active
            and state.phase is Phase.GRABBING
            and state.players[self.player].holding is None
            and learner_can_act(state, self.guide.learner)
        )

    def intent(self, session: PinataSession, tick: int) -> PlayerIntent:
        if self.waits(session):
            return PlayerIntent()
        return self.inner.intent(session, tick)
