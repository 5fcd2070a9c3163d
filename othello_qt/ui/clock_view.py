"""A side's game clock beside its score card: the time left, ticking, louder in the last seconds."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QLabel, QWidget

from othello_qt.core.game_clock import clock_display
from othello_qt.core.position import Color
from othello_qt.ui.spoken_text import clock_spoken

LOW_TIME_SECONDS = 10.0
"""Below this the clock turns red and shows tenths: the player must hurry."""
LOW_TIME_COLOR = "#d9480f"
FALLEN_COLOR = "#c92a2a"


class ClockLabel(QLabel):
    """``4:59`` (bold while running, red when low, struck out when the flag fell); hidden in an
    untimed game.  Its accessible name says it in words: ``Black's clock: 4 minutes 59 seconds left``."""

    def __init__(self, color: Color, parent: QWidget | None = None) -> None:
        super().__init__("", parent)
        self.color = color
        self.setObjectName("GameClock")
        self.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        font = QFont("monospace")
        font.setStyleHint(QFont.StyleHint.Monospace)
        font.setPointSizeF(self.font().pointSizeF() * 1.1)
        self.setFont(font)
        self.setMinimumWidth(self.fontMetrics().horizontalAdvance("00:00") + 4)
        self._shown: tuple[str, bool, bool, bool] | None = None
        self.hide()

    def show_time(self, seconds: float | None, *, running: bool = False, fallen: bool = False) -> None:
        """The time left (``None``: no clock, the label hides)."""
        if seconds is None:
            self.hide()
            self._shown = None
            return
        low = seconds < LOW_TIME_SECONDS
        key = (clock_display(seconds), running, low, fallen)
        if key == self._shown and self.isVisible():
            return
        self._shown = key
        self.setText(key[0])
        font = self.font()
        font.setBold(running or low or fallen)
        font.setStrikeOut(fallen)
        self.setFont(font)
        color = FALLEN_COLOR if fallen else LOW_TIME_COLOR if low else ""
        self.setStyleSheet(f"color: {color};" if color else "")
        self.setAccessibleName(clock_spoken(self.color, seconds, fallen=fallen))
        self.setToolTip(self.accessibleName())
        self.show()
