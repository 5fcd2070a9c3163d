"""The board for screen readers: an accessible table of 64 squares, and spoken announcements.

Qt knows nothing of a custom-painted board, so this module gives it an accessible interface (a
``Table`` whose 64 ``Cell`` children are named ``d3, empty, legal, flips 2``), installed as a Qt
accessibility factory, and tells assistive technology what changes: the keyboard cursor (focus
events), the squares whose names changed, and moves, passes and the result.  The words come from
``status_text``.

Every square is a table cell with its row and column (``QAccessibleTableCellInterface``) and two
actions (``QAccessibleActionInterface``): Press plays it, SetFocus puts the keyboard cursor on it.
PySide6 binds no ``QAccessibleTableInterface``, so the board itself cannot offer table navigation;
readers find a square's row and column through the cell.

A move is said twice over, for the readers of today and of tomorrow: as an announcement event
(``object:announcement``, which Orca 43 ignores) and as a notification that appears (a child of
the board with the ``Notification`` role whose name is the text; Orca speaks a notification when
it is shown, wherever the focus is).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QObject, QPoint, QPointF, QRect, QTimer
from PySide6.QtGui import (
    QAccessible,
    QAccessibleActionInterface,
    QAccessibleAnnouncementEvent,
    QAccessibleEvent,
    QAccessibleInterface,
    QAccessibleTableCellInterface,
)
from PySide6.QtWidgets import QAccessibleWidget, QSizeGrip, QSplitterHandle

from othello_qt.ui.status_text import board_summary, square_text

if TYPE_CHECKING:
    from othello_qt.ui.board_view import BoardView

SQUARE_COUNT = 64
ANNOUNCER_INDEX = SQUARE_COUNT
"""The notification that speaks moves is the board's child after the squares."""
BOARD_NAME = "Othello board"


def _pointer(interface: object) -> shiboken6.VoidPtr:
    """The C++ address of a Python-made interface, as ``interface_cast`` must answer it."""
    return shiboken6.VoidPtr(shiboken6.getCppPointer(interface)[0])


class _SquareCell(QAccessibleTableCellInterface):
    """A square's place in the board table: row 0 is rank 1, column 0 is file a."""

    def __init__(self, square: SquareAccessible) -> None:
        super().__init__()
        self._square = square

    def rowIndex(self) -> int:
        return self._square.square // 8

    def columnIndex(self) -> int:
        return self._square.square % 8

    def rowExtent(self) -> int:
        return 1

    def columnExtent(self) -> int:
        return 1

    def isSelected(self) -> bool:
        return self._square.state().selected

    def columnHeaderCells(self) -> list[QAccessibleInterface]:
        return []

    def rowHeaderCells(self) -> list[QAccessibleInterface]:
        return []

    def table(self) -> QAccessibleInterface:
        return self._square.parent()


class _SquareActions(QAccessibleActionInterface):
    """What assistive technology can do with a square: play it, or put the keyboard cursor on it."""

    def __init__(self, square: SquareAccessible) -> None:
        super().__init__()
        self._square = square

    def actionNames(self) -> list[str]:
        return [QAccessibleActionInterface.pressAction(), QAccessibleActionInterface.setFocusAction()]

    def localizedActionDescription(self, name: str) -> str:
        if name == QAccessibleActionInterface.pressAction():
            return "Play a disc on this square"
        if name == QAccessibleActionInterface.setFocusAction():
            return "Put the keyboard cursor on this square"
        return ""

    def doAction(self, name: str) -> None:
        view = self._square.view()
        square = self._square.square
        # after the reader's call returns: playing changes the very tree it is asking about
        if name == QAccessibleActionInterface.pressAction():
            QTimer.singleShot(0, view, lambda: view.play_square_from_keyboard(square))
        elif name == QAccessibleActionInterface.setFocusAction():
            QTimer.singleShot(0, view, lambda: view.put_cursor(square, focus=True))

    def keyBindingsForAction(self, name: str) -> list[str]:
        return ["Return"] if name == QAccessibleActionInterface.pressAction() else []


class SquareAccessible(QAccessibleInterface):
    """One square: a cell of the board table, named by what is on it and what playing it would do."""

    def __init__(self, board: BoardAccessible, square: int) -> None:
        super().__init__()
        self._board = board
        self.square = square
        self._cell = _SquareCell(self)
        self._actions = _SquareActions(self)
        self._cell_pointer = _pointer(self._cell)
        self._actions_pointer = _pointer(self._actions)

    def view(self) -> BoardView:
        return self._board.view()

    def interface_cast(self, kind: QAccessible.InterfaceType) -> shiboken6.VoidPtr:
        if kind == QAccessible.InterfaceType.TableCellInterface:
            return self._cell_pointer
        if kind == QAccessible.InterfaceType.ActionInterface:
            return self._actions_pointer
        return shiboken6.VoidPtr(0)

    def isValid(self) -> bool:
        return self._board.isValid()

    def object(self) -> QObject | None:
        return None

    def window(self):
        return self._board.window()

    def rect(self) -> QRect:
        view = self.view()
        rect = view.square_rect(self.square)
        top_left = view.mapToGlobal(rect.topLeft().toPoint())
        return QRect(top_left, rect.size().toSize())

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.Cell

    def state(self) -> QAccessible.State:
        view = self.view()
        state = QAccessible.State()
        state.focusable = True
        state.selectable = True
        focused = view.cursor_square == self.square
        state.focused = focused and view.hasFocus()
        state.selected = focused
        state.disabled = self.square not in view.state.legal
        return state

    def text(self, kind: QAccessible.Text) -> str:
        view = self.view()
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


class AnnouncerAccessible(QAccessibleInterface):
    """The last move, pass or result as a notification: readers that know no announcement event
    speak a notification when it is shown (``announce`` shows it anew for every text)."""

    def __init__(self, board: BoardAccessible) -> None:
        super().__init__()
        self._board = board
        self.said = ""

    def isValid(self) -> bool:
        return self._board.isValid()

    def object(self) -> QObject | None:
        return None

    def window(self):
        return self._board.window()

    def rect(self) -> QRect:
        return QRect()

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.Notification

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        state.invisible = not self.said
        state.readOnly = True
        return state

    def text(self, kind: QAccessible.Text) -> str:
        return self.said if kind == QAccessible.Text.Name else ""

    def setText(self, kind: QAccessible.Text, text: str) -> None:
        pass

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
    """The board: a table of 64 squares, a1..h8 in reading order (row 1 first), the notification
    that speaks moves, then the board's own child widgets (the game-over New game button)."""

    def __init__(self, view: BoardView) -> None:
        super().__init__(view, QAccessible.Role.Table, BOARD_NAME)
        self._view = view
        self._squares = [SquareAccessible(self, square) for square in range(SQUARE_COUNT)]
        self.announcer = AnnouncerAccessible(self)

    def view(self) -> BoardView:
        return self._view

    def text(self, kind: QAccessible.Text) -> str:
        if kind == QAccessible.Text.Name:
            return BOARD_NAME
        if kind == QAccessible.Text.Description:
            return board_summary(self._view.state)
        if kind == QAccessible.Text.Help:
            return "Arrow keys move between squares, Enter or Space plays; or type a square such as f5."
        return super().text(kind)

    def childCount(self) -> int:
        return SQUARE_COUNT + 1 + super().childCount()

    def child(self, index: int) -> QAccessibleInterface | None:
        if 0 <= index < SQUARE_COUNT:
            return self._squares[index]
        if index == ANNOUNCER_INDEX:
            return self.announcer
        return super().child(index - SQUARE_COUNT - 1) if index > ANNOUNCER_INDEX else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        if isinstance(child, SquareAccessible):
            return child.square if child.parent() is self else -1
        if isinstance(child, AnnouncerAccessible):
            return ANNOUNCER_INDEX if child is self.announcer else -1
        index = super().indexOfChild(child)
        return index + SQUARE_COUNT + 1 if index >= 0 else -1

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
    # Qt's own role for these, Grip, reaches screen readers as "unknown"
    if isinstance(obj, QSplitterHandle):
        return QAccessibleWidget(obj, QAccessible.Role.Separator, "Divider: drag to resize")
    if isinstance(obj, QSizeGrip):
        return QAccessibleWidget(obj, QAccessible.Role.Separator, "Window size grip")
    return None


_installed = False


def install() -> None:
    """Make Qt build ``BoardAccessible`` for every board view (once per process)."""
    global _installed
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed = True


def announce(view: BoardView, text: str, *, assertive: bool = False) -> None:
    """Have a screen reader say ``text`` (a move, a pass, the result): an announcement event, and
    the board's notification shown with ``text``."""
    event = QAccessibleAnnouncementEvent(view, text)
    if assertive:
        event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive)
    QAccessible.updateAccessibility(event)
    board = QAccessible.queryAccessibleInterface(view)
    if isinstance(board, BoardAccessible):
        board.announcer.said = text
        if QAccessible.isActive():
            QAccessible.updateAccessibility(QAccessibleEvent(board.announcer, QAccessible.Event.NameChanged))
            QAccessible.updateAccessibility(QAccessibleEvent(board.announcer, QAccessible.Event.ObjectShow))


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
