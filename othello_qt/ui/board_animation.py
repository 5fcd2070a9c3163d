"""A move's animation on the board: when each disc turns and how it looks at a moment of it.

Timing, no painting: the board asks where a disc is in its turn at a moment (``MoveAnimation``), so
the cascade the sounds follow (``flip_delays``) and the one painted are the same numbers; the
``MoveAnimator`` runs the frames and says when the move is done.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QElapsedTimer, QObject, Qt, QTimer, Signal

from othello_qt.core.position import Color
from othello_qt.ui.board_state import PlayedMove

PLACE_MS = 170
"""Time for a placed disc to settle, at normal speed."""
FLIP_MS = 300
"""Time for one disc to turn over, at normal speed."""
CASCADE_MS = 75
"""Delay between rings of flips, counted outward from the move, at normal speed."""
FRAME_MS = 16
"""The time between two frames of an animation (about 60 a second)."""


@dataclass(frozen=True)
class DiscPose:
    """How a disc is drawn at a moment of an animation: the side it shows, squeezed to ``width``
    while it turns over, raised by ``lift``, grown by ``scale`` and faded in as it is placed."""

    color: Color
    width: float = 1.0
    lift: float = 0.0
    scale: float = 1.0
    opacity: float = 1.0


@dataclass
class MoveAnimation:
    """A move being animated: the move, the speed factor and when each flipped disc starts to turn."""

    played: PlayedMove
    factor: float
    delays: dict[int, float]
    """Flipped square -> ms after the start when it begins to turn."""
    total_ms: float
    generation: int

    def pose(self, square: int, piece: Color, elapsed: float) -> DiscPose | None:
        """How the disc ``piece`` on ``square`` looks ``elapsed`` ms in; ``None`` if it does not move."""
        if square == self.played.move.square:
            t = min(1.0, elapsed / (PLACE_MS * self.factor))
            return DiscPose(
                piece, lift=1 - t, scale=1.25 - 0.25 * ease_out(t), opacity=min(1.0, 0.25 + t * 1.2)
            )
        if square in self.delays:
            t = (elapsed - self.delays[square]) / (FLIP_MS * self.factor)
            t = min(1.0, max(0.0, t))
            shown = piece if t >= 0.5 else piece.opponent
            return DiscPose(shown, width=max(0.06, abs(math.cos(math.pi * t))), lift=math.sin(math.pi * t))
        return None


def ease_out(t: float) -> float:
    """A cubic ease-out: fast at first, settling at the end."""
    return 1 - (1 - t) ** 3


def flip_delays(played: PlayedMove, factor: float) -> dict[int, float]:
    """Flipped square -> ms after the move when it starts to turn at speed ``factor`` (0: all at
    once): rings counted outward from the move."""
    origin = played.move.square
    if origin is None:
        return {}
    delays = {}
    for square in played.flips:
        ring = max(abs(square % 8 - origin % 8), abs(square // 8 - origin // 8))
        delays[square] = (PLACE_MS * 0.55 + (ring - 1) * CASCADE_MS) * factor
    return delays


def move_animation(played: PlayedMove, factor: float, generation: int) -> MoveAnimation:
    """The animation of ``played`` at speed ``factor`` (> 0), its total time that of its last disc."""
    delays = flip_delays(played, factor)
    total = max([d + FLIP_MS * factor for d in delays.values()] + [PLACE_MS * factor])
    return MoveAnimation(played, factor, delays, total, generation)


class MoveAnimator(QObject):
    """Runs one move's animation at a time on a precise timer: ``frame`` at each tick, ``finished``
    at its end.  A newer move cancels an older one's, which then never reports finished."""

    frame = Signal()
    finished = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.current: MoveAnimation | None = None
        self._generation = 0
        self._clock = QElapsedTimer()
        self._timer = QTimer(self)
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.setInterval(FRAME_MS)
        self._timer.timeout.connect(self._tick)

    def elapsed(self) -> float:
        """Milliseconds since the running animation started (0 with none)."""
        return self._clock.elapsed() if self.current is not None else 0.0

    def play(self, played: PlayedMove, factor: float) -> None:
        """Animate ``played`` at speed ``factor``; with ``factor`` 0 (animation off) it is finished at
        once, after the present event (the caller has shown the move meanwhile)."""
        if self.current is not None:
            self.stop(announce=False)
        self._generation += 1
        generation = self._generation
        if factor <= 0:
            QTimer.singleShot(0, lambda: self._finish(generation))
            return
        self.current = move_animation(played, factor, generation)
        self._clock.start()
        self._timer.start()
        self.frame.emit()

    def _finish(self, generation: int) -> None:
        if generation == self._generation:
            self.finished.emit()

    def stop(self, *, announce: bool) -> None:
        """End the running animation now (``finished`` if ``announce``)."""
        current = self.current
        self.current = None
        self._timer.stop()
        self.frame.emit()
        if announce and current is not None:
            self.finished.emit()

    def _tick(self) -> None:
        current = self.current
        if current is None:
            self._timer.stop()
            return
        if self._clock.elapsed() >= current.total_ms:
            self.stop(announce=True)
            return
        self.frame.emit()
