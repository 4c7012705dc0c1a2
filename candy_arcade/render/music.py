"""Background music: one loop for the menus and one per mode, following the screen.

Each screen names its loop with a ``music_track`` attribute (the menus have none and
get :data:`MENU_TRACK`, see :func:`track_of`); the window asks this player for it
whenever a screen is shown, so the same loop plays on through a mode's table, pause
and results, and changing screens within the menus never restarts it. A new loop fades in while the
old one fades out, so a change never clicks.

The music sits under the effects (its own volume, 0.6 by default, against the
effects' 0.8, and the loops are mastered quieter than the effects) and ducks (drops to
:data:`DUCK_LEVEL` of itself) while the last seconds tick, the alarm rings, or a reveal
is shown, so those stand out. Loading never fails the game: a missing file or no
audio device plays silence.
"""

from __future__ import annotations

from pathlib import Path

import arcade
from pyglet import media

ASSET_MUSIC = Path(__file__).resolve().parents[2] / "assets" / "music"
MENU_TRACK = "menu"
TRACKS = (MENU_TRACK, "candy", "pinata", "canasta")
"""The loops, named by screen family: the menus, then each mode's id."""
DUCK_LEVEL = 0.35
"""About -9 dB: the tune carries on, the tick is in front of it."""
DUCK_HOLD_SECONDS = 1.2
"""A duck lasts this long after its last cause: a tick a second keeps the music down
through the last five seconds, and it comes back once they are over."""
FADE_SECONDS = 0.6
"""A loop starts, stops and comes back from a duck over this long."""
DUCK_FALL_SECONDS = 0.1
"""Ducking is quick, so the first tick is already clear."""


def track_of(screen: object) -> str:
    """The loop a screen asks for: its own ``music_track``; for a screen opened over
    another (settings, rules, keys: each holds the ``back_to`` it returns to), that
    one's, so pausing a round to change a setting keeps the round's music; else the
    menus'."""
    track = getattr(screen, "music_track", None)
    if isinstance(track, str):
        return track
    back_to = getattr(screen, "back_to", None)
    return MENU_TRACK if back_to is None else track_of(back_to)


def music_gain(volume: float, muted: bool, duck: float = 1.0) -> float:
    """The music's gain: its volume setting, nothing when muted, times the duck."""
    return 0.0 if muted else volume * duck


def _towards(value: float, target: float, step: float) -> float:
    return min(target, value + step) if value < target else max(target, value - step)


class MusicPlayer:
    """Plays the requested loop at the settings' music volume."""

    def __init__(self, volume: float, muted: bool) -> None:
        self.volume = volume
        self.muted = muted
        self.track = MENU_TRACK
        """The loop the shown screen asked for (heard unless muted or at volume 0)."""
        self._sounds: dict[str, arcade.Sound | None] = {}
        self._playing: tuple[str, media.Player] | None = None
        self._fade = 0.0
        """How far the playing loop has faded in (0 to 1)."""
        self._fading_out: list[tuple[media.Player, float]] = []
        self._duck = 1.0
        self._duck_left = 0.0

    @property
    def playing(self) -> str | None:
        """The loop heard now (None when muted, at volume 0, or the file will not load)."""
        return self._playing[0] if self._playing is not None else None

    @property
    def ducked(self) -> bool:
        return self._duck_left > 0

    @property
    def gain(self) -> float:
        """The volume the playing loop is heard at now (0 when none plays)."""
        return float(self._playing[1].volume) if self._playing is not None else 0.0

    def request(self, track: str) -> None:
        """The shown screen's loop: started when it is not the one already playing."""
        self.track = track
        self._follow()

    def set_levels(self, volume: float, muted: bool) -> None:
        """New settings, honoured at once (a mute stops the loop; unmuting restarts it)."""
        self.volume = volume
        self.muted = muted
        self._follow()
        self._set_volume()

    def duck(self, seconds: float = DUCK_HOLD_SECONDS) -> None:
        """Hold the music down for ``seconds`` from now (longer if already held)."""
        self._duck_left = max(self._duck_left, seconds)

    def update(self, delta_time: float) -> None:
        """Each frame: fades and ducks move on."""
        self._duck_left = max(0.0, self._duck_left - delta_time)
        duck_target = DUCK_LEVEL if self.ducked else 1.0
        rate = (1 - DUCK_LEVEL) / (DUCK_FALL_SECONDS if self.ducked else FADE_SECONDS)
        self._duck = _towards(self._duck, duck_target, rate * delta_time)
        self._fade = _towards(self._fade, 1.0, delta_time / FADE_SECONDS)
        still_fading = []
        for player, level in self._fading_out:
            level = max(0.0, level - delta_time / FADE_SECONDS)
            if level > 0:
                player.volume = level * music_gain(self.volume, self.muted)
                still_fading.append((player, level))
            else:
                self._stop(player)
        self._fading_out = still_fading
        self._set_volume()

    def _follow(self) -> None:
        """Start, change or stop the loop to match the request and the settings."""
        heard = not self.muted and self.volume > 0
        if self._playing is not None and (not heard or self._playing[0] != self.track):
            if heard:
                self._fading_out.append((self._playing[1], self._fade))
            else:
                self._stop(self._playing[1])
            self._playing = None
        if heard and self._playing is None:
            self._start(self.track)

    def _start(self, track: str) -> None:
        sound = self._load(track)
        if sound is None:
            return
        try:
            player = sound.play(volume=0.0, loop=True)
        except Exception:
            return
        self._playing = (track, player)
        self._fade = 0.0

    def _set_volume(self) -> None:
        if self._playing is not None:
            gain = music_gain(self.volume, self.muted, self._duck) * self._fade
            self._playing[1].volume = gain

    @staticmethod
    def _stop(player: media.Player) -> None:
        try:
            player.pause()
            player.delete()
        except Exception:
            return

    def _load(self, track: str) -> arcade.Sound | None:
        if track not in self._sounds:
            path = ASSET_MUSIC / f"{track}.wav"
            sound: arcade.Sound | None = None
            if path.exists():
                try:
                    sound = arcade.load_sound(path)
                except Exception:
                    sound = None
            self._sounds[track] = sound
        return self._sounds[track]
