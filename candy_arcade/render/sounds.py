"""Sound effects by name: our generated WAVs, with arcade's bundled WAVs as stand-ins.

Loading never fails the game: a missing file or no audio device plays silence.
"""

from __future__ import annotations

from pathlib import Path

import arcade

ASSET_SOUNDS = Path(__file__).resolve().parents[2] / "assets" / "sounds"
FALLBACKS = {
    "grab": ":resources:sounds/coin1.wav",
    "stash": ":resources:sounds/coin2.wav",
    "refuse": ":resources:sounds/error4.wav",
    "touch": ":resources:sounds/hurt2.wav",
    "oops_sorry": ":resources:sounds/hurt3.wav",
    "tick": ":resources:sounds/hit1.wav",
    "alarm": ":resources:sounds/gameover3.wav",
    "click": ":resources:sounds/coin3.wav",
    "win": ":resources:sounds/upgrade1.wav",
    "card_flip": ":resources:sounds/jump1.wav",
    "dice_roll": ":resources:sounds/rockHit2.wav",
    "dice_hit": ":resources:sounds/rockHit2.wav",
}


class SoundBank:
    def __init__(self, volume: float) -> None:
        self.volume = volume
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

    def play(self, name: str, volume: float = 1.0) -> None:
        if self.volume <= 0:
            return
        sound = self._load(name)
        if sound is None:
            return
        try:
            sound.play(volume=self.volume * volume)
        except Exception:
            return
