"""At the start of a round, each human's own buttons for the variants on, by their seat.

A legend teaches; once a player has acted it has done its job and goes. In the first
round of a match a player who has not moved yet sees the full panel (every button
line, with their prompt as its highlighted second line); in later rounds, one compact
line. Each panel takes the first free place by its seat (pool side of the stash, then
slid along the edge, then further in), shrinking to a narrower panel and then to the
one line when nothing bigger fits, so no legend covers another, a hand, a held card,
a stash or a seat's label. A hand or card that later moves under a legend hides it
while it is there. A player on every device at once sees the names of the device
they touched last. Everything fades after :data:`LEGEND_TICKS`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass

import arcade

from candy_arcade.core.clock import seconds_to_ticks
from candy_arcade.core.geometry import Vec2
from candy_arcade.input.controls import Control, ControlLabels
from candy_arcade.render.box import Box
from candy_arcade.render.candy_prompts import legend_lines
from candy_arcade.render.candy_seat_prompts import HumanSeat
from candy_arcade.render.free_space import first_free
from candy_arcade.render.player_look import PlayerLook
from candy_arcade.render.scoring_chart import chart_legend_lines
from candy_arcade.render.text_fit import fit_width
from candy_arcade.render.theme import BODY_FONT, HIGHLIGHT, LABEL_BOX, TEXT
from candy_arcade.sim.candy.snapshot import CandySnapshot
from candy_arcade.sim.candy.table import TableGeometry

LEGEND_TICKS = seconds_to_ticks(10)
FADE_TICKS = seconds_to_ticks(2)
FULL_WIDTHS = (320.0, 260.0)
"""A full panel tries these widths, widest first; narrower wraps into more lines."""
LINE_GAP = 3
"""Between the header, the prompt and the button lines, so their letters never touch."""
HEADER_FONT, COMPACT_FONT, SHORT_FONT = 12, 11, 10
PADDING = 8
HAND_ROOM = 62.0
ACTED_DISTANCE = 24.0
"""A hand this far from where it began the round has been moved: its player has acted."""
SLIDES = (0.0, -80.0, 80.0, -160.0, 160.0, -240.0, 240.0)
"""How far along its edge a panel may slide from in front of its seat, nearest first."""
DEPTHS = (0.0, 40.0, 80.0, 120.0, 160.0, 200.0)
"""How much further towards the middle a panel may sit, nearest first."""
GAP = 4.0
COMPACT_MIN = 200.0
"""A compact panel is at least this wide inside, so a prompt in it wraps little."""
FULL_REACH = (160.0, 80.0)
"""A full panel slides at most this far along its edge and this much further in:
further, it would not read as the seat's own, and the compact line by the seat
serves better."""
COMPACT_REACH = (max(SLIDES), max(DEPTHS))
KIND_NAMES = {"keyboard": "keyboard", "mouse": "mouse", "gamepad": "gamepad"}


@dataclass(frozen=True)
class LegendForm:
    """One way to show a legend: every line at ``width``, or one compact line (naming
    the chart button too when ``chart``)."""

    full: bool
    width: float
    chart: bool = True


COMPACT = LegendForm(full=False, width=0.0)
SHORT = LegendForm(full=False, width=0.0, chart=False)
"""The compact line without the chart button, where even the compact one has no room."""


class LegendPanel:
    """One player's legend: a header in their text colour, what to do now (the prompt
    that would otherwise sit by their hand), and the button lines; or, compact, the
    first button line as its header, and the prompt."""

    def __init__(self, name: str, look: PlayerLook) -> None:
        self.name = name
        self.look = look
        self.labels: ControlLabels | None = None
        self.lines: list[str] = []
        self.compact = ""
        self.chart_hint = ""
        self.form = COMPACT
        self.header = arcade.Text(
            name, 0, 0, look.text_colour, HEADER_FONT, anchor_y="top", font_name=BODY_FONT,
            bold=True,
        )
        self.now = arcade.Text(
            "", 0, 0, HIGHLIGHT, 11, anchor_y="top", font_name=BODY_FONT, bold=True,
            multiline=True, width=200,
        )
        self.body = arcade.Text(
            "", 0, 0, TEXT, 10, anchor_y="top", font_name=BODY_FONT, multiline=True, width=200
        )
        self.box = Box(0, 0, 0, 0)
        self.placed = False

    def fill(self, labels: ControlLabels, lines: list[str]) -> None:
        self.labels = labels
        self.lines = lines
        _set_text(self.body, "\n".join(lines))
        key = labels.key
        self.compact = f"{labels.move} · grab {key(Control.GRAB)} · drop {key(Control.DROP)}"
        self.chart_hint = f" · chart: hold [{labels.chart}]" if labels.chart else ""

    def shape(self, form: LegendForm, now: str) -> tuple[float, float]:
        """Lay the words out in ``form``; the panel's width and height. Only what
        changes is set: each change lays a text out again, the slow part of placing."""
        self.form = form
        kind = KIND_NAMES.get(self.labels.kind, self.labels.kind) if self.labels else ""
        if form.full:
            _set_text(self.header, f"{self.name} · your {kind} buttons")
            inner = form.width - 2 * PADDING
            fit_width(self.header, inner, HEADER_FONT)
            if self.body.width != int(inner):
                self.body.width = int(inner)
        else:
            hint = self.chart_hint if form.chart else ""
            _set_text(self.header, f"{self.name}: {self.compact}{hint}")
            size = COMPACT_FONT if form.chart else SHORT_FONT
            if self.header.font_size != size:
                self.header.font_size = size
            inner = max(self.header.content_width, COMPACT_MIN)
        if self.now.width != int(inner):
            self.now.width = int(inner)
        _set_text(self.now, now)
        return inner + 2 * PADDING, self._height()

    def _height(self) -> float:
        now_height = self.now.content_height + LINE_GAP if self.now.text else 0
        body = self.body.content_height + LINE_GAP if self.form.full else 0
        return self.header.content_height + LINE_GAP + now_height + body + 2 * PADDING

    def say_now(self, message: str) -> None:
        """Keep the highlighted prompt line current; the panel grows or shrinks
        downwards from its top as the prompt takes more or fewer lines."""
        if self.now.text == message:
            return
        self.now.text = message
        height = self._height()
        self.put(Box(self.box.left, self.box.top - height, self.box.right, self.box.top))

    def put(self, box: Box) -> None:
        self.box = box
        self.placed = True
        top = box.top - PADDING
        self.header.position = (box.left + PADDING, top)
        now_height = self.now.content_height + LINE_GAP if self.now.text else 0
        below_header = top - self.header.content_height - LINE_GAP
        self.now.position = (box.left + PADDING, below_header)
        self.body.position = (box.left + PADDING, below_header - now_height)

    def draw(self, fade: float) -> None:
        box = self.box
        arcade.draw_lrbt_rectangle_filled(
            box.left, box.right, box.bottom, box.top, (*LABEL_BOX, int(225 * fade))
        )
        arcade.draw_lrbt_rectangle_outline(
            box.left, box.right, box.bottom, box.top, (*self.look.colour, int(255 * fade)), 2
        )
        texts = (self.header, self.now, self.body) if self.form.full else (self.header, self.now)
        for text in texts:
            if not text.text:
                continue
            text.color = (*text.color[:3], int(255 * fade))
            text.draw()


def _set_text(text: arcade.Text, words: str) -> None:
    if text.text != words:
        text.text = words


class LegendLayer:
    def __init__(
        self,
        geometry: TableGeometry,
        names: list[str],
        looks: list[PlayerLook],
        first_round: bool = True,
    ) -> None:
        self.geometry = geometry
        self.names = names
        self.looks = looks
        self.first_round = first_round
        self.bounds = Box(4, 4, geometry.width - 4, geometry.height - 4)
        self.panels: dict[int, LegendPanel] = {}
        self.started_at: dict[int, Vec2] = {}
        self.acted: set[int] = set()
        self.covered: set[int] = set()

    def near_edge(self, player: int) -> tuple[Vec2, Vec2]:
        """The middle of the panel's edge nearest the seat, and the way inwards: past
        the stash and the hand resting in front of it, so neither is hidden."""
        seat = self.geometry.seats[player]
        inward = (seat.rest - seat.seat).normalized()
        depth = (seat.stash.height if seat.horizontal else seat.stash.width) / 2
        return seat.stash.center + inward * (depth + HAND_ROOM), inward

    def places(
        self, player: int, width: float, height: float, reach: tuple[float, float]
    ) -> Iterator[Box]:
        """The seat's own places for a panel, best first: in front of the seat, slid
        along its edge, then further in (at most ``reach``: along, in)."""
        edge, inward = self.near_edge(player)
        along = Vec2(-inward.y, inward.x)
        for depth in (depth for depth in DEPTHS if depth <= reach[1]):
            for slide in (slide for slide in SLIDES if abs(slide) <= reach[0]):
                centre = (
                    edge
                    + inward * (depth + abs(inward.x) * width / 2 + abs(inward.y) * height / 2)
                    + along * slide
                )
                yield Box.around(centre.x, centre.y, width, height)

    def active(self, table: CandySnapshot) -> bool:
        """Whether any legend may still show (the first seconds of the round)."""
        return table.tick < LEGEND_TICKS

    def showing(self, table: CandySnapshot) -> set[int]:
        """The players whose prompt is in their legend now (not by their hand)."""
        if table.tick >= LEGEND_TICKS:
            return set()
        return {
            player
            for player, panel in self.panels.items()
            if panel.placed and player not in self.acted and player not in self.covered
        }

    def boxes(self) -> list[Box]:
        """The legends on screen now, for bubbles to keep clear of."""
        return [
            panel.box
            for player, panel in self.panels.items()
            if panel.placed and player not in self.acted and player not in self.covered
        ]

    def _note_acting(self, table: CandySnapshot, humans: dict[int, HumanSeat]) -> None:
        for player in humans:
            if player in self.acted:
                continue
            hands = table.hands_by_player[player]
            if any(hand.held is not None for hand in hands):
                self.acted.add(player)
                continue
            for hand in hands:
                start = self.started_at.setdefault(hand.number, hand.position)
                if hand.position.distance(start) > ACTED_DISTANCE:
                    self.acted.add(player)

    def arrange(
        self,
        table: CandySnapshot,
        humans: dict[int, HumanSeat],
        now: Callable[[int], str],
        keep_out: Sequence[Box],
        prompts: dict[int, Box],
    ) -> None:
        """Place every human's panel afresh, clear of ``keep_out``, of the others'
        ``prompts`` (a player's own prompt moves into their panel) and of each other:
        first everyone's shortest line by their seat, then each grown where it fits
        without moving anyone else: to the compact line naming the chart button, then
        (first round only) to a full panel."""
        for player in [p for p in self.panels if p not in humans]:
            del self.panels[player]
        boxes: dict[int, Box] = {}
        forms: dict[int, LegendForm] = {}
        for player, human in sorted(humans.items()):
            panel = self.panels.get(player)
            if panel is None or panel.name != self.names[player]:
                # new, or its player was named since (a phone joined the seat)
                panel = self.panels[player] = LegendPanel(self.names[player], self.looks[player])
            panel.fill(
                human.labels,
                legend_lines(table, human.labels) + chart_legend_lines(human.labels),
            )
            panel.placed = False
            box = self._free_place(panel, player, SHORT, now(player), keep_out, prompts, boxes)
            if box is not None:
                boxes[player], forms[player] = box, SHORT
        bigger = [[COMPACT]]
        if self.first_round:
            bigger.append([LegendForm(True, width) for width in FULL_WIDTHS])
        for choices in bigger:
            for player in sorted(boxes):
                panel = self.panels[player]
                for form in choices:
                    box = self._free_place(
                        panel, player, form, now(player), keep_out, prompts, boxes
                    )
                    if box is not None:
                        boxes[player], forms[player] = box, form
                        break
                else:
                    panel.shape(forms[player], now(player))
        for player, box in boxes.items():
            self.panels[player].put(box)

    def _free_place(
        self,
        panel: LegendPanel,
        player: int,
        form: LegendForm,
        now: str,
        keep_out: Sequence[Box],
        prompts: dict[int, Box],
        boxes: dict[int, Box],
    ) -> Box | None:
        """The first of the seat's places where ``panel`` in ``form`` covers nothing."""
        others = [box for seat, box in prompts.items() if seat != player]
        others += [box for seat, box in boxes.items() if seat != player]
        width, height = panel.shape(form, now)
        reach = FULL_REACH if form.full else COMPACT_REACH
        places = self.places(player, width, height, reach)
        return first_free(places, [*keep_out, *others], self.bounds, GAP)

    def update(
        self,
        table: CandySnapshot,
        humans: dict[int, HumanSeat],
        now: Callable[[int], str],
        keep_out: Sequence[Box],
        moving: Sequence[Box],
        prompts: dict[int, Box],
    ) -> None:
        """Note who has acted, place the panels when the humans, their devices or
        their names change, and hide a panel that a hand or held card is under now.

        ``keep_out`` is what a panel is placed clear of (stashes, labels, resting
        hands), with ``prompts`` (each seat's prompt box by its hand, if shown);
        ``moving`` the hands and held cards now.
        """
        if table.tick >= LEGEND_TICKS:
            return
        self._note_acting(table, humans)
        changed = len(self.panels) != len(humans) or any(
            player not in self.panels
            or self.panels[player].labels != human.labels
            or self.panels[player].name != self.names[player]
            for player, human in humans.items()
        )
        if changed:
            self.arrange(table, humans, now, keep_out, prompts)
        self.covered = {
            player
            for player, panel in self.panels.items()
            if panel.placed and any(panel.box.overlaps(thing) for thing in moving)
        }

    def draw(self, table: CandySnapshot, now: Callable[[int], str]) -> None:
        """Each shown legend, with ``now(player)`` (their prompt) in it."""
        tick = table.tick
        if tick >= LEGEND_TICKS:
            return
        fade = min(1.0, (LEGEND_TICKS - tick) / FADE_TICKS)
        for player in self.showing(table):
            panel = self.panels[player]
            panel.say_now(now(player))
            panel.draw(fade)
