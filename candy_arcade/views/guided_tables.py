"""The guided first game of each real-time mode: its table, guide and helper bots.

A guided table is the mode's own table with three changes, none a rule: its guide
watches every tick's events, the round's clocks wait while a step is shown (so the
timer never runs out on a learner; the round's own length starts once the steps are
done or skipped), and its bots are held back meanwhile. It is not recorded, since a
clock that waited would not replay; a normal round is untouched by all of this.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from candy_arcade.core.rng import round_seed
from candy_arcade.guide.candy_guide import CandyGuide
from candy_arcade.guide.candy_helper import GuidedCandyHelper
from candy_arcade.guide.lesson import Lesson
from candy_arcade.guide.pinata_guide import PinataGuide
from candy_arcade.guide.pinata_helper import GuidedPinataHelper
from candy_arcade.guide.wording import Buttons
from candy_arcade.input.device import InputDevice
from candy_arcade.mode_options import PinataOptions
from candy_arcade.rules.candy.events import TableEvent
from candy_arcade.setup import GameSetup
from candy_arcade.sim.driver import SourceKind
from candy_arcade.sim.pinata.from_level import new_pinata_session
from candy_arcade.sim.pinata.session import PinataSession
from candy_arcade.sim.pinata.session_events import SessionEvent
from candy_arcade.views.candy_table import CandyTable
from candy_arcade.views.guide_banner import GuideLine
from candy_arcade.views.pinata.table import PinataTable
from candy_arcade.views.realtime_table import LeftButton

if TYPE_CHECKING:
    from candy_arcade.views.app import GameWindow


def learner_of(setup: GameSetup) -> int | None:
    """The seat the guide speaks to: the first person at the table (None: only bots)."""
    return next((seat for seat, place in enumerate(setup.seats) if not place.spec.is_bot), None)


def is_guided(setup: GameSetup) -> bool:
    """A new game of ``setup`` starts with the guide: its table is a guided one and a
    person sits at it."""
    return setup.level.guided and learner_of(setup) is not None


class GuidedCandyTable(CandyTable):
    """I Want Candy!'s first round of ``setup`` with its guide (see the module)."""

    def __init__(self, window: GameWindow, setup: GameSetup) -> None:
        learner = learner_of(setup)
        assert learner is not None, "a guided table needs a person at it"
        super().__init__(window, setup)
        others = [seat for seat in range(len(setup.seats)) if seat != learner]
        helpers = [seat for seat in others if self.driver.kind(seat) is SourceKind.BOT]
        helper = helpers[0] if helpers else (others[0] if others else None)
        self.guide = CandyGuide(
            learner, self.names[helper] if helper is not None else None, bool(helpers)
        )
        self.driver.recording = None
        self.driver.sources = [
            GuidedCandyHelper(source, seat, self.guide) if seat in helpers else source
            for seat, source in enumerate(self.driver.sources)
        ]

    def tick(self) -> None:
        if self.guide.holds_clock:
            self.session.hold_clock()
        super().tick()

    def present(self, events: list[TableEvent]) -> None:
        super().present(events)
        self.guide.observe(self.session, events)

    def guide_line(self) -> GuideLine:
        device = self._learner_device()
        text = self.guide.line(Buttons.of(device.labels() if device else None), self.session.tick)
        return _line_of(self.guide.lesson, text, device)

    def skip_guide(self) -> None:
        self.guide.lesson.skip()

    def _learner_device(self) -> InputDevice | None:
        device_id = self.seat_devices.devices[self.guide.learner]
        return self.window.input_hub.device_for(device_id)


class GuidedPinataTable(PinataTable):
    """Piñata Blast's first game of ``setup`` with its guide: the learner throws first."""

    def __init__(self, window: GameWindow, left_button: LeftButton, setup: GameSetup) -> None:
        learner = learner_of(setup)
        assert learner is not None, "a guided table needs a person at it"
        self.learner = learner
        super().__init__(window, left_button, setup)
        youngest = setup.options_as(PinataOptions).youngest
        self.guide = PinataGuide(learner, self.candy_names, youngest)
        self.driver.recording = None
        self.driver.sources = [
            GuidedPinataHelper(source, seat, self.guide)
            if self.driver.kind(seat) is SourceKind.BOT
            else source
            for seat, source in enumerate(self.driver.sources)
        ]

    def _new_session(self) -> PinataSession:
        seed = round_seed(self.setup.seed, self.game)
        youngest = self.setup.options_as(PinataOptions).youngest
        players = len(self.setup.seats)
        return new_pinata_session(self.setup.level, players, seed, youngest, self.learner)

    def tick(self) -> None:
        if self.guide.holds_clock:
            self.session.hold_clocks()
        super().tick()

    def present(self, events: list[SessionEvent]) -> None:
        super().present(events)
        self.guide.observe(self.session, events)

    def guide_line(self) -> GuideLine:
        device_id = self.seat_devices.devices[self.guide.learner]
        device = self.window.input_hub.device_for(device_id)
        buttons = Buttons.of(device.labels() if device else None)
        text = self.guide.line(buttons, self.session.state, self.names, self.session.tick)
        return _line_of(self.guide.lesson, text, device)

    def skip_guide(self) -> None:
        self.guide.lesson.skip()


def _line_of(lesson: Lesson[Any], text: str, device: InputDevice | None) -> GuideLine:
    """The banner's line: ``text``, the step it is (0 once done) and the device's kind."""
    step = lesson.index + 1 if lesson.active else 0
    return GuideLine(text, step, len(lesson.steps), device.kind if device else "keyboard")
