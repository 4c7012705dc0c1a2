"""Every screen's text is set in the fonts the game ships, whatever the system has.

pyglet settles which name of a font list it uses at the first text that asks. When the
window made a text before loading the bundled fonts, a machine without a system
Liberation Sans set the game in DejaVu Sans and one with it in Liberation Sans (the same
screen fitted on one and overlapped on the other), and one with no fonts at all could
not start ("Could not match font 'None'").
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="fontconfig and FreeType: Linux only"
)

PROBE = """
import pyglet
from candy_arcade.render.theme import BODY_FONT, TITLE_FONT
from candy_arcade.settings import Settings
from candy_arcade.views.app import GameWindow

window = GameWindow(Settings(), headless=True)
fonts = [
    pyglet.font.load(window.notice.font_name, 14),
    pyglet.font.load(BODY_FONT, 14),
    pyglet.font.load(BODY_FONT, 15, weight="bold"),
    pyglet.font.load(TITLE_FONT, 24),
]
print(" ".join(type(font.face).__name__ for font in fonts))
"""

NO_SYSTEM_FONTS = """<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig><cachedir>{cache}</cachedir></fontconfig>
"""


def test_on_a_machine_with_no_system_fonts_every_text_is_in_a_bundled_font(
    tmp_path: Path,
) -> None:
    config = tmp_path / "fonts.conf"
    config.write_text(NO_SYSTEM_FONTS.format(cache=tmp_path / "cache"))
    environment = dict(os.environ, FONTCONFIG_FILE=str(config), ARCADE_HEADLESS="1")
    result = subprocess.run(
        [sys.executable, "-c", PROBE], capture_output=True, text=True, env=environment, timeout=120
    )
    assert result.returncode == 0, result.stderr[-2000:]
    assert result.stdout.split() == ["FreeTypeMemoryFace"] * 4
