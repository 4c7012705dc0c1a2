"""Two people on one keyboard and one on the mouse play a full round in a real window."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from PIL import Image, ImageChops

from .xvfb import RunningGame, needs_xvfb, xvfb_display

pytestmark = [pytest.mark.window, needs_xvfb]

HIGHLIGHT = (255, 196, 64)


def close_to(pixel: tuple[int, ...], colour: tuple[int, ...], tolerance: int = 40) -> bool:
    return all(abs(a - b) <= tolerance for a, b in zip(pixel, colour, strict=False))


def test_two_keyboard_players_and_the_mouse_join_play_and_reach_the_score_screen(
    tmp_path: Path,
) -> None:
    """The round must be played live: the game pauses when its window loses focus (a bare
    X server takes it at once from a window that opens on a round), and a paused table
    would stand still; two shots of the table a moment apart must differ (the round
    clock counts down), and the score screen comes only after the round's 30 s."""
    table_shot, score_shot = tmp_path / "table.png", tmp_path / "score.png"
    later_shot = tmp_path / "later.png"
    with xvfb_display() as display:
        game = RunningGame(display, ["--mode", "candy"], tmp_path)
        try:
            game.keys("q", "Control_R")
            game.click(900, 400)
            game.keys("t", "t", "t", "t")  # timer 60 -> 90 -> 120 -> 180 -> 30 s
            game.keys("Return", pause=1.0)
            game.hold("d", 0.6)
            game.hold("Up", 0.6)
            game.click(640, 360)
            game.keys("q", "Control_R")
            game.hold("w", 0.5)
            game.xdotool("mousemove", "--window", game.window, "300", "600")
            game.screenshot(table_shot)
            time.sleep(1.5)
            game.screenshot(later_shot)
            time.sleep(29.5)
            game.screenshot(score_shot)
        finally:
            game.stop()
    table = Image.open(table_shot).convert("RGB")
    felt = table.getpixel((40, 600))
    assert close_to(felt, (46, 110, 78)), f"no table on screen: {felt}"
    later = Image.open(later_shot).convert("RGB")
    assert ImageChops.difference(table, later).getbbox() is not None, "the round stood still"
    score = Image.open(score_shot).convert("RGB")
    heading = [score.getpixel((x, 34)) for x in range(500, 780, 2)]
    assert any(close_to(pixel, HIGHLIGHT) for pixel in heading), "no score screen heading"
