"""Choose one of the three games."""

from __future__ import annotations

from candy_arcade.setup import MODE_TITLES
from candy_arcade.views import navigation
from candy_arcade.views.menu import MenuItem, MenuView


class ModeSelectView(MenuView):
    def __init__(self) -> None:
        super().__init__("Choose a game", "Everyone at once, or turn by turn")
        items = [
            MenuItem(title, action=lambda mode=mode: navigation.show_lobby(self.window, mode))
            for mode, title in MODE_TITLES.items()
        ]
        items.append(MenuItem("Back", action=self.on_back))
        self.set_items(items)

    def on_back(self) -> None:
        navigation.show_title(self.window)
