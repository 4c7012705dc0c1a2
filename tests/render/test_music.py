"""The music player: the requested loop plays, muting stops it at once, unmuting brings
it back, and a duck holds it down for a moment then lets it back up."""

from __future__ import annotations

import pytest

from candy_arcade.render.music import (
    DUCK_HOLD_SECONDS,
    DUCK_LEVEL,
    FADE_SECONDS,
    MENU_TRACK,
    TRACKS,
    MusicPlayer,
    music_gain,
    track_of,
)


class Screen:
    def __init__(self, music_track: str | None = None, back_to: object = None) -> None:
        if music_track is not None:
            self.music_track = music_track
        self.back_to = back_to


def test_the_requested_loop_plays_and_muting_stops_it() -> None:
    music = MusicPlayer(0.5, muted=False)
    music.request("candy")
    assert music.playing == "candy"
    music.set_levels(0.5, muted=True)
    assert music.playing is None
    music.set_levels(0.5, muted=False)
    assert music.playing == "candy"


def test_a_muted_player_starts_nothing_but_remembers_the_screens_loop() -> None:
    music = MusicPlayer(0.5, muted=True)
    music.request("pinata")
    assert music.playing is None and music.track == "pinata"


def test_music_volume_zero_plays_nothing() -> None:
    music = MusicPlayer(0.0, muted=False)
    music.request(MENU_TRACK)
    assert music.playing is None


@pytest.mark.parametrize("track", TRACKS)
def test_every_loop_loads_and_plays(track: str) -> None:
    music = MusicPlayer(0.5, muted=False)
    music.request(track)
    assert music.playing == track


def test_a_loop_fades_in_and_a_duck_lowers_it_then_lets_it_back_up() -> None:
    music = MusicPlayer(0.8, muted=False)
    music.request(MENU_TRACK)
    assert music.gain == 0.0
    music.update(FADE_SECONDS)
    assert music.gain == pytest.approx(0.8)
    music.duck()
    music.update(0.5)
    assert music.gain == pytest.approx(0.8 * DUCK_LEVEL)
    music.update(DUCK_HOLD_SECONDS)
    music.update(FADE_SECONDS)
    assert not music.ducked and music.gain == pytest.approx(0.8)


def test_the_music_gain_is_its_volume_nothing_when_muted_less_when_ducked() -> None:
    assert music_gain(0.8, False) == 0.8
    assert music_gain(0.8, True) == 0.0
    assert music_gain(0.8, False, DUCK_LEVEL) == pytest.approx(0.8 * DUCK_LEVEL)


def test_a_screen_opened_over_a_game_keeps_the_games_loop() -> None:
    game = Screen("canasta")
    assert track_of(Screen(back_to=game)) == "canasta"
    assert track_of(Screen(back_to=Screen())) == MENU_TRACK
    assert track_of(Screen()) == MENU_TRACK
