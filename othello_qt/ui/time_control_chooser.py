"""The New Game dialog's clock: none, or minutes per side with an increment after each move."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QWidget

from othello_qt.core.game_clock import TimeControl
from othello_qt.ui.i18n import number_text, translate

MINUTES = (0, 1, 5, 15)
"""The clocks offered: none (0), then sudden death or Fischer in minutes per side."""
MAX_INCREMENT = 10


class TimeControlChooser(QWidget):
    """Minutes per side (``No clock``, 1, 5, 15) and seconds added after each move (0-10)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.minutes = QComboBox(self)
        self.minutes.setAccessibleName(translate("TimeControlChooser", "Clock: minutes per side"))
        for minutes in MINUTES:
            self.minutes.addItem(self.minutes_text(minutes), minutes)
        self.increment = QComboBox(self)
        self.increment.setAccessibleName(translate("TimeControlChooser", "Seconds added after each move"))
        for seconds in range(MAX_INCREMENT + 1):
            self.increment.addItem(
                translate("TimeControlChooser", "+ {seconds} s").format(seconds=number_text(seconds)), seconds
            )
        self.increment.setToolTip(
            translate(
                "TimeControlChooser", "Seconds added to a side's clock after each of its moves (Fischer)"
            )
        )
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.minutes)
        self.per_move = QLabel(translate("TimeControlChooser", "per side"), self)
        layout.addWidget(self.per_move)
        layout.addWidget(self.increment)
        for widget in (self.per_move, self.increment):
            policy = widget.sizePolicy()
            policy.setRetainSizeWhenHidden(True)
            widget.setSizePolicy(policy)
        layout.addStretch(1)
        self.minutes.currentIndexChanged.connect(self._timed)
        self._timed()

    @staticmethod
    def minutes_text(minutes: int) -> str:
        """``No clock`` for 0, else ``5 min``."""
        if minutes == 0:
            return translate("TimeControlChooser", "No clock")
        return translate("TimeControlChooser", "{minutes} min").format(minutes=number_text(minutes))

    def _timed(self) -> None:
        """With no clock the row reads just ``No clock``: "per side" and the increment have nothing to
        say (hidden in place, so the dialog keeps its size)."""
        timed = self.minutes.currentData() != 0
        for widget in (self.per_move, self.increment):
            widget.setVisible(timed)

    def set_time_control(self, control: TimeControl | None) -> None:
        """Show ``control`` if it is one of the choices (else no clock)."""
        minutes = 0 if control is None else round(control.main / 60)
        index = self.minutes.findData(minutes)
        self.minutes.setCurrentIndex(max(0, index))
        increment = 0 if control is None else round(control.increment)
        self.increment.setCurrentIndex(max(0, self.increment.findData(increment)))

    def time_control(self) -> TimeControl | None:
        minutes = int(self.minutes.currentData())
        if minutes == 0:
            return None
        return TimeControl(minutes * 60.0, float(self.increment.currentData()))
