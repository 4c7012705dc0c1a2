"""The README's animated GIFs: each mode played by seeded bots, drawn by the game itself.

    ARCADE_HEADLESS=1 .venv/bin/python tools/make_readme_gifs.py [--out docs/screenshots]
        [--only candy|pinata|canasta] [--frames-to /tmp/gif-frames]

Each clip opens the mode exactly as ``candy-arcade play --headless --seats ... --seed S``
does (the real views, one fixed 1/60 s tick per frame), grabs every Nth frame of the
stretch worth watching (I Want Candy!'s opening grab rush, a Piñata Blast throw with its
claims, a few Heckadeck Canasta bot turns), scales it to 640x360 and writes one looping
GIF. Every frame comes from the seed and the frame count, never the wall clock, so the
same seed gives the same pictures. The user directories point at a temporary folder, so
the player's own settings (reduced motion, say) never change the pictures and no replay
or save is left behind. ``--frames-to`` also saves a few of the captured frames as PNGs
to look at.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from PIL import Image

GIF_SIZE = (640, 360)
TICKS_PER_SECOND = 60
PALETTE_COLOURS = 255
PALETTE_SAMPLES = 12
"""How many captured frames (spread over the clip) choose the clip's one palette: one
palette for every frame keeps still areas the same bytes, so the GIF stores only what moved."""

DEFAULT_OUT = Path(__file__).resolve().parents[1] / "docs" / "screenshots"


@dataclass(frozen=True)
class Clip:
    """One mode's GIF: which seeded bot game, and which of its frames."""

    name: str
    mode: str
    bots: int
    seed: int
    first_frame: int
    """Game frames played before the first one captured."""
    span: int
    """Game frames covered by the clip, from ``first_frame``."""
    every: int
    """Capture one frame in this many."""

    @property
    def file_name(self) -> str:
        return f"{self.name}.gif"

    @property
    def frame_ms(self) -> int:
        """How long each captured frame shows: the game's own pace, in the whole
        hundredths of a second a GIF can store."""
        return round(self.every * 100 / TICKS_PER_SECOND) * 10


CLIPS = (
    Clip("candy-rush", "candy", bots=6, seed=7, first_frame=0, span=420, every=4),
    Clip("pinata-throw", "pinata", bots=4, seed=7, first_frame=0, span=480, every=4),
    Clip("canasta-turns", "canasta", bots=4, seed=7, first_frame=0, span=720, every=6),
)


def isolate_user_dirs() -> None:
    """Point settings, saves and replays at a fresh temporary folder (before the game loads)."""
    root = tempfile.mkdtemp(prefix="candy-arcade-gifs-")
    os.environ["XDG_CONFIG_HOME"] = os.path.join(root, "config")
    os.environ["XDG_DATA_HOME"] = os.path.join(root, "data")


def capture_frames(window: object, clip: Clip, count: int | None = None) -> list[Image.Image]:
    """Start the clip's bot game in ``window`` and return its captured frames, scaled.

    Every game frame is updated and drawn, captured or not, so a motion drawn over
    several frames looks exactly as it does on screen. ``count`` stops after that many
    captured frames (a quick look or a test); None captures the whole clip.
    """
    import arcade

    from candy_arcade.core.seats import SeatSpec
    from candy_arcade.views.launch import LaunchOptions, run_frames, start_game_from_options

    assert isinstance(window, arcade.Window)
    seats = tuple(SeatSpec(is_bot=True, difficulty="hard") for _ in range(clip.bots))
    options = LaunchOptions(mode=clip.mode, seats=seats, seed=clip.seed, headless=True)
    start_game_from_options(window, options)
    if clip.first_frame:
        run_frames(window, clip.first_frame)
    wanted = clip.span // clip.every if count is None else count
    frames: list[Image.Image] = []
    for _ in range(wanted):
        run_frames(window, clip.every)
        frame = arcade.get_image().convert("RGB")
        frames.append(frame.resize(GIF_SIZE, Image.Resampling.LANCZOS))
    return frames


def shared_palette(frames: Sequence[Image.Image]) -> Image.Image:
    """One palette for the whole clip, chosen from frames spread over it."""
    step = max(1, len(frames) // PALETTE_SAMPLES)
    samples = list(frames[::step])
    width, height = GIF_SIZE
    sheet = Image.new("RGB", (width, height * len(samples)))
    for index, frame in enumerate(samples):
        sheet.paste(frame, (0, height * index))
    return sheet.quantize(PALETTE_COLOURS, method=Image.Quantize.MEDIANCUT)


def write_gif(frames: Sequence[Image.Image], clip: Clip, path: Path) -> None:
    """An endlessly looping GIF; no dithering, so unchanged pixels stay unchanged."""
    palette = shared_palette(frames)
    indexed = [frame.quantize(palette=palette, dither=Image.Dither.NONE) for frame in frames]
    indexed[0].save(
        path,
        save_all=True,
        append_images=indexed[1:],
        duration=clip.frame_ms,
        loop=0,
        optimize=True,
        disposal=1,
    )


def save_samples(frames: Sequence[Image.Image], clip: Clip, folder: Path) -> list[Path]:
    """A few captured frames as PNGs (first, quarters, last) for a person to look at."""
    folder.mkdir(parents=True, exist_ok=True)
    last = len(frames) - 1
    picks = sorted({0, last // 4, last // 2, 3 * last // 4, last})
    paths = []
    for index in picks:
        path = folder / f"{clip.name}-{index:03d}.png"
        frames[index].save(path)
        paths.append(path)
    return paths


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="folder for the GIFs")
    parser.add_argument("--only", choices=[clip.mode for clip in CLIPS], help="one mode only")
    parser.add_argument("--frames-to", type=Path, help="also save a few frames as PNGs here")
    args = parser.parse_args(argv)

    isolate_user_dirs()
    os.environ.setdefault("ARCADE_HEADLESS", "1")
    os.environ.setdefault("ARCADE_SOUND_BACKENDS", "silent")
    from candy_arcade.settings import Settings
    from candy_arcade.views.app import GameWindow
    from candy_arcade.views.screens import register_screens

    window = GameWindow(Settings(), headless=True)
    register_screens(window)
    args.out.mkdir(parents=True, exist_ok=True)
    for clip in CLIPS:
        if args.only is not None and clip.mode != args.only:
            continue
        frames = capture_frames(window, clip)
        path = args.out / clip.file_name
        write_gif(frames, clip, path)
        seconds = len(frames) * clip.frame_ms / 1000
        print(
            f"{path}: {len(frames)} frames, {seconds:.1f} s, "
            f"{path.stat().st_size / 1024:.0f} KiB (seed {clip.seed})"
        )
        if args.frames_to is not None:
            for sample in save_samples(frames, clip, args.frames_to):
                print(f"  frame {sample}")
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
