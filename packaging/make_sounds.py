"""Synthesise the app's short sound effects as WAV files into the top-level sounds/ folder.

Pure Python (``wave`` + ``math``), deterministic: running it again gives the same bytes.
Run:  .venv/bin/python packaging/make_sounds.py
"""

from __future__ import annotations

import math
import random
import struct
import sys
import wave
from pathlib import Path
from typing import Callable

RATE = 22050
PEAK = 0.4
SOUNDS = Path(__file__).resolve().parents[1] / "sounds"


def envelope(t: float, attack: float, decay: float) -> float:
    """A quick linear attack followed by an exponential decay (``decay`` = time constant)."""
    return (t / attack if t < attack else 1.0) * math.exp(-max(0.0, t - attack) / decay)


def tone(seconds: float, voice: Callable[[float], float]) -> list[float]:
    """Samples of ``voice(t)`` over ``seconds``."""
    return [voice(i / RATE) for i in range(int(seconds * RATE))]


def mix(*tracks: tuple[float, list[float]]) -> list[float]:
    """Overlay tracks, each given as (start time in seconds, samples)."""
    end = max(int(start * RATE) + len(samples) for start, samples in tracks)
    out = [0.0] * end
    for start, samples in tracks:
        offset = int(start * RATE)
        for i, s in enumerate(samples):
            out[offset + i] += s
    return out


def bell(freq: float, seconds: float, decay: float) -> list[float]:
    """A soft bell-like note: a sine with a quieter octave, fading out."""
    return tone(seconds, lambda t: envelope(t, 0.006, decay) * (math.sin(2 * math.pi * freq * t)
                                                                 + 0.25 * math.sin(4 * math.pi * freq * t)))


def click(rng: random.Random, seconds: float, pitch: float) -> list[float]:
    """A short wooden knock: a damped low sine with a little smoothed noise."""
    smooth = 0.0
    samples = []
    for i in range(int(seconds * RATE)):
        t = i / RATE
        smooth = 0.7 * smooth + 0.3 * rng.uniform(-1, 1)
        samples.append(envelope(t, 0.002, 0.018) * (math.sin(2 * math.pi * pitch * t) + 0.6 * smooth))
    return samples


def pick() -> list[float]:
    """A light rising blip: the player lifts a piece."""
    return tone(0.09, lambda t: envelope(t, 0.005, 0.03) * math.sin(2 * math.pi * (600 * t + 1800 * t * t)))


def drop() -> list[float]:
    """A soft wooden tock: a piece lands on the table."""
    return click(random.Random(1), 0.14, 190)


def illegal() -> list[float]:
    """Two gentle falling notes: that move is not allowed."""
    def note(freq: float) -> list[float]:
        return tone(0.16, lambda t: envelope(t, 0.01, 0.06) * math.sin(2 * math.pi * freq * t))

    return mix((0.0, note(330)), (0.13, note(262)))


def dice() -> list[float]:
    """A short rattle of knocks: dice tumbling."""
    rng = random.Random(6)
    knocks = []
    at = 0.0
    for k in range(7):
        knocks.append((at, [s * (0.9 - 0.1 * k) for s in click(rng, 0.06, rng.uniform(420, 700))]))
        at += rng.uniform(0.03, 0.07)
    return mix(*knocks)


def end() -> list[float]:
    """A rising major arpeggio that rings out: the game is over."""
    notes = (523.25, 659.25, 783.99, 1046.5)
    return mix(*[(0.13 * i, [s * 0.6 for s in bell(f, 1.2 - 0.13 * i, 0.28)]) for i, f in enumerate(notes)])


EFFECTS: dict[str, Callable[[], list[float]]] = {
    "pick": pick, "drop": drop, "illegal": illegal, "dice": dice, "end": end,
}


def write(path: Path, samples: list[float]) -> None:
    """Normalise to PEAK and write 16-bit mono PCM."""
    top = max(1e-9, max(abs(s) for s in samples))
    frames = b"".join(struct.pack("<h", round(s / top * PEAK * 32767)) for s in samples)
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(frames)


def main() -> int:
    """Write every effect into sounds/ and print their lengths."""
    SOUNDS.mkdir(exist_ok=True)
    for name, make in EFFECTS.items():
        samples = make()
        write(SOUNDS / f"{name}.wav", samples)
        print(f"{name}.wav  {len(samples) / RATE:.2f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
