"""Synthesize the app's sounds (original, made here): ``python make_sounds.py`` writes the WAV files.

A placed disc is a short woody knock (a damped low sine with a noise transient); a flip is a
lighter, higher click.  16-bit mono, 22 050 Hz, a few kilobytes each.
"""

from __future__ import annotations

import wave
from pathlib import Path

import numpy as np

RATE = 22050


def _knock(frequency: float, ms: float, decay: float, noise: float, seed: int) -> np.ndarray:
    t = np.arange(int(RATE * ms / 1000)) / RATE
    rng = np.random.default_rng(seed)
    body = np.sin(2 * np.pi * frequency * t) + 0.45 * np.sin(2 * np.pi * frequency * 2.71 * t)
    click = rng.standard_normal(t.size) * np.exp(-t * 900)
    signal = body * np.exp(-t * decay) + noise * click
    attack = np.minimum(1.0, t / 0.0015)
    signal *= attack
    return signal / np.max(np.abs(signal))


def _write(path: Path, signal: np.ndarray, volume: float) -> None:
    data = (np.clip(signal * volume, -1, 1) * 32767).astype("<i2")
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(data.tobytes())


def main() -> None:
    here = Path(__file__).parent
    _write(here / "place.wav", _knock(190.0, 160, 38.0, 0.35, 1), 0.8)
    _write(here / "flip.wav", _knock(820.0, 70, 95.0, 0.5, 2), 0.45)
    _write(
        here / "game_over.wav",
        np.concatenate([_knock(f, 180, 14.0, 0.05, 3) for f in (392.0, 523.25, 659.25)]),
        0.5,
    )


if __name__ == "__main__":
    main()
