"""Everything drawn over the table that is not a piece: timer, labels, banners, the aim.

Texts are made once and only get new strings when what they say changes.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import arcade
import pyglet
from arcade.shape_list import Shape, create_rectangle_filled
from arcade.types import RGBOrA255

from candy_arcade.core.clock import seconds_to_ticks
from candy_arcade.core.geometry import Vec2
from candy_arcade.render.box import Box
from candy_arcade.render.free_space import first_free
from candy_arcade.render.logical_screen import LOGICAL_HEIGHT, LOGICAL_WIDTH
from candy_arcade.render.pinata.banner_place import (
    SCALES,
    BannerPlace,
    Obstacles,
    banner_height,
    place_banner,
)
from candy_arcade.render.pinata.cards_layer import CHOSEN_RAISE
from candy_arcade.render.pinata.hands_layer import PALM_SIZE
from candy_arcade.render.pinata.layout import ScreenMap
from candy_arcade.render.pinata.textures import candy_texture
from candy_arcade.render.player_look import PlayerLook
from candy_arcade.render.seat_plaques import SeatPlaques
from candy_arcade.render.text_fit import fit_width
from candy_arcade.render.theme import BAD, BODY_FONT, HIGHLIGHT, TEXT
from candy_arcade.rules.pinata.scoring import scores
from candy_arcade.rules.pinata.state import Phase
from candy_arcade.sim.pinata.seating import CARD_HEIGHT, CARD_WIDTH, SeatLayout
from candy_arcade.sim.pinata.snapshot import AimDraw, PinataSnapshot
from candy_arcade.sim.pinata.table import TableSpec

PANEL = (20, 12, 30, 210)
BANNER_PANEL = (20, 12, 30, 200)
"""Dark enough to read the banner over a die, light enough to see the dice through it."""
BANNER_FONT, SUBTITLE_FONT = 34, 16
SIDE_LABEL_ROOM = 150.0
"""A banner's words keep this far in from each side of the felt, where the side seats'
labels are."""
TITLE_RISE, SUBTITLE_DROP = 14.0, 26.0
"""The full banner's title and subtitle sit this far above and below its middle."""
BANNER_CANDY_SIZE, BANNER_CANDY_GAP = 56.0, 12.0
"""The rotten candy's picture beside the banner's title (not over it: a taller banner
found no free place on a table full of dice)."""
BUBBLE_HEIGHT = 24.0
LABEL_GAP = 20.0
"""A seat's name plaque starts this far (table units) beyond the side of its card spot,
so a side seat's plaque clears the spot above or below it."""
THROW_WARNING_SECONDS = 5
"""A person holding the stick is counted down ("Throw in 5…") over their palm for the
last seconds before the table throws for them."""
LAYING_TEXT = "laying…"
ARROW_MIN = 50.0
ARROW_SPAN = 260.0


@dataclass
class Bubble:
    """A short message over a palm: why a move was refused, or a cheer.

    ``countdown`` marks the throw's countdown, which the throw itself takes away.
    """

    text: arcade.Text
    player: int
    until_tick: int
    countdown: bool = False


def _label_anchor(seat: SeatLayout) -> str:
    """Labels run away from the card spot (bottom, top) or into the felt (the sides)."""
    if seat.inward.x > 0:
        return "left"
    if seat.inward.x < 0:
        return "right"
    return "right" if seat.along.x > 0 else "left"


def panel_shapes() -> list[Shape]:
    """The dark panels behind the timer (top left) and the rotten candy (top right);
    static, so the table draws them with its own shapes."""
    return [
        create_rectangle_filled(96, LOGICAL_HEIGHT - 50, 160, 76, PANEL),
        create_rectangle_filled(LOGICAL_WIDTH - 96, LOGICAL_HEIGHT - 60, 160, 104, PANEL),
    ]


def _hint(seat: SeatLayout, screen: ScreenMap, batch: pyglet.graphics.Batch) -> arcade.Text:
    """A seat's prompt: along the rim in front of a top or bottom seat; on the felt
    beside the card spot, reading into the table, for a seat on a side."""
    if seat.inward.y != 0:
        hint = _text(11, TEXT, anchor_x="center", anchor_y="center", batch=batch)
        hint.position = screen.to_screen(seat.edge_point - seat.inward * (seat.rim / 2))
        return hint
    hint = _text(11, TEXT, anchor_y="center", batch=batch)
    hint.anchor_x = "left" if seat.inward.x > 0 else "right"
    hint.position = screen.to_screen(
        seat.edge_point + seat.inward * 8 + seat.along * (CARD_WIDTH / 2 + 16)
    )
    return hint


def _text(size: int, colour: RGBOrA255 = TEXT, **kwargs: Any) -> arcade.Text:
    """An empty label to fill in later; ``kwargs`` are arcade.Text's own options."""
    return arcade.Text("", 0, 0, colour, size, font_name=BODY_FONT, **kwargs)


class Hud:
    def __init__(
        self,
        seats: Sequence[SeatLayout],
        looks: Sequence[PlayerLook],
        names: Sequence[str],
        humans: Sequence[bool],
        candy_names: dict[str, str],
        screen: ScreenMap,
        table: TableSpec,
    ) -> None:
        self.seats = seats
        self.screen = screen
        self.names = names
        self.humans = humans
        self.candy_names = candy_names
        self.batch = pyglet.graphics.Batch()
        self.timer = _text(26, HIGHLIGHT, bold=True, anchor_x="center", batch=self.batch)
        self.timer.position = (96, LOGICAL_HEIGHT - 52)
        self.round = _text(13, anchor_x="center", batch=self.batch)
        self.round.position = (96, LOGICAL_HEIGHT - 76)
        self.rotten_label = _text(13, anchor_x="center", batch=self.batch)
        self.rotten_label.position = (LOGICAL_WIDTH - 96, LOGICAL_HEIGHT - 24)
        self.pile = _text(12, anchor_x="center", batch=self.batch)
        self.pile.position = (LOGICAL_WIDTH - 96, LOGICAL_HEIGHT - 100)
        self.labels = []
        self.hints = []
        for seat in seats:
            label = _text(13, bold=True, anchor_y="center", batch=self.batch)
            label.position = screen.to_screen(
                seat.edge_point + seat.inward * 16 - seat.along * (CARD_WIDTH / 2 + LABEL_GAP)
            )
            label.anchor_x = _label_anchor(seat)
            self.labels.append(label)
            self.hints.append(_hint(seat, screen, self.batch))
        self.plaques = SeatPlaques(self.labels, looks)
        self.banner = _text(BANNER_FONT, BAD, bold=True, anchor_x="center", anchor_y="center")
        self.banner.position = (LOGICAL_WIDTH / 2, LOGICAL_HEIGHT / 2 + 10)
        self.subtitle = _text(SUBTITLE_FONT, TEXT, anchor_x="center", anchor_y="center")
        self.subtitle.position = (LOGICAL_WIDTH / 2, LOGICAL_HEIGHT / 2 - 34)
        self.banner_until = 0
        self.banner_candy: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.banner_sprite = arcade.Sprite(candy_texture("piruli", 96))
        self.banner_sprite.width = self.banner_sprite.height = BANNER_CANDY_SIZE
        self.banner_candy.append(self.banner_sprite)
        self.banner_sprite.visible = False
        self.banner_place: BannerPlace | None = None
        """Where the banner was drawn last frame, and at what scale."""
        self._banner_fonts: tuple[float, float] = (BANNER_FONT, SUBTITLE_FONT)
        self._banner_widths: dict[float, float] = {}
        self._measure_banner()
        self.icons: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.rotten_icon = arcade.Sprite(candy_texture("piruli", 96))
        self.rotten_icon.position = (LOGICAL_WIDTH - 96, LOGICAL_HEIGHT - 58)
        self.rotten_icon.width = self.rotten_icon.height = 40
        self.rotten_icon.visible = False
        self.icons.append(self.rotten_icon)
        self.laying = _text(10, HIGHLIGHT, bold=True, anchor_x="center", anchor_y="center")
        self.laying.text = LAYING_TEXT
        self.laying_marks: dict[int, tuple[float, float]] = {}
        """Per player whose chosen card waits for the palm to get home, where its
        "laying…" mark is drawn (on that card)."""
        self.bubbles: list[Bubble] = []
        self.bubble_boxes: dict[int, Box] = {}
        """Where each bubble was drawn in the last frame, by player."""
        self.die_size = screen.scale * table.die_size
        left, bottom = screen.to_screen(Vec2(0.0, 0.0))
        right, top = screen.to_screen(Vec2(table.width, table.height))
        self.felt = Box(left, bottom, right, top)
        """The felt on screen: a banner stays on it, off the rows of cards round it."""
        self._shown: dict[str, object] = {}

    # --- messages ---------------------------------------------------------------------

    def announce(
        self, message: str, subtitle: str, tick: int, ticks: int, candy: str | None = None
    ) -> None:
        """A big message over the table's middle for ``ticks`` ticks."""
        self.banner.text = message
        self.subtitle.text = subtitle
        room = self.felt.width - 2 * SIDE_LABEL_ROOM
        fit_width(self.banner, room, BANNER_FONT)
        fit_width(self.subtitle, room, SUBTITLE_FONT)
        self.banner_until = tick + ticks
        self.banner_place = None
        self.banner_sprite.visible = candy is not None
        if candy is not None:
            self.banner_sprite.texture = candy_texture(candy, 96)
        self._measure_banner()

    def _measure_banner(self) -> None:
        """Keep the sizes its words were fitted at and its width at each scale, so a
        frame that looks for its place measures nothing."""
        self._banner_fonts = (self.banner.font_size, self.subtitle.font_size)
        self._banner_widths = {}
        for scale in SCALES:
            self._scale_banner(scale)
            self._banner_widths[scale] = self._banner_width(scale)
        self._scale_banner(1.0)

    def _scale_banner(self, scale: float) -> None:
        """The banner's words and picture at ``scale`` of the size they were fitted at."""
        title, subtitle = self._banner_fonts
        if self.banner.font_size != title * scale:
            self.banner.font_size = title * scale
        if self.subtitle.font_size != subtitle * scale:
            self.subtitle.font_size = subtitle * scale
        self.banner_sprite.width = self.banner_sprite.height = BANNER_CANDY_SIZE * scale

    def bubble(
        self,
        player: int,
        message: str,
        colour: tuple[int, int, int],
        tick: int,
        ticks: int,
        *,
        countdown: bool = False,
    ) -> None:
        self.bubbles = [bubble for bubble in self.bubbles if bubble.player != player]
        text = arcade.Text(
            message,
            0,
            0,
            colour,
            13,
            anchor_x="center",
            anchor_y="center",
            font_name=BODY_FONT,
            bold=True,
        )
        self.bubbles.append(Bubble(text, player, tick + ticks, countdown))

    def set_hint(self, player: int, message: str) -> None:
        if self.hints[player].text != message:
            self.hints[player].text = message

    # --- each frame -------------------------------------------------------------------

    def sync(self, snapshot: PinataSnapshot) -> None:
        state = snapshot.state
        throw_left = snapshot.throw_seconds_left
        clock = snapshot.seconds_left if throw_left is None else throw_left
        seconds = math.ceil(clock)
        self._set(
            self.timer,
            "timer",
            f"0:{seconds:02d}" if seconds < 60 else f"{seconds // 60}:{seconds % 60:02d}",
        )
        running = state.phase is Phase.GRABBING or throw_left is not None
        self.timer.color = BAD if running and seconds <= 5 else HIGHLIGHT
        caption = f"Round {state.round_number}"
        self._set(self.round, "round", f"{caption} · throw" if throw_left is not None else caption)
        self._count_down_throw(snapshot)
        self._place_laying_marks(snapshot)
        self._set(self.pile, "pile", f"Draw pile: {len(state.draw_pile)}")
        rotten = state.rotten
        self.rotten_icon.visible = rotten is not None
        if rotten is not None and self._shown.get("rotten_icon") != rotten:
            self._shown["rotten_icon"] = rotten
            self.rotten_icon.texture = candy_texture(rotten, 96)
            self.rotten_icon.width = self.rotten_icon.height = 40
        self._set(
            self.rotten_label,
            "rotten",
            f"Rotten: {self.candy_names.get(rotten, rotten)}"
            if rotten
            else ("No rotten die" if state.settings.youngest else "Rotten: —"),
        )
        all_scores = scores(state)
        unit = "cards" if state.settings.youngest else "pts"
        for player, label in enumerate(self.labels):
            self._set(
                label, f"label{player}", f"{self.names[player]} · {all_scores[player]} {unit}"
            )
            self.plaques.fit(player)

    def _count_down_throw(self, snapshot: PinataSnapshot) -> None:
        """Over a person's palm, each of the last seconds before the auto throw."""
        left = snapshot.throw_seconds_left
        holder = snapshot.state.stick_holder
        if left is None or not self.humans[holder] or math.ceil(left) > THROW_WARNING_SECONDS:
            if self._shown.pop("throw_countdown", None) is not None:
                # Thrown before the count ran out: the count goes with the throw.
                self.bubbles = [bubble for bubble in self.bubbles if not bubble.countdown]
            return
        count = max(1, math.ceil(left))
        if self._shown.get("throw_countdown") == count:
            return
        self._shown["throw_countdown"] = count
        ticks = seconds_to_ticks(left) + 1
        self.bubble(holder, f"Throw in {count}…", HIGHLIGHT, snapshot.tick, ticks, countdown=True)

    def _place_laying_marks(self, snapshot: PinataSnapshot) -> None:
        self.laying_marks = {}
        for player, card_id in enumerate(snapshot.laying):
            hand = snapshot.state.players[player].hand
            slot = next((slot for slot, card in enumerate(hand) if card.id == card_id), None)
            if slot is None:
                continue
            seat = self.seats[player]
            where = seat.hand_card_position(slot, len(hand)) + seat.inward * CHOSEN_RAISE
            self.laying_marks[player] = self.screen.to_screen(where)

    def _set(self, text: arcade.Text, key: str, value: str) -> None:
        if self._shown.get(key) != value:
            self._shown[key] = value
            text.text = value

    def banner_box(self, snapshot: PinataSnapshot) -> tuple[float, float, float, float]:
        """Where the banner goes (left, right, bottom, top): never over a palm, and
        over nothing else when it can help it (:mod:`.banner_place`); the scale it is
        drawn at is kept in ``banner_place``."""
        place = place_banner(
            self.felt,
            LOGICAL_HEIGHT,
            self._banner_widths,
            self._banner_clear_of(snapshot),
            self.banner_place,
        )
        self.banner_place = place
        box = place.box
        return box.left, box.right, box.bottom, box.top

    def _banner_width(self, scale: float) -> float:
        title: float = self.banner.content_width
        if self.banner_sprite.visible:
            title += (BANNER_CANDY_SIZE + BANNER_CANDY_GAP) * scale
        return max(title, self.subtitle.content_width) + 40 * scale

    def _banner_clear_of(self, snapshot: PinataSnapshot) -> Obstacles:
        """What a banner should not hide: every palm above all, then every die, the
        laid-card spots and the seats' name and score labels."""
        palm = PALM_SIZE * self.screen.scale
        die = self.die_size * 1.4
        palms = [
            Box.around(*self.screen.to_screen(hand.position), palm, palm) for hand in snapshot.palms
        ]
        dice = [
            Box.around(*self.screen.to_screen(piece.position), die, die) for piece in snapshot.dice
        ]
        marks = []
        for seat in self.seats:
            horizontal = seat.inward.y != 0
            spot_w = (CARD_WIDTH if horizontal else CARD_HEIGHT) * self.screen.scale + 8
            spot_h = (CARD_HEIGHT if horizontal else CARD_WIDTH) * self.screen.scale + 8
            marks.append(Box.around(*self.screen.to_screen(seat.card_spot), spot_w, spot_h))
        marks += self.plaques.boxes()
        return Obstacles(palms, dice, marks)

    def draw_banner(self, snapshot: PinataSnapshot) -> None:
        """The big message over everything (dice and palms included), where it hides
        none of them if it can, on a panel the dice still show through faintly; a
        candy named in it stands left of its title."""
        if snapshot.tick >= self.banner_until:
            return
        left, right, bottom, top = self.banner_box(snapshot)
        scale = self.banner_place.scale if self.banner_place is not None else 1.0
        self._scale_banner(scale)
        middle, centre = bottom + banner_height(scale)[0], (left + right) / 2
        candy_size, candy_gap = BANNER_CANDY_SIZE * scale, BANNER_CANDY_GAP * scale
        candy_room = candy_size + candy_gap if self.banner_sprite.visible else 0
        rise = TITLE_RISE * scale
        self.banner.position = (centre + candy_room / 2, middle + rise)
        self.subtitle.position = (centre, middle - SUBTITLE_DROP * scale)
        self.banner_sprite.position = (self.banner.left - candy_gap - candy_size / 2, middle + rise)
        arcade.draw_lrbt_rectangle_filled(left, right, bottom, top, BANNER_PANEL)
        self.banner.draw()
        self.subtitle.draw()
        if self.banner_sprite.visible:
            self.banner_candy.draw()

    def draw(self, snapshot: PinataSnapshot) -> None:
        """Labels, hints, the aim and the bubbles, over everything else."""
        if snapshot.aim is not None:
            self._draw_aim(snapshot.aim)
        self.plaques.draw()
        self.batch.draw()
        self.icons.draw()
        self._draw_laying_marks()
        self._draw_bubbles(snapshot)

    def _draw_laying_marks(self) -> None:
        """The "laying…" mark on each card chosen away from home, until the palm gets there."""
        for x, y in self.laying_marks.values():
            half = self.laying.content_width / 2 + 4
            arcade.draw_lrbt_rectangle_filled(x - half, x + half, y - 9, y + 9, PANEL)
            self.laying.position = (x, y)
            self.laying.draw()

    def _aim_arrow(self, aim: AimDraw) -> tuple[Vec2, Vec2, Vec2]:
        """The aim arrow on screen: where it starts, where its shaft ends, its direction."""
        start = Vec2(*self.screen.to_screen(aim.origin))
        length = (ARROW_MIN + ARROW_SPAN * aim.power) * self.screen.scale
        direction = Vec2(math.cos(aim.aim), math.sin(aim.aim))
        return start, start + direction * length, direction

    def aim_box(self, aim: AimDraw) -> Box:
        """Round the aim arrow (and its head): a bubble (the throw countdown) keeps off it."""
        start, tip, direction = self._aim_arrow(aim)
        head = tip + direction * 22
        return Box(
            min(start.x, head.x) - 14,
            min(start.y, head.y) - 14,
            max(start.x, head.x) + 14,
            max(start.y, head.y) + 14,
        )

    def _draw_aim(self, aim: AimDraw) -> None:
        """The throw's direction and power: an arrow from the dice, longer and redder
        with more power, and a meter beside it."""
        start, tip, direction = self._aim_arrow(aim)
        colour = (255, int(210 - 150 * aim.power), 60, 235 if aim.charging else 120)
        arcade.draw_line(start.x, start.y, tip.x, tip.y, colour, 8)
        side = Vec2(-direction.y, direction.x) * 14
        head = tip + direction * 22
        arcade.draw_triangle_filled(
            tip.x + side.x, tip.y + side.y, tip.x - side.x, tip.y - side.y, head.x, head.y, colour
        )
        if aim.charging:
            base = start + Vec2(-direction.y, direction.x) * 48
            arcade.draw_lrbt_rectangle_filled(
                base.x - 8, base.x + 8, base.y - 40, base.y + 40, PANEL
            )
            arcade.draw_lrbt_rectangle_filled(
                base.x - 6, base.x + 6, base.y - 38, base.y - 38 + 76 * aim.power, colour
            )

    def _draw_bubbles(self, snapshot: PinataSnapshot) -> None:
        """Each bubble at the first free place round its palm (above, below, beside,
        then stacked higher), clear of every palm, every die in a hand, the seats' name
        and score labels, the banner and the other bubbles; one with no free place
        waits this frame instead of covering any."""
        self.bubbles = [bubble for bubble in self.bubbles if bubble.until_tick > snapshot.tick]
        self.bubble_boxes = {}
        if not self.bubbles:
            return
        taken = self._piece_boxes(snapshot) + self.plaques.boxes()
        if snapshot.tick < self.banner_until:
            taken.append(Box(*_lrbt_to_box(self.banner_box(snapshot))))
        if snapshot.aim is not None:
            taken.append(self.aim_box(snapshot.aim))
        bounds = Box(4, 4, LOGICAL_WIDTH - 4, LOGICAL_HEIGHT - 4)
        for bubble in self.bubbles:
            x, y = self.screen.to_screen(snapshot.palms[bubble.player].position)
            width, height = bubble.text.content_width + 16, BUBBLE_HEIGHT
            places = _bubble_places(x, y, width, height, PALM_SIZE * self.screen.scale)
            box = first_free(places, taken, bounds, 2.0)
            if box is None:
                continue
            taken.append(box)
            self.bubble_boxes[bubble.player] = box
            arcade.draw_lrbt_rectangle_filled(box.left, box.right, box.bottom, box.top, PANEL)
            bubble.text.position = (box.centre_x, (box.bottom + box.top) / 2)
            bubble.text.draw()

    def _piece_boxes(self, snapshot: PinataSnapshot) -> list[Box]:
        """Every palm and every die being carried, on screen: what a bubble never hides."""
        palm = PALM_SIZE * self.screen.scale
        boxes = []
        for hand in snapshot.palms:
            x, y = self.screen.to_screen(hand.position)
            boxes.append(Box.around(x, y, palm, palm))
        for die in snapshot.dice:
            if die.lift > 0:
                x, y = self.screen.to_screen(die.position)
                size = self.die_size * 1.4
                boxes.append(Box.around(x, y, size, size))
        return boxes


def _lrbt_to_box(lrbt: tuple[float, float, float, float]) -> tuple[float, float, float, float]:
    """(left, right, bottom, top) as :class:`Box` takes it: left, bottom, right, top."""
    left, right, bottom, top = lrbt
    return left, bottom, right, top


def _bubble_places(x: float, y: float, width: float, height: float, palm: float) -> list[Box]:
    """A bubble's places round a palm ``palm`` wide at (``x``, ``y``), best first."""
    clear = palm / 2 + 6
    places = [
        Box.around(x, y + clear + height / 2, width, height),
        Box.around(x, y - clear - height / 2, width, height),
        Box(x - clear - width, y - height / 2, x - clear, y + height / 2),
        Box(x + clear, y - height / 2, x + clear + width, y + height / 2),
    ]
    for level in range(1, 4):
        bottom = y + clear + level * (height + 4)
        places.append(Box.around(x, bottom + height / 2, width, height))
    return places
