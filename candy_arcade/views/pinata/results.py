"""The end of a Piñata Blast game: every player's victory pile, the scores, the winners.

The rows are ranked, best first, each with its place ("#1"; ties share one), and
the winners' rows are lit and tagged "Winner!" beside the name, never over a card;
confetti bursts over each winner's row as the screen comes up, falling behind the
cards and the words (not under Reduce motion, nor back from watching the game again:
the lit row says who won).

Each pile is laid out card by card so anyone can count the points again by eye; the
cards left in hands (discarded at the end) and those lost to rotten candy are listed.
"Watch again" (or a pad's Y) shows the whole game again from its recording.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import arcade
from arcade.types import RGBOrA255

from candy_arcade.phones.pinata_view import GAME_OVER_NOTE
from candy_arcade.render.box import Box
from candy_arcade.render.confetti import ConfettiLayer, confetti_over
from candy_arcade.render.footer_items import footer_items
from candy_arcade.render.logical_screen import LOGICAL_HEIGHT, LOGICAL_WIDTH
from candy_arcade.render.pinata.textures import card_texture
from candy_arcade.render.player_look import looks_of
from candy_arcade.render.text_stack import put_bottom_at
from candy_arcade.render.theme import BAD, BODY_FONT, GOOD, HIGHLIGHT, PANEL, TEXT, TEXT_DIM
from candy_arcade.replays.recording import PinataRecording
from candy_arcade.rules.pinata.scoring import scores, winners
from candy_arcade.rules.pinata.state import GameState
from candy_arcade.setup import GameSetup
from candy_arcade.views import navigation
from candy_arcade.views.challenge_result import human_seat, judge_challenge
from candy_arcade.views.replay_note import replay_note
from candy_arcade.views.results_controls import BUTTON_BOTTOM, BUTTON_TOP, ResultsControls
from candy_arcade.views.results_phones import ResultsPhones
from candy_arcade.views.window_access import app_window

CARD_WIDTH = 34.0
CARD_HEIGHT = 48.0
PILE_LEFT = 390.0
PILE_RIGHT = LOGICAL_WIDTH - 30.0
WINNER_ROW = (255, 196, 64, 50)
ROWS_TOP_CLEAR = 96.0
"""The rows of piles start this far below the top: the title and the winner's line."""
FOOTER_FONT = 14
CONFETTI_START = 0.3
"""Seconds after the screen comes up that the winners' confetti bursts: once the
rows are read as a table, not as it appears."""


class PinataResultsView(arcade.View):
    mode = "pinata"
    music_track = "pinata"

    def __init__(
        self,
        setup: GameSetup,
        state: GameState,
        names: Sequence[str],
        recording: PinataRecording | None = None,
        replayed: bool = False,
        game: int = 1,
        *,
        play_game: Callable[[int, PinataRecording | None], arcade.View],
    ) -> None:
        """``recording`` is the game just shown (Watch again shows it); ``replayed`` says
        this screen follows a replay, so a challenge's progress is not kept twice;
        ``game`` is its number in the match (playing again plays the next one)."""
        super().__init__()
        self.play_game = play_game
        """The match's game screen: game ``n`` played, or its recording shown again (the
        game screen hands it in, so neither module imports the other)."""
        self.setup = setup
        self.game = game
        self.recording = recording
        self.replayed = replayed
        self.replay_path: Path | None = None
        self.replay_problem: str | None = None
        """Why the game's replay could not be saved (said here, or it is lost unseen)."""
        self.state = state
        self.names = list(names)
        self.looks = looks_of(setup.look_slots)
        self.scores = scores(state)
        self.winners = winners(state)
        self.sprites: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.texts: list[arcade.Text] = []
        self.highlights: list[tuple[float, float]] = []
        self.controls = ResultsControls(app_window(self).settings.keys)
        self.elapsed = 0.0
        """Seconds the screen has been up (the confetti's clock)."""
        self.confetti: ConfettiLayer | None = None
        self.shown = False
        """Whether the screen is on: only then is the replay note known."""
        self.panel = (0.0, 0.0)
        """The bottom and top of the panel behind the rows."""
        self.judged = judge_challenge(
            self.setup, list(self.scores), human_seat(self.setup), record=not self.replayed
        )
        self.again_button = self.controls.add_button(
            "Challenges" if self.judged is not None else "Play again", self.play_again
        )
        self.phones = ResultsPhones(setup, GAME_OVER_NOTE)
        """The phones show the play-again button too, and press it as the screen's own."""
        if self.recording is not None:
            self.controls.add_button("Watch again", self.watch_again)
        self.footer = self._footer()
        self._layout()

    def _text(
        self, text: str, x: float, y: float, colour: RGBOrA255, size: int, **kw: Any
    ) -> arcade.Text:
        made = arcade.Text(text, x, y, colour, size, font_name=BODY_FONT, **kw)
        self.texts.append(made)
        return made

    def _footer(self) -> arcade.Text:
        lost = len(self.state.discarded)
        items = []
        if not self.state.settings.youngest:
            items.append(f"Lost to rotten candy: {lost} card{'s' if lost != 1 else ''}")
        leave = "lobby" if self.setup.has_lobby else "title"
        items += [f"{self.controls.confirm_hint()}: play again", f"Esc / B: {leave}"]
        if self.recording is not None:
            items.append("Y: watch again")
        width = round(self.controls.left_of_buttons - 48)
        return arcade.Text(
            footer_items(items, width, FOOTER_FONT, BODY_FONT),
            24,
            0,
            TEXT,
            FOOTER_FONT,
            anchor_y="center",
            font_name=BODY_FONT,
            width=width,
            multiline=True,
        )

    def _layout(self) -> None:
        """Lay every text and card out again (the replay note, known only once the
        screen is shown, takes room at the bottom)."""
        self.texts = []
        self.sprites = arcade.SpriteList()
        self.highlights = []
        state = self.state
        youngest = state.settings.youngest
        unit = "cards" if youngest else "points"
        names = " and ".join(self.names[player] for player in self.winners)
        verb = "share the win" if len(self.winners) > 1 else "wins"
        self._text(
            "Piñata Blast — results",
            LOGICAL_WIDTH / 2,
            LOGICAL_HEIGHT - 34,
            HIGHLIGHT,
            26,
            anchor_x="center",
            anchor_y="center",
            bold=True,
        )
        self._text(
            f"{names} {verb} with {max(self.scores)} {unit}!",
            LOGICAL_WIDTH / 2,
            LOGICAL_HEIGHT - 70,
            TEXT,
            18,
            anchor_x="center",
            anchor_y="center",
        )
        rows_bottom = self._bottom_strip()
        rows_top = LOGICAL_HEIGHT - ROWS_TOP_CLEAR
        row_height = min(120.0, (rows_top - rows_bottom) / state.player_count)
        self.panel = (rows_top - row_height * state.player_count - 4, rows_top + 4)
        scale = min(1.5, (row_height - 14) / CARD_HEIGHT)
        places = {seat: 1 + sum(other > score for other in self.scores)
                  for seat, score in enumerate(self.scores)}  # fmt: skip
        ranked = sorted(range(state.player_count), key=lambda seat: (-self.scores[seat], seat))
        for row, player in enumerate(ranked):
            seat = state.players[player]
            centre_y = rows_top - row_height * (row + 0.5)
            look = self.looks[player]
            if player in self.winners:
                self.highlights.append((centre_y, row_height))
            name = self._text(
                f"#{places[player]}  {self.names[player]}",
                30,
                centre_y + 14,
                look.text_colour,
                16,
                anchor_y="center",
                bold=True,
            )
            if player in self.winners:
                self._text(
                    "Winner!", name.right + 12, centre_y + 14, HIGHLIGHT, 16,
                    anchor_y="center", bold=True,
                )  # fmt: skip
            detail = self._text(
                f"{self.scores[player]} {unit} ({_cards(len(seat.victory))})",
                30,
                centre_y - 12,
                TEXT_DIM,
                14,
                anchor_y="center",
            )
            if seat.final_hand:
                detail.text += f" · {len(seat.final_hand)} left in hand"
                if detail.right > PILE_LEFT - 16:
                    detail.text = detail.text.removesuffix(" in hand")
            count = max(len(seat.victory), 1)
            step = min(CARD_WIDTH * scale + 4, (PILE_RIGHT - PILE_LEFT) / count)
            for slot, card in enumerate(seat.victory):
                sprite = arcade.Sprite(card_texture(card.candy, card.points, not youngest))
                sprite.width, sprite.height = CARD_WIDTH * scale, CARD_HEIGHT * scale
                sprite.position = (PILE_LEFT + CARD_WIDTH * scale / 2 + slot * step, centre_y)
                self.sprites.append(sprite)
        self.texts.append(self.footer)
        self.confetti = self._confetti()

    def _highlight_box(self, centre_y: float, height: float) -> Box:
        """A winner's lit row."""
        return Box(20, centre_y - height / 2 + 3, LOGICAL_WIDTH - 20, centre_y + height / 2 - 3)

    def _confetti(self) -> ConfettiLayer | None:
        if app_window(self).settings.reduce_motion or self.replayed:
            return None
        return confetti_over(
            self.setup.seed * 1000 + self.game,
            [self._highlight_box(centre_y, height) for centre_y, height in self.highlights],
            [look.colour for look in self.looks] + [HIGHLIGHT],
            CONFETTI_START,
        )

    def _bottom_strip(self) -> float:
        """Place the replay note, the footer over it and the challenge verdict over
        that; the rows start above the returned height."""
        bottom = 2.0
        note = replay_note(self.replay_path, self.replay_problem) if self.shown else None
        if note is not None:
            width = round(self.controls.left_of_buttons - 48)
            text = self._text(
                note, 24, 0, TEXT_DIM, 14, anchor_y="center", width=width, multiline=True
            )
            put_bottom_at(text, bottom)
            bottom = text.top + 1
        buttons_middle = (BUTTON_BOTTOM + BUTTON_TOP) / 2
        put_bottom_at(self.footer, max(bottom, buttons_middle - self.footer.content_height / 2))
        top = max(self.footer.top, BUTTON_TOP) + 8
        if self.judged is not None:
            met, verdict = self.judged
            text = self._text(
                verdict, LOGICAL_WIDTH / 2, top + 16, GOOD if met else BAD, 16,
                anchor_x="center", anchor_y="center", bold=True,
            )  # fmt: skip
            top = text.top + 6
        return top

    def on_show_view(self) -> None:
        self.shown = True
        if replay_note(self.replay_path, self.replay_problem) is not None:
            self._layout()
        app_window(self).input_hub.clear_edges()

    def on_draw(self) -> None:
        self.clear()
        app_window(self).screen_map.use()
        arcade.draw_lrbt_rectangle_filled(16, LOGICAL_WIDTH - 16, *self.panel, PANEL)
        for centre_y, height in self.highlights:
            box = self._highlight_box(centre_y, height)
            arcade.draw_lrbt_rectangle_filled(box.left, box.right, box.bottom, box.top, WINNER_ROW)
        if self.confetti is not None:
            self.confetti.draw()
        self.sprites.draw()
        self.controls.draw()
        for text in self.texts:
            text.draw()

    def on_update(self, delta_time: float) -> None:
        self.controls.update(delta_time)
        hub = app_window(self).input_hub
        if self.phones.update(hub, self.again_button.label, self.controls.ready):
            self.play_again()
            return
        self.elapsed += delta_time
        if self.confetti is not None:
            self.confetti.show(self.elapsed)

    def play_again(self) -> None:
        if self.judged is not None:
            navigation.show_challenges(self.window)
            return
        self.window.show_view(self.play_game(self.game + 1, None))

    def watch_again(self) -> None:
        """Show the game just played again, tick by tick, from its recording."""
        if self.recording is None:
            return
        self.window.show_view(self.play_game(self.game, self.recording))

    def on_key_press(self, symbol: int, modifiers: int) -> None:
        """Only a confirm key no zone binds and Esc count, and only once settled."""
        if not self.controls.ready:
            return
        if self.controls.confirms(symbol):
            self.play_again()
        elif symbol == arcade.key.ESCAPE:
            self.leave()

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> None:
        self.controls.click(*app_window(self).to_logical(x, y))

    def on_menu_command(self, command: str) -> None:
        """A gamepad's A plays again, B goes back to the lobby, Y watches it again."""
        if not self.controls.ready:
            return
        if command == "select":
            self.play_again()
        elif command == "again":
            self.watch_again()
        elif command == "back":
            self.leave()

    def leave(self) -> None:
        """Back to the lobby the game was started from, with the same seats and options
        (a challenge or a recording watched on its own has none: the title)."""
        if self.setup.has_lobby:
            navigation.back_to_lobby(self.window, self.setup)
        else:
            navigation.show_title(self.window)


def _cards(count: int) -> str:
    return f"{count} card" if count == 1 else f"{count} cards"
