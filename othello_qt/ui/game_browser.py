"""The games database window: a WTHOR or GGF file's games in a table, filtered by player, tournament,
year and opening, sorted by any column, and the games that reached the board's position.

The file is read in a thread of its own (``core.game_database.load_database``), with progress and a
Cancel button, so a file of a hundred thousand games never blocks the window.  It stands beside the
board (``browser_dock``), never over it.  A game opened from the table (double-click or Enter) goes to
the main window as an opened file does (``FileCommands``), with its players' names: the game it
replaces is kept for Undo, and it can be browsed, reviewed and analysed like any other.  A result is
said as the board's banner says it (``status_text.result_text``: the rules' count, empties to the
winner).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QIntValidator, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QCompleter,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from othello_qt.core.game import Game
from othello_qt.core.game_database import GameDatabase, GameFilter
from othello_qt.core.game_record import DatabaseGame
from othello_qt.core.notation import move_count
from othello_qt.core.openings import OPENINGS
from othello_qt.core.position import Position
from othello_qt.core.position_index import NO_MOVE, Reached, move_after
from othello_qt.core.translatable import QT_TRANSLATE_NOOP
from othello_qt.ui import file_dialogs
from othello_qt.ui.browser_dock import BrowserDock
from othello_qt.ui.games_file_loader import GamesFileLoader
from othello_qt.ui.i18n import number_text, translate
from othello_qt.ui.result_words import recorded_result_text
from othello_qt.ui.status_text import join_list, opening_title
from othello_qt.ui.window_commands import WindowCommands, WindowParts, command_action


def open_filter() -> str:
    """The file dialog's choices of files, in the player's language."""
    return ";;".join(
        (
            translate("GamesDatabase", "Games databases ({patterns})").format(
                patterns="*.wtb *.WTB *.ggf *.GGF"
            ),
            translate("GamesDatabase", "WTHOR games ({patterns})").format(patterns="*.wtb *.WTB"),
            translate("GamesDatabase", "GGF games ({patterns})").format(patterns="*.ggf"),
            translate("GamesDatabase", "All files ({patterns})").format(patterns="*"),
        )
    )


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
FILTER_DELAY_MS = 200
"""Typing in a filter field waits this long for the next key before the table is filtered again."""


def opening_names() -> dict[str, str]:
    """Each opening (by its English name) -> all its names, in English (as files and books write
    them) and in the player's language, folded for a case-blind search: what the opening filter reads."""
    return {o.name: f"{o.full_name}\n{opening_title(o)}".casefold() for o in OPENINGS}


def end_text() -> str:
    """The Next column of a game that ended in the board's position."""
    return translate("GamesDatabase", "end", "the game ended in the board's position: no next move")


class GamesModel(QAbstractTableModel):
    """The games of a ``GameDatabase`` that pass the filter, in the chosen order."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.database: GameDatabase | None = None
        self._rows: list[int] = []
        self._next: dict[int, int] = {}
        self._wanted = GameFilter()
        self._reached: Reached | None = None
        self._sort: tuple[int, Qt.SortOrder] | None = None

    def set_database(self, database: GameDatabase | None) -> None:
        self.database = database
        self._reached = None
        self._refilter()

    def set_filter(self, wanted: GameFilter, reached: Reached | None) -> None:
        """Keep the games ``wanted`` picks; with ``reached``, only those and their next moves."""
        self._wanted = wanted
        self._reached = reached
        self._refilter()

    def _refilter(self) -> None:
        self.beginResetModel()
        database = self.database
        if database is None:
            self._rows, self._next = [], {}
        else:
            if self._reached is None:
                candidates = range(len(database.games))
                self._next = {}
            else:
                self._next = dict(
                    zip(self._reached.games.tolist(), self._reached.next_squares.tolist(), strict=True)
                )
                candidates = self._next.keys()
            games, openings, wanted = database.games, database.openings, self._wanted
            # the opening matched in either language: by the names here, not the core's English ones
            records = dataclasses.replace(wanted, opening=None)
            part = None if wanted.opening is None else wanted.opening.casefold()
            names = opening_names() if part is not None else {}
            self._rows = [
                i
                for i in candidates
                if records.matches_opening(games[i], openings[i])
                and (part is None or (openings[i] is not None and part in names[openings[i].opening.name]))
            ]
            if self._sort is not None:
                self._rows.sort(key=self._sort_key(self._sort[0]), reverse=self._descending())
        self.endResetModel()

    def _descending(self) -> bool:
        return self._sort is not None and self._sort[1] == Qt.SortOrder.DescendingOrder

    def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008 (Qt's signature)
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole):
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return translate("GamesDatabase", COLUMNS[section])
        return None

    def game_at(self, row: int) -> DatabaseGame:
        assert self.database is not None
        return self.database.games[self._rows[row]]

    def data(self, index: QModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or self.database is None:
            return None
        number = self._rows[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self._text(number, column)
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (SCORE, YEAR, MOVES):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole:
            game = self.database.games[number]
            return translate("GamesDatabase", "{black} – {white}, {score}: record {number}").format(
                black=game.black, white=game.white, score=recorded_result_text(game.score), number=game.number
            )
        return None

    def _text(self, number: int, column: int) -> str:
        assert self.database is not None
        game = self.database.games[number]
        match COLUMNS[column]:
            case "Black":
                return game.black
            case "White":
                return game.white
            case "Score":
                return recorded_result_text(game.score)
            case "Year":
                return "" if game.year is None else str(game.year)
            case "Tournament":
                return game.tournament
            case "Opening":
                reached = self.database.openings[number]
                return "" if reached is None else translate("Openings", reached.opening.name)
            case "Moves":
                return str(move_count(game.moves))
        square = self._next.get(number)
        if square is None:
            return ""
        move = move_after(square)
        return end_text() if move is None else str(move)

    def _sort_key(self, column: int) -> Callable[[int], object]:
        """Rows sort by the value shown; a missing year or score sorts first, as an empty text does."""
        assert self.database is not None
        games, openings = self.database.games, self.database.openings
        if column == SCORE:
            return lambda i: (games[i].score is not None, games[i].score or 0.0)
        if column == YEAR:
            return lambda i: games[i].year or 0
        if column == MOVES:
            return lambda i: move_count(games[i].moves)
        if column == NEXT:
            return lambda i: self._next.get(i, NO_MOVE)
        if column == OPENING:  # by the name shown
            names = {o.name: translate("Openings", o.name).casefold() for o in OPENINGS}
            return lambda i: "" if openings[i] is None else names[openings[i].opening.name]
        return lambda i: self._text(i, column).casefold()

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """By ``column``; a column below 0 is the file's order."""
        self._sort = (column, order) if column >= 0 else None
        if self.database is None:
            return
        self.layoutAboutToBeChanged.emit()
        if self._sort is None:
            self._rows.sort()
        else:
            self._rows.sort(key=self._sort_key(column), reverse=self._descending())
        self.layoutChanged.emit()


class GameBrowser(QWidget):
    """The games database window's content (in a dock beside the game: ``browser_dock``)."""

    gameChosen = Signal(object)
    """A ``DatabaseGame`` to open in the main window."""
    otherFileWanted = Signal()
    """The player asked to read another games file into this window."""
    closeRequested = Signal()
    """Close or Escape: the dock holding it closes."""

    def __init__(self, board_position: Callable[[], Position], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("GamesDatabase", "Games database"))
        self._board_position = board_position
        self._loader: GamesFileLoader | None = None
        self.model = GamesModel(self)
        self.file_label = QLabel(translate("GamesDatabase", "No games file open"), self)
        self.file_label.setWordWrap(True)
        self.progress = QProgressBar(self)
        self.progress.setAccessibleName(translate("GamesDatabase", "Reading the games file"))
        self.cancel_button = QPushButton(translate("GamesDatabase", "Cancel"), self)
        self.cancel_button.clicked.connect(self.cancel)
        self.player_field = self._field(
            translate("GamesDatabase", "Player"),
            translate("GamesDatabase", "part of Black's or White's name"),
        )
        self.tournament_field = self._field(
            translate("GamesDatabase", "Tournament"),
            translate("GamesDatabase", "part of the tournament's name"),
        )
        self.year_field = self._field(
            translate("GamesDatabase", "Year"), translate("GamesDatabase", "the year the games were played")
        )
        self.year_field.setValidator(QIntValidator(0, 9999, self))
        self.year_field.setMaximumWidth(80)
        self.opening_field = self._field(
            translate("GamesDatabase", "Opening"),
            translate("GamesDatabase", "part of the opening's name (Tiger, Rose…)"),
        )
        completer = QCompleter(sorted({translate("Openings", o.name) for o in OPENINGS}), self)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.setFilterMode(Qt.MatchFlag.MatchContains)
        self.opening_field.setCompleter(completer)
        self.reached_box = QCheckBox(
            translate("GamesDatabase", "Only games that reached the board's position"), self
        )
        self.reached_box.setToolTip(
            translate(
                "GamesDatabase", "Up to the board's symmetries; Next is the move each game played there"
            )
        )
        self.reached_box.toggled.connect(self.apply_filter)
        self.table = QTableView(self)
        self.table.setModel(self.model)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(-1, Qt.SortOrder.AscendingOrder)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.activated.connect(self._open_row)  # double-click, or Enter
        self.table.setAccessibleName(translate("GamesDatabase", "Games"))
        self.summary = QLabel("", self)
        self.summary.setWordWrap(True)
        self.open_button = QPushButton(translate("GamesDatabase", "Open game"), self)
        self.open_button.setToolTip(
            translate(
                "GamesDatabase", "Replay, review and analyse the chosen game in the main window (Enter)"
            )
        )
        self.open_button.clicked.connect(self.open_current)
        self.other_button = QPushButton(translate("GamesDatabase", "Other file…"), self)
        self.other_button.setToolTip(translate("GamesDatabase", "Open another games file in this window"))
        self.other_button.clicked.connect(self.otherFileWanted)
        self.close_button = QPushButton(translate("GamesDatabase", "Close"), self)
        self.close_button.clicked.connect(self.closeRequested)
        QShortcut(QKeySequence(Qt.Key.Key_Escape), self, self._escape)
        self._filter_timer = QTimer(self)
        self._filter_timer.setSingleShot(True)
        self._filter_timer.setInterval(FILTER_DELAY_MS)
        self._filter_timer.timeout.connect(self.apply_filter)
        for field in self._fields():
            field.textChanged.connect(self._filter_timer.start)
        self._layout()
        self._show_loading(False)

    def _field(self, name: str, tip: str) -> QLineEdit:
        """A filter field: ``name`` and ``tip`` in the player's language."""
        field = QLineEdit(self)
        field.setPlaceholderText(name)
        field.setToolTip(translate("GamesDatabase", "{field}: {tip}").format(field=name, tip=tip))
        field.setAccessibleName(name)
        field.setClearButtonEnabled(True)
        return field

    def _fields(self) -> tuple[QLineEdit, ...]:
        return (self.player_field, self.tournament_field, self.year_field, self.opening_field)

    def _layout(self) -> None:
        loading = QHBoxLayout()
        loading.addWidget(self.progress, 1)
        loading.addWidget(self.cancel_button)
        filters = QHBoxLayout()
        for field in self._fields():
            filters.addWidget(field, 0 if field is self.year_field else 1)
        bottom = QHBoxLayout()
        bottom.addWidget(self.summary, 1)
        bottom.addWidget(self.open_button)
        bottom.addWidget(self.other_button)
        bottom.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.file_label)
        layout.addLayout(loading)
        layout.addLayout(filters)
        layout.addWidget(self.reached_box)
        layout.addWidget(self.table, 1)
        layout.addLayout(bottom)

    # --- loading ----------------------------------------------------------------------------------

    def load(self, path: Path) -> None:
        """Read ``path`` in the background (a file being read is dropped)."""
        self.cancel()
        self.model.set_database(None)
        self.file_label.setText(translate("GamesDatabase", "Reading {file}…").format(file=path.name))
        self.summary.clear()
        self.progress.setRange(0, 0)
        self._show_loading(True)
        loader = GamesFileLoader(path, self)
        loader.progressed.connect(self._on_progress)
        loader.loaded.connect(self._on_loaded)
        loader.failed.connect(self._on_failed)
        self._loader = loader
        loader.start()

    @Slot()
    def _escape(self) -> None:
        """Escape stops a reading under way, else closes the window, as in a dialog."""
        if self._loader is not None:
            self.cancel()
        else:
            self.closeRequested.emit()

    def cancel(self) -> None:
        """Stop reading; the table keeps nothing of the file."""
        loader, self._loader = self._loader, None
        if loader is None:
            return
        loader.stop.set()
        for signal in (loader.progressed, loader.loaded, loader.failed):
            signal.disconnect()
        self.file_label.setText(
            translate("GamesDatabase", "Reading {file} was cancelled").format(file=loader.path.name)
        )
        self._show_loading(False)

    def _show_loading(self, on: bool) -> None:
        self.progress.setVisible(on)
        self.cancel_button.setVisible(on)

    @property
    def loading(self) -> bool:
        return self._loader is not None

    @Slot(int, int)
    def _on_progress(self, done: int, total: int) -> None:
        if total:
            self.progress.setRange(0, total)
            self.progress.setValue(min(done, total))
        self.progress.setFormat(translate("GamesDatabase", "%Ln record(s) read", None, done))
        self.progress.setTextVisible(True)

    @Slot(object)
    def _on_loaded(self, database: GameDatabase) -> None:
        self._loader = None
        self._show_loading(False)
        self.model.set_database(database)
        # names as wide as the first games' need (Qt measures at most 1,000 rows), not equal shares
        self.table.resizeColumnsToContents()
        text = translate("GamesDatabase", "{file}: %Ln game(s)", None, len(database.games)).format(
            file=database.path.name
        )
        first = database.first_skipped
        if first is not None:  # the reason is the reader's own technical words
            skipped = translate(
                "GamesDatabase",
                "%Ln record(s) skipped, not games (first: record {number}: {reason})",
                None,
                database.skipped,
            ).format(number=first.number, reason=first.reason)
            text = translate("GamesDatabase", "{games}; {skipped}").format(games=text, skipped=skipped)
        self.file_label.setText(text)
        self.apply_filter()

    @Slot(str)
    def _on_failed(self, message: str) -> None:
        self._loader = None
        self._show_loading(False)
        self.file_label.setText(
            translate("GamesDatabase", "Cannot read the games file:\n{error}").format(error=message)
        )

    # --- filtering --------------------------------------------------------------------------------

    def current_filter(self) -> GameFilter:
        def text(field: QLineEdit) -> str | None:
            return field.text().strip() or None

        year = text(self.year_field)
        return GameFilter(
            text(self.player_field),
            text(self.tournament_field),
            int(year) if year is not None else None,
            text(self.opening_field),
        )

    @Slot()
    def apply_filter(self) -> None:
        self._filter_timer.stop()
        database = self.model.database
        if database is None:
            return
        reached = None
        if self.reached_box.isChecked():
            reached = database.index.games_reaching(self._board_position())
        self.model.set_filter(self.current_filter(), reached)
        self._summarise(database, reached)

    @Slot()
    def board_changed(self) -> None:
        """The main window's board shows another position: the games that reached it follow."""
        if self.reached_box.isChecked() and self.model.database is not None:
            self.apply_filter()

    def _summarise(self, database: GameDatabase, reached: Reached | None) -> None:
        shown, total = self.model.rowCount(), len(database.games)
        if reached is None or not shown:  # no game reached it: no next moves to list
            text = translate("GamesDatabase", "{shown} of %Ln game(s)", None, total).format(
                shown=number_text(shown)
            )
        else:
            text = translate(
                "GamesDatabase", "{shown} of %Ln game(s) reached this position; {next_moves}", None, total
            )
            text = text.format(shown=number_text(shown), next_moves=next_moves_text(self.model, shown))
        self.summary.setText(text)
        self.open_button.setEnabled(shown > 0)

    # --- opening a game ---------------------------------------------------------------------------

    @Slot(QModelIndex)
    def _open_row(self, index: QModelIndex) -> None:
        if index.isValid():
            self.gameChosen.emit(self.model.game_at(index.row()))

    @Slot()
    def open_current(self) -> None:
        self._open_row(self.table.currentIndex())


def next_moves_text(model: GamesModel, rows: int) -> str:
    """``next: d3 (12 games, Black won 7, White won 4, 1 drawn), c5 (1 game, White won 1)``: each next
    move, its games, and how they ended (a count of none is left unsaid)."""
    counts: dict[str, list[int]] = {}
    for row in range(rows):
        move = model.data(model.index(row, NEXT))
        score = model.game_at(row).score
        entry = counts.setdefault(move or end_text(), [0, 0, 0, 0])
        entry[0] += 1
        if score is not None:
            entry[1 if score > 0 else 2 if score < 0 else 3] += 1
    ranked = sorted(counts.items(), key=lambda item: -item[1][0])
    parts = []
    for move, (games, black, white, drawn) in ranked:
        results = join_list(
            [
                translate("GamesDatabase", "Black won {won}").format(won=number_text(black)) if black else "",
                translate("GamesDatabase", "White won {won}").format(won=number_text(white)) if white else "",
                translate("GamesDatabase", "{drawn} drawn").format(drawn=number_text(drawn)) if drawn else "",
            ]
        )
        if results:
            each = translate("GamesDatabase", "{move} (%Ln game(s), {results})", None, games)
        else:
            each = translate("GamesDatabase", "{move} (%Ln game(s))", None, games)
        parts.append(each.format(move=move, results=results))
    return translate("GamesDatabase", "next: {moves}").format(moves=join_list(parts))


def database_game(game: DatabaseGame) -> Game:
    """A database game as the window plays it."""
    return Game(game.start, list(game.moves))


class DatabaseCommands(WindowCommands):
    """Open games database… and the window it opens; a game chosen there is loaded through ``load``."""

    def __init__(
        self,
        parts: WindowParts,
        load: Callable[[Game, tuple[str, str], str], None],
        relayout: Callable[[], None],
    ) -> None:
        """``relayout``: lay the board and panel out again (the dock took or gave back room)."""
        super().__init__(parts)
        self._load = load
        self._relayout = relayout
        self.browser: GameBrowser | None = None
        self.dock: BrowserDock | None = None
        self.open_action = command_action(
            parts.window,
            translate("GamesDatabase", "Open games &database…"),
            self.ask_open,
            QKeySequence("Ctrl+Shift+O"),
        )

    def window(self) -> GameBrowser:
        """The games database window (made on first use, docked beside the board)."""
        if self.browser is None:
            browser = GameBrowser(lambda: self.controller.position)
            browser.gameChosen.connect(self.open_game)
            browser.otherFileWanted.connect(self.choose_file)
            self.controller.stateChanged.connect(browser.board_changed)
            self.dock = BrowserDock(browser, self._window, browser.cancel, self._relayout)
            browser.closeRequested.connect(self.dock.close)
            self.browser = browser
        return self.browser

    def room_left(self, width: int, height: int) -> tuple[int, int]:
        """A window of ``width`` x ``height``'s room for the board and panel: less what the docked
        games window takes (``BrowserDock.docked_size``)."""
        taken = (0, 0) if self.dock is None else self.dock.docked_size()
        return width - taken[0], height - taken[1]

    @Slot()
    def ask_open(self) -> None:
        """The games database window shown if it is open (floating, it comes forward: without a task
        bar it was lost behind the game), else a games file to open in it."""
        browser = self.browser
        if browser is None or not browser.isVisible():
            self.choose_file()
            return
        assert self.dock is not None
        self.dock.open_beside()
        browser.table.setFocus()

    @Slot()
    def choose_file(self) -> None:
        """A games file to read into the window (the chooser over the window if it is open)."""
        browser = self.browser
        path = file_dialogs.open_file_name(
            browser if browser is not None and browser.isVisible() else self._window,
            translate("GamesDatabase", "Open games database"),
            self.settings.last_directory,
            open_filter(),
        )
        if path:
            self.open_path(Path(path))

    def open_path(self, path: Path) -> GameBrowser:
        self.settings.last_directory = str(path.parent)
        browser = self.window()
        assert self.dock is not None
        self.dock.open_beside()
        browser.load(path)
        return browser

    def close_window(self) -> None:
        """Close the games database window (a file being read is dropped)."""
        if self.dock is not None:
            self.dock.close()

    @Slot(object)
    def open_game(self, game: DatabaseGame) -> None:
        source = f"{game.black} – {game.white}" + (f", {game.year}" if game.year else "")
        self._load(database_game(game), (game.black, game.white), source)

    def shutdown(self) -> None:
        """The main window closes: so does the games window (a file being read is dropped)."""
        self.close_window()
