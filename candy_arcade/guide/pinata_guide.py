"""Piñata Blast's guided first game: throw, lay a card, claim a die, the rotten candy.

Each step is done when the session's own events say so (``DiceThrown`` by the
learner, not a throw the table made for them; ``CardPlaced``; ``CardCollected``), so
any device counts. The rotten candy is taught once the dice have landed and its candy
is known: it is done when the learner next claims a good die, or loses a card to rot.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum

from candy_arcade.guide.lesson import Lesson
from candy_arcade.guide.wording import Buttons
from candy_arcade.rules.pinata.apply import card_can_still_get_a_die
from candy_arcade.rules.pinata.events import CardCollected, CardPlaced, CardRotten, DiceThrown
from candy_arcade.rules.pinata.round_end import good_dice_left
from candy_arcade.rules.pinata.state import DiePlace, GameState, Phase
from candy_arcade.sim.pinata.session import PinataSession
from candy_arcade.sim.pinata.session_events import AutoThrow, SessionEvent


class PinataStep(Enum):
    THROW = "throw"
    LAY = "lay"
    CLAIM = "claim"
    ROTTEN = "rotten"


FAREWELL = "Well done! From now on the round clock runs: most points wins."


class PinataGuide:
    """The guide of ``learner``'s first game; ``candy_names`` words the rotten candy.

    With ``youngest`` (no green die, so no rotten candy) the last step is left out.
    """

    mode = "pinata"

    def __init__(self, learner: int, candy_names: dict[str, str], youngest: bool = False) -> None:
        self.learner = learner
        self.candy_names = candy_names
        steps = tuple(step for step in PinataStep if not (youngest and step is PinataStep.ROTTEN))
        self.lesson: Lesson[PinataStep] = Lesson(steps)

    @property
    def current(self) -> PinataStep | None:
        return self.lesson.current

    @property
    def holds_clock(self) -> bool:
        return self.lesson.active

    def observe(self, session: PinataSession, events: Sequence[SessionEvent]) -> None:
        """Move on past every step this tick's events show done."""
        learner = self.learner
        mine = [event for event in events if getattr(event, "player", None) == learner]
        kinds = {type(event) for event in mine}
        thrown = DiceThrown in kinds and AutoThrow not in kinds

        def done(step: PinataStep) -> bool:
            if step is PinataStep.THROW:
                return thrown
            if step is PinataStep.LAY:
                return CardPlaced in kinds
            if step is PinataStep.CLAIM:
                return CardCollected in kinds or CardRotten in kinds
            return CardRotten in kinds or (CardCollected in kinds and not self.lesson.fresh)

        self.lesson.follow(done, session.tick)

    def line(self, buttons: Buttons, state: GameState, names: Sequence[str], tick: int) -> str:
        """What to do now, in the learner's own button names ("" when nothing to say)."""
        step = self.current
        if step is None:
            return FAREWELL if self.lesson.farewell_showing(tick) else ""
        b = buttons
        if step is PinataStep.THROW:
            if state.stick_holder != self.learner:
                return f"{names[state.stick_holder]} throws the dice: watch them land."
            if b.pointer:
                return f"Throw the dice: hold {b.grab}, drag back like a slingshot, let go."
            return f"Throw the dice: hold {b.grab} until the bar by your cards is high, let go."
        if state.phase is not Phase.GRABBING:
            return "Wait for the dice to land."
        if step is PinataStep.LAY:
            if b.pointer:
                return f"Lay a card: {b.grab} on one of your cards (under the table)."
            return (
                f"Lay a card: {b.drop} chooses one of your cards, "
                f"{b.grab} lays it once your hand is home."
            )
        if step is PinataStep.CLAIM:
            return (
                f"Claim a die showing your card's candy: {b.grab} picks it up, "
                f"{b.drop} on your card."
            )
        rotten = state.rotten
        name = self.candy_names.get(rotten, rotten) if rotten else "?"
        return (
            f"Rotten this round: {name} (see the green die). "
            f"Any {name} die spoils your card: claim another."
        )


def learner_can_act(state: GameState, learner: int) -> bool:
    """Whether the learner can still get a die this grab: a die in hand, a laid card a
    die can still come to, or a card in hand that a free good die shows."""
    seat = state.players[learner]
    if seat.holding is not None:
        return True
    if seat.waiting is not None:
        return card_can_still_get_a_die(state, learner)
    free = {
        state.dice[index].face
        for index in good_dice_left(state)
        if state.dice[index].place is DiePlace.TABLE
    }
    return any(card.candy in free for card in seat.hand)
