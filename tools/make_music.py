"""Generate the game's music loops as WAV files in assets/music/.

Usage: ``.venv/bin/python tools/make_music.py [--out DIR] [--only NAME]``.

One loop for the menus and one per mode, each a few bars in a major key: a chord
progression, a bass line, a melody and light percussion, synthesised here in plain
Python (``wave``, ``math``, ``struct``, ``random`` with fixed seeds), so running the
script twice writes identical bytes. Only WAV decodes in the game (no FFmpeg), so the
files are 16-bit mono at 22050 Hz, 10 to 15 seconds long.

The loops are seamless: every note is written into a circular buffer the length of
the loop, so a note still ringing at the loop's end rings on at its start, and the
echo is circular too; the first and last few milliseconds fade so that even a player
that leaves a gap at the seam never clicks. They are mastered quieter than the
effects (peak :data:`PEAK`), so the music sits under the play.
"""

from __future__ import annotations

import argparse
import io
import math
import random
import struct
import wave
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from make_sounds import RATE, highpass, lowpass

REPO = Path(__file__).resolve().parents[1]
PEAK = 0.6
"""Loudest sample of a loop (the effects peak at 0.85)."""
SEAM_FADE_SECONDS = 0.003
Samples = list[float]


# --- notes -----------------------------------------------------------------------------

NOTE_OFFSETS = {"C": 0, "D": 2, "E": 4, "F": 5, "G": 7, "A": 9, "B": 11}


def midi(name: str) -> int:
    """``C4`` is 60; ``F#5``, ``Bb3`` with sharps and flats."""
    letter, rest = name[0], name[1:]
    shift = 0
    while rest and rest[0] in "#b":
        shift += 1 if rest[0] == "#" else -1
        rest = rest[1:]
    return 12 * (int(rest) + 1) + NOTE_OFFSETS[letter] + shift


def hertz(note: int) -> float:
    return 440.0 * 2 ** ((note - 69) / 12)


@dataclass(frozen=True)
class Note:
    beat: float
    beats: float
    pitch: int
    velocity: float = 1.0


def phrase(text: str, start: float = 0.0, velocity: float = 1.0) -> list[Note]:
    """``"E5:1 G5:0.5 r:0.5"``: notes and rests one after another, lengths in beats."""
    notes, beat = [], start
    for token in text.split():
        name, length = token.split(":")
        if name != "r":
            notes.append(Note(beat, float(length), midi(name), velocity))
        beat += float(length)
    return notes


def chord_notes(chords: Sequence[str], bar_beats: int, pattern: Sequence[tuple[float, float]],
                velocity: float) -> list[Note]:
    """Each bar's chord (``"C4 E4 G4"``) struck at the pattern's (beat, length) places."""
    notes = []
    for bar, chord in enumerate(chords):
        for beat, length in pattern:
            notes += [Note(bar * bar_beats + beat, length, midi(name), velocity)
                      for name in chord.split()]
    return notes


def bass_notes(roots: Sequence[str], bar_beats: int,
               pattern: Sequence[tuple[float, float, int]], velocity: float) -> list[Note]:
    """Each bar's root (``"C3"``) played at the pattern's (beat, length, interval) places
    (interval in semitones above the root: 7 the fifth, 12 the octave, -5 the fifth below)."""
    return [
        Note(bar * bar_beats + beat, length, midi(root) + interval, velocity)
        for bar, root in enumerate(roots)
        for beat, length, interval in pattern
    ]


# --- instruments -----------------------------------------------------------------------

@dataclass(frozen=True)
class Instrument:
    """An additive voice: partials (frequency ratio, amplitude, decay time constant in
    seconds or 0 for none), a linear attack, an overall decay (0: sustained while the
    note is held), a linear release after the note ends, and an optional vibrato."""

    partials: tuple[tuple[float, float, float], ...]
    attack: float
    decay: float
    release: float
    vibrato: tuple[float, float, float] = (0.0, 0.0, 0.0)
    """(depth as a fraction of the pitch, rate in Hz, delay in seconds)."""


BELL = Instrument(((1, 1.0, 0), (2, 0.3, 0.25), (3, 0.08, 0.12), (4.2, 0.05, 0.05)),
                  0.004, 0.55, 0.12)
MARIMBA = Instrument(((1, 1.0, 0), (4, 0.35, 0.04), (10, 0.05, 0.015)), 0.002, 0.32, 0.06)
PLUCK_BASS = Instrument(((1, 1.0, 0), (2, 0.4, 0.2), (3, 0.15, 0.1)), 0.006, 0.5, 0.05)
SOFT_BASS = Instrument(((1, 1.0, 0), (2, 0.25, 0.3)), 0.02, 0.8, 0.08)
PAD = Instrument(((1, 0.7, 0), (1.003, 0.5, 0), (2, 0.15, 0), (3, 0.04, 0)), 0.25, 0, 0.35)
EPIANO = Instrument(((1, 1.0, 0), (2, 0.2, 0.3), (7, 0.04, 0.03)), 0.005, 0.7, 0.1)
LEAD = Instrument(((1, 1.0, 0), (3, 0.22, 0), (5, 0.09, 0), (7, 0.04, 0)), 0.012, 1.4, 0.07,
                  (0.003, 5.5, 0.2))
FLUTE = Instrument(((1, 1.0, 0), (2, 0.12, 0), (3, 0.05, 0)), 0.06, 0, 0.14,
                   (0.004, 5.0, 0.25))


@cache
def render_note(instrument: Instrument, pitch: int, held: int) -> tuple[float, ...]:
    """One note ``held`` samples long plus its release, at amplitude 1 (cached: a loop
    plays the same notes again and again)."""
    hz = hertz(pitch)
    attack = max(1, round(instrument.attack * RATE))
    release = max(1, round(instrument.release * RATE))
    depth, rate, delay = instrument.vibrato
    out = []
    phase = 0.0
    for i in range(held + release):
        t = i / RATE
        level = min(1.0, i / attack)
        if instrument.decay:
            level *= math.exp(-t / instrument.decay)
        if i >= held:
            level *= 1 - (i - held) / release
        wobble = depth * math.sin(2 * math.pi * rate * (t - delay)) if t > delay else 0.0
        phase += hz * (1 + wobble) / RATE
        sample = 0.0
        for ratio, amplitude, decay in instrument.partials:
            partial = amplitude * math.sin(2 * math.pi * ratio * phase)
            sample += partial * math.exp(-t / decay) if decay else partial
        out.append(sample * level)
    return tuple(out)


# --- percussion ------------------------------------------------------------------------

def _noise(seconds: float, seed: int) -> Samples:
    rng = random.Random(seed)
    return [rng.uniform(-1.0, 1.0) for _ in range(round(seconds * RATE))]


def _decaying(samples: Samples, attack: float, decay: float) -> tuple[float, ...]:
    attack_n = max(1, round(attack * RATE))
    fade = max(1, round(0.004 * RATE))
    n = len(samples)
    return tuple(
        s * min(1.0, i / attack_n) * math.exp(-i / RATE / decay) * min(1.0, (n - i) / fade)
        for i, s in enumerate(samples)
    )


@cache
def drum(kind: str, seed: int = 0) -> tuple[float, ...]:
    """A soft kick, hi-hat, shaker, clap or clave (noise seeded by ``kind`` and ``seed``)."""
    base = sum(map(ord, kind)) * 100 + seed
    if kind == "kick":
        phase, out = 0.0, []
        for i in range(round(0.28 * RATE)):
            t = i / RATE
            phase += (48 + 90 * math.exp(-t / 0.03)) / RATE
            out.append(math.sin(2 * math.pi * phase))
        return _decaying(out, 0.002, 0.09)
    if kind == "hat":
        return _decaying(highpass(_noise(0.06, base), 6000), 0.001, 0.018)
    if kind == "shaker":
        return _decaying(lowpass(highpass(_noise(0.09, base), 4000), 9000), 0.015, 0.03)
    if kind == "clap":
        bursts = [0.0] * round(0.16 * RATE)
        for k, start in enumerate((0.0, 0.011, 0.022)):
            for i, s in enumerate(_decaying(_noise(0.12, base + k), 0.001, 0.012 + 0.02 * k)):
                bursts[round(start * RATE) + i] += s
        return tuple(lowpass(lowpass(highpass(bursts, 900), 3000), 3000))
    if kind == "clave":
        ring = [math.sin(2 * math.pi * 2500 * i / RATE) for i in range(round(0.08 * RATE))]
        return _decaying(ring, 0.001, 0.02)
    raise ValueError(kind)


@dataclass(frozen=True)
class Hit:
    beat: float
    kind: str
    velocity: float
    variant: int = 0


def hits(kind: str, beats: Sequence[float], velocity: float, bars: int, bar_beats: int,
         accent: Callable[[float], float] = lambda _beat: 1.0) -> list[Hit]:
    """``kind`` at ``beats`` of every bar, ``accent(beat)`` scaling each; two noise
    variants alternate so a run of hats does not sound stamped."""
    return [
        Hit(bar * bar_beats + beat, kind, velocity * accent(beat), n % 2)
        for bar in range(bars)
        for n, beat in enumerate(beats)
    ]


# --- a loop ----------------------------------------------------------------------------

@dataclass
class Part:
    instrument: Instrument
    notes: list[Note]
    gain: float
    echo: bool = False


@dataclass
class Song:
    name: str
    bpm: float
    bar_beats: int
    bars: int
    parts: list[Part]
    drums: list[Hit] = field(default_factory=list)
    drum_gain: float = 0.5

    @property
    def beat_samples(self) -> float:
        return RATE * 60 / self.bpm

    @property
    def length(self) -> int:
        return round(self.bars * self.bar_beats * self.beat_samples)


def _add(buffer: Samples, start: int, sound: Sequence[float], gain: float) -> None:
    """Add ``sound`` into the circular ``buffer`` from ``start``, wrapping at its end."""
    length = len(buffer)
    for i, sample in enumerate(sound):
        buffer[(start + i) % length] += sample * gain


def _echo(buffer: Samples, delay: int, feedback: float, wet: float) -> Samples:
    """A circular feedback echo (a negative index reads the loop's end): twice round
    the loop, so the repeats still sounding at its end carry on at its start."""
    echoed = [0.0] * len(buffer)
    for _ in range(2):
        for i in range(len(buffer)):
            echoed[i] = buffer[i - delay] + feedback * echoed[i - delay]
    return [dry + wet * e for dry, e in zip(buffer, echoed, strict=True)]


def render(song: Song) -> Samples:
    """The loop's samples, normalised to :data:`PEAK`, its ends faded for a clean seam."""
    length = song.length
    dry = [0.0] * length
    wet = [0.0] * length
    for part in song.parts:
        target = wet if part.echo else dry
        for note in part.notes:
            held = round(note.beats * song.beat_samples)
            sound = render_note(part.instrument, note.pitch, held)
            _add(target, round(note.beat * song.beat_samples), sound, part.gain * note.velocity)
    for hit in song.drums:
        _add(dry, round(hit.beat * song.beat_samples), drum(hit.kind, hit.variant),
             song.drum_gain * hit.velocity)
    if any(wet):
        wet = _echo(wet, round(song.beat_samples * 0.75), 0.35, 0.3)
    mixed = [d + w for d, w in zip(dry, wet, strict=True)]
    top = max(abs(s) for s in mixed)
    fade = round(SEAM_FADE_SECONDS * RATE)
    return [
        s * PEAK / top * min(1.0, i / fade, (length - 1 - i) / fade)
        for i, s in enumerate(mixed)
    ]


# --- the four loops --------------------------------------------------------------------

def menu() -> Song:
    """Calm and warm: C - Am - F - G at 96 bpm, a bell melody over a soft pad."""
    chords = ["C4 E4 G4", "A3 C4 E4", "F3 A3 C4", "G3 B3 D4"]
    arpeggio = ["C5 E5 G5 E5", "A4 C5 E5 C5", "F4 A4 C5 A4", "G4 B4 D5 B4"]
    arp_notes = [
        Note(bar * 4 + 0.5 * step, 0.5, midi(arpeggio[bar].split()[step % 4]), 0.55)
        for bar in range(4) for step in range(8)
    ]
    return Song("menu", 96, 4, 4, [
        Part(PAD, chord_notes(chords, 4, [(0, 4)], 1.0), 0.16),
        Part(SOFT_BASS, bass_notes(["C3", "A2", "F2", "G2"], 4,
                                   [(0, 1.5, 0), (1.5, 1, 7), (2.5, 1.5, 0)], 1.0), 0.5),
        Part(EPIANO, arp_notes, 0.15),
        Part(BELL, phrase("E5:1 G5:1 C6:1.5 B5:0.5 A5:1.5 G5:0.5 E5:2 "
                          "F5:1 A5:1 C6:1 A5:1 G5:1.5 F5:0.5 D5:2"), 0.32, echo=True),
    ], hits("shaker", [0.5, 1.5, 2.5, 3.5], 0.6, 4, 4), drum_gain=1.0)


def candy() -> Song:
    """Bouncy and bright for the grab-and-stash scramble: G major at 144 bpm, offbeat
    chord stabs, a hopping bass, kick and clap."""
    roots = ["G2", "D3", "E2", "C3", "G2", "D3", "C3", "D3"]
    chords = ["G4 B4 D5", "F#4 A4 D5", "G4 B4 E5", "G4 C5 E5",
              "G4 B4 D5", "F#4 A4 D5", "G4 C5 E5", "F#4 A4 D5"]
    melody = (
        "D5:0.5 G5:0.5 B5:1 A5:0.5 G5:0.5 D5:1 "
        "F#5:0.5 A5:0.5 D6:1 C6:0.5 A5:0.5 F#5:1 "
        "G5:0.5 B5:0.5 E6:1 D6:0.5 B5:0.5 G5:1 "
        "E5:1 G5:1 C6:1.5 r:0.5 "
        "D5:0.5 G5:0.5 B5:1 A5:0.5 G5:0.5 B5:1 "
        "A5:1.5 F#5:0.5 D5:1 E5:0.5 F#5:0.5 "
        "G5:1 E5:1 C5:1 E5:1 "
        "F#5:1 A5:0.5 G5:0.5 F#5:1 D5:1"
    )
    bass = [(0, 0.45, 0), (1, 0.45, 7), (1.5, 0.45, 12), (2, 0.45, 0), (3, 0.45, 7),
            (3.5, 0.45, 12)]
    drums = (
        hits("kick", [0, 2], 0.9, 8, 4)
        + hits("clap", [1, 3], 0.3, 8, 4)
        + hits("hat", [0.5 * k for k in range(8)], 0.3, 8, 4,
               lambda beat: 1.0 if beat % 1 else 0.5)
    )
    return Song("candy", 144, 4, 8, [
        Part(PLUCK_BASS, bass_notes(roots, 4, bass, 1.0), 0.42),
        Part(EPIANO, chord_notes(chords, 4, [(0.5, 0.3), (1.5, 0.3), (2.5, 0.3), (3.5, 0.3)],
                                 1.0), 0.1),
        Part(LEAD, phrase(melody), 0.26, echo=True),
    ], drums, drum_gain=0.45)


def pinata() -> Song:
    """A party in F major at 132 bpm: a tresillo bass, marimba chords off the beat, a
    marimba tune, shaker and a son clave."""
    roots = ["F2", "Bb2", "C3", "F2", "D3", "Bb2", "C3", "C3"]
    chords = ["A4 C5", "Bb4 D5", "G4 C5", "A4 C5", "A4 D5", "Bb4 D5", "G4 C5", "Bb4 E5"]
    melody = (
        "A5:0.5 C6:0.5 A5:0.5 F5:0.5 C5:1 F5:1 "
        "D6:0.75 C6:0.75 Bb5:0.5 F5:1 D5:1 "
        "E5:0.5 G5:0.5 C6:1 Bb5:0.5 G5:0.5 E5:1 "
        "F5:1.5 A5:1.5 C6:1 "
        "D6:0.5 C6:0.5 A5:1 F5:0.5 A5:0.5 D5:1 "
        "Bb5:0.75 A5:0.75 G5:0.5 F5:1 D5:1 "
        "C5:0.5 E5:0.5 G5:0.5 C6:0.5 Bb5:1 G5:1 "
        "E5:1.5 G5:0.5 Bb5:1 C6:1"
    )
    clave = [
        Hit(pair * 8 + beat, "clave", 0.5)
        for pair in range(4) for beat in (0, 1.5, 3, 5, 6)
    ]
    drums = (
        hits("kick", [0, 2.5], 0.7, 8, 4)
        + hits("shaker", [0.5 * k for k in range(8)], 0.35, 8, 4,
               lambda beat: 1.0 if beat % 1 else 0.55)
        + clave
    )
    return Song("pinata", 132, 4, 8, [
        Part(PLUCK_BASS, bass_notes(roots, 4, [(0, 1.3, 0), (1.5, 1.3, 7), (3, 0.9, 12)], 1.0),
             0.42),
        Part(MARIMBA, chord_notes(chords, 4, [(0.5, 0.4), (1.5, 0.4), (2, 0.4), (3.5, 0.4)],
                                  1.0), 0.14),
        Part(MARIMBA, phrase(melody), 0.36, echo=True),
    ], drums, drum_gain=0.4)


def canasta() -> Song:
    """An unhurried waltz in D major at 100 bpm for the card table: bass on one, soft
    chords on two and three, a flute tune."""
    roots = ["D3", "B2", "G2", "A2", "F#2", "G2", "E2", "A2"]
    chords = ["F#4 A4 D5", "F#4 B4 D5", "G4 B4 D5", "E4 A4 C#5",
              "F#4 A4 C#5", "G4 B4 D5", "E4 G4 B4", "E4 G4 C#5"]
    melody = (
        "F#5:2 A5:1 B5:1.5 A5:0.5 F#5:1 G5:1 B5:1 D6:1 C#6:2 A5:1 "
        "A5:2 F#5:1 G5:1.5 E5:0.5 D5:1 E5:1 G5:1 B5:1 A5:1.5 G5:0.5 E5:1"
    )
    return Song("canasta", 100, 3, 8, [
        Part(PAD, chord_notes(chords, 3, [(0, 3)], 1.0), 0.08),
        Part(SOFT_BASS, bass_notes(roots, 3, [(0, 1, 0)], 1.0), 0.5),
        Part(EPIANO, chord_notes(chords, 3, [(1, 0.8), (2, 0.8)], 1.0), 0.09),
        Part(FLUTE, phrase(melody), 0.3, echo=True),
    ], hits("shaker", [1, 2], 0.5, 8, 3), drum_gain=1.0)


SONGS: dict[str, Callable[[], Song]] = {
    "menu": menu, "candy": candy, "pinata": pinata, "canasta": canasta,
}


# --- files -----------------------------------------------------------------------------

def wav_bytes(samples: Sequence[float]) -> bytes:
    """A 16-bit mono WAV of ``samples``: the file's exact bytes."""
    frames = struct.pack(f"<{len(samples)}h",
                         *(round(max(-1.0, min(1.0, s)) * 32767) for s in samples))
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(frames)
    return buffer.getvalue()


def write(name: str, out: Path) -> Path:
    path = out / f"{name}.wav"
    path.write_bytes(wav_bytes(render(SONGS[name]())))
    return path


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=REPO / "assets" / "music")
    parser.add_argument("--only", choices=sorted(SONGS), help="write one loop only")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    for name in [args.only] if args.only else SONGS:
        path = write(name, args.out)
        print(f"{path}  {path.stat().st_size // 1024} KB")


if __name__ == "__main__":
    main()
