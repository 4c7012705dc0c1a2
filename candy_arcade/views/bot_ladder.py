"""The bot ladder in the window: rounds noted as they end, the lobby's suggestion.

The rules of the climb are in :mod:`candy_arcade.progress_ladder`; this module only
reads and writes the progress file around them and draws the suggestion. A round is
noted when it was played from a lobby and recorded (a guided first game, a replay or
a challenge is not a round against bots the player chose).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import arcade

from candy_arcade.core.seats import Difficulty
from candy_arcade.progress import Progress, load_progress, progress_path, save_progress
from candy_arcade.progress_ladder import (
    LADDER_MODES,
    BotLadder,
    accept,
    dismiss,
    round_against_bots,
    suggestion,
)
from candy_arcade.render.logical_screen import LOGICAL_WIDTH
from candy_arcade.render.text_fit import fit_width
from candy_arcade.render.theme import BODY_FONT, HIGHLIGHT, PANEL, PANEL_LIGHT, TEXT
from candy_arcade.setup import GameSetup
from candy_arcade.views.window_access import game_window

SAVING = "Your bot level"
ACCEPT_KEY, DISMISS_KEY = arcade.key.N, arcade.key.M
ACCEPT_LABEL, DISMISS_LABEL = "N", "M"
PAD_ACCEPT = "again"
"""A pad's Y (its menu command), which no other lobby control uses."""
BANNER = (100.0, LOGICAL_WIDTH - 100.0, 126.0, 178.0)
ACCEPT_W, DISMISS_W, BUTTON_GAP = 240.0, 150.0, 10.0
WORDS_FONT, BUTTON_FONT = 15, 13

Rect = tuple[float, float, float, float]


def note_finished_round(
    window: arcade.Window, setup: GameSetup, points: Sequence[int], recorded: bool
) -> None:
    """Note a round (or Piñata game) that just ended, for the lobby's next suggestion."""
    if setup.mode not in LADDER_MODES or not setup.has_lobby or not recorded:
        return
    played = round_against_bots([seat.spec for seat in setup.seats], points)
    if played is None:
        return
    progress = load_progress()
    progress.note_round(setup.mode, played)
    _save(window, progress)


def _save(window: arcade.Window, progress: Progress) -> None:
    game_window(window).save_or_tell(SAVING, progress_path(), lambda: save_progress(progress))


class LadderOffer:
    """A lobby's bot level and its suggestion to move up: shown with a yes and a not-now.

    ``relevel`` is called with the new level when the player accepts, so the bots
    already seated change with it. ``ladder`` is where the player stands, read from
    the progress file when None (the layout check shows a suggestion without one).
    """

    def __init__(
        self, mode: str, relevel: Callable[[Difficulty], None], ladder: BotLadder | None = None
    ) -> None:
        self.mode = mode
        self.relevel = relevel
        self.climbs = mode in LADDER_MODES
        if ladder is None:
            ladder = load_progress().ladder(mode) if self.climbs else BotLadder()
        self.ladder = ladder
        self.shown = suggestion(self.ladder) if self.climbs else None
        self._texts: list[arcade.Text] = []

    @property
    def level(self) -> Difficulty | None:
        """The level new bots get here (None: the mode keeps the settings' difficulty)."""
        return self.ladder.level if self.climbs else None

    def accept(self, window: arcade.Window) -> None:
        self._answer(window, accept)
        self.relevel(self.ladder.level)

    def dismiss(self, window: arcade.Window) -> None:
        self._answer(window, dismiss)

    def _answer(self, window: arcade.Window, answer: Callable[[BotLadder], BotLadder]) -> None:
        progress = load_progress()
        progress.bots[self.mode] = answer(progress.ladder(self.mode))
        self.ladder = progress.bots[self.mode]
        self.shown = None
        _save(window, progress)

    def key(self, window: arcade.Window, symbol: int) -> bool:
        """Answer the suggestion on its keys; False when none is shown or another key."""
        if self.shown is None or symbol not in (ACCEPT_KEY, DISMISS_KEY):
            return False
        (self.accept if symbol == ACCEPT_KEY else self.dismiss)(window)
        return True

    def menu_command(self, window: arcade.Window, command: str) -> bool:
        if self.shown is None or command != PAD_ACCEPT:
            return False
        self.accept(window)
        return True

    def click(self, window: arcade.Window, x: float, y: float) -> bool:
        if self.shown is None:
            return False
        accept_rect, dismiss_rect = self.button_rects()
        for rect, answer in ((accept_rect, self.accept), (dismiss_rect, self.dismiss)):
            left, right, bottom, top = rect
            if left <= x <= right and bottom <= y <= top:
                answer(window)
                return True
        return False

    def button_rects(self) -> tuple[Rect, Rect]:
        """Yes, then not now: at the banner's right end."""
        _, right, bottom, top = BANNER
        dismiss_rect = (right - 8 - DISMISS_W, right - 8, bottom + 7, top - 7)
        accept_left = dismiss_rect[0] - BUTTON_GAP - ACCEPT_W
        return (accept_left, accept_left + ACCEPT_W, bottom + 7, top - 7), dismiss_rect

    def labels(self) -> tuple[str, str, str]:
        """The words, then the two buttons' labels (empty when nothing is suggested)."""
        if self.shown is None:
            return "", "", ""
        return (
            self.shown.words,
            f"Try {self.shown.next_level}  [{ACCEPT_LABEL} or pad Y]",
            f"Not now  [{DISMISS_LABEL}]",
        )

    def draw(self) -> None:
        if self.shown is None:
            return
        if not self._texts:
            self._texts = self._make_texts()
        left, right, bottom, top = BANNER
        arcade.draw_lrbt_rectangle_filled(left, right, bottom, top, PANEL)
        arcade.draw_lrbt_rectangle_outline(left, right, bottom, top, HIGHLIGHT, 2)
        for rect in self.button_rects():
            arcade.draw_lrbt_rectangle_filled(*rect, PANEL_LIGHT)
        for text in self._texts:
            text.draw()

    def _make_texts(self) -> list[arcade.Text]:
        words, yes, not_now = self.labels()
        left, _, bottom, top = BANNER
        accept_rect, dismiss_rect = self.button_rects()
        said = arcade.Text(
            words, left + 16, (bottom + top) / 2, HIGHLIGHT, WORDS_FONT,
            anchor_y="center", font_name=BODY_FONT, bold=True,
        )
        fit_width(said, accept_rect[0] - left - 32, WORDS_FONT)
        texts = [said]
        buttons = ((yes, accept_rect), (not_now, dismiss_rect))
        for label, (b_left, b_right, b_bottom, b_top) in buttons:
            text = arcade.Text(
                label, (b_left + b_right) / 2, (b_bottom + b_top) / 2, TEXT, BUTTON_FONT,
                anchor_x="center", anchor_y="center", font_name=BODY_FONT,
            )
            fit_width(text, b_right - b_left - 16, BUTTON_FONT)
            texts.append(text)
        return texts
