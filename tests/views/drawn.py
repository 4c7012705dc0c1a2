"""What a screen draws, as the player sees it: its words and any layout problem, taken
by the layout check's own capture (candy_arcade/layout_check/) from real frames.

The capture learns of a text when it is made, so screens are built inside
:func:`watching`.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from candy_arcade.layout_check.boxes import Frame
from candy_arcade.layout_check.capture import Capture, installed
from candy_arcade.layout_check.problems import frame_problems


class Eyes:
    """Draws the window's shown screen on demand and reports what it showed."""

    def __init__(self, window: Any, capture: Capture) -> None:
        self.window = window
        self.capture = capture

    def frame(self) -> Frame:
        with self.capture.frame() as taken:
            self.window.current_view.on_draw()
        self.window.ctx.finish()
        return taken[0]

    def words(self) -> list[str]:
        return [text.words for text in self.frame().texts]

    def problems(self) -> list[str]:
        """Each overlap, text off its panel or off the window, in one line."""
        return [
            f"{problem.kind}: {' / '.join(problem.texts)}"
            for problem in frame_problems(self.frame())
        ]


@contextmanager
def watching(window: Any) -> Iterator[Eyes]:
    with installed(window) as capture:
        yield Eyes(window, capture)
