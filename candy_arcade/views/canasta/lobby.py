"""The Canasta lobby: a menu, not a device join. Hot-seat players share the mouse,
keyboard and pads, so each seat is simply set to a human or a bot of some difficulty.
No seat is ever given half a pad: a pad plays Canasta whole (its menus still answer
either half's d-pad or stick, shoulder and trigger), and the subtitle says so.
"""

from __future__ import annotations

from candy_arcade.core.rng import new_seed
from candy_arcade.core.seats import DIFFICULTIES, SeatSpec, as_difficulty
from candy_arcade.levels.loader import load_default_level
from candy_arcade.mode_options import CanastaOptions
from candy_arcade.render.canasta.names import MODE_TITLE, table_title
from candy_arcade.render.logical_screen import LOGICAL_HEIGHT, LOGICAL_WIDTH
from candy_arcade.rules.canasta.decks import CLASSIC, HECKADECK
from candy_arcade.rules.canasta.settings import DEFAULT_TARGET, Settings
from candy_arcade.setup import GameSetup, SeatAssignment
from candy_arcade.views import navigation
from candy_arcade.views.canasta.options import TARGETS
from candy_arcade.views.menu import MenuItem, MenuView

HUMAN = "Human"
SEAT_CHOICES = (HUMAN, *(f"Bot ({d})" for d in DIFFICULTIES))
DECKS = {"Heckadeck": HECKADECK, "Classic": CLASSIC}
CANASTA_SUBTITLE = (
    "Seats, deck and target — then Start. A gamepad plays Canasta whole, never in halves."
)
"""Canasta takes turns at one table with the mouse, keys or a whole pad: half a pad (the
real-time tables' way to share one) is not offered here, and a pad works whole."""
ITEM_HEIGHT, ITEM_GAP, FIRST_TOP = 35, 4, LOGICAL_HEIGHT - 205


class CanastaLobbyView(MenuView):
    def __init__(
        self, default_difficulty: str = "normal", previous: GameSetup | None = None
    ) -> None:
        """``previous`` is the game just played: its seats and options come back."""
        super().__init__(MODE_TITLE, CANASTA_SUBTITLE)
        bot = f"Bot ({default_difficulty if default_difficulty in DIFFICULTIES else 'normal'})"
        self.players = 4
        self.seats = [HUMAN, bot, bot, bot]
        self.deck = "Heckadeck"
        self.wheel = "in"
        self.target = str(DEFAULT_TARGET)
        self.ask_partner = "off"
        if previous is not None:
            self._take(previous)
        self._rebuild()

    def _take(self, previous: GameSetup) -> None:
        """The seats and options of ``previous``, as this menu's choices."""
        self.players = len(previous.seats)
        self.seats = [
            f"Bot ({seat.spec.difficulty})" if seat.spec.is_bot else HUMAN
            for seat in previous.seats
        ]
        options = previous.options_as(CanastaOptions)
        self.deck = next(name for name, deck in DECKS.items() if deck == options.deck)
        self.wheel = "in" if options.wheel else "out"
        self.target = str(options.target)
        self.ask_partner = "on" if options.ask_partner else "off"

    def _seat_item(self, index: int) -> MenuItem:
        rules = Settings(players=self.players)
        partnered = rules.partner_of(index) is not None
        team = f" (team {rules.side_of(index) + 1})" if partnered else ""

        def choose(value: str) -> None:
            self.seats[index] = value

        return MenuItem(
            f"Seat {index + 1}{team}", choices=SEAT_CHOICES,
            current=lambda: self.seats[index], choose=choose,
        )

    def _rebuild(self) -> None:
        self.title_text.text = table_title(DECKS[self.deck])
        items = [
            MenuItem("Players", choices=("2", "3", "4"), current=lambda: str(self.players),
                     choose=self.set_players),
            *(self._seat_item(i) for i in range(self.players)),
            MenuItem("Deck", choices=tuple(DECKS), current=lambda: self.deck,
                     choose=self._set_deck),
        ]
        if self.deck == "Heckadeck":
            items.append(MenuItem("Wheel", choices=("in", "out"), current=lambda: self.wheel,
                                  choose=lambda v: setattr(self, "wheel", v)))
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
            self.seats.append(self.seats[-1] if self.seats[-1] != HUMAN else "Bot (normal)")
        del self.seats[self.players:]
        self._rebuild()

    def _set_deck(self, value: str) -> None:
        self.deck = value
        self._rebuild()

    def item_rect(self, index: int) -> tuple[float, float, float, float]:
        width = 560
        top = FIRST_TOP - index * (ITEM_HEIGHT + ITEM_GAP)
        left = LOGICAL_WIDTH / 2 - width / 2
        return left, left + width, top - ITEM_HEIGHT, top

    def options(self) -> CanastaOptions:
        return CanastaOptions(
            deck=DECKS[self.deck],
            wheel=self.wheel == "in",
            target=int(self.target),
            ask_partner=self.ask_partner == "on",
        )

    def setup(self) -> GameSetup:
        seats = []
        humans = bots = 0
        for choice in self.seats:
            if choice == HUMAN:
                humans += 1
                seats.append(SeatAssignment(SeatSpec(False), None, f"Player {humans}"))
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
        has_humans = any(not seat.spec.is_bot for seat in setup.seats)
        saved = saved_game_title() if has_humans and has_saved_game() else None
        if saved is not None:
            self.window.show_view(ReplaceSavedGameView(setup, self, saved))
            return
        start_canasta(self.window, setup)

    def show_rules(self) -> None:
        """How to play Canasta; Esc there comes back to these seats and choices."""
        navigation.show_rules(self.window, self, "canasta")

    def on_back(self) -> None:
        navigation.show_mode_select(self.window)
