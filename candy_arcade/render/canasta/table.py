"""The felt: seat badges, meld bands, stock and pile, the hand fan, the log.

Rebuilt from a :class:`Scene` when the game changes; between rebuilds a frame only
steps the card glides and draws one sprite list, two shape lists and one text batch.
A meld that has just become a canasta squares up (its cards glide into a stack) and
flourishes once (:mod:`canasta_flourish`). With :attr:`TableRenderer.reduced` set (the
Reduce motion setting) nothing glides or flourishes: every card is drawn in its place
at once and a canasta simply squared. It also answers "what is under the pointer" for
mouse play.
"""

from __future__ import annotations

import arcade
from arcade.shape_list import Shape, ShapeElementList

from candy_arcade.art.table_felt import TableTop, rectangle
from candy_arcade.core.wording import counted
from candy_arcade.render.canasta import textures
from candy_arcade.render.canasta.canasta_flourish import CanastaFlourishes
from candy_arcade.render.canasta.card_sprites import GLIDE_SECONDS, CardSprites, Placement, Point
from candy_arcade.render.canasta.layout import (
    FELT,
    HAND_AREA,
    HAND_H,
    HAND_SCALE,
    HAND_W,
    LOG_AREA,
    MELD_H,
    MELD_SCALE,
    MELD_W,
    PILE,
    PILE_SCALE,
    STOCK,
    TALON_H,
    TALON_SCALE,
    TALON_W,
    TALONS,
    Rect,
    TableLayout,
    bonus_block_width,
    card_rect,
)
from candy_arcade.render.canasta.log_lines import LINE_GAP, stack_up
from candy_arcade.render.canasta.meld_labels import (
    FootRows,
    baselines,
    foot_rows,
    wheel_baseline,
    wheel_x,
)
from candy_arcade.render.canasta.model import MeldView, SideView, meld_view
from candy_arcade.render.canasta.names import rank_name
from candy_arcade.render.canasta.scene import Scene
from candy_arcade.render.canasta.shapes import filled, mix, outline
from candy_arcade.render.canasta.text_pool import Style, TextPool
from candy_arcade.render.canasta.variant_model import SequenceView, talon_taker_name
from candy_arcade.render.table_top import TableTopQuad
from candy_arcade.render.text_fit import fit_or_cut
from candy_arcade.render.theme import BACKGROUND, HIGHLIGHT, TABLE_FELT, TEXT, TEXT_DIM
from candy_arcade.rules.canasta.decks import Deck
from candy_arcade.rules.canasta.roles import Role

Target = tuple[str, ...]
NATURAL_RED = (196, 40, 52)
MIXED_DARK = (40, 40, 52)
FROZEN_BLUE = (120, 200, 255)
NEW_TAG = (255, 120, 200)
NEW_TAG_H = 16
NEW_TAG_ROOM = 4
"""Least room between a new card's NEW tag and the hand's banner above it: over a raised
card the tag comes down onto the card's top edge rather than touch the banner."""
NEW_TAG_PAST_INDEX = 18
"""Where a NEW tag brought down onto a raised card starts, from the card's left edge:
past the rank in its corner (a playtest saw the tag over the 3 of a raised 3♠)."""
SMALL_PRINT = 9
"""Tags on cards (NEW, NATURAL, MIXED): the smallest size the layout check allows."""
HINT_BLUE = (90, 170, 255)
DEALER_GOLD = (236, 200, 110)
PLATE_PAD = 10
"""From a nameplate's edge to its words."""
CHIP_H, CHIP_PAD = 16, 5
SELECT_GOLD = (255, 196, 64)
DARK = (20, 30, 26)
BONUS_WHEEL_GAP = 4
"""The Wheel's name under the bonus cards stops this short of the next meld's cards."""
PILE_W, PILE_H = 140 * PILE_SCALE, 190 * PILE_SCALE
PILE_NOTE_W = 90
"""Notes right of the pile (the Wheel's name, why it is barred) wrap at this width, short
of the log."""
CANASTA_SHOWN = 3
"""A squared-up canasta shows its top three cards: the rest are hidden under them and
drawing them would only cost fill rate (software GL pays for every covered pixel)."""
TITLE_XY = (FELT.left + 16, FELT.top - 20)
"""The game's name, in the felt's top-left corner, left of the top seat's nameplate."""


RIM = 6
"""The wooden rim round the felt, in pixels: the margin the layout leaves outside it."""


def _table_top(felt: tuple[int, int, int]) -> TableTop:
    """The felt (textured and vignetted towards its edges) and its wooden rim, baked as
    the real-time tables' are; the screen is cleared to ``felt`` before it is drawn."""
    width, height = round(FELT.width + 2 * RIM), round(FELT.height + 2 * RIM)
    outer = rectangle(0, 0, width, height)
    inner = rectangle(RIM, RIM, width - RIM, height - RIM)
    return TableTop((width, height), felt, outer, inner, BACKGROUND)


class TableRenderer:
    def __init__(
        self, deck: Deck, layout: TableLayout, felt: tuple[int, int, int] = TABLE_FELT
    ) -> None:
        self.deck = deck
        self.layout = layout
        self.cards = CardSprites(deck)
        self.fixtures: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.table_top = self._top_for(felt)
        self.background = self._background()
        self.shapes: ShapeElementList[Shape] = ShapeElementList()
        self.badges: ShapeElementList[Shape] = ShapeElementList()
        self.texts = TextPool()
        self.hand_cards: list[int] = []
        self.hand_xy: list[Point] = []
        self.target_rects: dict[Target, Rect] = {}
        self._deal: tuple[int, int | None] | None = None
        self.flourishes = CanastaFlourishes()
        self.reduced = False
        """Reduce motion: cards are put in their places at once, no canasta flourishes."""
        self._canastas: set[tuple[int, str]] = set()
        """The laid canastas drawn last time, by side and rank: a new one flourishes."""
        self._stacks: dict[tuple[int, str], tuple[int, ...]] = {}
        self._tucked: dict[int, Placement] = {}

    @staticmethod
    def _top_for(felt: tuple[int, int, int]) -> TableTopQuad:
        centre = (FELT.left + FELT.width / 2, FELT.bottom + FELT.height / 2)
        return TableTopQuad(_table_top(felt), centre, cleared=True)

    def set_felt(self, felt: tuple[int, int, int]) -> None:
        """Bake the table again when the felt colour was changed in the settings."""
        if felt != self.table_top.top.felt:
            self.table_top = self._top_for(felt)

    @staticmethod
    def _background() -> ShapeElementList[Shape]:
        """The hand tray's edge. The felt itself is the clear colour, and the table top
        draws only where it differs from it (the vignette, the rim): on software GL every
        full-screen fill costs milliseconds, so nothing is painted twice that need not
        be."""
        shapes: ShapeElementList[Shape] = ShapeElementList()
        shapes.append(filled(Rect(HAND_AREA.left, HAND_AREA.top - 2, HAND_AREA.width, 3),
                             mix(TABLE_FELT, DARK, 0.5)))
        return shapes

    # ----- rebuild ---------------------------------------------------------------

    def rebuild(self, scene: Scene) -> None:
        table = scene.table
        deal = (table.hand_number, table.holder)
        animate = self._deal == deal and not self.reduced
        self._deal = deal
        self._stacks = {}
        self._tucked = {}
        self.shapes = ShapeElementList()
        self.badges = ShapeElementList()
        self.texts.begin()
        self.target_rects = {}
        placements: list[Placement] = []
        self._hand(scene, placements)
        for side in table.sides:
            self._band(scene, side, placements)
        self._piles(scene, placements)
        self._seats(scene)
        self._log(scene)
        self._title(table.title)
        self.texts.end()
        self.cards.wheel_as = table.wheel_as
        self.cards.show(placements, self._anchors(scene), animate, self._tucked)
        self._flourish_new_canastas(animate)

    def _flourish_new_canastas(self, animate: bool) -> None:
        """Flourish each canasta laid since the last rebuild of this deal, once (a new
        deal, a table seen afresh or Reduce motion flourishes none)."""
        if animate:
            for key, stack in self._stacks.items():
                if key not in self._canastas:
                    self.flourishes.start(stack)
        else:
            self.flourishes.clear(self.cards)
        self._canastas = set(self._stacks)

    def _anchors(self, scene: Scene) -> dict[int, Point]:
        anchors: dict[int, Point] = {}
        for card, zone in scene.zones.items():
            if zone == "stock":
                anchors[card] = STOCK
            elif zone in ("pile", "removed"):
                anchors[card] = PILE
            elif zone == "talon":
                anchors[card] = TALONS[0]
            elif zone.startswith("hand:"):
                anchors[card] = self.layout.hand_anchor(int(zone[5:]))
        return anchors

    def _hand(self, scene: Scene, placements: list[Placement]) -> None:
        table = scene.table
        staged = {c for _, cards in scene.staged for c in cards}
        staged.update(c for run in scene.staged_runs for c in run.cards)
        shown = [h for h in table.hand if h.card not in staged]
        self.hand_cards = [h.card for h in shown]
        self.hand_xy = self.layout.hand_positions(
            [h.gap for h in shown], [h.card in scene.selection for h in shown]
        )
        banner = self.layout.badge(scene.bottom)
        for index, (hand_card, (x, y)) in enumerate(zip(shown, self.hand_xy, strict=True)):
            placements.append(Placement(hand_card.card, x, y, HAND_SCALE, True, 300 + index))
            top = y + HAND_H / 2
            if hand_card.card in scene.selection or hand_card.card in scene.hint_cards:
                colour = SELECT_GOLD if hand_card.card in scene.selection else HINT_BLUE
                self.shapes.append(filled(card_rect(x, y, HAND_W + 8, HAND_H + 8), colour))
            if hand_card.new:
                tag_top = min(top + 2 + NEW_TAG_H, banner.bottom - NEW_TAG_ROOM)
                onto_card = tag_top - NEW_TAG_H < top
                inset = NEW_TAG_PAST_INDEX if onto_card else 2
                tag = Rect(x - HAND_W / 2 + inset, tag_top - NEW_TAG_H, 36, NEW_TAG_H)
                self.badges.append(filled(tag, NEW_TAG))
                self.texts.put(f"new{hand_card.card}", "NEW", tag.center[0], tag.center[1],
                               Style(SMALL_PRINT, DARK, "center", "center", True))
        if table.holder is None:
            self.texts.put("hand-hidden", scene.hidden_hands,
                           HAND_AREA.center[0], HAND_AREA.center[1],
                           Style(16, TEXT_DIM, "center", "center"))
        elif not shown:
            self.texts.put("hand-empty", "No cards in hand", HAND_AREA.center[0],
                           HAND_AREA.center[1], Style(14, TEXT_DIM, "center", "center"))

    def _band(self, scene: Scene, side: SideView, placements: list[Placement]) -> None:
        table = scene.table
        band = self.layout.band(side.side)
        colour = scene.side_colour(side.side)
        mine = table.holder is not None and scene.seats[table.holder].side == side.side
        self.shapes.append(outline(band, mix(TABLE_FELT, colour, 0.55), 2))
        status = f"opened · {side.meld_points} in melds" if side.opened else (
            f"needs {side.minimum} to open"
        )
        canastas = f" · {counted(side.canastas, 'canasta')}"
        self.texts.put(
            f"band{side.side}", f"{side.name}  ·  {status}{canastas if side.opened else ''}",
            band.left + 8, band.top - 15, Style(11, scene.side_text_colour(side.side), bold=True),
        )
        for index, (x, y) in enumerate(self.layout.bonus_positions(band, len(side.bonus))):
            placements.append(Placement(side.bonus[index], x, y, MELD_SCALE, True, 40 + index))
        caption_x, caption_y = self._bonus_caption_at(band, len(side.bonus))
        if side.bonus:
            self.texts.put(f"bonus{side.side}", f"Bonus ×{len(side.bonus)}", caption_x,
                           caption_y, Style(10, TEXT, "center", bold=True))
        wheel_on_foot = self._bonus_wheel(table.wheel_as, side, caption_x, caption_y)
        melds: list[tuple[MeldView, bool]] = [(m, False) for m in side.melds]
        if mine:
            melds += [(meld_view(self.deck, rank, cards, table.wheel_as), True)
                      for rank, cards in scene.staged]
        runs = side.sequences
        staged_runs = scene.staged_runs if mine else ()
        laid = len(side.melds)
        # Columns left to right: the laid melds, the sequences, the staged melds, then
        # the staged sequences.
        meld_columns = [i if i < laid else i + len(runs) for i in range(len(melds))]
        run_columns = [laid + index for index in range(len(runs))]
        staged_run_columns = [len(melds) + len(runs) + i for i in range(len(staged_runs))]
        xs = self.layout.meld_columns(band, len(melds) + len(runs) + len(staged_runs),
                                      len(side.bonus))
        lines: list[list[arcade.Text]] = [[] for _ in xs]
        cards: list[tuple[int, ...]] = [() for _ in xs]
        seen: dict[tuple[str, bool], int] = {}
        tags = []
        for meld, staged in melds:
            # Samba lets a side hold two melds of a rank: the second's words get their own keys.
            repeat = seen[(meld.rank, staged)] = seen.get((meld.rank, staged), -1) + 1
            tags.append(meld.rank if not repeat else f"{meld.rank}#{repeat}")
        for column, tag, (meld, staged) in zip(meld_columns, tags, melds, strict=True):
            lines[column] = self._meld_lines(side.side, tag, meld, staged)
            cards[column] = meld.cards
        for column, (index, run) in zip(run_columns, enumerate(runs), strict=True):
            lines[column] = self._run_lines(side.side, index, run)
            cards[column] = run.cards
        for column, (index, run) in zip(staged_run_columns, enumerate(staged_runs), strict=True):
            lines[column] = self._run_lines(side.side, index, run, staged=True)
            cards[column] = run.cards
        wheel_column = next(
            (column for column, shown in enumerate(cards) if self.deck.wheel_id in shown), None,
        ) if table.wheel_as else None
        rows = foot_rows(xs, [[label.content_width for label in column] for column in lines],
                         wheel_column is not None or wheel_on_foot)
        staged_index = 0
        for column, tag, (meld, staged) in zip(meld_columns, tags, melds, strict=True):
            x = xs[column]
            bottom_edge = self._meld(scene, band, meld, tag, x, column, side.side, placements,
                                     staged, rows.height)
            self._hang(lines[column], rows, band, column, x, bottom_edge)
            if staged:
                self.target_rects[("staged", str(staged_index))] = self.layout.meld_rect(band, x)
                staged_index += 1
            elif mine:
                self.target_rects[("meld", meld.rank)] = self.layout.meld_rect(band, x)
        for column, (index, run) in zip(run_columns, enumerate(runs), strict=True):
            x = xs[column]
            bottom_edge = self._run(band, run, x, column, side.side, index, placements,
                                    rows.height)
            self._hang(lines[column], rows, band, column, x, bottom_edge)
            if mine:
                self.target_rects[("sequence", str(index))] = self.layout.meld_rect(band, x)
        for column, (index, run) in zip(staged_run_columns, enumerate(staged_runs), strict=True):
            x = xs[column]
            bottom_edge = self._run(band, run, x, column, side.side, index, placements,
                                    rows.height, staged=True)
            self._hang(lines[column], rows, band, column, x, bottom_edge)
            self.target_rects[("staged", str(staged_index))] = self.layout.meld_rect(band, x)
            staged_index += 1
        if wheel_column is not None and table.wheel_as:
            self._wheel_label(f"wheel-meld{side.side}", rank_name(table.wheel_as), band,
                              xs[wheel_column], wheel_baseline(band.bottom))
        if wheel_on_foot and table.wheel_as:
            self._wheel_label(f"wheel-bonus{side.side}", rank_name(table.wheel_as), band,
                              caption_x, wheel_baseline(band.bottom))
        if mine:
            self.target_rects[("new_meld",)] = band

    @staticmethod
    def _hang(
        labels: list[arcade.Text], rows: FootRows, band: Rect, column: int, x: float,
        bottom_edge: float,
    ) -> None:
        """Place a column's words under its cards, on the rows its band keeps."""
        ys = baselines(rows, band.bottom, column, len(labels), bottom_edge)
        for label, y in zip(labels, ys, strict=True):
            label.position = (x, y)

    def _bonus_caption_at(self, band: Rect, count: int) -> tuple[float, float]:
        """Where the caption under ``count`` bonus cards is centred ("Bonus ×2", the
        Wheel's name below it)."""
        x = band.left + 8 + bonus_block_width(count) / 2 - 6
        y = self.layout.bonus_positions(band, 1)[0][1] - MELD_H / 2 - 15
        return x, y

    def _bonus_wheel(self, wheel_as: str | None, side: SideView, x: float, y: float) -> bool:
        """The Wheel's name among the bonus cards: under "Bonus ×1", wrapped to the
        bonus cards' width (on one line it ran on under the next meld's cards, which
        reach that low: a playtest saw "Wheel = Hunter" under a Talisman all hand).
        ``x``, ``y``: where "Bonus ×N" is centred. Returns True when a word of it is
        wider than that: the name then goes on the band's foot row, as under a meld,
        where no card comes."""
        if not wheel_as or self.deck.wheel_id not in side.bonus:
            return False
        width = round(bonus_block_width(len(side.bonus)) - BONUS_WHEEL_GAP)
        label = self.texts.put(f"wheel-bonus{side.side}", f"Wheel = {rank_name(wheel_as)}",
                               x, y - 4, Style(9, HIGHLIGHT, "center", "top", True, width,
                                               "center"))
        return label.content_width > width

    def _wheel_label(self, key: str, name: str, band: Rect, x: float, y: float) -> None:
        """``Wheel = Omnihedron`` centred under ``x``, moved in to stay inside the band."""
        label = self.texts.put(key, f"Wheel = {name}", x, y,
                               Style(9, HIGHLIGHT, "center", bold=True))
        label.position = (wheel_x(x, label.content_width, band.left, band.right), y)

    def _meld_lines(
        self, side: int, tag: str, meld: MeldView, staged: bool
    ) -> list[arcade.Text]:
        """The words under a meld, top first: its count, and "staged" for a meld only
        staged (placed by :meth:`_band` once every column's words are measured). ``tag``
        keys them: the rank, told apart for a second meld of a rank (Samba)."""
        wilds = f" ({meld.wilds}w)" if meld.wilds else ""
        colour = HINT_BLUE if staged else TEXT
        lines = [self.texts.put(f"meld{side}-{tag}-{staged}", f"{meld.size}{wilds}", 0, 0,
                                Style(10, colour, "center", bold=True))]
        if staged:
            lines.append(self.texts.put(f"staged{side}-{tag}", "staged", 0, 0,
                                        Style(10, colour, "center")))
        return lines

    def _run_lines(
        self, side: int, index: int, run: SequenceView, staged: bool = False
    ) -> list[arcade.Text]:
        """The words under a sequence: ``red run 5`` or ``red samba``. A sequence only
        staged for a first meld says ``run 3`` and ``staged 30`` (its points count
        towards the minimum), as a staged meld says its count and ``staged``: words
        narrow enough that two staged runs side by side keep one row of words, and
        their cards room to cascade (the colour shows on the cards)."""
        if not staged:
            return [self.texts.put(f"run{side}-{index}", run.label, 0, 0,
                                   Style(10, TEXT, "center", bold=True))]
        return [self.texts.put(f"staged-run{side}-{index}", f"run {run.size}", 0, 0,
                               Style(10, HINT_BLUE, "center", bold=True)),
                self.texts.put(f"staged-run-points{side}-{index}", f"staged {run.points}",
                               0, 0, Style(10, HINT_BLUE, "center"))]

    def _run(
        self, band: Rect, run: SequenceView, x: float, column: int, side: int, index: int,
        placements: list[Placement], foot: float, staged: bool = False,
    ) -> float:
        """A sequence's cards cascading down in the run's order, low card on top (never
        re-sorted: a zero above the King stays last); a samba squares up like a canasta,
        with its strip; a staged one is outlined as a staged meld is. Returns its lowest
        card edge."""
        cards = list(run.cards)
        if run.samba:
            cards = self._square_up(cards[::-1], band, x, column, foot)
            self._stacks[(side, f"run{index}")] = tuple(cards)
        last_y = band.top
        for place, card in enumerate(cards):
            last_y = self.layout.meld_card_y(band, place, len(cards), run.samba, foot)
            placements.append(
                Placement(card, x, last_y, MELD_SCALE, True, 100 + column * 30 + place)
            )
        if run.samba:
            top_y = self.layout.meld_card_y(band, 0, len(cards), True, foot)
            self._strip(f"samba{side}-{index}", "SAMBA", x, top_y, NATURAL_RED)
        if staged:
            top_y = self.layout.meld_card_y(band, 0, len(cards), False, foot)
            bottom_edge = last_y - MELD_H / 2
            rect = Rect(x - MELD_W / 2 - 4, bottom_edge - 4, MELD_W + 8,
                        top_y + MELD_H / 2 - bottom_edge + 8)
            self.badges.append(outline(rect, HINT_BLUE, 2))
        return last_y - MELD_H / 2

    def _strip(
        self, key: str, word: str, x: float, top_y: float, fill: tuple[int, int, int]
    ) -> None:
        """The band across a squared-up canasta (or samba) saying what it is."""
        text = self.texts.put(key, word, x, top_y - 3,
                              Style(SMALL_PRINT, (255, 255, 255), "center", "center", True))
        width = max(MELD_W, text.content_width + 8)
        strip = Rect(x - width / 2, top_y - 12, width, 18)
        self.badges.append(filled(strip, fill))
        self.badges.append(outline(strip, (255, 255, 255), 1))

    def _meld_order(self, meld: MeldView, wheel_as: str | None) -> list[int]:
        """Naturals first, wild cards at the foot of the cascade, as players lay them."""
        def wild(card: int) -> bool:
            if card == self.deck.wheel_id:
                return wheel_as is not None and self.deck.faces[wheel_as].role is Role.WILD
            return self.deck.role_of[card] is Role.WILD
        return sorted(meld.cards, key=lambda c: (wild(c), self.deck.points_of[c], c))

    def _meld(
        self, scene: Scene, band: Rect, meld: MeldView, tag: str, x: float, column: int,
        side: int, placements: list[Placement], staged: bool, foot: float,
    ) -> float:
        """The meld's cards cascading down to no lower than ``foot`` above the band's
        bottom, its canasta strip and staged outline; returns its lowest card edge."""
        cards = self._meld_order(meld, scene.table.wheel_as)
        canasta = meld.canasta is not None
        if canasta:
            cards = self._square_up(cards, band, x, column, foot)
            if not staged:
                self._stacks[(side, tag)] = tuple(cards)
        last_y = band.top
        for index, card in enumerate(cards):
            y = self.layout.meld_card_y(band, index, len(cards), canasta, foot)
            last_y = y
            placements.append(
                Placement(card, x, y, MELD_SCALE, True, 100 + column * 30 + index)
            )
        bottom_edge = last_y - MELD_H / 2
        top_y = self.layout.meld_card_y(band, 0, len(cards), canasta, foot)
        if canasta:
            word = "NATURAL" if meld.canasta == "natural" else "MIXED"
            fill = NATURAL_RED if meld.canasta == "natural" else MIXED_DARK
            self._strip(f"canasta{side}-{tag}", word, x, top_y, fill)
        if staged:
            rect = Rect(x - MELD_W / 2 - 4, bottom_edge - 4, MELD_W + 8,
                        top_y + MELD_H / 2 - bottom_edge + 8)
            self.badges.append(outline(rect, HINT_BLUE, 2))
        return bottom_edge

    def _square_up(
        self, cards: list[int], band: Rect, x: float, column: int, foot: float
    ) -> list[int]:
        """A canasta's shown cards (its top three, top card last); the others are
        tucked under the stack's bottom card, gliding there as the meld squares up."""
        stacked = cards[::-1]
        shown = stacked[-CANASTA_SHOWN:]
        y = self.layout.meld_card_y(band, 0, len(shown), True, foot)
        for card in stacked[:-CANASTA_SHOWN]:
            self._tucked[card] = Placement(card, x, y, MELD_SCALE, True, 100 + column * 30 - 1)
        return shown

    def _piles(self, scene: Scene, placements: list[Placement]) -> None:
        table = scene.table
        pile = table.pile
        self.fixtures = arcade.SpriteList()
        for offset in range(min(3, (table.stock + 19) // 20)):
            back = arcade.Sprite(textures.back(self.deck), scale=PILE_SCALE,
                                 center_x=STOCK[0] - offset * 2, center_y=STOCK[1] + offset * 2)
            self.fixtures.append(back)
        stock_rect = card_rect(STOCK[0], STOCK[1], PILE_W, PILE_H)
        pile_rect = card_rect(PILE[0], PILE[1], PILE_W, PILE_H)
        self.target_rects[("stock",)] = stock_rect
        self.target_rects[("pile",)] = pile_rect
        self.shapes.append(outline(stock_rect.inset(-3), mix(TABLE_FELT, DARK, 0.4), 2))
        self.shapes.append(outline(pile_rect.inset(-3), mix(TABLE_FELT, DARK, 0.4), 2))
        label = Style(11, TEXT, "center", bold=True)
        self.texts.put("stock", f"Stock {table.stock}" if table.stock else "Stock empty",
                       STOCK[0], stock_rect.bottom - 14, label)
        self.texts.put("pile", f"Pile {pile.size}" if pile.size else "Pile empty",
                       PILE[0], pile_rect.bottom - 14, label)
        if pile.under is not None:
            placements.append(Placement(pile.under, PILE[0] + 4, PILE[1] - 3, PILE_SCALE, True, 60))
        notes_top = self._talons(scene, placements) if table.talons else pile_rect.top
        if pile.top is not None:
            placements.append(Placement(pile.top, PILE[0], PILE[1], PILE_SCALE, True, 61))
            if pile.top == self.deck.wheel_id and table.wheel_as:
                # Beside the pile, not over it: above it, the opponents' meld labels
                # reach down to the pile's top edge.
                note = self.texts.put("wheel-pile", f"Wheel = {rank_name(table.wheel_as)}",
                                      pile_rect.right + 10, notes_top,
                                      Style(10, HIGHLIGHT, anchor_y="top", bold=True,
                                            width=PILE_NOTE_W))
                if table.talons:
                    notes_top -= note.content_height + 4
        notes_top = min(notes_top, PILE[1] - 20)
        if pile.frozen:
            strip = Rect(pile_rect.left - 6, PILE[1] - 11, pile_rect.width + 12, 22)
            self.badges.append(filled(strip, FROZEN_BLUE))
            self.texts.put("frozen", "FROZEN", PILE[0], PILE[1],
                           Style(11, DARK, "center", "center", True))
        if pile.barred:
            self.texts.put("barred", pile.barred.replace(" is on top", "\non top: barred"),
                           pile_rect.right + 10, notes_top,
                           Style(9, (255, 170, 170), anchor_y="top", width=PILE_NOTE_W))
        elif table.removed:
            self.texts.put("removed", f"{counted(table.removed, 'card')}\nremoved by\nthe Crone",
                           pile_rect.right + 10, notes_top,
                           Style(9, TEXT_DIM, anchor_y="top", width=PILE_NOTE_W))

    def _talons(self, scene: Scene, placements: list[Placement]) -> float:
        """The talons right of the pile, captioned "Talons" (a newcomer saw only a card
        back with a 4): face down with their size while they wait, an empty place saying
        who took them once taken. Returns where the pile's notes may start, under them."""
        label = Style(12, (255, 255, 255), "center", "center", True)
        for index, (talon, (x, y)) in enumerate(zip(scene.table.talons, TALONS, strict=False)):
            rect = card_rect(x, y, TALON_W, TALON_H)
            for place, card in enumerate(talon.cards):
                placements.append(Placement(card, x - place, y + place, TALON_SCALE, False,
                                            50 + index * 8 + place))
            if talon.cards:
                chip = Rect(x - 11, y - 10, 22, 20)
                self.badges.append(filled(chip, DARK))
                self.texts.put(f"talon{index}", str(talon.size), x, y, label)
                continue
            self.shapes.append(outline(rect, mix(TABLE_FELT, DARK, 0.4), 2))
            self.texts.put(f"talon{index}", str(talon.size), x, rect.top - 10,
                           Style(11, TEXT_DIM, "center", "center", True))
            if talon.taken_by is not None:
                self.texts.put(f"talon-by{index}", talon_taker_name(scene.seats, talon),
                               x, rect.top - 20,
                               Style(SMALL_PRINT, TEXT, "center", "top", width=round(TALON_W)))
        caption_y = TALONS[0][1] - TALON_H / 2 - 10
        self.texts.put("talons", "Talons", (TALONS[0][0] + TALONS[-1][0]) / 2, caption_y,
                       Style(10, TEXT, "center", "center", True))
        return caption_y - 10

    def _seats(self, scene: Scene) -> None:
        table = scene.table
        for seat in scene.seats:
            rect = self.layout.badge(seat.seat)
            colour = scene.side_colour(seat.side)
            turn = table.to_act == seat.seat
            fill = mix(DARK, colour, 0.45 if turn else 0.18)
            self.shapes.append(filled(rect, fill))
            self.shapes.append(outline(rect, HIGHLIGHT if turn else colour, 3 if turn else 2))
            cards = counted(table.hand_sizes[seat.seat], "card")
            who = f"{seat.compass} · {seat.name if not seat.is_bot else 'Bot, ' + seat.difficulty}"
            count = f"{cards} in hand"
            if seat.seat == table.holder and not seat.is_bot:
                count = f"your hand: {cards}"
            marker = "→ " if turn else ""
            right = rect.right - PLATE_PAD
            if rect.height > 50:
                self._plate_line(f"seat{seat.seat}", marker + who, rect.left + PLATE_PAD,
                                 rect.top - 22, right, Style(12, TEXT, bold=True))
                self._plate_line(f"seat-n{seat.seat}", count, rect.left + PLATE_PAD,
                                 rect.top - 44, right, Style(11, TEXT_DIM))
                if turn:
                    self.texts.put(f"seat-t{seat.seat}", "thinking…" if seat.is_bot else "to play",
                                   rect.left + PLATE_PAD, rect.top - 62, Style(10, HIGHLIGHT))
                if seat.seat == scene.dealer:
                    self._dealer_chip(seat.seat, right, rect.bottom + 5 + CHIP_H / 2)
                continue
            middle = rect.center[1]
            if seat.seat == scene.dealer:
                right = self._dealer_chip(seat.seat, right, middle) - PLATE_PAD / 2
            tail = f"  ·  {count}"
            self._plate_line(f"seat{seat.seat}", f"{marker}{who}{tail}", rect.left + PLATE_PAD,
                             middle, right, Style(11, TEXT, anchor_y="center", bold=True), tail)

    def _plate_line(
        self, key: str, words: str, x: float, y: float, right: float, style: Style,
        keep: str = "",
    ) -> None:
        """A nameplate's line from ``x`` to no further than ``right``, smaller or cut
        (never its ending ``keep``) to stay inside: a long name never leaves its plate."""
        fit_or_cut(self.texts.put(key, words, x, y, style), right - x, style.size, keep)

    def _dealer_chip(self, seat: int, right: float, middle: float) -> float:
        """A DEALER chip ending at ``right`` inside the dealer's nameplate; returns its
        left edge (the plate's words end before it)."""
        label = self.texts.put(f"dealer{seat}", "DEALER", right - CHIP_PAD, middle,
                               Style(SMALL_PRINT, DARK, "right", "center", True))
        chip = Rect(right - label.content_width - 2 * CHIP_PAD, middle - CHIP_H / 2,
                    label.content_width + 2 * CHIP_PAD, CHIP_H)
        self.badges.append(filled(chip, DEALER_GOLD))
        return chip.left

    def _title(self, title: str) -> None:
        """The game's name in the felt's top corner: ``Heckadeck Canasta``,
        ``Heckadeck Samba``, ``Classic Canasta · Talons``."""
        self.texts.put("title", title, TITLE_XY[0], TITLE_XY[1],
                       Style(12, TEXT_DIM, anchor_y="center", bold=True))

    def _log(self, scene: Scene) -> None:
        box = LOG_AREA
        if scene.log_pinned:
            pinned = self.texts.put("log-pinned", scene.log_pinned, box.left, box.top,
                                    Style(10, HIGHLIGHT, anchor_y="top", bold=True,
                                          width=round(box.width)))
            box = Rect(box.left, box.bottom, box.width,
                       box.height - pinned.content_height - LINE_GAP)
        stack_up(self.texts, "log", [(line, Style(10, TEXT_DIM)) for line in scene.log], box,
                 from_top=bool(scene.log_pinned))
        if scene.summary:
            badge = self.layout.badge(scene.bottom)
            self.texts.put("summary", scene.summary, badge.right + 14, badge.center[1],
                           Style(11, SELECT_GOLD, anchor_y="center", bold=True))

    # ----- per frame -----------------------------------------------------------------

    @property
    def busy(self) -> bool:
        return self.cards.busy

    def update(self, dt: float) -> None:
        """Step the glides and flourishes; under Reduce motion any glide still under
        way (the setting just turned on) ends at once."""
        if self.reduced:
            self.cards.update(GLIDE_SECONDS)
            self.flourishes.clear(self.cards)
            return
        self.cards.update(dt)
        self.flourishes.update(dt, self.cards)

    def draw(self) -> None:
        self.table_top.draw()
        self.background.draw()
        self.shapes.draw()
        self.fixtures.draw()
        self.flourishes.draw_under()
        self.cards.draw()
        self.badges.draw()
        self.texts.draw()
        self.flourishes.draw_over()

    # ----- hit tests ---------------------------------------------------------------

    def hand_index_at(self, x: float, y: float) -> int | None:
        return self.layout.hand_index_at(self.hand_xy, x, y)

    def target_at(self, x: float, y: float) -> Target | None:
        """The smallest target under the point (a meld before its whole band)."""
        hits = [(r.width * r.height, t) for t, r in self.target_rects.items() if r.contains(x, y)]
        return min(hits)[1] if hits else None

    def target_rect(self, target: Target) -> Rect | None:
        return self.target_rects.get(target)
