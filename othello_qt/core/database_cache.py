"""The games database opened through a cached copy of its columns and index, beside the user's data.

Reading back the arrays a replay of every game made is several times quicker than the replay
(``python -m benchmarks database`` has both).  The copy is an ``.npz`` (written atomically, read
with ``core.datafile.read_npz``: no pickles, every array checked) named after the files' paths, and
it holds a key: each file's size, modification time and a hash of its first bytes, and the names
files beside them.  A copy whose key
differs is rebuilt; one that does not read, or whose arrays do not agree with each other, is set
aside (``datafile.set_aside``), rebuilt, and ``Database.notes`` says so.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import os
import stat
import threading
from collections.abc import Sequence
from pathlib import Path

import numpy as np

from othello_qt.core.database import GAME_COLUMNS, Database, SourceReport
from othello_qt.core.database_build import ProgressCallback, build_database, database_files
from othello_qt.core.datafile import ArraySpec, DataFileError, read_npz, set_aside
from othello_qt.core.game_replay import named_openings
from othello_qt.core.position_index import GameMoves, PositionIndex
from othello_qt.core.wthor import GAMES_SUFFIX, PLAYERS_FILE, TOURNAMENTS_FILE, find_beside

FORMAT = 1
"""Bumped whenever what the cache holds, or how the kernel keys positions, changes."""
CACHE_FOLDER = "games-index"
HASHED_BYTES = 64
_MAX_ROWS = range(0, 1 << 31)
_BIG = 1 << 31

_GAME_KINDS = {
    "black": "i", "white": "i", "tournament": "i", "year": "i", "score": "f", "theoretical": "u",
    "source": "i", "record": "i", "final_black": "u", "final_white": "u",
    "start_black": "u", "start_white": "u", "start_turn": "u", "opening": "i", "opening_ply": "u",
}  # fmt: skip
_SPEC = {
    **{
        name: ArraySpec(kind, (_MAX_ROWS,), max_bytes=_BIG, finite=False)
        for name, kind in _GAME_KINDS.items()
    },
    "offsets": ArraySpec("i", (_MAX_ROWS,), max_bytes=_BIG),
    "played": ArraySpec("u", (_MAX_ROWS,), max_bytes=_BIG),
    "keys": ArraySpec("u", (_MAX_ROWS,), max_bytes=_BIG),
    "games": ArraySpec("i", (_MAX_ROWS,), max_bytes=_BIG),
    "plies": ArraySpec("u", (_MAX_ROWS,), max_bytes=_BIG),
    "players": ArraySpec("U", (_MAX_ROWS,), max_bytes=_BIG),
    "tournaments": ArraySpec("U", (_MAX_ROWS,), max_bytes=_BIG),
    "about": ArraySpec("U", ()),
}
MAX_CACHE_BYTES = 1 << 31
KEPT_COPIES = 8
"""Cached copies kept (one per set of paths opened); the least recently written go first."""


def cache_folder() -> Path:
    from othello_qt._cache import user_data_dir

    return user_data_dir() / CACHE_FOLDER


def _stamp(path: Path) -> list[object] | None:
    """Size, modification time and a hash of the first bytes of a regular file; ``None`` for
    anything else (a missing file, a FIFO: never opened here, so never waited on)."""
    try:
        info = os.stat(path)
        if not stat.S_ISREG(info.st_mode):
            return None
        with open(path, "rb") as file:
            head = file.read(HASHED_BYTES)
    except OSError:
        return None
    return [str(path), info.st_size, info.st_mtime_ns, hashlib.sha256(head).hexdigest()[:16]]


def cache_key(files: Sequence[Path]) -> str | None:
    """What the cached copy must have been made from; ``None`` if a file is not a regular file
    (such a database is read afresh each time, so its error is told each time)."""
    stamps: list[object] = [FORMAT]
    folders: dict[Path, None] = {}
    for path in files:
        stamp = _stamp(path)
        if stamp is None:
            return None
        stamps.append(stamp)
        if path.suffix.lower() == GAMES_SUFFIX:
            folders.setdefault(path.parent)
    for folder in folders:
        for name in (PLAYERS_FILE, TOURNAMENTS_FILE):
            found = find_beside(folder / "x.wtb", name)
            stamps.append(None if found is None else _stamp(found) or [str(found), "unreadable"])
    return json.dumps(stamps)


def cache_path(files: Sequence[Path]) -> Path:
    named = json.dumps([str(path.resolve()) for path in files])
    return cache_folder() / f"{hashlib.sha256(named.encode()).hexdigest()[:20]}.npz"


def open_database(
    paths: Sequence[Path],
    *,
    use_cache: bool = True,
    progress: ProgressCallback | None = None,
    stop: threading.Event | None = None,
) -> Database:
    """The database of ``paths`` (folders and files, ``database_build.database_files``): from the
    cached copy when it was made from these very files, else built and the copy written."""
    files = database_files(paths)
    key = cache_key(files) if use_cache else None
    if key is None:
        return build_database(paths, progress, stop)
    path = cache_path(files)
    notes: list[str] = []
    if path.exists():
        try:
            database, stored_key = read_cache(path)
            if stored_key == key:
                return database
        except DataFileError as exc:
            notes.append(_set_aside(path, exc))
    database = build_database(paths, progress, stop)
    try:
        write_cache(path, database, key)
    except OSError as exc:
        notes.append(f"{path}: the cached index was not written ({exc.strerror or exc})")
    return dataclasses.replace(database, notes=tuple(notes)) if notes else database


def _set_aside(path: Path, exc: DataFileError) -> str:
    try:
        kept = set_aside(path)
    except OSError as error:
        return f"{exc}: rebuilt (it could not be set aside: {error.strerror or error})"
    return f"{exc}: set aside as {kept.name} and rebuilt"


def write_cache(path: Path, database: Database, key: str) -> None:
    """The database's arrays and ``key`` into ``path``, atomically."""
    from othello_qt.core.atomic import write_atomically

    index = database.index
    moves = index.moves
    about = {"key": key, "sources": [dataclasses.asdict(report) for report in database.sources]}
    arrays = {
        **{name: getattr(database, name) for name in GAME_COLUMNS},
        "start_black": moves.start_black,
        "start_white": moves.start_white,
        "start_turn": moves.start_turn,
        "opening": index.opening,
        "opening_ply": index.opening_ply,
        "offsets": moves.offsets,
        "played": moves.played,
        "keys": index.keys,
        "games": index.games,
        "plies": index.plies,
        "players": np.array(database.players, dtype=str),
        "tournaments": np.array(database.tournaments, dtype=str),
        "about": np.array(json.dumps(about)),
    }
    path.parent.mkdir(parents=True, exist_ok=True)
    write_atomically(path, lambda file: np.savez(file, **arrays))
    _prune(path.parent)


def _prune(folder: Path) -> None:
    """Remove all but the ``KEPT_COPIES`` newest copies (each is tens of MB for a large database)."""
    try:
        copies = [path for path in folder.glob("*.npz") if ".unreadable-" not in path.name]  # set aside: kept
        copies.sort(key=lambda path: path.stat().st_mtime_ns, reverse=True)
        for old in copies[KEPT_COPIES:]:
            old.unlink(missing_ok=True)
    except OSError:
        pass  # another process pruning at the same time: the next write prunes again


def read_cache(path: Path) -> tuple[Database, str]:
    """The database in ``path`` and the key it was made with; ``DataFileError`` naming ``path`` if it
    does not read or its arrays do not agree."""
    arrays = read_npz(path, _SPEC, max_file_bytes=MAX_CACHE_BYTES)
    try:
        about = json.loads(str(arrays["about"]))
        key = about["key"]
        sources = tuple(
            SourceReport(**{**report, "notes": tuple(report["notes"])}) for report in about["sources"]
        )
    except (ValueError, KeyError, TypeError) as exc:
        raise DataFileError(f"{path}: its description is damaged ({exc})") from None
    _check(path, arrays, len(sources))
    moves = GameMoves(
        arrays["start_black"].astype(np.uint64, copy=False),
        arrays["start_white"].astype(np.uint64, copy=False),
        arrays["start_turn"].astype(np.uint8, copy=False),
        arrays["played"].astype(np.uint8, copy=False),
        arrays["offsets"].astype(np.int64, copy=False),
    )
    index = PositionIndex(
        arrays["keys"].astype(np.uint32, copy=False),
        arrays["games"].astype(np.int32, copy=False),
        arrays["plies"].astype(np.uint8, copy=False),
        moves,
        arrays["opening"].astype(np.int32, copy=False),
        arrays["opening_ply"].astype(np.uint8, copy=False),
    )
    database = Database(
        players=tuple(arrays["players"].tolist()),
        tournaments=tuple(arrays["tournaments"].tolist()),
        index=index,
        sources=sources,
        **{name: arrays[name] for name in GAME_COLUMNS},
    )
    return database, key


def _check(path: Path, arrays: dict[str, np.ndarray], sources: int) -> None:
    """``DataFileError`` unless the arrays fit together: what a look-up indexes is in range."""
    games = len(arrays["black"])
    problems = []
    if any(len(arrays[name]) != games for name in _GAME_KINDS):
        problems.append("its game columns differ in length")
    offsets, played = arrays["offsets"], arrays["played"]
    if (
        len(offsets) != games + 1
        or offsets[0] != 0
        or offsets[-1] != len(played)
        or np.any(np.diff(offsets) < 0)
    ):
        problems.append("its move offsets do not fit its moves")
    elif np.any(np.diff(offsets) > 120) or np.any(played > 64):
        problems.append("its moves are not moves")
    keys, rows, plies = arrays["keys"], arrays["games"], arrays["plies"]
    if not (len(keys) == len(rows) == len(plies)) or np.any(keys[1:] < keys[:-1]):
        problems.append("its index is not sorted")
    elif len(rows) and (rows.min() < 0 or rows.max() >= games or np.any(plies > np.diff(offsets)[rows])):
        problems.append("its index names games or moves it does not hold")
    for name, names in (("black", "players"), ("white", "players"), ("tournament", "tournaments")):
        column = arrays[name]
        if len(column) and (column.min() < 0 or column.max() >= len(arrays[names])):
            problems.append(f"its {name} column names {names} it does not hold")
    opening = arrays["opening"]
    if games and (opening.min() < -1 or opening.max() >= len(named_openings())):
        problems.append("its openings are not the app's openings")
    if games and (arrays["source"].min() < 0 or arrays["source"].max() >= sources):
        problems.append("its games name files it does not list")
    if problems:
        raise DataFileError(f"{path}: the cached games index is damaged ({'; '.join(problems)})")
