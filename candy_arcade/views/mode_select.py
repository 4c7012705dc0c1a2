"""Choose one of the three games."""

from __future__ import annotations

from candy_arcade.setup import MODE_TITLES
from candy_arcade.views import navigation
from candy_arcade.views.menu import MenuItem, MenuView


class ModeSelectView(MenuView):
    def __init__(self) -> None:
        super().__init__("Choose a game", "Everyone at once, or turn by turn")
        items = [
            MenuItem(title, action=lambda mode=mode: self.choose(mode))
            for mode, title in MODE_TITLES.items()
        ]
        items.append(MenuItem("Back", action=self.on_back))
        self.set_items(items)

    def choose(self, mode: str) -> None:
        """Real-time modes pick a table first; Canasta goes straight to its seats."""
        if mode == "canasta":
            navigation.show_lobby(self.window, mode)
            return
        from candy_arcade.views.level_select import LevelSelectView

        self.window.show_view(LevelSelectView(mode))

    def on_back(self) -> None:
        navigation.show_title(self.window)
