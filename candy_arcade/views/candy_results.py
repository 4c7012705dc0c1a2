"""The reveal: every stash face up, each claim's cards highlighted, every −5 card and condition.

A player can check each sum by eye: the claims are listed in the colours that ring
their cards, unused cards are ringed red with −5, and the running totals follow.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import arcade

from candy_arcade.mode_options import CandyOptions
from candy_arcade.render.card_textures import card_face
from candy_arcade.render.logical_screen import LOGICAL_HEIGHT, LOGICAL_WIDTH
from candy_arcade.render.player_look import player_looks
from candy_arcade.render.theme import BAD, BODY_FONT, GOOD, HIGHLIGHT, PANEL, TEXT, TEXT_DIM
from candy_arcade.replays.recording import CandyRecording
from candy_arcade.rules.candy.match import CandyMatch, RoundResult
from candy_arcade.rules.candy.scoring import StashScore
from candy_arcade.rules.candy.variants import VARIANT_TITLES, parse_variants
from candy_arcade.setup import GameSetup
from candy_arcade.views import navigation
from candy_arcade.views.challenge_result import human_seat, judge_challenge
from candy_arcade.views.replay_note import replay_note
from candy_arcade.views.results_controls import ResultsControls
from candy_arcade.views.window_access import app_window

CLAIM_COLOURS = [(255, 196, 64), (86, 180, 233), (0, 200, 140), (204, 121, 167), (240, 228, 66)]
MINI_CARD_SCALE = 0.28
MINI_CARD_WIDTH = 140 * MINI_CARD_SCALE
MINI_CARD_HEIGHT = 190 * MINI_CARD_SCALE


def describe(score: StashScore) -> list[tuple[str, tuple[int, int, int]]]:
    """Breakdown lines with the colour of the ring round their cards."""
    lines: list[tuple[str, tuple[int, int, int]]] = []
    for number, claim in enumerate(score.claims):
        cards = " ".join(str(card) for card in claim.cards)
        lines.append(
            (
                f"{claim.points:+d} {claim.name} ({cards})",
                CLAIM_COLOURS[number % len(CLAIM_COLOURS)],
            )
        )
    for card in score.unused_cards:
        lines.append((f"-5 {card} doesn't contribute", BAD))
    for condition in score.conditions:
        lines.append((f"{condition.points:+d} {condition.name}", TEXT_DIM))
    return lines


class CandyResultsView(arcade.View):
    mode = "candy"

    def __init__(
        self,
        setup: GameSetup,
        match: CandyMatch,
        result: RoundResult,
        recording: CandyRecording | None = None,
        replayed: bool = False,
        *,
        play_round: Callable[[CandyRecording | None], arcade.View],
    ) -> None:
        """``recording`` is the round just shown (Watch again shows it); ``replayed`` says
        this screen follows a replay, so nothing is scored or saved a second time.
        ``play_round`` gives the match's game screen: the next round (None) or a
        recorded one shown again (the game screen hands it in: neither imports the
        other)."""
        super().__init__()
        self.play_round = play_round
        self.replayed = replayed
        self.setup = setup
        self.match = match
        self.result = result
        self.recording = recording
        self.replay_path: Path | None = None
        self.replay_problem: str | None = None
        """Why the round's replay could not be saved (said here, or it is lost unseen)."""
        self.looks = player_looks(len(setup.seats))
        self.sprites: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.rings: list[tuple[float, float, tuple[int, int, int]]] = []
        self.texts: list[arcade.Text] = []
        self.controls = ResultsControls(app_window(self).settings.keys)
        self._layout()

    def _row_height(self) -> float:
        return min(150.0, (LOGICAL_HEIGHT - 130) / max(len(self.setup.seats), 1))

    def _layout(self) -> None:
        row_height = self._row_height()
        winners = set(self.result.winners)
        totals = self.match.totals
        round_number = len(self.match.rounds)
        played = [VARIANT_TITLES[variant] for variant in parse_variants(self._variants())]
        self.texts.append(
            arcade.Text(
                f"Round {round_number} — the reveal",
                LOGICAL_WIDTH / 2,
                LOGICAL_HEIGHT - 34,
                HIGHLIGHT,
                26,
                anchor_x="center",
                anchor_y="center",
                font_name=BODY_FONT,
                bold=True,
            )
        )
        if played:
            self.texts.append(
                arcade.Text(
                    "Variants: " + ", ".join(sorted(played)),
                    LOGICAL_WIDTH - 16,
                    LOGICAL_HEIGHT - 34,
                    TEXT_DIM,
                    11,
                    anchor_x="right",
                    anchor_y="center",
                    font_name=BODY_FONT,
                    width=330,
                    multiline=True,
                    align="right",
                )
            )
        for player, (seat, score) in enumerate(
            zip(self.setup.seats, self.result.scores, strict=True)
        ):
            top = LOGICAL_HEIGHT - 70 - player * row_height
            centre_y = top - row_height / 2
            look = self.looks[player]
            crown = "Winner! " if player in winners else ""
            self.texts.append(
                arcade.Text(
                    f"{crown}{look.mark} {seat.name}",
                    20,
                    centre_y + 12,
                    look.text_colour,
                    15,
                    anchor_y="center",
                    font_name=BODY_FONT,
                    bold=True,
                )
            )
            self.texts.append(
                arcade.Text(
                    f"{score.total:+d}   (match {totals[player]:+d})",
                    20,
                    centre_y - 12,
                    TEXT,
                    14,
                    anchor_y="center",
                    font_name=BODY_FONT,
                )
            )
            ring_of: dict[int, tuple[int, int, int]] = {}
            for number, claim in enumerate(score.claims):
                for card in claim.cards:
                    ring_of[card.index] = CLAIM_COLOURS[number % len(CLAIM_COLOURS)]
            for card in score.unused_cards:
                ring_of[card.index] = BAD
            for slot, card in enumerate(score.cards):
                x = 250 + slot * (MINI_CARD_WIDTH + 6)
                sprite = arcade.Sprite(card_face(card.index), scale=MINI_CARD_SCALE)
                sprite.position = (x, centre_y)
                self.sprites.append(sprite)
                self.rings.append((x, centre_y, ring_of.get(card.index, TEXT_DIM)))
            lines = describe(score)
            line_height = min(16.0, (row_height - 6) / max(len(lines), 1))
            for number, (line, colour) in enumerate(lines):
                self.texts.append(
                    arcade.Text(
                        line,
                        600,
                        top - 10 - number * line_height,
                        colour,
                        max(9, min(12, line_height - 3)),
                        anchor_y="center",
                        font_name=BODY_FONT,
                    )
                )
        self.challenge_over = self._judge_challenge()
        self.controls.add_button(
            "Challenges" if self.challenge_over else "Next round", self.next_round
        )
        if self.recording is not None:
            self.controls.add_button("Watch again", self.watch_again)
        self.texts.append(
            arcade.Text(
                self._footer(),
                20,
                34,
                TEXT_DIM,
                13,
                anchor_y="center",
                font_name=BODY_FONT,
                width=round(self.controls.left_of_buttons - 40),
                multiline=True,
            )
        )

    def _variants(self) -> list[str]:
        """The round's variant names (a replay's own, else the setup's)."""
        if self.recording is not None:
            return list(self.recording.variants)
        return list(self.setup.options_as(CandyOptions).names)

    def _judge_challenge(self) -> bool:
        """After the challenge's last round: say whether it was met and keep the progress."""
        challenge = self.setup.level.challenge
        if not self.setup.is_challenge or challenge is None:
            return False
        if len(self.match.rounds) < challenge.rounds:
            return False
        judged = judge_challenge(
            self.setup, self.match.totals, human_seat(self.setup), record=not self.replayed
        )
        if judged is None:
            return False
        met, verdict = judged
        self.texts.append(
            arcade.Text(
                verdict,
                LOGICAL_WIDTH / 2,
                60,
                GOOD if met else BAD,
                20,
                anchor_x="center",
                anchor_y="center",
                font_name=BODY_FONT,
                bold=True,
            )
        )
        return True

    def _footer(self) -> str:
        confirm = self.controls.confirm_hint()
        again = "     Y: watch again" if self.recording is not None else ""
        if self.challenge_over:
            return f"{confirm}: back to the challenges     Esc / B: title{again}"
        return f"{confirm}: next round     Esc / B: end match{again}"

    def watch_again(self) -> None:
        """Replay the round just played, tick by tick, from its recording."""
        if self.recording is None:
            return
        self.window.show_view(self.play_round(self.recording))

    def on_show_view(self) -> None:
        note = replay_note(self.replay_path, self.replay_problem)
        if note is not None:
            self.texts.append(arcade.Text(note, 12, 8, TEXT_DIM, 10, font_name=BODY_FONT))
        app_window(self).sounds.play("win")
        app_window(self).input_hub.clear_edges()

    def on_draw(self) -> None:
        self.clear()
        app_window(self).screen_map.use()
        row_height = self._row_height()
        for player in range(len(self.setup.seats)):
            top = LOGICAL_HEIGHT - 70 - player * row_height
            arcade.draw_lrbt_rectangle_filled(
                10, LOGICAL_WIDTH - 10, top - row_height + 4, top, PANEL
            )
        for x, y, colour in self.rings:
            arcade.draw_lrbt_rectangle_outline(
                x - MINI_CARD_WIDTH / 2 - 2,
                x + MINI_CARD_WIDTH / 2 + 2,
                y - MINI_CARD_HEIGHT / 2 - 2,
                y + MINI_CARD_HEIGHT / 2 + 2,
                colour,
                3,
            )
        self.sprites.draw()
        self.controls.draw()
        for text in self.texts:
            text.draw()

    def on_update(self, delta_time: float) -> None:
        self.controls.update(delta_time)

    def next_round(self) -> None:
        if self.challenge_over:
            navigation.show_challenges(self.window)
            return
        self.window.show_view(self.play_round(None))

    def end_match(self) -> None:
        navigation.show_title(self.window)

    def on_key_press(self, symbol: int, modifiers: int) -> None:
        """Only a confirm key no zone binds and Esc count, and only once settled."""
        if not self.controls.ready:
            return
        if self.controls.confirms(symbol):
            self.next_round()
        elif symbol == arcade.key.ESCAPE:
            self.end_match()

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> None:
        self.controls.click(*app_window(self).to_logical(x, y))

    def on_menu_command(self, command: str) -> None:
        if not self.controls.ready:
            return
        if command == "select":
            self.next_round()
        elif command == "back":
            self.end_match()
        elif command == "again":
            self.watch_again()
