"""The board for screen readers: Qt's own accessible table over the painted squares, and spoken
announcements.

Qt knows nothing of a custom-painted board, and PySide6 binds no ``QAccessibleTableInterface``, so
no Python object can be a table that readers navigate.  Qt's item views come with one, written in
C++: the board therefore carries a ``BoardGrid``, a ``QTableView`` laid exactly over the 64 squares
that paints nothing and lets the mouse through.  It holds the keyboard focus (its keys go on to the
board), its current cell is the keyboard cursor, and Qt makes it an accessible table: eight rows
(ranks 1..8) and eight columns (files a..h) described by their names, 64 cells that know their row
and column and are named by ``SquareModel`` with the words of ``status_text``
(``d3, empty, legal, flips 2``).  A cell's one action, Qt's Toggle, selects it, and a selected square
is played at once (the grid's own keys and mouse never select).

A move is said twice over, for the readers of today and of tomorrow: as an announcement event
(``object:announcement``, which Orca 43 ignores) and as a notification that appears (a child of
the board with the ``Notification`` role whose name is the text; Orca speaks a notification when
it is shown, wherever the focus is).
"""

from __future__ import annotations

from typing import Protocol

import shiboken6
from PySide6.QtCore import (
    QAbstractTableModel,
    QItemSelection,
    QItemSelectionModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QRect,
    Qt,
    QTimer,
)
from PySide6.QtGui import (
    QAccessible,
    QAccessibleAnnouncementEvent,
    QAccessibleEvent,
    QAccessibleInterface,
    QFocusEvent,
    QKeyEvent,
    QPaintEvent,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAccessibleWidget,
    QFrame,
    QHeaderView,
    QSizeGrip,
    QSplitterHandle,
    QTableView,
    QWidget,
)

from othello_qt.core.position import FILE_NAMES, RANK_NAMES, SQUARES
from othello_qt.core.translatable import QT_TRANSLATE_NOOP
from othello_qt.ui.board_state import BoardState, Hints
from othello_qt.ui.database_overlay import SquareCounts, count_text
from othello_qt.ui.i18n import translate
from othello_qt.ui.spoken_text import board_summary, square_text
from othello_qt.ui.text_parts import join_list

SIDE = len(FILE_NAMES)
"""Columns (files) and rows (ranks) of the board."""
BOARD_NAME = QT_TRANSLATE_NOOP("BoardAccessibility", "Othello board")
BOARD_HELP = QT_TRANSLATE_NOOP(
    "BoardAccessibility",
    "Arrow keys move between squares, Enter or Space plays; or type a square such as f5.",
)
"""The board's name and help for screen readers (shown through ``translate``)."""

_Index = QModelIndex | QPersistentModelIndex
_TEXT_ROLES = (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole)
_ROOT = QModelIndex()


class Board(Protocol):
    """What the grid and the notification need of the painted board (a ``QWidget``: ``BoardView``,
    which imports this module, so the board is known here by what it does, not by its class)."""

    @property
    def state(self) -> BoardState: ...

    @property
    def hints(self) -> Hints | None: ...

    @property
    def database_counts(self) -> SquareCounts | None: ...

    def show_keyboard_cursor(self) -> None: ...

    def play_square_from_keyboard(self, square: int) -> None: ...


class SquareModel(QAbstractTableModel):
    """The squares as an 8x8 table for Qt's accessible table: row 0 is rank 1, column 0 is file a,
    a cell's text is what a screen reader says of the square, the headers are the files and ranks."""

    def __init__(self, view: Board, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._view = view

    def rowCount(self, parent: _Index = _ROOT) -> int:
        return 0 if parent.isValid() else SIDE

    def columnCount(self, parent: _Index = _ROOT) -> int:
        return 0 if parent.isValid() else SIDE

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> str | None:
        if not index.isValid() or role not in _TEXT_ROLES:
            return None
        return self.name(SIDE * index.row() + index.column())

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> str | None:
        if role != Qt.ItemDataRole.DisplayRole or not 0 <= section < SIDE:
            return None
        return FILE_NAMES[section] if orientation == Qt.Orientation.Horizontal else RANK_NAMES[section]

    def flags(self, index: _Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        # every square can be chosen: the game says why an illegal one is refused
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    def name(self, square: int) -> str:
        state = self._view.state
        counts = count_text(self._view.database_counts, state.position, square)
        return join_list([square_text(state, square, self._view.hints), counts])

    def square_index(self, square: int) -> QModelIndex:
        return self.index(square // SIDE, square % SIDE)

    def changed(self) -> None:
        """The squares may read differently now (a new position, new hints)."""
        self.dataChanged.emit(self.index(0, 0), self.index(SIDE - 1, SIDE - 1))


class BoardGrid(QTableView):
    """The board's squares for the keyboard and assistive technology: an invisible table over the
    painted squares whose current cell is the keyboard cursor (see the module's docstring)."""

    def __init__(self, view: Board) -> None:
        super().__init__(view)
        self._view = view
        self.squares = SquareModel(view, self)
        self.setModel(self.squares)
        for header in (self.horizontalHeader(), self.verticalHeader()):
            header.hide()
            header.setMinimumSectionSize(1)
            header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.setShowGrid(False)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setTabKeyNavigation(False)
        self.setAutoScroll(False)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)  # the board takes the clicks
        self.viewport().setAutoFillBackground(False)
        self.setAccessibleName(translate("BoardAccessibility", BOARD_NAME))
        self._cell_children: dict[int, int] = {}
        self._said: list[str] = []
        """The squares' names as assistive technology last heard them."""
        self.selectionModel().selectionChanged.connect(self._selected)

    def paintEvent(self, event: QPaintEvent) -> None:
        pass  # the board paints the squares

    def keyPressEvent(self, event: QKeyEvent) -> None:
        event.ignore()  # the board reads the keys: they go on to it

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        if event.reason() in (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason):
            self._view.show_keyboard_cursor()  # Tab came here: the cursor shows where
        self._view.update()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        if shiboken6.isValid(self._view):  # the focus also leaves while the board is destroyed
            self._view.update()  # the cursor is drawn only while the keys come here

    def current_square(self) -> int | None:
        index = self.currentIndex()
        return SIDE * index.row() + index.column() if index.isValid() else None

    def set_current_square(self, square: int) -> None:
        """Make ``square`` the current cell; while the grid has the focus a screen reader reads it
        (Qt says so when the cell changes, this when it stays)."""
        index = self.squares.square_index(square)
        if index == self.currentIndex():
            if self.hasFocus():
                self._send(square, QAccessible.Event.Focus)
            return
        self.selectionModel().setCurrentIndex(index, QItemSelectionModel.SelectionFlag.NoUpdate)

    def update_board(self) -> None:
        """The board shows another position or other hints: new cell texts, a new summary, and
        assistive technology (when one listens) hears which squares now read differently."""
        self.setAccessibleDescription(board_summary(self._view.state))
        self.squares.changed()
        if not QAccessible.isActive():
            self._said = []
            return
        names = [self.squares.name(square) for square in SQUARES]
        old = self._said
        self._said = names
        for square in SQUARES:
            if not old or names[square] != old[square]:
                self._send(square, QAccessible.Event.NameChanged)

    def cell_interface(self, square: int) -> QAccessibleInterface | None:
        """The accessible cell Qt made for ``square`` (its table also has header cells)."""
        table = QAccessible.queryAccessibleInterface(self)
        if table is None:
            return None
        if not self._cell_children:
            for child_index in range(table.childCount()):
                cell = table.child(child_index).tableCellInterface()
                if cell is not None and table.child(child_index).role() == QAccessible.Role.Cell:
                    self._cell_children[SIDE * cell.rowIndex() + cell.columnIndex()] = child_index
        child_index = self._cell_children.get(square)
        return None if child_index is None else table.child(child_index)

    def _send(self, square: int, kind: QAccessible.Event) -> None:
        if not QAccessible.isActive():
            return
        cell = self.cell_interface(square)
        if cell is not None:
            QAccessible.updateAccessibility(QAccessibleEvent(cell, kind))

    def _selected(self, selected: QItemSelection, _deselected: QItemSelection) -> None:
        indexes = selected.indexes()
        if indexes:
            square = SIDE * indexes[0].row() + indexes[0].column()
            # after the reader's call returns: playing changes the very tree it is asking about
            QTimer.singleShot(0, self, lambda: self._play(square))

    def _play(self, square: int) -> None:
        self.clearSelection()
        self._view.play_square_from_keyboard(square)


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
    """The board widget: a container (unnamed: its grid is the Othello board) of its child widgets
    (the grid, the game-over New game button) and, last, the notification that speaks moves."""

    def __init__(self, view: Board) -> None:
        super().__init__(view, QAccessible.Role.Client)
        self.announcer = AnnouncerAccessible(self)

    def text(self, kind: QAccessible.Text) -> str:
        if kind == QAccessible.Text.Help:
            return translate("BoardAccessibility", BOARD_HELP)
        return super().text(kind)

    def childCount(self) -> int:
        return super().childCount() + 1

    def child(self, index: int) -> QAccessibleInterface | None:
        if index == super().childCount():
            return self.announcer
        return super().child(index)

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        if isinstance(child, AnnouncerAccessible):
            return super().childCount() if child is self.announcer else -1
        return super().indexOfChild(child)


_board_classes: tuple[type[QWidget], ...] = ()
"""The widget classes whose objects Qt makes a ``BoardAccessible`` for (``install``)."""


def _factory(_class_name: str, obj: QObject) -> QAccessibleInterface | None:
    if isinstance(obj, _board_classes):
        return BoardAccessible(obj)
    # Qt's own role for these, Grip, reaches screen readers as "unknown"
    if isinstance(obj, QSplitterHandle):
        return QAccessibleWidget(
            obj, QAccessible.Role.Separator, translate("BoardAccessibility", "Divider: drag to resize")
        )
    if isinstance(obj, QSizeGrip):
        return QAccessibleWidget(
            obj, QAccessible.Role.Separator, translate("BoardAccessibility", "Window size grip")
        )
    return None


def install(board_class: type[QWidget]) -> None:
    """Make Qt build ``BoardAccessible`` for every widget of ``board_class`` (the factory is installed
    once per process)."""
    global _board_classes
    if not _board_classes:
        QAccessible.installFactory(_factory)
    if board_class not in _board_classes:
        _board_classes = (*_board_classes, board_class)


def announce(view: Board, text: str, *, assertive: bool = False) -> None:
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
