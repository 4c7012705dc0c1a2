"""The right-hand panel: scores and first-meld minimums, what to do now, the last
refusal or hint in words, the buttons, and a reminder of the controls, laid out as a
column (:mod:`panel_flow`): each block under the one before at its measured height."""

from __future__ import annotations

from arcade.shape_list import Shape, ShapeElementList

from candy_arcade.core.wording import counted
from candy_arcade.render.canasta import button_grid
from candy_arcade.render.canasta.layout import PANEL, Rect
from candy_arcade.render.canasta.offers import Offer
from candy_arcade.render.canasta.panel_flow import fit_text, height_of, share_room
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

BUTTON_W, BUTTON_H, BUTTON_GAP = 108, 28, 6
BUTTONS_TOP = 342
"""The buttons' highest place: they move down only when the prompt and note need room,
so a short note does not shift them under the pointer."""
GAP, MARGIN = 8, 8
PROMPT_SIZES, NOTE_SIZES = (13, 12, 11), (11, 10, 9)
HINT_COLOUR = (140, 200, 255)
NOTE_COLOURS = {"refusal": BAD, "hint": HINT_COLOUR, "info": TEXT, "done": (120, 220, 140)}
HELP = (
    "Mouse: click cards to select, click or drag them onto the pile or a meld; "
    "right-click clears.\n"
    "Keys: ←→ move, ↑↓ hand/table/buttons, Space select, Enter play{clear}.\n"
    "Pad: D-pad, A select, B clear, LB meld/take, RB draw/discard, X hint, Y undo."
)
"""How to play from the panel; ``{clear}`` names the player's key for clearing the
selection (", C clear"), when it has one."""


class PanelRenderer:
    def __init__(self) -> None:
        self.shapes: ShapeElementList[Shape] = ShapeElementList()
        self.texts = TextPool()
        self.button_rects: list[tuple[str, Rect]] = []
        self.buttons_top: float = BUTTONS_TOP

    def button_rect(self, index: int) -> Rect:
        row, column = divmod(index, button_grid.COLUMNS)
        left = PANEL.left + 10 + column * (BUTTON_W + BUTTON_GAP)
        top = self.buttons_top - row * (BUTTON_H + BUTTON_GAP)
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
                           Style(12, scene.side_text_colour(side.side), bold=True))
            self.texts.put(f"total{side.side}", str(side.total), PANEL.right - 12, y - 10,
                           Style(15, TEXT, anchor_x="right", bold=True))
            status = (
                f"opened · {counted(side.canastas, 'canasta')}"
                if side.opened else f"first meld needs {side.minimum}"
            )
            self.texts.put(f"status{side.side}", status, left + 12, y - 27, Style(10, TEXT_DIM))
            y -= 44
        self._flow(scene, left, width, y - GAP)
        self.texts.end()

    def _flow(self, scene: Scene, left: float, width: int, top: float) -> None:
        """Prompt, note, buttons and help, each under the one before; the prompt and
        note share what the buttons and help leave, shrinking or cut to fit it."""
        clear = f", {scene.clear_key} clear" if scene.clear_key else ""
        help_text = self.texts.put("help", HELP.format(clear=clear), left, 0,
                                   Style(9, TEXT_DIM, anchor_y="top", width=width))
        rows = -(-len(scene.offers) // button_grid.COLUMNS)
        floor = PANEL.bottom + MARGIN + height_of(help_text) + GAP + rows * (BUTTON_H + BUTTON_GAP)
        prompt_style = Style(PROMPT_SIZES[0], HIGHLIGHT, anchor_y="top", bold=True, width=width)
        note_style = Style(NOTE_SIZES[0], NOTE_COLOURS.get(scene.note_kind, TEXT),
                           anchor_y="top", width=width)
        room = top - floor - GAP
        prompt_room = room
        if scene.note and scene.prompt:
            wanted_prompt = height_of(self.texts.put("prompt", scene.prompt, left, top,
                                                     prompt_style))
            wanted_note = height_of(self.texts.put("note", scene.note, left, top, note_style))
            prompt_room = share_room(room, wanted_prompt, wanted_note)
        prompt = fit_text(self.texts, "prompt", scene.prompt, left, top, prompt_style,
                          PROMPT_SIZES, prompt_room)
        note_top = top - prompt.height - (GAP if prompt.height else 0)
        note = fit_text(self.texts, "note", scene.note, left, note_top, note_style,
                        NOTE_SIZES, note_top - floor)
        self.buttons_top = min(BUTTONS_TOP, note_top - note.height - GAP)
        self.button_rects = []
        for index, offer in enumerate(scene.offers):
            rect = self.button_rect(index)
            self._button(index, offer, rect)
            self.button_rects.append((offer.command, rect))
        help_top = self.buttons_top - rows * (BUTTON_H + BUTTON_GAP) - GAP + BUTTON_GAP
        help_text.position = (left, help_top)

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
