"""Who plays: each device joins by pressing a button; bots fill seats on request.

Mouse: click anywhere free. A keyboard zone: its grab key (Q, Right Ctrl by default;
the help names the player's own bindings). A gamepad: A or Start; half a gamepad: its
shoulder button, LB or RB (:mod:`candy_arcade.input.pad_half`). The drop button (E,
Right Shift, right click, B, a half's trigger) leaves. Tab adds a bot, Backspace removes one, 1-8
changes a bot's difficulty, so one player can fill the table with bots of their
choosing. For I Want Candy! a row of chips switches the ten variants (F1-F10, a click,
or a pad's d-pad and A); the level's own variants start switched on, and the scoring
chart opens on its button, a keyboard zone's chart key or a pad's Back; any key, click
or button closes it (and does nothing else). How to play (H, its button, or a pad's X)
opens the mode's rules and comes back here. New bots come at the player's level on the
bot ladder (easy in a first game); after two wins in a row against it, a banner suggests
the next level (:mod:`candy_arcade.views.bot_ladder`).

Each seat keeps its player number and colour while others come and go (a newcomer
takes the lowest free one), and after a match the lobby opens again with the match's
seats, devices, bots and options, so nobody has to join again.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass

import arcade

from candy_arcade.core.rng import new_seed
from candy_arcade.core.seats import DIFFICULTIES, Difficulty, SeatSpec, as_difficulty
from candy_arcade.input.hub import ANY_DEVICE, InputHub
from candy_arcade.input.keyboard import key_code, key_label
from candy_arcade.input.phone_ids import is_phone_id
from candy_arcade.levels.loader import default_level_for
from candy_arcade.levels.spec import LevelSpec
from candy_arcade.mode_options import CandyOptions, ModeOptions, PinataOptions
from candy_arcade.modes import mode_info
from candy_arcade.phones.device import PhoneDevice
from candy_arcade.phones.phone_views import seat_view
from candy_arcade.phones.server import SWITCHED_OFF
from candy_arcade.render.logical_screen import LOGICAL_HEIGHT, LOGICAL_WIDTH
from candy_arcade.render.player_look import player_looks
from candy_arcade.render.scoring_chart import ScoringChart, shared_chart
from candy_arcade.render.text_fit import fit_width
from candy_arcade.render.theme import (
    BAD,
    BODY_FONT,
    HIGHLIGHT,
    PANEL,
    PANEL_LIGHT,
    TEXT,
    TEXT_DIM,
)
from candy_arcade.setup import GameSetup, SeatAssignment
from candy_arcade.views import navigation
from candy_arcade.views.bot_ladder import LadderOffer
from candy_arcade.views.candy_variant_chips import VariantChips
from candy_arcade.views.phone_panel import PhonePanel
from candy_arcade.views.window_access import app_window

TIMERS = (30, 45, 60, 90, 120, 180)
CARD_W, CARD_H = 290, 120
CHIPS_TOP = 282
CHART_RECT = (40.0, 70.0, 1200.0, 630.0)
CHART_KEYS = ("left_chart", "right_chart")
RULES_BUTTON_RECT = (LOGICAL_WIDTH - 230, LOGICAL_WIDTH - 30, LOGICAL_HEIGHT - 66,
                     LOGICAL_HEIGHT - 22)
PHONES_BUTTON_RECT = (30, 230, LOGICAL_HEIGHT - 66, LOGICAL_HEIGHT - 22)


@dataclass
class LobbySeat:
    spec: SeatSpec
    device_id: str | None = None
    slot: int = 0
    """The player's number less one, and their colour: where the seat's card stands."""


BUTTON_FONT = 14
BUTTON_PADDING = 10
"""Room left and right of a button's words, so they never touch its edge."""


@dataclass
class LobbyButton:
    label: str
    key_hint: str
    action: Callable[[], None]
    rect: tuple[float, float, float, float]
    text: arcade.Text | None = None


class LobbyView(arcade.View):
    uses_shoulders = True
    """LB and RB join a pad's halves here: they never confirm a chip."""

    def __init__(
        self, mode: str, level: LevelSpec | None = None, previous: GameSetup | None = None
    ) -> None:
        """``previous`` is the match just played: its table, seats and options come back."""
        super().__init__()
        self.mode = mode
        self.info = mode_info(mode)
        self.level = previous.level if previous is not None else level or default_level_for(mode)
        seat_range = self.info.seats_at(self.level)
        self.min_seats, self.max_seats = seat_range.fewest, seat_range.most
        self.seats: list[LobbySeat] = [] if previous is None else seats_of(previous)
        self.timer_seconds = self.level.timer_seconds
        self.has_timer: bool = self.info.level_rules.has_timer
        first = self.info.options_for_level(self.level)
        if previous is not None and previous.options is not None:
            first = previous.options
        self.has_youngest = isinstance(first, PinataOptions)
        """Each control edits one field of the mode's options: the youngest toggle is
        Piñata Blast's, the variant chips are I Want Candy!'s."""
        self.youngest = isinstance(first, PinataOptions) and first.youngest
        self.message = ""
        self.looks = player_looks(8)
        self.title = arcade.Text(
            self.info.title,
            LOGICAL_WIDTH / 2,
            LOGICAL_HEIGHT - 44,
            HIGHLIGHT,
            32,
            anchor_x="center",
            anchor_y="center",
            font_name=BODY_FONT,
            bold=True,
        )
        self.help = arcade.Text(
            "",
            LOGICAL_WIDTH / 2,
            LOGICAL_HEIGHT - 86,
            TEXT,
            13,
            anchor_x="center",
            anchor_y="center",
            font_name=BODY_FONT,
        )
        self.status = arcade.Text(
            "",
            LOGICAL_WIDTH / 2,
            LOGICAL_HEIGHT - 110,
            TEXT_DIM,
            12,
            anchor_x="center",
            anchor_y="center",
            font_name=BODY_FONT,
        )
        self.message_text = arcade.Text(
            "",
            LOGICAL_WIDTH / 2,
            112,
            BAD,
            14,
            anchor_x="center",
            anchor_y="center",
            font_name=BODY_FONT,
        )
        self.chips = (
            VariantChips(first.variants, CHIPS_TOP) if isinstance(first, CandyOptions) else None
        )
        self.seat_texts: list[list[arcade.Text]] = []
        self.chart: ScoringChart | None = None
        """The scoring chart while it is open (I Want Candy! only)."""
        self.chart_closing = arcade.Text(
            "Any key, click or button closes the chart",
            LOGICAL_WIDTH / 2,
            36,
            TEXT_DIM,
            16,
            anchor_x="center",
            anchor_y="center",
            font_name=BODY_FONT,
        )
        self.buttons = [
            *self._make_buttons(),
            self._rules_button(),
            LobbyButton("Phones", "P", self.switch_phones, PHONES_BUTTON_RECT),
        ]
        self.phone_panel: PhonePanel | None = None
        """How to join with a phone, while it shows (phones on)."""
        self.ladder = LadderOffer(mode, self.relevel_bots)
        self._dirty = True

    @property
    def hub(self) -> InputHub:
        return app_window(self).input_hub

    def _make_buttons(self) -> list[LobbyButton]:
        specs: list[tuple[str, str, Callable[[], None]]] = [
            ("Add bot", "Tab", self.add_bot),
            ("Remove bot", "Bksp", self.remove_bot),
        ]
        if self.has_timer:
            specs.append(("Timer", "T", self.cycle_timer))
        if self.has_youngest:
            specs.append(("Youngest", "Y", self.toggle_youngest))
        if self.chips is not None:
            chart_key = key_label(app_window(self).settings.keys[CHART_KEYS[0]])
            specs.append(("Scoring chart", chart_key, self.open_chart))
        specs += [("Start", "Enter", self.start), ("Back", "Esc", self.back)]
        width = 200
        gap = min(16, (LOGICAL_WIDTH - 40 - len(specs) * width) / (len(specs) - 1))
        total = len(specs) * width + (len(specs) - 1) * gap
        left = LOGICAL_WIDTH / 2 - total / 2
        buttons = []
        for number, (label, hint, action) in enumerate(specs):
            x = left + number * (width + gap)
            buttons.append(LobbyButton(label, hint, action, (x, x + width, 30, 84)))
        return buttons

    def _rules_button(self) -> LobbyButton:
        """How to play sits in the top corner, apart from the row of table buttons."""
        return LobbyButton("How to play", "H", self.show_rules, RULES_BUTTON_RECT)

    def switch_phones(self) -> None:
        """P: phones on (a new room, its panel shown), the panel again when closed,
        phones off (their seats empty) when it shows."""
        window = app_window(self)
        if window.phones is None:
            try:
                self.phone_panel = PhonePanel(window.switch_phones_on())
            except OSError as error:
                self.message = f"Phones could not be switched on: {error.strerror or error}"
        elif self.phone_panel is None:
            self.phone_panel = PhonePanel(window.phones)
        else:
            self.phone_panel = None
            self.seats = [seat for seat in self.seats if not is_phone_id(seat.device_id)]
            window.switch_phones_off(SWITCHED_OFF)
        self._changed()

    def close_phone_panel(self) -> None:
        self.phone_panel = None

    def _show_phones(self) -> None:
        """Each seated phone shows its seat; a phone left without one is told why."""
        seated = {seat.device_id: seat for seat in self.seats}
        for device in self.hub.devices.values():
            if not isinstance(device, PhoneDevice):
                continue
            seat = seated.get(device.device_id)
            if seat is None:
                device.show({"screen": "wait", "note": "No seat for you: the table is full."})
            else:
                note = "You're in. The game starts from the big screen."
                device.show(seat_view(seat.slot, device.player_name, "lobby", note))

    def on_show_view(self) -> None:
        self.hub.clear_edges()
        self.status.text = f"Gamepads: {self.hub.gamepad_status}"
        self.help.text = join_help(app_window(self).settings.keys)

    def add_bot(self) -> None:
        if len(self.seats) >= self.max_seats:
            self.message = f"The table is full ({self.max_seats} seats)"
            return
        settings = app_window(self).settings
        difficulty = self.ladder.level or as_difficulty(settings.default_difficulty)
        self._seat(LobbySeat(SeatSpec(is_bot=True, difficulty=difficulty)))
        self._changed()

    def _seat(self, seat: LobbySeat) -> None:
        """Seat a newcomer in the lowest free slot (the others keep theirs)."""
        taken = {other.slot for other in self.seats}
        seat.slot = min(slot for slot in range(self.max_seats) if slot not in taken)
        self.seats.append(seat)
        self.seats.sort(key=lambda other: other.slot)

    def remove_bot(self) -> None:
        for index in range(len(self.seats) - 1, -1, -1):
            if self.seats[index].spec.is_bot:
                del self.seats[index]
                self._changed()
                return
        self.message = "No bot to remove"

    def cycle_timer(self) -> None:
        self.timer_seconds = TIMERS[(TIMERS.index(self.timer_seconds) + 1) % len(TIMERS)]
        self._changed()

    def toggle_youngest(self) -> None:
        """Piñata Blast's option for the youngest players: no points, no rotten die."""
        self.youngest = not self.youngest
        self._changed()

    def open_chart(self) -> None:
        self.chart = shared_chart(*CHART_RECT)

    def close_chart(self) -> None:
        """Back to the lobby; the press that closed the chart is forgotten, so it does
        not also join, leave or start."""
        self.chart = None
        self.hub.clear_edges()

    def cycle_difficulty(self, slot: int) -> None:
        """The next difficulty for the bot numbered ``slot + 1``."""
        for seat in self.seats:
            if seat.slot == slot and seat.spec.is_bot:
                current = seat.spec.difficulty
                following = DIFFICULTIES[(DIFFICULTIES.index(current) + 1) % len(DIFFICULTIES)]
                seat.spec = SeatSpec(is_bot=True, difficulty=following)
                self._changed()

    def relevel_bots(self, level: Difficulty) -> None:
        """Every bot seated plays at ``level`` (the suggestion of the next was taken)."""
        for seat in self.seats:
            if seat.spec.is_bot:
                seat.spec = SeatSpec(is_bot=True, difficulty=level)
        self._changed()

    def join(self, device_id: str) -> None:
        """Seat the device's player, unless it or a device sharing its buttons (a whole
        pad and one of its halves) already plays: one press must move one hand."""
        clash = self.hub.clash(device_id, [seat.device_id for seat in self.seats])
        if clash == device_id:
            return
        if clash is not None:
            self.message = split_refusal(self.hub.devices[device_id].is_part)
            app_window(self).sounds.play("refuse")
            return
        if len(self.seats) >= self.max_seats:
            self.message = f"The table is full ({self.max_seats} seats)"
            return
        self._seat(LobbySeat(SeatSpec(is_bot=False), device_id))
        app_window(self).sounds.play("click")
        self._changed()

    def leave(self, device_id: str) -> None:
        self.seats = [seat for seat in self.seats if seat.device_id != device_id]
        self._changed()

    def _changed(self) -> None:
        self.message = ""
        self._dirty = True

    def setup(self) -> GameSetup:
        level = dataclasses.replace(self.level, timer_seconds=self.timer_seconds)
        assignments = []
        humans = sum(not seat.spec.is_bot for seat in self.seats)
        for seat in self.seats:
            number = seat.slot + 1
            name = f"Bot {number}" if seat.spec.is_bot else f"Player {number}"
            device = seat.device_id
            phone = self.hub.devices.get(device or "")
            if isinstance(phone, PhoneDevice):
                name = phone.player_name
            alone = humans == 1 and self.info.solo_steers_with_any_device
            if alone and not seat.spec.is_bot and not isinstance(phone, PhoneDevice):
                device = ANY_DEVICE  # playing alone: every device steers your hand
            joined_with = seat.device_id if device != seat.device_id else None
            assignments.append(SeatAssignment(seat.spec, device, name, seat.slot, joined_with))
        return GameSetup(self.mode, level, new_seed(), tuple(assignments), self.options())

    def options(self) -> ModeOptions:
        """The mode's options as the controls now stand."""
        if self.chips is not None:
            return CandyOptions(frozenset(self.chips.chosen))
        if self.has_youngest:
            return PinataOptions(youngest=self.youngest)
        return self.info.options_for_level(self.level)

    def start(self) -> None:
        if len(self.seats) < self.min_seats:
            self.message = f"{self.info.title} needs at least {self.min_seats} players"
            app_window(self).sounds.play("refuse")
            return
        navigation.start_game(self.window, self.setup())

    def back(self) -> None:
        navigation.show_level_select(self.window, self.mode)

    def show_rules(self) -> None:
        """How to play this mode; Esc there comes back to this lobby as it stands."""
        navigation.show_rules(self.window, self, self.mode)

    def on_menu_command(self, command: str) -> None:
        """A gamepad's d-pad and A reach the variant chips (joining stays on A/Start);
        Back opens the scoring chart, and any button closes it; its X opens how to play."""
        if self.chart is not None:
            self.close_chart()
        elif self.ladder.menu_command(self.window, command):
            return
        elif command == "extra":
            self.show_rules()
        elif self.chips is not None:
            if command == "view":
                self.open_chart()
            else:
                self.chips.menu_command(command)

    def on_update(self, delta_time: float) -> None:
        if self.chart is None:
            self._take_presses()
        self._show_phones()

    def _take_presses(self) -> None:
        leaving = self.hub.take_leaves()
        for device_id in leaving:
            self.leave(device_id)
        for device_id in self.hub.take_joins():
            if device_id not in leaving:
                self.join(device_id)
        seated = [seat.device_id for seat in self.seats]
        for device_id in self.hub.take_pauses():
            if self.hub.clash(device_id, seated) is not None:
                self.start()

    def _device_label(self, seat: LobbySeat) -> str:
        if seat.spec.is_bot:
            return f"Bot — {seat.spec.difficulty} (press its number to change)"
        device = self.hub.devices.get(seat.device_id or "")
        if device is None:
            return seat.device_id or "?"
        if isinstance(device, PhoneDevice):
            away = "" if device.connected else " (away: reconnecting)"
            return f"{device.player_name}'s phone{away}"
        grab, drop = device.button_names()
        return f"{device.label} — {grab} grab, {drop} drop"

    def _seat_rect(self, index: int) -> tuple[float, float, float, float]:
        column, row = index % 4, index // 4
        left = 30 + column * (CARD_W + 16)
        top = LOGICAL_HEIGHT - 140 - row * (CARD_H + 20)
        return left, left + CARD_W, top - CARD_H, top

    def _rebuild_texts(self) -> None:
        phones = app_window(self).phones
        self.status.text = f"Gamepads: {self.hub.gamepad_status}" + (
            f"  ·  Phones: open {phones.site} and type {phones.code}" if phones else ""
        )
        self.seat_texts = []
        for seat in self.seats:
            left, _, bottom, top = self._seat_rect(seat.slot)
            look = self.looks[seat.slot]
            kind = "Bot" if seat.spec.is_bot else "Player"
            title = f"{seat.slot + 1}. {kind} {seat.slot + 1}"
            phone = self.hub.devices.get(seat.device_id or "")
            if isinstance(phone, PhoneDevice):
                title = f"{seat.slot + 1}. {phone.player_name}"
            self.seat_texts.append(
                [
                    arcade.Text(
                        title,
                        left + 64,
                        top - 30,
                        look.text_colour,
                        17,
                        anchor_y="center",
                        font_name=BODY_FONT,
                        bold=True,
                    ),
                    arcade.Text(
                        self._device_label(seat),
                        left + 12,
                        bottom + 34,
                        TEXT,
                        11,
                        width=CARD_W - 24,
                        multiline=True,
                        font_name=BODY_FONT,
                    ),
                ]
            )
        for button in self.buttons:
            label = button.label
            if button.label == "Timer":
                label = f"Timer {self.timer_seconds} s"
            elif button.label == "Youngest":
                label = f"Youngest: {'on' if self.youngest else 'off'}"
            elif button.label == "Phones":
                label = f"Phones: {'off' if app_window(self).phones is None else 'on'}"
            left, right, bottom, top = button.rect
            button.text = arcade.Text(
                f"{label}  [{button.key_hint}]",
                (left + right) / 2,
                (bottom + top) / 2,
                TEXT,
                BUTTON_FONT,
                anchor_x="center",
                anchor_y="center",
                font_name=BODY_FONT,
            )
            fit_width(button.text, right - left - 2 * BUTTON_PADDING, BUTTON_FONT)
        self._dirty = False

    def on_draw(self) -> None:
        self.clear()
        app_window(self).screen_map.use()
        if self.chart is not None:
            self.chart.draw()
            self.chart_closing.draw()
            return
        if self._dirty:
            self._rebuild_texts()
        self.title.draw()
        self.help.draw()
        self.status.draw()
        seated = {seat.slot: texts for seat, texts in zip(self.seats, self.seat_texts, strict=True)}
        for slot in range(self.max_seats):
            left, right, bottom, top = self._seat_rect(slot)
            if slot in seated:
                look = self.looks[slot]
                arcade.draw_lrbt_rectangle_filled(left, right, bottom, top, PANEL_LIGHT)
                arcade.draw_lrbt_rectangle_outline(left, right, bottom, top, look.colour, 3)
                arcade.draw_texture_rect(look.palm_open, arcade.XYWH(left + 34, top - 32, 44, 44))
                for text in seated[slot]:
                    text.draw()
            else:
                arcade.draw_lrbt_rectangle_outline(left, right, bottom, top, PANEL, 2)
        if self.chips is not None:
            self.chips.draw()
        for button in self.buttons:
            left, right, bottom, top = button.rect
            arcade.draw_lrbt_rectangle_filled(left, right, bottom, top, PANEL_LIGHT)
            if button.text is not None:
                button.text.draw()
        self.ladder.draw()
        if self.message:
            self.message_text.text = self.message
            self.message_text.draw()
        if self.phone_panel is not None:
            self.phone_panel.draw()

    def on_key_press(self, symbol: int, modifiers: int) -> bool | None:
        if self.chart is not None:
            self.close_chart()
            return True
        if self.phone_panel is not None and symbol != arcade.key.P:
            self.close_phone_panel()
            return True
        if self.ladder.key(self.window, symbol):
            self._changed()
            return True
        actions = {
            arcade.key.TAB: self.add_bot,
            arcade.key.BACKSPACE: self.remove_bot,
            arcade.key.ENTER: self.start,
            arcade.key.RETURN: self.start,
            arcade.key.ESCAPE: self.back,
            arcade.key.H: self.show_rules,
            arcade.key.P: self.switch_phones,
        }
        if self.has_timer:
            actions[arcade.key.T] = self.cycle_timer
        if self.has_youngest:
            actions[arcade.key.Y] = self.toggle_youngest
        if symbol in actions:
            actions[symbol]()
            return True
        if self.chips is not None and self.chips.key(symbol):
            return True
        keys = app_window(self).settings.keys
        if self.chips is not None and symbol in {key_code(keys[name]) for name in CHART_KEYS}:
            self.open_chart()
            return True
        if arcade.key.KEY_1 <= symbol <= arcade.key.KEY_8:
            self.cycle_difficulty(symbol - arcade.key.KEY_1)
            return True
        return True if self.hub.key_press(symbol) else None

    def on_key_release(self, symbol: int, modifiers: int) -> None:
        self.hub.key_release(symbol)

    def on_mouse_motion(self, x: int, y: int, dx: int, dy: int) -> None:
        if self.chips is not None:
            self.chips.hover(*app_window(self).to_logical(x, y))

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> None:
        if self.chart is not None:
            self.close_chart()
            return
        if self.phone_panel is not None:
            self.close_phone_panel()
            return
        lx, ly = app_window(self).to_logical(x, y)
        if self.ladder.click(self.window, lx, ly):
            return
        for lobby_button in self.buttons:
            left, right, bottom, top = lobby_button.rect
            if left <= lx <= right and bottom <= ly <= top:
                lobby_button.action()
                return
        if self.chips is not None:
            chip = self.chips.chip_at(lx, ly)
            if chip is not None:
                self.chips.toggle(chip)
                return
        for seat in self.seats:
            left, right, bottom, top = self._seat_rect(seat.slot)
            if left <= lx <= right and bottom <= ly <= top and seat.spec.is_bot:
                self.cycle_difficulty(seat.slot)
                return
        self.hub.mouse_press(lx, ly, button)


def seats_of(setup: GameSetup) -> list[LobbySeat]:
    """The lobby seats a match was played from: each on the device that joined it, in
    its slot."""
    return [
        LobbySeat(seat.spec, seat.joined_with or seat.device_id, seat.look_slot(place))
        for place, seat in enumerate(setup.seats)
    ]


def join_help(keys: dict[str, str]) -> str:
    """How each device joins, naming the keyboard zones' own grab keys (their drop key
    means "leave" here, so it never joins)."""
    left, right = key_label(keys["left_grab"]), key_label(keys["right_grab"])
    return (
        f"Join: click (mouse) · {left} (keys left) · {right} (keys right)"
        " · A or Start (gamepad) · LB or RB (half a gamepad).  Leave: your drop button."
    )


def split_refusal(half: bool) -> str:
    """Why a pad (or a ``half``) cannot join while the pad, or a half of it, plays."""
    if half:
        return "This pad already plays whole: its player leaves (B) before a half joins"
    return "This pad already plays in halves: press LB or RB to join a half instead"
