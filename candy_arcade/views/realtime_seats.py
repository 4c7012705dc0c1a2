"""What the two real-time table views share: where each tick's intents come from (a
recording played back, or the live devices and bots, recorded as they go) and a
gamepad unplugged mid-round (pause until any free device takes the seat)."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from candy_arcade.input.hub import InputHub
from candy_arcade.input.seat_devices import SeatDevices
from candy_arcade.replays.recording import store_recording
from candy_arcade.sim.intents import IDLE, PlayerIntent


class RealtimeSeats:
    """Mixed into a table view that sets ``session``, ``seat_devices``, ``names``,
    ``banner``, ``replay_ticks`` and ``recording``, and defines ``_live_intents`` and
    ``_pause``."""

    session: Any
    seat_devices: SeatDevices
    names: list[str]
    banner: Any
    replay_ticks: Iterator[list[PlayerIntent]] | None
    recording: Any
    hub: InputHub

    def _live_intents(self) -> list[PlayerIntent]:
        raise NotImplementedError

    def _pause(self, reason: str = "") -> None:
        raise NotImplementedError

    def _gather_intents(self) -> list[PlayerIntent]:
        """This tick's intents: the recording's when watching one, else the live ones
        (recorded, so the round can be watched again)."""
        if self.replay_ticks is not None:
            return next(self.replay_ticks, [IDLE] * self.session.players)
        intents = self._live_intents()
        if self.recording is not None:
            self.recording.record(intents)
        return intents

    def _store_recording(self) -> Path | None:
        """Save the finished round's recording with its final state; None when there is
        none (a replay) or the disk refused (the round itself is not lost over it)."""
        if self.recording is None:
            return None
        self.recording.final_hash = self.session.state_hash()
        try:
            return store_recording(self.recording, time.strftime("%Y%m%d-%H%M%S"))
        except OSError:
            return None

    def _watch_devices(self) -> None:
        """A pad unplugged mid-round pauses until someone presses a button on a free device."""
        if self.seat_devices.waiting_for is None:
            player = self.seat_devices.find_unplugged(self.hub)
            if player is not None:
                self.banner.text = SeatDevices.unplugged_message(self.names[player])
            elif self.hub.take_pauses():
                self._pause()
            return
        self.seat_devices.take_over(self.hub)

    @property
    def devices(self) -> list[str | None]:
        """The device id playing each seat (None for bots and replays)."""
        return self.seat_devices.devices

    @property
    def waiting_for_seat(self) -> int | None:
        return self.seat_devices.waiting_for
