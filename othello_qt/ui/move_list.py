"""The move list: standard notation in Black/White columns; clicking a move shows that position.

Each move carries its number as Othello players count them (``notation.move_numbers``: 1..60, one
per disc placed, passes unnumbered), the number every other text of the window uses too.

Reviewed moves carry their verdict as a symbol (``c3 ?``, ``c3 ??``) and a colour, so the marks read
without colour too; their tooltips say why, and what the open games database says of them.  Tab
leaves the list; the arrow keys, Home and End move between its cells (reading the moves changes
nothing), Enter or a click shows the position after a move, and a square typed here (``c4``) is a
move for the board.
"""

from __future__ import annotations

from PySide6.QtCore import QItemSelectionModel, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QKeyEvent
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableWidget, QTableWidgetItem, QWidget

from othello_qt.core.notation import move_numbers
from othello_qt.core.position import BLACK, WHITE, Color, Move
from othello_qt.core.review import Verdict
from othello_qt.ui.i18n import color_name, translate
from othello_qt.ui.themes import VERDICT_COLORS
from othello_qt.ui.typed_square import TypedSquare

PLY_ROLE = Qt.ItemDataRole.UserRole + 1


class MoveList(QTableWidget):
    plyRequested = Signal(int)
    """Number of moves from the start whose position the user wants to see."""
    squareTyped = Signal(int)
    """A square typed while the list has the keyboard (``c4``): the player's move."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, 2, parent)
        self.setHorizontalHeaderLabels([color_name(BLACK), color_name(WHITE)])
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.verticalHeader().setDefaultSectionSize(22)
        self.verticalHeader().hide()  # its row numbers would count pairs: each move shows its own number
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        # reached with Tab (a click leaves the keyboard with the board); Enter shows the move's position
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.setTabKeyNavigation(False)  # Tab goes on to the next control, never round the cells
        self._typed = TypedSquare()
        self.setAlternatingRowColors(True)
        self.cellClicked.connect(self._clicked)
        self.activated.connect(lambda index: self._clicked(index.row(), index.column()))
        self._moves: tuple[Move, ...] = ()
        self._redo: tuple[Move, ...] = ()
        self._numbers: tuple[int | None, ...] = ()
        self._ply = 0
        self._marks: dict[int, tuple[Verdict, str]] = {}
        self._notes: dict[int, str] = {}
        """What the open games database says of each reviewed move, by ply: under the mark's tooltip."""
        self._current: QTableWidgetItem | None = None
        self._next: QTableWidgetItem | None = None
        """The cell of the move Redo would play (a marked mistake, when stepping through them)."""

    def set_history(self, first: Color, played: tuple[Move, ...], redo: tuple[Move, ...]) -> None:
        """Show the played moves, then the undone ones (greyed) that redo would replay."""
        self._moves, self._redo, self._ply = played, redo, len(played)
        moves = played + redo
        self._numbers = move_numbers(moves)
        offset = 0 if first is BLACK else 1
        rows = (len(moves) + offset + 1) // 2
        self.blockSignals(True)
        self.clearContents()
        self.setRowCount(rows)
        current_item = self._next = None
        grey = QColor(self.palette().color(self.palette().ColorRole.Text))
        grey.setAlpha(110)
        for index, move in enumerate(moves):
            slot = index + offset
            item = QTableWidgetItem()
            item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            item.setData(PLY_ROLE, index + 1)
            self._show_mark(item, move)
            if index == len(played):
                self._next = item
            if index >= len(played):
                item.setForeground(grey)
                font = QFont(item.font())
                font.setItalic(True)
                item.setFont(font)
            if index + 1 == len(played):
                font = QFont(item.font())
                font.setBold(True)
                item.setFont(font)
                current_item = item
            self.setItem(slot // 2, slot % 2, item)
        self.clearSelection()
        self._current = current_item
        if current_item is not None:
            current_item.setSelected(True)
            # the arrow keys go on from the move shown (after Enter too: the rows were rebuilt)
            self.setCurrentItem(current_item, QItemSelectionModel.SelectionFlag.NoUpdate)
        self.blockSignals(False)
        self.show_current()
        QTimer.singleShot(0, self, self.show_current)  # again once the new rows are laid out

    def sizeHint(self) -> QSize:
        """Four rows: the panel asks for no more, so a low window (800×600) shows everything below
        the list without scrolling; the list's stretch gives it the rest of the height."""
        rows = 4 * self.verticalHeader().defaultSectionSize()
        return QSize(super().sizeHint().width(), self.horizontalHeader().sizeHint().height() + rows + 4)

    def current_item(self) -> QTableWidgetItem | None:
        """The cell of the move that led to the position shown (``None`` at the start)."""
        return self._current

    def show_current(self) -> None:
        """Scroll so the current move is wholly in view (the newest rows at the bottom, whole), and
        the move after it, which the position shown leads to."""
        item = self._current
        if self._next is not None:
            self.scrollToItem(self._next, QAbstractItemView.ScrollHint.EnsureVisible)
        if item is None:
            self.scrollToTop()
        elif item.row() == self.rowCount() - 1:
            self.scrollToBottom()
        else:
            self.scrollToItem(item, QAbstractItemView.ScrollHint.EnsureVisible)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.show_current()

    def set_marks(self, marks: dict[int, tuple[Verdict, str]]) -> None:
        """The review's verdicts by ply (1 = the first move), each with a note for its tooltip;
        moves not in ``marks`` show plain."""
        if marks == self._marks:
            return
        self._marks = dict(marks)
        self._show_marks()

    def set_notes(self, notes: dict[int, str]) -> None:
        """The games database's word on each reviewed move, by ply, in its tooltip (after the mark's)."""
        if notes == self._notes:
            return
        self._notes = dict(notes)
        self._show_marks()

    def _show_marks(self) -> None:
        moves = self._moves + self._redo
        for row in range(self.rowCount()):
            for column in range(2):
                item = self.item(row, column)
                if item is not None:
                    self._show_mark(item, moves[int(item.data(PLY_ROLE)) - 1])

    def _show_mark(self, item: QTableWidgetItem, move: Move) -> None:
        ply = int(item.data(PLY_ROLE))
        verdict, note = self._marks.get(ply, (Verdict.GOOD, ""))
        number = self._numbers[ply - 1] if ply <= len(self._numbers) else None
        text = translate("MoveList", "pass") if number is None else f"{number}. {move}"
        item.setToolTip("\n".join(part for part in (note, self._notes.get(ply, "")) if part))
        if verdict is Verdict.GOOD:
            item.setText(text)
            item.setData(Qt.ItemDataRole.BackgroundRole, None)
            return
        item.setText(f"{text} {verdict.symbol}")
        color = QColor(VERDICT_COLORS[verdict.word])
        color.setAlpha(90 if verdict is Verdict.BLUNDER else 60)
        item.setBackground(color)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Ctrl+Tab leaves the list as Tab does; file-and-rank keys make a move, not a search."""
        if event.key() in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
            backward = event.key() == Qt.Key.Key_Backtab or bool(
                event.modifiers() & Qt.KeyboardModifier.ShiftModifier
            )
            self.focusNextPrevChild(not backward)
            return
        taken, square = self._typed.key(event.text())
        if square is not None:
            self.squareTyped.emit(square)
        if not taken:
            super().keyPressEvent(event)

    def _clicked(self, row: int, column: int) -> None:
        item = self.item(row, column)
        if item is not None:
            self.plyRequested.emit(int(item.data(PLY_ROLE)))

    def text_rows(self) -> list[tuple[str, str]]:
        """The table as text (tests and accessibility)."""
        rows = []
        for row in range(self.rowCount()):
            cells = [self.item(row, c) for c in range(2)]
            rows.append(tuple(c.text() if c is not None else "" for c in cells))
        return rows  # type: ignore[return-value]
