"""Generate the game's sound effects as small WAV files in assets/sounds/.

Usage: ``.venv/bin/python tools/make_sounds.py [--out DIR] [--no-voice]``.

Everything is synthesised here in plain Python (``wave``, ``math``, ``struct``), so the
script runs on any machine with no audio libraries; only WAV decodes in the game
(no FFmpeg), so WAV it is: 16-bit mono, 22050 Hz, each file well under 200 KB.
The one spoken line, "Oops, sorry!", comes from espeak-ng (shaped with sox when it is
installed); without espeak-ng a two-note "oops" jingle is written instead.
Random noise is seeded, so running the script twice writes identical files.
"""

from __future__ import annotations

import argparse
import math
import random
import shutil
import struct
import subprocess
import tempfile
import wave
from collections.abc import Callable, Sequence
from pathlib import Path

RATE = 22050
REPO = Path(__file__).resolve().parents[1]
Samples = list[float]


# --- primitives ------------------------------------------------------------------------

def silence(seconds: float) -> Samples:
    return [0.0] * round(seconds * RATE)


def oscillator(
    freq: Callable[[float], float], seconds: float, shape: str = "sine"
) -> Samples:
    """A waveform whose frequency may glide (``freq`` maps time to Hz)."""
    out: Samples = []
    phase = 0.0
    for i in range(round(seconds * RATE)):
        phase += freq(i / RATE) / RATE
        frac = phase % 1.0
        if shape == "sine":
            out.append(math.sin(2 * math.pi * phase))
        elif shape == "square":
            out.append(1.0 if frac < 0.5 else -1.0)
        elif shape == "triangle":
            out.append(4 * abs(frac - 0.5) - 1)
        else:
            raise ValueError(shape)
    return out


def tone(hz: float, seconds: float, shape: str = "sine") -> Samples:
    return oscillator(lambda _t: hz, seconds, shape)


def glide(f0: float, f1: float, seconds: float, shape: str = "sine") -> Samples:
    """A tone sliding exponentially from ``f0`` to ``f1`` Hz."""
    return oscillator(lambda t: f0 * (f1 / f0) ** (t / seconds), seconds, shape)


def noise(seconds: float, seed: int) -> Samples:
    rng = random.Random(seed)
    return [rng.uniform(-1.0, 1.0) for _ in range(round(seconds * RATE))]


def envelope(samples: Samples, attack: float, decay: float) -> Samples:
    """Linear attack, exponential decay (time constant ``decay`` s), and a 4 ms tail fade
    so no sound stops on a click."""
    out = []
    for i, s in enumerate(samples):
        t = i / RATE
        gain = t / attack if attack > 0 and t < attack else math.exp(-(t - attack) / decay)
        out.append(s * gain)
    return fade_out(out, 0.004)


def fade_out(samples: Samples, seconds: float) -> Samples:
    n = min(len(samples), round(seconds * RATE))
    start = len(samples) - n
    return [s * (1 - max(0, i - start) / n) if i >= start else s for i, s in enumerate(samples)]


def lowpass(samples: Samples, cutoff: float) -> Samples:
    """One-pole low-pass: takes the edge off square waves and noise."""
    a = 1 - math.exp(-2 * math.pi * cutoff / RATE)
    out, y = [], 0.0
    for s in samples:
        y += a * (s - y)
        out.append(y)
    return out


def highpass(samples: Samples, cutoff: float) -> Samples:
    low = lowpass(samples, cutoff)
    return [s - lo for s, lo in zip(samples, low, strict=True)]


def resonate(samples: Samples, hz: float, q: float) -> Samples:
    """Two-pole band-pass (RBJ biquad): noise through it becomes a pitched knock."""
    w = 2 * math.pi * hz / RATE
    alpha = math.sin(w) / (2 * q)
    b0, a0, a1, a2 = alpha, 1 + alpha, -2 * math.cos(w), 1 - alpha
    out: Samples = []
    x1 = x2 = y1 = y2 = 0.0
    for x in samples:
        y = (b0 * x - b0 * x2 - a1 * y1 - a2 * y2) / a0
        out.append(y)
        x2, x1, y2, y1 = x1, x, y1, y
    return out


def scale(samples: Samples, gain: float) -> Samples:
    return [s * gain for s in samples]


def mix(length: float, *parts: tuple[float, Samples]) -> Samples:
    """Sum parts, each placed at its start time (seconds), into ``length`` seconds."""
    out = silence(length)
    for start, part in parts:
        offset = round(start * RATE)
        for i, s in enumerate(part):
            if offset + i < len(out):
                out[offset + i] += s
    return out


def normalise(samples: Samples, peak: float = 0.85) -> Samples:
    top = max((abs(s) for s in samples), default=0.0)
    return samples if top == 0 else [s * peak / top for s in samples]


def write_wav(path: Path, samples: Sequence[float]) -> None:
    clipped = [max(-1.0, min(1.0, s)) for s in samples]
    frames = struct.pack(f"<{len(clipped)}h", *(round(s * 32767) for s in clipped))
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(frames)


def read_wav(path: Path) -> Samples:
    with wave.open(str(path), "rb") as src:
        if src.getsampwidth() != 2 or src.getnchannels() != 1 or src.getframerate() != RATE:
            raise ValueError(f"{path}: expected 16-bit mono {RATE} Hz")
        data = src.readframes(src.getnframes())
    return [v / 32768 for v in struct.unpack(f"<{len(data) // 2}h", data)]


# --- the sounds ------------------------------------------------------------------------

def grab() -> Samples:
    """A quick rising 'bloop': a card comes into the hand."""
    bloop = envelope(glide(420, 900, 0.11), 0.004, 0.05)
    return normalise(mix(0.14, (0, bloop), (0, scale(envelope(noise(0.01, 1), 0.0, 0.003),
                                                     0.3))))


def stash() -> Samples:
    """A soft slide into the pile and a small two-note chime: the card is safe."""
    swish = envelope(lowpass(highpass(noise(0.09, 2), 900), 4000), 0.02, 0.03)
    chime_a = envelope(tone(1046.5, 0.3), 0.003, 0.09)
    chime_b = envelope(tone(1568.0, 0.3), 0.003, 0.1)
    return normalise(mix(0.42, (0, scale(swish, 0.6)), (0.05, scale(chime_a, 0.5)),
                         (0.12, scale(chime_b, 0.5))))


def refuse() -> Samples:
    """Two low buzzy blips, falling: 'no, you can't do that'."""
    def blip(hz: float) -> Samples:
        return envelope(lowpass(tone(hz, 0.11, "square"), 1800), 0.004, 0.06)
    return normalise(mix(0.3, (0, blip(196)), (0.13, blip(147))), 0.7)


def touch() -> Samples:
    """A rubbery 'boing' with a wobble: two hands bumped."""
    def wobble(t: float) -> float:
        return (330 * math.exp(-t * 4) + 110) * (1 + 0.08 * math.sin(2 * math.pi * 18 * t))
    boing = envelope(oscillator(wobble, 0.45, "triangle"), 0.005, 0.14)
    thud = envelope(lowpass(noise(0.05, 3), 500), 0.0, 0.015)
    return normalise(mix(0.46, (0, boing), (0, scale(thud, 1.5))))


def tick() -> Samples:
    """A dry woodblock tick for the last five seconds of the timer."""
    knock = resonate(envelope(noise(0.05, 4), 0.0, 0.004), 1900, 12)
    ping = envelope(tone(1900, 0.05), 0.0, 0.012)
    return normalise(mix(0.07, (0, knock), (0, scale(ping, 0.1))))


def count_tick() -> Samples:
    """A soft glassy pip for a reveal's number counting up: a pure high tone with a
    bell-like overtone, no noise. The timer's :func:`tick` is a dry woodblock knock
    (noise through a 1900 Hz resonance, at full level): this one sits higher (E7),
    is tonal and peaks at half its level, so the two are never taken for each other."""
    pip = envelope(tone(2637.0, 0.045), 0.001, 0.009)
    shimmer = envelope(tone(2637.0 * 2.76, 0.03), 0.0, 0.004)
    return normalise(mix(0.05, (0, pip), (0, scale(shimmer, 0.25))), 0.45)


def alarm() -> Samples:
    """An old alarm clock ringing for 1.5 s: a clapper hammering two bells in turn."""
    seconds, period, pulse = 1.5, 1 / 12, 0.002  # each bell is struck 12 times a second
    n = round(seconds * RATE)
    decay = math.exp(-1 / (0.05 * RATE))
    out = [0.0] * n
    for base, offset in ((1318.0, 0.0), (1397.0, period / 2)):
        partials = ((base, 1.0), (base * 1.34, 0.55), (base * 2.5, 0.25), (base * 3.5, 0.1))
        level = 0.0
        for i in range(n):
            t = i / RATE
            since = (t - offset) % period if t >= offset else period
            if since < pulse:
                level += 0.05 * (1 - math.cos(2 * math.pi * since / pulse))
            level *= decay
            out[i] += level * sum(a * math.sin(2 * math.pi * f * t) for f, a in partials)
    return normalise(fade_out(out, 0.15), 0.8)


def _knock(seed: int, hz: float, seconds: float = 0.05) -> Samples:
    """A small hard-plastic knock: a noise tick through a resonance."""
    return resonate(envelope(noise(seconds, seed), 0.0, 0.006), hz, 6)


def dice_roll() -> Samples:
    """Seven dice rattling and tumbling to rest, hits thinning out over 0.9 s."""
    rng = random.Random(5)
    parts: list[tuple[float, Samples]] = []
    t = 0.0
    while t < 0.85:
        gain = 1.0 - 0.8 * t / 0.85
        parts.append((t, scale(_knock(rng.randrange(10**6), rng.uniform(700, 2600)), gain)))
        t += rng.uniform(0.012, 0.03) + 0.09 * (t / 0.85) ** 2
    return normalise(mix(1.0, *parts))


def dice_hit() -> Samples:
    """One die hitting the rim or another die: a short clack."""
    clack = mix(0.1, (0, _knock(6, 1100)), (0.004, scale(_knock(7, 2300), 0.6)))
    return normalise(clack)


def card_flip() -> Samples:
    """A paper 'fwip' and snap: a card turned over."""
    fwip = envelope(highpass(noise(0.1, 8), 2200), 0.03, 0.025)
    snap = envelope(lowpass(noise(0.015, 9), 3000), 0.0, 0.004)
    return normalise(mix(0.13, (0, fwip), (0.06, scale(snap, 0.8))))


def win() -> Samples:
    """A bright little fanfare: a rising arpeggio landing on a held major chord."""
    def note(hz: float, seconds: float) -> Samples:
        bright = [0.6 * a + 0.4 * b for a, b in zip(tone(hz, seconds, "triangle"),
                                                    lowpass(tone(hz, seconds, "square"), 3000),
                                                    strict=True)]
        return envelope(bright, 0.01, seconds / 2.5)
    arpeggio = [(0.0, note(523.25, 0.16)), (0.12, note(659.25, 0.16)),
                (0.24, note(783.99, 0.16)), (0.36, note(1046.5, 0.2))]
    chord = [(0.5, note(hz, 0.8)) for hz in (523.25, 659.25, 783.99, 1046.5)]
    return normalise(fade_out(mix(1.35, *arpeggio, *chord), 0.2))


def click() -> Samples:
    """A crisp menu click."""
    return normalise(envelope(tone(2200, 0.03), 0.0, 0.005), 0.6)


def oops_jingle() -> Samples:
    """The stand-in for the voice: a falling 'oh-oh' of two sung notes."""
    def syllable(f0: float, f1: float) -> Samples:
        voice = glide(f0, f1, 0.22, "triangle")
        return envelope(lowpass(voice, 1500), 0.02, 0.12)
    return normalise(mix(0.55, (0, syllable(520, 500)), (0.25, syllable(400, 340))))


def oops_sorry(use_voice: bool) -> tuple[Samples, str]:
    """'Oops, sorry!' spoken by espeak-ng (and brightened by sox), or the jingle."""
    espeak = shutil.which("espeak-ng") if use_voice else None
    if espeak is None:
        return oops_jingle(), "synthesised jingle (espeak-ng not available)"
    with tempfile.TemporaryDirectory() as tmp:
        raw, shaped = Path(tmp) / "raw.wav", Path(tmp) / "shaped.wav"
        subprocess.run([espeak, "-v", "en-us+f3", "-s", "165", "-p", "70", "-a", "160",
                        "-w", str(raw), "Oops, sorry!"], check=True, capture_output=True)
        sox = shutil.which("sox")
        if sox is not None:
            effects = ["silence", "1", "0.02", "1%", "reverse", "silence", "1", "0.02", "1%",
                       "reverse", "pitch", "150", "tempo", "1.05", "treble", "+3",
                       "pad", "0.02", "0.05"]
            # -D (no dither) and -R keep the output byte-identical from run to run.
            subprocess.run([sox, "-D", "-R", str(raw), "-r", str(RATE), "-c", "1", "-b", "16",
                            str(shaped), *effects], check=True, capture_output=True)
            how = "espeak-ng (en-us+f3) shaped by sox (trim, pitch +150 cents, tempo, treble)"
        else:
            shaped = raw
            how = "espeak-ng (en-us+f3), no sox"
        return normalise(fade_out(read_wav(shaped), 0.03), 0.9), how


SOUNDS: dict[str, Callable[[], Samples]] = {
    "grab": grab,
    "stash": stash,
    "refuse": refuse,
    "touch": touch,
    "tick": tick,
    "count_tick": count_tick,
    "alarm": alarm,
    "dice_roll": dice_roll,
    "dice_hit": dice_hit,
    "card_flip": card_flip,
    "win": win,
    "click": click,
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=REPO / "assets" / "sounds",
                        help="directory for the WAV files")
    parser.add_argument("--no-voice", action="store_true",
                        help="write the 'oops' jingle even when espeak-ng is installed")
    args = parser.parse_args()
    out: Path = args.out
    out.mkdir(parents=True, exist_ok=True)
    for name, make in SOUNDS.items():
        write_wav(out / f"{name}.wav", make())
        print(f"wrote {name}.wav")
    voice, how = oops_sorry(use_voice=not args.no_voice)
    write_wav(out / "oops_sorry.wav", voice)
    print(f"wrote oops_sorry.wav: {how}")


if __name__ == "__main__":
    main()
