"""The games database beside the board: a dock of the main window, as NBoard and WZebra keep their
game lists beside the game, never over it.

A window of its own covered the board once a game was opened from it, and a click on the main
window then sent it behind, where it was lost.  Docked on the right (the player may move it to
another side, or float it and put it where they like), it takes its room from the window, which
first grows into the free screen beside it so the board keeps its size where the screen allows.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, QTimer, Slot
from PySide6.QtWidgets import QDockWidget, QMainWindow, QWidget

from othello_qt.ui.i18n import translate

DOCK_WIDTH = 420
"""The dock's width when it first opens: modest, the names and the result without scrolling (560
widened a 980 px window to 1540 px in a new-user trial: off a smaller screen); the player drags it
wider."""
AREAS = (
    Qt.DockWidgetArea.LeftDockWidgetArea
    | Qt.DockWidgetArea.RightDockWidgetArea
    | Qt.DockWidgetArea.BottomDockWidgetArea
)
"""Beside or under the board; never above it, where it would push the board down."""


class BrowserDock(QDockWidget):
    """The dock holding the games database window's content (``GameBrowser``)."""

    def __init__(
        self, browser: QWidget, window: QMainWindow, cancel: Callable[[], None], relayout: Callable[[], None]
    ) -> None:
        """``cancel`` stops a file being read when the dock closes; ``relayout`` lays the board and
        panel out again when the dock takes or gives back room."""
        super().__init__(translate("GamesDatabase", "Games database"), window)
        self._cancel = cancel
        self._relayout = relayout
        for signal in (self.visibilityChanged, self.dockLocationChanged, self.topLevelChanged):
            signal.connect(self._relayout_soon)
        self.setObjectName("GamesDatabase")
        self.setAllowedAreas(AREAS)
        self.setWidget(browser)
        self._window = window
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self)
        self.hide()

    def open_beside(self) -> None:
        """Show the dock (the window grown into the free screen first); a floating one comes forward."""
        if not self.isVisible():
            if not self.isFloating():
                self._make_room()
            self.show()
            if not self.isFloating() and self._side():
                self._window.resizeDocks([self], [self._open_width()], Qt.Orientation.Horizontal)
        if self.isFloating():
            self.raise_()
            self.activateWindow()

    @Slot()
    def _relayout_soon(self) -> None:
        QTimer.singleShot(0, self._relayout)  # once the main window's layout has moved the dock

    def _side(self) -> bool:
        """True if the dock stands beside the board (left or right), not under it."""
        return self._window.dockWidgetArea(self) != Qt.DockWidgetArea.BottomDockWidgetArea

    def _open_width(self) -> int:
        """The docked pane's width as it opens: ``DOCK_WIDTH``, at most half the window."""
        return min(DOCK_WIDTH, max(self.minimumSizeHint().width(), self._window.width() // 2))

    def _make_room(self) -> None:
        """Widen the main window by the dock's width as far as its screen's free area allows (a
        maximised or full-screen window stays as it is: the board gives the room)."""
        window = self._window
        if not self._side() or window.isMaximized() or window.isFullScreen():
            return
        screen = window.screen()
        if screen is None:
            return
        area = screen.availableGeometry()
        frame = window.frameGeometry()
        room_right = max(0, area.right() - frame.right())
        room_left = max(0, frame.left() - area.left())
        grow = min(self._open_width(), room_right + room_left)
        if grow <= 0:
            return
        shift = max(0, grow - room_right)
        window.setGeometry(window.geometry().adjusted(-shift, 0, grow - shift, 0))

    def docked_size(self) -> tuple[int, int]:
        """The (width, height) the docked dock takes from the board and panel; (0, 0) when hidden
        or floating."""
        if not self.isVisible() or self.isFloating():
            return 0, 0
        return (self.width(), 0) if self._side() else (0, self.height())

    def closeEvent(self, event) -> None:
        self._cancel()  # a file being read is dropped
        super().closeEvent(event)
