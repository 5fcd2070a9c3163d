"""A ``.wtb`` file's records as numpy columns, read in one ``np.frombuffer`` (no loop over records).

The layout is ``core.wthor``'s (its docstring describes it); this reads the same bytes into
columns for ``core.database``, which replays every game of every file in one kernel.  What can be
decided on the bytes is decided here, vectorised: a truncated last record, a disc count above 64,
a move byte after the end of the game, and a record with no move at all (a zero-filled stretch of a
sparse or damaged file, issue 45: 3.9 million of them made 3.9 million "???" games).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from othello_qt.core.game_replay import NOT_A_SQUARE
from othello_qt.core.wthor import (
    BOARD_SIZES,
    GAME,
    HEADER,
    MAX_DISCS,
    MOVE_BYTES,
    WthorError,
    WthorHeader,
    parse_header,
)

RECORD = np.dtype(
    [
        ("tournament", "<u2"),
        ("black", "<u2"),
        ("white", "<u2"),
        ("discs", "u1"),
        ("theoretical", "u1"),
        ("moves", "u1", (MOVE_BYTES,)),
    ]
)
assert RECORD.itemsize == GAME.size

_SQUARE_OF_BYTE = np.full(256, NOT_A_SQUARE, dtype=np.uint8)
"""Move byte ``10 * row + column`` (1-8 each) to square ``8 * (row - 1) + column - 1``."""
for _row in range(1, 9):
    for _column in range(1, 9):
        _SQUARE_OF_BYTE[10 * _row + _column] = 8 * (_row - 1) + _column - 1

NO_MOVES, TOO_MANY_DISCS, MOVE_AFTER_END = 100, 101, 102
BYTE_REASONS = {
    NO_MOVES: "no moves (a zero-filled record is no game)",
    TOO_MANY_DISCS: f"black's discs are more than {MAX_DISCS}",
    MOVE_AFTER_END: "a move byte after the end of the game",
}
"""Why a record is not a game, decided on its bytes (``core.game_replay.REASONS`` the rest)."""


@dataclass(frozen=True)
class WthorColumns:
    """A ``.wtb`` file's records (truncated last one excepted): the numbers as written, each
    record's moves as squares (``squares[offsets[i]:offsets[i + 1]]``) and the byte-level verdict
    (``status`` 0, or a key of ``BYTE_REASONS``); ``tail`` is the bytes of a truncated last record."""

    header: WthorHeader
    records: np.ndarray
    status: np.ndarray
    squares: np.ndarray
    offsets: np.ndarray
    tail: int


def read_games_columns(data: bytes, where: str) -> WthorColumns:
    """The columns of a ``.wtb`` file's bytes; ``WthorError`` for a file that is not one of 8x8 games.
    The header's count is not trusted: records run to the end of the file."""
    header = parse_header(data, where)
    if header.board_size not in BOARD_SIZES:
        raise WthorError(f"{where}: a {header.board_size}x{header.board_size} games file (only 8x8 is read)")
    if header.game_type != 0 or header.names != 0:
        raise WthorError(f"{where}: not a WTHOR games file (a solitaires, players or tournaments file)")
    count, tail = divmod(len(data) - HEADER.size, RECORD.itemsize)
    records = np.frombuffer(data, dtype=RECORD, count=count, offset=HEADER.size)
    moves = records["moves"]
    played = moves != 0
    lengths = np.where(played.all(axis=1), MOVE_BYTES, np.argmin(played, axis=1)).astype(np.int64)
    status = np.zeros(count, dtype=np.uint8)
    status[played.sum(axis=1) != lengths] = MOVE_AFTER_END
    status[(records["discs"] > MAX_DISCS) | (records["theoretical"] > MAX_DISCS)] = TOO_MANY_DISCS
    status[lengths == 0] = NO_MOVES
    lengths[status != 0] = 0
    offsets = np.zeros(count + 1, dtype=np.int64)
    np.cumsum(lengths, out=offsets[1:])
    squares = _SQUARE_OF_BYTE[moves[np.arange(MOVE_BYTES) < lengths[:, None]]]
    return WthorColumns(header, records, status, squares, offsets, tail)


def decode_names(data: bytes, record_bytes: int) -> list[str]:
    """The NUL-padded names after a header, ``record_bytes`` each, a truncated last one as far as it
    goes (``core.wthor.decode_name`` decodes each: a few thousand names, not games)."""
    from othello_qt.core.wthor import decode_name

    return [decode_name(data[at : at + record_bytes]) for at in range(HEADER.size, len(data), record_bytes)]
