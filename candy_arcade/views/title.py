"""The title screen: the first thing drawn, so it stays light (no table, no textures)."""

from __future__ import annotations

import math

import arcade

from candy_arcade import __version__
from candy_arcade.records.record_store import RecordStore
from candy_arcade.records.stats_store import StatsStore
from candy_arcade.render.logical_screen import LOGICAL_HEIGHT, LOGICAL_WIDTH
from candy_arcade.render.theme import BAD, BODY_FONT, TEXT_DIM
from candy_arcade.saves.canasta import CANASTA_SLOT
from candy_arcade.saves.earlier import has_earlier
from candy_arcade.saves.slot import save_exists
from candy_arcade.views import navigation
from candy_arcade.views.canasta.past_hands import PastHandsView
from candy_arcade.views.canasta.statistics_view import StatisticsView
from candy_arcade.views.menu import MenuItem, MenuView
from candy_arcade.views.window_access import app_window

CANDY_COLOURS = [(230, 159, 0), (86, 180, 233), (0, 158, 115), (240, 228, 66), (204, 121, 167)]


class TitleView(MenuView):
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
        self.time = 0.0

    def on_show_view(self) -> None:
        problem = app_window(self).settings_problem
        if problem:
            self.problem_text = arcade.Text(
                problem,
                LOGICAL_WIDTH / 2,
                60,
                BAD,
                13,
                anchor_x="center",
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

    def on_update(self, delta_time: float) -> None:
        self.time += delta_time

    def draw_extra(self) -> None:
        """A ring of bobbing candies round the title: cheap shapes, no textures."""
        for index in range(18):
            angle = index / 18 * math.tau + self.time * 0.2
            x = LOGICAL_WIDTH / 2 + math.cos(angle) * 560
            if abs(x - LOGICAL_WIDTH / 2) < 330:
                continue
            y = LOGICAL_HEIGHT / 2 + math.sin(angle) * 300 + math.sin(self.time * 2 + index) * 6
            colour = CANDY_COLOURS[index % len(CANDY_COLOURS)]
            arcade.draw_circle_filled(x, y, 22, colour)
            arcade.draw_circle_outline(x, y, 22, (255, 255, 255), 3)
            arcade.draw_triangle_filled(x - 22, y, x - 40, y + 12, x - 40, y - 12, colour)
            arcade.draw_triangle_filled(x + 22, y, x + 40, y + 12, x + 40, y - 12, colour)
        self.version_text.draw()
        if self.problem_text is not None:
            self.problem_text.draw()
