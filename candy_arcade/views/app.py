"""The game window: one per process, holding settings, sounds and the logical screen.

Screens are :class:`arcade.View` objects shown one at a time; the window only handles
what is global to every screen (F11 fullscreen, resize, the letterboxed camera).
"""

from __future__ import annotations

import time
from pathlib import Path

import arcade

from candy_arcade.input.hub import InputHub
from candy_arcade.render.logical_screen import LOGICAL_HEIGHT, LOGICAL_WIDTH, LogicalScreen
from candy_arcade.render.sounds import SoundBank
from candy_arcade.render.theme import BACKGROUND, load_fonts
from candy_arcade.settings import Settings, save_settings

TITLE = "Candy Arcade"


class GameWindow(arcade.Window):
    def __init__(
        self,
        settings: Settings,
        *,
        fullscreen: bool = False,
        settings_problem: str | None = None,
        headless: bool = False,
    ) -> None:
        super().__init__(
            LOGICAL_WIDTH,
            LOGICAL_HEIGHT,
            TITLE,
            fullscreen=fullscreen,
            resizable=True,
            antialiasing=settings.msaa,
            samples=4 if settings.msaa else 1,
            vsync=False,
            update_rate=1 / 60,
            draw_rate=1 / 60,
        )
        self.settings = settings
        self.settings_problem = settings_problem
        self.sounds = SoundBank(settings.volume)
        self.screen_map = LogicalScreen(self.width, self.height)
        self.background_color = BACKGROUND
        self.headless = headless
        self.screenshot_path: Path | None = None
        self.input_hub = InputHub(settings.keys, watch_gamepads=not headless)
        if not headless:
            self.set_minimum_size(640, 360)
        load_fonts()

    def on_update(self, delta_time: float) -> None:
        """Gamepad menu navigation reaches whichever screen is showing."""
        view = self.current_view
        commands = self.input_hub.take_menu_commands()
        handler = getattr(view, "on_menu_command", None)
        if handler is not None:
            for command in commands:
                handler(command)

    def on_resize(self, width: int, height: int) -> None:
        super().on_resize(width, height)
        self.screen_map.fit(width, height)

    def on_key_press(self, symbol: int, modifiers: int) -> None:
        if symbol == arcade.key.F11:
            self.set_fullscreen(not self.fullscreen)
            self.screen_map.fit(self.width, self.height)
        elif symbol == arcade.key.F12:
            self.save_screenshot()

    def save_screenshot(self, path: Path | None = None) -> Path:
        """Draw the current screen once more and save it (F12, or ``--screenshot`` at exit)."""
        path = path or self.screenshot_path or Path(f"candy-arcade-{int(time.time())}.png")
        view = self.current_view
        if view is not None:
            view.on_draw()
        arcade.get_image().save(path)
        return path

    def on_close(self) -> None:
        if self.screenshot_path is not None and not self.headless:
            self.save_screenshot()
        super().on_close()

    def apply_settings(self, settings: Settings) -> None:
        """Take new settings now and keep them on disk (written atomically)."""
        self.settings = settings
        self.sounds.volume = settings.volume
        if settings.fullscreen != self.fullscreen:
            self.set_fullscreen(settings.fullscreen)
            self.screen_map.fit(self.width, self.height)
        save_settings(settings)

    def to_logical(self, x: float, y: float) -> tuple[float, float]:
        return self.screen_map.to_logical(x, y)
