"""Two people on one keyboard and one on the mouse play a full round in a real window."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from PIL import Image

from .xvfb import RunningGame, needs_xvfb, xvfb_display

pytestmark = [pytest.mark.window, needs_xvfb]

HIGHLIGHT = (255, 196, 64)


def close_to(pixel: tuple[int, ...], colour: tuple[int, ...], tolerance: int = 40) -> bool:
    return all(abs(a - b) <= tolerance for a, b in zip(pixel, colour, strict=False))


def test_two_keyboard_players_and_the_mouse_join_play_and_reach_the_score_screen(
    tmp_path: Path,
) -> None:
    table_shot, score_shot = tmp_path / "table.png", tmp_path / "score.png"
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
            time.sleep(31)
            game.screenshot(score_shot)
        finally:
            game.stop()
    table = Image.open(table_shot).convert("RGB")
    felt = table.getpixel((40, 600))
    assert close_to(felt, (46, 110, 78)), f"no table on screen: {felt}"
    score = Image.open(score_shot).convert("RGB")
    heading = [score.getpixel((x, 34)) for x in range(500, 780, 2)]
    assert any(close_to(pixel, HIGHLIGHT) for pixel in heading), "no score screen heading"
