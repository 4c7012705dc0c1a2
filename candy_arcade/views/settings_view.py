"""Change volumes and music, MSAA, fullscreen, the Canasta bots' difficulty (the real-time modes
seat bots by the bot ladder: :mod:`candy_arcade.progress_ladder`), their pace, and the
table colour; saved at once."""

from __future__ import annotations

import arcade

from candy_arcade.settings import BOT_SPEEDS, DIFFICULTIES, FELT_NAMES
from candy_arcade.views.menu import MenuItem, MenuView
from candy_arcade.views.window_access import app_window

VOLUMES = ("0", "20", "40", "60", "80", "100")
ON_OFF = ("off", "on")


def _percent(volume: float) -> str:
    """A volume as the nearest of :data:`VOLUMES`."""
    return str(round(volume * 100 / 20) * 20)


class SettingsView(MenuView):
    def __init__(self, back_to: arcade.View) -> None:
        super().__init__(
            "Settings", "Saved as you change them; smooth edges take effect next start"
        )
        self.back_to = back_to
        self.set_items(
            [
                MenuItem(
                    "Effects volume",
                    choices=VOLUMES,
                    current=lambda: _percent(self.window.settings.effects_volume),
                    choose=lambda value: self._change(effects_volume=int(value) / 100),
                ),
                MenuItem(
                    "Music volume",
                    choices=VOLUMES,
                    current=lambda: _percent(self.window.settings.music_volume),
                    choose=lambda value: self._change(music_volume=int(value) / 100),
                ),
                MenuItem(
                    "Mute music",
                    choices=ON_OFF,
                    current=lambda: "on" if self.window.settings.mute_music else "off",
                    choose=lambda value: self._change(mute_music=value == "on"),
                ),
                MenuItem(
                    "Fullscreen",
                    choices=ON_OFF,
                    current=lambda: "on" if self.window.settings.fullscreen else "off",
                    choose=lambda value: self._change(fullscreen=value == "on"),
                ),
                MenuItem(
                    "Smooth edges (MSAA)",
                    choices=ON_OFF,
                    current=lambda: "on" if self.window.settings.msaa else "off",
                    choose=lambda value: self._change(msaa=value == "on"),
                ),
                MenuItem(
                    "Canasta bots",
                    choices=DIFFICULTIES,
                    current=lambda: self.window.settings.default_difficulty,
                    choose=lambda value: self._change(default_difficulty=value),
                ),
                MenuItem(
                    "Canasta bot speed",
                    choices=BOT_SPEEDS,
                    current=lambda: self.window.settings.bot_speed,
                    choose=lambda value: self._change(bot_speed=value),
                ),
                MenuItem(
                    "Pause after bot turns",
                    choices=ON_OFF,
                    current=lambda: "on" if self.window.settings.pause_after_bot_turn else "off",
                    choose=lambda value: self._change(pause_after_bot_turn=value == "on"),
                ),
                MenuItem(
                    "Table colour",
                    choices=FELT_NAMES,
                    current=lambda: self.window.settings.felt,
                    choose=lambda value: self._change(felt=value),
                ),
                MenuItem("Keys...", action=self._keys),
                MenuItem("Back", action=self.on_back),
            ]
        )

    def _keys(self) -> None:
        """The keys of the table paused under these settings come first (the Canasta
        table's commands over a Canasta game); the other page is one item away."""
        from candy_arcade.views.key_bindings_view import KeyBindingsView
        from candy_arcade.views.pause import PauseView

        paused = self.back_to.game_view if isinstance(self.back_to, PauseView) else None
        group = "canasta" if getattr(paused, "mode", "") == "canasta" else "tables"
        self.window.show_view(KeyBindingsView(self, group))

    def _change(self, **changes: object) -> None:
        window = app_window(self)
        window.apply_settings(window.settings.with_changes(**changes))

    def on_back(self) -> None:
        self.window.show_view(self.back_to)
