"""Text forms of squares, moves, games and positions, in the field's conventions.

* squares ``a1``..``h8``: columns a-h left to right, rows 1-8 top to bottom; case-insensitive;
* passes ``pass``, ``PA`` or ``--``;
* transcripts ``f5d6c3d3c4``: moves from the start, passes left out (they are inferred);
* board strings: 64 characters a1..h8 (``X``/``*`` black, ``O`` white, ``-``/``.`` empty), then
  the side to move, optionally followed by ``; f5:+18; ...`` annotations (the Edax/FFO format);
* tournament-protocol squares ``D 3``: columns A-H, rows 1-8 counted from the *bottom*.

Every parser raises ``NotationError`` (a ``ValueError``) naming what is wrong and where, and runs
in time linear in its input.  White space means ASCII space, tab, CR and LF only: control characters
and Unicode separators (U+2028, U+0085, ...) are garbage, not spacing.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from othello_qt.core.errors import IllegalMoveError, NotationError, OffBoardError
from othello_qt.core.position import PASS, WHITE_SPACE, Move, Position, Square, move_at, parse_square

__all__ = [
    "WHITE_SPACE",
    "IllegalTranscriptMoveError",
    "MoveScore",
    "format_board_string",
    "format_transcript",
    "from_protocol",
    "move_count",
    "move_numbers",
    "parse_annotated_board",
    "parse_board_string",
    "parse_move",
    "parse_square",
    "parse_transcript",
    "to_protocol",
]

_SCORE = re.compile(r"[+-]?[0-9]{1,3}")
"""An annotation's score: a plain ASCII integer (``int()`` would also take ``1_0``, ``٣`` or padding)."""

parse_move = Move.parse
"""A square or a pass word (``pass``, ``PA``, ``--``): the move's own parser, under its notation name."""

format_board_string = Position.board_string
"""The position's own board string (``X``/``O``/``-`` cells, a space, the side to move)."""

parse_board_string = Position.from_board_string
"""The one board-string parser (annotations after ``;`` ignored; ``parse_annotated_board`` reads them)."""


# --- transcripts ---------------------------------------------------------------------------------

_TRANSCRIPT_TOKEN = re.compile(
    r"([a-h][1-8])|(pass|pa|ps|--)|([ \t\r\n,;]+|[0-9]{1,3}(?:\.{1,3}|\))(?![0-9]))", re.IGNORECASE | re.ASCII
)
"""A square, a pass, or what only separates moves: white space, commas, and the move numbers other
programs write (``1. f5 d6 2. c3``, ``1.f5 2.d6``, ``1) f5``, ``1... d6``)."""


def format_transcript(moves: list[Move] | tuple[Move, ...]) -> str:
    """Concatenated squares, passes left out: ``f5d6c3``."""
    return "".join(str(m) for m in moves if not m.is_pass)


def move_numbers(moves: Sequence[Move]) -> tuple[int | None, ...]:
    """Each move's number as Othello transcripts count them: one per disc placed, from 1 (so 1..60
    in a whole game), passes not counted (``None``).  The one numbering of moves shown to players."""
    numbers: list[int | None] = []
    count = 0
    for move in moves:
        if move.is_pass:
            numbers.append(None)
        else:
            count += 1
            numbers.append(count)
    return tuple(numbers)


def move_count(moves: Sequence[Move]) -> int:
    """How many moves a player counts in ``moves``: the discs placed (passes are not moves)."""
    return sum(1 for move in moves if not move.is_pass)


class IllegalTranscriptMoveError(NotationError):
    """A transcript that reads, square by square, but whose move ``number`` (as players count them,
    from 1) cannot be played: the text is a transcript, the game it spells goes wrong there."""

    def __init__(self, message: str, number: int, move: Move) -> None:
        super().__init__(message)
        self.number = number
        self.move = move


def parse_transcript(text: str, start: Position | None = None) -> list[Move]:
    """Moves of a transcript, with the passes it leaves out put back.

    Explicit passes, white space, commas and move numbers (``1. f5 d6 2. c3``) are accepted too.
    Each move is checked against the rules, so an error names the first bad move and its position
    in the text.
    """
    position = start if start is not None else Position.initial()
    moves: list[Move] = []
    index = 0  # white space is skipped token by token, so positions count in the caller's text
    while index < len(text):
        match = _TRANSCRIPT_TOKEN.match(text, index)
        if match is None:
            raise NotationError(
                f"transcript: unexpected {text[index : index + 2]!r} at character {index + 1}; "
                "expected squares like f5d6c3"
            )
        square_text, pass_text, _space = match.groups()
        index = match.end()
        if _space:
            continue
        move = PASS if pass_text else move_at(parse_square(square_text))
        if not move.is_pass and position.must_pass():
            moves.append(PASS)
            position = position.play(PASS)
        try:
            position = position.play(move)
        except IllegalMoveError as exc:
            number = move_count(moves) + 1
            raise IllegalTranscriptMoveError(
                f"transcript: move {number} ({move}) at character {match.start() + 1} is illegal: {exc}",
                number,
                move,
            ) from exc
        moves.append(move)
    if position.must_pass():
        moves.append(PASS)
    return moves


# --- board strings -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class MoveScore:
    """An annotation ``f5:+18``: a move and its exact score for the side to move."""

    move: Move
    score: int


def parse_annotated_board(text: str, *, where: str = "board string") -> tuple[Position, list[MoveScore]]:
    """A position and its ``; MOVE:SCORE;`` annotations (best first, as in the FFO files).

    Each annotated move must be legal in the position (a pass only when the side to move has none):
    a score for an occupied square or a move that flips nothing is an error naming the square.
    """
    body, _, annotations = text.strip(WHITE_SPACE).partition(";")
    position = Position.from_board_string(body, where=where)
    scores: list[MoveScore] = []
    for item in annotations.split(";"):
        item = item.strip(WHITE_SPACE)
        if not item:
            continue
        move_text, sep, score_text = item.partition(":")
        if not sep:
            raise NotationError(f"{where}: annotation {item!r} is not MOVE:SCORE")
        score_text = score_text.strip(WHITE_SPACE)
        if _SCORE.fullmatch(score_text) is None:
            raise NotationError(f"{where}: annotation {item!r} has no integer score")
        score = int(score_text)
        try:
            move = parse_move(move_text)
            position.check_move(move)
        except (NotationError, IllegalMoveError) as exc:
            raise NotationError(f"{where}: annotation {item!r}: {exc}") from None
        scores.append(MoveScore(move, score))
    return position, scores


# --- the tournament protocol's coordinates --------------------------------------------------------


def to_protocol(square: Square) -> str:
    """Standard square -> protocol ``"D 3"`` (columns A-H, rows 1-8 from the bottom)."""
    if not 0 <= square < 64:
        raise OffBoardError(f"square index {square} is off the board (0..63)")
    column, row = square % 8, square // 8
    return f"{'ABCDEFGH'[column]} {8 - row}"


def from_protocol(column: str, row: str | int) -> Square:
    """Protocol column letter and row (counted from the bottom) -> standard square."""
    col = column.strip().upper()
    if len(col) != 1 or col not in "ABCDEFGH":
        raise NotationError(f"protocol column {column!r} must be a letter A-H")
    try:
        row_number = int(row)
    except (TypeError, ValueError):
        raise NotationError(f"protocol row {row!r} must be a number 1-8") from None
    if not 1 <= row_number <= 8:
        raise NotationError(f"protocol row {row_number} must be between 1 and 8")
    return 8 * (8 - row_number) + "ABCDEFGH".index(col)
