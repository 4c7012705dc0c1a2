"""The end of a Canasta game: who won, the sides ranked, the score sheet, play again or leave.

The sheet's text is 14 pt (the logical screen is drawn at 3/4 in a 960x540 window) and
keeps its last hands, so nothing reaches the menu's footer. Confetti in the sides'
colours bursts over the title that names the winner and falls behind it, stopping
above the buttons (not under Reduce motion: the title says who won).
"""

from __future__ import annotations

import dataclasses

import arcade

from candy_arcade.core.rng import new_seed
from candy_arcade.render.box import Box
from candy_arcade.render.canasta.names import game_heading
from candy_arcade.render.canasta.scene import SIDE_COLOURS
from candy_arcade.render.canasta.seats import side_name
from candy_arcade.render.confetti import ConfettiLayer, confetti_over
from candy_arcade.render.logical_screen import LOGICAL_HEIGHT, LOGICAL_WIDTH
from candy_arcade.render.theme import BODY_FONT, HIGHLIGHT, TEXT
from candy_arcade.views import navigation
from candy_arcade.views.canasta.score_sheet import sheet_rows
from candy_arcade.views.canasta.session import CanastaSession
from candy_arcade.views.challenge_result import judge_challenge
from candy_arcade.views.menu import MenuItem, MenuView
from candy_arcade.views.window_access import app_window

SHEET_ROWS = 9
ITEMS_TOP = LOGICAL_HEIGHT - 196
ITEM_HEIGHT = 42
ITEM_GAP = 6
STANDINGS_Y = LOGICAL_HEIGHT - 362
SHEET_TOP = LOGICAL_HEIGHT - 406
SHEET_STEP = 24
SHEET_FONT = 14
PLACES = ("1st", "2nd", "3rd", "4th")
CONFETTI_START = 0.3
"""Seconds after the screen comes up that the confetti bursts."""
CONFETTI_MARGIN = 80.0
"""How far beyond the title's words the confetti starts, either side."""


class CanastaGameOverView(MenuView):
    music_track = "canasta"
    """The game's loop plays on over its end, as over the table."""

    def __init__(self, session: CanastaSession) -> None:
        state = session.state
        names = [side_name(session.seats, s) for s in range(session.settings.sides)]
        winners = " and ".join(names[s] for s in state.winners) or "Nobody"
        verb = "wins" if len(state.winners) == 1 and " & " not in winners else "win"
        judged = judge_challenge(session.setup, list(state.scores), session.settings.side_of(0))
        target = game_heading(state.deck.name, state.settings.variant, session.settings.target)
        subtitle = judged[1] if judged is not None else target
        super().__init__(f"{winners} {verb}!", subtitle)
        self.session = session
        lobby = [MenuItem("Back to the lobby", action=self.back_to_lobby)]
        self.set_items(
            [
                MenuItem("Play again", action=self.play_again),
                *(lobby if session.setup.has_lobby else []),
                MenuItem("Back to the title", action=lambda: navigation.show_title(self.window)),
            ]
        )
        self.elapsed = 0.0
        """Seconds the screen has been up (the confetti's clock)."""
        self.confetti = self._confetti(bool(state.winners))
        rows = sheet_rows(session.history, names)
        rows = [rows[0], *rows[1:][-SHEET_ROWS:]]
        self.sheet: list[arcade.Text] = [self._standings(names, state.scores)]
        left = LOGICAL_WIDTH / 2 - 360
        column = 720 / len(rows[0])
        for r, row in enumerate(rows):
            for c, cell in enumerate(row):
                colour = SIDE_COLOURS[(c - 1) % len(SIDE_COLOURS)] if r == 0 and c else TEXT
                self.sheet.append(
                    arcade.Text(
                        cell,
                        left + c * column,
                        SHEET_TOP - r * SHEET_STEP,
                        colour,
                        SHEET_FONT,
                        font_name=BODY_FONT,
                        bold=r == 0,
                    )
                )

    def _confetti(self, won: bool) -> ConfettiLayer | None:
        """A burst over the winner's title, falling no lower than the buttons' top."""
        if not won or app_window(self).settings.reduce_motion:
            return None
        title = self.title_text
        area = Box(
            title.left - CONFETTI_MARGIN, ITEMS_TOP, title.right + CONFETTI_MARGIN, title.top
        )
        sides = self.session.settings.sides
        colours = [SIDE_COLOURS[side % len(SIDE_COLOURS)] for side in range(sides)]
        return confetti_over(self.session.setup.seed, [area], [*colours, HIGHLIGHT], CONFETTI_START)

    def on_update(self, delta_time: float) -> None:
        self.elapsed += delta_time
        if self.confetti is not None:
            self.confetti.show(self.elapsed)

    @staticmethod
    def _standings(names: list[str], scores: tuple[int, ...]) -> arcade.Text:
        """The sides ranked by their final score: "1st East 11235   2nd South 8440"."""
        ranked = sorted(range(len(names)), key=lambda side: (-scores[side], side))
        places = [PLACES[sum(other > scores[side] for other in scores)] for side in ranked]
        return arcade.Text(
            "     ".join(
                f"{place} {names[side]} {scores[side]}"
                for place, side in zip(places, ranked, strict=True)
            ),
            LOGICAL_WIDTH / 2,
            STANDINGS_Y,
            HIGHLIGHT,
            18,
            anchor_x="center",
            anchor_y="center",
            font_name=BODY_FONT,
            bold=True,
        )

    def item_rect(self, index: int) -> tuple[float, float, float, float]:
        """The buttons close up under the subtitle, so the standings and the sheet
        keep the lower half of the screen."""
        left, right, _, _ = super().item_rect(index)
        top = ITEMS_TOP - index * (ITEM_HEIGHT + ITEM_GAP)
        return left, right, top - ITEM_HEIGHT, top

    def draw_extra(self) -> None:
        if self.confetti is not None:
            self.confetti.draw()
        for text in self.sheet:
            text.draw()

    def play_again(self) -> None:

        navigation.start_game(self.window, dataclasses.replace(self.session.setup, seed=new_seed()))

    def back_to_lobby(self) -> None:
        """The same seats and options, ready to be changed or started again."""
        navigation.back_to_lobby(self.window, self.session.setup)

    def on_back(self) -> None:
        navigation.show_title(self.window)
