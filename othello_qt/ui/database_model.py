"""The games of a whole database (``core.database.Database``: one array a column) as a Qt table model.

The model never makes an object a game: it keeps the rows shown as one numpy array (the database's
``select`` mask, the games that reached the board's position, in the order of the column sorted
by), and ``data`` reads the few cells the view paints from the columns.  127,475 games filter and
sort in a few milliseconds, with no Python work a row.
"""

from __future__ import annotations

import dataclasses

import numpy as np
from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, Qt

from othello_qt.core.bitboard import PASS_SQUARE
from othello_qt.core.database import Database
from othello_qt.core.game_database import GameFilter
from othello_qt.core.game_record import DatabaseGame
from othello_qt.core.game_replay import NO_MOVE, named_openings
from othello_qt.core.position_index import Reached, move_after
from othello_qt.core.translatable import QT_TRANSLATE_NOOP
from othello_qt.ui.i18n import translate
from othello_qt.ui.player_words import opening_title
from othello_qt.ui.result_words import recorded_result_text

COLUMNS = (
    QT_TRANSLATE_NOOP("GamesDatabase", "Black"),
    QT_TRANSLATE_NOOP("GamesDatabase", "White"),
    QT_TRANSLATE_NOOP("GamesDatabase", "Score"),
    QT_TRANSLATE_NOOP("GamesDatabase", "Year"),
    QT_TRANSLATE_NOOP("GamesDatabase", "Tournament"),
    QT_TRANSLATE_NOOP("GamesDatabase", "Opening"),
    QT_TRANSLATE_NOOP("GamesDatabase", "Moves"),
    QT_TRANSLATE_NOOP("GamesDatabase", "Next"),
)
"""The table's columns, by their English names (the header shows ``translate("GamesDatabase", name)``);
``Next`` (the move played in the board's position) fills while the table shows the games that
reached it."""
SCORE, YEAR, MOVES, NEXT = (COLUMNS.index(name) for name in ("Score", "Year", "Moves", "Next"))
OPENING = COLUMNS.index("Opening")
_DATABASE_COLUMNS = {
    "Black": "black",
    "White": "white",
    "Score": "score",
    "Year": "year",
    "Tournament": "tournament",
}
"""The columns the database sorts itself (``Database.sort_order``)."""
_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)


def end_text() -> str:
    """The Next column of a game that ended in the board's position."""
    return translate("GamesDatabase", "end", "the game ended in the board's position: no next move")


def opening_numbers(part: str) -> np.ndarray:
    """The numbers (``Database.opening``) of the openings with ``part`` in one of their names, in
    English (as files and books write them) or in the player's language, case-blind."""
    folded = part.casefold()
    return np.array(
        [
            number
            for number, opening in enumerate(named_openings())
            if folded in opening.full_name.casefold() or folded in opening_title(opening).casefold()
        ],
        dtype=np.int32,
    )


class GamesModel(QAbstractTableModel):
    """The games of a ``Database`` that pass the filter, in the chosen order."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.database: Database | None = None
        self.rows = np.zeros(0, dtype=np.int64)
        """The games shown, row by row: indexes into the database's columns."""
        self.keep: np.ndarray | None = None
        """The filter's mask over every game (without the board's position)."""
        self._next: np.ndarray | None = None
        """While the games that reached the board's position are shown: each game's next square."""
        self._moves: np.ndarray | None = None
        self._wanted = GameFilter()
        self._reached: Reached | None = None
        self._sort: tuple[int, Qt.SortOrder] | None = None

    def set_database(self, database: Database | None) -> None:
        self.database = database
        self._reached = None
        self._moves = None
        self._refilter()

    def set_filter(self, wanted: GameFilter, reached: Reached | None) -> None:
        """Keep the games ``wanted`` picks; with ``reached``, only those, with their next moves."""
        self._wanted = wanted
        self._reached = reached
        self._refilter()

    def _refilter(self) -> None:
        self.beginResetModel()
        database = self.database
        if database is None:
            self.rows, self.keep, self._next = np.zeros(0, dtype=np.int64), None, None
        else:
            wanted = self._wanted
            # the opening matched in either language: by the names here, not only the core's English ones
            keep = database.select(dataclasses.replace(wanted, opening=None))
            if wanted.opening is not None:
                keep &= np.isin(database.opening, opening_numbers(wanted.opening))
            self.keep = keep
            if self._reached is None:
                self._next = None
                self.rows = np.flatnonzero(keep)
            else:
                games = self._reached.games
                self._next = np.full(len(database), NO_MOVE, dtype=np.uint8)
                self._next[games] = self._reached.next_squares
                self.rows = games[keep[games]].astype(np.int64)
            self._order()
        self.endResetModel()

    def _order(self) -> None:
        """``rows`` in the chosen order (database order if none), by the database's own sort."""
        database = self.database
        if database is None or self._sort is None:
            self.rows = np.sort(self.rows)
            return
        column, order = self._sort
        descending = order == Qt.SortOrder.DescendingOrder
        name = COLUMNS[column]
        if name in _DATABASE_COLUMNS:
            self.rows = database.sort_order(_DATABASE_COLUMNS[name], self.rows, descending)
            return
        if name == "Opening":  # by the name shown, in the player's language
            titles = [translate("Openings", opening.name).casefold() for opening in named_openings()]
            ranks = np.empty(len(titles) + 1, dtype=np.int64)
            ranks[np.argsort(np.array(titles, dtype=str), kind="stable")] = np.arange(len(titles))
            ranks[-1] = -1  # no named opening: first, as an empty text
            key = ranks[database.opening[self.rows]]
        elif name == "Moves":
            key = self.move_counts()[self.rows]
        else:
            key = (np.zeros(len(database), np.int64) if self._next is None else self._next)[self.rows]
        key = key.astype(np.int64)
        self.rows = self.rows[np.argsort(-key if descending else key, kind="stable")]

    def move_counts(self) -> np.ndarray:
        """Each game's moves, passes not counted (once a database)."""
        if self._moves is None:
            assert self.database is not None
            moves = self.database.index.moves
            passes = np.searchsorted(moves.offsets, np.flatnonzero(moves.played == PASS_SQUARE), "right") - 1
            self._moves = np.diff(moves.offsets) - np.bincount(passes, minlength=len(self.database))
        return self._moves

    def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008 (Qt's signature)
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole):
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return translate("GamesDatabase", COLUMNS[section])
        return None

    def game_at(self, row: int) -> DatabaseGame:
        assert self.database is not None
        return self.database.game(int(self.rows[row]))

    def data(self, index: QModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or self.database is None:
            return None
        number = int(self.rows[index.row()])
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self._text(number, column)
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (SCORE, YEAR, MOVES):
            return _RIGHT
        if role == Qt.ItemDataRole.ToolTipRole:
            database = self.database
            file = database.sources[int(database.source[number])].path
            return translate("GamesDatabase", "{black} – {white}, {score}: {file}, record {number}").format(
                black=self._text(number, 0),
                white=self._text(number, 1),
                score=self._text(number, SCORE),
                file=file.replace("\\", "/").rsplit("/", 1)[-1],
                number=int(database.record[number]),
            )
        return None

    def _text(self, number: int, column: int) -> str:
        database = self.database
        assert database is not None
        match COLUMNS[column]:
            case "Black":
                return database.players[database.black[number]]
            case "White":
                return database.players[database.white[number]]
            case "Score":
                score = float(database.score[number])
                return recorded_result_text(None if np.isnan(score) else score)
            case "Year":
                year = int(database.year[number])
                return str(year) if year else ""
            case "Tournament":
                return database.tournaments[database.tournament[number]]
            case "Opening":
                opening = int(database.opening[number])
                return "" if opening < 0 else translate("Openings", named_openings()[opening].name)
            case "Moves":
                return str(int(self.move_counts()[number]))
        if self._next is None:
            return ""
        move = move_after(int(self._next[number]))
        return end_text() if move is None else str(move)

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """By ``column``; a column below 0 is the database's order."""
        self._sort = (column, order) if column >= 0 else None
        if self.database is None:
            return
        self.layoutAboutToBeChanged.emit()
        self._order()
        self.layoutChanged.emit()
