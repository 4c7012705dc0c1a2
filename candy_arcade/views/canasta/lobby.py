"""The Canasta lobby: a menu, not a device join. Hot-seat players share the mouse,
keyboard and pads, so each seat is simply set to a human or a bot of some difficulty,
or to a phone: phones are then switched on, the QR code and the room code show beside
the menu, and at the table each Phone seat waits for the next phone to join.
No seat is ever given half a pad: a pad plays Canasta whole (its menus still answer
either half's d-pad or stick, shoulder and trigger), and the subtitle says so.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import arcade

from candy_arcade.core.rng import new_seed
from candy_arcade.core.seats import DIFFICULTIES, SeatSpec, as_difficulty
from candy_arcade.input.phone_ids import phone_id
from candy_arcade.levels.loader import load_default_level
from candy_arcade.lobby_memory import (
    CanastaChoices,
    load_lobby_memory,
    lobby_memory_path,
    save_lobby_memory,
)
from candy_arcade.mode_options import CanastaOptions
from candy_arcade.phones.device import PhoneDevice
from candy_arcade.phones.server import SWITCHED_OFF
from candy_arcade.phones.service import Phones
from candy_arcade.render.canasta.names import MODE_TITLE, table_title
from candy_arcade.render.logical_screen import LOGICAL_HEIGHT, LOGICAL_WIDTH
from candy_arcade.render.theme import BAD, BODY_FONT, TEXT_DIM
from candy_arcade.rules.canasta.decks import CLASSIC, HECKADECK
from candy_arcade.rules.canasta.settings import DEFAULT_TARGET, STANDARD, Settings
from candy_arcade.setup import GameSetup, SeatAssignment
from candy_arcade.views import navigation
from candy_arcade.views.canasta.options import TARGETS, compass_names
from candy_arcade.views.canasta.phone_join import PhoneJoinCorner
from candy_arcade.views.canasta.phone_view import canasta_seat
from candy_arcade.views.canasta.variant_choice import (
    VARIANT_CHOICES,
    target_after,
    variant_line,
    variant_named,
)
from candy_arcade.views.menu import MenuItem, MenuView
from candy_arcade.views.window_access import game_window

HUMAN = "Human"
PHONE = "Phone"
SEAT_CHOICES = (HUMAN, *(f"Bot ({d})" for d in DIFFICULTIES), PHONE)
DECKS = {"Heckadeck": HECKADECK, "Classic": CLASSIC}
CANASTA_SUBTITLE = (
    "Seats, deck, variant, target, then Start. A gamepad plays Canasta whole, never in halves."
)
"""Canasta takes turns at one table with the mouse, keys or a whole pad: half a pad (the
real-time tables' way to share one) is not offered here, and a pad works whole."""
ITEM_HEIGHT, ITEM_GAP, FIRST_TOP = 32, 3, LOGICAL_HEIGHT - 186
"""The rows start 6 px nearer the subtitle than they did, so the Variant line's room
leaves Back as far above the keys' help as Players is under the subtitle."""
NOTE_ROOM = 28
"""Room under the Variant row for its line saying what the variant changes: the line
(18 px high) clear of the rows above and below, which 20 px let it touch. More room
(a second line) would push Back onto the keys' help at four players."""
NOTE_SIZE = 11
"""Samba's line with the Heckadeck is 607 px at 11 points, inside the 640 px rows
(654 px at 12 points ran past their edges)."""
ITEM_WIDTH = 640
"""Room for the longest seat: ``South (South & North):  < Bot (normal) >``."""
PROBLEM_SIZE = 13
NO_PHONE_SEAT = "No seat for you yet: on the big screen, set a seat to Phone."
SHOWN_NAME_LENGTH = 7
"""A joined phone's name on its seat, cut to this many characters (and "…"): the
longest seat line stays inside its item with a name of 16 wide letters."""


@dataclass
class SeatItem(MenuItem):
    """A seat's choice, with the name typed on the phone that joined for a Phone seat:
    ``South (South & North):  < Phone (Ana) >``."""

    joined: Callable[[], str | None] = lambda: None

    def display(self) -> str:
        name = self.joined()
        if name is None or self.current is None:
            return super().display()
        if len(name) > SHOWN_NAME_LENGTH:
            name = name[: SHOWN_NAME_LENGTH - 1] + "…"
        return f"{self.label}:  < {self.current()} ({name}) >"


class CanastaLobbyView(MenuView):
    def __init__(
        self, default_difficulty: str = "normal", previous: GameSetup | None = None
    ) -> None:
        """``previous`` is the game just played: its seats and options come back."""
        super().__init__(MODE_TITLE, CANASTA_SUBTITLE)
        level = default_difficulty if default_difficulty in DIFFICULTIES else "normal"
        self.bots_setting = level
        self.bot = f"Bot ({level})"
        """A new bot seat's kind: the settings' Canasta bots level."""
        self.players = 4
        self.seats = [HUMAN, self.bot, self.bot, self.bot]
        self.deck = "Heckadeck"
        self.wheel = "in"
        self.target = str(DEFAULT_TARGET)
        self.ask_partner = "off"
        self.variant = STANDARD
        self.variant_note = arcade.Text("", LOGICAL_WIDTH / 2, 0, TEXT_DIM, NOTE_SIZE,
                                        anchor_x="center", anchor_y="center",
                                        font_name=BODY_FONT)
        self.phone_corner: PhoneJoinCorner | None = None
        self.phone_corner_for: Phones | None = None
        """The phones the corner shows (a new room when they go on again)."""
        if previous is not None:
            self._take(previous.seats, previous.options_as(CanastaOptions))
        else:
            self._remember()
        self._rebuild()

    def _remember(self) -> None:
        """Last game's choices from the lobby's memory; a bot level chosen in the
        settings since then applies to its bots. A value that could not be used is
        said in the subtitle's place."""
        bot = SeatSpec(True, as_difficulty(self.bots_setting))
        remembered = load_lobby_memory(TARGETS, (SeatSpec(False), bot, bot, bot))
        if remembered.problem:
            self.subtitle_text.text = remembered.problem
            self.subtitle_text.color = BAD
            self.subtitle_text.font_size = PROBLEM_SIZE
        choices = remembered.choices
        if choices is None:
            return
        seats = choices.seats
        if choices.bots_setting != self.bots_setting:
            seats = tuple(bot if seat.is_bot else seat for seat in seats)
        self._take(seats, choices.options)

    def _take(self, seats: Sequence[SeatAssignment | SeatSpec], options: CanastaOptions) -> None:
        """The seats and options of an earlier game, as this menu's choices."""
        specs = [seat.spec if isinstance(seat, SeatAssignment) else seat for seat in seats]
        self.players = len(specs)
        self.seats = [
            f"Bot ({spec.difficulty})" if spec.is_bot else PHONE if spec.phone else HUMAN
            for spec in specs
        ]
        self.deck = next(name for name, deck in DECKS.items() if deck == options.deck)
        self.wheel = "in" if options.wheel else "out"
        self.target = str(options.target)
        self.ask_partner = "on" if options.ask_partner else "off"
        self.variant = options.variant

    def seat_label(self, index: int) -> str:
        """The seat as the table names it, with its side's name when partners play:
        ``South (South & North)``. The first human sits South."""
        compass = compass_names([seat not in (HUMAN, PHONE) for seat in self.seats])
        partner = Settings(players=self.players).partner_of(index)
        if partner is None:
            return compass[index]
        return f"{compass[index]} ({compass[min(index, partner)]} & {compass[max(index, partner)]})"

    def _seat_item(self, index: int) -> MenuItem:
        def choose(value: str) -> None:
            self.seats[index] = value
            self._phones_for_seats()
            self._rebuild()

        return SeatItem(
            self.seat_label(index), choices=SEAT_CHOICES,
            current=lambda: self.seats[index], choose=choose,
            joined=lambda: self._joined_name(index),
        )

    def _phone_seats(self) -> dict[str, int]:
        """Each Phone seat's phone (the first Phone seat waits for ``phone-1``...), as
        :meth:`setup` gives them out."""
        seats = [index for index, choice in enumerate(self.seats) if choice == PHONE]
        return {phone_id(number): index for number, index in enumerate(seats, start=1)}

    def _joined_phones(self) -> dict[str, PhoneDevice]:
        """The phones in the room now, by device id (a phone that dropped is not)."""
        devices = game_window(self.window).input_hub.devices.values()
        return {
            device.device_id: device
            for device in devices
            if isinstance(device, PhoneDevice) and device.connected
        }

    def _joined_name(self, index: int) -> str | None:
        """The name of the phone that joined for seat ``index``, if it is a Phone seat."""
        if self.window is None or self.seats[index] != PHONE:
            return None
        device_id = next(
            (device for device, seat in self._phone_seats().items() if seat == index), None
        )
        phone = self._joined_phones().get(device_id or "")
        return phone.player_name if phone is not None else None

    def on_update(self, delta_time: float) -> None:
        self._show_phones()

    def _show_phones(self) -> None:
        """Each joined phone shows its seat (colour, compass and name) as soon as it
        joins; a phone with no Phone seat is told so. A new phone takes the first Phone
        seat without one."""
        window = game_window(self.window)
        if window.phones is None:
            return
        seats = self._phone_seats()
        joined = self._joined_phones()
        window.phones.room.wait_for([device for device in seats if device not in joined])
        for device_id, phone in joined.items():
            index = seats.get(device_id)
            if index is None:
                phone.show({"screen": "wait", "note": NO_PHONE_SEAT})
                continue
            note = f"You're in: you sit {self.seat_label(index)}. Start is on the big screen."
            compass = compass_names([seat not in (HUMAN, PHONE) for seat in self.seats])[index]
            title = f"{compass} ({phone.player_name})"
            phone.show(canasta_seat(index, title, phone.player_name, "lobby", note))

    def _rebuild(self) -> None:
        self.title_text.text = table_title(DECKS[self.deck], self.variant)
        self.variant_note.text = variant_line(self.variant, DECKS[self.deck])
        items = [
            MenuItem("Players", choices=("2", "3", "4"), current=lambda: str(self.players),
                     choose=self.set_players),
            *(self._seat_item(i) for i in range(self.players)),
            MenuItem("Deck", choices=tuple(DECKS), current=lambda: self.deck,
                     choose=self.set_deck),
        ]
        if self.deck == "Heckadeck":
            items.append(MenuItem("Wheel", choices=("in", "out"), current=lambda: self.wheel,
                                  choose=lambda v: setattr(self, "wheel", v)))
        items.append(MenuItem("Variant", choices=VARIANT_CHOICES,
                              current=lambda: VARIANT_CHOICES[self._variant_index()],
                              choose=self.set_variant))
        items.append(MenuItem("Game to", choices=tuple(str(t) for t in TARGETS),
                              current=lambda: self.target,
                              choose=lambda v: setattr(self, "target", v)))
        if Settings(players=self.players).partner_of(0) is not None:
            items.append(MenuItem("Ask partner to go out", choices=("off", "on"),
                                  current=lambda: self.ask_partner,
                                  choose=lambda v: setattr(self, "ask_partner", v)))
        items += [
            MenuItem("Start", action=self.start),
            MenuItem("How to play", action=self.show_rules),
            MenuItem("Back", action=self.on_back),
        ]
        self.set_items(items)

    def set_players(self, value: str) -> None:
        self.players = int(value)
        while len(self.seats) < self.players:
            self.seats.append(self.seats[-1] if self.seats[-1] not in (HUMAN, PHONE) else self.bot)
        del self.seats[self.players:]
        self._phones_for_seats()
        self._rebuild()

    def on_show_view(self) -> None:
        self._phones_for_seats()

    def _phones_for_seats(self) -> None:
        """Phones on while a seat is a Phone seat (a new room each time they go on),
        off when none is; a port that cannot be served is said in the subtitle."""
        window = game_window(self.window)
        wanted = PHONE in self.seats
        if wanted and window.phones is None:
            try:
                window.switch_phones_on()
            except OSError as error:
                self.subtitle_text.text = f"Phones cannot be served: {error.strerror or error}"
                self.subtitle_text.color = BAD
        elif not wanted and window.phones is not None:
            window.switch_phones_off(SWITCHED_OFF)
        phones = window.phones
        if phones is None:
            self.phone_corner = None
        elif self.phone_corner is None or self.phone_corner_for is not phones:
            self.phone_corner = PhoneJoinCorner(phones)
            self.phone_corner_for = phones

    def draw_extra(self) -> None:
        if self.phone_corner is not None:
            self.phone_corner.draw()
        row = self._variant_row()
        self.variant_note.y = self.item_rect(row)[2] - NOTE_ROOM / 2 - ITEM_GAP / 2
        self.variant_note.draw()

    def set_deck(self, value: str) -> None:
        self.deck = value
        self._rebuild()

    def _variant_index(self) -> int:
        return [variant_named(choice) for choice in VARIANT_CHOICES].index(self.variant)

    def _variant_row(self) -> int:
        """The Variant row's place in the menu (its line is drawn under it)."""
        return next(index for index, item in enumerate(self.items) if item.label == "Variant")

    def set_variant(self, value: str) -> None:
        """A variant, and Samba's target with Samba (the Game-to row still changes it)."""
        variant = variant_named(value)
        self.target = str(target_after(variant, self.variant, int(self.target)))
        self.variant = variant
        self._rebuild()

    def item_rect(self, index: int) -> tuple[float, float, float, float]:
        """Rows one under another, those under the Variant row lower by its line."""
        width = ITEM_WIDTH
        top = FIRST_TOP - index * (ITEM_HEIGHT + ITEM_GAP)
        if self.items and index > self._variant_row():
            top -= NOTE_ROOM
        left = LOGICAL_WIDTH / 2 - width / 2
        return left, left + width, top - ITEM_HEIGHT, top

    def options(self) -> CanastaOptions:
        return CanastaOptions(
            deck=DECKS[self.deck],
            wheel=self.wheel == "in",
            target=int(self.target),
            ask_partner=self.ask_partner == "on",
            variant=self.variant,
        )

    def setup(self) -> GameSetup:
        seats = []
        humans = bots = phones = 0
        for choice in self.seats:
            if choice in (HUMAN, PHONE):
                humans += 1
                name = f"Player {humans}"
                if choice == PHONE:
                    phones += 1
                    spec = SeatSpec(False, phone=True)
                    seats.append(SeatAssignment(spec, phone_id(phones), name))
                else:
                    seats.append(SeatAssignment(SeatSpec(False), None, name))
            else:
                bots += 1
                difficulty = choice[len("Bot ("):-1]
                spec = SeatSpec(True, as_difficulty(difficulty))
                seats.append(SeatAssignment(spec, None, f"Bot {bots}"))
        return GameSetup("canasta", load_default_level(), new_seed(), tuple(seats),
                         self.options())

    def start(self) -> None:
        """Start at once, or first ask whether the saved game should wait (it is kept
        either way)."""
        from candy_arcade.views.canasta.start import (
            ReplaceSavedGameView,
            has_saved_game,
            saved_game_title,
            start_canasta,
        )

        setup = self.setup()
        self._keep_choices(setup)
        has_humans = any(not seat.spec.is_bot for seat in setup.seats)
        saved = saved_game_title() if has_humans and has_saved_game() else None
        if saved is not None:
            self.window.show_view(ReplaceSavedGameView(setup, self, saved))
            return
        start_canasta(self.window, setup)

    def _keep_choices(self, setup: GameSetup) -> None:
        """Remember these choices for the next visit (a disk that refuses is told)."""
        choices = CanastaChoices(
            tuple(seat.spec for seat in setup.seats), self.options(), self.bots_setting
        )
        window = game_window(self.window)
        window.save_or_tell(
            "The lobby's choices", lobby_memory_path(), lambda: save_lobby_memory(choices)
        )

    def show_rules(self) -> None:
        """How to play Canasta; Esc there comes back to these seats and choices."""
        navigation.show_rules(self.window, self, "canasta")

    def on_back(self) -> None:
        navigation.show_mode_select(self.window)
