"""The screen of a guided first game: the mode's table, the guide's line on top, Skip.

Skip is Backspace on a keyboard, Back (View, Select) on a pad, or a click on the
button: keys no player moves or grabs with, so a stray press never skips by mistake.
Everything else is the real-time table screen's, unchanged.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, TypeVar

import arcade

from candy_arcade.setup import GameSetup
from candy_arcade.views.guide_banner import GuideBanner, GuideLine
from candy_arcade.views.guided_tables import GuidedCandyTable, GuidedPinataTable
from candy_arcade.views.realtime_table import LeftButton, ModeTable, RealtimeTableView

if TYPE_CHECKING:
    from collections.abc import Callable

    from candy_arcade.views.app import GameWindow

SKIP_KEY = arcade.key.BACKSPACE
SKIP_PAD_COMMAND = "view"
"""The pad's Back (View, Select) button, as the window passes it on."""


class GuidedTable(ModeTable, Protocol):
    """A mode's table that a guide speaks over."""

    def guide_line(self) -> GuideLine: ...

    def skip_guide(self) -> None: ...


GuidedT = TypeVar("GuidedT", bound=GuidedTable)


class GuidedTableView(RealtimeTableView[GuidedT]):
    """A real-time table with the guide's banner; Skip ends the guide, the round plays on."""

    def __init__(self, build: Callable[[GameWindow, LeftButton], GuidedT]) -> None:
        super().__init__(build)
        self.guide_banner = GuideBanner()

    @property
    def guiding(self) -> bool:
        """A step is shown (not the closing line): Skip means something."""
        return self.table.guide_line().step > 0

    def skip(self) -> None:
        if self.guiding:
            self.table.skip_guide()
            self.guide_banner.show(None)

    def on_draw(self) -> None:
        super().on_draw()
        self.guide_banner.show(self.table.guide_line())
        self.guide_banner.draw()

    def on_key_press(self, symbol: int, modifiers: int) -> bool | None:
        if symbol == SKIP_KEY and self.guiding:
            self.skip()
            return True
        return super().on_key_press(symbol, modifiers)

    def on_menu_command(self, command: str) -> None:
        if command == SKIP_PAD_COMMAND and self.guiding:
            self.skip()
            return
        super().on_menu_command(command)

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> None:
        if self.guide_banner.hits_skip(*self.app.to_logical(x, y)):
            self.skip()
            return
        super().on_mouse_press(x, y, button, modifiers)


def guided_candy_view(setup: GameSetup) -> GuidedTableView[GuidedCandyTable]:
    """The first round of a new I Want Candy! match of ``setup``, guided."""

    def build(window: GameWindow, left_button: LeftButton) -> GuidedCandyTable:
        return GuidedCandyTable(window, setup)

    return GuidedTableView(build)


def guided_pinata_view(setup: GameSetup) -> GuidedTableView[GuidedPinataTable]:
    """The first game of a new Piñata Blast match of ``setup``, guided."""

    def build(window: GameWindow, left_button: LeftButton) -> GuidedPinataTable:
        return GuidedPinataTable(window, left_button, setup)

    return GuidedTableView(build)
