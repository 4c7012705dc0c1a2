"""The README's picture of a phone player's round: the shared screen beside the phone.

    .venv/bin/python tools/make_phone_screenshots.py [--out docs/screenshots]

Both halves are the real-browser test's own (tests/phones/test_candy_in_browser.py):
this runs that one test with ``CANDY_ARCADE_PHONE_SHOTS`` naming a temporary folder,
where it saves the shared screen (``table.png``) and the phone page in Debian's
chromium at 412x860 (``phone.png``) once its phone has joined, moved its hand to a
card and grabbed it. They are put side by side, the phone scaled to the screen's
height, in ``phones-candy.png`` with 256 colours (small, and the red suits stay red).
Needs what the test needs: selenium, chromium and chromium-driver.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

from PIL import Image

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_OUT = ROOT / "docs" / "screenshots"
TEST = "tests/phones/test_candy_in_browser.py"
SHOTS_VARIABLE = "CANDY_ARCADE_PHONE_SHOTS"
FILE_NAME = "phones-candy.png"
GAP = 16
"""Pixels between the screen and the phone."""
BACKGROUND = (24, 26, 32)
COLOURS = 256


def side_by_side(table: Image.Image, phone: Image.Image) -> Image.Image:
    """``table`` with ``phone`` at its right, scaled to the same height, in 256 colours."""
    height = table.height
    width = round(phone.width * height / phone.height)
    phone = phone.convert("RGB").resize((width, height), Image.Resampling.LANCZOS)
    picture = Image.new("RGB", (table.width + GAP + width, height), BACKGROUND)
    picture.paste(table.convert("RGB"), (0, 0))
    picture.paste(phone, (table.width + GAP, 0))
    return picture.quantize(COLOURS, method=Image.Quantize.FASTOCTREE)


def take_shots(folder: Path) -> None:
    """Run the browser test, saving its two screenshots in ``folder``."""
    environment = {**os.environ, SHOTS_VARIABLE: str(folder)}
    environment.setdefault("ARCADE_HEADLESS", "1")
    environment.setdefault("ARCADE_SOUND_BACKENDS", "silent")
    command = [sys.executable, "-m", "pytest", TEST, "-q", "-p", "no:cacheprovider", "-rs"]
    result = subprocess.run(command, cwd=ROOT, env=environment, check=False)
    if result.returncode != 0:
        raise SystemExit(f"the browser test failed (exit {result.returncode}): no picture")
    missing = [name for name in ("table.png", "phone.png") if not (folder / name).is_file()]
    if missing:
        raise SystemExit(f"the browser test saved no {' or '.join(missing)} (was it skipped?)")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="folder for the PNG")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="candy-phone-shots-") as temporary:
        folder = Path(temporary)
        take_shots(folder)
        with Image.open(folder / "table.png") as table, Image.open(folder / "phone.png") as phone:
            picture = side_by_side(table, phone)
    args.out.mkdir(parents=True, exist_ok=True)
    path = args.out / FILE_NAME
    picture.save(path, optimize=True)
    print(f"{path}: {picture.width}x{picture.height}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
