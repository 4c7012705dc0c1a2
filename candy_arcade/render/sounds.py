"""Sound effects by name: our generated WAVs, with arcade's bundled WAVs as stand-ins.

Every effect goes through the couch's mix (:mod:`candy_arcade.render.sound_mix`): its
source sets its gain and its seat its pan, and a crowd of bots' sounds is thinned out.
Loading never fails the game: a missing file or no audio device plays silence.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

import arcade

from candy_arcade.render.sound_mix import URGENT_SOUNDS, Crowd, Source, Voice, voice_for

ASSET_SOUNDS = Path(__file__).resolve().parents[2] / "assets" / "sounds"
FALLBACKS = {
    "grab": ":resources:sounds/coin1.wav",
    "stash": ":resources:sounds/coin2.wav",
    "refuse": ":resources:sounds/error4.wav",
    "touch": ":resources:sounds/hurt2.wav",
    "oops_sorry": ":resources:sounds/hurt3.wav",
    "tick": ":resources:sounds/hit1.wav",
    "count_tick": ":resources:sounds/coin5.wav",
    "alarm": ":resources:sounds/gameover3.wav",
    "click": ":resources:sounds/coin3.wav",
    "win": ":resources:sounds/upgrade1.wav",
    "card_flip": ":resources:sounds/jump1.wav",
    "dice_roll": ":resources:sounds/rockHit2.wav",
    "dice_hit": ":resources:sounds/rockHit2.wav",
}


class SoundBank:
    """The effects at the settings' effects ``volume``.

    ``on_urgent`` runs when a tick or the alarm plays (the window ducks the music);
    ``clock`` gives the seconds the crowd of background sounds is counted in.
    """

    def __init__(
        self,
        volume: float,
        on_urgent: Callable[[], None] = lambda: None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.volume = volume
        self.on_urgent = on_urgent
        self.clock = clock
        self.crowd = Crowd()
        self._sounds: dict[str, arcade.Sound | None] = {}

    def _load(self, name: str) -> arcade.Sound | None:
        if name not in self._sounds:
            path = ASSET_SOUNDS / f"{name}.wav"
            source = str(path) if path.exists() else FALLBACKS.get(name)
            sound: arcade.Sound | None = None
            if source is not None:
                try:
                    sound = arcade.load_sound(source)
                except Exception:
                    sound = None
            self._sounds[name] = sound
        return self._sounds[name]

    def play(
        self, name: str, level: float = 1.0, source: Source = Source.PERSON, pan: float = 0.0
    ) -> None:
        """Effect ``name`` at ``level``, as ``source`` made it, from ``pan`` (-1 left to
        1 right); a menu's click is a person's, in the middle."""
        if name in URGENT_SOUNDS:
            self.on_urgent()
            source = Source.TABLE
        if self.volume > 0 and self.crowd.admit(name, source, self.clock()):
            self.emit(name, voice_for(name, source, pan, level))

    def emit(self, name: str, voice: Voice) -> None:
        """Start the effect now (a missing file or no audio device: silence)."""
        sound = self._load(name)
        if sound is None:
            return
        try:
            sound.play(volume=self.volume * voice.gain, pan=voice.pan)
        except Exception:
            return
