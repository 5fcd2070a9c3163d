"""Sounds for placing and flipping discs, through QtMultimedia when it is there.

QtMultimedia comes with the optional PySide6-Addons package and needs an audio backend; when the
module or the device is missing (headless machines, CI) the app stays silent instead of failing.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, QUrl

log = logging.getLogger(__name__)

SOUND_DIR = Path(__file__).resolve().parent.parent / "resources" / "sounds"
SOUND_NAMES = ("place", "flip", "game_over")


def _load_effects(parent: QObject) -> dict[str, object]:
    try:
        from PySide6.QtMultimedia import QMediaDevices, QSoundEffect
    except Exception as exc:  # ImportError, or a missing system library (libpulse) behind it
        log.info("no sound: QtMultimedia is not available (%s)", exc)
        return {}
    try:
        if not QMediaDevices.audioOutputs():
            log.info("no sound: no audio output device")
            return {}
    except Exception as exc:
        log.info("no sound: audio devices cannot be listed (%s)", exc)
        return {}
    effects: dict[str, object] = {}
    for name in SOUND_NAMES:
        path = SOUND_DIR / f"{name}.wav"
        if not path.is_file():
            log.info("no sound file %s", path)
            continue
        try:
            effect = QSoundEffect(parent)
            effect.setSource(QUrl.fromLocalFile(str(path)))
            effect.setVolume(0.6)
            effects[name] = effect
        except Exception as exc:
            log.info("sound %s cannot be loaded: %s", name, exc)
    return effects


class SoundPlayer(QObject):
    """Plays the move sounds unless muted; does nothing at all where sound is unavailable."""

    def __init__(self, parent: QObject | None = None, *, enabled: bool = True) -> None:
        super().__init__(parent)
        self._effects = _load_effects(self) if enabled else {}
        self.muted = False
        self.played: list[str] = []
        """Names of sounds asked for (kept short; lets tests see what would have played)."""

    @property
    def available(self) -> bool:
        return bool(self._effects)

    def play(self, name: str) -> None:
        if self.muted:
            return
        self.played = [*self.played[-20:], name]
        effect = self._effects.get(name)
        if effect is None:
            return
        try:
            effect.play()  # type: ignore[attr-defined]
        except Exception as exc:  # an audio device vanishing must not reach the user as a crash
            log.info("sound %s failed: %s", name, exc)

    def play_move(self, flip_delays_ms: list[float]) -> None:
        """The knock of the placed disc, then a click for each wave of the cascade."""
        self.play("place")
        for delay in sorted(set(int(d) for d in flip_delays_ms))[:4]:
            QTimer.singleShot(max(0, delay), self, lambda: self.play("flip"))
