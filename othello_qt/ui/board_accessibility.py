"""The board for screen readers: an accessible table of 64 squares, and spoken announcements.

Qt knows nothing of a custom-painted board, so this module gives it an accessible interface (a
``Table`` whose 64 ``Cell`` children are named ``d3, empty, legal, flips 2``), installed as a Qt
accessibility factory, and tells assistive technology what changes: the keyboard cursor (focus
events), the squares whose names changed, and moves, passes and the result (announcement events).
The words come from ``status_text``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QPoint, QPointF, QRect
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QAccessibleEvent, QAccessibleInterface
from PySide6.QtWidgets import QAccessibleWidget

from othello_qt.ui.status_text import board_summary, square_text

if TYPE_CHECKING:
    from othello_qt.ui.board_view import BoardView

SQUARE_COUNT = 64


class SquareAccessible(QAccessibleInterface):
    """One square: a cell of the board table, named by what is on it and what playing it would do."""

    def __init__(self, board: BoardAccessible, square: int) -> None:
        super().__init__()
        self._board = board
        self.square = square

    def isValid(self) -> bool:
        return self._board.isValid()

    def object(self) -> QObject | None:
        return None

    def window(self):
        return self._board.window()

    def rect(self) -> QRect:
        view = self._board.view()
        rect = view.square_rect(self.square)
        top_left = view.mapToGlobal(rect.topLeft().toPoint())
        return QRect(top_left, rect.size().toSize())

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.Cell

    def state(self) -> QAccessible.State:
        view = self._board.view()
        state = QAccessible.State()
        state.focusable = True
        state.selectable = True
        focused = view.cursor_square == self.square
        state.focused = focused and view.hasFocus()
        state.selected = focused
        state.disabled = self.square not in view.state.legal
        return state

    def text(self, kind: QAccessible.Text) -> str:
        view = self._board.view()
        if kind == QAccessible.Text.Name:
            return square_text(view.state, self.square, view.hints)
        if kind == QAccessible.Text.Help:
            return "Press Enter or Space to play here" if self.square in view.state.legal else ""
        return ""

    def setText(self, kind: QAccessible.Text, text: str) -> None:
        pass  # the squares' names follow the game

    def parent(self) -> QAccessibleInterface:
        return self._board

    def child(self, index: int) -> QAccessibleInterface | None:
        return None

    def childCount(self) -> int:
        return 0

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:
        return None


class BoardAccessible(QAccessibleWidget):
    """The board: a table of 64 squares, a1..h8 in reading order (row 1 first), then the board's own
    child widgets (the game-over New game button)."""

    def __init__(self, view: BoardView) -> None:
        super().__init__(view, QAccessible.Role.Table, "Othello board")
        self._view = view
        self._squares = [SquareAccessible(self, square) for square in range(SQUARE_COUNT)]

    def view(self) -> BoardView:
        return self._view

    def text(self, kind: QAccessible.Text) -> str:
        if kind == QAccessible.Text.Name:
            return "Othello board"
        if kind == QAccessible.Text.Description:
            return board_summary(self._view.state)
        if kind == QAccessible.Text.Help:
            return "Arrow keys move between squares, Enter or Space plays; or type a square such as f5."
        return super().text(kind)

    def childCount(self) -> int:
        return SQUARE_COUNT + super().childCount()

    def child(self, index: int) -> QAccessibleInterface | None:
        if 0 <= index < SQUARE_COUNT:
            return self._squares[index]
        return super().child(index - SQUARE_COUNT) if index >= SQUARE_COUNT else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        if isinstance(child, SquareAccessible):
            return child.square if child.parent() is self else -1
        index = super().indexOfChild(child)
        return index + SQUARE_COUNT if index >= 0 else -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:
        square = self._view.square_at(QPointF(self._view.mapFromGlobal(QPoint(x, y))))
        return None if square is None else self._squares[square]

    def focusChild(self) -> QAccessibleInterface | None:
        square = self._view.cursor_square
        return None if square is None else self._squares[square]


def _factory(_class_name: str, obj: QObject) -> QAccessibleInterface | None:
    from othello_qt.ui.board_view import BoardView

    if isinstance(obj, BoardView):
        return BoardAccessible(obj)
    return None


_installed = False


def install() -> None:
    """Make Qt build ``BoardAccessible`` for every board view (once per process)."""
    global _installed
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed = True


def announce(view: BoardView, text: str, *, assertive: bool = False) -> None:
    """Have a screen reader say ``text`` (a move, a pass, the result)."""
    event = QAccessibleAnnouncementEvent(view, text)
    if assertive:
        event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive)
    QAccessible.updateAccessibility(event)


def focus_square(view: BoardView, square: int) -> None:
    """The keyboard cursor moved to ``square``: the screen reader reads that square."""
    event = QAccessibleEvent(view, QAccessible.Event.Focus)
    event.setChild(square)
    QAccessible.updateAccessibility(event)


def names_changed(view: BoardView, squares: list[int]) -> None:
    """The named squares now read differently (a disc turned, a square became legal)."""
    for square in squares:
        event = QAccessibleEvent(view, QAccessible.Event.NameChanged)
        event.setChild(square)
        QAccessible.updateAccessibility(event)
    event = QAccessibleEvent(view, QAccessible.Event.DescriptionChanged)
    QAccessible.updateAccessibility(event)
