"""The reveal: every stash face up, ranked, each claim counted up with its cards ringed.

The reveal is why people play, so it is a show (the timeline is in
:mod:`candy_arcade.views.candy_reveal`): last place first, building to the winner; a
seat's cards turn face up one after another; each claim's points count up with a soft
tick while its cards are ringed in the claim's colour; a seat's total appears once its
lines are counted; when the winner's total lands, confetti bursts over the winner's
row (over every tied winner's), the winner is named in the banner and their row glows,
with nothing drawn over a card (the confetti falls behind the cards and the words). A
player can still check each sum by eye: the claims are listed in the colours that ring
their cards, the cards that do not contribute are ringed red, and a card still held at
the alarm is marked "stuck".

Under Reduce motion a row's cards show face up as the row shows (no turning over), no
confetti falls and the winner's row glows steadily; the numbers still count up, since
a changing number is not motion across the screen, and the count is the suspense.

A deliberate press during the show skips to the full table; only then does a press
start the next round. The first second ignores every press, and so does the moment
the show completes by itself (:data:`FINISH_SECONDS`): a press aimed at the show as it
ends only shows the end.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import arcade

from candy_arcade.mode_options import CandyOptions
from candy_arcade.phones.phone_views import ROUND_OVER_NOTE
from candy_arcade.render.box import Box
from candy_arcade.render.card_textures import card_back, card_face
from candy_arcade.render.confetti import ConfettiLayer, confetti_over
from candy_arcade.render.contrast import text_shade
from candy_arcade.render.logical_screen import LOGICAL_HEIGHT, LOGICAL_WIDTH
from candy_arcade.render.player_look import looks_of
from candy_arcade.render.sound_mix import seat_pan
from candy_arcade.render.text_stack import put_bottom_at
from candy_arcade.render.theme import (
    BAD,
    BODY_FONT,
    GOOD,
    HIGHLIGHT,
    PANEL,
    TEXT,
    TEXT_DIM,
    felt_colour,
)
from candy_arcade.replays.recording import CandyRecording
from candy_arcade.rules.candy.match import CandyMatch, RoundResult
from candy_arcade.rules.candy.scoring import StashScore
from candy_arcade.rules.candy.variants import VARIANT_TITLES, parse_variants
from candy_arcade.rules.cards import Card, card_from_index
from candy_arcade.setup import GameSetup
from candy_arcade.views import navigation
from candy_arcade.views.candy_results_layout import (
    HEADER_HEIGHT,
    PADDING,
    RING_WIDTH,
    ROW_GAP,
    RowBox,
    RowGeometry,
    columns_for,
    row_boxes,
    row_geometry,
)
from candy_arcade.views.candy_reveal import (
    FLAT_FACE,
    CardSide,
    CardTurn,
    RevealSchedule,
    counted,
    rank_numbers,
    ranked_seats,
)
from candy_arcade.views.challenge_result import human_seat, judge_challenge
from candy_arcade.views.match_summary import MatchSummaryView
from candy_arcade.views.replay_note import replay_note
from candy_arcade.views.results_controls import BUTTON_BOTTOM, BUTTON_TOP, ResultsControls
from candy_arcade.views.results_phones import ResultsPhones
from candy_arcade.views.window_access import app_window

Colour = tuple[int, int, int]

CLAIM_COLOURS: list[Colour] = [
    (255, 196, 64),
    (86, 180, 233),
    (0, 200, 140),
    (204, 121, 167),
    (240, 228, 66),
]
LINE_FONT = 14
LINE_CONTRAST = 4.5
"""WCAG AA for text this size: a claim's words in a lighter shade of its ring's colour
where the colour itself reads too faintly on the panel (the pink, the red)."""
WIDE_LINE_FONT = 16
"""Up to four seats, each row is as wide as the screen: its lines can be larger."""
SMALLEST_LINE_FONT = 12
"""Where every row's lines cannot fit at 14 pt (eight seats, every variant and a long
replay note), the whole screen's lines step down to no less than this."""
HEADER_FONT = 15
MARK_SIZE = 24
"""The side of the palm drawn before a seat's name."""
TITLE_FONT_SIZE = 24
FOOTER_FONT = 14
NOTE_FONT = 14
STAMP_FONT = 14
TITLE_Y = LOGICAL_HEIGHT - 28
BOTTOM_MARGIN = 2.0
STRIP_GAP = 6.0
VERDICT_HEIGHT = 36.0
UNSHOWN_ROW = (50, 34, 70)
STUCK_BAND = (200, 40, 40, 235)
GLOW_PERIOD_SECONDS = 1.2
STEADY_GLOW_ALPHA = 230
"""The winner's frame under Reduce motion: lit, not pulsing."""
COUNT_TICK_LEVEL = 0.45
"""The count's tick is soft: it keeps time under the numbers, it is not news."""
FINISH_SECONDS = 0.8
"""After the show completes by itself, presses are still taken as aimed at the show
for this long: the player who pressed to see the end sees it, and presses again."""
NAMED_CARD_CLAIMS = frozenset(
    {
        "Jack of Diamonds + Queen of Spades",
        "Both Red Kings",
        "Only one Red King",
        "Just the Jack of Diamonds",
        "Just the Queen of Spades",
    }
)
"""Claims whose name already says their cards: no card list after them."""


@dataclass(frozen=True)
class RevealLine:
    """One counted line of a stash: a claim, the cards that do not contribute, or a
    condition; said in full (with its cards) or, where that does not fit, shorter."""

    points: int
    label: str
    short_label: str
    colour: Colour

    def text(self, value: int, full: bool = True) -> str:
        return f"{value:+d} {self.label if full else self.short_label}"


def _codes(cards: tuple[Card, ...], joiner: str = " ") -> str:
    return joiner.join(str(card) for card in cards)


def reveal_lines(score: StashScore, room: int = 99) -> list[RevealLine]:
    """The lines counted for a stash, in the order they are counted: claims (biggest
    first), then every card that does not contribute together, then the conditions
    (in one line when ``room`` lines are not enough for one each)."""
    lines: list[RevealLine] = []
    for number, claim in enumerate(score.claims):
        colour = CLAIM_COLOURS[number % len(CLAIM_COLOURS)]
        if claim.name in NAMED_CARD_CLAIMS:
            lines.append(RevealLine(claim.points, claim.name, _codes(claim.cards, " + "), colour))
        else:
            full = f"{claim.name} ({_codes(claim.cards)})"
            lines.append(RevealLine(claim.points, full, claim.name, colour))
    if score.unused_cards:
        unused = score.unused_cards
        label = "doesn't contribute" if len(unused) == 1 else "don't contribute"
        each = label if len(unused) == 1 else f"{label} (-5 each)"
        lines.append(RevealLine(score.unused_points, f"{label} ({_codes(unused)})", each, BAD))
    conditions = score.conditions
    if len(lines) + len(conditions) > room and len(conditions) > 1:
        points = sum(condition.points for condition in conditions)
        names = ", ".join(condition.name for condition in conditions)
        lines.append(RevealLine(points, names, names, TEXT_DIM))
        return lines
    for condition in conditions:
        lines.append(RevealLine(condition.points, condition.name, condition.name, TEXT_DIM))
    return lines


def ringed_cards(score: StashScore) -> dict[int, tuple[int, Colour]]:
    """Per card index, the line that rings it and that line's colour."""
    rings: dict[int, tuple[int, Colour]] = {}
    for number, claim in enumerate(score.claims):
        for card in claim.cards:
            rings[card.index] = (number, CLAIM_COLOURS[number % len(CLAIM_COLOURS)])
    for card in score.unused_cards:
        rings[card.index] = (len(score.claims), BAD)
    return rings


def _text(
    text: str,
    x: float,
    y: float,
    colour: Colour,
    size: int,
    *,
    bold: bool = False,
    anchor_x: str = "left",
    width: int | None = None,
) -> arcade.Text:
    return arcade.Text(
        text,
        x,
        y,
        colour,
        size,
        anchor_x=anchor_x,
        anchor_y="center",
        font_name=BODY_FONT,
        bold=bold,
        width=width,
        multiline=width is not None,
        align="center" if anchor_x == "center" else "left",
    )


@dataclass
class SeatCard:
    """One card of a seat's row: its sprite, ring and, if it was held at the alarm,
    its "stuck" stamp."""

    sprite: arcade.Sprite
    line: int | None
    """The line whose ring goes round it (None: a card no line rings)."""
    colour: Colour
    stamp: arcade.Text | None
    face: arcade.Texture
    back: arcade.Texture
    width: float
    """The card's width lying flat (a turning card is drawn narrower)."""
    turn: CardTurn | None = None
    """How the card is drawn now (None: its row is not shown yet)."""

    def show(self, turn: CardTurn) -> None:
        """Draw the card as ``turn`` says: back or face, at its share of the width."""
        if turn == self.turn:
            return
        self.turn = turn
        self.sprite.texture = self.face if turn.side is CardSide.FACE else self.back
        self.sprite.width = self.width * turn.width

    @property
    def face_up(self) -> bool:
        return self.turn is not None and self.turn.side is CardSide.FACE


@dataclass
class SeatLine:
    """One counted line of a seat's row and the text it is drawn with."""

    line: RevealLine
    text: arcade.Text
    full: bool
    """Whether the line is said in full (it fits beside the cards)."""
    shown_value: int | None = None


@dataclass
class SeatRow:
    """Everything drawn for one seat, built once; what shows depends on the time."""

    seat: int
    box: RowBox
    header: list[arcade.Text]
    unshown: list[arcade.Text]
    total: list[arcade.Text]
    winner_tag: arcade.Text | None
    cards: list[SeatCard]
    lines: list[SeatLine]
    stuck_note: arcade.Text | None
    """Under the counted lines: which card was still in a hand at the alarm."""


class CandyResultsView(arcade.View):
    mode = "candy"
    music_track = "candy"

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
        this screen follows a replay, so nothing is scored or saved a second time, and the
        table shows in full at once (its reveal was seen already).
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
        self.looks = looks_of(setup.look_slots)
        self.elapsed = 0.0
        """Seconds of the reveal shown so far (presentation only: it never changes a score)."""
        self.note: arcade.Text | None = None
        self.verdict: arcade.Text | None = None
        self.controls = ResultsControls(app_window(self).settings.keys)
        self.challenge_over = self._judge_challenge()
        self.next_button = self.controls.add_button("Show all", self.press_next)
        self.phones = ResultsPhones(setup, ROUND_OVER_NOTE)
        """The phones show the next button too, and press it as the screen's own."""
        if self.recording is not None:
            self.controls.add_button("Watch again", self.watch_again)
        self.title = _text(
            f"Round {len(match.rounds)} — the reveal",
            LOGICAL_WIDTH / 2,
            TITLE_Y,
            HIGHLIGHT,
            TITLE_FONT_SIZE,
            bold=True,
            anchor_x="center",
        )
        self.variants = self._variants_text()
        self.footer = self._bottom_text(self._footer(revealed=False), FOOTER_FONT)
        self.rows: list[SeatRow] = []
        self.rows_bottom = 0.0
        self.confetti: ConfettiLayer | None = None
        self._lay_out()
        self.finished = False
        self.skipped = False
        """Whether a press (or coming back from a replay) already asked for the end."""
        self._show_time()
        if replayed:
            self.skip_reveal()

    # ----------------------------------------------------------------- building

    def _variants(self) -> list[str]:
        """The round's variant names (a replay's own, else the setup's)."""
        if self.recording is not None:
            return list(self.recording.variants)
        return list(self.setup.options_as(CandyOptions).names)

    def _variants_text(self) -> arcade.Text | None:
        played = sorted(VARIANT_TITLES[variant] for variant in parse_variants(self._variants()))
        if not played:
            return None
        text = _text(
            "Variants: " + " · ".join(played),
            LOGICAL_WIDTH / 2,
            0,
            TEXT_DIM,
            LINE_FONT,
            anchor_x="center",
            width=round(LOGICAL_WIDTH - 40),
        )
        text.y = TITLE_Y - 22 - text.content_height / 2
        return text

    def _rows_top(self) -> float:
        if self.variants is not None:
            return self.variants.bottom - 4
        return self.title.bottom - 6

    def _bottom_text(self, text: str, size: int) -> arcade.Text:
        """A line of the bottom strip: left of the buttons, wrapped if it must be."""
        return _text(text, 20, 0, TEXT_DIM, size, width=round(self.controls.left_of_buttons - 40))

    def _lay_out(self) -> None:
        """Stack the bottom strip (the replay note under the footer, the challenge
        verdict above), then fit the rows and their show between it and the title."""
        bottom = BOTTOM_MARGIN
        if self.note is not None:
            put_bottom_at(self.note, bottom)
            bottom = self.note.top + 1
        buttons_middle = (BUTTON_BOTTOM + BUTTON_TOP) / 2
        put_bottom_at(self.footer, max(bottom, buttons_middle - self.footer.content_height / 2))
        strip_top = max(self.footer.top, BUTTON_TOP) + STRIP_GAP
        if self.verdict is not None:
            self.verdict.y = strip_top + VERDICT_HEIGHT / 2
            strip_top += VERDICT_HEIGHT
        self.rows_bottom = strip_top
        self.rows = self._rows()
        self.sprites: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        """Every card on screen, built once (a row's cards show once its turn comes)."""
        self.sprites.extend(card.sprite for row in self.rows for card in row.cards)
        by_seat = sorted(self.rows, key=lambda row: row.seat)
        self.schedule = RevealSchedule(
            list(reversed(ranked_seats(self.result.totals))),
            [[line.line.points for line in row.lines] for row in by_seat],
            [len(row.cards) for row in by_seat],
        )
        self.confetti = self._confetti()

    def _confetti(self) -> ConfettiLayer | None:
        """A burst over each winner's row when the last winner's total lands, in the
        table's colours; none under Reduce motion, or back from a replay (the show
        was seen)."""
        if self.reduced or self.replayed:
            return None
        winners = [row for row in self.rows if row.seat in self.result.winners]
        return confetti_over(
            self.setup.seed * 1000 + len(self.match.rounds),
            [Box(row.box.left, row.box.bottom, row.box.right, row.box.top) for row in winners],
            [look.colour for look in self.looks] + [HIGHLIGHT],
            self.schedule.landed([row.seat for row in winners]),
        )

    @property
    def reduced(self) -> bool:
        """The Reduce motion setting: no cards turning over, no confetti."""
        return app_window(self).settings.reduce_motion

    def _rows(self) -> list[SeatRow]:
        """Every seat's row, with the claim lines at the largest size that lets every
        row's lines fit (one size for the whole screen)."""
        players = len(self.setup.seats)
        boxes = row_boxes(players, self._rows_top(), self.rows_bottom)
        most_cards = max(len(score.cards) for score in self.result.scores)
        height = boxes[0].top - boxes[0].bottom + ROW_GAP
        places = rank_numbers(self.result.totals)
        rows: list[SeatRow] = []
        largest = WIDE_LINE_FONT if columns_for(players) == 1 else LINE_FONT
        for font in range(largest, SMALLEST_LINE_FONT - 1, -1):
            geometry = row_geometry(players, height, most_cards, font)
            rows = [
                self._row(seat, boxes[place], geometry, places[seat])
                for place, seat in enumerate(ranked_seats(self.result.totals))
            ]
            if all(self._fits(row, geometry, with_note=font > LINE_FONT) for row in rows):
                break
        return rows

    def _fits(self, row: SeatRow, geometry: RowGeometry, with_note: bool) -> bool:
        """Whether every line of ``row`` is inside it, beside the cards (and, if
        ``with_note``, the line that explains a stuck card too: larger lines are not
        worth losing it)."""
        right = row.box.right - PADDING
        needed = len(row.lines) + (with_note and bool(self.result.stuck_cards(row.seat)))
        return needed <= geometry.line_capacity() and all(
            line.text.right <= right for line in row.lines
        )

    def _row(self, seat: int, box: RowBox, geometry: RowGeometry, place: int) -> SeatRow:
        score = self.result.scores[seat]
        look = self.looks[seat]
        header_y = box.top - HEADER_HEIGHT / 2
        place_text = _text(f"#{place}", box.left + PADDING, header_y, TEXT, HEADER_FONT, bold=True)
        name_x = box.left + PADDING + 44
        name = _text(
            self.setup.seats[seat].name,
            name_x + MARK_SIZE + 4,
            header_y,
            look.text_colour,
            HEADER_FONT,
            bold=True,
        )
        match_total = _text(
            f"match {self.match.totals[seat]:+d}",
            box.right - PADDING,
            header_y,
            TEXT_DIM,
            HEADER_FONT,
            anchor_x="right",
        )
        round_total = _text(
            f"{score.total:+d}",
            match_total.left - 16,
            header_y,
            TEXT,
            HEADER_FONT,
            bold=True,
            anchor_x="right",
        )
        winner_tag = None
        if seat in self.result.winners:
            winner_tag = _text(
                "Winner!", name.right + 14, header_y, HIGHLIGHT, HEADER_FONT, bold=True
            )
        waiting = _text("?", name_x, header_y, TEXT_DIM, HEADER_FONT, bold=True)
        lines = self._lines(score, box, geometry)
        return SeatRow(
            seat,
            box,
            [place_text, name],
            [place_text, waiting],
            [round_total, match_total],
            winner_tag,
            self._cards(seat, score, box, geometry),
            lines,
            self._stuck_note(seat, len(lines), box, geometry),
        )

    def _cards(
        self, seat: int, score: StashScore, box: RowBox, geometry: RowGeometry
    ) -> list[SeatCard]:
        """The stash's cards grouped by the line that rings them (claims in order,
        then the cards that do not contribute), so each claim's cards sit together."""
        rings = ringed_cards(score)
        stuck = set(self.result.stuck_cards(seat))
        order = sorted(
            score.cards, key=lambda card: rings.get(card.index, (len(score.claims) + 1, BAD))[0]
        )
        back = card_back(felt_colour(app_window(self).settings.felt))
        cards: list[SeatCard] = []
        for slot, card in enumerate(order):
            sprite = arcade.Sprite(back, scale=geometry.card_scale)
            sprite.position = geometry.card_centre(box, slot)
            line, colour = rings.get(card.index, (None, TEXT_DIM))
            stamp = None
            if card.index in stuck:
                stamp = _text(
                    "stuck", sprite.center_x, sprite.center_y, TEXT, STAMP_FONT,
                    bold=True, anchor_x="center",
                )  # fmt: skip
                while stamp.content_width > geometry.card_width - 2 and stamp.font_size > 9:
                    stamp.font_size -= 1
            cards.append(
                SeatCard(sprite, line, colour, stamp, card_face(card.index), back, sprite.width)
            )
        return cards

    def _lines(self, score: StashScore, box: RowBox, geometry: RowGeometry) -> list[SeatLine]:
        """Each counted line, with its card list when it fits beside the cards; the
        cards held at the alarm get one more line saying so."""
        left, width = geometry.lines_left(box), geometry.lines_width(box)
        lines: list[SeatLine] = []
        for number, line in enumerate(reveal_lines(score, geometry.line_capacity())):
            y = geometry.line_y(box, number)
            colour = text_shade(line.colour, (PANEL,), LINE_CONTRAST)
            text = _text(line.text(line.points), left, y, colour, geometry.line_font)
            full = text.content_width <= width
            if not full:
                text.text = line.text(line.points, full=False)
            lines.append(SeatLine(line, text, full))
        return lines

    def _stuck_note(
        self, seat: int, line: int, box: RowBox, geometry: RowGeometry
    ) -> arcade.Text | None:
        """The line that says what the "stuck" stamp means, if there is room for it."""
        stuck = self.result.stuck_cards(seat)
        if not stuck or line >= geometry.line_capacity():
            return None
        cards = " ".join(str(card_from_index(index)) for index in stuck)
        text = _text(
            f"{cards}: stuck with it, still in a hand at the alarm",
            geometry.lines_left(box),
            geometry.line_y(box, line),
            BAD,
            geometry.line_font,
        )
        if text.content_width > geometry.lines_width(box):
            text.text = f"{cards}: stuck with it"
        return text

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
        self.verdict = _text(
            verdict,
            LOGICAL_WIDTH / 2,
            0,
            GOOD if met else BAD,
            18,
            bold=True,
            anchor_x="center",
        )
        return True

    def _footer(self, revealed: bool) -> str:
        confirm = self.controls.confirm_hint()
        again = "     Y: watch again" if self.recording is not None else ""
        if not revealed:
            leave = "end match" if not self.challenge_over else "title"
            return f"{confirm}: show all     Esc / B: {leave}{again}"
        if self.challenge_over:
            return f"{confirm}: back to the challenges     Esc / B: title{again}"
        return f"{confirm}: next round     Esc / B: end match{again}"

    # ----------------------------------------------------------------- the show

    @property
    def revealed(self) -> bool:
        """Whether the whole table is on screen (the show ended or was skipped)."""
        return self.elapsed >= self.schedule.duration

    @property
    def moves_on(self) -> bool:
        """Whether a press now starts the next round: the full table is up, and a
        press already asked for it or it has been up for :data:`FINISH_SECONDS`."""
        if not self.revealed:
            return False
        return self.skipped or self.elapsed >= self.schedule.duration + FINISH_SECONDS

    def skip_reveal(self) -> None:
        """Jump to the full table."""
        self.skipped = True
        self.elapsed = max(self.elapsed, self.schedule.duration)
        self._show_time()

    def _show_time(self) -> None:
        """Bring the cards, the counting numbers, the confetti, the button and the
        banner up to ``elapsed``."""
        reduced = self.reduced
        for row in self.rows:
            shown = self.schedule.shown(row.seat, self.elapsed)
            for number, card in enumerate(row.cards):
                card.sprite.visible = shown
                if shown:
                    turn = self.schedule.turn(row.seat, number, self.elapsed)
                    card.show(FLAT_FACE if reduced else turn)
            for item, seat_line in enumerate(row.lines):
                progress = self.schedule.progress(row.seat, item, self.elapsed)
                value = None if progress is None else counted(seat_line.line.points, progress)
                if value is not None and value != seat_line.shown_value:
                    seat_line.text.text = seat_line.line.text(value, seat_line.full)
                seat_line.shown_value = value
        if self.confetti is not None:
            self.confetti.show(self.elapsed)
        if self.revealed and not self.finished:
            self.finished = True
            self.next_button.relabel("Challenges" if self.challenge_over else "Next round")
            self.footer.text = self._footer(revealed=True)
            self.title.text = self._banner()

    def _banner(self) -> str:
        round_number = len(self.match.rounds)
        names = [self.setup.seats[seat].name for seat in self.result.winners]
        if len(names) == 1:
            return f"{names[0]} wins round {round_number}!"
        return f"{' and '.join(names)} share round {round_number}!"

    def drawn_texts(self) -> list[arcade.Text]:
        """Every text on screen at this moment of the reveal, in drawing order."""
        texts = [self.title, self.footer]
        texts += [text for text in (self.variants, self.verdict, self.note) if text is not None]
        texts += [button.text for button in self.controls.buttons]
        for row in self.rows:
            if not self.schedule.shown(row.seat, self.elapsed):
                texts += row.unshown
                continue
            texts += row.header
            texts += [card.stamp for card in row.cards if card.stamp is not None and card.face_up]
            texts += [line.text for line in row.lines if line.shown_value is not None]
            if row.stuck_note is not None:
                texts.append(row.stuck_note)
            if self.schedule.done(row.seat, self.elapsed):
                texts += row.total
                if row.winner_tag is not None:
                    texts.append(row.winner_tag)
        return texts

    def ringed(self, row: SeatRow) -> list[tuple[arcade.Sprite, Colour]]:
        """The cards of ``row`` ringed now: those of every line counted so far."""
        return [
            (card.sprite, card.colour)
            for card in row.cards
            if card.line is not None
            and card.line < len(row.lines)
            and row.lines[card.line].shown_value is not None
        ]

    # ----------------------------------------------------------------- drawing

    def on_draw(self) -> None:
        self.clear()
        app_window(self).screen_map.use()
        self._draw_rows()
        if self.confetti is not None:
            self.confetti.draw()
        self.sprites.draw()
        for row in self.rows:
            if self.schedule.shown(row.seat, self.elapsed):
                self._draw_stamps(row)
        self.controls.draw()
        for text in self.drawn_texts():
            text.draw()

    def _draw_rows(self) -> None:
        """Each row's panel: a plain one until its turn, then its palm, its rings and,
        once the show is over, the winner's glow."""
        for row in self.rows:
            box = row.box
            if not self.schedule.shown(row.seat, self.elapsed):
                arcade.draw_lrbt_rectangle_filled(
                    box.left, box.right, box.bottom, box.top, UNSHOWN_ROW
                )
                continue
            arcade.draw_lrbt_rectangle_filled(box.left, box.right, box.bottom, box.top, PANEL)
            self._draw_mark(row)
            if self.revealed and row.seat in self.result.winners:
                self._draw_glow(box)
            for sprite, colour in self.ringed(row):
                arcade.draw_lrbt_rectangle_outline(
                    sprite.left - RING_WIDTH / 2 - 1,
                    sprite.right + RING_WIDTH / 2 + 1,
                    sprite.bottom - RING_WIDTH / 2 - 1,
                    sprite.top + RING_WIDTH / 2 + 1,
                    colour,
                    RING_WIDTH,
                )

    def _draw_mark(self, row: SeatRow) -> None:
        """The seat's palm in its colour with its mark, before the name (the mark, not
        a word for it, tells the seats apart without colour)."""
        name = row.header[1]
        arcade.draw_texture_rect(
            self.looks[row.seat].palm_open,
            arcade.XYWH(name.left - 4 - MARK_SIZE / 2, name.y, MARK_SIZE, MARK_SIZE),
        )

    def _draw_glow(self, box: RowBox) -> None:
        """The winner's row pulses a gold frame round its edge, clear of the cards
        (under Reduce motion it stays lit)."""
        pulse = 0.5 + 0.5 * math.sin(self.elapsed * 2 * math.pi / GLOW_PERIOD_SECONDS)
        alpha = STEADY_GLOW_ALPHA if self.reduced else round(140 + 115 * pulse)
        arcade.draw_lrbt_rectangle_outline(
            box.left + 1, box.right - 1, box.bottom + 1, box.top - 1, (*HIGHLIGHT, alpha), 3
        )

    def _draw_stamps(self, row: SeatRow) -> None:
        for card in row.cards:
            if card.stamp is None or not card.face_up:
                continue
            sprite, half = card.sprite, card.stamp.content_height / 2 + 1
            arcade.draw_lrbt_rectangle_filled(
                sprite.left, sprite.right, sprite.center_y - half, sprite.center_y + half,
                STUCK_BAND,
            )  # fmt: skip

    # ----------------------------------------------------------------- input

    def on_show_view(self) -> None:
        note = replay_note(self.replay_path, self.replay_problem)
        if note is not None and self.note is None:
            self.note = self._bottom_text(note, NOTE_FONT)
            self._lay_out()
            self._show_time()
        app_window(self).input_hub.clear_edges()

    def on_update(self, delta_time: float) -> None:
        self.controls.update(delta_time)
        hub = app_window(self).input_hub
        if self.phones.update(hub, self.next_button.label, self.controls.ready):
            self.press_next()
            return
        before = self.elapsed
        self.elapsed += delta_time
        sounds = app_window(self).sounds
        if not self.revealed:
            app_window(self).music.duck()  # the reveal's flips and fanfare in front
        if any(before < self.schedule.starts[seat] <= self.elapsed for seat in self.schedule.order):
            sounds.play("card_flip")
        if self.schedule.ticked(before, self.elapsed):
            sounds.play("count_tick", COUNT_TICK_LEVEL, pan=self._counting_pan())
        if before < self.schedule.duration <= self.elapsed:
            sounds.play("win")
        self._show_time()

    def _counting_pan(self) -> float:
        """From the side of the screen the row being counted is on (eight seats sit
        in two columns; up to four, every row spans the screen: the middle)."""
        counting = [row for row in self.rows if self.schedule.shown(row.seat, self.elapsed)]
        if not counting:
            return 0.0
        box = max(counting, key=lambda row: self.schedule.starts[row.seat]).box
        return seat_pan((box.left + box.right) / 2, 0.0, LOGICAL_WIDTH)

    def press_next(self) -> None:
        """The deliberate press: during the show (or as it completes) it skips to the
        full table, after it it starts the next round."""
        if not self.moves_on:
            self.skip_reveal()
            return
        self.next_round()

    def watch_again(self) -> None:
        """Replay the round just played, tick by tick, from its recording."""
        if self.recording is None:
            return
        self.window.show_view(self.play_round(self.recording))

    def next_round(self) -> None:
        if self.challenge_over:
            navigation.show_challenges(self.window)
            return
        self.window.show_view(self.play_round(None))

    def end_match(self) -> None:
        """The match's summary (who won, by how much), which leads back to the lobby; a
        recording watched on its own has no match, and a challenge's verdict is on this
        screen already: the title."""
        if self.setup.watched or self.challenge_over:
            navigation.show_title(self.window)
            return
        self.window.show_view(MatchSummaryView(self.setup, self.match))

    def on_key_press(self, symbol: int, modifiers: int) -> None:
        """Only a confirm key no zone binds and Esc count, and only once settled."""
        if not self.controls.ready:
            return
        if self.controls.confirms(symbol):
            self.press_next()
        elif symbol == arcade.key.ESCAPE:
            self.end_match()

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> None:
        self.controls.click(*app_window(self).to_logical(x, y))

    def on_menu_command(self, command: str) -> None:
        if not self.controls.ready:
            return
        if command == "select":
            self.press_next()
        elif command == "back":
            self.end_match()
        elif command == "again":
            self.watch_again()
