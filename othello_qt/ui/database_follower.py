"""The open games database beyond its pane: its counts on the board's squares (View ▸ Show database
counts) and its part in the review (``database_review``).

It follows the database the pane holds (opened at start-up or by the player, filtered there) through
the pane's table model, and the board the player looks at: the game's, while playing or browsing, or
the board editor's while it is open.  The counts are ``Database.next_moves``'s, counted in a worker
thread (``LatestJob``): tens of milliseconds for the first positions of the whole WTHOR database.

The window's parts are found among its children (``findChild``) once they are all made: the games
database commands, the analysis and the move list, so the main window only makes the View option.
"""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QEvent, QObject, QTimer, Slot
from PySide6.QtGui import QAction

from othello_qt.core.database import Database
from othello_qt.core.position import Position
from othello_qt.ui.analysis_panel import AnalysisCommands
from othello_qt.ui.board_editor import BoardEditor
from othello_qt.ui.board_view import BoardView
from othello_qt.ui.database_commands import DatabaseCommands
from othello_qt.ui.database_model import GamesModel
from othello_qt.ui.database_overlay import SquareCounts, square_counts
from othello_qt.ui.i18n import translate
from othello_qt.ui.latest_job import LatestJob
from othello_qt.ui.move_list import MoveList
from othello_qt.ui.status_scopes import INFO, NOTE
from othello_qt.ui.window_commands import WindowCommands, WindowParts


class DatabaseFollower(WindowCommands):
    """The games database's counts on the board (while ``action`` is checked) and in the review."""

    def __init__(self, parts: WindowParts, action: QAction) -> None:
        super().__init__(parts)
        self.action = action
        self.database: Database | None = None
        self._keep: np.ndarray | None = None
        self._model: GamesModel | None = None
        self._editor: BoardEditor | None = None
        self._analysis: AnalysisCommands | None = None
        self._asked = 0
        """The number of the latest count asked for (older answers are dropped)."""
        self._job = LatestJob("database-counts", self)
        self._job.finished.connect(self._counted)
        action.toggled.connect(self._toggled)
        self.controller.stateChanged.connect(lambda _state: self.recount())
        parts.window.installEventFilter(self)  # the pane made, the editor opened: ``eventFilter``
        QTimer.singleShot(0, self._find_parts)  # once the window has made them all

    @Slot()
    def _find_parts(self) -> None:
        window = self._window
        if self._analysis is None:
            analysis = window.findChild(AnalysisCommands)
            move_list = window.findChild(MoveList)
            if analysis is not None and move_list is not None:
                analysis.notesChanged.connect(move_list.set_notes)
                analysis.database_review.set_database(self.database)
                self._analysis = analysis
        commands = window.findChild(DatabaseCommands)
        browser = None if commands is None else commands.browser
        if browser is not None and browser.model is not self._model:
            self._model = browser.model
            self._model.modelReset.connect(self._database_changed)
            self._database_changed()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.ChildAdded and self._model is None:  # the games pane's dock, maybe
            QTimer.singleShot(0, self._find_parts)
        elif kind == QEvent.Type.ChildPolished:
            child = event.child()
            if isinstance(child, BoardEditor) and child is not self._editor:
                self._editor = child
                child.positionChanged.connect(self.recount)
                child.finished.connect(self._editor_closed)
                self.recount()
        return False

    @Slot()
    def _editor_closed(self) -> None:
        if self._editor is not None:
            self._editor.board.set_database_counts(None)
        self._editor = None
        self.recount()

    @Slot()
    def _database_changed(self) -> None:
        """The pane opened another database, or filtered it: the counts and the review follow."""
        model = self._model
        database = None if model is None else model.database
        keep = None if model is None else model.keep
        if database is self.database and keep is self._keep:
            return
        self.database, self._keep = database, keep
        if self._analysis is not None:
            self._analysis.database_review.set_database(database)
        self.recount()

    def board(self) -> tuple[BoardView, Position]:
        """The board the player looks at and its position: the editor's while it is open."""
        if self._editor is not None:
            return self._editor.board, self._editor.position()
        return self.board_view, self.controller.position

    @Slot(bool)
    def _toggled(self, on: bool) -> None:
        self._find_parts()
        if on and self.database is None and self.controller.ready and self.status.scope in (NOTE, INFO):
            self.status.show(
                translate(
                    "DatabaseCounts", "The database counts show once a games database is open ({keys})"
                ).format(keys="Ctrl+Shift+O"),
                INFO,
            )
        self.recount()

    @Slot()
    def recount(self) -> None:
        """Count the board's position's next moves again (in the worker), or take the counts away."""
        self._asked += 1
        view, position = self.board()
        database, keep = self.database, self._keep
        if not self.action.isChecked() or database is None:
            for board in {view, self.board_view}:
                board.set_database_counts(None)
            return
        if view is not self.board_view:
            self.board_view.set_database_counts(None)
        self._job.ask(self._asked, lambda: square_counts(database, position, keep))

    @Slot(object, object)
    def _counted(self, asked: int, counts: SquareCounts) -> None:
        if asked == self._asked:
            self.board()[0].set_database_counts(counts)
