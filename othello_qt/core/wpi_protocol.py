"""The file-based tournament protocol of the WPI seed: move lines, their checks, the files.

Each program NAME has two files in a shared folder.  The referee writes ``NAME.in`` -- first the
colour (``W`` or ``B``), later the opponent's moves -- and the program deletes it once read.
The program writes its own move to ``NAME.out``.  A move line is ``W D 3``: colour, column A-H,
row 1-8 counted from the bottom; a pass is ``W P``.  White moves first, from the standard
start (White on the top-left and bottom-right centre squares).

This module knows nothing of processes or terminals: the player (``cli/wpi.py``) and the
referee (``cli/referee.py``) share these parsers, checks and file helpers.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from othello_qt.core.atomic import write_atomically
from othello_qt.core.errors import (
    CannotPassError,
    GameOverError,
    IllegalMoveError,
    MustPassError,
    NoFlipsError,
    NotationError,
    OffBoardError,
    SquareOccupiedError,
)
from othello_qt.core.notation import from_protocol, to_protocol
from othello_qt.core.position import BLACK, PASS, WHITE, Color, Move, Position, move_at

POLL_SECONDS = 0.1
"""The protocol allows checking for a file at most every 100 ms, by blocking in between."""

_COLOR_LETTERS = {"W": WHITE, "B": BLACK}
_LINE = re.compile(r"^\(?\s*([A-Za-z])\s*,?\s*([A-Za-z])\s*,?\s*([0-9]*)\s*\)?$")


def start_position() -> Position:
    """The protocol's start: standard discs, White to move first."""
    return Position.initial(first=WHITE)


def color_letter(color: Color) -> str:
    return "W" if color is WHITE else "B"


class ProtocolError(ValueError):
    """A move that breaks the protocol; ``reason`` is the seed's wording (``space occupied``...)."""

    def __init__(self, text: str, reason: str, detail: str = "") -> None:
        self.text = text
        self.reason = reason
        self.detail = detail
        super().__init__(f"{text!r}: {reason}" + (f" ({detail})" if detail else ""))


@dataclass(frozen=True, slots=True)
class ProtocolMove:
    color: Color
    move: Move

    def __str__(self) -> str:
        return format_move(self.color, self.move)


def format_move(color: Color, move: Move) -> str:
    """``W D 3``, or ``B P`` for a pass."""
    if move.is_pass:
        return f"{color_letter(color)} P"
    assert move.square is not None
    return f"{color_letter(color)} {to_protocol(move.square)}"


def parse_color(text: str) -> Color:
    """The colour file's content: ``W`` or ``B`` (case and spaces forgiven)."""
    letter = text.strip().strip("()").strip().upper()
    if letter not in _COLOR_LETTERS:
        raise ProtocolError(text, "malformed", "the colour must be W or B")
    return _COLOR_LETTERS[letter]


def parse_move_line(text: str) -> ProtocolMove:
    """A move line (``W D 3``, ``(B C 3)``, ``W P``); ``ProtocolError`` if malformed or off the board."""
    line = text.strip()
    match = _LINE.match(line)
    if match is None:
        raise ProtocolError(text, "malformed", "expected COLOR COLUMN ROW like 'W D 3', or 'W P' to pass")
    color_text, column, row = match.groups()
    color = _COLOR_LETTERS.get(color_text.upper())
    if color is None:
        raise ProtocolError(text, "malformed", f"colour {color_text!r} must be W or B")
    if column.upper() == "P" and not row:
        return ProtocolMove(color, PASS)
    if not row:
        raise ProtocolError(text, "malformed", "the row number is missing")
    try:
        square = from_protocol(column, row)
    except NotationError as exc:
        raise ProtocolError(text, "off the board", str(exc)) from None
    return ProtocolMove(color, move_at(square))


def check_move(position: Position, played: ProtocolMove, text: str | None = None) -> Position:
    """The position after ``played``, or a ``ProtocolError`` naming why it is invalid."""
    shown = text if text is not None else str(played)
    if position.is_game_over():
        raise ProtocolError(shown, "game over", "neither side can move any more")
    if played.color is not position.turn:
        raise ProtocolError(shown, "not your turn", f"it is {position.turn}'s move")
    try:
        return position.play(played.move)
    except SquareOccupiedError as exc:
        raise ProtocolError(shown, "space occupied", str(exc)) from None
    except NoFlipsError as exc:
        raise ProtocolError(shown, "no trap", str(exc)) from None
    except OffBoardError as exc:
        raise ProtocolError(shown, "off the board", str(exc)) from None
    except MustPassError as exc:
        raise ProtocolError(shown, "no trap", str(exc)) from None
    except CannotPassError as exc:
        raise ProtocolError(shown, "illegal pass", str(exc)) from None
    except GameOverError as exc:
        raise ProtocolError(shown, "game over", str(exc)) from None
    except IllegalMoveError as exc:
        raise ProtocolError(shown, "illegal move", str(exc)) from None


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


def write_file(path: Path, text: str) -> None:
    """Create ``path`` holding ``text`` in one step (temp file + rename): no reader sees half a move."""
    write_atomically(path, (text if text.endswith("\n") else text + "\n").encode("ascii"))


class WaitTimeout(TimeoutError):
    pass


def wait_for_file(
    path: Path,
    *,
    timeout: float | None = None,
    poll: float = POLL_SECONDS,
    still_waiting: Callable[[], bool] | None = None,
) -> str:
    """Block until ``path`` exists with a complete line, then return its text (the file is left in place).

    Sleeps ``poll`` seconds between checks (never a busy loop).  A file that is there but empty
    or without a final newline is read again at the next check, up to one more second, in case
    its writer has not finished.  ``still_waiting()`` returning False (the other process died)
    or ``timeout`` raise ``WaitTimeout``.
    """
    deadline = None if timeout is None else time.monotonic() + timeout
    partial_since: float | None = None
    while True:
        try:
            text = path.read_text(encoding="ascii", errors="replace")
        except FileNotFoundError:
            text = None
        if text is not None:
            if text.endswith("\n") and text.strip():
                return text
            now = time.monotonic()
            if partial_since is None:
                partial_since = now
            elif now - partial_since >= 1.0:
                return text
        if deadline is not None and time.monotonic() >= deadline:
            raise WaitTimeout(f"no {path.name} after {timeout:g} s")
        if still_waiting is not None and not still_waiting():
            raise WaitTimeout(f"gave up waiting for {path.name}")
        time.sleep(poll if deadline is None else max(0.0, min(poll, deadline - time.monotonic())))
