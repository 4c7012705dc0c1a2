"""The end of an I Want Candy! match: who won, by how much, over how many rounds.

"End match" on a reveal comes here instead of dropping everyone at the title: the
players are ranked by their match totals, each in their colour with their palm's
mark, the round scores beside them while they fit, and the winner named on top. A
deliberate press (the settle second of :class:`ResultsControls`, then a free confirm
key, a pad's A or the button) goes back to the lobby the match started from, with
the same seats, devices, bots and variants.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import arcade
from arcade.types import RGBOrA255

from candy_arcade.render.logical_screen import LOGICAL_HEIGHT, LOGICAL_WIDTH
from candy_arcade.render.player_look import PlayerLook, looks_of
from candy_arcade.render.theme import BODY_FONT, HIGHLIGHT, PANEL, TEXT, TEXT_DIM
from candy_arcade.rules.candy.match import CandyMatch
from candy_arcade.setup import GameSetup
from candy_arcade.views import navigation
from candy_arcade.views.results_controls import ResultsControls
from candy_arcade.views.window_access import app_window

TABLE_TOP = LOGICAL_HEIGHT - 150.0
TABLE_BOTTOM = 64.0
ROW_MOST = 62.0
NAME_X = 160.0
TOTAL_RIGHT = 600.0
ROUNDS_LEFT = 660.0
ROUNDS_RIGHT = LOGICAL_WIDTH - 40.0
ROUND_COLUMN = 72.0
WINNER_ROW = (255, 196, 64, 36)


@dataclass(frozen=True)
class Standing:
    """One player's line of the summary: their place (ties share it) and their total."""

    player: int
    place: int
    total: int


def standings(totals: list[int]) -> list[Standing]:
    """The players from the highest total down; equal totals share a place (1, 1, 3)."""
    order = sorted(range(len(totals)), key=lambda player: (-totals[player], player))
    ranked: list[Standing] = []
    for position, player in enumerate(order):
        tied = ranked and ranked[-1].total == totals[player]
        place = ranked[-1].place if tied else position + 1
        ranked.append(Standing(player, place, totals[player]))
    return ranked


def headline(names: list[str], ranked: list[Standing]) -> str:
    """The winner and their margin over the next player, or the shared win."""
    winners = [standing for standing in ranked if standing.place == 1]
    if len(winners) > 1:
        return " and ".join(names[standing.player] for standing in winners) + " share the match!"
    best = winners[0]
    if len(ranked) == 1:
        return f"{names[best.player]} finishes the match on {best.total:+d}!"
    margin = best.total - ranked[1].total
    points = "point" if margin == 1 else "points"
    return f"{names[best.player]} wins the match by {margin} {points}!"


def _ordinal(place: int) -> str:
    suffix = {1: "st", 2: "nd", 3: "rd"}.get(place if place < 20 else place % 10, "th")
    return f"{place}{suffix}"


class MatchSummaryView(arcade.View):
    mode = "candy"
    music_track = "candy"

    def __init__(self, setup: GameSetup, match: CandyMatch) -> None:
        super().__init__()
        self.setup = setup
        self.match = match
        self.names = [seat.name or f"Player {i + 1}" for i, seat in enumerate(setup.seats)]
        self.looks: list[PlayerLook] = looks_of(setup.look_slots)
        self.ranked = standings(match.totals)
        self.texts: list[arcade.Text] = []
        self.marks: list[tuple[PlayerLook, float, float]] = []
        """Each player's palm (their colour with its mark) and where it sits."""
        self.winner_rows: list[tuple[float, float]] = []
        self.controls = ResultsControls(app_window(self).settings.keys)
        self.controls.add_button(self.destination[0], self.leave)
        self._layout()

    @property
    def destination(self) -> tuple[str, str]:
        """Where the press leads: its button's label and the footer's words."""
        if self.setup.has_lobby:
            return "Back to lobby", "back to the lobby"
        if self.setup.is_challenge:
            return "Challenges", "back to the challenges"
        return "Title", "back to the title"

    @property
    def row_height(self) -> float:
        return min(ROW_MOST, (TABLE_TOP - TABLE_BOTTOM) / max(len(self.ranked), 1))

    def _text(
        self, text: str, x: float, y: float, colour: RGBOrA255, size: int, **kw: Any
    ) -> None:
        self.texts.append(
            arcade.Text(text, x, y, colour, size, font_name=BODY_FONT, anchor_y="center", **kw)
        )

    def shown_rounds(self) -> range:
        """The rounds whose scores fit beside the totals (the latest, when not all do)."""
        fit = int((ROUNDS_RIGHT - ROUNDS_LEFT) // ROUND_COLUMN)
        played = len(self.match.rounds)
        return range(max(0, played - fit), played)

    def _layout(self) -> None:
        played = len(self.match.rounds)
        rounds_word = "round" if played == 1 else "rounds"
        self._text(
            "Match over", LOGICAL_WIDTH / 2, LOGICAL_HEIGHT - 40, HIGHLIGHT, 30,
            anchor_x="center", bold=True,
        )  # fmt: skip
        self._text(
            f"{headline(self.names, self.ranked)}   ({played} {rounds_word} played)",
            LOGICAL_WIDTH / 2, LOGICAL_HEIGHT - 88, TEXT, 22, anchor_x="center", bold=True,
        )  # fmt: skip
        header_y = TABLE_TOP + 22
        self._text("Match total", TOTAL_RIGHT, header_y, TEXT_DIM, 16, anchor_x="right")
        shown = self.shown_rounds()
        if len(shown) < played:
            self._text(f"(the latest {len(shown)} rounds)", 40, header_y, TEXT_DIM, 16)
        for column, number in enumerate(shown):
            x = ROUNDS_LEFT + (column + 0.5) * ROUND_COLUMN
            self._text(f"R{number + 1}", x, header_y, TEXT_DIM, 16, anchor_x="center")
        size = 22 if self.row_height >= 50 else 18
        for row, standing in enumerate(self.ranked):
            centre = TABLE_TOP - (row + 0.5) * self.row_height
            look = self.looks[standing.player]
            if standing.place == 1:
                self.winner_rows.append((centre, self.row_height))
            self._text(_ordinal(standing.place), 40, centre, TEXT, size, bold=True)
            self.marks.append((look, NAME_X - 22, centre))
            self._text(self.names[standing.player], NAME_X + 4, centre, look.text_colour, size,
                       bold=True)  # fmt: skip
            if standing.place == 1:
                name_right = NAME_X + 4 + self.texts[-1].content_width
                self._text("Winner!", name_right + 14, centre, HIGHLIGHT, size, bold=True)
            total = f"{standing.total:+d}"
            self._text(total, TOTAL_RIGHT, centre, TEXT, size, anchor_x="right", bold=True)
            for column, number in enumerate(shown):
                score = self.match.rounds[number].totals[standing.player]
                x = ROUNDS_LEFT + (column + 0.5) * ROUND_COLUMN
                self._text(f"{score:+d}", x, centre, TEXT_DIM, size - 4, anchor_x="center")
        self._text(
            f"{self.controls.confirm_hint()}: {self.destination[1]}",
            24, 24, TEXT_DIM, 16, width=round(self.controls.left_of_buttons - 48),
        )  # fmt: skip

    def on_show_view(self) -> None:
        app_window(self).input_hub.clear_edges()
        app_window(self).sounds.play("win")

    def on_draw(self) -> None:
        self.clear()
        app_window(self).screen_map.use()
        bottom = TABLE_TOP - len(self.ranked) * self.row_height - 6
        arcade.draw_lrbt_rectangle_filled(16, LOGICAL_WIDTH - 16, bottom, TABLE_TOP + 44, PANEL)
        for centre, height in self.winner_rows:
            arcade.draw_lrbt_rectangle_filled(
                20, LOGICAL_WIDTH - 20, centre - height / 2 + 2, centre + height / 2 - 2, WINNER_ROW
            )
            arcade.draw_lrbt_rectangle_outline(
                20, LOGICAL_WIDTH - 20, centre - height / 2 + 2, centre + height / 2 - 2,
                HIGHLIGHT, 3,
            )  # fmt: skip
        side = min(44.0, self.row_height - 6)
        for look, x, y in self.marks:
            arcade.draw_texture_rect(look.palm_open, arcade.XYWH(x, y, side, side))
        self.controls.draw()
        for text in self.texts:
            text.draw()

    def on_update(self, delta_time: float) -> None:
        self.controls.update(delta_time)

    def leave(self) -> None:
        """Back to the lobby with the match's seats and variants (a challenge: its ladder)."""
        if self.setup.has_lobby:
            navigation.back_to_lobby(self.window, self.setup)
        elif self.setup.is_challenge:
            navigation.show_challenges(self.window)
        else:
            navigation.show_title(self.window)

    def on_key_press(self, symbol: int, modifiers: int) -> None:
        """Only a confirm key no keyboard zone binds, once the settle second is over."""
        if self.controls.ready and self.controls.confirms(symbol):
            self.leave()

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> None:
        self.controls.click(*app_window(self).to_logical(x, y))

    def on_menu_command(self, command: str) -> None:
        if self.controls.ready and command == "select":
            self.leave()
