"""Opening a Canasta table: a new game from a setup, or the saved game ("Continue")."""

from __future__ import annotations

import arcade

from candy_arcade.input.phone_ids import is_phone_id
from candy_arcade.levels.loader import load_default_level
from candy_arcade.phones.room import wait_for_phones
from candy_arcade.records.recorder import RecordKeeper
from candy_arcade.render.canasta.names import table_title
from candy_arcade.saves.canasta import CANASTA_SLOT, load_canasta
from candy_arcade.setup import GameSetup
from candy_arcade.views import navigation
from candy_arcade.views.canasta.session import CanastaSession
from candy_arcade.views.canasta.table_view import CanastaTableView
from candy_arcade.views.menu import MenuItem, MenuView
from candy_arcade.views.window_access import game_window


def start_canasta(window: arcade.Window, setup: GameSetup) -> CanastaTableView:
    """A new game at the table. A game with humans takes the save slot; the game saved
    there before is kept under a name of its own, never deleted. Its phone seats wait
    for their phones."""
    humans = any(not seat.spec.is_bot for seat in setup.seats)
    _seat_phones(window, setup)
    view = CanastaTableView(CanastaSession(setup, records=RecordKeeper(every_move=humans)))
    if view.session.on_change is not None:
        CANASTA_SLOT.keep_aside()
        view.session.on_change(view.session)
    window.show_view(view)
    return view


class ReplaceSavedGameView(MenuView):
    """Asked before a new game takes the save slot: continue the saved game instead, or
    start the new one (the saved game is kept as an earlier game, not deleted)."""

    def __init__(self, setup: GameSetup, back_to: arcade.View, saved_title: str = "") -> None:
        """``saved_title`` names the saved game's mode ("Classic Canasta")."""
        question = "Start a new one (the saved game is kept), or go on?"
        if saved_title:
            question = f"The saved game is {saved_title}. {question}"
        super().__init__("A saved game is waiting", question)
        self.setup = setup
        self.back_to = back_to
        self.set_items(
            [
                MenuItem("Start the new game", action=self.start_new),
                MenuItem("Continue the saved game", action=self.continue_saved),
                MenuItem("Back", action=self.on_back),
            ]
        )

    def start_new(self) -> None:
        start_canasta(self.window, self.setup)

    def continue_saved(self) -> None:
        continue_canasta(self.window)

    def on_back(self) -> None:
        self.window.show_view(self.back_to)


def has_saved_game() -> bool:
    """One ``stat``: cheap enough for the title screen."""
    return CANASTA_SLOT.exists()


def saved_game_title() -> str | None:
    """The saved game's title ("Classic Canasta"), or None when no game can be continued
    (none saved, or a bad save, which reading sets aside under a name of its own)."""
    saved, _problem = load_canasta()
    if saved is None:
        return None
    return table_title(saved.state.deck.name, saved.state.settings.variant)


def continue_canasta(window: arcade.Window) -> None:
    """Resume the saved game exactly; a bad save is set aside and the player told."""
    saved, problem = load_canasta()
    if saved is None:
        window.show_view(SaveProblemView(problem or "There is no saved game to continue."))
        return
    session = CanastaSession.resume(saved, load_default_level(), RecordKeeper())
    if any(seat.spec.phone for seat in session.setup.seats) and game_window(window).phones is None:
        try:
            game_window(window).switch_phones_on()
        except OSError as error:
            problem = f"The game was played with phones, and phones cannot be served: {error}"
            window.show_view(SaveProblemView(problem))
            return
    _seat_phones(window, session.setup)
    window.show_view(CanastaTableView(session))


def _seat_phones(window: arcade.Window, setup: GameSetup) -> None:
    """The seats given to phones wait for them (a phone joining takes the next one)."""
    devices = [seat.device_id for seat in setup.seats if seat.device_id is not None]
    wait_for_phones(game_window(window).input_hub, [d for d in devices if is_phone_id(d)])


class SaveProblemView(MenuView):
    """Says what went wrong with the save, then back to the title."""

    def __init__(self, problem: str) -> None:
        super().__init__("Continue", "")
        self.problem = arcade.Text(
            problem, 640, 420, (240, 96, 96), 16, width=900, multiline=True, align="center",
            anchor_x="center", font_name=("Liberation Sans", "DejaVu Sans"),
        )
        self.set_items([MenuItem("Back to the title", action=self.on_back)])

    def item_rect(self, index: int) -> tuple[float, float, float, float]:
        left, right, bottom, top = super().item_rect(index)
        return left, right, bottom - 200, top - 200

    def draw_extra(self) -> None:
        self.problem.draw()

    def on_back(self) -> None:
        navigation.show_title(self.window)
