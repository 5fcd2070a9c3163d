"""Practising an opening: the line, who plays what, and a verdict on each of the player's moves.

A session starts at a position (the standard start for a named opening, or any board) with a line
of moves to follow (the opening's, empty from a board) and the side the player plays.  The computer
plays the line's moves while the game follows it (up to the board's eight symmetries, so a player
who opens d3 instead of f5 meets the same line turned), then the most frequent reply of the games
database (``replies``); without a database, the opening book's best move.  Each of the player's
moves is judged against the opening book (``values``): one whose value is more than
``OFF_LINE_DISCS`` below the book's best is off the line, and the verdict names the book's move and
its value.  The practice ends ``EXTRA_PLIES`` after the line, or where the book (for the player's
move) or the replies (for the computer's) know the position no more.

The results, per opening, are kept in a JSON file in the per-user data folder
(``PracticeResults``): written atomically, read defensively (a damaged file is set aside, never
overwritten).  Qt-free: the window words everything.
"""

from __future__ import annotations

import dataclasses
import datetime
import json
import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from othello_qt.core.atomic import write_atomically
from othello_qt.core.datafile import DataFileError, read_json_file, set_aside
from othello_qt.core.engine.book import BookMoves
from othello_qt.core.openings import Opening
from othello_qt.core.position import PASS, Color, Move, Position
from othello_qt.core.symmetry import canonical_bits
from othello_qt.core.translatable import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from othello_qt.core.database import Database

OFF_LINE_DISCS = 3.0
"""A move more than this many discs below the book's best is off the line."""
EXTRA_PLIES = 8
"""How many moves (both sides) the practice goes on after the opening's own."""
RESULTS_FILE = "opening_practice.json"
"""The results' file in the per-user data folder."""
RESULTS_VERSION = 1
MAX_RESULTS_BYTES = 1 << 20
"""Largest results file read (1 MiB; one opening takes about 60 bytes)."""
MAX_NAME_CHARS = 200

Replies = Callable[[Position], Sequence[tuple[Move, int]]]
"""The computer's replies at a position: each move with how many games played it (any order)."""
Values = Callable[[Position], BookMoves | None]
"""The opening book's values of a position's moves, or ``None`` where the book does not know it."""


def _key(position: Position) -> tuple[int, int, Color]:
    return (*canonical_bits(position.black, position.white), position.turn)


def database_replies(database: Database) -> Replies:
    """Replies from a games database: each next move its games played at the position (in any of
    its 8 symmetries, shown on the board asked about), with how many played it."""

    def replies(position: Position) -> list[tuple[Move, int]]:
        found = database.next_moves(position)
        return [(entry.move, entry.games) for entry in found if entry.move is not None]

    return replies


def book_replies(values: Values) -> Replies:
    """Replies without a games database: the book's best move (as if every game played it)."""

    def replies(position: Position) -> list[tuple[Move, int]]:
        known = values(position)
        return [] if known is None else [(known.near_best(0.0)[0], 1)]

    return replies


@dataclass(frozen=True)
class Verdict:
    """What the book says of one of the player's moves: its value and the book's best, in discs for
    the player; ``off_line`` when it loses more than ``OFF_LINE_DISCS`` against the best."""

    ply: int
    """The move's number in the game (from 1)."""
    move: Move
    value: float
    best_move: Move
    best_value: float

    @property
    def loss(self) -> float:
        return self.best_value - self.value

    @property
    def off_line(self) -> bool:
        return self.loss > OFF_LINE_DISCS


ENDED_LIMIT = "limit"
"""The practice went its length (the line and ``EXTRA_PLIES``)."""
ENDED_BOOK = "book"
"""The book does not know the position where the player is to move."""
ENDED_REPLIES = "replies"
"""Neither the line nor the database (or book) has a reply for the computer."""
ENDED_GAME = "game"
"""The game itself ended."""


@dataclass
class PracticeSession:
    """One practice: from ``start`` along ``line`` with the player on ``side``.  The moves played
    are given to ``play`` in order (either side's); ``take_back`` goes back (Retry, Undo)."""

    name: str
    """What the results are kept under: the opening's name, or the line's transcript."""
    start: Position
    line: tuple[Move, ...]
    side: Color
    replies: Replies
    values: Values
    opening: Opening | None = None
    moves: list[Move] = field(default_factory=list)
    verdicts: list[Verdict] = field(default_factory=list)
    """The verdict of each of the player's moves as it stands (a move taken back takes its own)."""
    mistakes: int = 0
    """Moves found off the line, retried ones included: a run is clean only with none."""

    @property
    def length(self) -> int:
        """How many moves the practice lasts at most."""
        return len(self.line) + EXTRA_PLIES

    def position_after(self, count: int) -> Position:
        position = self.start
        for move in self.moves[:count]:
            position = position.play(move)
        return position

    @property
    def position(self) -> Position:
        return self.position_after(len(self.moves))

    def player_to_move(self) -> bool:
        return self.position.turn == self.side

    def _on_line(self) -> bool:
        """The moves so far reach the line's position after as many moves, up to symmetry."""
        count = len(self.moves)
        if count >= len(self.line):
            return False
        line_position = self.start
        for move in self.line[:count]:
            line_position = line_position.play(move)
        return _key(line_position) == _key(self.position)

    def line_move(self) -> Move | None:
        """The line's next move as it reads on this board (turned as the game is), if the game is
        still on the line."""
        if not self._on_line():
            return None
        line_position = self.start
        for move in self.line[: len(self.moves)]:
            line_position = line_position.play(move)
        line_move = self.line[len(self.moves)]
        position = self.position
        if position == line_position:
            return line_move  # not turned: the line as written
        wanted = _key(line_position.play(line_move))
        for move in position.legal_moves():
            if _key(position.play(move)) == wanted:
                return move
        return None

    def computer_move(self) -> Move | None:
        """The computer's move here: the line's, else the most played reply; ``None`` if there is
        none (the practice is over)."""
        position = self.position
        if position.must_pass():
            return PASS
        on_line = self.line_move()
        if on_line is not None:
            return on_line
        found = [(move, games) for move, games in self.replies(position) if move is not None and games > 0]
        legal = [(move, games) for move, games in found if position.is_legal(move)]
        if not legal:
            return None
        return max(legal, key=lambda entry: (entry[1], -(entry[0].square or 0)))[0]

    def judge(self, move: Move) -> Verdict | None:
        """The book's verdict on the player playing ``move`` here, or ``None`` if it does not know."""
        known = self.values(self.position)
        if known is None or move not in known.values:
            return None
        best = known.near_best(0.0)[0]
        return Verdict(len(self.moves) + 1, move, known.values[move], best, known.values[best])

    def play(self, move: Move) -> Verdict | None:
        """Record ``move`` (either side's); the player's is judged first (``None``: not judged)."""
        verdict = self.judge(move) if self.player_to_move() and not move.is_pass else None
        self.moves.append(move)
        if verdict is not None:
            self.verdicts.append(verdict)
            if verdict.off_line:
                self.mistakes += 1
        return verdict

    def take_back(self, count: int) -> None:
        """Back to the position after ``count`` moves (Retry, Undo): later verdicts go with their
        moves, the mistakes stay counted."""
        del self.moves[count:]
        self.verdicts = [v for v in self.verdicts if v.ply <= count]

    def follow(self, moves: Sequence[Move]) -> list[Verdict]:
        """Bring the session to the game's ``moves`` (from ``start``): back to where they part, then
        each later move played; the verdicts of the player's new moves."""
        common = 0
        while common < min(len(moves), len(self.moves)) and moves[common] == self.moves[common]:
            common += 1
        self.take_back(common)
        found = []
        for move in moves[common:]:
            verdict = self.play(move)
            if verdict is not None:
                found.append(verdict)
        return found

    def ended(self) -> str | None:
        """Why the practice is over here (``ENDED_*``), or ``None`` while it goes on."""
        position = self.position
        if position.is_game_over():
            return ENDED_GAME
        if len(self.moves) >= self.length:
            return ENDED_LIMIT
        if position.must_pass():
            return None
        if self.player_to_move():
            return ENDED_BOOK if self.values(position) is None else None
        return ENDED_REPLIES if self.computer_move() is None else None

    @property
    def clean(self) -> bool:
        return self.mistakes == 0


def practice_name(start: Position, line: Sequence[Move], opening: Opening | None) -> str:
    """What a practice's results are kept under: the opening's name, else the moves from the
    standard start (``f5d6c3``), else the board (``--------…X``)."""
    if opening is not None:
        return opening.name
    if start == Position.initial() and line:
        return "".join(str(move) for move in line)
    return start.board_string()


# --- the results file ----------------------------------------------------------------------------


@dataclass(frozen=True)
class OpeningRecord:
    """One opening's results: how often practised, how many runs were clean, the last date."""

    tries: int = 0
    clean: int = 0
    last: str = ""
    """ISO date (``2026-12-02``) of the last try; empty if none."""


class ResultsFileError(DataFileError):
    """The results file could not be read, and what became of it (``kept``: where it went)."""


def parse_results(data: object, where: str = "") -> dict[str, OpeningRecord]:
    """The results a JSON value holds, or ``DataFileError`` saying what is wrong with it."""
    if not isinstance(data, dict) or data.get("version") != RESULTS_VERSION:
        raise DataFileError(QT_TRANSLATE_NOOP("Errors", "not a results file of this version"), where=where)
    openings = data.get("openings")
    if not isinstance(openings, dict):
        raise DataFileError(QT_TRANSLATE_NOOP("Errors", "it has no list of openings"), where=where)
    records = {}
    for name, entry in openings.items():
        if not isinstance(entry, dict) or not 0 < len(name) <= MAX_NAME_CHARS:
            raise DataFileError(QT_TRANSLATE_NOOP("Errors", "an opening's entry is damaged"), where=where)
        tries, clean, last = entry.get("tries"), entry.get("clean"), entry.get("last")
        if not all(type(n) is int for n in (tries, clean)) or not 0 <= clean <= tries < 1 << 31:
            raise DataFileError(QT_TRANSLATE_NOOP("Errors", "an opening's entry is damaged"), where=where)
        if not isinstance(last, str) or not _is_date(last):
            raise DataFileError(QT_TRANSLATE_NOOP("Errors", "an opening's entry is damaged"), where=where)
        records[name] = OpeningRecord(tries, clean, last)
    return records


def _is_date(text: str) -> bool:
    if text == "":
        return True
    if len(text) != 10 or not text.isascii():
        return False
    try:
        datetime.date.fromisoformat(text)
    except ValueError:
        return False
    return True


def results_text(records: dict[str, OpeningRecord]) -> bytes:
    """The file's bytes for ``records`` (UTF-8 JSON, openings in name order)."""
    openings = {name: dataclasses.asdict(record) for name, record in sorted(records.items())}
    text = json.dumps({"version": RESULTS_VERSION, "openings": openings}, ensure_ascii=False, indent=1)
    return (text + "\n").encode("utf-8")


class PracticeResults:
    """The results file of a folder: read once (a damaged one set aside, ``problem`` saying so),
    written whole, atomically, after each practice."""

    def __init__(self, folder: str | os.PathLike[str]) -> None:
        self.path = Path(folder) / RESULTS_FILE
        self.problem: ResultsFileError | None = None
        self.records: dict[str, OpeningRecord] = {}
        self._writable = True
        self._read()

    def _read(self) -> None:
        if not os.path.lexists(self.path):
            return
        try:
            self.records = parse_results(read_json_file(self.path, MAX_RESULTS_BYTES), str(self.path))
            return
        except DataFileError as exc:
            reason = exc.reason()
        try:
            kept = set_aside(self.path)
        except OSError as exc:
            self._writable = False  # never over a file that could be the user's results
            self.problem = ResultsFileError(
                QT_TRANSLATE_NOOP(
                    "Errors",
                    "Your opening practice results {path} could not be read: {problem}; the file "
                    "could not be renamed, so new results are not saved.",
                ),
                str(exc.strerror or exc),
                path=str(self.path),
                problem=reason,
            )
            return
        self.problem = ResultsFileError(
            QT_TRANSLATE_NOOP(
                "Errors",
                "Your opening practice results {path} could not be read: {problem}; the file is "
                "kept as {kept}, and the results start afresh.",
            ),
            path=str(self.path),
            problem=reason,
            kept=str(kept),
        )

    def record(self, name: str, clean: bool, today: datetime.date | None = None) -> OpeningRecord:
        """Add a try of ``name`` and write the file (``OSError`` if it cannot be written)."""
        old = self.records.get(name, OpeningRecord())
        day = (today or datetime.date.today()).isoformat()
        new = OpeningRecord(old.tries + 1, old.clean + int(clean), day)
        self.records[name] = new
        if self._writable:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            write_atomically(self.path, results_text(self.records))
        return new
