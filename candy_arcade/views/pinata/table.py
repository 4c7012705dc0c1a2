"""Piñata Blast's part of the real-time table screen: sources, drawing, sounds, results.

No rules live here. Each seat gets an intent source (a device, its pointer mapped
onto the table and its grab button's held state read; a real-time bot; or the
recording being watched); the table driver runs the game; this module turns the
session's events into sounds, bubbles and banners, and shows the results.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

import arcade

from candy_arcade.bots.pinata.realtime import RealtimePinataBot
from candy_arcade.bots.pinata.source import PinataBotSource
from candy_arcade.core.clock import seconds_to_ticks
from candy_arcade.core.geometry import Vec2
from candy_arcade.core.rng import round_seed
from candy_arcade.input.hub import InputHub
from candy_arcade.input.phone_ids import is_phone_id
from candy_arcade.input.seat_devices import SeatDevices
from candy_arcade.match_log import matches_dir
from candy_arcade.mode_options import PinataOptions
from candy_arcade.mode_tables import PINATA_TABLE
from candy_arcade.phones.device import PhoneDevice
from candy_arcade.phones.phone_views import seat_view
from candy_arcade.phones.pinata_input import PhonePinataHand
from candy_arcade.phones.pinata_view import (
    GAME_OVER_NOTE,
    PhoneRefusals,
    phone_prompt,
    pinata_view,
)
from candy_arcade.phones.protocol import Lay, Swipe
from candy_arcade.render.pinata.layout import ScreenMap
from candy_arcade.render.pinata.prompts import seat_prompt
from candy_arcade.render.pinata.table_renderer import PinataTableRenderer
from candy_arcade.render.player_look import looks_of
from candy_arcade.render.sound_mix import seat_pan, seat_source
from candy_arcade.render.theme import BACKGROUND, BAD, GOOD, HIGHLIGHT, felt_colour
from candy_arcade.replays.pinata_replay import new_session, recording_for
from candy_arcade.replays.recording import PinataRecording, Recording, ReplayError, store_finished
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
from candy_arcade.rules.pinata.scoring import scores
from candy_arcade.rules.pinata.state import DiePlace
from candy_arcade.rules.pinata.visibility import hands_face_up
from candy_arcade.setup import GameSetup
from candy_arcade.sim.driver import IntentSource, SourceKind, replay_sources
from candy_arcade.sim.intents import PlayerIntent
from candy_arcade.sim.pinata.session import PinataSession
from candy_arcade.sim.pinata.session_events import (
    AutoThrow,
    CardChosen,
    DiceClack,
    Refusal,
    SessionEvent,
    ThrowReady,
)
from candy_arcade.sim.pinata.snapshot import PinataSnapshot
from candy_arcade.sim.tables import PinataDriver, pinata_driver
from candy_arcade.views.bot_ladder import note_finished_round
from candy_arcade.views.driven_table import DrivenTable
from candy_arcade.views.pinata.devices import grab_held, is_pointer
from candy_arcade.views.pinata.round_log import PinataRoundLog
from candy_arcade.views.realtime_table import LeftButton, RealtimeTableView

if TYPE_CHECKING:
    from candy_arcade.views.app import GameWindow

RESULTS_DELAY_SECONDS = 2.5
"""The finished table stays this long (wall-clock) before the results screen."""
SHOWN_SECONDS = {
    "gain": 1.0,
    "refused": 1.2,
    "mismatch": 1.25,
    "rotten card": 1.5,
    "grab banner": 1.2,
    "rotten banner": 2.0,
    "round over": 2.0,
    "game over": RESULTS_DELAY_SECONDS + 1.0,
    "auto throw": 1.7,
    "throwing": 0.75,
    "your throw": 2.0,
    "phone refusal": 2.5,
}
"""How long each bubble and banner stays up, in seconds of table time (the table's
fixed ticks, not drawn frames)."""


def shown_for(what: str) -> int:
    """The ticks a bubble or banner of kind ``what`` stays up."""
    return seconds_to_ticks(SHOWN_SECONDS[what])


SIMPLE_SOUNDS: dict[type, str] = {
    DiceThrown: "dice_roll",
    CardPlaced: "card_flip",
    DieGrabbed: "grab",
    CardTakenBack: "card_flip",
    GameEnded: "win",
}


class PinataDeviceSource:
    """A human seat: its device's plain intent, the pointer mapped onto the table and
    the grab button's held state read (a throw is let go by releasing it); a phone's
    card taps and throw swipes made into the intents a mouse makes
    (:mod:`candy_arcade.phones.pinata_input`)."""

    kind = SourceKind.DEVICE

    def __init__(
        self,
        hub: InputHub,
        seats: SeatDevices,
        player: int,
        screen: ScreenMap,
        left_button: LeftButton,
    ) -> None:
        self.hub = hub
        self.seats = seats
        self.player = player
        self.screen = screen
        self.left_button = left_button
        self.phone = PhonePinataHand()

    def intent(self, session: PinataSession, tick: int) -> PlayerIntent:
        device_id = self.seats.devices[self.player]
        intent = self.hub.intent(device_id)
        device = self.hub.devices.get(device_id) if device_id is not None else None
        if isinstance(device, PhoneDevice):
            taken = device.take_gestures() if device.connected else []
            gestures = [gesture for gesture in taken if isinstance(gesture, (Lay, Swipe))]
            return self.phone.intent(intent, gestures, session, self.player)
        target = intent.target
        return replace(
            intent,
            target=self.screen.to_table(target.x, target.y) if target else None,
            grab_held=grab_held(device, self.left_button.down),
        )


class PinataTable(DrivenTable[PinataSession, SessionEvent, PinataRecording]):
    """Game ``game`` (from 1) of a match of ``setup``, or ``replay`` of one; an
    ``attract`` game (bots behind the title) is silent and leaves nothing behind: no
    recording, no match totals, and it never reaches its results."""

    mode = "pinata"
    recording_kind = PinataRecording

    def __init__(
        self,
        window: GameWindow,
        left_button: LeftButton,
        setup: GameSetup,
        replay: PinataRecording | None = None,
        game: int = 1,
        *,
        attract: bool = False,
    ) -> None:
        self.window = window
        self.attract = attract
        self.setup = setup
        self.game = game
        self.names = [seat.name or f"Player {i + 1}" for i, seat in enumerate(setup.seats)]
        self.replay = replay
        self.seat_devices = SeatDevices(
            [None if replay is not None else seat.device_id for seat in setup.seats]
        )
        session = new_session(replay) if replay is not None else self._new_session()
        humans = [not seat.spec.is_bot for seat in setup.seats]
        self.humans = humans
        self.candy_names = {candy.id: candy.name for candy in session.components.candies}
        self.renderer = PinataTableRenderer(
            session.seats,
            len(session.state.dice),
            looks_of(setup.look_slots),
            self.names,
            humans,
            hands_face_up(session.state.settings, humans, self._seats_on_phones()),
            self.candy_names,
            session.table,
            felt_colour(window.settings.felt),
        )
        self.driver = self._driver(session, left_button)
        self.bots: dict[int, RealtimePinataBot] = {
            player: source.bot
            for player, source in enumerate(self.driver.sources)
            if isinstance(source, PinataBotSource)
        }
        self.round_log = (
            PinataRoundLog(session.seed, self.names, setup.level_id)
            if replay is None and not attract
            else None
        )
        self.thrower: int | None = None
        """Who threw the dice last: their clacks are mixed as that seat's sounds."""
        self.phone_refusals = PhoneRefusals(shown_for("phone refusal"))

    def _new_session(self) -> PinataSession:
        """This game's fresh table, dealt from the match's seed for game ``game``."""
        seed = round_seed(self.setup.seed, self.game)
        options = self.setup.options_as(PinataOptions)
        return PINATA_TABLE.new_table(self.setup.level, len(self.setup.seats), seed, options)

    def _driver(self, session: PinataSession, left_button: LeftButton) -> PinataDriver:
        if self.replay is not None:
            return pinata_driver(session, replay_sources(self.replay.ticks, session.players))
        sources: list[IntentSource[PinataSession]] = []
        for player, seat in enumerate(self.setup.seats):
            if seat.spec.is_bot:
                bot = PINATA_TABLE.new_bot(session, player, seat.spec.difficulty)
                sources.append(PinataBotSource(bot))
            else:
                sources.append(
                    PinataDeviceSource(
                        self.window.input_hub,
                        self.seat_devices,
                        player,
                        self.renderer.screen,
                        left_button,
                    )
                )
        recording = None if self.attract else recording_for(session, self.setup.level, self.names)
        return pinata_driver(session, sources, recording)

    @property
    def results_delay_seconds(self) -> float:
        return RESULTS_DELAY_SECONDS

    def to_table(self, x: float, y: float) -> tuple[float, float]:
        """The hub keeps logical-screen points: the device source maps them onto the table."""
        return x, y

    # --- events to sound and sight ------------------------------------------------------

    def tick(self) -> None:
        self.present(self.driver.tick())
        self.show_phones()

    def show_phones(self) -> None:
        """Each phone player's hand goes to their phone, and the shared screen shows its
        backs; the phone also gets the controls that apply now and its latest refusal."""
        hub = self.window.input_hub
        phones = {
            player: device
            for player, device_id in enumerate(self.seat_devices.devices)
            if isinstance(device := hub.devices.get(device_id or ""), PhoneDevice)
        }
        self.renderer.face_up = hands_face_up(
            self.session.state.settings, self.humans, self._seats_on_phones()
        )
        if not phones:
            return
        snapshot = self.session.snapshot()
        for player, device in phones.items():
            look = self.setup.seats[player].look_slot(player)
            if self.session.over:
                device.show(seat_view(look, device.player_name, "wait", GAME_OVER_NOTE))
                continue
            refusal = self.phone_refusals.shown(player, snapshot.tick)
            seat = seat_view(look, device.player_name, "")
            device.show(pinata_view(seat, snapshot, player, self.session.table, refusal))

    def _seats_on_phones(self) -> list[bool]:
        """Per seat, whether it is a phone's: its hand is the phone's secret whether the
        phone has joined, is away or plays, so the big screen never shows it."""
        return [is_phone_id(device_id) for device_id in self.seat_devices.devices]

    def present(self, events: list[SessionEvent]) -> None:
        hud = self.renderer.hud
        tick = self.session.tick
        bots = self.driver.seats_of(SourceKind.BOT)
        self.phone_refusals.note(events, tick)
        for event in events:
            if isinstance(event, DiceThrown):
                self.thrower = event.player
                self._burst_candy(tick)
            name = SIMPLE_SOUNDS.get(type(event))
            if name is not None:
                self.play(name, getattr(event, "player", None))
            if isinstance(event, DiceClack):
                self.play("dice_hit", self.thrower, 0.3 + 0.7 * event.strength)
            elif isinstance(event, DiceLandedEvent):
                self._announce_landing(event)
            elif isinstance(event, CardCollected):
                self.play("stash", event.player)
                gain = (
                    "+1 card" if self.session.state.settings.youngest else f"+{event.card.points}"
                )
                if self.window.settings.reduce_motion:
                    hud.bubble(event.player, gain, GOOD, tick, shown_for("gain"))
                else:
                    self.renderer.effects.claim(event.player, gain, tick)
            elif isinstance(event, DieRefused):
                self.play("refuse", event.player)
                hud.bubble(
                    event.player,
                    "that die does not match your card",
                    BAD,
                    tick,
                    shown_for("mismatch"),
                )
            elif isinstance(event, CardRotten):
                self.play("touch", event.player)
                self.renderer.effects.rot(
                    event.player,
                    event.card,
                    not self.session.state.settings.youngest,
                    tick,
                )
                hud.bubble(
                    event.player, "Rotten! The card is lost", BAD, tick, shown_for("rotten card")
                )
            elif isinstance(event, RoundEnded):
                self.play("tick", None)
                hud.announce(
                    f"Round {event.round_number} is over",
                    event.reason.value,
                    tick,
                    shown_for("round over"),
                )
                self._log_round()
            elif isinstance(event, GameEnded):
                winners = " and ".join(self.names[player] for player in event.winners)
                hud.announce(
                    "Game over!",
                    f"{winners} — {event.reason.value}",
                    tick,
                    shown_for("game over"),
                )
            elif isinstance(event, ThrowReady):
                self._announce_throw(event.player, event.player in bots or self.replaying)
            elif isinstance(event, AutoThrow):
                hud.announce(
                    "Auto throw!",
                    f"{self.names[event.player]} took too long: the table threw for them",
                    tick,
                    shown_for("auto throw"),
                )
            elif isinstance(event, Refusal | CardChosen) and event.player not in bots:
                if isinstance(event, Refusal):
                    self.play("refuse", event.player)
                    hud.bubble(event.player, event.refusal.text(), BAD, tick, shown_for("refused"))
                else:
                    self.play("click", event.player)

    def _burst_candy(self, tick: int) -> None:
        """The whack and the candy burst start where the thrown dice are."""
        dice = self.session.snapshot().dice
        flying = [die.position for die in dice if die.place is not DiePlace.GONE]
        if flying:
            middle = Vec2(
                sum(at.x for at in flying) / len(flying), sum(at.y for at in flying) / len(flying)
            )
            self.renderer.effects.throw(middle, tick)

    def play(self, name: str, player: int | None, level: float = 1.0) -> None:
        """Effect ``name`` caused by ``player`` (None: by the table), mixed by who that
        is and panned to their seat, left to right as the table is drawn."""
        players = () if player is None else (player,)
        bots = self.driver.seats_of(SourceKind.BOT)
        source = seat_source(players, bots, self.replaying)
        table = self.session.table
        pan = 0.0 if player is None else seat_pan(
            self.session.seats[player].edge_point.x, 0.0, table.width
        )
        self.sounds.play(name, level, source, pan)

    def _announce_landing(self, event: DiceLandedEvent) -> None:
        hud = self.renderer.hud
        if event.rotten is None:
            hud.announce(
                "Grab!",
                "lay a card, then take a matching die",
                self.session.tick,
                shown_for("grab banner"),
            )
            return
        name = self.candy_names.get(event.rotten, event.rotten)
        hud.announce(
            f"Rotten candy: {name}!",
            f"the green die and every {name} die spoil the card they land on",
            self.session.tick,
            shown_for("rotten banner"),
            candy=event.rotten,
        )
        self.play("alarm", None)

    def _announce_throw(self, player: int, by_bot: bool) -> None:
        """A person is told it is their throw; a bot's, or anyone's in a replay (nobody
        there to throw), is only named."""
        hud = self.renderer.hud
        if by_bot:
            hud.bubble(player, "throwing…", HIGHLIGHT, self.session.tick, shown_for("throwing"))
        else:
            hud.bubble(player, "Your throw!", HIGHLIGHT, self.session.tick, shown_for("your throw"))

    # --- screens ------------------------------------------------------------------------

    def show_results(self) -> None:
        from candy_arcade.views.pinata.results import PinataResultsView

        state = self.session.state
        if self.replay is not None:
            self.window.show_view(
                PinataResultsView(
                    self.setup,
                    state,
                    self.names,
                    self.replay,
                    replayed=True,
                    game=self.game,
                    play_game=self.game_screen,
                )
            )
            return
        recording = self.recording
        stored = store_finished(recording) if recording is not None else None
        note_finished_round(self.window, self.setup, scores(state), recording is not None)
        view = PinataResultsView(
            self.setup, state, self.names, recording, game=self.game, play_game=self.game_screen
        )
        view.replay_path = stored if isinstance(stored, Path) else None
        view.replay_problem = stored if isinstance(stored, str) else None
        self.window.show_view(view)

    def game_screen(self, game: int, replay: PinataRecording | None) -> arcade.View:
        """Game ``game`` of this match, played, or shown again from ``replay``."""
        return pinata_table_view(self.setup, replay=replay, game=game)

    def _log_round(self) -> None:
        """Save the match totals after every round; a replay changes nothing on disk."""
        if self.round_log is None:
            return
        log, state = self.round_log, self.session.state
        self.window.save_or_tell("The match totals", matches_dir(), lambda: log.round_ended(state))

    # --- drawing ------------------------------------------------------------------------

    def draw(self) -> None:
        """The table on whatever is drawn to: the screen, or the title's backdrop
        (:mod:`candy_arcade.views.attract`), cleared first to the menus' background."""
        self.window.ctx.active_framebuffer.clear(color=BACKGROUND)
        self.window.screen_map.use()
        snapshot = self.session.snapshot()
        self._update_hints(snapshot)
        self.renderer.effects.reduced = self.window.settings.reduce_motion
        self.renderer.draw(snapshot)

    def _update_hints(self, snapshot: PinataSnapshot) -> None:
        hub = self.window.input_hub
        for player, device_id in enumerate(self.seat_devices.devices):
            if device_id is None:
                continue
            device = hub.devices.get(device_id)
            if isinstance(device, PhoneDevice):
                self.renderer.hud.set_hint(player, phone_prompt(snapshot, player))
                continue
            grab, drop = device.button_names() if device is not None else ("grab", "drop")
            self.renderer.hud.set_hint(
                player, seat_prompt(snapshot, player, grab, drop, is_pointer(device))
            )


def pinata_table_view(
    setup: GameSetup, replay: PinataRecording | None = None, game: int = 1
) -> RealtimeTableView[PinataTable]:
    """Play game ``game`` of a match of ``setup`` (seeded ``round_seed(setup.seed, game)``),
    or watch ``replay`` of one."""

    def build(window: GameWindow, left_button: LeftButton) -> PinataTable:
        return PinataTable(window, left_button, setup, replay, game)

    return RealtimeTableView(build)


def watch_pinata_recording(recording: Recording) -> RealtimeTableView[PinataTable]:
    """A Piñata Blast game played back: its table fed the recorded intents."""
    if not isinstance(recording, PinataRecording):
        raise ReplayError(f"not a Piñata Blast recording but {recording.mode!r}")
    setup = GameSetup.watching(recording, PinataOptions(youngest=recording.youngest))
    return pinata_table_view(setup, replay=recording)
