"""The review's games database part: for each move of the reviewed game, how many of the database's
games reached the position, how many of them played the move and how it scored for Black (the move
list's tooltips), and one line under the review's summary: where the game left the database.

Only while a games database is open (``DatabaseFollower`` hands it over).  The game is followed
through the database (``core.database_review.follow_game``) in a worker thread, never the window's:
the first moves of a game are the slowest look-ups of the whole database.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QObject, Signal, Slot

from othello_qt.core.database import Database
from othello_qt.core.database_review import GameInDatabase, MoveInDatabase, follow_game
from othello_qt.core.position import Move, Position
from othello_qt.ui.i18n import number_text, translate
from othello_qt.ui.latest_job import LatestJob
from othello_qt.ui.next_moves_table import tenths_text

Line = tuple[Position, tuple[Move, ...]]


def left_text(found: GameInDatabase) -> str:
    """The review's line: ``Database: out of the database at move 14 (c3); 12 games had reached the
    position before it, none played it``, or that the whole game is in it."""
    left = found.left
    if not found.start_games:
        return translate("DatabaseReview", "Database: the starting position is in none of its games.")
    if left is None:
        return translate("DatabaseReview", "Database: the whole game is in the database.")
    if left.number is None:
        return translate(
            "DatabaseReview",
            "Database: out of the database at a pass; %Ln game(s) had reached the position before it.",
            None,
            left.reached,
        )
    text = translate(
        "DatabaseReview",
        "Database: out of the database at move {number} ({move}); %Ln game(s) had reached the position "
        "before it, none played it.",
        None,
        left.reached,
    )
    return text.format(number=number_text(left.number), move=left.move)


def move_note(entry: MoveInDatabase) -> str:
    """A move's tooltip: ``Database: 230 of 1,062 games played c3 here; Black scored 54.3 % in them``."""
    if entry.chose == 0:
        text = translate(
            "DatabaseReview",
            "Database: none of the %Ln game(s) that reached here played {move}.",
            None,
            entry.reached,
        )
        return text.format(move=entry.move)
    if math.isnan(entry.black_percent):
        text = translate(
            "DatabaseReview", "Database: {chose} of %Ln game(s) played {move} here.", None, entry.reached
        )
        percent = ""
    else:
        text = translate(
            "DatabaseReview",
            "Database: {chose} of %Ln game(s) played {move} here; Black scored {percent} % in them.",
            None,
            entry.reached,
        )
        percent = tenths_text(entry.black_percent)
    return text.format(chose=number_text(entry.chose), move=entry.move, percent=percent)


class DatabaseReview(QObject):
    """The reviewed game against the open games database; ``changed`` once what it says is known."""

    changed = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._database: Database | None = None
        self._asked: int = 0
        """The number of the latest job asked for (answers to older ones are dropped)."""
        self._line: Line | None = None
        self._found: GameInDatabase | None = None
        self._job = LatestJob("database-review", self)
        self._job.finished.connect(self._done)

    @property
    def database(self) -> Database | None:
        return self._database

    def set_database(self, database: Database | None) -> None:
        """The open games database (``None``: none): what was found in another is forgotten."""
        if database is not self._database:
            self._database = database
            self._line = self._found = None
            self._asked += 1
            self.changed.emit()

    def follow(self, start: Position, moves: Sequence[Move]) -> GameInDatabase | None:
        """The game of ``moves`` from ``start`` against the database: at once if known, else ``None``
        (and ``changed`` once it is); ``None`` without a database."""
        database = self._database
        if database is None:
            return None
        line = (start, tuple(moves))
        if line == self._line:
            return self._found
        self._line, self._found = line, None
        self._asked += 1
        self._job.ask(self._asked, lambda: follow_game(database, *line))
        return None

    @Slot(object, object)
    def _done(self, asked: int, found: GameInDatabase) -> None:
        if asked == self._asked:
            self._found = found
            self.changed.emit()

    def notes(self, line: Line | None) -> dict[int, str]:
        """The move list's tooltips of ``line``'s moves, by ply (1 the first), once it is followed."""
        found = None if line is None else self.follow(*line)
        if found is None:
            return {}
        return {entry.ply: move_note(entry) for entry in found.moves if entry.number is not None}

    def summary_line(self, line: Line | None) -> str:
        """The line under the review's summary (``""`` until it is known, or without a database)."""
        found = None if line is None else self.follow(*line)
        return "" if found is None else left_text(found)
