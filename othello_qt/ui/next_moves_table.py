"""The database's next moves from the board's position, as WZebra's database window shows them: a
table of each move played there (on the board as it is shown, whatever the symmetry the games
reached it in), its games, Black's score in per cent and Black's average final margin, with the
engine's value of the move beside it when the hints have valued it.

It was a paragraph under the games (issue 46, item 10: "one long paragraph that squeezes the
table"); a table reads at a glance and sorts by any column.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QLocale, Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QStyleOptionHeader,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from othello_qt.core.database import NextMove
from othello_qt.core.translatable import QT_TRANSLATE_NOOP
from othello_qt.ui.board_state import Hints
from othello_qt.ui.i18n import number_text, translate
from othello_qt.ui.text_parts import score_text

NEXT_COLUMNS = (
    QT_TRANSLATE_NOOP("NextMoves", "Move"),
    QT_TRANSLATE_NOOP("NextMoves", "Games"),
    QT_TRANSLATE_NOOP("NextMoves", "Black %"),
    QT_TRANSLATE_NOOP("NextMoves", "Margin"),
    QT_TRANSLATE_NOOP("NextMoves", "Engine"),
)
"""The table's columns by their English names: ``Engine`` is the hints' value of the move, if known."""
MOVE, GAMES, PERCENT, MARGIN, ENGINE = range(len(NEXT_COLUMNS))
ROW_PADDING = 8
"""Pixels a row has above its text's height: rows as tight as a list's, more of them in view."""
_RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
_KEY = Qt.ItemDataRole.UserRole
NO_HINTS = "—"
"""The Engine column's cell while the hints are off (its tooltip says how to turn them on)."""


def hints_off_text() -> str:
    """The Engine column's tooltip: what it shows, and that the hints fill it."""
    return translate(
        "NextMoves",
        "The engine's value of each move for the side to move, as the hints show it on the board: "
        "turn on View ▸ Show hints (Ctrl+H) to see the engine's values",
    )


class _Item(QTableWidgetItem):
    """A cell that sorts by its number (``UserRole``), not its text (``+10`` before ``+9``)."""

    def __init__(self, text: str, key: float | str) -> None:
        super().__init__(text)
        self.setData(_KEY, key)
        self.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
        if not isinstance(key, str):
            self.setTextAlignment(_RIGHT)

    def __lt__(self, other: QTableWidgetItem) -> bool:
        mine, theirs = self.data(_KEY), other.data(_KEY)
        if type(mine) is not type(theirs):
            return str(mine) < str(theirs)
        return mine < theirs


def end_move_text() -> str:
    """The row of the games that ended in the board's position."""
    return translate("NextMoves", "end", "the games that ended in the board's position: no next move")


def tenths_text(value: float, signed: bool = False) -> str:
    """A number to a tenth, as the player's language writes it: ``47.9``, ``49.0``; ``signed``
    adds ``+`` to a positive one (``+5.3``) and never writes ``-0.0``."""
    tenths = round(value, 1) or 0.0
    text = QLocale().toString(tenths, "f", 1)
    return f"+{text}" if signed and tenths > 0 else text


class SortArrowHeader(QHeaderView):
    """A table's column header whose arrow points up for an ascending order (A to Z, oldest first)
    and down for a descending one.  Qt draws the other way round (its ascending is ``SortDown``): a
    new-user trial saw ▲ on Year with the newest games first."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.setSectionsClickable(True)
        self.setHighlightSections(True)

    def initStyleOptionForIndex(self, option: QStyleOptionHeader, logicalIndex: int) -> None:
        super().initStyleOptionForIndex(option, logicalIndex)
        if option.sortIndicator == QStyleOptionHeader.SortIndicator.SortDown:
            option.sortIndicator = QStyleOptionHeader.SortIndicator.SortUp
        elif option.sortIndicator == QStyleOptionHeader.SortIndicator.SortUp:
            option.sortIndicator = QStyleOptionHeader.SortIndicator.SortDown


class NextMovesTable(QTableWidget):
    """The next moves of the games that reached the board's position (``show_moves``)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, len(NEXT_COLUMNS), parent)
        self.setHorizontalHeader(SortArrowHeader(self))
        self.setHorizontalHeaderLabels([translate("NextMoves", name) for name in NEXT_COLUMNS])
        self.setAccessibleName(translate("NextMoves", "Next moves in the database"))
        self.setToolTip(
            translate(
                "NextMoves",
                "Each move played from the board's position by the database's games that reached it "
                "(in any move order and any symmetry, shown on the board as it is): how many games, "
                "Black's score in per cent (a draw counts half), Black's average final margin, and "
                "the engine's value of the move for the side to move, as the hints show it on the board",
            )
        )
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.verticalHeader().hide()
        self.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + ROW_PADDING)
        self.horizontalHeaderItem(ENGINE).setToolTip(hints_off_text())
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)  # five short columns share the width
        self.setSortingEnabled(True)
        self.sortByColumn(GAMES, Qt.SortOrder.DescendingOrder)
        self._moves: list[NextMove] = []
        self._hints: Hints | None = None
        self.empty_label = QLabel(self.viewport())
        """Said in the table's place while it has no rows: why (no database open, no game reached the
        position); a blank table looked broken to a new user."""
        self.empty_label.setWordWrap(True)
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty_label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self.empty_label.setContentsMargins(8, 8, 8, 8)
        self.empty_label.hide()

    def show_moves(self, moves: Sequence[NextMove], hints: Hints | None = None, empty: str = "") -> None:
        """The table holds ``moves``, with the values of ``hints`` (of the same position) beside them;
        ``empty`` is said in its place if there are none."""
        self._moves, self._hints = list(moves), hints
        self.empty_label.setText(empty)
        self._fill()
        self._place_empty_label()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._place_empty_label()

    def _place_empty_label(self) -> None:
        label = self.empty_label
        label.setGeometry(self.viewport().rect())
        label.setVisible(not self._moves and bool(label.text()))

    def show_hints(self, hints: Hints | None) -> None:
        """The engine's values of the moves shown (hints of the board's position), or none."""
        self._hints = hints
        self._fill()

    def _fill(self) -> None:
        header = self.horizontalHeader()
        column, order = header.sortIndicatorSection(), header.sortIndicatorOrder()
        self.setSortingEnabled(False)  # rows filled in place, then sorted once
        self.setRowCount(len(self._moves))
        for row, entry in enumerate(self._moves):
            for col, item in enumerate(self._cells(entry)):
                self.setItem(row, col, item)
        self.setSortingEnabled(True)
        self.sortByColumn(column, order)

    def _cells(self, entry: NextMove) -> list[_Item]:
        move = entry.move
        # the games that ended here sort after the squares
        name = _Item(end_move_text(), "~") if move is None else _Item(str(move), str(move))
        known = not math.isnan(entry.black_percent)
        percent = round(entry.black_percent, 1) if known else -1.0
        margin = entry.average_margin if known else -99.0
        value, value_key = "", -999.0
        hints = self._hints
        if hints is not None and move is not None and move.square in hints.scores:
            value_key = float(hints.scores[move.square])
            value = score_text(value_key, hints.unit)
        engine = _Item(value, value_key)
        if hints is None:  # an empty column said nothing of why (a new-user trial)
            engine = _Item(NO_HINTS, value_key)
            engine.setToolTip(hints_off_text())
        return [
            name,
            _Item(number_text(entry.games), entry.games),
            _Item(tenths_text(percent) if known else "", percent),
            _Item(tenths_text(margin, signed=True) if known else "", margin),
            engine,
        ]

    def moves_shown(self) -> list[tuple[str, ...]]:
        """The table's text, row by row as shown (for tests and the accessibility check)."""
        return [
            tuple(self.item(row, col).text() for col in range(self.columnCount()))
            for row in range(self.rowCount())
        ]
