"""Choose one of the three games."""

from __future__ import annotations

import functools

from candy_arcade.guide.first_games import should_offer
from candy_arcade.modes import MODES
from candy_arcade.views import navigation
from candy_arcade.views.menu import MenuItem, MenuView


class ModeSelectView(MenuView):
    def __init__(self) -> None:
        super().__init__("Choose a game", "Everyone at once, or turn by turn")
        items = [
            MenuItem(mode.title, action=functools.partial(self.choose, mode.id))
            for mode in MODES.values()
        ]
        items.append(MenuItem("Back", action=self.on_back))
        self.set_items(items)

    def choose(self, mode: str) -> None:
        """Real-time modes pick a table first (once, the first time, a guided first
        game is offered); Canasta goes straight to its seats."""
        if not MODES[mode].chooses_table:
            navigation.show_lobby(self.window, mode)
        elif should_offer(mode):
            navigation.show_guide_offer(self.window, mode)
        else:
            navigation.show_level_select(self.window, mode)

    def on_back(self) -> None:
        navigation.show_title(self.window)
