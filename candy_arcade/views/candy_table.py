"""I Want Candy!'s part of the real-time table screen: sources, drawing, sounds, results.

No rules live here. Each seat gets an intent source (a device read in context by its
:class:`SeatControls`, a bot, or the recording being watched); the table driver runs
the round; this module turns the round's events into sounds and speech bubbles,
hands the renderer a :class:`CandySnapshot` of the table after every tick (the
renderer never sees the session), and shows the results.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING

from candy_arcade.bots.candy.bot import CandyBot
from candy_arcade.bots.candy.source import CandyBotSource
from candy_arcade.core.clock import seconds_to_ticks
from candy_arcade.input.candy_controls import SeatControls
from candy_arcade.input.device import InputDevice
from candy_arcade.input.hub import InputHub
from candy_arcade.input.phone_ids import is_phone_id
from candy_arcade.input.seat_devices import SeatDevices
from candy_arcade.match_log import matches_dir, save_match_totals
from candy_arcade.mode_options import CandyOptions
from candy_arcade.mode_tables import CANDY_TABLE
from candy_arcade.phones.device import PhoneDevice
from candy_arcade.phones.phone_views import (
    ROUND_OVER_NOTE,
    CandyRefusals,
    candy_buttons,
    candy_view,
    seat_view,
)
from candy_arcade.render.candy_feedback import REFUSAL_SECONDS, bubbles_for, sound_for
from candy_arcade.render.candy_prompts import TradeChoice
from candy_arcade.render.candy_seat_prompts import HumanSeat
from candy_arcade.render.candy_table import CandyTableRenderer
from candy_arcade.render.logical_screen import TableCamera
from candy_arcade.render.player_look import looks_of
from candy_arcade.render.scoring_chart import OVERLAY_RECT, ScoringChart, shared_chart
from candy_arcade.render.sound_mix import seat_pan, seat_source
from candy_arcade.render.theme import felt_colour
from candy_arcade.replays.candy_replay import new_session, recording_for
from candy_arcade.replays.recording import CandyRecording, Recording, ReplayError, store_finished
from candy_arcade.rules.candy.events import EventKind, TableEvent
from candy_arcade.rules.candy.match import CandyMatch, score_round
from candy_arcade.setup import GameSetup
from candy_arcade.sim.candy.session import CandySession
from candy_arcade.sim.candy.snapshot import HandDraw, take_snapshot
from candy_arcade.sim.driver import IdleSource, IntentSource, SourceKind, replay_sources
from candy_arcade.sim.intents import PlayerIntent
from candy_arcade.sim.tables import CandyDriver, candy_driver
from candy_arcade.views.bot_ladder import note_finished_round
from candy_arcade.views.driven_table import DrivenTable
from candy_arcade.views.realtime_table import LeftButton, RealtimeTableView

if TYPE_CHECKING:
    from candy_arcade.views.app import GameWindow

REVEAL_DELAY_SECONDS = 1.2
MOVES_THAT_WORKED = frozenset(
    {EventKind.GRAB, EventKind.STASH, EventKind.RETURN, EventKind.UNSTASH}
)
"""A hand's own moves: once one works, the reason its last move was refused is stale."""


class CandyDeviceSource:
    """A human seat: whatever device plays it now (a replaced pad too), read in context."""

    kind = SourceKind.DEVICE

    def __init__(self, hub: InputHub, seats: SeatDevices, player: int) -> None:
        self.hub = hub
        self.seats = seats
        self.player = player
        self.controls = SeatControls(player)

    def intent(self, session: CandySession, tick: int) -> PlayerIntent:
        polled = self.hub.poll(self.seats.devices[self.player])
        return self.controls.intent(session, polled)


def held_card(hands: Iterable[HandDraw]) -> int | None:
    """The card a phone player holds, for their phone's "In your hand": never a stash
    card the palm hovers over (the big screen's peek), which the phone showed as still
    held after the card was dropped into the stash (a newcomer playtest)."""
    return next((hand.held for hand in hands if hand.held is not None), None)


class CandyTable(DrivenTable[CandySession, TableEvent, CandyRecording]):
    """A round of ``setup`` (the next of ``match``), or ``replay`` of one, at this window;
    an ``attract`` round (bots behind the title) is silent and leaves nothing behind: no
    recording is made and it never reaches its results."""

    mode = "candy"
    recording_kind = CandyRecording

    def __init__(
        self,
        window: GameWindow,
        setup: GameSetup,
        match: CandyMatch | None = None,
        replay: CandyRecording | None = None,
        *,
        attract: bool = False,
    ) -> None:
        self.window = window
        self.attract = attract
        self.setup = setup
        self.match = match or CandyMatch(len(setup.seats), setup.seed)
        self.names = [seat.name or f"Player {i + 1}" for i, seat in enumerate(setup.seats)]
        self.replay = replay
        self.seat_devices = SeatDevices(
            [None if replay is not None else seat.device_id for seat in setup.seats]
        )
        self.driver = self._driver()
        self.bots: dict[int, CandyBot] = {
            player: source.bot
            for player, source in enumerate(self.driver.sources)
            if isinstance(source, CandyBotSource)
        }
        self.controls: dict[int, SeatControls] = {
            player: source.controls
            for player, source in enumerate(self.driver.sources)
            if isinstance(source, CandyDeviceSource)
        }
        self.renderer = CandyTableRenderer(
            take_snapshot(self.session),
            looks_of(setup.look_slots),
            self.names,
            first_round=not self.match.rounds,
            felt=felt_colour(window.settings.felt),
        )
        self._hide_phone_seats()
        geometry = self.session.geometry
        self.table_camera = TableCamera(window.screen_map, geometry.width, geometry.height)
        self._seen_devices: dict[int, InputDevice | None] = {}
        self.human_seats: dict[int, HumanSeat] = {}
        self.chart: ScoringChart = shared_chart(*OVERLAY_RECT)
        self.phone_refusals = CandyRefusals(seconds_to_ticks(REFUSAL_SECONDS))

    def _driver(self) -> CandyDriver:
        """The round's session and a source per seat; a recording of it unless watching one."""
        if self.replay is not None:
            session = new_session(self.replay)
            return candy_driver(session, replay_sources(self.replay.ticks, session.players))
        options = self.setup.options_as(CandyOptions)
        seed = self.match.next_round_seed()
        session = CANDY_TABLE.new_table(self.setup.level, len(self.setup.seats), seed, options)
        sources: list[IntentSource[CandySession]] = []
        people = frozenset(
            player for player, seat in enumerate(self.setup.seats) if not seat.spec.is_bot
        )
        for player, seat in enumerate(self.setup.seats):
            if seat.spec.is_bot:
                bot = CANDY_TABLE.new_bot(session, player, seat.spec.difficulty)
                bot.trader.wait_for(people)
                sources.append(CandyBotSource(bot))
            elif seat.device_id is not None:
                sources.append(CandyDeviceSource(self.window.input_hub, self.seat_devices, player))
            else:
                sources.append(IdleSource())
        recording = None if self.attract else recording_for(session, self.names)
        return candy_driver(session, sources, recording)

    @property
    def results_delay_seconds(self) -> float:
        return REVEAL_DELAY_SECONDS

    def to_table(self, x: float, y: float) -> tuple[float, float]:
        return self.table_camera.to_table(x, y)

    # ----------------------------------------------------------------- the tick

    def tick(self) -> None:
        events = self.driver.tick()
        self.renderer.show(take_snapshot(self.session, self.renderer.snapshot))
        self.show_phones()
        self.present(events)

    def show_phones(self) -> None:
        """Each phone player's held card and stash go to their phone, and only there:
        the shared screen shows the backs of a phone seat's cards, whether its phone
        has joined, is away or plays."""
        table = self.renderer.snapshot
        limit = self.session.settings.stash_limit
        self._hide_phone_seats()
        for player, device_id in enumerate(self.seat_devices.devices):
            device = self.window.input_hub.devices.get(device_id or "")
            if not isinstance(device, PhoneDevice):
                continue
            held = held_card(table.hands_by_player[player])
            look = self.setup.seats[player].look_slot(player)
            if self.session.over:
                device.show(seat_view(look, device.player_name, "wait", ROUND_OVER_NOTE))
                continue
            seat = seat_view(look, device.player_name, "")
            buttons = candy_buttons(self.session, player)
            refusal = self.phone_refusals.shown(player, self.session.tick)
            stash = table.stashes[player]
            device.show(candy_view(seat, held, stash, limit, buttons, refusal))

    def _hide_phone_seats(self) -> None:
        """A seat given to a phone keeps its cards' faces off the big screen from the
        first frame on, before its phone joins as much as while it is away."""
        self.renderer.hands.private_players = frozenset(
            player
            for player, device_id in enumerate(self.seat_devices.devices)
            if is_phone_id(device_id)
        )

    def after_quiet_run(self) -> None:
        """The renderer's snapshot is of the tick before the skip: take the new one."""
        self.renderer.show(take_snapshot(self.session, self.renderer.snapshot))

    def present(self, events: list[TableEvent]) -> None:
        sounds = self.sounds
        self.renderer.note(events)
        bots = self.driver.seats_of(SourceKind.BOT)
        for event in events:
            by_bot = bool(event.players) and event.players[0] in bots
            if event.kind in MOVES_THAT_WORKED and event.players:
                self.renderer.bubbles.withdraw_refusal(event.players[0])
                self.phone_refusals.withdraw(event.players[0])
            if event.kind is EventKind.REFUSED:
                if by_bot:
                    continue  # a bot's refusals would keep its palm shaking and chattering
                self.renderer.refused(event.players[0], event.tick)
                if event.refusal is not None:
                    self.phone_refusals.refused(event.players[0], event.refusal.text(), event.tick)
            sound = sound_for(event)
            if sound:
                source = seat_source(event.players, bots, self.replaying)
                sounds.play(sound, source=source, pan=self.seat_pan(event.players))
            for say in bubbles_for(event, self.names):
                self.renderer.add_bubble(
                    say.player, say.message, say.colour, seconds_to_ticks(say.seconds), say.refusal
                )

    def seat_pan(self, players: tuple[int, ...]) -> float:
        """Where a sound comes from: the seat of the first player in it (the one who
        acted), left to right as the table is drawn; the table's own in the middle."""
        if not players:
            return 0.0
        geometry = self.session.geometry
        return seat_pan(geometry.seats[players[0]].seat.x, 0.0, geometry.width)

    # ----------------------------------------------------------------- the end

    def show_results(self) -> None:
        from candy_arcade.views.candy_results import CandyResultsView

        result = score_round(self.session.seed, self.session.stashes, self.session.stuck_cards)
        if self.replay is not None:
            self.window.show_view(
                CandyResultsView(
                    self.setup,
                    self.match,
                    result,
                    self.replay,
                    replayed=True,
                    play_round=self.round_screen,
                )
            )
            return
        recording = self.recording
        stored = store_finished(recording) if recording is not None else None
        self.match.record(result)
        note_finished_round(self.window, self.setup, result.totals, recording is not None)
        match = self.match
        self.window.save_or_tell(
            "The match totals",
            matches_dir(),
            lambda: save_match_totals(
                "candy",
                match.seed,
                [seat.name for seat in self.setup.seats],
                [list(played.totals) for played in match.rounds],
                self.setup.level_id,
            ),
        )
        view = CandyResultsView(
            self.setup, self.match, result, recording, play_round=self.round_screen
        )
        view.replay_path = stored if isinstance(stored, Path) else None
        view.replay_problem = stored if isinstance(stored, str) else None
        self.window.show_view(view)

    def round_screen(self, replay: CandyRecording | None) -> RealtimeTableView[CandyTable]:
        """This match's next round (None), or ``replay`` of one of its rounds."""
        return candy_table_view(self.setup, self.match, replay=replay)

    # ----------------------------------------------------------------- drawing

    def _refresh_humans(self) -> None:
        """Each human seat's device names (the last-touched device for a player on all
        of them), the hand it drives, its trade choice and how far its special button
        is held, for prompts and legends."""
        hub = self.window.input_hub
        session = self.session
        for player, controls in self.controls.items():
            device_id = self.seat_devices.devices[player]
            device = hub.device_for(device_id)
            seat = self.human_seats.get(player)
            if seat is None or device is not self._seen_devices.get(player):
                self._seen_devices[player] = device
                if device is None:
                    self.human_seats.pop(player, None)
                    continue
                seat = HumanSeat(device.labels())
                self.human_seats[player] = seat
            seat.driven = controls.driven_side(session)
            seat.choice = TradeChoice(controls.trade.card, controls.trade.to)
            seat.hold = hub.hold_fraction(device_id)
        self.renderer.set_humans(self.human_seats)

    def draw(self) -> None:
        """The table on whatever is drawn to: the screen, or the title's backdrop
        (:mod:`candy_arcade.views.attract`), cleared first to the settings' felt."""
        self.window.ctx.active_framebuffer.clear(color=felt_colour(self.window.settings.felt))
        self.table_camera.use()
        self.renderer.motion.reduced = self.window.settings.reduce_motion
        self._refresh_humans()
        self.renderer.draw()
        self.window.screen_map.use()
        if self.chart_shown():
            self.chart.draw()

    def chart_shown(self) -> bool:
        """Whether a seated player holds their chart button. Only the drawing asks: the
        round runs on and no intent or recording ever hears of it."""
        hub = self.window.input_hub
        return any(hub.chart_held(self.seat_devices.devices[player]) for player in self.controls)


def candy_table_view(
    setup: GameSetup, match: CandyMatch | None = None, replay: CandyRecording | None = None
) -> RealtimeTableView[CandyTable]:
    """Play the next round of ``match`` (a new match of ``setup`` when None; its first
    round plays the setup's seed), or watch ``replay`` of one."""

    def build(window: GameWindow, left_button: LeftButton) -> CandyTable:
        return CandyTable(window, setup, match, replay)

    return RealtimeTableView(build)


def watch_candy_recording(recording: Recording) -> RealtimeTableView[CandyTable]:
    """An I Want Candy! round played back: its table fed the recorded intents."""
    if not isinstance(recording, CandyRecording):
        raise ReplayError(f"not an I Want Candy! recording but {recording.mode!r}")
    setup = GameSetup.watching(recording, CandyOptions.of(recording.variants))
    return candy_table_view(setup, replay=recording)
