"""The title screen: the menu over bots playing a round (:mod:`.attract`).

It is the first thing drawn, so its first frames stay light: the bots' table is dealt
a moment after the title shows, and dropped as soon as the title goes.
"""

from __future__ import annotations

import arcade

from candy_arcade import __version__
from candy_arcade.records.record_store import RecordStore
from candy_arcade.records.stats_store import StatsStore
from candy_arcade.render.logical_screen import LOGICAL_HEIGHT, LOGICAL_WIDTH
from candy_arcade.render.theme import BACKGROUND, BAD, BODY_FONT, TEXT_DIM
from candy_arcade.saves.canasta import CANASTA_SLOT
from candy_arcade.saves.earlier import has_earlier
from candy_arcade.saves.slot import save_exists
from candy_arcade.views import navigation
from candy_arcade.views.attract import AttractRounds
from candy_arcade.views.canasta.past_hands import PastHandsView
from candy_arcade.views.canasta.statistics_view import StatisticsView
from candy_arcade.views.menu import MENU_BOTTOM, MenuItem, MenuView
from candy_arcade.views.window_access import app_window

FOOTER_BAND = (*BACKGROUND, 235)
"""Under the footer's small print, the bots' table is all but hidden: the seat at the
bottom edge has its name plaque right there."""
FOOTER_BAND_TOP = MENU_BOTTOM - 4
PROBLEM_TOP = LOGICAL_HEIGHT - 140
"""A settings file that could not be read is told in the subtitle's place, between
the title and the menu: the first thing read after the title, and clear of the items
(under the menu it was hidden behind Quit)."""


class TitleView(MenuView):
    disabled_items_selectable = False

    def __init__(self) -> None:
        super().__init__("Candy Arcade", "Grab, throw and meld — one table, all your friends")
        self.set_items(
            [
                MenuItem("Play", action=lambda: navigation.show_mode_select(self.window)),
                MenuItem(
                    "Continue",
                    action=lambda: navigation.show_continue(self.window),
                    enabled=save_exists("canasta") or has_earlier(CANASTA_SLOT),
                ),
                MenuItem("Challenges", action=lambda: navigation.show_challenges(self.window)),
                MenuItem("Past hands", action=self.show_past_hands),
                MenuItem("Statistics", action=self.show_statistics),
                MenuItem("Settings", action=lambda: navigation.show_settings(self.window, self)),
                MenuItem("Quit", action=self.quit),
            ]
        )
        self.version_text = arcade.Text(
            f"v{__version__}",
            LOGICAL_WIDTH - 12,
            10,
            TEXT_DIM,
            11,
            anchor_x="right",
            font_name=BODY_FONT,
        )
        self.problem_text: arcade.Text | None = None
        self.attract: AttractRounds | None = None
        """The bots' rounds behind the menu while the title shows (None otherwise)."""

    def on_show_view(self) -> None:
        """A fresh attract round each time the title shows; with Reduce motion, a still table."""
        window = app_window(self)
        self.attract = AttractRounds(window, still=window.settings.reduce_motion)
        problem = window.settings_problem
        if problem:
            self.subtitle_text.text = ""
            self.problem_text = arcade.Text(
                problem,
                LOGICAL_WIDTH / 2,
                PROBLEM_TOP,
                BAD,
                13,
                anchor_x="center",
                anchor_y="top",
                font_name=BODY_FONT,
                width=1100,
                multiline=True,
                align="center",
            )

    def show_past_hands(self) -> None:
        self.window.show_view(PastHandsView(RecordStore().listing()))

    def show_statistics(self) -> None:
        self.window.show_view(StatisticsView(StatsStore().read()))

    def quit(self) -> None:
        self.window.close()

    def on_hide_view(self) -> None:
        """Leaving the title (a game, the settings) drops the bots' round."""
        self.attract = None

    def on_fixed_update(self, delta_time: float) -> None:
        if self.attract is not None:
            self.attract.on_fixed_update()

    def on_update(self, delta_time: float) -> None:
        if self.attract is not None:
            self.attract.on_update(delta_time)

    def draw_background(self) -> None:
        """The bots' table under its veil covers the whole window once it shows."""
        attract = self.attract
        if attract is not None and attract.showing:
            attract.draw()
        else:
            self.clear()

    def draw_extra(self) -> None:
        """A band under the footer while the bots' table shows, the version, any notice."""
        if self.attract is not None and self.attract.showing:
            arcade.draw_lrbt_rectangle_filled(0, LOGICAL_WIDTH, 0, FOOTER_BAND_TOP, FOOTER_BAND)
        self.version_text.draw()
        if self.problem_text is not None:
            self.problem_text.draw()
