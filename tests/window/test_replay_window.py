"""``candy-arcade replay FILE`` of a Piñata Blast game opens the real window on its table."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from PIL import Image

from candy_arcade.replays.recording import save_recording
from tests.replays.test_pinata_replay import record_bot_game

from .xvfb import RunningGame, needs_xvfb, xvfb_display

pytestmark = [pytest.mark.window, needs_xvfb]

FELT = (46, 110, 78)


def test_a_pinata_replay_plays_on_the_felt_in_a_window(tmp_path: Path) -> None:
    recording, _ = record_bot_game(17, ("easy", "normal", "hard"))
    path = tmp_path / "pinata.replay"
    save_recording(recording, path)
    shot = tmp_path / "replay.png"
    with xvfb_display() as display:
        game = RunningGame(display, ["replay", str(path)], tmp_path)
        try:
            time.sleep(3)
            game.screenshot(shot)
        finally:
            game.stop()
    image = Image.open(shot).convert("RGB")
    felt = [image.getpixel((x, y)) for x in (260, 420, 860, 1020) for y in (160, 560)]
    assert sum(all(abs(a - b) <= 6 for a, b in zip(p, FELT, strict=True)) for p in felt) >= 5
    label = [image.getpixel((x, y)) for x in range(16, 80, 2) for y in range(700, 712)]
    assert any(min(pixel) > 120 for pixel in label), "no Replay label in the corner"
