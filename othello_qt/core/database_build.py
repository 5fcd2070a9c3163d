"""A whole games database read from its files: folders of ``.wtb`` years and GGF collections.

Each ``.wtb`` file is read into columns with numpy (``core.wthor_columns``), the GGF collections
game by game (their text is parsed in Python, as ``core.ggf`` does), and then every game of every
file is replayed in one kernel call (``core.game_replay``), which keeps the legal ones and indexes
their positions.  A file that does not read is reported and the others are read all the same
(issue 45: ``games a.wtb fifo.wtb b.wtb`` printed nothing); a players or tournaments file that does
not read is reported and its numbers shown as ``#N``, as for a missing one.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from othello_qt.core.bitboard import PASS_SQUARE
from othello_qt.core.database import Database, SourceReport
from othello_qt.core.datafile import read_regular_file
from othello_qt.core.game_record import MAX_COLLECTION_BYTES, DatabaseGame, SkippedRecord
from othello_qt.core.game_replay import BAD_SQUARE, KEPT, REASONS, Replayed, replay_games
from othello_qt.core.position import BLACK, Position, move_at
from othello_qt.core.position_index import GameMoves, PositionIndex
from othello_qt.core.wthor import (
    GAMES_SUFFIX,
    MAX_DISCS,
    NAMES_SUFFIXES,
    PLAYER_NAME_BYTES,
    PLAYERS_FILE,
    TOURNAMENT_NAME_BYTES,
    TOURNAMENTS_FILE,
    find_beside,
    parse_names,
)
from othello_qt.core.wthor_columns import BYTE_REASONS, read_games_columns

GGF_SUFFIX = ".ggf"
UNKNOWN_DISCS = 255
"""``Database.theoretical`` of a game without a theoretical score (a GGF game)."""


class BuildCancelled(Exception):
    """``build_database`` was stopped before the end."""


def database_files(paths: Sequence[Path]) -> list[Path]:
    """The games files of ``paths``: a folder stands for its ``.wtb`` and ``.ggf`` files (sorted,
    the names files beside them are read with them), a file for itself, a missing path for itself
    (reported when read)."""
    found: list[Path] = []
    for path in paths:
        if path.is_dir():
            try:
                entries = sorted(os.listdir(path))
            except OSError:
                found.append(path)
                continue
            found.extend(
                path / name for name in entries if Path(name).suffix.lower() in (GAMES_SUFFIX, GGF_SUFFIX)
            )
        else:
            found.append(path)
    return found


@dataclass
class _Parts:
    """The games read so far, as lists of per-file columns joined once at the end."""

    players: dict[str, int] = field(default_factory=dict)
    tournaments: dict[str, int] = field(default_factory=dict)
    columns: dict[str, list[np.ndarray]] = field(default_factory=dict)
    squares: list[np.ndarray] = field(default_factory=list)
    reports: list[SourceReport] = field(default_factory=list)
    move_bytes: list[tuple[int, np.ndarray]] = field(default_factory=list)
    """Per WTHOR source: its number and its records' move bytes, to word why a record is no game."""

    def add(self, **columns: np.ndarray) -> None:
        for name, column in columns.items():
            self.columns.setdefault(name, []).append(column)

    def ids(self, table: dict[str, int], names: Sequence[str]) -> np.ndarray:
        return np.array([table.setdefault(name, len(table)) for name in names], dtype=np.int32)


def _names_beside(path: Path, file_name: str, width: int, notes: list[str]) -> tuple[str, ...]:
    """The names of the players or tournaments file beside ``path``; none (so ``#N``) if it is
    missing or does not read, which ``notes`` is told."""
    found = find_beside(path, file_name)
    if found is None:
        return ()
    try:
        return parse_names(read_regular_file(found, MAX_COLLECTION_BYTES), width, str(found))
    except ValueError as exc:  # DataFileError, WthorError: the message names the file
        notes.append(f"{exc} (its numbers are shown as #N)")
        return ()


def _numbered(names: tuple[str, ...], highest: int) -> list[str]:
    """Names for the numbers 0..``highest``: a number without a name reads ``#N``."""
    return [names[n] if n < len(names) and names[n] else f"#{n}" for n in range(highest + 1)]


def _read_wthor(path: Path, source: int, parts: _Parts, names_cache: dict) -> SourceReport:
    data = read_regular_file(path, MAX_COLLECTION_BYTES)
    columns = read_games_columns(data, str(path))
    notes: list[str] = []
    folder = path.parent
    if folder not in names_cache:
        names_cache[folder] = (
            _names_beside(path, PLAYERS_FILE, PLAYER_NAME_BYTES, notes),
            _names_beside(path, TOURNAMENTS_FILE, TOURNAMENT_NAME_BYTES, notes),
        )
    players, tournaments = names_cache[folder]
    records = columns.records
    count = len(records)
    highest = int(max(records["black"].max(initial=0), records["white"].max(initial=0)))
    player_ids = parts.ids(parts.players, _numbered(players, highest))
    tournament_ids = parts.ids(
        parts.tournaments, _numbered(tournaments, int(records["tournament"].max(initial=0)))
    )
    initial = Position.initial()
    parts.add(
        black=player_ids[records["black"]],
        white=player_ids[records["white"]],
        tournament=tournament_ids[records["tournament"]],
        year=np.full(count, columns.header.year, dtype=np.int16),
        score=(2 * records["discs"].astype(np.float32) - MAX_DISCS),
        theoretical=records["theoretical"].copy(),
        source=np.full(count, source, dtype=np.int16),
        record=np.arange(1, count + 1, dtype=np.int32),
        byte_status=columns.status,
        start_black=np.full(count, initial.black, dtype=np.uint64),
        start_white=np.full(count, initial.white, dtype=np.uint64),
        start_turn=np.zeros(count, dtype=np.uint8),
        lengths=np.diff(columns.offsets),
    )
    parts.squares.append(columns.squares)
    parts.move_bytes.append((source, records["moves"]))
    tail = f"truncated: {columns.tail} of 68 bytes" if columns.tail else None
    return SourceReport(str(path), notes=tuple(notes), truncated=tail, records=count + bool(columns.tail))


def _read_ggf(path: Path, source: int, parts: _Parts) -> SourceReport:
    from othello_qt.core.game_database import open_collection

    games: list[DatabaseGame] = []
    reasons: list[str] = []
    numbers: list[int] = []
    for record in open_collection(path):
        if isinstance(record, SkippedRecord):
            reasons.append(record.reason)
            numbers.append(record.number)
        else:
            games.append(record)
    count = len(games)
    moves = [[PASS_SQUARE if m.square is None else m.square for m in game.moves] for game in games]
    parts.add(
        black=parts.ids(parts.players, [game.black for game in games]),
        white=parts.ids(parts.players, [game.white for game in games]),
        tournament=parts.ids(parts.tournaments, [game.tournament for game in games]),
        year=np.array([game.year or 0 for game in games], dtype=np.int16),
        score=np.array([np.nan if game.score is None else game.score for game in games], dtype=np.float32),
        theoretical=np.full(count, UNKNOWN_DISCS, dtype=np.uint8),
        source=np.full(count, source, dtype=np.int16),
        record=np.array([game.number for game in games], dtype=np.int32),
        byte_status=np.zeros(count, dtype=np.uint8),
        start_black=np.array([game.start.black for game in games], dtype=np.uint64),
        start_white=np.array([game.start.white for game in games], dtype=np.uint64),
        start_turn=np.array([0 if game.start.turn is BLACK else 1 for game in games], dtype=np.uint8),
        lengths=np.array([len(m) for m in moves], dtype=np.int64),
    )
    parts.squares.append(np.array([s for m in moves for s in m], dtype=np.uint8))
    first = f"record {numbers[0]}: {reasons[0]}" if numbers else None
    return SourceReport(str(path), skipped=len(numbers), first_skipped=first, records=count + len(numbers))


ProgressCallback = Callable[[int, int], None]
"""Told the files read so far and how many there are."""


def build_database(
    paths: Sequence[Path], progress: ProgressCallback | None = None, stop: threading.Event | None = None
) -> Database:
    """Every game of ``paths`` (``database_files``), replayed and indexed; a file that does not
    read is in ``Database.sources`` with its error, and the others are read."""
    files = database_files(paths)
    parts = _Parts()
    names_cache: dict[Path, tuple[tuple[str, ...], tuple[str, ...]]] = {}
    for source, path in enumerate(files):
        if stop is not None and stop.is_set():
            raise BuildCancelled(str(path))
        if progress is not None:
            progress(source, len(files))
        try:
            if path.suffix.lower() == GAMES_SUFFIX:
                report = _read_wthor(path, source, parts, names_cache)
            elif path.suffix.lower() in NAMES_SUFFIXES:
                report = SourceReport(
                    str(path),
                    error=f"{path}: a WTHOR players or tournaments file; give the .wtb games files (the "
                    "names are read from the WTHOR.JOU and WTHOR.TRN beside them)",
                )
            else:
                report = _read_ggf(path, source, parts)
        except ValueError as exc:  # DataFileError, NotationError: the message names the file
            report = SourceReport(str(path), error=str(exc))
        parts.reports.append(report)
    return _assemble(parts)


def _assemble(parts: _Parts) -> Database:
    """One replay of every game read, then the columns of the games kept."""
    empty = {
        "black": np.int32, "white": np.int32, "tournament": np.int32, "year": np.int16,
        "score": np.float32, "theoretical": np.uint8, "source": np.int16, "record": np.int32,
        "byte_status": np.uint8, "start_black": np.uint64, "start_white": np.uint64,
        "start_turn": np.uint8, "lengths": np.int64,
    }  # fmt: skip
    columns = {
        name: np.concatenate(parts.columns[name]) if name in parts.columns else np.zeros(0, dtype=dtype)
        for name, dtype in empty.items()
    }
    squares = np.concatenate(parts.squares) if parts.squares else np.zeros(0, dtype=np.uint8)
    offsets = np.zeros(len(columns["lengths"]) + 1, dtype=np.int64)
    np.cumsum(columns["lengths"], out=offsets[1:])
    replayed = replay_games(
        squares, offsets, columns["start_black"], columns["start_white"], columns["start_turn"]
    )
    byte_status = columns["byte_status"]
    kept = (replayed.status == KEPT) & (byte_status == 0)
    reports = _count_skips(parts, columns, replayed, kept)
    renumber = np.cumsum(kept, dtype=np.int64) - 1
    row_kept = kept[replayed.games]
    played_offsets = np.append(replayed.played_offsets[:-1][kept], replayed.played_offsets[-1])
    moves = GameMoves(
        columns["start_black"][kept],
        columns["start_white"][kept],
        columns["start_turn"][kept],
        replayed.played,
        played_offsets,
    )
    replayed_kept = type(replayed)(
        **{
            **replayed.__dict__,
            "keys": replayed.keys[row_kept],
            "games": renumber[replayed.games[row_kept]].astype(np.int32),
            "plies": replayed.plies[row_kept],
            "opening": replayed.opening[kept],
            "opening_ply": replayed.opening_ply[kept],
        }
    )
    index = PositionIndex.from_replayed(replayed_kept, moves)
    return Database(
        players=tuple(parts.players),
        tournaments=tuple(parts.tournaments),
        black=columns["black"][kept],
        white=columns["white"][kept],
        tournament=columns["tournament"][kept],
        year=columns["year"][kept],
        score=columns["score"][kept],
        theoretical=columns["theoretical"][kept],
        source=columns["source"][kept],
        record=columns["record"][kept],
        final_black=replayed.final_black[kept],
        final_white=replayed.final_white[kept],
        index=index,
        sources=tuple(reports),
    )


def _count_skips(
    parts: _Parts, columns: dict[str, np.ndarray], replayed: Replayed, kept: np.ndarray
) -> list[SourceReport]:
    """Each source's report with its records that are not games counted and the first one named."""
    reports = list(parts.reports)
    move_bytes = {source: moves for source, moves in parts.move_bytes}
    sources = columns["source"]
    for i, report in enumerate(reports):
        if report.error is not None:
            continue
        rows = np.flatnonzero(sources == i)
        bad = rows[~kept[rows]]
        skipped = report.skipped + len(bad) + (report.truncated is not None)
        first = report.first_skipped
        if len(bad):
            row = int(bad[0])
            record = int(columns["record"][row])
            moves = move_bytes[i][record - 1] if i in move_bytes else None
            first = f"record {record}: {_reason(row, columns, replayed, moves)}"
        elif report.truncated is not None and first is None:
            first = f"record {report.records}: {report.truncated}"
        reports[i] = report.with_skips(skipped, first)
    return reports


def _reason(
    row: int, columns: dict[str, np.ndarray], replayed: Replayed, move_bytes: np.ndarray | None
) -> str:
    """Why game ``row`` is not a game, as ``core.wthor`` words it (its move bytes for a WTHOR record)."""
    status = int(columns["byte_status"][row])
    if status:
        return BYTE_REASONS[status]
    status = int(replayed.status[row])
    ply = int(replayed.bad_ply[row])
    if move_bytes is None:
        return REASONS[status].format(ply=ply, move="?")
    value = int(move_bytes[ply - 1])
    if status == BAD_SQUARE:
        return f"move byte {value} is not a square (11 = a1 ... 88 = h8)"
    return REASONS[status].format(ply=ply, move=move_at(8 * (value // 10 - 1) + value % 10 - 1))
