"""The Canasta table screen: wires mouse, keyboard and gamepads to the controller,
lets bots play at a visible pace, autosaves, and draws the renderers.

Rules live in the engine, gestures in :mod:`controller`, drawing in
:mod:`candy_arcade.render.canasta`; this view only connects them.
"""

from __future__ import annotations

import math
import sys
from dataclasses import dataclass

import arcade

from candy_arcade.input import canasta_keys
from candy_arcade.render.canasta import textures
from candy_arcade.render.canasta.dialog_model import Dialog, DialogKind
from candy_arcade.render.canasta.dialog_render import DialogRenderer
from candy_arcade.render.canasta.focus import draw_focus
from candy_arcade.render.canasta.layout import HAND_AREA, HAND_H, HAND_W, TableLayout, card_rect
from candy_arcade.render.canasta.log_render import LOG_BOX, LogRenderer
from candy_arcade.render.canasta.model import hidden_zones, table_view, turn_prompt
from candy_arcade.render.canasta.panel import PanelRenderer
from candy_arcade.render.canasta.scene import HIDDEN_HANDS, PHONE_HANDS, Scene
from candy_arcade.render.canasta.table import TableRenderer
from candy_arcade.render.canasta.variant_model import staged_sequence_view
from candy_arcade.render.sound_mix import Source, compass_pan
from candy_arcade.render.theme import felt_colour
from candy_arcade.rules.canasta.state import Phase
from candy_arcade.saves.canasta import CANASTA_SLOT, save_canasta
from candy_arcade.views.canasta.compose import split_staged
from candy_arcade.views.canasta.controller import TableController
from candy_arcade.views.canasta.double_click import DoubleClicks
from candy_arcade.views.canasta.hand_arrangement import insertion_index
from candy_arcade.views.canasta.log_reader import LogReader
from candy_arcade.views.canasta.options import perspective_seat
from candy_arcade.views.canasta.pacer import BotPacer, Pace, pace_for
from candy_arcade.views.canasta.phone_seat import PhoneSeats, phone_seats_of
from candy_arcade.views.canasta.session import CanastaSession
from candy_arcade.views.canasta.short_log import short_log
from candy_arcade.views.canasta.thinker import Thinker
from candy_arcade.views.window_access import app_window

CARD_LEVEL = 0.6
"""Cards at the Canasta table are handled one at a time, close up: softer than a
real-time table's grabs."""
GAME_OVER_PAUSE = 2.5
"""Seconds the table stays at a game's end before the winner when no review was shown
(after a review, the winner comes at once: the review was the pause)."""
BOT_THREAD_SWITCH = 0.001
"""Seconds between GIL hand-overs while the table shows: a hard bot thinking in its
thread then delays a frame by about a millisecond, not Python's default five."""
DRAG_START = 8.0
ARROWS = {
    arcade.key.LEFT: (-1, 0),
    arcade.key.RIGHT: (1, 0),
    arcade.key.UP: (0, 1),
    arcade.key.DOWN: (0, -1),
}


@dataclass
class Drag:
    card: int
    start: tuple[float, float]
    cards: list[int]
    moved: bool = False


class CanastaTableView(arcade.View):
    mode = "canasta"
    music_track = "canasta"
    uses_shoulders = True
    """LB and RB are table commands, so they do not confirm (``menu_command_for``)."""

    def __init__(
        self,
        session: CanastaSession,
        *,
        threaded: bool = True,
        autosave: bool | None = None,
        pace: Pace | None = None,
    ) -> None:
        super().__init__()
        self.session = session
        self.bottom = perspective_seat(session.setup)
        self.layout = TableLayout(session.settings.players, session.settings.sides, self.bottom)
        phones = phone_seats_of(session.setup)
        self.phones = PhoneSeats(session, phones, self._play, threaded)
        """The seats played on phones: their hands and questions go to the phones."""
        self.controller = TableController(
            session, self.bottom, self._play, threaded, phone_seats=self.phones.numbers
        )
        self.thinker = Thinker(threaded)
        self._own_pace = pace is None
        """The pace follows the settings (read again on return from the pause menu)."""
        self.pacer = BotPacer(session, self.thinker, pace or pace_for(app_window(self).settings))
        self.controller.flow.review.seconds = self.pacer.pace.review_delay
        self.log_reader = LogReader(session)
        self.log_box = LogRenderer()
        deck = session.state.deck
        self.table = TableRenderer(deck, self.layout, felt_colour(app_window(self).settings.felt))
        self.table.reduced = app_window(self).settings.reduce_motion
        self.panel = PanelRenderer()
        self.dialogs = DialogRenderer(deck)
        self.keyboard_mode = False
        self.drag: Drag | None = None
        self.clicks = DoubleClicks()
        self.clock = 0.0
        self._signature: object = None
        self._dialog_signature: object = None
        self._log_signature: object = None
        self._game_over_wait = 0.0
        self._warm = True
        self.key_commands: dict[int, str] = {}
        self._switch_interval = sys.getswitchinterval()
        self.save_problem: str | None = None
        self.background_color = felt_colour(app_window(self).settings.felt)
        if autosave if autosave is not None else bool(session.humans):
            session.on_change = self._autosave

    # ----- lifecycle ---------------------------------------------------------------

    def on_show_view(self) -> None:
        self._switch_interval = sys.getswitchinterval()
        sys.setswitchinterval(BOT_THREAD_SWITCH)
        self._bind_keys()
        felt = felt_colour(app_window(self).settings.felt)
        self.background_color = felt
        self.table.set_felt(felt)
        if self._own_pace:
            self.pacer.pace = pace_for(app_window(self).settings)
        self.table.reduced = app_window(self).settings.reduce_motion
        self._signature = None

    def _bind_keys(self) -> None:
        """Read the key bindings again: they may have changed in the pause menu."""
        settings = app_window(self).settings
        self.key_commands = canasta_keys.key_commands(settings.keys)
        self.controller.key_labels = canasta_keys.key_labels(settings.keys)
        self.log_reader.own_key = canasta_keys.command_key(settings.keys, "log")
        self.controller.arrangement.use(settings.canasta_hand_order)
        self.controller.on_sort = self._remember_sort

    def _remember_sort(self, mode: str) -> None:
        """The hand's sort is the player's choice for every game: kept in the settings."""
        window = app_window(self)
        window.apply_settings(window.settings.with_changes(canasta_hand_order=mode))

    def on_hide_view(self) -> None:
        sys.setswitchinterval(self._switch_interval)

    def leave(self) -> None:
        """Stop background thinking (the view is being left for good)."""
        self.thinker.close()
        self.controller.hints.close()
        self.phones.close()

    def _autosave(self, session: CanastaSession) -> None:
        try:
            if session.state.phase is Phase.GAME_OVER:
                CANASTA_SLOT.delete()
            else:
                save_canasta(session.snapshot())
            self.save_problem = None
        except OSError as error:
            self.save_problem = f"Could not save the game: {error.strerror or error}"
            self.controller.say(self.save_problem, "refusal")

    def _play(self, name: str) -> None:
        """The person at the screen acted (sitting South, in the middle)."""
        app_window(self).sounds.play(name, CARD_LEVEL)

    def _play_bot_move(self, seat: int | None) -> None:
        """A bot's move: softer than the person's, from the bot's side of the table (a
        new hand dealt with nobody to act is the table's)."""
        if seat is None:
            app_window(self).sounds.play("card_flip", CARD_LEVEL, Source.TABLE)
            return
        pan = compass_pan(self.session.seats[seat].compass)
        app_window(self).sounds.play("card_flip", CARD_LEVEL, Source.BOT, pan)

    # ----- per frame -------------------------------------------------------------------

    def on_update(self, delta_time: float) -> None:
        self.clock += delta_time
        controller = self.controller
        controller.update()
        if self.save_problem is not None and controller.message is None:
            # Kept in view while saving fails: a new turn clears the table's notes.
            controller.say(self.save_problem, "refusal")
        devices = app_window(self).input_hub.devices
        if self.phones.update(devices, self._shared_dialog()):
            self.pacer.release()
        phones = app_window(self).phones
        if phones is not None:
            phones.room.wait_for(self.phones.away(devices))
        controller.flow.tick(delta_time)
        while controller.requests:
            request = controller.requests.pop(0)
            if request == "log":
                self.log_reader.toggle()
            elif request == "pause":
                self.pause()
                return
        if controller.flow.game_over:
            self._game_over_wait += delta_time
            if self._game_over_wait >= GAME_OVER_PAUSE or controller.flow.review.closed:
                self.show_game_over()
                return
        gliding = self.table.busy and not self.pacer.pace.instant
        blocked = (controller.flow.dialog is not None or gliding or self.drag is not None
                   or self.log_reader.open)
        mover = self.session.bot_to_act
        if self.pacer.update(delta_time, blocked):
            self._play_bot_move(mover)
        self.table.update(delta_time)
        if self._warm and not self.table.busy:
            self._warm = textures.warm_up(self.session.state.deck, 1)

    def _shared_dialog(self) -> Dialog | None:
        """The screen's question every phone may answer too: the end-of-hand review's
        button on to the next hand (its scores stay on the screen)."""
        dialog = self.controller.flow.dialog
        return dialog if dialog is not None and dialog.kind is DialogKind.REVIEW else None

    def _phone_prompt(self) -> str | None:
        """Whose phone the table waits for, and how to join when it is away (None: the
        player to act is not on a phone)."""
        actor = self.session.state.to_act
        seat = next((s for s in self.phones.seats if s.seat == actor), None)
        if seat is None or actor is None:
            return None
        title = self.session.seats[actor].title
        device = app_window(self).input_hub.devices.get(seat.device_id)
        if device is not None and device.connected:
            return f"{title} plays on their phone…"
        phones = app_window(self).phones
        join = f": open {phones.site} and type {phones.code}" if phones is not None else ""
        return f"Waiting for {title}'s phone{join}"

    def _hidden_hands(self) -> str:
        """With every human on a phone, the hand's place says where the hands are."""
        if self.phones.seats and not self.controller.flow.screen_humans:
            return PHONE_HANDS
        return HIDDEN_HANDS

    def _scene(self) -> Scene:
        session = self.session
        controller = self.controller
        state = session.state
        holder = controller.holder
        shown = controller.flow.shown
        new = session.new_cards(shown) if shown is not None else frozenset()
        message = controller.message
        log = short_log(session)
        staged_groups, staged_runs = split_staged(controller.staged)
        return Scene(
            table=table_view(state, session.seats, shown, new, controller.arrangement.sort),
            seats=session.seats,
            bottom=controller.flow.facing,
            selection=frozenset(controller.selection),
            staged=tuple((g.rank, g.cards) for g in staged_groups),
            staged_runs=tuple(
                staged_sequence_view(state.deck, g.cards, g.wheel_as or state.wheel_as)
                for g in staged_runs
            ),
            hint_cards=frozenset(controller.hint_cards),
            prompt=(self.pacer.held_prompt() or self._phone_prompt()
                    or turn_prompt(state, session.seats, holder)),
            note=message.text if message else "",
            note_kind=message.kind if message else "info",
            offers=tuple(controller.offers()),
            log=log.lines,
            log_pinned=log.pinned,
            summary=controller.summary(),
            dealer=state.dealer,
            clear_key=controller.key_labels["clear"],
            zones=hidden_zones(state, shown),
            hidden_hands=self._hidden_hands(),
        )

    def _refresh(self) -> None:
        controller = self.controller
        dialog = controller.flow.dialog
        signature = (
            self.session.moves,
            controller.holder,
            controller.flow.facing,
            tuple(controller.selection),
            tuple(controller.staged),
            controller.message,
            controller.hint_cards,
            self.session.can_undo(),
            len(self.session.log),
            controller.arrangement.mode,
            tuple(controller.arrangement.custom),
            controller.flow.shown_reveal,
            self.pacer.held_after,
            self._phone_prompt(),
            self.session.seats,
        )
        if signature != self._signature:
            self._signature = signature
            self.layout.bottom = controller.flow.facing
            scene = self._scene()
            self.table.rebuild(scene)
            self.panel.rebuild(scene)
        dialog_signature = (id(dialog), dialog.cursor if dialog else None,
                            dialog.body if dialog else None)
        if dialog_signature != self._dialog_signature:
            self._dialog_signature = dialog_signature
            self.dialogs.rebuild(dialog)
        log_signature = (self.log_reader.open, self.log_reader.back, len(self.session.log))
        if self.log_reader.open and log_signature != self._log_signature:
            self._log_signature = log_signature
            self.log_box.rebuild(self.log_reader.shown(), len(self.session.log),
                                 self.controller.key_labels["log"])

    def on_draw(self) -> None:
        self.clear()
        app_window(self).screen_map.use()
        self._refresh()
        self.table.draw()
        self.panel.draw()
        self._draw_focus()
        if self.controller.flow.dialog is not None:
            self.dialogs.draw()
        if self.log_reader.open:
            self.log_box.draw()

    def _draw_focus(self) -> None:
        """The keyboard/gamepad cursor (hidden while the mouse is in use)."""
        if not self.keyboard_mode or self.controller.flow.dialog is not None:
            return
        controller = self.controller
        rect = None
        if controller.focus == "hand":
            xy = self.table.hand_xy
            if xy:
                x, y = xy[controller.hand_cursor % len(xy)]
                rect = card_rect(x, y, HAND_W + 6, HAND_H + 6)
        else:
            target = controller.focused_target()
            if target is not None and target[0] == "button":
                rect = self.panel.button_rect_of(target[1])
            elif target is not None:
                rect = self.table.target_rect(target)
        if rect is not None:
            draw_focus(rect, self.clock, steady=self.table.reduced)

    # ----- screens -------------------------------------------------------------------

    def pause(self) -> None:
        from candy_arcade.views.pause import PauseView

        self.window.show_view(PauseView(self))

    def show_game_over(self) -> None:
        from candy_arcade.views.canasta.game_over import CanastaGameOverView

        self.leave()
        if self.session.on_change is not None:
            CANASTA_SLOT.delete()
        self.window.show_view(CanastaGameOverView(self.session))

    # ----- keyboard ------------------------------------------------------------------

    def on_key_press(self, symbol: int, modifiers: int) -> bool | None:
        if self.log_reader.key(symbol):
            return True
        dialog = self.controller.flow.dialog
        if dialog is not None:
            return self._dialog_key(symbol)
        if symbol != arcade.key.ESCAPE and self.pacer.release():
            return True
        controller = self.controller
        if symbol == arcade.key.ESCAPE:
            self.pause()
        elif symbol in ARROWS:
            self.keyboard_mode = True
            controller.move(*ARROWS[symbol])
        elif symbol == arcade.key.SPACE:
            self.keyboard_mode = True
            controller.select_at_cursor()
        elif symbol == arcade.key.Z and modifiers & arcade.key.MOD_CTRL:
            controller.command("undo")
        elif symbol in self.key_commands:
            controller.command(self.key_commands[symbol])
        else:
            return None
        return True

    def _dialog_key(self, symbol: int) -> bool | None:
        dialog = self.controller.flow.dialog
        assert dialog is not None
        if symbol in ARROWS:
            dx, dy = ARROWS[symbol]
            dialog.move(dx, -dy)
        elif symbol in (
            arcade.key.ENTER,
            arcade.key.RETURN,
            arcade.key.SPACE,
            arcade.key.NUM_ENTER,
        ):
            dialog.choose()
        elif symbol in (arcade.key.ESCAPE, arcade.key.BACKSPACE, arcade.key.TAB):
            if not dialog.cancel() and symbol == arcade.key.ESCAPE:
                self.pause()
        else:
            return None
        return True

    # ----- gamepad ---------------------------------------------------------------------

    def on_menu_command(self, command: str) -> None:
        """Every pad button beyond the stick arrives here from the input hub: d-pad, A
        (select), B (back), Start (pause), and the table commands of
        :data:`~candy_arcade.input.canasta_keys.PAD_COMMANDS` (shoulders, X, Y, Back)."""
        self.keyboard_mode = True
        if self.log_reader.pad(command):
            return
        dialog = self.controller.flow.dialog
        if dialog is None and command != "pause" and self.pacer.release():
            return
        moves = {"up": (0, 1), "down": (0, -1), "left": (-1, 0), "right": (1, 0)}
        if command == "pause":
            self.pause()
        elif dialog is not None:
            if command in moves:
                dx, dy = moves[command]
                dialog.move(dx, -dy)
            elif command == "select":
                dialog.choose()
            elif command == "back":
                dialog.cancel()
        elif command in moves:
            self.controller.move(*moves[command])
        elif command == "select":
            self.controller.select_at_cursor()
        elif command == "back":
            self.controller.clear()
        elif command in canasta_keys.PAD_COMMANDS:
            self.pad_command(canasta_keys.PAD_COMMANDS[command])

    def pad_command(self, command: str) -> None:
        """LB means the meld side of a turn: take the pile at its start, meld after it."""
        if command == "play_meld_side":
            phase = self.session.state.phase
            self.controller.command("take" if phase is Phase.DRAW else "meld")
        else:
            self.controller.command(command)

    # ----- mouse -------------------------------------------------------------------------

    def _logical(self, x: float, y: float) -> tuple[float, float]:
        return app_window(self).to_logical(x, y)

    def on_mouse_motion(self, x: int, y: int, dx: int, dy: int) -> None:
        self.keyboard_mode = False
        dialog = self.controller.flow.dialog
        if dialog is not None:
            index = self.dialogs.choice_at(*self._logical(x, y))
            if index is not None:
                dialog.cursor = index

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> None:
        self.keyboard_mode = False
        lx, ly = self._logical(x, y)
        if self.log_reader.open:
            if not LOG_BOX.contains(lx, ly):
                self.log_reader.toggle()
            return
        dialog = self.controller.flow.dialog
        if dialog is None and self.pacer.release():
            return
        if dialog is not None:
            index = self.dialogs.choice_at(lx, ly)
            if index is not None:
                dialog.choose(index)
            elif len(dialog.choices) == 1 and not dialog.cancellable:
                dialog.choose(0)
            return
        if button == arcade.MOUSE_BUTTON_RIGHT:
            self.controller.clear()
            return
        command = self.panel.button_at(lx, ly)
        if command is not None:
            self.controller.command(command)
            return
        index = self.table.hand_index_at(lx, ly)
        if index is not None and not self.controller.flow.spectating:
            card = self.table.hand_cards[index]
            self.controller.hand_cursor = index
            if self.clicks.double(card, self.clock):
                self.controller.quick_play(card)
                return
            selection = self.controller.selection
            cards = list(selection) if card in selection else [card]
            self.drag = Drag(card, (lx, ly), cards)
            return
        target = self.table.target_at(lx, ly)
        if target is not None:
            self.controller.activate(target)

    def on_mouse_scroll(self, x: int, y: int, scroll_x: float, scroll_y: float) -> None:
        self.log_reader.wheel(scroll_y)

    def on_mouse_drag(self, x: int, y: int, dx: int, dy: int, buttons: int, modifiers: int) -> None:
        drag = self.drag
        if drag is None:
            return
        lx, ly = self._logical(x, y)
        if not drag.moved and math.dist((lx, ly), drag.start) < DRAG_START:
            return
        drag.moved = True
        self.table.cards.hold(drag.cards, lx, ly)

    def on_mouse_release(self, x: int, y: int, button: int, modifiers: int) -> None:
        drag, self.drag = self.drag, None
        if drag is None:
            return
        if not drag.moved:
            self.controller.toggle(drag.card)
            return
        lx, ly = self._logical(x, y)
        if HAND_AREA.contains(lx, ly):
            xs = [x for card, (x, _) in zip(self.table.hand_cards, self.table.hand_xy,
                                            strict=True) if card not in drag.cards]
            self.controller.reorder(drag.cards, insertion_index(xs, lx))
        else:
            target = self.table.target_at(lx, ly)
            if target is not None:
                self.controller.drop(drag.cards, target)
        self._signature = None
