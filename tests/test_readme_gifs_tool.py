"""``tools/make_readme_gifs.py``: a few captured frames of one mode, not the whole clips
(those are a command to run, ``python tools/make_readme_gifs.py``)."""

from __future__ import annotations

from PIL import Image, ImageChops

from tests.tool_scripts import load_tool

gifs = load_tool("make_readme_gifs")


def test_captured_frames_are_gif_sized_and_show_the_round_moving(game_window, tmp_path) -> None:  # type: ignore[no-untyped-def]
    # The bots first move after about a dozen ticks: six captures of four ticks span it.
    clip = next(clip for clip in gifs.CLIPS if clip.mode == "candy")
    frames = gifs.capture_frames(game_window, clip, count=6)
    assert [frame.size for frame in frames] == [gifs.GIF_SIZE] * 6
    assert ImageChops.difference(frames[0], frames[-1]).getbbox() is not None

    path = tmp_path / clip.file_name
    gifs.write_gif(frames, clip, path)
    with Image.open(path) as written:
        assert written.size == gifs.GIF_SIZE
        assert written.info["loop"] == 0
        shown_ms = 0
        for index in range(written.n_frames):
            written.seek(index)
            shown_ms += written.info["duration"]
    # Still frames merge into one longer frame; the clip still lasts as long as the play.
    assert shown_ms == 6 * clip.frame_ms
