"""Pause over any game: resume, settings, rules, or leave to the title."""

from __future__ import annotations

import arcade

from candy_arcade.phones.phone_views import PAUSED_NOTE, hold_phones
from candy_arcade.render.logical_screen import LOGICAL_HEIGHT, LOGICAL_WIDTH
from candy_arcade.render.music import track_of
from candy_arcade.views import navigation
from candy_arcade.views.menu import MenuItem, MenuView
from candy_arcade.views.window_access import app_window

PAUSE_VEIL = (20, 10, 30, 235)
"""Dark enough that the table's own words under the menu and its footer no longer read
through (at 190 the footer sat over "You 0/6" and over a Canasta hand)."""


class PauseView(MenuView):
    def __init__(self, game_view: arcade.View, reason: str = "") -> None:
        super().__init__("Paused", reason or "The table waits for you")
        self.game_view = game_view
        self.set_items(
            [
                MenuItem("Resume", action=self.on_back),
                MenuItem("Settings", action=lambda: navigation.show_settings(self.window, self)),
                MenuItem("Rules", action=lambda: navigation.show_rules(self.window, self)),
                MenuItem("Quit to title", action=lambda: navigation.show_title(self.window)),
            ]
        )

    @property
    def music_track(self) -> str:
        """The paused game's loop plays on (a pause is not a trip to the menus)."""
        return track_of(self.game_view)

    def on_back(self) -> None:
        self.window.show_view(self.game_view)

    def on_update(self, delta_time: float) -> None:
        """The players' phones put their controls away and say why (a phone that comes
        back meanwhile is told too); the game shows them their controls on resuming."""
        hold_phones(app_window(self).input_hub.devices.values(), PAUSED_NOTE)

    def draw_extra(self) -> None:
        self.game_view.on_draw()
        app_window(self).screen_map.use()
        arcade.draw_lrbt_rectangle_filled(0, LOGICAL_WIDTH, 0, LOGICAL_HEIGHT, PAUSE_VEIL)
