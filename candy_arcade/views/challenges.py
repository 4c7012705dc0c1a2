"""The challenge ladder: single-player goals in file order, each unlocked by the one before."""

from __future__ import annotations

import functools
from pathlib import Path

import arcade

from candy_arcade.core.rng import new_seed
from candy_arcade.core.seats import SeatSpec, as_difficulty
from candy_arcade.input.hub import ANY_DEVICE
from candy_arcade.levels.loader import readable_levels
from candy_arcade.levels.spec import LevelSpec
from candy_arcade.modes import mode_info
from candy_arcade.progress import load_progress
from candy_arcade.render.logical_screen import LOGICAL_WIDTH
from candy_arcade.render.theme import BAD, BODY_FONT
from candy_arcade.setup import GameSetup, SeatAssignment
from candy_arcade.views import navigation
from candy_arcade.views.menu import MenuItem, MenuView

ITEMS_SHOWN = 7
LADDER_TOP = 530.0
LADDER_BOTTOM = 56.0
"""The rows stop above the footer's key hints, however many challenges there are."""
ROW_STEP = 46.0
PROBLEM_LINE = 30.0
"""Room taken from the ladder's top for the line saying the progress file was set aside."""


def ladder() -> list[LevelSpec]:
    """Every readable level with a challenge; a broken level file only drops itself."""
    levels, _ = readable_levels()
    return [level for level in levels if level.challenge is not None]


def challenge_setup(level: LevelSpec) -> GameSetup:
    """You (every device at once) against the challenge's bots, under the level's rules."""
    assert level.challenge is not None
    difficulty = as_difficulty(level.challenge.difficulty)
    bots = tuple(
        SeatAssignment(SeatSpec(is_bot=True, difficulty=difficulty), None, f"Bot {number}")
        for number in range(2, level.challenge.opponents + 2)
    )
    you = SeatAssignment(SeatSpec(is_bot=False), ANY_DEVICE, "You")
    return GameSetup(level.mode, level, new_seed(), (you, *bots), is_challenge=True)


class ChallengeLadderView(MenuView):
    def __init__(self) -> None:
        progress = load_progress()
        done = len(progress.completed)
        super().__init__("Challenges", f"{done} completed — beat one to unlock the next")
        self.problem_text: arcade.Text | None = None
        self.ladder_top = LADDER_TOP
        if progress.problem:
            self.problem_text = arcade.Text(
                progress.problem,
                LOGICAL_WIDTH / 2,
                LADDER_TOP,
                BAD,
                13,
                anchor_x="center",
                anchor_y="top",
                font_name=BODY_FONT,
            )
            self.ladder_top = LADDER_TOP - PROBLEM_LINE
        self.levels = ladder()
        items = []
        unlocked = True
        for number, level in enumerate(self.levels, start=1):
            assert level.challenge is not None
            level_id = Path(level.source).stem
            done = level_id in progress.completed
            mark = "— done" if done else ("" if unlocked else "— locked")
            label = f"{number}. {level.challenge.title} ({mode_info(level.mode).title}) {mark}"
            play = functools.partial(self.play, level)
            items.append(MenuItem(label, action=play, enabled=unlocked))
            unlocked = unlocked and done
        items.append(MenuItem("Back", action=self.on_back))
        self.set_items(items)
        self.detail = self.subtitle_text

    def item_rect(self, index: int) -> tuple[float, float, float, float]:
        """Rows 46 apart, packed closer when the ladder would reach the footer."""
        step = min(ROW_STEP, (self.ladder_top - LADDER_BOTTOM) / max(len(self.items), 1))
        top = self.ladder_top - index * step
        return 290, 990, top - (step - 6), top

    def play(self, level: LevelSpec) -> None:
        navigation.start_game(self.window, challenge_setup(level))

    def draw_extra(self) -> None:
        """The progress file's problem keeps its own line: the subtitle follows the cursor."""
        if self.problem_text is not None:
            self.problem_text.draw()

    def on_update(self, delta_time: float) -> None:
        if self.selected < len(self.levels):
            challenge = self.levels[self.selected].challenge
            assert challenge is not None
            self.subtitle_text.text = challenge.describe()

    def on_back(self) -> None:
        navigation.show_title(self.window)
