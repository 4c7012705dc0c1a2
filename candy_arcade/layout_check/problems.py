"""What counts as a layout problem in one drawn frame.

The limits are the project's, written down once:

- Two texts overlap when lines of theirs run into each other by more than
  :data:`OVERLAP_SLACK_PX` both across and up: a text's line box runs from the font's
  descent to its ascent, so lines set one under the other just touch and pass.
- A text sits on the panel it was drawn over: the last filled rectangle drawn before
  it that holds its centre. Its box must stay inside that panel, and inside the
  logical screen, give or take :data:`EDGE_SLACK_PX`.
- What a curtain covers (a panel at least :data:`CURTAIN_ALPHA` opaque drawn after the
  text: a dialog, the pause screen's veil) is not seen: a text wholly under one is
  judged no more, and only the uncovered part of a text can overlap another.
- No text runs over a card of the Canasta table drawn before it by more than
  :data:`ON_CARD_SLACK_PX` both across and up (a label under a meld ran on under the
  next meld's cards), unless it sits on a panel drawn over that card (a tag, a strip).
- No text is smaller than :data:`MIN_EM_PX` logical pixels to the em (arcade's
  ``font_size`` 9; 9 real pixels in a 960x540 window): a floor for small print (key
  hints, tags, footers) anywhere, not a target; text a player must read during play
  should be larger (PLAYER-EXPERIENCE.md asks ~18 px).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from candy_arcade.layout_check.boxes import DrawnPanel, DrawnText, Frame
from candy_arcade.render.box import Box
from candy_arcade.render.logical_screen import LOGICAL_HEIGHT, LOGICAL_WIDTH

OVERLAP_SLACK_PX = 2.0
EDGE_SLACK_PX = 2.0
ON_CARD_SLACK_PX = 4.0
"""A line's box rises above its capitals: "Pile 2" set under the pile's cards touches
the card under the top one by 3 px of its box, not of its ink."""
MIN_EM_PX = 12.0
CURTAIN_ALPHA = 180
SCREEN = Box(0, 0, LOGICAL_WIDTH, LOGICAL_HEIGHT)


class Kind(StrEnum):
    OVERLAP = "overlap"
    OFF_PANEL = "off-panel"
    OFF_WINDOW = "off-window"
    TOO_SMALL = "too-small"
    ON_CARD = "on-card"


@dataclass(frozen=True)
class Problem:
    kind: Kind
    texts: tuple[str, ...]
    boxes: tuple[Box, ...]
    detail: str


def _short(words: str) -> str:
    flat = " ".join(words.split())
    return flat if len(flat) <= 48 else flat[:45] + "..."


def _lines_overlap(a: DrawnText, b: DrawnText) -> float:
    """The deepest overlap of any line of ``a`` with any line of ``b``."""
    deepest = 0.0
    for line_a in a.lines:
        for line_b in b.lines:
            across, up = line_a.overlap(line_b)
            if across > OVERLAP_SLACK_PX and up > OVERLAP_SLACK_PX:
                deepest = max(deepest, min(across, up))
    return deepest


def overlaps(texts: tuple[DrawnText, ...]) -> list[Problem]:
    found = []
    for index, first in enumerate(texts):
        whole = first.box
        for second in texts[index + 1 :]:
            across, up = whole.overlap(second.box)
            if across <= OVERLAP_SLACK_PX or up <= OVERLAP_SLACK_PX:
                continue
            depth = _lines_overlap(first, second)
            if depth > 0:
                found.append(
                    Problem(
                        Kind.OVERLAP,
                        (_short(first.words), _short(second.words)),
                        (whole, second.box),
                        f"by {depth:.0f} px",
                    )
                )
    return found


def panel_under(text: DrawnText, panels: tuple[DrawnPanel, ...]) -> DrawnPanel | None:
    """The last panel drawn before ``text`` that holds its centre."""
    centre = text.box.centre
    under = None
    for panel in panels:
        if panel.order < text.order and panel.box.holds(centre):
            under = panel
    return under


def off_panel(text: DrawnText, panels: tuple[DrawnPanel, ...]) -> Problem | None:
    panel = panel_under(text, panels)
    if panel is None:
        return None
    spill = panel.box.spill(text.box)
    if spill <= EDGE_SLACK_PX:
        return None
    return Problem(
        Kind.OFF_PANEL, (_short(text.words),), (text.box, panel.box), f"by {spill:.0f} px"
    )


def off_window(text: DrawnText) -> Problem | None:
    spill = SCREEN.spill(text.box)
    if spill <= EDGE_SLACK_PX:
        return None
    return Problem(Kind.OFF_WINDOW, (_short(text.words),), (text.box,), f"by {spill:.0f} px")


def on_card(
    text: DrawnText, panels: tuple[DrawnPanel, ...], cards: tuple[DrawnPanel, ...]
) -> Problem | None:
    """``text`` over a card drawn before it, unless a panel drawn over that card holds
    it; the deepest such overlap."""
    panel = panel_under(text, panels)
    deepest, worst = 0.0, None
    for card in cards:
        if card.order > text.order or (panel is not None and panel.order > card.order):
            continue
        for line in text.lines:
            across, up = line.overlap(card.box)
            if across > ON_CARD_SLACK_PX and up > ON_CARD_SLACK_PX and min(across, up) > deepest:
                deepest, worst = min(across, up), card
    if worst is None:
        return None
    return Problem(
        Kind.ON_CARD, (_short(text.words),), (text.box, worst.box), f"by {deepest:.0f} px"
    )


def too_small(text: DrawnText) -> Problem | None:
    if text.em_px >= MIN_EM_PX - 0.05:
        return None
    return Problem(
        Kind.TOO_SMALL, (_short(text.words),), (text.box,), f"{text.em_px:.1f} px to the em"
    )


def uncovered(text: DrawnText, panels: tuple[DrawnPanel, ...]) -> DrawnText | None:
    """``text`` with only the parts of its lines no later curtain covers (None: all
    covered, the player does not see it)."""
    pieces = list(text.lines)
    for panel in panels:
        if panel.order > text.order and panel.alpha >= CURTAIN_ALPHA:
            pieces = [part for piece in pieces for part in piece.minus(panel.box)]
    pieces = [piece for piece in pieces if piece.width > 1 and piece.height > 1]
    if not pieces:
        return None
    return DrawnText(text.words, tuple(pieces), text.em_px, text.order)


def frame_problems(frame: Frame) -> list[Problem]:
    """Every problem among the texts a player sees: overlaps first, then each text's
    own (a text off the window is not also reported off its panel)."""
    shown = [(text, uncovered(text, frame.panels)) for text in frame.texts]
    found = overlaps(tuple(part for _, part in shown if part is not None))
    for text, part in shown:
        if part is None:
            continue
        placed = off_window(text) or off_panel(text, frame.panels)
        over = on_card(part, frame.panels, frame.cards)
        found.extend(
            problem for problem in (placed, over, too_small(text)) if problem is not None
        )
    return found
