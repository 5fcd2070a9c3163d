"""WTHOR files: the French Othello federation's (FFO) database of tournament games.

The layout, as the FFO publishes it and as NBoard reads it (weltyc/nboard,
``src/com/welty/nboard/thor/ThorHeader.java``, ``ThorGame8.java`` and ``Thor.java``), all numbers
little-endian:

* every file starts with a 16-byte header: century, year, month and day of creation (one byte each),
  N1 (uint32: the number of games in a ``.wtb``, 0 otherwise), N2 (uint16: the number of names in a
  ``.jou`` or ``.trn``, 0 otherwise), the games' year (uint16), P1 the board size (0 or 8 = 8x8,
  10 = 10x10), P2 the game type (1 = solitaires), P3 the depth of the theoretical scores, a reserved
  byte;
* a ``.wtb`` game is 68 bytes: tournament number, black player's number, white player's number
  (uint16 each), black's discs at the end (the empty squares go to the winner), black's theoretical
  discs (perfect play from P3 empty squares), then 60 move bytes ``10 * row + column`` (rows and
  columns 1-8: 11 = a1, 18 = h1, 88 = h8), 0 after the last move.  Passes are not written: the side
  to move is whoever has a legal move;
* a ``.jou`` (players) name is 20 bytes, a ``.trn`` (tournaments) name 26 bytes, NUL-padded, in the
  Windows Latin-1 code page; a number in a game is an index into these lists.

Files are read whole (they are small: a year of games is under a megabyte) and decoded one record at a
time as the caller asks, in one pass.  The header's counts are not trusted: records run to the end of
the file.  A record that is not a game (a move byte that is not a square, an illegal move, a
truncated last record) is yielded as a ``SkippedRecord``; only a file that is not a WTHOR file of
8x8 games at all raises ``WthorError``.
"""

from __future__ import annotations

import os
import struct
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

from othello_qt.core.datafile import read_regular_file
from othello_qt.core.errors import IllegalMoveError, MustPassError, NotationError
from othello_qt.core.game_record import MAX_COLLECTION_BYTES, DatabaseGame, SkippedRecord
from othello_qt.core.position import PASS, Move, Position, move_at, square_at

MOVE_BYTES = 60
HEADER = struct.Struct("<BBBBIHHBBBB")
"""The 16-byte header of every WTHOR file."""
GAME = struct.Struct(f"<HHHBB{MOVE_BYTES}s")
"""A 68-byte game of a ``.wtb`` file."""
PLAYER_NAME_BYTES = 20
TOURNAMENT_NAME_BYTES = 26
BOARD_SIZES = (0, 8)
"""P1 values of an 8x8 games file (10 = 10x10, which these rules do not play)."""
MAX_DISCS = 64
NAME_ENCODING = "cp1252"
PLAYERS_FILE = "WTHOR.JOU"
TOURNAMENTS_FILE = "WTHOR.TRN"
GAMES_SUFFIX = ".wtb"
NAMES_SUFFIXES = tuple(Path(name).suffix.lower() for name in (PLAYERS_FILE, TOURNAMENTS_FILE))
"""The extensions of the players and tournaments files, in lower case (``.jou``, ``.trn``)."""


KeepRecord = Callable[[str, str, str, int | None], bool]
"""Whether a record is wanted, from its black and white players', tournament's names and year."""


class WthorError(NotationError):
    """A file that is not a WTHOR file of the kind asked for; the message starts with its path."""


@dataclass(frozen=True, slots=True)
class WthorHeader:
    created: tuple[int, int, int, int]
    """Century, year, month and day of creation, as written."""
    records: int
    names: int
    year: int
    board_size: int
    game_type: int
    depth: int


def parse_header(data: bytes, where: str) -> WthorHeader:
    """The file's header; ``WthorError`` if the file is shorter than one or its date is not a date."""
    if len(data) < HEADER.size:
        raise WthorError(f"{where}: {len(data)} bytes is shorter than a WTHOR header ({HEADER.size} bytes)")
    century, year, month, day, records, names, game_year, size, game_type, depth, _ = HEADER.unpack_from(data)
    if month > 12 or day > 31:
        raise WthorError(f"{where}: not a WTHOR file (its header's date has month {month}, day {day})")
    return WthorHeader((century, year, month, day), records, names, game_year, size, game_type, depth)


def decode_name(raw: bytes) -> str:
    """A NUL-padded name in the Windows code page (bytes it leaves undefined read as Latin-1)."""
    raw = raw.split(b"\0", 1)[0]
    try:
        text = raw.decode(NAME_ENCODING)
    except UnicodeDecodeError:
        text = raw.decode("latin-1")
    return text.strip()


def parse_names(data: bytes, record_bytes: int, where: str) -> tuple[str, ...]:
    """The names of a ``.jou`` (``record_bytes`` 20) or ``.trn`` (26) file, in order; a truncated
    last name is read as far as it goes."""
    header = parse_header(data, where)
    if header.records != 0:
        raise WthorError(
            f"{where}: not a WTHOR players or tournaments file (it counts {header.records} games)"
        )
    return tuple(
        decode_name(data[offset : offset + record_bytes])
        for offset in range(HEADER.size, len(data), record_bytes)
    )


def decode_move(value: int) -> Move:
    """A move byte ``10 * row + column`` as a move; ``NotationError`` if it names no square."""
    row, column = divmod(value, 10)
    if not (1 <= row <= 8 and 1 <= column <= 8):
        raise NotationError(f"move byte {value} is not a square (11 = a1 ... 88 = h8)")
    return move_at(square_at(column - 1, row - 1))


def replay(move_bytes: bytes) -> tuple[Move, ...]:
    """The moves of a game's 60 move bytes, passes put back; ``NotationError`` naming the first one
    that is not a square or not legal, or a move byte after the end."""
    position = Position.initial()
    moves: list[Move] = []
    end = move_bytes.find(0)
    played = move_bytes if end < 0 else move_bytes[:end]
    if end >= 0 and move_bytes[end:].count(0) != len(move_bytes) - end:
        raise NotationError(f"a move byte after the end of the game (byte {end + 1} is 0)")
    for number, value in enumerate(played, start=1):
        move = decode_move(value)
        try:
            try:
                position = position.play(move)
            except MustPassError:  # the pass the record leaves out
                position = position.play(PASS).play(move)
                moves.append(PASS)
        except IllegalMoveError as exc:
            raise NotationError(f"move {number} ({move}) is illegal: {exc}") from None
        moves.append(move)
    return tuple(moves)


def _name(names: tuple[str, ...], number: int) -> str:
    return names[number] if number < len(names) and names[number] else f"#{number}"


def iter_games(
    data: bytes,
    where: str,
    players: tuple[str, ...] = (),
    tournaments: tuple[str, ...] = (),
    keep: KeepRecord | None = None,
) -> Iterator[DatabaseGame | SkippedRecord]:
    """The games of a ``.wtb`` file's bytes, one record at a time; the header is checked first
    (``WthorError`` for a file that is not one of 8x8 games).  A number without a name in
    ``players`` / ``tournaments`` reads as ``#N``.  A record ``keep`` turns down is passed over
    without replaying its moves (the slow part), so it is neither yielded nor checked."""
    header = parse_header(data, where)
    if header.board_size not in BOARD_SIZES:
        raise WthorError(f"{where}: a {header.board_size}x{header.board_size} games file (only 8x8 is read)")
    if header.game_type != 0 or header.names != 0:
        raise WthorError(f"{where}: not a WTHOR games file (a solitaires, players or tournaments file)")
    return _games(data, header, players, tournaments, keep)


def _games(
    data: bytes,
    header: WthorHeader,
    players: tuple[str, ...],
    tournaments: tuple[str, ...],
    keep: KeepRecord | None,
) -> Iterator[DatabaseGame | SkippedRecord]:
    year = header.year or None
    view = memoryview(data)
    for number, offset in enumerate(range(HEADER.size, len(data), GAME.size), start=1):
        if len(data) - offset < GAME.size:
            yield SkippedRecord(number, f"truncated: {len(data) - offset} of {GAME.size} bytes")
            return
        tournament, black, white, discs, theoretical, move_bytes = GAME.unpack_from(view, offset)
        if discs > MAX_DISCS or theoretical > MAX_DISCS:
            yield SkippedRecord(number, f"black's discs {discs} / {theoretical} are more than {MAX_DISCS}")
            continue
        names = (_name(players, black), _name(players, white), _name(tournaments, tournament))
        if keep is not None and not keep(*names, year):
            continue
        try:
            moves = replay(move_bytes)
        except NotationError as exc:
            yield SkippedRecord(number, str(exc))
            continue
        yield DatabaseGame(
            black=names[0],
            white=names[1],
            tournament=names[2],
            year=year,
            score=float(2 * discs - MAX_DISCS),
            start=Position.initial(),
            moves=moves,
            theoretical_black_discs=theoretical,
            number=number,
        )


def find_beside(path: Path, file_name: str) -> Path | None:
    """The file ``file_name`` in ``path``'s folder, its name in any case; failing that, the folder's
    only file with the same extension (``.JOU``); ``None`` if there is none, or several."""
    folder = path.parent
    try:
        entries = sorted(os.listdir(folder))
    except OSError:
        return None
    exact = [name for name in entries if name.lower() == file_name.lower()]
    if exact:
        return folder / exact[0]
    suffix = Path(file_name).suffix.lower()
    same_kind = [name for name in entries if Path(name).suffix.lower() == suffix]
    return folder / same_kind[0] if len(same_kind) == 1 else None


def read_names_beside(path: Path, file_name: str, record_bytes: int) -> tuple[str, ...]:
    """The names of the players or tournaments file beside ``path`` (none if there is no such file);
    ``DataFileError`` / ``WthorError`` if it is there but does not read."""
    found = find_beside(path, file_name)
    if found is None:
        return ()
    return parse_names(read_regular_file(found, MAX_COLLECTION_BYTES), record_bytes, str(found))


def open_wthor(path: Path, keep: KeepRecord | None = None) -> Iterator[DatabaseGame | SkippedRecord]:
    """The games of a ``.wtb`` file with the names of the ``WTHOR.JOU`` / ``WTHOR.TRN`` beside it.
    The files are read and their headers checked now; the games are decoded as they are asked for."""
    data = read_regular_file(path, MAX_COLLECTION_BYTES)
    players = read_names_beside(path, PLAYERS_FILE, PLAYER_NAME_BYTES)
    tournaments = read_names_beside(path, TOURNAMENTS_FILE, TOURNAMENT_NAME_BYTES)
    return iter_games(data, str(path), players, tournaments, keep)
