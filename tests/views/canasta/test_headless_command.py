"""``candy-arcade play --mode canasta --seats bot,... --headless`` plays bots in the real
view, exits 0 and leaves a PNG of the table (in its own process: one window each)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from PIL import Image

from candy_arcade.render.theme import TABLE_FELT


def test_the_headless_command_plays_bots_and_saves_a_picture_of_the_table(tmp_path: Path) -> None:
    shot = tmp_path / "canasta.png"
    env = dict(os.environ, ARCADE_HEADLESS="1", ARCADE_SOUND_BACKENDS="silent",
               XDG_DATA_HOME=str(tmp_path / "data"), XDG_CONFIG_HOME=str(tmp_path / "config"))
    done = subprocess.run(
        [sys.executable, "-m", "candy_arcade", "play", "--mode", "canasta", "--seats",
         "bot,bot,bot,bot", "--seed", "5", "--headless", "--frames", "240",
         "--screenshot", str(shot)],
        env=env, capture_output=True, text=True, timeout=90,
    )
    assert done.returncode == 0, done.stderr
    image = Image.open(shot).convert("RGB")
    assert image.getpixel((480, 250)) == TABLE_FELT
    hand_row = [image.getpixel((x, 640)) for x in range(20, 1000, 10)]
    assert sum(1 for p in hand_row if min(p) > 220) > 20, "card faces in the hand"
    assert not (tmp_path / "data" / "candy-arcade" / "saves").exists(), "bots-only games never save"
