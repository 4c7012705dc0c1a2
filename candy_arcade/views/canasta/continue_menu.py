""""Continue" with a choice: the saved game, or an earlier one a new game set aside.

With no earlier game, "Continue" goes straight back to the table as before. Bringing an
earlier game back keeps the saved one as an earlier game (:mod:`candy_arcade.saves.earlier`),
so choosing never loses a game.
"""

from __future__ import annotations

import functools

import arcade

from candy_arcade.render.canasta.names import table_title
from candy_arcade.render.logical_screen import LOGICAL_HEIGHT, LOGICAL_WIDTH
from candy_arcade.saves.canasta import CANASTA_SLOT
from candy_arcade.saves.earlier import SavedGame, bring_back, has_earlier, saved_games
from candy_arcade.saves.slot import SaveSlot
from candy_arcade.views import navigation
from candy_arcade.views.canasta.start import SaveProblemView, continue_canasta
from candy_arcade.views.menu import MenuItem, MenuView

ITEM_WIDTH = 880
ITEM_HEIGHT, ITEM_GAP, FIRST_TOP = 44, 10, LOGICAL_HEIGHT - 215
SUBTITLE = "The saved game first, then the games kept when a new one began"


def open_continue(window: arcade.Window) -> None:
    """The list when there are earlier games to choose from, else the saved game."""
    if has_earlier(CANASTA_SLOT):
        window.show_view(ContinueView())
    else:
        continue_canasta(window)


def game_label(game: SavedGame, current: bool) -> str:
    """``Saved game — 06 Dec 14:02, Heckadeck Canasta, 4 players, hand 3``."""
    which = "Saved game" if current else "Earlier"
    if game.save is None:
        return f"{which} — {game.when}, could not be read"
    state = game.save.state
    title = table_title(state.deck.name, state.settings.variant)
    return f"{which} — {game.when}, {title}, {state.settings.players} players, " \
        f"hand {state.hand_number + 1}"


def game_detail(game: SavedGame) -> str:
    """The subtitle while the cursor is on ``game``: its scores, or why it is unreadable."""
    if game.save is None:
        return f"This file could not be read ({game.problem}); choosing it sets it aside"
    scores = [str(score) for score in game.save.state.scores]
    return "Scores so far: " + (" to ".join(scores) if len(scores) == 2 else ", ".join(scores))


class ContinueView(MenuView):
    def __init__(self) -> None:
        super().__init__("Continue", SUBTITLE)
        current, earlier = saved_games(CANASTA_SLOT)
        self.games: list[SavedGame] = []
        items = []
        if current is not None:
            self.games.append(current)
            items.append(MenuItem(game_label(current, True), action=self.continue_saved))
        for game in earlier:
            self.games.append(game)
            items.append(MenuItem(game_label(game, False),
                                  action=functools.partial(self.bring_back, game)))
        items.append(MenuItem("Back", action=self.on_back))
        self.item_font_size = 17
        self.set_items(items)

    def item_rect(self, index: int) -> tuple[float, float, float, float]:
        top = FIRST_TOP - index * (ITEM_HEIGHT + ITEM_GAP)
        left = LOGICAL_WIDTH / 2 - ITEM_WIDTH / 2
        return left, left + ITEM_WIDTH, top - ITEM_HEIGHT, top

    def on_update(self, delta_time: float) -> None:
        self.subtitle_text.text = (
            game_detail(self.games[self.selected]) if self.selected < len(self.games)
            else SUBTITLE
        )

    def continue_saved(self) -> None:
        continue_canasta(self.window)

    def bring_back(self, game: SavedGame) -> None:
        """The earlier game takes the slot (the saved one is kept) and play resumes; an
        unreadable file is set aside with a message, the saved game left where it is."""
        if game.save is None:
            unreadable = SaveSlot(CANASTA_SLOT.kind, CANASTA_SLOT.version, game.path)
            problem = unreadable.read().problem
            self.window.show_view(SaveProblemView(problem or "The earlier game is gone."))
            return
        try:
            bring_back(CANASTA_SLOT, game.path)
        except OSError as error:
            self.window.show_view(
                SaveProblemView(f"The earlier game could not be brought back ({error}).")
            )
            return
        continue_canasta(self.window)

    def on_back(self) -> None:
        navigation.show_title(self.window)
