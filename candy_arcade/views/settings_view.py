"""Change volumes and music, MSAA, fullscreen, the Canasta bots' difficulty (the real-time modes
seat bots by the bot ladder: :mod:`candy_arcade.progress_ladder`), their pace, and the
table colour; saved at once. Opened over a game, a setting that waits for the next game
says so while the cursor is on it."""

from __future__ import annotations

import arcade

from candy_arcade.render.theme import HIGHLIGHT, TEXT_DIM
from candy_arcade.settings import BOT_SPEEDS, DIFFICULTIES, FELT_NAMES
from candy_arcade.views.menu import MenuItem, MenuView
from candy_arcade.views.window_access import app_window

VOLUMES = ("0", "20", "40", "60", "80", "100")
ON_OFF = ("off", "on")


SUBTITLE = "Saved as you change them; smooth edges take effect next start"
TABLE_COLOUR = "Table colour"
CANASTA_BOTS = "Canasta bots"


def _percent(volume: float) -> str:
    """A volume as the nearest of :data:`VOLUMES`."""
    return str(round(volume * 100 / 20) * 20)


def next_game_notes(paused_mode: str | None) -> dict[str, str]:
    """What a setting changed over a paused game waits for, by item: the Canasta bots'
    level seats the next Canasta lobby's bots. The table colour waits for nothing: every
    table takes it again when the game comes back on screen."""
    if paused_mode is None:
        return {}
    if paused_mode == "canasta":
        return {CANASTA_BOTS: "Canasta bots: applies from the next game"}
    return {CANASTA_BOTS: "Canasta bots: applies from the next Canasta game"}


class SettingsView(MenuView):
    def __init__(self, back_to: arcade.View) -> None:
        super().__init__("Settings", SUBTITLE)
        self.item_font_size = 18  # twelve items close up: the words keep inside their rows
        self.back_to = back_to
        self.notes = next_game_notes(self._paused_mode())
        """Said in the subtitle's place while the cursor is on a setting that waits."""
        self.set_items(
            [
                self._volume("Effects volume", "effects_volume"),
                self._volume("Music volume", "music_volume"),
                self._switch("Mute music", "mute_music"),
                self._switch("Reduce motion", "reduce_motion"),
                self._switch("Fullscreen", "fullscreen"),
                self._switch("Smooth edges (MSAA)", "msaa"),
                MenuItem(
                    CANASTA_BOTS,
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
                self._switch("Pause after bot turns", "pause_after_bot_turn"),
                MenuItem(
                    TABLE_COLOUR,
                    choices=FELT_NAMES,
                    current=lambda: self.window.settings.felt,
                    choose=lambda value: self._change(felt=value),
                ),
                MenuItem("Keys...", action=self._keys),
                MenuItem("Back", action=self.on_back),
            ]
        )

    def _paused_mode(self) -> str | None:
        """The mode of the game paused under these settings (None from the title)."""
        from candy_arcade.views.pause import PauseView

        if not isinstance(self.back_to, PauseView):
            return None
        return str(getattr(self.back_to.game_view, "mode", "")) or None

    def _keys(self) -> None:
        """The keys of the table paused under these settings come first (the Canasta
        table's commands over a Canasta game); the other page is one item away."""
        from candy_arcade.views.key_bindings_view import KeyBindingsView

        group = "canasta" if self._paused_mode() == "canasta" else "tables"
        self.window.show_view(KeyBindingsView(self, group))

    def on_update(self, delta_time: float) -> None:
        label = self.items[self.selected].label if self.items else ""
        note = self.notes.get(label)
        self.subtitle_text.text = note or SUBTITLE
        self.subtitle_text.color = HIGHLIGHT if note else TEXT_DIM

    def _volume(self, label: str, setting: str) -> MenuItem:
        """A volume item, in steps of :data:`VOLUMES`, for the setting named ``setting``."""
        return MenuItem(
            label,
            choices=VOLUMES,
            current=lambda: _percent(getattr(self.window.settings, setting)),
            choose=lambda value: self._change(**{setting: int(value) / 100}),
        )

    def _switch(self, label: str, setting: str) -> MenuItem:
        """An on/off item for the boolean setting named ``setting``."""
        return MenuItem(
            label,
            choices=ON_OFF,
            current=lambda: "on" if getattr(self.window.settings, setting) else "off",
            choose=lambda value: self._change(**{setting: value == "on"}),
        )

    def _change(self, **changes: object) -> None:
        window = app_window(self)
        window.apply_settings(window.settings.with_changes(**changes))

    def on_back(self) -> None:
        self.window.show_view(self.back_to)
