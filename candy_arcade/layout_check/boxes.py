"""Axis-aligned boxes in logical screen units, and what one frame drew.

Everything here is plain data, so the rules that judge a frame are tested without a
window and a report can be written as JSON.
"""

from __future__ import annotations

from dataclasses import dataclass

from candy_arcade.render.box import Box


@dataclass(frozen=True)
class DrawnText:
    """One text as the player saw it: its words, the box of each laid-out line (the
    ink of a ragged centred paragraph is narrower than its whole box), its em size in
    logical pixels, and when it was drawn in the frame."""

    words: str
    lines: tuple[Box, ...]
    em_px: float
    order: int

    @property
    def box(self) -> Box:
        whole = self.lines[0]
        for line in self.lines[1:]:
            whole = whole.union(line)
        return whole


@dataclass(frozen=True)
class DrawnPanel:
    """A filled rectangle: drawn before a text it may be what the text sits on; drawn
    after, it may hide it (``alpha`` 0-255 says how much)."""

    box: Box
    order: int
    alpha: int = 255


@dataclass(frozen=True)
class Frame:
    texts: tuple[DrawnText, ...]
    panels: tuple[DrawnPanel, ...]
    cards: tuple[DrawnPanel, ...] = ()
    """The Canasta table's cards, each a box drawn at its place in the frame: words
    drawn over one are read against the card's face."""
