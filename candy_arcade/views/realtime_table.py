"""The one screen both real-time modes are played (and watched again) on.

:class:`RealtimeTableView` only wires input to the table driver and the driver to the
drawing: arcade calls :meth:`~RealtimeTableView.on_fixed_update` at the fixed tick
rate (the window's ``fixed_rate`` is the simulation's tick), and each call runs one
tick of the mode's :class:`ModeTable` (its driver, its sounds and bubbles). What the
two modes share lives here once: raw input into the input hub, pausing when the window
loses focus or a pad's pause button is pressed, waiting for a device to take over a
seat whose pad was unplugged, and the results screen a moment after the end.

What differs (the renderer, how events sound and look, the results screen) is the
mode's table object: :class:`~candy_arcade.views.candy_table.CandyTable` or
:class:`~candy_arcade.views.pinata.table.PinataTable`.

Watching a recording, the same screen is a replay viewer (:mod:`.replay_controls`):
a REPLAY strip, pause, 0.5x to 4x, 5 s skips (back rebuilds the table and runs it
forward quietly: the driver is deterministic), and leaving runs it to its end and
shows that round's results, so the match it belongs to goes on.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Generic, Protocol, TypeVar

import arcade

from candy_arcade.input.hub import InputHub
from candy_arcade.input.phone_ids import is_phone_id
from candy_arcade.input.seat_devices import SeatDevices
from candy_arcade.phones.device import PhoneDevice
from candy_arcade.phones.phone_views import hold_phones, waiting_note
from candy_arcade.render.theme import BAD, BODY_FONT
from candy_arcade.views.replay_controls import (
    KEY_COMMANDS,
    MENU_COMMANDS,
    ReplayCommand,
    ReplayControls,
)
from candy_arcade.views.replay_strip import ReplayStrip
from candy_arcade.views.window_access import app_window

if TYPE_CHECKING:
    from candy_arcade.views.app import GameWindow


@dataclass
class LeftButton:
    """Whether the mouse's left button is down now: only the view sees its releases,
    and Piñata Blast lets a mouse throw go when it comes up."""

    down: bool = False


class ModeTable(Protocol):
    """One real-time mode's part of the table screen."""

    @property
    def mode(self) -> str:
        """The mode's id (``candy``, ``pinata``)."""
        ...

    @property
    def names(self) -> list[str]: ...

    def name_seat(self, player: int, name: str) -> None:
        """``player``'s seat goes by ``name`` from now on, everywhere it is named."""

    @property
    def seat_devices(self) -> SeatDevices: ...

    @property
    def replaying(self) -> bool:
        """Watching a recording: nobody to wait for, nothing saved."""
        ...

    @property
    def over(self) -> bool: ...

    @property
    def results_delay_seconds(self) -> float:
        """How long (wall-clock seconds) the finished table stays on screen before the
        results: counted from the frames' own durations, so a slow machine drawing few
        frames shows the results on time."""
        ...

    @property
    def position(self) -> int:
        """Ticks run so far."""
        ...

    @property
    def replay_length(self) -> int:
        """The ticks of the recording watched (0 when playing)."""
        ...

    def run_quietly(self, until: int) -> None:
        """Run to tick ``until`` at once, with no sound or bubble (a replay's skip)."""

    def tick(self) -> None:
        """One driver tick, its events turned into sounds, bubbles and banners."""

    def draw(self) -> None:
        """The table, leaving the logical screen's camera in use."""

    def to_table(self, x: float, y: float) -> tuple[float, float]:
        """A point of the logical screen as the input hub should see it."""
        ...

    def show_results(self) -> None: ...


TableT = TypeVar("TableT", bound=ModeTable)

MAX_CATCH_UP_TICKS = 15
"""At most a quarter second of table time in one frame: after a stall (the window
dragged, the screen being built) the table skips the rest instead of racing to catch
up, so nobody sees the hands jump a long way at once."""


class RealtimeTableView(arcade.View, Generic[TableT]):
    """A real-time table on screen; ``build`` makes the mode's table for this window."""

    uses_shoulders = True
    """LB and RB set a replay's speed, so they do not confirm (``menu_command_for``)."""

    def __init__(self, build: Callable[[GameWindow, LeftButton], TableT]) -> None:
        super().__init__()
        self.app = app_window(self)
        self.left_button = LeftButton()
        self.build = build
        self.table = build(self.app, self.left_button)
        self.replay_controls = (
            ReplayControls(self.table.replay_length) if self.table.replaying else None
        )
        """Pause, speed and skips while watching a recording (None when playing)."""
        self.replay_strip = ReplayStrip()
        self.ended_seconds = 0.0
        """Wall-clock time the table has stood finished (see ``results_delay_seconds``)."""
        self.ticks_this_frame = 0
        self.banner = arcade.Text(
            "",
            640,
            360,
            BAD,
            22,
            anchor_x="center",
            anchor_y="center",
            font_name=BODY_FONT,
            bold=True,
            width=900,
            multiline=True,
            align="center",
        )

    @property
    def mode(self) -> str:
        return self.table.mode

    @property
    def music_track(self) -> str:
        """The mode's own loop (the window plays it while this screen shows)."""
        return self.table.mode

    @property
    def hub(self) -> InputHub:
        return self.app.input_hub

    @property
    def devices(self) -> list[str | None]:
        """The device id playing each seat (None for bots and replays)."""
        return self.table.seat_devices.devices

    @property
    def waiting_for_seat(self) -> int | None:
        return self.table.seat_devices.waiting_for

    def on_show_view(self) -> None:
        self.hub.clear_edges()
        self.hub.forget_pointer()
        self.left_button.down = False

    # ----------------------------------------------------------------- the tick

    def on_fixed_update(self, delta_time: float) -> None:
        """One simulation tick (arcade calls this at the window's fixed rate, as often
        as the time since the last frame holds, before the frame's ``on_update``)."""
        if self.ticks_this_frame >= MAX_CATCH_UP_TICKS:
            return
        self.ticks_this_frame += 1
        self._watch_devices()
        self._name_phone_seats()
        self._tell_room_whose_phones_wait()
        if self.waiting_for_seat is not None:
            return
        due = 1 if self.replay_controls is None else self.replay_controls.ticks_due()
        if self.table.over:
            return
        for _ in range(due):
            if not self.table.over:
                self.table.tick()

    def on_update(self, delta_time: float) -> None:
        """The frame's fixed ticks are done: the next frame may catch up again. A
        finished table shows its results once ``results_delay_seconds`` of frames have
        passed (a paused replay, or a seat waiting for a device, holds them)."""
        self.ticks_this_frame = 0
        if not self.table.over or self.waiting_for_seat is not None:
            return
        if self.replay_controls is not None and self.replay_controls.paused:
            return
        self.ended_seconds += delta_time
        if self.ended_seconds >= self.table.results_delay_seconds:
            self.table.show_results()

    def _watch_devices(self) -> None:
        """A pad unplugged mid-round pauses until it is plugged back in or someone
        presses a button on a free device; a pad's pause button opens the pause menu."""
        seats = self.table.seat_devices
        if self.replay_controls is not None:
            self.hub.take_pauses()  # a pad's Start pauses the replay, as a menu command
            return
        if seats.waiting_for is None:
            if seats.find_unplugged(self.hub) is not None:
                self._tell_unplugged()
            elif self.hub.take_pauses():
                self.pause()
            return
        if not seats.take_over(self.hub):
            self._tell_unplugged()

    def _name_phone_seats(self) -> None:
        """A seat played by a phone goes by the name typed on the phone: a seat the
        command line gave to a phone (``--seats phone``) is "Player N" until it joins."""
        if self.table.replaying:
            return
        for player, device_id in enumerate(self.devices):
            device = self.hub.devices.get(device_id or "")
            if isinstance(device, PhoneDevice) and device.player_name != self.table.names[player]:
                self.table.name_seat(player, device.player_name)

    def _tell_room_whose_phones_wait(self) -> None:
        """A new phone that joins now takes the first seat waiting for its phone."""
        phones = self.app.phones
        if phones is None or self.replay_controls is not None:
            return
        seats = self.table.seat_devices
        phones.room.wait_for([
            device_id
            for seat in seats.unplugged_seats(self.hub)
            if (device_id := seats.devices[seat]) is not None and is_phone_id(device_id)
        ])

    def _tell_unplugged(self) -> None:
        """Name every seat still waiting (both players of a shared pad)."""
        seats = self.table.seat_devices
        waiting = seats.unplugged_seats(self.hub)
        names = [self.table.names[seat] for seat in waiting]
        phones = self.app.phones
        on_phones = all(is_phone_id(seats.devices[seat]) for seat in waiting)
        if phones is not None and on_phones:
            message = phones.waiting_message(names)
        else:
            message = SeatDevices.unplugged_message(names, seats.unplugged_devices(self.hub))
        seated = (self.hub.devices.get(device_id or "") for device_id in seats.devices)
        hold_phones(seated, waiting_note(names, on_phones))
        if self.banner.text != message:
            self.banner.text = message

    # ----------------------------------------------------------------- pausing

    def on_deactivate(self) -> None:
        """Focus lost or window minimised: pause, so the game waits for the players (a
        replay has no players to wait for, and plays on)."""
        if not self.table.replaying and not self.table.over and self.waiting_for_seat is None:
            self.pause("Paused: the window lost focus")

    def pause(self, reason: str = "") -> None:
        from candy_arcade.views.pause import PauseView

        self.app.show_view(PauseView(self, reason))

    # ----------------------------------------------------------------- drawing

    def on_draw(self) -> None:
        self.table.draw()
        if self.replay_controls is not None:
            self.replay_strip.draw(self.replay_controls, self.table.position)
        if self.waiting_for_seat is not None:
            arcade.draw_lrbt_rectangle_filled(160, 1120, 300, 420, (20, 10, 30, 230))
            self.banner.draw()

    # ----------------------------------------------------------------- replays

    def replay_command(self, command: ReplayCommand) -> None:
        controls = self.replay_controls
        if controls is None:
            return
        controls.used()
        if command is ReplayCommand.PAUSE:
            controls.toggle_pause()
        elif command in (ReplayCommand.SLOWER, ReplayCommand.FASTER):
            controls.change_speed(-1 if command is ReplayCommand.SLOWER else 1)
        elif command in (ReplayCommand.BACK, ReplayCommand.FORWARD):
            direction = -1 if command is ReplayCommand.BACK else 1
            self.seek(controls.skip_target(self.table.position, direction))
        else:
            self.leave_replay()

    def seek(self, tick: int) -> None:
        """Show the recording at ``tick``: ahead by running on, back by building the
        table again and running it from the start (both without a sound)."""
        if tick < self.table.position:
            self.table = self.build(self.app, self.left_button)
        self.table.run_quietly(tick)
        self.ended_seconds = 0.0

    def leave_replay(self) -> None:
        """The round's results, as at the replay's end (nothing is scored again)."""
        self.table.run_quietly(self.table.replay_length)
        self.table.show_results()

    def on_menu_command(self, command: str) -> None:
        """A pad's buttons steer a replay (a round's pads are read by the input hub)."""
        if command in MENU_COMMANDS:
            self.replay_command(MENU_COMMANDS[command])

    # ----------------------------------------------------------------- raw input

    def on_key_press(self, symbol: int, modifiers: int) -> bool | None:
        if self.replay_controls is not None:
            if symbol not in KEY_COMMANDS:
                return None  # the window's own keys (F11, F12) still work
            self.replay_command(KEY_COMMANDS[symbol])
            return True
        if symbol == arcade.key.ESCAPE:
            self.pause()
            return True
        return True if self.hub.key_press(symbol) else None

    def on_key_release(self, symbol: int, modifiers: int) -> None:
        self.hub.key_release(symbol)

    def on_mouse_motion(self, x: int, y: int, dx: int, dy: int) -> None:
        self.hub.mouse_motion(*self._on_table(x, y))

    def on_mouse_drag(self, x: int, y: int, dx: int, dy: int, buttons: int, modifiers: int) -> None:
        self.on_mouse_motion(x, y, dx, dy)

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> None:
        if button == arcade.MOUSE_BUTTON_LEFT:
            self.left_button.down = True
        self.hub.mouse_press(*self._on_table(x, y), button)

    def on_mouse_release(self, x: int, y: int, button: int, modifiers: int) -> None:
        if button == arcade.MOUSE_BUTTON_LEFT:
            self.left_button.down = False
        self.hub.mouse_release(*self._on_table(x, y), button)

    def on_mouse_scroll(self, x: int, y: int, scroll_x: float, scroll_y: float) -> None:
        self.hub.mouse_scroll(scroll_y)

    def _on_table(self, x: float, y: float) -> tuple[float, float]:
        """A window pixel as the hub should see it (the mode may centre or shrink its table)."""
        return self.table.to_table(*self.app.to_logical(x, y))
