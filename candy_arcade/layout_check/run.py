"""Draw every scene of the catalogue at each window size and judge each frame.

A scene is built once at the first size; each state it yields is then drawn at every
size (the window is resized in between, as a player dragging its corner would).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

import arcade

from candy_arcade.layout_check.boxes import Box, Frame
from candy_arcade.layout_check.capture import Capture
from candy_arcade.layout_check.catalogue import Scene
from candy_arcade.layout_check.problems import Problem, frame_problems
from candy_arcade.views.app import GameWindow

WINDOW_SIZES = ((1280, 720), (960, 540))


@dataclass(frozen=True)
class Finding:
    """A problem on one screen, in one state, at one window size."""

    screen: str
    state: str
    window: tuple[int, int]
    problem: Problem

    def line(self) -> str:
        problem = self.problem
        texts = " / ".join(f'"{text}"' for text in problem.texts)
        size = f"{self.window[0]}x{self.window[1]}"
        return f"{self.screen} [{self.state}] {size}: {problem.kind} {problem.detail}: {texts}"

    def as_json(self) -> dict[str, object]:
        return {
            "screen": self.screen,
            "state": self.state,
            "window": f"{self.window[0]}x{self.window[1]}",
            "kind": str(self.problem.kind),
            "detail": self.problem.detail,
            "texts": list(self.problem.texts),
            "boxes": [list(box.rounded()) for box in self.problem.boxes],
        }


@dataclass(frozen=True)
class Shot:
    """One state drawn at one size: what was drawn and what is wrong with it."""

    screen: str
    state: str
    window: tuple[int, int]
    frame: Frame
    findings: tuple[Finding, ...]


def resize(window: GameWindow, size: tuple[int, int]) -> None:
    window.set_size(*size)
    window.on_resize(*size)
    view = window.current_view
    if view is not None:
        view.on_resize(*size)


def draw(window: GameWindow, capture: Capture) -> Frame:
    """One frame of the shown screen, as the game's loop draws it."""
    with capture.frame() as taken:
        view = window.current_view
        if view is None or not view.on_draw():
            window.on_draw()
    window.ctx.finish()
    return taken[0]


def _words(frame: Frame) -> tuple[str, ...]:
    return tuple(text.words for text in frame.texts)


def screenshot_name(screen: str, state: str, size: tuple[int, int]) -> str:
    slug = re.sub(r"[^a-z0-9]+", "-", f"{screen} {state}".lower()).strip("-")
    return f"{slug}-{size[0]}x{size[1]}.png"


def scene_shots(
    window: GameWindow,
    capture: Capture,
    scene: Scene,
    sizes: Iterable[tuple[int, int]],
    screenshots: Path | None = None,
) -> Iterator[Shot]:
    """Each state of ``scene`` drawn at each size; with ``screenshots``, each frame is
    also saved there as a PNG (to look at what was judged)."""
    sizes = tuple(sizes)
    resize(window, sizes[0])

    def look() -> tuple[str, ...]:
        return _words(draw(window, capture))

    for state in scene.shots(window, look):
        for size in sizes:
            resize(window, size)
            frame = draw(window, capture)
            if screenshots is not None:
                image = arcade.get_image(0, 0, *size)
                image.save(screenshots / screenshot_name(scene.screen, state, size))
            found = tuple(
                Finding(scene.screen, state, size, problem) for problem in frame_problems(frame)
            )
            yield Shot(scene.screen, state, size, frame, found)
        resize(window, sizes[0])


def boxes_of(frame: Frame) -> list[tuple[str, Box]]:
    """Every text of a frame with its box (for a report or a debugging print)."""
    return [(text.words, text.box) for text in frame.texts]
