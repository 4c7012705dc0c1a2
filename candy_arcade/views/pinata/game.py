"""The Piñata Blast table on screen: devices and bots → session → table renderer.

No rules live here: each fixed tick the view gathers one intent per seat (a bot's, or
a device's with its pointer mapped onto the table and its grab button's held state),
records them, steps the session, and turns the session's events into sounds, bubbles
and banners. Given a recording instead, it feeds the recorded intents: the same
view then shows the game again exactly as it was played.
"""

from __future__ import annotations

from dataclasses import replace

import arcade

from candy_arcade.core.clock import TICK_SECONDS, seconds_to_ticks
from candy_arcade.input.hub import InputHub
from candy_arcade.input.seat_devices import SeatDevices
from candy_arcade.match_log import matches_dir
from candy_arcade.mode_options import PinataOptions
from candy_arcade.mode_tables import PINATA_TABLE
from candy_arcade.render.pinata.prompts import seat_prompt
from candy_arcade.render.pinata.table_renderer import PinataTableRenderer
from candy_arcade.render.player_look import player_looks
from candy_arcade.render.theme import BAD, BODY_FONT, GOOD, HIGHLIGHT, TEXT_DIM, felt_colour
from candy_arcade.replays.pinata_replay import new_session, recording_for
from candy_arcade.replays.recording import PinataRecording
from candy_arcade.rules.pinata.events import (
    CardCollected,
    CardPlaced,
    CardRotten,
    CardTakenBack,
    DiceLandedEvent,
    DiceThrown,
    DieGrabbed,
    DieRefused,
    GameEnded,
    RoundEnded,
)
from candy_arcade.rules.pinata.visibility import hands_face_up
from candy_arcade.setup import GameSetup
from candy_arcade.sim.intents import PlayerIntent
from candy_arcade.sim.pinata.session_events import (
    AutoThrow,
    CardChosen,
    DiceClack,
    Refusal,
    SessionEvent,
    ThrowReady,
)
from candy_arcade.sim.pinata.snapshot import PinataSnapshot
from candy_arcade.views.pinata.devices import grab_held, is_pointer
from candy_arcade.views.pinata.round_log import PinataRoundLog
from candy_arcade.views.realtime_seats import RealtimeSeats

RESULTS_DELAY_SECONDS = 2.5
MAX_CATCH_UP_SECONDS = 0.25
SIMPLE_SOUNDS: dict[type, str] = {
    DiceThrown: "dice_roll",
    CardPlaced: "card_flip",
    DieGrabbed: "grab",
    CardTakenBack: "card_flip",
    GameEnded: "win",
}


class PinataGameView(RealtimeSeats, arcade.View):
    mode = "pinata"

    def __init__(self, setup: GameSetup, replay: PinataRecording | None = None) -> None:
        """Play a game of ``setup``, or watch ``replay`` of one (seated as ``setup`` says)."""
        super().__init__()
        self.setup = setup
        self.names = [seat.name or f"Player {i + 1}" for i, seat in enumerate(setup.seats)]
        self.replay = replay
        self.replay_ticks = iter(replay.ticks) if replay is not None else None
        if replay is not None:
            self.session = new_session(replay)
            self.recording = None
        else:
            options = setup.options_as(PinataOptions)
            players = len(setup.seats)
            self.session = PINATA_TABLE.new_table(setup.level, players, setup.seed, options)
            self.recording = recording_for(self.session, setup.level, self.names)
        self.round_log = (
            PinataRoundLog(setup.seed, self.names, setup.level_id) if replay is None else None
        )
        self.seat_devices = SeatDevices(
            [None if replay is not None else seat.device_id for seat in setup.seats]
        )
        self.bot_seats = frozenset(
            player for player, seat in enumerate(setup.seats) if seat.spec.is_bot
        )
        self.bots = {
            player: PINATA_TABLE.new_bot(self.session, player, seat.spec.difficulty)
            for player, seat in enumerate(setup.seats)
            if seat.spec.is_bot and replay is None
        }
        humans = [not seat.spec.is_bot for seat in setup.seats]
        candies = self.session.components.candies
        self.candy_names = {candy.id: candy.name for candy in candies}
        self.renderer = PinataTableRenderer(
            self.session.seats,
            len(self.session.state.dice),
            player_looks(len(setup.seats)),
            self.names,
            humans,
            hands_face_up(self.session.state.settings, humans),
            self.candy_names,
            self.session.table,
            felt_colour(getattr(self.window.settings, "felt", "green")),
        )
        self.accumulator = 0.0
        self.ended_ticks = 0
        self.mouse_down = False
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
        self.replay_label = arcade.Text(
            "Replay", 16, 16, TEXT_DIM, 14, font_name=BODY_FONT, bold=True
        )

    @property
    def hub(self) -> InputHub:
        return self.window.input_hub  # type: ignore[attr-defined, no-any-return]

    def on_show_view(self) -> None:
        self.hub.clear_edges()
        self.mouse_down = False

    # --- stepping -----------------------------------------------------------------------

    def on_update(self, delta_time: float) -> None:
        self._watch_devices()
        if self.waiting_for_seat is not None:
            return
        if self.session.over:
            self.ended_ticks += 1
            if self.ended_ticks >= seconds_to_ticks(RESULTS_DELAY_SECONDS):
                self._show_results()
            return
        self.accumulator += min(delta_time, MAX_CATCH_UP_SECONDS)
        while self.accumulator >= TICK_SECONDS - 1e-9 and not self.session.over:
            self.accumulator -= TICK_SECONDS
            self._present(self.session.step(self._gather_intents()))


    def _live_intents(self) -> list[PlayerIntent]:
        intents: list[PlayerIntent] = []
        for player in range(self.session.players):
            bot = self.bots.get(player)
            if bot is not None:
                intents.append(bot.intent(self.session))
                continue
            device_id = self.devices[player]
            intent = self.hub.intent(device_id)
            device = self.hub.devices.get(device_id) if device_id is not None else None
            target = intent.target
            intents.append(
                replace(
                    intent,
                    target=self.renderer.screen.to_table(target.x, target.y) if target else None,
                    grab_held=grab_held(device, self.mouse_down),
                )
            )
        return intents


    # --- events to sound and sight ------------------------------------------------------

    def _present(self, events: list[SessionEvent]) -> None:
        sounds = self.window.sounds  # type: ignore[attr-defined]
        hud = self.renderer.hud
        tick = self.session.tick
        for event in events:
            name = SIMPLE_SOUNDS.get(type(event))
            if name is not None:
                sounds.play(name)
            if isinstance(event, DiceClack):
                sounds.play("dice_hit", 0.3 + 0.7 * event.strength)
            elif isinstance(event, DiceLandedEvent):
                self._announce_landing(event)
            elif isinstance(event, CardCollected):
                sounds.play("stash")
                gain = (
                    "+1 card" if self.session.state.settings.youngest else f"+{event.card.points}"
                )
                hud.bubble(event.player, gain, GOOD, tick, seconds_to_ticks(1.0))
            elif isinstance(event, DieRefused):
                sounds.play("refuse")
                hud.bubble(event.player, "that die does not match your card", BAD, tick, 75)
            elif isinstance(event, CardRotten):
                sounds.play("touch")
                hud.bubble(event.player, "Rotten! The card is lost", BAD, tick, 90)
            elif isinstance(event, RoundEnded):
                sounds.play("tick")
                hud.announce(f"Round {event.round_number} is over", event.reason.value, tick, 120)
                self._log_round()
            elif isinstance(event, GameEnded):
                winners = " and ".join(self.names[player] for player in event.winners)
                hud.announce("Game over!", f"{winners} — {event.reason.value}", tick, 600)
            elif isinstance(event, ThrowReady):
                self._announce_throw(event.player)
            elif isinstance(event, AutoThrow):
                hud.announce(
                    "Auto throw!",
                    f"{self.names[event.player]} took too long: the table threw for them",
                    tick,
                    100,
                )
            elif isinstance(event, Refusal | CardChosen) and event.player not in self.bot_seats:
                if isinstance(event, Refusal):
                    sounds.play("refuse")
                    hud.bubble(event.player, event.reason, BAD, tick, 72)
                else:
                    sounds.play("click")

    def _announce_landing(self, event: DiceLandedEvent) -> None:
        hud = self.renderer.hud
        if event.rotten is None:
            hud.announce("Grab!", "lay a card, then take a matching die", self.session.tick, 70)
            return
        name = self.candy_names.get(event.rotten, event.rotten)
        hud.announce(
            f"Rotten candy: {name}!",
            f"the green die and every {name} die spoil the card they land on",
            self.session.tick,
            120,
            candy=event.rotten,
        )
        self.window.sounds.play("alarm", 0.6)  # type: ignore[attr-defined]

    def _announce_throw(self, player: int) -> None:
        hud = self.renderer.hud
        if player in self.bot_seats:
            hud.bubble(player, "throwing…", HIGHLIGHT, self.session.tick, 45)
        else:
            hud.bubble(player, "Your throw!", HIGHLIGHT, self.session.tick, 120)

    # --- screens ------------------------------------------------------------------------

    def _show_results(self) -> None:
        from candy_arcade.views.pinata.results import PinataResultsView

        state = self.session.state
        if self.replay is not None:
            self.window.show_view(
                PinataResultsView(self.setup, state, self.names, self.replay, replayed=True)
            )
            return
        replay_path = self._store_recording()
        view = PinataResultsView(self.setup, state, self.names, self.recording)
        view.replay_path = replay_path
        self.window.show_view(view)

    def _log_round(self) -> None:
        """Save the match totals after every round; a replay changes nothing on disk."""
        if self.round_log is None:
            return
        log, state = self.round_log, self.session.state
        self.window.save_or_tell(  # type: ignore[attr-defined]
            "The match totals", matches_dir(), lambda: log.round_ended(state)
        )

    def on_deactivate(self) -> None:
        """Focus lost or window minimised: pause, so the game waits for the players (a
        replay has no players to wait for, and plays on)."""
        if self.replay is None and not self.session.over and self.waiting_for_seat is None:
            self._pause("Paused: the window lost focus")

    def _pause(self, reason: str = "") -> None:
        from candy_arcade.views.pause import PauseView

        self.window.show_view(PauseView(self, reason))

    def on_draw(self) -> None:
        self.clear()
        self.window.screen_map.use()  # type: ignore[attr-defined]
        snapshot = self.session.snapshot()
        self._update_hints(snapshot)
        self.renderer.draw(snapshot)
        if self.replay is not None:
            self.replay_label.draw()
        if self.waiting_for_seat is not None:
            arcade.draw_lrbt_rectangle_filled(160, 1120, 300, 420, (20, 10, 30, 230))
            self.banner.draw()

    def _update_hints(self, snapshot: PinataSnapshot) -> None:
        for player, device_id in enumerate(self.devices):
            if device_id is None:
                continue
            device = self.hub.devices.get(device_id)
            grab, drop = device.button_names() if device is not None else ("grab", "drop")
            self.renderer.hud.set_hint(
                player, seat_prompt(snapshot, player, grab, drop, is_pointer(device))
            )

    # --- raw input ----------------------------------------------------------------------

    def on_key_press(self, symbol: int, modifiers: int) -> bool | None:
        if symbol == arcade.key.ESCAPE:
            self._pause()
            return True
        return True if self.hub.key_press(symbol) else None

    def on_key_release(self, symbol: int, modifiers: int) -> None:
        self.hub.key_release(symbol)

    def on_mouse_motion(self, x: int, y: int, dx: int, dy: int) -> None:
        self.hub.mouse_motion(*self.window.to_logical(x, y))  # type: ignore[attr-defined]

    def on_mouse_drag(self, x: int, y: int, dx: int, dy: int, buttons: int, modifiers: int) -> None:
        self.on_mouse_motion(x, y, dx, dy)

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> None:
        if button == arcade.MOUSE_BUTTON_LEFT:
            self.mouse_down = True
        logical_x, logical_y = self.window.to_logical(x, y)  # type: ignore[attr-defined]
        self.hub.mouse_press(logical_x, logical_y, button)

    def on_mouse_release(self, x: int, y: int, button: int, modifiers: int) -> None:
        if button == arcade.MOUSE_BUTTON_LEFT:
            self.mouse_down = False
