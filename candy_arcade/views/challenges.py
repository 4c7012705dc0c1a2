"""The challenges: one ladder per game, side by side, each rung unlocked by the one
before it in its own game's ladder (:mod:`candy_arcade.levels.challenge_ladders`).

A locked rung says what unlocks it on the rung itself, and says it again, in words,
when it is chosen: a refusal sound alone tells a newcomer nothing.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

import arcade

from candy_arcade.core.rng import new_seed
from candy_arcade.core.seats import SeatSpec, as_difficulty
from candy_arcade.input.hub import ANY_DEVICE
from candy_arcade.levels.challenge_ladders import Ladder, Rung, challenge_ladders, level_id
from candy_arcade.levels.loader import readable_levels
from candy_arcade.levels.spec import LevelSpec
from candy_arcade.modes import MODE_IDS, mode_info
from candy_arcade.progress import Progress, load_progress
from candy_arcade.render.logical_screen import LOGICAL_WIDTH
from candy_arcade.render.theme import (
    BAD,
    BODY_FONT,
    GOOD,
    HIGHLIGHT,
    PANEL,
    PANEL_LIGHT,
    TEXT,
    TEXT_DIM,
)
from candy_arcade.setup import GameSetup, SeatAssignment
from candy_arcade.views import navigation
from candy_arcade.views.menu import MenuItem, MenuView
from candy_arcade.views.window_access import app_window

LADDER_TOP = 530.0
PROBLEM_LINE = 30.0
"""Room taken from the ladders' top for the line saying the progress file was set aside."""
COLUMN_WIDTH = 360.0
COLUMN_GAP = 40.0
HEADER_HEIGHT = 40.0
"""The game's name over its ladder."""
ROW_STEP = 60.0
ROW_GAP = 6.0
BACK_BOX = (LOGICAL_WIDTH / 2 - 150, LOGICAL_WIDTH / 2 + 150, 52.0, 92.0)
"""Back sits under the ladders, above the footer's key hints."""
RUNGS_BOTTOM = BACK_BOX[3] + 10
NAME_SIZE = 18.0
STATUS_SIZE = 13.0
SMALLEST_SIZE = 9.0
"""Rows close up when a ladder is long; their words shrink with them, never below this."""
NAME_SHARE = 0.3
STATUS_SHARE = 0.22
ROW_PADDING = 0.05
"""Font sizes (points) and the padding as shares of a row's height: a line of text is
about 1.6 times its point size high, so the two lines fill 0.83 of the row."""
FOOTER = (
    "Up/Down: climb   Left/Right: another game's ladder   Enter/A: play   Esc/B: back"
)
LEFT_KEYS = (arcade.key.LEFT, arcade.key.A)
RIGHT_KEYS = (arcade.key.RIGHT, arcade.key.D)


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


def rung_status(rung: Rung, progress: Progress) -> str:
    """The rung's second line: done, open, or what unlocks it; with the best score."""
    if not rung.is_open:
        return rung.lock_reason
    best = progress.best.get(level_id(rung.level))
    state = "Done" if rung.done else "Open"
    return state if best is None else f"{state} · best {best}"


@dataclass
class RungRow:
    """One rung's place on screen: its column and row, and its two lines of words."""

    rung: Rung
    column: int
    row: int
    status: str
    name_text: arcade.Text | None = None
    status_text: arcade.Text | None = None


class ChallengeLadderView(MenuView):
    def __init__(self) -> None:
        progress = load_progress()
        super().__init__("Challenges", "")
        self.footer_text.text = FOOTER
        self.summary = (
            f"{len(progress.completed)} completed — beat a challenge to open the next in its game"
        )
        self.subtitle_text.text = self.summary
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
        self.ladders = challenge_ladders(ladder(), progress.completed, MODE_IDS)
        self.rows = [
            RungRow(rung, column, row, rung_status(rung, progress))
            for column, each in enumerate(self.ladders)
            for row, rung in enumerate(each.rungs)
        ]
        self.headers = [self._header(column, each) for column, each in enumerate(self.ladders)]
        self.refused: int | None = None
        """The locked rung whose refusal the subtitle is saying, until the cursor moves."""
        self.column = 0
        """The ladder the cursor was last on: Up or Down from Back returns to it."""
        items = [
            MenuItem(row.rung.title, action=functools.partial(self.play, row.rung.level),
                     enabled=row.rung.is_open)
            for row in self.rows
        ]
        items.append(MenuItem("Back", action=self.on_back))
        self.set_items(items)

    # ----- where things are ----------------------------------------------------------

    def _column_left(self, column: int) -> float:
        columns = max(len(self.ladders), 1)
        width = columns * COLUMN_WIDTH + (columns - 1) * COLUMN_GAP
        return LOGICAL_WIDTH / 2 - width / 2 + column * (COLUMN_WIDTH + COLUMN_GAP)

    def _row_step(self) -> float:
        """Rows ROW_STEP apart, closer when the longest ladder would reach Back."""
        longest = max((len(each.rungs) for each in self.ladders), default=1)
        room = self.ladder_top - HEADER_HEIGHT - RUNGS_BOTTOM
        return min(ROW_STEP, room / longest)

    def _header(self, column: int, each: Ladder) -> arcade.Text:
        left = self._column_left(column)
        return arcade.Text(
            mode_info(each.mode).title,
            left + COLUMN_WIDTH / 2,
            self.ladder_top - HEADER_HEIGHT / 2,
            HIGHLIGHT,
            20,
            anchor_x="center",
            anchor_y="center",
            font_name=BODY_FONT,
        )

    def item_rect(self, index: int) -> tuple[float, float, float, float]:
        if index >= len(self.rows):
            return BACK_BOX
        place = self.rows[index]
        left = self._column_left(place.column)
        step = self._row_step()
        top = self.ladder_top - HEADER_HEIGHT - place.row * step
        return left, left + COLUMN_WIDTH, top - (step - ROW_GAP), top

    # ----- moving and choosing -------------------------------------------------------

    def _index_of(self, column: int, row: int) -> int:
        return next(
            index for index, place in enumerate(self.rows)
            if place.column == column and place.row == row
        )

    def move(self, step: int) -> None:
        """Up and Down climb the ladder the cursor is on; past either end is Back, and
        from Back into the ladder last visited."""
        if not self.rows:
            return
        rungs = len(self.ladders[self.column].rungs)
        if self.selected >= len(self.rows):
            row = rungs - 1 if step < 0 else 0
        else:
            row = self.rows[self.selected].row + step
        self.selected = self._index_of(self.column, row) if 0 <= row < rungs else len(self.rows)
        app_window(self).sounds.play("click", 0.4)

    def switch_ladder(self, step: int) -> None:
        """Left and Right go to the next game's ladder, at the same height (or its top)."""
        if not self.ladders:
            return
        row = self.rows[self.selected].row if self.selected < len(self.rows) else 0
        self.column = (self.column + step) % len(self.ladders)
        row = min(row, len(self.ladders[self.column].rungs) - 1)
        self.selected = self._index_of(self.column, row)
        app_window(self).sounds.play("click", 0.4)

    def activate(self) -> None:
        """A locked rung refuses with a sound and says what unlocks it."""
        if self.selected < len(self.rows) and not self.items[self.selected].enabled:
            self.refused = self.selected
            rung = self.rows[self.selected].rung
            self.subtitle_text.text = f"{rung.title} is locked: beat {rung.unlocked_by} first"
            self.subtitle_text.color = BAD
        super().activate()

    def on_key_press(self, symbol: int, modifiers: int) -> bool | None:
        if symbol in LEFT_KEYS or symbol in RIGHT_KEYS:
            self.switch_ladder(-1 if symbol in LEFT_KEYS else 1)
            return True
        return super().on_key_press(symbol, modifiers)

    def on_menu_command(self, command: str) -> None:
        if command in ("left", "right"):
            self.switch_ladder(-1 if command == "left" else 1)
        else:
            super().on_menu_command(command)

    def play(self, level: LevelSpec) -> None:
        navigation.start_game(self.window, challenge_setup(level))

    def on_back(self) -> None:
        navigation.show_title(self.window)

    # ----- what the player reads -----------------------------------------------------

    def on_update(self, delta_time: float) -> None:
        """The subtitle describes the challenge under the cursor (or says why it is
        locked, after a refused choice, until the cursor moves)."""
        if self.selected < len(self.rows):
            self.column = self.rows[self.selected].column
        if self.refused is not None and self.refused == self.selected:
            return
        self.refused = None
        self.subtitle_text.color = TEXT_DIM
        if self.selected < len(self.rows):
            challenge = self.rows[self.selected].rung.level.challenge
            assert challenge is not None
            self.subtitle_text.text = challenge.describe()
        else:
            self.subtitle_text.text = self.summary

    def on_draw(self) -> None:
        self.clear()
        app_window(self).screen_map.use()
        self.title_text.draw()
        self.subtitle_text.draw()
        if self.problem_text is not None:
            self.problem_text.draw()
        for header in self.headers:
            header.draw()
        for index, place in enumerate(self.rows):
            self._draw_row(index, place)
        self._draw_back()
        self.footer_text.draw()

    def _draw_box(self, index: int) -> tuple[float, float, float, float]:
        left, right, bottom, top = self.item_rect(index)
        chosen = index == self.selected
        colour = PANEL_LIGHT if chosen else PANEL
        arcade.draw_lrbt_rectangle_filled(left, right, bottom, top, colour)
        if chosen:
            arcade.draw_lrbt_rectangle_outline(left, right, bottom, top, HIGHLIGHT, 3)
        return left, right, bottom, top

    def _draw_row(self, index: int, place: RungRow) -> None:
        """The rung's number and title over its status, both sized to the row."""
        left, right, bottom, top = self._draw_box(index)
        height = top - bottom
        name_size = max(SMALLEST_SIZE, min(NAME_SIZE, height * NAME_SHARE))
        status_size = max(SMALLEST_SIZE, min(STATUS_SIZE, height * STATUS_SHARE))
        middle = (left + right) / 2
        if place.name_text is None or place.name_text.font_size != name_size:
            place.name_text = arcade.Text(
                f"{place.rung.number}. {place.rung.title}", middle, top - height * ROW_PADDING,
                TEXT, name_size, anchor_x="center", anchor_y="top", font_name=BODY_FONT,
            )
            place.status_text = arcade.Text(
                place.status, middle, bottom + height * ROW_PADDING,
                self._status_colour(place.rung), status_size,
                anchor_x="center", anchor_y="bottom", font_name=BODY_FONT,
            )
        place.name_text.color = TEXT if place.rung.is_open else TEXT_DIM
        place.name_text.draw()
        assert place.status_text is not None
        place.status_text.draw()

    @staticmethod
    def _status_colour(rung: Rung) -> tuple[int, int, int]:
        if rung.done:
            return GOOD
        return HIGHLIGHT if rung.is_open else TEXT_DIM

    def _draw_back(self) -> None:
        index = len(self.rows)
        left, right, bottom, top = self._draw_box(index)
        item = self.items[index]
        if item._text is None:
            item._text = arcade.Text(
                item.label, (left + right) / 2, (bottom + top) / 2, TEXT, 20,
                anchor_x="center", anchor_y="center", font_name=BODY_FONT,
            )
        item._text.draw()
