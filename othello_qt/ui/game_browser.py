"""The games database pane: a whole database (a folder of WTHOR years and GGF collections, or files)
in a table, filtered by player, tournament, year, opening and result, sorted by any column, and the
games that reached the board's position; above them, the moves those games played next.

The database is opened in a thread of its own (``games_file_loader``: from its cached index, or read
and indexed), with progress and a Stop button, so the window never waits on it.  The table is a model
over the database's columns (``database_model``): 127,475 games are shown, filtered and sorted
without a widget or an object a game.  A game opened from the table (double-click or Enter) goes to
the main window as an opened file does, with its players' names.  The next-move table
(``next_moves_table``) follows the board: while playing, browsing or editing.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QModelIndex, QRegularExpression, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QKeySequence, QRegularExpressionValidator, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QCompleter,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from othello_qt.core.database import Database, SourceReport
from othello_qt.core.game_database import GameFilter, parse_years
from othello_qt.core.openings import OPENINGS
from othello_qt.core.position import Position
from othello_qt.ui.board_state import Hints
from othello_qt.ui.database_model import GamesModel
from othello_qt.ui.games_file_loader import GamesFileLoader
from othello_qt.ui.i18n import number_text, translate
from othello_qt.ui.next_moves_table import ROW_PADDING, NextMovesTable, SortArrowHeader

FILTER_DELAY_MS = 200
"""Typing in a filter field waits this long for the next key before the table is filtered again."""
SIZED_ROWS = 200
"""The rows the columns' widths are measured on (Qt's 1,000 took 0.36 s of the window's time)."""
REPORT_LINES = 6
"""The files' problems listed in the pane at most; all of them in its tooltip."""
MIN_LABEL_WIDTH = 40
"""The least width of the pane's wrapped texts: the pane shrinks to its buttons' width, and the
board takes the room back (a new-user trial: the docked pane would not shrink)."""
YEARS_TYPED = r"\s*[0-9]{0,4}\s*(?:(?:-|–|—|\.\.?)\s*[0-9]{0,4}\s*)?"
"""What the years field takes as it is typed: a year, or a range on its way (``parse_years``)."""


def result_choices() -> list[tuple[str, str | None]]:
    """The result filter's choices: its text in the player's language, ``GameFilter.result``."""
    return [
        (translate("GamesDatabase", "Any result"), None),
        (translate("GamesDatabase", "Black won"), "black"),
        (translate("GamesDatabase", "White won"), "white"),
        (translate("GamesDatabase", "Drawn"), "draw"),
    ]


def no_database_text() -> str:
    """What the next-move table says while no database is open."""
    return translate(
        "GamesDatabase", "No games database is open: open a folder of games files (or a file) above"
    )


def skipped_text(report: SourceReport) -> str:
    """A file's records that are not games, and why the first is not (the reader's own words)."""
    first = re.fullmatch(r"record (\d+): (.*)", report.first_skipped or "", re.DOTALL)
    number, reason = (first.group(1), first.group(2)) if first else ("?", report.first_skipped or "")
    return translate(
        "GamesDatabase",
        "%Ln record(s) skipped, not games (first: record {number}: {reason})",
        None,
        report.skipped,
    ).format(number=number, reason=reason)


def report_lines(database: Database) -> list[str]:
    """What went wrong with the database's files, a line each (none if nothing did)."""
    single = len(database.sources) == 1
    lines = []
    for report in database.sources:
        name = Path(report.path).name
        if report.error is not None:
            lines.append(
                translate("GamesDatabase", "Cannot read the games file:\n{error}").format(error=report.error)
            )
            continue
        problems = [*report.notes, *([skipped_text(report)] if report.skipped else [])]
        lines.extend(
            problem
            if single
            else translate("GamesDatabase", "{file}: {problem}").format(file=name, problem=problem)
            for problem in problems
        )
    return lines + list(database.notes)


class _ClickableLabel(QLabel):
    """A check box's words beside it: a click on them clicks the box."""

    clicked = Signal()

    def mouseReleaseEvent(self, event) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.rect().contains(event.position().toPoint()):
            self.clicked.emit()
        super().mouseReleaseEvent(event)


class GameBrowser(QWidget):
    """The games database pane's content (in a dock beside the game: ``browser_dock``)."""

    gameChosen = Signal(object)
    """A ``DatabaseGame`` to open in the main window."""
    otherFileWanted = Signal()
    """The player asked to open other games files in this pane."""
    folderWanted = Signal()
    """The player asked to open a folder of games files in this pane."""
    closeRequested = Signal()
    """Close or Escape: the dock holding it closes."""

    def __init__(
        self,
        board_position: Callable[[], Position],
        hints: Callable[[], Hints | None] = lambda: None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("GamesDatabase", "Games database"))
        self._board_position = board_position
        self._hints = hints
        self._loader: GamesFileLoader | None = None
        self._stale = False
        """The board moved while the pane was hidden: its next moves are worked out when shown."""
        self.model = GamesModel(self)
        self.file_label = QLabel(translate("GamesDatabase", "No games file open"), self)
        self.file_label.setWordWrap(True)
        self.file_label.setMinimumWidth(
            MIN_LABEL_WIDTH
        )  # a long word (a path) is cut, not the pane held wide
        self.file_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.report_label = QLabel("", self)
        self.report_label.setWordWrap(True)
        self.report_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.progress = QProgressBar(self)
        self.progress.setAccessibleName(translate("GamesDatabase", "Reading the games file"))
        self.cancel_button = QPushButton(translate("GamesDatabase", "Stop"), self)
        self.cancel_button.setToolTip(translate("GamesDatabase", "Stop reading the games database"))
        self.cancel_button.clicked.connect(self.cancel)
        self._make_filters()
        self.next_moves = NextMovesTable(self)
        self.next_moves.show_moves([], empty=no_database_text())
        self.next_label = QLabel(translate("GamesDatabase", "Next moves from the board's position"), self)
        self.next_label.setBuddy(self.next_moves)
        self.next_label.setWordWrap(True)
        self.next_label.setMinimumWidth(MIN_LABEL_WIDTH)
        self.next_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.table = self._make_table()
        for table in (self.next_moves, self.table):  # a header and a row or two at least
            table.setMinimumHeight(3 * table.verticalHeader().defaultSectionSize())
        self.summary = QLabel("", self)
        self.summary.setWordWrap(True)
        self.open_button = QPushButton(translate("GamesDatabase", "Open game"), self)
        self.open_button.setToolTip(
            translate(
                "GamesDatabase", "Replay, review and analyse the chosen game in the main window (Enter)"
            )
        )
        self.open_button.clicked.connect(self.open_current)
        self.folder_button = QPushButton(translate("GamesDatabase", "Open folder…"), self)
        self.folder_button.setToolTip(
            translate(
                "GamesDatabase",
                "Open a folder of games files (WTHOR years with their WTHOR.JOU and WTHOR.TRN, GGF "
                "collections) as the database; it is opened again at each start",
            )
        )
        self.folder_button.clicked.connect(self.folderWanted)
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

    def _make_filters(self) -> None:
        self.player_field = self._field(
            translate("GamesDatabase", "Player"),
            translate("GamesDatabase", "part of Black's or White's name"),
        )
        self.tournament_field = self._field(
            translate("GamesDatabase", "Tournament"),
            translate("GamesDatabase", "part of the tournament's name"),
        )
        self.year_field = self._field(
            translate("GamesDatabase", "Years"),
            translate(
                "GamesDatabase",
                "the year the games were played (2002), or a range of years: 1990–2000 (both included), "
                "1990– (and later), –2000 (and earlier)",
            ),
        )
        self.year_field.setPlaceholderText(translate("GamesDatabase", "Year or 1990–2000"))
        self.year_field.setValidator(QRegularExpressionValidator(QRegularExpression(YEARS_TYPED), self))
        self.opening_field = self._field(
            translate("GamesDatabase", "Opening"),
            translate("GamesDatabase", "part of the opening's name (Tiger, Rose…)"),
        )
        completer = QCompleter(sorted({translate("Openings", o.name) for o in OPENINGS}), self)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.setFilterMode(Qt.MatchFlag.MatchContains)
        self.opening_field.setCompleter(completer)
        self.result_box = QComboBox(self)
        # its whole words ("Any resul" in a new-user trial), on the check box's line, not the fields'
        self.result_box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        for text, result in result_choices():
            self.result_box.addItem(text, result)
        self.result_box.setAccessibleName(translate("GamesDatabase", "Result"))
        self.result_box.setToolTip(translate("GamesDatabase", "Result: who won, by the recorded score"))
        self.result_box.currentIndexChanged.connect(self.apply_filter)
        # the box's words in a label that wraps: a check box's own text set the pane's least width
        reached = translate("GamesDatabase", "Only games that reached the board's position")
        tip = translate(
            "GamesDatabase", "Up to the board's symmetries; Next is the move each game played there"
        )
        self.reached_box = QCheckBox(self)
        self.reached_box.setAccessibleName(reached)
        self.reached_box.setToolTip(tip)
        self.reached_box.toggled.connect(self.apply_filter)
        self.reached_label = _ClickableLabel(reached, self)
        self.reached_label.setWordWrap(True)
        self.reached_label.setToolTip(tip)
        self.reached_label.setBuddy(self.reached_box)
        self.reached_label.clicked.connect(self.reached_box.click)

    def _make_table(self) -> QTableView:
        table = QTableView(self)
        table.setHorizontalHeader(SortArrowHeader(table))  # ▲ ascending, as the rows are ordered
        table.setModel(self.model)
        table.setSortingEnabled(True)
        table.sortByColumn(-1, Qt.SortOrder.AscendingOrder)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.verticalHeader().hide()
        table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() + ROW_PADDING)
        table.horizontalHeader().setStretchLastSection(True)
        table.horizontalHeader().setResizeContentsPrecision(SIZED_ROWS)
        table.activated.connect(self._open_row)  # double-click, or Enter
        table.setAccessibleName(translate("GamesDatabase", "Games"))
        return table

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
        next_part = QWidget(self)
        next_layout = QVBoxLayout(next_part)
        next_layout.setContentsMargins(0, 0, 0, 0)
        next_layout.addWidget(self.next_label)
        next_layout.addWidget(self.next_moves, 1)
        self.splitter = QSplitter(Qt.Orientation.Vertical, self)
        self.splitter.addWidget(next_part)
        self.splitter.addWidget(self.table)
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setStretchFactor(1, 2)
        self.splitter.setChildrenCollapsible(False)
        top = QHBoxLayout()  # what the database is, and the buttons that open another
        top.addWidget(self.file_label, 1)
        top.addWidget(self.folder_button, 0, Qt.AlignmentFlag.AlignTop)
        top.addWidget(self.other_button, 0, Qt.AlignmentFlag.AlignTop)
        bottom = QHBoxLayout()
        bottom.addWidget(self.summary, 1)
        bottom.addWidget(self.open_button)
        bottom.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.report_label)
        layout.addLayout(loading)
        layout.addLayout(filters)
        reached = QHBoxLayout()
        reached.addWidget(self.result_box, 0, Qt.AlignmentFlag.AlignTop)
        reached.addWidget(self.reached_box, 0, Qt.AlignmentFlag.AlignTop)
        reached.addWidget(self.reached_label, 1)
        layout.addLayout(reached)
        layout.addWidget(self.splitter, 1)
        layout.addLayout(bottom)

    # --- loading ----------------------------------------------------------------------------------

    def load(self, paths: Path | Sequence[Path]) -> None:
        """Open the database of ``paths`` (folders and files) in the background (one being read is
        dropped)."""
        self.cancel()
        paths = [paths] if isinstance(paths, Path) else list(paths)
        self.model.set_database(None)
        self.next_moves.show_moves([], empty=translate("GamesDatabase", "Reading the games database…"))
        loader = GamesFileLoader(paths, self)
        self.file_label.setText(translate("GamesDatabase", "Reading {file}…").format(file=loader.name))
        self._show_report([])
        self.summary.clear()
        self.progress.setRange(0, 0)
        self._show_loading(True)
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
        """Stop reading; the table keeps nothing of the database."""
        loader, self._loader = self._loader, None
        if loader is None:
            return
        loader.stop.set()
        for signal in (loader.progressed, loader.loaded, loader.failed):
            signal.disconnect()
        self.file_label.setText(
            translate("GamesDatabase", "Reading {file} was cancelled").format(file=loader.name)
        )
        self._show_loading(False)
        self.next_moves.show_moves([], empty=no_database_text())

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
        self.progress.setFormat(translate("GamesDatabase", "%Ln file(s) read", None, done))
        self.progress.setTextVisible(True)

    @Slot(object)
    def _on_loaded(self, database: Database) -> None:
        loader, self._loader = self._loader, None
        self._show_loading(False)
        self.model.set_database(database)
        name = loader.name if loader is not None else ""
        text = translate("GamesDatabase", "{file}: %Ln game(s)", None, len(database)).format(file=name)
        files = len(database.sources)
        if files > 1:
            text = translate("GamesDatabase", "{games} in %n file(s)", None, files).format(games=text)
        lines = report_lines(database)
        if files == 1 and database.sources[0].error is not None:
            text, lines = lines[0], lines[1:]
        elif files == 1 and lines:  # one file: its problem beside its games, as before
            text = translate("GamesDatabase", "{games}; {skipped}").format(games=text, skipped=lines[0])
            lines = lines[1:]
        self.file_label.setText(text)
        self._show_report(lines)
        self.apply_filter()
        # names as wide as the first games' need (SIZED_ROWS of them), not equal shares
        self.table.resizeColumnsToContents()

    def _show_report(self, lines: list[str]) -> None:
        shown = lines[:REPORT_LINES]
        if len(lines) > len(shown):
            more = translate(
                "GamesDatabase", "… and %n more (in this text's tooltip)", None, len(lines) - len(shown)
            )
            shown.append(more)
        self.report_label.setText("\n".join(shown))
        self.report_label.setToolTip("\n".join(lines))
        self.report_label.setVisible(bool(lines))

    @Slot(str)
    def _on_failed(self, message: str) -> None:
        self._loader = None
        self._show_loading(False)
        self.next_moves.show_moves([], empty=no_database_text())
        self.file_label.setText(
            translate("GamesDatabase", "Cannot read the games file:\n{error}").format(error=message)
        )

    # --- filtering --------------------------------------------------------------------------------

    def current_filter(self) -> GameFilter:
        def text(field: QLineEdit) -> str | None:
            return field.text().strip() or None

        try:
            first, last = parse_years(self.year_field.text())
        except ValueError:  # half typed ("1990-2"), or backwards: no year condition until it is one
            first = last = None
        return GameFilter(
            player=text(self.player_field),
            tournament=text(self.tournament_field),
            first_year=first,
            last_year=last,
            opening=text(self.opening_field),
            result=self.result_box.currentData(),
        )

    @Slot()
    def apply_filter(self) -> None:
        self._filter_timer.stop()
        database = self.model.database
        if database is None:
            return
        reached = None
        if self.reached_box.isChecked():
            reached = database.reaching(self._board_position())
        self.model.set_filter(self.current_filter(), reached)
        self._summarise(database, reached is not None)
        self._show_next_moves()

    @Slot()
    def board_changed(self) -> None:
        """The main window's board shows another position: the games that reached it follow, and the
        next moves (at once if the pane is shown, else when it is)."""
        if self.model.database is None:
            return
        if not self.isVisible():
            self._stale = True
        elif self.reached_box.isChecked():
            self.apply_filter()
        else:
            self._show_next_moves()

    @Slot()
    def hints_changed(self) -> None:
        """The hints valued the board's moves: their values go beside the database's figures."""
        self.next_moves.show_hints(self._hints())

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if self._stale:
            self._stale = False
            self.board_changed()

    def _show_next_moves(self) -> None:
        database, keep = self.model.database, self.model.keep
        if database is None:
            return
        if not len(database):
            empty = no_database_text()
        elif keep is None or keep.all():
            empty = translate("GamesDatabase", "No game of the database reached this position")
        else:
            empty = translate("GamesDatabase", "No game the filters keep reached this position")
        moves = database.next_moves(self._board_position(), keep)
        self.next_moves.show_moves(moves, self._hints(), empty)

    def _summarise(self, database: Database, reached: bool) -> None:
        shown, total = self.model.rowCount(), len(database)
        if reached:
            text = translate("GamesDatabase", "{shown} of %Ln game(s) reached this position", None, total)
        else:
            text = translate("GamesDatabase", "{shown} of %Ln game(s)", None, total)
        self.summary.setText(text.format(shown=number_text(shown)))
        self.open_button.setEnabled(shown > 0)

    # --- opening a game ---------------------------------------------------------------------------

    @Slot(QModelIndex)
    def _open_row(self, index: QModelIndex) -> None:
        if index.isValid():
            self.gameChosen.emit(self.model.game_at(index.row()))

    @Slot()
    def open_current(self) -> None:
        self._open_row(self.table.currentIndex())
