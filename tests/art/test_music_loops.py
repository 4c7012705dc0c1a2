"""The music loops: small mono WAVs of 8 to 20 seconds that loop without a click, and
``tools/make_music.py`` writes exactly the bytes that are shipped."""

from __future__ import annotations

import wave

import pytest

from candy_arcade.render.music import ASSET_MUSIC, TRACKS
from tests.tool_scripts import load_tool

make_music = load_tool("make_music")


def test_the_script_makes_a_loop_for_every_track_the_game_plays() -> None:
    assert set(make_music.SONGS) == set(TRACKS)


@pytest.mark.parametrize("track", TRACKS)
def test_the_script_regenerates_the_shipped_loop_byte_for_byte(track: str) -> None:
    shipped = (ASSET_MUSIC / f"{track}.wav").read_bytes()
    assert make_music.wav_bytes(make_music.render(make_music.SONGS[track]())) == shipped, (
        f"run tools/make_music.py: {track}.wav is not what the script writes"
    )


@pytest.mark.parametrize("track", TRACKS)
def test_a_loop_is_a_small_mono_wav_that_meets_itself_without_a_click(track: str) -> None:
    path = ASSET_MUSIC / f"{track}.wav"
    assert path.stat().st_size < 900_000
    with wave.open(str(path), "rb") as loop:
        assert (loop.getnchannels(), loop.getsampwidth(), loop.getframerate()) == (1, 2, 22050)
        seconds = loop.getnframes() / loop.getframerate()
        samples = memoryview(loop.readframes(loop.getnframes())).cast("h")
    assert 8 <= seconds <= 20
    assert max(abs(s) for s in samples) < 0.7 * 32768, "mastered under the effects"
    assert abs(samples[0]) < 50 and abs(samples[-1]) < 50
    assert abs(samples[-1] - samples[0]) < 50
