"""The window's status line: one line, shortened with "…" when the window is too narrow for it.

The whole text is then its tooltip, with the engine's own report (depth, score, line, speed) when
the text came with one, so the plain words stay short and the detail is there for who wants it.
Beside it, ``busy_indicator``: the bar that runs while the computer thinks.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QProgressBar, QSizePolicy, QWidget

from othello_qt.ui.i18n import translate
from othello_qt.ui.status_text import one_line


class StatusLine(QLabel):
    """A one-line label that never widens the window: ``text()`` is the whole line, the label shows
    as much of it as fits."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("", parent)
        self._line = ""
        self._detail = ""
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.setMinimumWidth(0)

    def set_line(self, text: str, detail: str = "") -> None:
        """Show ``text`` (made one line); ``detail``: the engine's report, for the tooltip."""
        self._line = one_line(text)
        self._detail = detail
        self._fit()

    def setText(self, text: str) -> None:
        self.set_line(text)

    def text(self) -> str:
        """The whole line (what is shown may end in "…")."""
        return self._line

    def shown_text(self) -> str:
        return super().text()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        width = self.contentsRect().width() - 2 * max(0, self.indent()) - 2 * self.margin()
        shown = self._line
        if width > 0 and self.fontMetrics().horizontalAdvance(shown) > width:
            shown = self.fontMetrics().elidedText(shown, Qt.TextElideMode.ElideRight, width)
        super().setText(shown)
        tips = [self._line if shown != self._line else "", self._detail]
        self.setToolTip("\n".join(tip for tip in tips if tip))
        self.setAccessibleDescription(self._line)


def busy_indicator(parent: QWidget) -> QProgressBar:
    """The status bar's sign that the computer is thinking: an endless bar, hidden until it thinks."""
    busy = QProgressBar(parent)
    busy.setRange(0, 0)  # indeterminate
    busy.setFixedWidth(90)
    busy.setMaximumHeight(14)
    busy.setTextVisible(False)
    busy.setAccessibleName(translate("StatusLine", "The computer is thinking"))
    busy.hide()
    return busy
