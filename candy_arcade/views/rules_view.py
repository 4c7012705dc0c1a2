"""The rules as this game plays them, readable in game: the same wording as the rules pages."""

from __future__ import annotations

from importlib import resources

import arcade

from candy_arcade.modes import MODE_IDS, mode_info
from candy_arcade.render.logical_screen import LOGICAL_HEIGHT, LOGICAL_WIDTH
from candy_arcade.render.theme import BODY_FONT, HIGHLIGHT, TEXT, TEXT_DIM
from candy_arcade.views.window_access import app_window

LINES_PER_PAGE = 26


def rules_text(mode: str) -> str:
    page = mode_info(mode).rules_page
    return (resources.files("candy_arcade") / "data" / "rules" / page).read_text(encoding="utf-8")


class RulesView(arcade.View):
    """Pages through one mode's rules; arrows or wheel scroll, Esc goes back."""

    def __init__(self, back_to: arcade.View, mode: str = "candy") -> None:
        super().__init__()
        self.back_to = back_to
        self.modes = list(MODE_IDS)
        self.mode = mode
        self.first_line = 0
        self._load()

    def _load(self) -> None:
        self.lines = [line.replace("**", "") for line in rules_text(self.mode).splitlines()]
        self.first_line = 0
        self._render()

    def _render(self) -> None:
        shown = self.lines[self.first_line : self.first_line + LINES_PER_PAGE]
        self.body = arcade.Text(
            "\n".join(shown),
            60,
            LOGICAL_HEIGHT - 70,
            TEXT,
            13,
            width=LOGICAL_WIDTH - 120,
            multiline=True,
            anchor_y="top",
            font_name=BODY_FONT,
        )
        self.header = arcade.Text(
            "Rules  —  Left/Right: other game   Up/Down: scroll   Esc: back",
            LOGICAL_WIDTH / 2,
            LOGICAL_HEIGHT - 40,
            HIGHLIGHT,
            16,
            anchor_x="center",
            font_name=BODY_FONT,
        )
        self.footer = arcade.Text(
            f"lines {self.first_line + 1}-{min(self.first_line + LINES_PER_PAGE, len(self.lines))}"
            f" of {len(self.lines)}",
            LOGICAL_WIDTH / 2,
            16,
            TEXT_DIM,
            11,
            anchor_x="center",
            font_name=BODY_FONT,
        )

    def scroll(self, lines: int) -> None:
        limit = max(len(self.lines) - LINES_PER_PAGE, 0)
        self.first_line = min(max(self.first_line + lines, 0), limit)
        self._render()

    def on_draw(self) -> None:
        self.clear()
        app_window(self).screen_map.use()
        self.header.draw()
        self.body.draw()
        self.footer.draw()

    def on_key_press(self, symbol: int, modifiers: int) -> bool | None:
        if symbol in (arcade.key.ESCAPE, arcade.key.BACKSPACE):
            self.window.show_view(self.back_to)
        elif symbol in (arcade.key.DOWN, arcade.key.PAGEDOWN, arcade.key.S):
            self.scroll(LINES_PER_PAGE // 2 if symbol == arcade.key.PAGEDOWN else 3)
        elif symbol in (arcade.key.UP, arcade.key.PAGEUP, arcade.key.W):
            self.scroll(-(LINES_PER_PAGE // 2) if symbol == arcade.key.PAGEUP else -3)
        elif symbol in (arcade.key.LEFT, arcade.key.RIGHT):
            step = 1 if symbol == arcade.key.RIGHT else -1
            self.mode = self.modes[(self.modes.index(self.mode) + step) % len(self.modes)]
            self._load()
        else:
            return None
        return True

    def on_mouse_scroll(self, x: int, y: int, scroll_x: float, scroll_y: float) -> None:
        self.scroll(-3 if scroll_y > 0 else 3)

    def on_menu_command(self, command: str) -> None:
        keys = {
            "up": arcade.key.UP,
            "down": arcade.key.DOWN,
            "left": arcade.key.LEFT,
            "right": arcade.key.RIGHT,
            "back": arcade.key.ESCAPE,
            "select": arcade.key.DOWN,
        }
        self.on_key_press(keys[command], 0)
