"""The question a new game asks when a game is saved: every button's words inside its
button at 1280x720 and at the smallest window the game allows."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from candy_arcade.views.canasta.start import ReplaceSavedGameView
from candy_arcade.views.launch import run_frames
from candy_arcade.views.title import TitleView
from tests.views.drawn import watching
from tests.views.window_size import window_size

from .tables import setup

SMALLEST_WINDOW = (640, 360)
"""The window's minimum size (views/app.py)."""


@pytest.fixture(params=[(1280, 720), SMALLEST_WINDOW], ids=["1280x720", "640x360"])
def window_at(request: pytest.FixtureRequest, game_window: Any) -> Iterator[Any]:
    with window_size(game_window, *request.param) as window:
        yield window


def test_each_answer_fits_its_button(window_at: Any) -> None:
    with watching(window_at) as eyes:
        view = ReplaceSavedGameView(setup(["human", "normal"]), TitleView(), "Classic Canasta")
        window_at.show_view(view)
        run_frames(window_at, 1)
        frame = eyes.frame()
        assert eyes.problems() == []
    labels = ["Start the new game", "Continue the saved game", "Back"]
    assert [item.label for item in view.items] == labels
    for index, label in enumerate(labels):
        left, right, bottom, top = view.item_rect(index)
        [drawn] = [text for text in frame.texts if text.words == label]
        box = drawn.box
        assert left <= box.left and box.right <= right, label
        assert bottom <= box.bottom and box.top <= top, label
