"""What both real-time tables (I Want Candy!'s and Piñata Blast's) read off the table
driver they run: its session, the recording being made, whether it plays one back;
and the seats' names, which a phone's player may give once the table is built."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Generic, TypeVar

from candy_arcade.render.sounds import SoundBank
from candy_arcade.replays.recording import Recording
from candy_arcade.setup import GameSetup
from candy_arcade.sim.driver import EventT, SessionT, TableDriver

if TYPE_CHECKING:
    from candy_arcade.views.app import GameWindow

RecordingT = TypeVar("RecordingT", bound=Recording)

SILENCE = SoundBank(0.0)
"""Where an attract round's effects go: a bank at no volume plays nothing."""


class DrivenTable(Generic[SessionT, EventT, RecordingT]):
    """A mode's table screen part over a :class:`TableDriver`; the subclass sets
    ``window``, ``setup``, ``names`` (the list its drawing reads), ``driver``,
    ``replay`` (the recording watched, or None), ``recording_kind`` and ``attract``."""

    window: GameWindow
    setup: GameSetup
    names: list[str]
    driver: TableDriver[SessionT, EventT]
    replay: RecordingT | None
    recording_kind: type[RecordingT]
    attract: bool
    """Bots playing behind the title (:mod:`candy_arcade.views.attract`): not a sound,
    nothing recorded or saved."""

    @property
    def sounds(self) -> SoundBank:
        """Where the table's effects play: the window's bank, silence for an attract round."""
        return SILENCE if self.attract else self.window.sounds

    @property
    def session(self) -> SessionT:
        return self.driver.session

    @property
    def recording(self) -> RecordingT | None:
        """The game being recorded (None while watching a recording)."""
        recording = self.driver.recording
        return recording if isinstance(recording, self.recording_kind) else None

    @property
    def replaying(self) -> bool:
        return self.replay is not None

    @property
    def over(self) -> bool:
        return self.session.over

    @property
    def position(self) -> int:
        """Ticks run so far: where a replay stands."""
        return self.driver.ticks

    @property
    def replay_length(self) -> int:
        """The ticks of the recording watched (0 when playing)."""
        return len(self.replay.ticks) if self.replay is not None else 0

    def run_quietly(self, until: int) -> None:
        """Run to tick ``until`` at once, without a sound or a bubble: a replay skipping
        ahead (the driver is deterministic, so the table is the one a watcher would
        have reached tick by tick)."""
        self.driver.run(limit=until)
        self.after_quiet_run()

    def after_quiet_run(self) -> None:
        """What the mode's drawing must catch up on after :meth:`run_quietly`."""

    def name_seat(self, player: int, name: str) -> None:
        """``player``'s seat goes by ``name`` from now on (the name its phone's player
        typed, joining a seat the command line gave to a phone). The drawing reads the
        same ``names`` list, so the table shows it on the next frame; the recording,
        the results and the match's saved totals carry it, as do the match's later
        rounds, which are built from ``setup``."""
        self.names[player] = name
        seats = list(self.setup.seats)
        seats[player] = dataclasses.replace(seats[player], name=name)
        self.setup = dataclasses.replace(self.setup, seats=tuple(seats))
        recording = self.recording
        if recording is not None:
            recording.names[player] = name
