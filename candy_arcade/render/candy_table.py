"""Draws an I Want Candy! table from a :class:`CandySnapshot`, never from the session.

The view hands over a snapshot after every tick (:meth:`CandyTableRenderer.show`), so
what is drawn is one tick's table, whatever the session does next.

Sprites and shapes are built once; each frame only copies positions, so a full
table (8 players with two hands, 52 cards, HUD) stays well inside the frame budget
on software GL. The hands, duels, trading, prompts and legends each have their own
layer module; this one owns the table, the cards and the seat labels.
"""

from __future__ import annotations

from collections.abc import Iterable

import arcade
import pyglet

from candy_arcade.art.table_felt import (
    Block,
    Disc,
    Frame,
    Mark,
    PictureBox,
    Point,
    TableTop,
    rectangle,
)
from candy_arcade.core.geometry import Vec2
from candy_arcade.levels.table_shape import TableOutline
from candy_arcade.render.box import Box
from candy_arcade.render.candy_bubbles import BubbleLayer, hand_keep_outs
from candy_arcade.render.candy_duels import DuelLayer
from candy_arcade.render.candy_hands import HandsLayer
from candy_arcade.render.candy_legend import LegendLayer
from candy_arcade.render.candy_marks import SHADOW_MARGIN, card_shadow_texture
from candy_arcade.render.candy_motion import LIFT_SCALE, CardMotion
from candy_arcade.render.candy_seat_prompts import HumanSeat, SeatPromptLayer
from candy_arcade.render.candy_trading import TradingLayer
from candy_arcade.render.card_textures import card_back, card_face, preload_card_faces
from candy_arcade.render.player_look import PlayerLook
from candy_arcade.render.seat_plaques import SeatPlaques
from candy_arcade.render.table_top import TableTopQuad
from candy_arcade.render.theme import (
    BACKGROUND,
    BAD,
    BODY_FONT,
    HIGHLIGHT,
    OBSTACLE,
    OBSTACLE_TOP,
    POOL_TINT,
    TABLE_FELT,
    TEXT,
)
from candy_arcade.rules.candy.events import TableEvent
from candy_arcade.rules.candy.phase import Phase
from candy_arcade.sim.candy.snapshot import CandySnapshot
from candy_arcade.sim.candy.table import CARD_HEIGHT, CARD_WIDTH, PALM_RADIUS, TableGeometry
from candy_arcade.sim.candy.table_cards import CardPlace

CARD_SCALE = CARD_WIDTH / 140
AT_REST = (CARD_SCALE, CARD_SCALE)
"""A card lying on the felt: its own size both ways."""
LIFTED_SHADOW = Vec2(6, -9)
"""A lifted card's shadow falls this far right of and below it."""
HELD_ALPHA = 235
"""A held card is a little see-through: what it is lifted over still shows."""
RIM_WIDTH = 12.0
TIMER_INSET = Vec2(86, 36)
TIMER_PANEL = (124.0, 48.0)
TIMER_SHADE = (20, 12, 30, 200)
PLAQUE_INSET = RIM_WIDTH + 3
"""A side seat's plaque starts this far in from the screen's edge: on the felt, clear
of the wooden rim."""
"""The timer sits this far in from the table's top-left corner: the one place no seat
or stash of the standard tables uses."""


class CandyTableRenderer:
    """A round's table on screen, built from its first snapshot.

    The round's fixed facts (the table, its seats and obstacles, how many cards, hands
    and tokens) are taken from ``first``; :attr:`snapshot` is the tick drawn next.
    ``felt`` is the table colour from the settings: the felt and the card backs.
    """

    def __init__(
        self,
        first: CandySnapshot,
        looks: list[PlayerLook],
        names: list[str],
        first_round: bool = True,
        felt: tuple[int, int, int] = TABLE_FELT,
    ) -> None:
        self.snapshot = first
        self.geometry = first.geometry
        self.looks = looks
        self.names = names
        self.table_top = TableTopQuad(
            _table_top(first.geometry, felt, self._table_marks(first)),
            (first.geometry.width / 2, first.geometry.height / 2),
            cleared=True,
        )
        self.back = card_back(felt)
        self.card_sprites: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        for _ in first.cards:
            self.card_sprites.append(arcade.Sprite(self.back, scale=CARD_SCALE))
        preload_card_faces()
        self._sprite_by_index = list(self.card_sprites)
        self.motion = CardMotion(first)
        self.lifted_sprites: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        """Per hand, a shadow then the card it holds, drawn lifted above the table's cards
        (the held card's own sprite is hidden meanwhile)."""
        self._lifted: list[tuple[arcade.Sprite, arcade.Sprite]] = []
        shadow = card_shadow_texture(round(CARD_WIDTH), round(CARD_HEIGHT))
        for _ in first.hands:
            pair = (arcade.Sprite(shadow), arcade.Sprite(self.back, scale=CARD_SCALE * LIFT_SCALE))
            pair[0].width = (CARD_WIDTH + 2 * SHADOW_MARGIN) * LIFT_SCALE
            pair[0].height = (CARD_HEIGHT + 2 * SHADOW_MARGIN) * LIFT_SCALE
            pair[1].alpha = HELD_ALPHA
            for sprite in pair:
                sprite.visible = False
                self.lifted_sprites.append(sprite)
            self._lifted.append(pair)
        geometry = first.geometry
        self.hands = HandsLayer(first, looks, self.motion)
        self.duels = DuelLayer(names, self.hands.anchor)
        self.trading = TradingLayer(geometry, looks, names, self.back)
        screen = (geometry.width, geometry.height)
        self.prompts = SeatPromptLayer(geometry, names, self.hands.anchor, screen)
        self.legend = LegendLayer(geometry, names, looks, first_round)
        self.text_batch = pyglet.graphics.Batch()
        self.seat_texts = [self._seat_label(seat.seat, seat.horizontal) for seat in geometry.seats]
        self.plaques = SeatPlaques(self.seat_texts, looks)
        timer_at = _timer_at(geometry)
        self.timer_text = arcade.Text(
            "",
            timer_at.x,
            timer_at.y,
            HIGHLIGHT,
            28,
            anchor_x="center",
            anchor_y="center",
            font_name=BODY_FONT,
            bold=True,
            batch=self.text_batch,
        )
        pool = geometry.pool
        self.countdown_text = arcade.Text(
            "",
            pool.center.x,
            pool.center.y,
            (255, 90, 90, 150),
            160,
            anchor_x="center",
            anchor_y="center",
            font_name=BODY_FONT,
            bold=True,
        )
        self._timer_shown = -1
        self.bubbles = BubbleLayer(first.players, self.hands.anchor, screen)
        self._labels_shown: list[str] = [""] * first.players

    # ----------------------------------------------------------------- set-up

    def _seat_label(self, seat: Vec2, horizontal: bool) -> arcade.Text:
        """A name label beside the seat marker, kept inside the table's edge; its
        position is where its plaque starts (or ends, on the right)."""
        outline = self.geometry.outline
        if horizontal:
            x, y, anchor = seat.x + 26, seat.y, "left"
        elif seat.x < self.geometry.width / 2:
            x, y, anchor = PLAQUE_INSET, seat.y + 34, "left"
        else:
            x, y, anchor = self.geometry.width - PLAQUE_INSET, seat.y + 34, "right"
        if outline.is_oval and not horizontal:
            # Beside a seat at an oval's end the corner is room, not table: start the
            # label on the felt, just inside the rim.
            x = outline.clamp(Vec2(x, y), RIM_WIDTH + 4).x
        return arcade.Text(
            "",
            x,
            y,
            TEXT,
            13,
            anchor_x=anchor,
            anchor_y="center",
            font_name=BODY_FONT,
            bold=True,
            batch=self.text_batch,
        )

    def _table_marks(self, first: CandySnapshot) -> tuple[Mark, ...]:
        """What never moves on the felt, baked into the table top: the pool, stashes,
        seats, obstacles and the timer's panel (in picture pixels, y down)."""
        geometry = first.geometry
        height = geometry.height

        # Areas are outlined, not filled: the stashes stay as see-through as before.
        pool = geometry.pool
        marks: list[Mark] = [
            Frame(
                _box(pool.center.x, pool.center.y, pool.width, pool.height, height),
                (*POOL_TINT, 255),
                4,
            )
        ]
        for player, seat in enumerate(geometry.seats):
            colour = self.looks[player].colour
            stash = seat.stash
            marks.append(
                Frame(
                    _box(stash.center.x, stash.center.y, stash.width, stash.height, height),
                    (*colour, 255),
                    3,
                )
            )
            marks.append(Disc((seat.seat.x, height - seat.seat.y), 9, colour, TEXT, 2))
        for obstacle in first.obstacles:
            rect = obstacle.rect
            x, y, w, h = rect.center.x, rect.center.y, rect.width, rect.height
            marks.append(Block(_box(x + 4, y - 4, w, h, height), (0, 0, 0, 90)))
            marks.append(Block(_box(x, y, w, h, height), (*OBSTACLE, 255)))
            marks.append(Frame(_box(x, y, w - 6, h - 6, height), (*OBSTACLE_TOP, 255), 3))
        timer_at = _timer_at(geometry)
        marks.append(Block(_box(timer_at.x, timer_at.y, *TIMER_PANEL, height), TIMER_SHADE))
        return tuple(marks)

    # ----------------------------------------------------------------- from the view

    def show(self, snapshot: CandySnapshot) -> None:
        """Draw this tick of the round from now on (the cards' motion moves on to it)."""
        self.motion.advance(self.snapshot, snapshot)
        self.snapshot = snapshot

    def refused(self, player: int, tick: int) -> None:
        """The player's action at ``tick`` was refused: their palms shake."""
        self.motion.shake(player, tick)

    def set_humans(self, humans: dict[int, HumanSeat]) -> None:
        """The human seats' device labels, driven hands and trade choices, refreshed
        each frame by the view."""
        self.prompts.humans = humans
        table = self.snapshot
        for player, human in humans.items():
            self.hands.driven[player] = human.driven
        picks: list[tuple[int, Vec2]] = []
        choices: dict[int, tuple[int | None, int | None]] = {}
        trading = table.trading
        if trading is not None:
            for player, human in humans.items():
                if player in trading.done:
                    continue
                choice = human.choice
                choices[player] = (choice.card, choice.to)
                if choice.card is not None:
                    hand = self.hands.anchor(table, player)
                    picks.append((choice.card, hand.position + Vec2(PALM_RADIUS + 26, 6)))
        self.hands.extra_minis = picks
        self.trading.choices = choices

    def note(self, events: list[TableEvent]) -> None:
        """Events the drawing needs to remember (a duel's revealed picks)."""
        self.duels.note(events, self.snapshot.tick)

    def add_bubble(
        self,
        player: int,
        message: str,
        colour: tuple[int, int, int],
        ticks: int,
        refusal: bool = False,
    ) -> None:
        """Say ``message`` over the player's hand for ``ticks`` (replacing what it said)."""
        self.bubbles.add(player, message, colour, self.snapshot.tick, ticks, refusal)

    # ----------------------------------------------------------------- drawing

    def sprite_lists(self) -> list[Iterable[arcade.BasicSprite]]:
        """The sprite lists a frame draws, for the bench's floor: the same sprites drawn
        in one list, the cheapest way there is to draw them."""
        hands = self.hands
        return [
            self.card_sprites,
            self.lifted_sprites,
            hands.arm_sprites,
            hands.palm_sprites,
            hands.overlay_sprites,
            hands.glow_sprites,
            self.plaques.sprites,
        ]

    def draw(self) -> None:
        """Draw the table; the caller clears the screen to the felt colour first (a
        clear is free on software GL), and the table top draws only what differs."""
        table = self.snapshot
        self.table_top.draw()
        self._sync_cards(table)
        self.card_sprites.draw()
        self._sync_lifted(table)
        self.lifted_sprites.draw()
        if table.phase is Phase.TRADING:
            self.trading.draw(table)
        self.hands.draw(table)
        if table.duels or self.duels.reveals:
            self.duels.draw(table)
        else:
            self.duels.drawn = []
        self._sync_labels(table)
        self.plaques.draw()
        self.text_batch.draw()
        if self.countdown_text.text:
            self.countdown_text.draw()
        self._draw_prompts_and_legends(table)
        if self.bubbles.bubbles:
            words = self.prompts.labels.visible_boxes() + self.legend.boxes() + self.duels.drawn
            self.bubbles.draw(table, words)

    def _draw_prompts_and_legends(self, table: CandySnapshot) -> None:
        """The prompts by the hands, then the legends placed clear of them (a human's
        own prompt moves into their legend while it shows)."""
        prompts, legend = self.prompts, self.legend
        prompts.keep_off = self._words_kept_clear(table)
        if not legend.active(table):
            prompts.draw(table)
            return
        prompts.place(table, in_legend=legend.showing(table))
        hands = hand_keep_outs(table) + self._token_boxes()
        shown = (prompts.labels.box_of(player) for player in range(table.players))
        prompt_boxes = {player: box for player, box in enumerate(shown) if box is not None}

        def now(player: int) -> str:
            return prompts.message(table, player)

        keep_out = self._fixed_keep_outs() + prompts.keep_off + hands
        legend.update(table, prompts.humans, now, keep_out, hands, prompt_boxes)
        for player in legend.showing(table):
            prompts.labels.hide(player)
        prompts.labels.draw()
        legend.draw(table, now)

    def _words_kept_clear(self, table: CandySnapshot) -> list[Box]:
        """Words on the table no prompt or legend may cover: the trading banner."""
        return [self.trading.banner_box()] if table.phase is Phase.TRADING else []

    def _token_boxes(self) -> list[Box]:
        """The token chips riding beside their holders' hands."""
        return [
            Box(chip.left, chip.bottom, chip.right, chip.top)
            for chip in self.hands.chips
            if chip.visible
        ]

    def _fixed_keep_outs(self) -> list[Box]:
        """What never moves and a legend must not cover: stashes, obstacles, seat
        labels and the timer."""
        rects = [seat.stash for seat in self.geometry.seats]
        rects += [obstacle.rect for obstacle in self.snapshot.obstacles]
        boxes = [Box.around(r.center.x, r.center.y, r.width, r.height) for r in rects]
        boxes += self.plaques.boxes()
        timer_at = _timer_at(self.geometry)
        boxes.append(Box.around(timer_at.x, timer_at.y, *TIMER_PANEL))
        return boxes

    @staticmethod
    def _seat_status(table: CandySnapshot, player: int) -> str:
        trading = table.trading
        if trading is not None and player in trading.done:
            return " · done"
        if table.is_palms_down(player):
            return " · palms down"
        return ""

    def _sync_labels(self, table: CandySnapshot) -> None:
        for player in range(table.players):
            limit = table.settings.stash_limit
            label = f"{self.names[player]}  {len(table.stashes[player])}/{limit}"
            label += self._seat_status(table, player)
            if label != self._labels_shown[player]:
                self._labels_shown[player] = label
                self._set_seat_label(player, label)
        seconds = int(table.seconds_left + 0.999)
        if seconds != self._timer_shown:
            self._timer_shown = seconds
            self.timer_text.text = f"{seconds // 60}:{seconds % 60:02d}"
            self.timer_text.color = BAD if seconds <= 5 else HIGHLIGHT
            self.countdown_text.text = str(seconds) if 0 < seconds <= 5 else ""

    def _set_seat_label(self, player: int, label: str) -> None:
        """The seat's words, on its plaque: drawn after the cards and hands, so a card
        held by the seat never hides or washes out its label."""
        self.seat_texts[player].text = label
        self.plaques.fit(player)

    def _sync_cards(self, table: CandySnapshot) -> None:
        """Each card's sprite where the motion draws it (where the simulation puts it
        under Reduce motion), narrowed while it turns over; a held card's sprite is
        hidden, :meth:`_sync_lifted` draws it."""
        z_changed = False
        reveal = table.over
        motion = self.motion
        moving = not motion.reduced
        for card in table.cards:
            index = card.index
            sprite = self._sprite_by_index[index]
            held = card.place is CardPlace.HAND
            if sprite.properties.get("z") != card.z:
                sprite.properties["z"] = card.z
                z_changed = True
            if sprite.visible == held:
                sprite.visible = not held
            if held:
                continue
            face_up = card.face_up or (reveal and card.place is CardPlace.STASH)
            if moving and motion.moving(index):
                sprite.position = (motion.xs[index], motion.ys[index])
                tall = CARD_SCALE * motion.scales[index]
                scale = (tall * motion.widths[index], tall)
                face_up = motion.face_shown(index, face_up)
            else:
                sprite.position = (card.position.x, card.position.y)
                scale = AT_REST
            sprite.angle = card.angle
            texture = card_face(index) if face_up else self.back
            if sprite.texture is not texture:
                sprite.texture = texture
                sprite.scale = scale
            elif sprite.scale != scale:
                sprite.scale = scale
        if z_changed:
            self.card_sprites.sort(key=lambda s: s.properties["z"])

    def _sync_lifted(self, table: CandySnapshot) -> None:
        """Each held card lifted over the table: larger, over a soft shadow, trailing
        its palm a little (at the palm under Reduce motion)."""
        motion = self.motion
        for hand, (shadow, lifted) in zip(table.hands, self._lifted, strict=True):
            index = hand.held
            shown = index is not None
            if shadow.visible != shown:
                shadow.visible = lifted.visible = shown
            if index is None:
                continue
            card = table.cards[index]
            if motion.reduced:
                x, y = card.position.x, card.position.y
            else:
                x, y = motion.xs[index], motion.ys[index]
            texture = card_face(index) if card.face_up else self.back
            if lifted.texture is not texture:
                lifted.texture = texture
                lifted.scale = CARD_SCALE * LIFT_SCALE
            lifted.position = (x, y)
            lifted.angle = card.angle
            shadow.position = (x + LIFTED_SHADOW.x, y + LIFTED_SHADOW.y)
            shadow.angle = card.angle


def _table_top(
    geometry: TableGeometry, felt: tuple[int, int, int], marks: tuple[Mark, ...]
) -> TableTop:
    """The table's top to bake: the rim along the simulation's own walls (so palms
    slide along the drawn rim), the room's colour outside an oval, the fixed marks."""
    outline = geometry.outline
    width, height = round(geometry.width), round(geometry.height)
    if outline.is_oval:
        outer, inner = _oval_edges(outline, height)
    else:
        outer = rectangle(0, 0, width, height)
        inner = rectangle(RIM_WIDTH, RIM_WIDTH, width - RIM_WIDTH, height - RIM_WIDTH)
    return TableTop((width, height), felt, outer, inner, BACKGROUND, marks)


def _box(x: float, y: float, width: float, height: float, table_height: float) -> PictureBox:
    """The ``width`` x ``height`` box centred on table point (x, y), in picture pixels."""
    top = table_height - y - height / 2
    return (x - width / 2, top, x + width / 2, top + height)


def _oval_edges(
    outline: TableOutline, height: float
) -> tuple[tuple[Point, ...], tuple[Point, ...]]:
    """An oval rim's outer and inner edges in picture pixels (y down)."""
    edges = outline.boundary()
    outer = tuple((edge.point.x, height - edge.point.y) for edge in edges)
    inward = (edge.point + edge.inward * RIM_WIDTH for edge in edges)
    inner = tuple((point.x, height - point.y) for point in inward)
    return outer, inner


def _timer_at(geometry: TableGeometry) -> Vec2:
    return Vec2(TIMER_INSET.x, geometry.height - TIMER_INSET.y)
