"""The right-hand panel: scores and first-meld minimums, what to do now, the last
refusal or hint in words, the buttons, and a reminder of the controls."""

from __future__ import annotations

from arcade.shape_list import Shape, ShapeElementList

from candy_arcade.render.canasta.layout import PANEL, Rect
from candy_arcade.render.canasta.offers import Offer
from candy_arcade.render.canasta.scene import Scene
from candy_arcade.render.canasta.shapes import filled, mix, outline
from candy_arcade.render.canasta.text_pool import Style, TextPool
from candy_arcade.render.theme import (
    BAD,
    HIGHLIGHT,
    PANEL_LIGHT,
    TEXT,
    TEXT_DIM,
)
from candy_arcade.render.theme import PANEL as PANEL_COLOUR

BUTTON_W, BUTTON_H, BUTTON_GAP = 108, 30, 6
BUTTONS_TOP = 342
HELP_TOP = 150
"""The controls reminder's top, or under the last row of buttons when they reach lower."""
NOTE_OFFSET = 68
"""Where the note starts below the prompt's top when the prompt is short."""
HINT_COLOUR = (140, 200, 255)
NOTE_COLOURS = {"refusal": BAD, "hint": HINT_COLOUR, "info": TEXT, "done": (120, 220, 140)}
HELP = (
    "Mouse: click cards to select, click or drag them onto the pile or a meld; "
    "right-click clears.\n"
    "Keys: ←→ move, ↑↓ hand/table/buttons, Space select, Enter play, C clear.\n"
    "Pad: D-pad, A select, B clear, LB meld/take, RB draw/discard, X hint, Y undo."
)


class PanelRenderer:
    def __init__(self) -> None:
        self.shapes: ShapeElementList[Shape] = ShapeElementList()
        self.texts = TextPool()
        self.button_rects: list[tuple[str, Rect]] = []

    @staticmethod
    def button_rect(index: int) -> Rect:
        column, row = index % 2, index // 2
        left = PANEL.left + 10 + column * (BUTTON_W + BUTTON_GAP)
        top = BUTTONS_TOP - row * (BUTTON_H + BUTTON_GAP)
        return Rect(left, top - BUTTON_H, BUTTON_W, BUTTON_H)

    def rebuild(self, scene: Scene) -> None:
        table = scene.table
        self.shapes = ShapeElementList()
        self.texts.begin()
        self.shapes.append(filled(PANEL, PANEL_COLOUR))
        left = PANEL.left + 12
        width = round(PANEL.width - 24)
        # Hand number left, target right: as one line "Hand 1 · game to 5000" ran off
        # the window's edge.
        self.texts.put("header", f"Hand {table.hand_number + 1}", left, PANEL.top - 26,
                       Style(13, HIGHLIGHT, bold=True))
        self.texts.put("target", f"game to {table.target}", PANEL.right - 12, PANEL.top - 26,
                       Style(13, HIGHLIGHT, anchor_x="right", bold=True))
        y = PANEL.top - 50
        for side in table.sides:
            colour = scene.side_colour(side.side)
            chip = Rect(left, y - 30, 6, 34)
            self.shapes.append(filled(chip, colour))
            self.texts.put(f"side{side.side}", side.name, left + 12, y - 10,
                           Style(12, colour, bold=True))
            self.texts.put(f"total{side.side}", str(side.total), PANEL.right - 12, y - 10,
                           Style(15, TEXT, anchor_x="right", bold=True))
            status = (
                f"opened · {side.canastas} canasta{'s' if side.canastas != 1 else ''}"
                if side.opened else f"first meld needs {side.minimum}"
            )
            self.texts.put(f"status{side.side}", status, left + 12, y - 27, Style(10, TEXT_DIM))
            y -= 44
        prompt = self.texts.put("prompt", scene.prompt, left, y - 8,
                                Style(13, HIGHLIGHT, anchor_y="top", bold=True, width=width))
        # The note starts under the prompt as wrapped (a long prompt takes four lines;
        # at a fixed place the note printed over its last one).
        note_top = y - 8 - max(prompt.content_height if scene.prompt else 0, NOTE_OFFSET) - 8
        note_colour = NOTE_COLOURS.get(scene.note_kind, TEXT)
        self.texts.put("note", scene.note, left, note_top,
                       Style(11, note_colour, anchor_y="top", width=width))
        self.button_rects = []
        for index, offer in enumerate(scene.offers):
            rect = self.button_rect(index)
            self._button(index, offer, rect)
            self.button_rects.append((offer.command, rect))
        help_top = min([HELP_TOP, *(r.bottom - 8 for _, r in self.button_rects)])
        self.texts.put("help", HELP, left, help_top,
                       Style(9, TEXT_DIM, anchor_y="top", width=width))
        self.texts.end()

    def _button(self, index: int, offer: Offer, rect: Rect) -> None:
        fill = PANEL_LIGHT if offer.enabled else mix(PANEL_COLOUR, (0, 0, 0), 0.25)
        self.shapes.append(filled(rect, fill))
        self.shapes.append(outline(rect, HIGHLIGHT if offer.enabled else TEXT_DIM, 1))
        colour = TEXT if offer.enabled else TEXT_DIM
        self.texts.put(f"b{index}", offer.label, rect.left + 8, rect.center[1],
                       Style(11, colour, anchor_y="center", bold=offer.enabled))
        self.texts.put(f"k{index}", offer.key, rect.right - 6, rect.center[1],
                       Style(9, TEXT_DIM, anchor_x="right", anchor_y="center"))

    def draw(self) -> None:
        self.shapes.draw()
        self.texts.draw()

    def button_at(self, x: float, y: float) -> str | None:
        for command, rect in self.button_rects:
            if rect.contains(x, y):
                return command
        return None

    def button_rect_of(self, command: str) -> Rect | None:
        return next((r for c, r in self.button_rects if c == command), None)
