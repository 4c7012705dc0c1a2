"""The real game in a real window under Xvfb, driven by xdotool key presses."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

import pytest
from PIL import Image

from candy_arcade.guide.first_games import remember_answer
from candy_arcade.paths import APP_NAME

from .xvfb import RunningGame, needs_xvfb, xvfb_display

pytestmark = [pytest.mark.window, needs_xvfb]


def close_to(pixel: tuple[int, ...], colour: tuple[int, ...], tolerance: int = 40) -> bool:
    return all(abs(a - b) <= tolerance for a, b in zip(pixel, colour, strict=False))


def test_keys_navigate_from_the_title_through_the_tables_to_the_lobby_and_a_player_joins(
    tmp_path: Path,
) -> None:
    shot = tmp_path / "lobby.png"
    # The guided first game was offered and declined before: this walk is the tables'
    # (the offer has its own tests; a key pressed while it opens could be lost).
    remember_answer("candy", False, tmp_path / "data" / APP_NAME / "first-games.json")
    with xvfb_display() as display:
        game = RunningGame(display, [], tmp_path)
        try:
            # Title -> game select -> the tables -> the lobby, where Q joins.
            game.keys("Return", "Return", "Return", pause=0.6)
            heading = _shown_within(game, shot, _lobby_heading)
            game.keys("q", pause=0.3)
            joined = _shown_within(game, shot, _first_seat_joined)
        finally:
            game.stop()
    assert heading, "no lobby heading"
    assert joined, "no seat joined"


def _shown_within(game: RunningGame, shot: Path, seen: Callable[[Image.Image], bool]) -> bool:
    """Whether the window shows ``seen`` within a while: on a busy machine a key's
    frame may come late, and a single screenshot after a fixed pause missed it."""
    deadline = time.monotonic() + 20.0
    while True:
        game.screenshot(shot)
        image = Image.open(shot).convert("RGB")
        assert image.size == (1280, 720)
        if seen(image) or time.monotonic() > deadline:
            return seen(image)
        time.sleep(0.3)


def _lobby_heading(image: Image.Image) -> bool:
    return any(close_to(image.getpixel((x, 46)), (255, 196, 64)) for x in range(480, 800, 2))


def _first_seat_joined(image: Image.Image) -> bool:
    return any(close_to(image.getpixel((30, y)), (230, 159, 0)) for y in range(150, 250, 5))
