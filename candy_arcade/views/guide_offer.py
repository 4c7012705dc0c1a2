"""The first time a mode with a guided first game is opened: "Play a guided first game?"

Asked once per mode (see :mod:`candy_arcade.guide.first_games`): either answer is kept,
Esc/B goes back without answering. Yes starts the guided table at once, the newcomer
(on every device at once) against one easy bot, so there is nothing to set up first;
No goes on to the tables, where the guided one stays to be chosen any time.
"""

from __future__ import annotations

from candy_arcade.core.rng import new_seed
from candy_arcade.core.seats import SeatSpec
from candy_arcade.guide.first_games import first_games_path, remember_answer
from candy_arcade.input.hub import ANY_DEVICE
from candy_arcade.levels.loader import readable_levels
from candy_arcade.levels.spec import LevelSpec
from candy_arcade.modes import mode_info
from candy_arcade.setup import GameSetup, SeatAssignment
from candy_arcade.views import navigation
from candy_arcade.views.menu import MenuItem, MenuView
from candy_arcade.views.window_access import game_window

YES = "Yes, guide me"
NO = "No, choose a table"


def guided_level(mode: str) -> LevelSpec | None:
    """The mode's first guided table in ``levels/`` (None: a modder removed them all)."""
    levels, _ = readable_levels()
    return next((level for level in levels if level.mode == mode and level.guided), None)


def guided_setup(mode: str, level: LevelSpec) -> GameSetup:
    """You, on every device at once, against one easy bot at ``level``."""
    you = SeatAssignment(SeatSpec(is_bot=False), ANY_DEVICE, "You")
    bot = SeatAssignment(SeatSpec(is_bot=True, difficulty="easy"), None, "Bot 2")
    return GameSetup(mode, level, new_seed(), (you, bot))


class GuideOfferView(MenuView):
    """Offer ``mode``'s guided first game; the answer is remembered either way."""

    def __init__(self, mode: str) -> None:
        title = mode_info(mode).title
        super().__init__(
            "Play a guided first game?",
            f"New to {title}? One game shows you each move, a line at a time, and waits for you.",
        )
        self.mode = mode
        self.set_items([MenuItem(YES, action=self.yes), MenuItem(NO, action=self.no)])

    def _remember(self, yes: bool) -> None:
        window = game_window(self.window)
        window.save_or_tell(
            "Your answer", first_games_path(), lambda: remember_answer(self.mode, yes)
        )

    def yes(self) -> None:
        self._remember(True)
        level = guided_level(self.mode)
        if level is None:
            navigation.show_level_select(self.window, self.mode)
            return
        navigation.start_game(self.window, guided_setup(self.mode, level))

    def no(self) -> None:
        self._remember(False)
        navigation.show_level_select(self.window, self.mode)

    def on_back(self) -> None:
        navigation.show_mode_select(self.window)
