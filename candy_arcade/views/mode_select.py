"""Choose one of the three games: each shown with a sentence, its pieces, who plays it,
and two buttons, Play and How to play.

A newcomer meets the games here, so each says what it is before anyone picks it.
Left/Right (or the d-pad) moves between games, Up/Down between the two buttons,
Enter/Space/A presses, Esc/B goes back; the mouse points and clicks.
"""

from __future__ import annotations

from dataclasses import dataclass

import arcade

from candy_arcade.guide.first_games import should_offer
from candy_arcade.modes import MODES, AnyMode
from candy_arcade.render.logical_screen import LOGICAL_HEIGHT, LOGICAL_WIDTH
from candy_arcade.render.rules_pages import rules_book
from candy_arcade.render.rules_pages.pictures import Placed, SignTexts, draw_placed, lay_out
from candy_arcade.render.theme import (
    BODY_FONT,
    HIGHLIGHT,
    PANEL,
    PANEL_LIGHT,
    TEXT,
    TEXT_DIM,
    TITLE_FONT,
)
from candy_arcade.views import navigation
from candy_arcade.views.window_access import app_window

Box = tuple[float, float, float, float]
"""left, right, bottom, top."""
CARD_WIDTH, CARD_GAP = 380, 30
CARD_BOTTOM, CARD_TOP = 96, LOGICAL_HEIGHT - 150
BUTTON_HEIGHT = 50
PLAY_SHARE = 0.36
"""Play's share of the two buttons' width: "How to play" is the longer word."""
TITLE_SIZE, MIN_TITLE_SIZE = 26, 20
"""A game's name is as large as fits its panel, down to the smaller size."""
PLAY, HOW_TO_PLAY = 0, 1
BUTTON_LABELS = ("Play", "How to play")


def how_many(mode: AnyMode) -> str:
    """"1 to 8 players, all at once": who a mode seats and how they play."""
    way = "all at once" if mode.realtime else "taking turns"
    return f"{mode.seats.fewest} to {mode.seats.most} players, {way}"


@dataclass
class GameCard:
    """One game's panel on the screen, laid out once."""

    mode: str
    box: Box
    texts: list[arcade.Text]
    pictures: list[Placed]
    buttons: tuple[Box, Box]
    button_texts: tuple[arcade.Text, arcade.Text]


class ModeSelectView(arcade.View):
    def __init__(self) -> None:
        super().__init__()
        self.game = 0
        self.button = PLAY
        self.signs = SignTexts()
        self.title = arcade.Text(
            "Choose a game", LOGICAL_WIDTH / 2, LOGICAL_HEIGHT - 80, HIGHLIGHT, 44,
            anchor_x="center", anchor_y="center", font_name=TITLE_FONT,
        )
        self.footer = arcade.Text(
            "Arrows or d-pad: choose   Enter or A: go   Esc or B: back", LOGICAL_WIDTH / 2,
            44, TEXT_DIM, 18, anchor_x="center", anchor_y="center", font_name=BODY_FONT,
        )
        total = len(MODES) * CARD_WIDTH + (len(MODES) - 1) * CARD_GAP
        first = LOGICAL_WIDTH / 2 - total / 2
        self.cards = [
            self._card(mode, first + number * (CARD_WIDTH + CARD_GAP))
            for number, mode in enumerate(MODES.values())
        ]

    def _card(self, mode: AnyMode, left: float) -> GameCard:
        right, top = left + CARD_WIDTH, CARD_TOP
        book = rules_book(mode.id)
        pad = 18
        title = self._text(mode.title, (left + right) / 2, top - 18, TITLE_SIZE, HIGHLIGHT,
                           bold=True, anchor_x="center")
        while title.content_width > CARD_WIDTH - 2 * pad and title.font_size > MIN_TITLE_SIZE:
            title.font_size -= 1
        pictures_top = top - 70
        pictures = lay_out(book.cover, (left + pad, right - pad, pictures_top - 120,
                                        pictures_top), self.signs)
        summary = self._text(book.summary, left + pad, pictures_top - 136, 18, TEXT,
                             width=CARD_WIDTH - 2 * pad)
        players = self._text(how_many(mode), left + pad,
                             summary.y - summary.content_height - 12, 18, TEXT_DIM,
                             width=CARD_WIDTH - 2 * pad)
        play_width = (CARD_WIDTH - 3 * pad) * PLAY_SHARE
        bottom = CARD_BOTTOM + pad
        buttons = (
            (left + pad, left + pad + play_width, bottom, bottom + BUTTON_HEIGHT),
            (left + 2 * pad + play_width, right - pad, bottom, bottom + BUTTON_HEIGHT),
        )
        button_texts = tuple(
            self._text(label, (box[0] + box[1]) / 2, (box[2] + box[3]) / 2, 20, TEXT,
                       bold=True, anchor_x="center", anchor_y="center")
            for label, box in zip(BUTTON_LABELS, buttons, strict=True)
        )
        return GameCard(
            mode.id, (left, right, CARD_BOTTOM, top), [title, summary, players], pictures,
            buttons, (button_texts[0], button_texts[1]),
        )

    @staticmethod
    def _text(
        words: str, x: float, y: float, size: int, colour: tuple[int, int, int], *,
        bold: bool = False, width: float | None = None, anchor_x: str = "left",
        anchor_y: str = "top",
    ) -> arcade.Text:
        return arcade.Text(
            words, x, y, colour, size, width=int(width) if width else None,
            multiline=width is not None, anchor_x=anchor_x, anchor_y=anchor_y,
            font_name=BODY_FONT, bold=bold,
        )

    # ------------------------------------------------------------------ actions

    def press(self, game: int, button: int) -> None:
        """Play a game or read how to play it."""
        mode = self.cards[game].mode
        if button == HOW_TO_PLAY:
            navigation.show_rules(self.window, self, mode)
        else:
            self.choose(mode)

    def choose(self, mode: str) -> None:
        """Real-time modes pick a table first (once, the first time, a guided first
        game is offered); Canasta goes straight to its seats."""
        if not MODES[mode].chooses_table:
            navigation.show_lobby(self.window, mode)
        elif should_offer(mode):
            navigation.show_guide_offer(self.window, mode)
        else:
            navigation.show_level_select(self.window, mode)

    def on_back(self) -> None:
        navigation.show_title(self.window)

    def move(self, games: int, buttons: int) -> None:
        self.game = (self.game + games) % len(self.cards)
        self.button = (self.button + buttons) % len(BUTTON_LABELS)
        app_window(self).sounds.play("click", 0.4)

    # ------------------------------------------------------------------ drawing

    def on_draw(self) -> None:
        self.clear()
        app_window(self).screen_map.use()
        self.title.draw()
        for number, card in enumerate(self.cards):
            left, right, bottom, top = card.box
            chosen = number == self.game
            arcade.draw_lrbt_rectangle_filled(left, right, bottom, top, PANEL)
            arcade.draw_lrbt_rectangle_outline(
                left, right, bottom, top, HIGHLIGHT if chosen else PANEL_LIGHT, 3 if chosen else 2
            )
            draw_placed(card.pictures, self.signs)
            for text in card.texts:
                text.draw()
            for index, (box, text) in enumerate(zip(card.buttons, card.button_texts, strict=True)):
                focused = chosen and index == self.button
                arcade.draw_lrbt_rectangle_filled(*box, PANEL_LIGHT)
                if focused:
                    arcade.draw_lrbt_rectangle_outline(*box, HIGHLIGHT, 3)
                text.draw()
        self.footer.draw()

    # ------------------------------------------------------------------ input

    def on_key_press(self, symbol: int, modifiers: int) -> bool | None:
        if symbol in (arcade.key.LEFT, arcade.key.A):
            self.move(-1, 0)
        elif symbol in (arcade.key.RIGHT, arcade.key.D):
            self.move(1, 0)
        elif symbol in (arcade.key.UP, arcade.key.W, arcade.key.DOWN, arcade.key.S):
            self.move(0, 1)
        elif symbol in (arcade.key.ENTER, arcade.key.RETURN, arcade.key.SPACE):
            self.press(self.game, self.button)
        elif symbol == arcade.key.ESCAPE:
            self.on_back()
        else:
            return None
        return True

    def _button_at(self, x: float, y: float) -> tuple[int, int] | None:
        lx, ly = app_window(self).to_logical(x, y)
        for game, card in enumerate(self.cards):
            for button, (left, right, bottom, top) in enumerate(card.buttons):
                if left <= lx <= right and bottom <= ly <= top:
                    return game, button
        return None

    def on_mouse_motion(self, x: int, y: int, dx: int, dy: int) -> None:
        found = self._button_at(x, y)
        if found is not None:
            self.game, self.button = found

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> None:
        found = self._button_at(x, y)
        if found is not None:
            self.game, self.button = found
            self.press(*found)

    def on_menu_command(self, command: str) -> None:
        """A pad: the d-pad moves, A presses, B goes back."""
        steps = {"left": (-1, 0), "right": (1, 0), "up": (0, 1), "down": (0, 1)}
        if command in steps:
            self.move(*steps[command])
        elif command == "select":
            self.press(self.game, self.button)
        elif command == "back":
            self.on_back()
