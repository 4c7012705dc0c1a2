"""The I Want Candy! round on screen: devices and bots → session → table renderer.

No rules live here: each fixed tick the view polls every human's device, lets the
seat's :class:`SeatControls` read the presses in context (a duel, a chance to
challenge, trading), asks each bot, steps the session, and turns the session's
events into sounds and speech bubbles.
"""

from __future__ import annotations

import arcade

from candy_arcade.core.clock import TICK_SECONDS, seconds_to_ticks
from candy_arcade.input.candy_controls import SeatControls
from candy_arcade.input.device import InputDevice
from candy_arcade.input.hub import InputHub
from candy_arcade.input.seat_devices import SeatDevices
from candy_arcade.match_log import matches_dir, save_match_totals
from candy_arcade.mode_options import CandyOptions
from candy_arcade.mode_tables import CANDY_TABLE
from candy_arcade.render.candy_feedback import bubbles_for, sound_for
from candy_arcade.render.candy_seat_prompts import HumanSeat
from candy_arcade.render.candy_table import CandyTableRenderer
from candy_arcade.render.logical_screen import TableCamera
from candy_arcade.render.player_look import player_looks
from candy_arcade.render.theme import BAD, BODY_FONT, felt_colour
from candy_arcade.replays.candy_replay import new_session, recording_for
from candy_arcade.replays.recording import CandyRecording
from candy_arcade.rules.candy.events import EventKind, TableEvent
from candy_arcade.rules.candy.match import CandyMatch, score_round
from candy_arcade.setup import GameSetup
from candy_arcade.sim.intents import IDLE, PlayerIntent
from candy_arcade.views.realtime_seats import RealtimeSeats

REVEAL_DELAY_SECONDS = 1.2
MAX_CATCH_UP_SECONDS = 0.25
BOT_BEAT_VOLUME = 0.3
"""Bots tap their rhythm often; heard softly, a human's own beats stand out."""


class CandyGameView(RealtimeSeats, arcade.View):
    mode = "candy"

    def __init__(
        self,
        setup: GameSetup,
        match: CandyMatch | None = None,
        replay: CandyRecording | None = None,
    ) -> None:
        """Play a round of ``setup`` (the next of ``match``), or watch ``replay`` of one."""
        super().__init__()
        self.setup = setup
        self.match = match or CandyMatch(len(setup.seats), setup.seed)
        self.names = [seat.name or f"Player {i + 1}" for i, seat in enumerate(setup.seats)]
        self.replay = replay
        self.replay_ticks = iter(replay.ticks) if replay is not None else None
        if replay is not None:
            self.session = new_session(replay)
        else:
            seed = setup.seed if not self.match.rounds else self.match.next_round_seed()
            options = setup.options_as(CandyOptions)
            self.session = CANDY_TABLE.new_table(setup.level, len(setup.seats), seed, options)
        self.recording = recording_for(self.session, self.names) if replay is None else None
        self.seat_devices = SeatDevices(
            [None if replay is not None else seat.device_id for seat in setup.seats]
        )
        self.bots = {
            player: CANDY_TABLE.new_bot(self.session, player, seat.spec.difficulty)
            for player, seat in enumerate(setup.seats)
            if seat.spec.is_bot and replay is None
        }
        self.controls = {
            player: SeatControls(player)
            for player, device_id in enumerate(self.devices)
            if device_id is not None and player not in self.bots
        }
        self.renderer = CandyTableRenderer(self.session, player_looks(len(setup.seats)), self.names)
        geometry = self.session.geometry
        screen = self.window.screen_map  # type: ignore[attr-defined]
        self.table_camera = TableCamera(screen, geometry.width, geometry.height)
        self._seen_devices: dict[int, InputDevice | None] = {}
        self.human_seats: dict[int, HumanSeat] = {}
        self.accumulator = 0.0
        self.ended_ticks = 0
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
    def hub(self) -> InputHub:
        return self.window.input_hub  # type: ignore[attr-defined, no-any-return]

    def on_show_view(self) -> None:
        self.hub.clear_edges()

    # ----------------------------------------------------------------- the tick

    def on_update(self, delta_time: float) -> None:
        self._watch_devices()
        if self.waiting_for_seat is not None:
            return
        if self.session.over:
            self.ended_ticks += 1
            if self.ended_ticks >= seconds_to_ticks(REVEAL_DELAY_SECONDS):
                self._show_results()
            return
        self.accumulator += min(delta_time, MAX_CATCH_UP_SECONDS)
        while self.accumulator >= TICK_SECONDS - 1e-9 and not self.session.over:
            self.accumulator -= TICK_SECONDS
            events = self.session.step(self._gather_intents())
            self._present(events)


    def _live_intents(self) -> list[PlayerIntent]:
        intents = []
        for player in range(self.session.players):
            bot = self.bots.get(player)
            controls = self.controls.get(player)
            if bot is not None:
                intents.append(bot.intent(self.session))
            elif controls is not None:
                polled = self.hub.poll(self.devices[player])
                intents.append(controls.intent(self.session, polled))
            else:
                intents.append(IDLE)
        return intents


    def _present(self, events: list[TableEvent]) -> None:
        sounds = self.window.sounds  # type: ignore[attr-defined]
        self.renderer.note(events)
        for event in events:
            by_bot = bool(event.players) and event.players[0] in self.bots
            if event.kind is EventKind.REFUSED and by_bot:
                continue
            sound = sound_for(event)
            if sound:
                quiet = by_bot and event.kind is EventKind.BEAT
                sounds.play(sound, BOT_BEAT_VOLUME if quiet else 1.0)
            for say in bubbles_for(event, self.names):
                self.renderer.add_bubble(
                    say.player, say.message, say.colour, seconds_to_ticks(say.seconds)
                )

    # ----------------------------------------------------------------- the end

    def _show_results(self) -> None:
        from candy_arcade.views.candy_results import CandyResultsView

        result = score_round(self.session.seed, self.session.stashes)
        if self.replay is not None:
            self.window.show_view(
                CandyResultsView(self.setup, self.match, result, self.replay, replayed=True)
            )
            return
        replay_path = self._store_recording()
        self.match.record(result)
        self.window.save_or_tell(  # type: ignore[attr-defined]
            "The match totals",
            matches_dir(),
            lambda: save_match_totals(
                "candy",
                self.match.seed,
                [seat.name for seat in self.setup.seats],
                [list(played.totals) for played in self.match.rounds],
                self.setup.level_id,
            ),
        )
        view = CandyResultsView(self.setup, self.match, result, self.recording)
        view.replay_path = replay_path
        self.window.show_view(view)

    def on_deactivate(self) -> None:
        """Focus lost or window minimised: pause, so the round waits for the players (a
        replay has no players to wait for, and plays on)."""
        if self.replay is None and not self.session.over:
            self._pause("Paused: the window lost focus")

    def _pause(self, reason: str = "") -> None:
        from candy_arcade.views.pause import PauseView

        self.window.show_view(PauseView(self, reason))

    # ----------------------------------------------------------------- drawing

    def _refresh_humans(self) -> None:
        """Each human seat's device names (the last-touched device for a player on all
        of them) and how far their special button is held, for prompts and legends."""
        for player, controls in self.controls.items():
            device_id = self.devices[player]
            device = self.hub.device_for(device_id)
            seat = self.human_seats.get(player)
            if seat is None or device is not self._seen_devices.get(player):
                self._seen_devices[player] = device
                if device is None:
                    self.human_seats.pop(player, None)
                    continue
                seat = HumanSeat(device.labels(), controls)
                self.human_seats[player] = seat
            seat.hold = self.hub.hold_fraction(device_id)
        self.renderer.set_humans(self.human_seats)

    def on_draw(self) -> None:
        self.clear(color=felt_colour(self.window.settings.felt))  # type: ignore[attr-defined]
        self.table_camera.use()
        self._refresh_humans()
        self.renderer.reveal = self.session.over
        self.renderer.draw()
        self.window.screen_map.use()  # type: ignore[attr-defined]
        if self.waiting_for_seat is not None:
            arcade.draw_lrbt_rectangle_filled(160, 1120, 300, 420, (20, 10, 30, 230))
            self.banner.draw()

    # ----------------------------------------------------------------- raw input

    def on_key_press(self, symbol: int, modifiers: int) -> bool | None:
        if symbol == arcade.key.ESCAPE:
            self._pause()
            return True
        return True if self.hub.key_press(symbol) else None

    def on_key_release(self, symbol: int, modifiers: int) -> None:
        self.hub.key_release(symbol)

    def on_mouse_motion(self, x: int, y: int, dx: int, dy: int) -> None:
        self.hub.mouse_motion(*self._on_table(x, y))

    def on_mouse_drag(self, x: int, y: int, dx: int, dy: int, buttons: int, modifiers: int) -> None:
        self.on_mouse_motion(x, y, dx, dy)

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> None:
        self.hub.mouse_press(*self._on_table(x, y), button)

    def on_mouse_release(self, x: int, y: int, button: int, modifiers: int) -> None:
        self.hub.mouse_release(*self._on_table(x, y), button)

    def _on_table(self, x: float, y: float) -> tuple[float, float]:
        """A window pixel as a point of the table (which may be centred or shrunk)."""
        return self.table_camera.to_table(*self.window.to_logical(x, y))  # type: ignore[attr-defined]

    def on_mouse_scroll(self, x: int, y: int, scroll_x: float, scroll_y: float) -> None:
        self.hub.mouse_scroll(scroll_y)
