"""The end of a Canasta game: who won, the final score sheet, play again or leave."""

from __future__ import annotations

import dataclasses

import arcade

from candy_arcade.core.rng import new_seed
from candy_arcade.render.canasta.scene import SIDE_COLOURS
from candy_arcade.render.canasta.seats import side_name
from candy_arcade.render.logical_screen import LOGICAL_HEIGHT, LOGICAL_WIDTH
from candy_arcade.render.theme import BODY_FONT, TEXT
from candy_arcade.views import navigation
from candy_arcade.views.canasta.score_sheet import sheet_rows
from candy_arcade.views.canasta.session import CanastaSession
from candy_arcade.views.challenge_result import judge_challenge
from candy_arcade.views.menu import MenuItem, MenuView

SHEET_ROWS = 10


class CanastaGameOverView(MenuView):
    def __init__(self, session: CanastaSession) -> None:
        state = session.state
        names = [side_name(session.seats, s) for s in range(session.settings.sides)]
        winners = " and ".join(names[s] for s in state.winners) or "Nobody"
        verb = "wins" if len(state.winners) == 1 and " & " not in winners else "win"
        judged = judge_challenge(session.setup, list(state.scores), session.settings.side_of(0))
        subtitle = judged[1] if judged is not None else f"Game to {session.settings.target}"
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
        rows = sheet_rows(session.history, names)
        rows = [rows[0], *rows[1:][-SHEET_ROWS:]]
        self.sheet: list[arcade.Text] = []
        left = LOGICAL_WIDTH / 2 - 360
        column = 720 / len(rows[0])
        for r, row in enumerate(rows):
            for c, cell in enumerate(row):
                colour = SIDE_COLOURS[(c - 1) % len(SIDE_COLOURS)] if r == 0 and c else TEXT
                self.sheet.append(
                    arcade.Text(
                        cell,
                        left + c * column,
                        LOGICAL_HEIGHT - 420 - r * 24,
                        colour,
                        13,
                        font_name=BODY_FONT,
                        bold=r == 0,
                    )
                )

    def item_rect(self, index: int) -> tuple[float, float, float, float]:
        left, right, bottom, top = super().item_rect(index)
        return left, right, bottom + 40, top + 40

    def draw_extra(self) -> None:
        for text in self.sheet:
            text.draw()

    def play_again(self) -> None:

        navigation.start_game(self.window, dataclasses.replace(self.session.setup, seed=new_seed()))

    def back_to_lobby(self) -> None:
        """The same seats and options, ready to be changed or started again."""
        navigation.back_to_lobby(self.window, self.session.setup)

    def on_back(self) -> None:
        navigation.show_title(self.window)
