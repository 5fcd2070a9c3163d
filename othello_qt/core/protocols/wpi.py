"""The file-based tournament protocol of the WPI seed: move lines, their checks, the files.

Each program NAME has two files in a shared folder.  The referee writes ``NAME.in`` -- first the
colour (``W`` or ``B``), later the opponent's moves -- and the program deletes it once read.
The program writes its own move to ``NAME.out``.  A move is ``(W D 3)`` as in the seed's
examples: colour, column A-H, row 1-8 counted from the bottom.  Column ``P`` alone makes a
pass, whatever follows it (``(W P 0)``, ``W P 1``, ``W P``).  White moves first, from the
standard start (White on the top-left and bottom-right centre squares).

Reading is strict and linear: one hand-written scan, no regular expression (a backtracking
pattern took 129 s on a 800-character line).  ``(W D 3)`` and ``W D 3`` are read, with spaces,
tabs or commas between the fields and an optional line end; anything else (``(W C 4`` without
its parenthesis, ``W C 0004``, a field per line) is malformed and refused, never repaired.
The numbers -- the row, and the time per move the referee passes in ``OTHELLO_WPI_TIME_LIMIT``
-- are read by ``core.protocol_numbers`` with their ranges (1-8; above 0, up to 100 days).

An invalid move ends the game: the seed says so in its game-end rules ("a player makes an
illegal move - the other player wins"), in the referee's duties ("announcing that the
offending program has lost") and in the help session ("announce itself the victor").  One
sentence of the move rules says otherwise for a move that traps nothing ("the turn is lost
and the other player goes again"); it is not offered, as every conforming program validates
the moves it is given and would refuse the pass it would have to be told.

This module knows nothing of processes or terminals: the player (``cli/wpi.py``) and the
referee (``cli/referee.py``) share these parsers, checks and file helpers; the player's searches
run through ``TimedPlayer``, over the engine service.
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from othello_qt.core.atomic import write_atomically
from othello_qt.core.budget import Budget
from othello_qt.core.engine_service import EngineService, SearchRequest
from othello_qt.core.errors import (
    CannotPassError,
    GameOverError,
    IllegalMoveError,
    MustPassError,
    NoFlipsError,
    OffBoardError,
    SquareOccupiedError,
)
from othello_qt.core.game_clock import MAX_CLOCK_SECONDS
from othello_qt.core.notation import to_protocol
from othello_qt.core.players.base import Player
from othello_qt.core.position import BLACK, PASS, WHITE, Color, Move, Position, move_at
from othello_qt.core.protocol_numbers import OutOfRange, parse_float, parse_int
from othello_qt.core.search_result import SearchResult

POLL_SECONDS = 0.1
"""The protocol allows checking for a file at most every 100 ms, by blocking in between."""
TIME_LIMIT_VARIABLE = "OTHELLO_WPI_TIME_LIMIT"
"""The referee tells the programs it starts their time per move in this environment variable."""
MAX_TIME_LIMIT = MAX_CLOCK_SECONDS
"""Longest time per move a referee may give (longer ones overflow the platform's timers)."""
MAX_LINE = 200
"""Longest line read from a protocol file; a longer one is malformed (and never echoed in full)."""
PARTIAL_GRACE_SECONDS = 1.0
"""How long an incomplete line (``W D`` with no row yet) may stay incomplete before it is judged."""

_COLOR_LETTERS = {"W": WHITE, "B": BLACK}
_SEPARATORS = " \t,"
_COLUMNS = "ABCDEFGH"


def start_position() -> Position:
    """The protocol's start: standard discs, White to move first."""
    return Position.initial(first=WHITE)


def color_letter(color: Color) -> str:
    return "W" if color is WHITE else "B"


def shown(text: str, limit: int = 40) -> str:
    """A received line as messages quote it: at most ``limit`` characters, control bytes escaped."""
    line = text.rstrip("\r\n")
    if len(line) <= limit:
        return repr(line)
    size = f"over {MAX_LINE}" if len(line) > MAX_LINE else str(len(line))
    return repr(line[:limit]) + f"... ({size} characters)"


class ProtocolError(ValueError):
    """A move that breaks the protocol; ``reason`` is the seed's wording (``space occupied``...)."""

    def __init__(self, text: str, reason: str, detail: str = "") -> None:
        self.text = text
        self.reason = reason
        self.detail = detail
        super().__init__(f"{shown(text)}: {reason}" + (f" ({detail})" if detail else ""))


@dataclass(frozen=True, slots=True)
class ProtocolMove:
    color: Color
    move: Move

    def __str__(self) -> str:
        return format_move(self.color, self.move)

    @property
    def where(self) -> str:
        """The move in the protocol's coordinates: ``D 5``, or ``P`` for a pass."""
        return "P" if self.move.is_pass else to_protocol(self.move.square)


def format_move(color: Color, move: Move) -> str:
    """``(W D 3)`` as the seed writes moves; a pass is ``(W P 0)``: three fields for every reader."""
    if move.is_pass:
        return f"({color_letter(color)} P 0)"
    assert move.square is not None
    return f"({color_letter(color)} {to_protocol(move.square)})"


def parse_color(text: str) -> Color:
    """The colour file's content: ``W`` or ``B`` (or ``(W)``), alone on its line."""
    fields = _fields(text)
    if fields is None or len(fields) != 1 or fields[0].upper() not in _COLOR_LETTERS:
        raise ProtocolError(text, "malformed", "the colour must be W or B")
    return _COLOR_LETTERS[fields[0].upper()]


def _fields(text: str) -> list[str] | None:
    """The fields of one line, or None if it is not one line of separated fields.

    One pass over the characters: optional ``(``, fields separated by spaces, tabs or commas,
    the matching ``)`` if the line opened with one, and at most one line end (``\n``, ``\r\n``).
    """
    if len(text) > MAX_LINE:
        return None
    line = text
    if line.endswith("\n"):
        line = line[:-1]
        if line.endswith("\r"):
            line = line[:-1]
    line = line.strip(" \t")
    opened = line.startswith("(")
    if opened:
        if not line.endswith(")"):
            return None
        line = line[1:-1]
    fields: list[str] = []
    current: list[str] = []
    for char in line:
        if char in _SEPARATORS:
            if current:
                fields.append("".join(current))
                current = []
        elif char.isascii() and char.isalnum():
            current.append(char)
        else:
            return None  # a line end inside, a second parenthesis, any other character
    if current:
        fields.append("".join(current))
    return fields


def parse_move_line(text: str) -> ProtocolMove:
    """A move line (``(W D 3)``, ``W D 3``, ``(B P 0)``, ``W P``); ``ProtocolError`` if malformed.

    ``ProtocolError.reason`` is ``malformed`` for a line that is not a move at all and ``off
    the board`` for a well-formed move outside A-H, 1-8.
    """
    fields = _fields(text)
    usage = "expected (COLOR COLUMN ROW) like (W D 3), or (W P 0) to pass"
    if fields is None or not 2 <= len(fields) <= 3:
        raise ProtocolError(text, "malformed", usage)
    color = _COLOR_LETTERS.get(fields[0].upper())
    if color is None or len(fields[0]) != 1:
        raise ProtocolError(text, "malformed", f"the colour must be W or B, not {shown(fields[0], 8)}")
    column = fields[1].upper()
    row = fields[2] if len(fields) == 3 else ""
    if len(column) != 1 or not column.isalpha():
        raise ProtocolError(
            text, "malformed", f"the column must be one letter A-H (or P), not {shown(column, 8)}"
        )
    if len(row) > 1 or (row and not row.isdigit()):
        raise ProtocolError(text, "malformed", f"the row must be one digit 1-8, not {shown(row, 8)}")
    if column == "P":
        return ProtocolMove(color, PASS)
    if not row:
        raise ProtocolError(text, "malformed", "the row number is missing")
    off_board = f"{column} {row} is not on the board (A-H, 1-8)"
    try:
        row_number = parse_int(row, 1, 8, "row")
    except OutOfRange:
        raise ProtocolError(text, "off the board", off_board) from None
    if column not in _COLUMNS:
        raise ProtocolError(text, "off the board", off_board)
    return ProtocolMove(color, move_at(8 * (8 - row_number) + _COLUMNS.index(column)))


def check_move(position: Position, played: ProtocolMove, text: str | None = None) -> Position:
    """The position after ``played``, or a ``ProtocolError`` naming why, in protocol coordinates."""
    line = text if text is not None else str(played)
    where, mover = played.where, position.turn
    if position.is_game_over():
        raise ProtocolError(line, "game over", "neither side can move any more")
    if played.color is not mover:
        raise ProtocolError(line, "not your turn", f"it is {mover}'s ({color_letter(mover)}) move")
    try:
        return position.play(played.move)
    except SquareOccupiedError:
        raise ProtocolError(line, "space occupied", f"{where} already holds a disc") from None
    except (NoFlipsError, MustPassError):
        other = mover.opponent
        detail = f"{where} traps no {other} disc between it and a {mover} one"
        if position.must_pass():
            detail += f"; {mover} has no move and must pass (P)"
        raise ProtocolError(line, "no trap", detail) from None
    except OffBoardError:
        raise ProtocolError(line, "off the board", f"{where} is not on the board") from None
    except CannotPassError:
        example = to_protocol(next(m.square for m in position.legal_moves() if m.square is not None))
        raise ProtocolError(line, "illegal pass", f"{mover} can move (for example {example})") from None
    except GameOverError:
        raise ProtocolError(line, "game over", "neither side can move any more") from None
    except IllegalMoveError:
        raise ProtocolError(line, "illegal move", f"{where} is not a legal move") from None


def draw_board(position: Position) -> str:
    """The board in protocol coordinates (row 8 on top, 1 at the bottom; ``W``/``B`` discs)."""
    lines = ["    A B C D E F G H"]
    for row in range(8):
        cells = []
        for column in range(8):
            piece = position.piece_at(8 * row + column)
            cells.append("." if piece is None else color_letter(piece))
        lines.append(f" {8 - row}  " + " ".join(cells))
    lines.append(f"White {position.count(WHITE)}  Black {position.count(BLACK)}")
    return "\n".join(lines)


# --- files --------------------------------------------------------------------------------------


class ProtocolFileError(Exception):
    """A protocol file that cannot be read, written or removed (a full or read-only folder, a
    folder where the file should be): the message is one line naming the path."""

    def __init__(self, action: str, path: Path, error: OSError) -> None:
        self.path = path
        reason = error.strerror or str(error) or type(error).__name__
        super().__init__(f"cannot {action} {path}: {reason}")


def write_file(path: Path, text: str) -> None:
    """Create ``path`` holding ``text`` in one step (temp file + rename): no reader sees half a move."""
    try:
        write_atomically(path, (text if text.endswith("\n") else text + "\n").encode("ascii"))
    except OSError as exc:
        raise ProtocolFileError("write", path, exc) from None


def remove_file(path: Path) -> None:
    """Delete ``path`` if it is there (``ProtocolFileError`` if it cannot be, e.g. a folder)."""
    try:
        path.unlink(missing_ok=True)
    except OSError as exc:
        raise ProtocolFileError("remove", path, exc) from None


def read_line_file(path: Path) -> str | None:
    """The start of ``path`` (``MAX_LINE`` characters and one more), or None if it is not there."""
    try:
        with open(path, "rb") as handle:
            data = handle.read(MAX_LINE + 1)
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise ProtocolFileError("read", path, exc) from None
    return data.decode("ascii", errors="replace")


def is_move_line(text: str) -> bool:
    """True if ``text`` is a whole move line already (so it is read without waiting for a newline)."""
    return _parses(parse_move_line, text)


def is_color_line(text: str) -> bool:
    return _parses(parse_color, text)


def _parses(parse: Callable[[str], object], text: str) -> bool:
    try:
        parse(text)
    except ProtocolError:
        return False
    return True


class WaitTimeout(TimeoutError):
    pass


def wait_for_file(
    path: Path,
    *,
    complete: Callable[[str], bool] = is_move_line,
    timeout: float | None = None,
    poll: float = POLL_SECONDS,
    still_waiting: Callable[[], bool] | None = None,
) -> str:
    """Block until ``path`` holds a line, then return its text (the file is left in place).

    A line is taken at once when it ends with a newline or ``complete(text)`` says it is whole
    (the seed never asks for a newline).  Anything else -- an empty file, ``W D`` with its row
    still to come -- is read again at each check, for up to ``PARTIAL_GRACE_SECONDS``, in case
    its writer has not finished; then it is returned as it is, to be judged.  Sleeps ``poll``
    seconds between checks (never a busy loop).  ``still_waiting()`` returning False (the other
    process died) or ``timeout`` raise ``WaitTimeout``; an unreadable path ``ProtocolFileError``.
    """
    deadline = None if timeout is None else time.monotonic() + timeout
    partial_since: float | None = None
    while True:
        text = read_line_file(path)
        if text is not None:
            if (text.endswith("\n") and text.strip()) or len(text) > MAX_LINE or complete(text):
                return text
            now = time.monotonic()
            if partial_since is None:
                partial_since = now
            elif now - partial_since >= PARTIAL_GRACE_SECONDS:
                return text
        if deadline is not None and time.monotonic() >= deadline:
            raise WaitTimeout(f"no {path.name} after {timeout:g} s")
        if still_waiting is not None and not still_waiting():
            raise WaitTimeout(f"gave up waiting for {path.name}")
        time.sleep(poll if deadline is None else max(0.0, min(poll, deadline - time.monotonic())))


def time_limit_from_environment() -> float | None:
    """The time per move the referee gave in ``OTHELLO_WPI_TIME_LIMIT`` (``None`` if unset).

    ``NumberFieldError`` if it is set but not a number of seconds above 0, up to ``MAX_TIME_LIMIT``.
    """
    text = os.environ.get(TIME_LIMIT_VARIABLE)
    if text is None:
        return None
    return parse_float(text.strip(), 0.0, MAX_TIME_LIMIT, TIME_LIMIT_VARIABLE, low_open=True)


# --- the player's searches ----------------------------------------------------------------------

SETTLE_SECONDS = 1.0
"""At most this long (and at most half the move's hard deadline) to wait, before a search, for the
previous one abandoned at its deadline to notice its stop flag; then a fresh player is used."""


def _warn(text: str) -> None:
    print(text, file=sys.stderr)


class TimedPlayer:
    """The player's searches, one at a time on an engine service, each answered before a deadline.

    A search that overruns the deadline is abandoned (its move is replaced by a legal fallback)
    but keeps the service's thread until it notices the stop flag.  Players are not made for two
    searches at once, so the next search waits for it -- players answer within milliseconds of a
    stop -- and if it is still busy, a fresh player on a fresh service takes over and the busy one
    is left to finish alone.
    """

    def __init__(
        self,
        make_player: Callable[[], Player],
        settle_seconds: float = SETTLE_SECONDS,
        warn: Callable[[str], None] = _warn,
    ) -> None:
        self._make_player = make_player
        self.settle_seconds = settle_seconds
        self._warn = warn
        self.player = make_player()
        self._service = self._serve(self.player)

    @staticmethod
    def _serve(player: Player) -> EngineService:
        return EngineService("wpi-search", lambda _spec: player)

    def new_game(self) -> None:
        self._settle(self.settle_seconds)
        self.player.new_game()

    def _settle(self, seconds: float) -> None:
        """Make sure no abandoned search is still using ``self.player``."""
        if self._service.wait_idle(seconds):
            return
        self._warn(f"warning: player {self.player} is still busy with an abandoned search; using a fresh one")
        self._service.close()  # its thread ends once the abandoned search returns
        self.player = self._make_player()
        self.player.new_game()
        self._service = self._serve(self.player)

    def decide(self, position: Position, think: float, hard: float) -> SearchResult:
        """The player's decision, or -- if it overruns ``hard`` seconds -- a fallback legal move.

        The player thinks with a ``Budget(seconds=think)``; at ``think`` the stop flag is raised
        (players answer with their best move so far), and at ``hard`` we stop waiting and play the
        first legal move rather than lose on time.  Time spent waiting for an earlier abandoned
        search comes out of this move's time.
        """
        settling = time.monotonic()
        self._settle(min(self.settle_seconds, hard / 2))
        spent = time.monotonic() - settling
        think, hard = max(0.02, think - spent), max(0.05, hard - spent)
        player = self.player
        started = time.monotonic()
        ticket = self._service.submit(SearchRequest("move", position, player.spec, Budget(seconds=think)))
        if not ticket.wait(think):
            ticket.stop.set()
            ticket.wait(max(0.0, hard - (time.monotonic() - started)))
        answer = ticket.result if ticket.done() else None
        if isinstance(answer, SearchResult) and position.is_legal(answer.move):
            return answer
        why = f"failed ({ticket.error})" if ticket.error is not None else "did not answer in time"
        self._warn(f"warning: player {player} {why}; playing the first legal move")
        return SearchResult(position.legal_moves()[0])
