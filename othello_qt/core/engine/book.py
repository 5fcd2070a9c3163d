"""The opening book: positions up to symmetry, each with a deep search's value, backed up by negamax.

A book is a graph of positions stored once per symmetry class (the least of the eight images,
``canonical``).  Every node has its own *leaf* value (discs for the side to move, from a deep search
or an exact solve, ``depth`` saying which), and an *expanded* node also has edges to the book nodes
of all its legal moves.  A node's *value* is its leaf value if it is not expanded, else the best of
its children's values negated (negamax, as Edax's and Zebra's books back up their values); it is
computed when the book is read, never stored, so it cannot disagree with the leaves.

File (an ``.npz``, read through ``datafile.read_npz``):

* ``keys``: uint64 (n, 2), the canonical (player, opponent) bitboards of each node;
* ``leaf``: float32 (n), each node's own search value;
* ``depth``: uint8 (n), that search's depth (``EXACT_DEPTH`` for an exact solve);
* ``edges``: int32 (m, 2), (parent, child) node numbers of expanded nodes' moves;
* ``games`` (optional): uint32 (n), how many games of the database the book was built from
  (``build-book --from-games``) reached each node; a move's count is its child's;
* ``provenance``: one JSON text (the command, the plan, the rounds grown, the date).

Every child has fewer empty squares than its parent (checked when read), so the graph has no cycle
and the back-up ends.  A position is looked up by its canonical key; a move's book value is its
child's value negated, so a lookup needs no symmetry mapped back.
"""

from __future__ import annotations

import json
import os
import random
import sys
import threading
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
from numba import njit

from othello_qt.core.atomic import write_atomically
from othello_qt.core.bitboard import U64
from othello_qt.core.datafile import JSON_TEXT, ArraySpec, DataFileError, parse_json, read_npz, set_aside
from othello_qt.core.position import Move, Position
from othello_qt.core.symmetry import N_SYMMETRIES, symmetry

BOOK_FILE = "opening_book.npz"
"""The shipped book's name in ``othello_qt/resources``."""
USER_BOOK_FILE = "user_book.npz"
"""The user's own book (games NBoard's ``learn`` added), in the per-user data folder."""
EXACT_DEPTH = 255
"""``depth`` of a leaf value that is the exact final disc difference."""
MAX_NODES = 8_000_000
"""The most nodes a book file may hold (about 170 MB of arrays)."""
_MAX_EDGES = 8 * MAX_NODES
BOOK_SPEC = {
    "keys": ArraySpec("u", (range(1, MAX_NODES + 1), 2), max_bytes=16 * MAX_NODES),
    "leaf": ArraySpec("f", (range(1, MAX_NODES + 1),), max_bytes=4 * MAX_NODES),
    "depth": ArraySpec("u", (range(1, MAX_NODES + 1),), max_bytes=MAX_NODES),
    "edges": ArraySpec("i", (range(0, _MAX_EDGES + 1), 2), max_bytes=8 * _MAX_EDGES),
    "games": ArraySpec("u", (range(1, MAX_NODES + 1),), required=False, max_bytes=8 * MAX_NODES),
    "provenance": JSON_TEXT,
}


@njit(nogil=True, cache=True)
def canonical(player: np.uint64, opponent: np.uint64) -> tuple[np.uint64, np.uint64]:
    """The least (player, opponent) over the board's eight symmetries: one key per class."""
    best_p, best_o = player, opponent
    for k in range(1, N_SYMMETRIES):
        p = symmetry(player, k)
        o = symmetry(opponent, k)
        if p < best_p or (p == best_p and o < best_o):
            best_p, best_o = p, o
    return best_p, best_o


@njit(nogil=True, cache=True)
def _canonical_all(keys: np.ndarray) -> np.ndarray:
    out = np.empty_like(keys)
    for i in range(keys.shape[0]):
        out[i, 0], out[i, 1] = canonical(keys[i, 0], keys[i, 1])
    return out


@njit(nogil=True, cache=True)
def _popcount(x: np.uint64) -> int:
    count = 0
    while x:
        x &= x - np.uint64(1)
        count += 1
    return count


@njit(nogil=True, cache=True)
def _empties(keys: np.ndarray) -> np.ndarray:
    out = np.empty(keys.shape[0], dtype=np.int64)
    for i in range(keys.shape[0]):
        out[i] = 64 - _popcount(keys[i, 0] | keys[i, 1])
    return out


@njit(nogil=True, cache=True)
def negamax(leaf: np.ndarray, edges: np.ndarray, empties: np.ndarray) -> np.ndarray:
    """Each node's value: its leaf value, or for a node with edges the best child value negated.

    Children have fewer empties than their parents, so nodes are settled from the fewest empties up.
    """
    n = leaf.shape[0]
    value = leaf.astype(np.float32)
    if edges.shape[0] == 0:
        return value
    by_parent = np.argsort(edges[:, 0], kind="mergesort")
    start = np.full(n + 1, -1, dtype=np.int64)
    first = np.zeros(n + 1, dtype=np.int64)
    count = np.zeros(n, dtype=np.int64)
    for j in range(by_parent.shape[0]):
        count[edges[by_parent[j], 0]] += 1
    for i in range(n):
        first[i + 1] = first[i] + count[i]
    for i in range(n):
        start[i] = first[i]
    for node in np.argsort(empties, kind="mergesort"):
        if count[node] == 0:
            continue
        best = np.float32(-1e9)
        for j in range(start[node], start[node] + count[node]):
            child = edges[by_parent[j], 1]
            if -value[child] > best:
                best = -value[child]
        value[node] = best
    return value


def key_of(position_player: int, position_opponent: int) -> tuple[int, int]:
    """The canonical key of a position given as the side to move's and the other side's discs."""
    p, o = canonical(U64(position_player), U64(position_opponent))
    return int(p), int(o)


@dataclass(frozen=True)
class BookMoves:
    """What a book knows of a position: every legal move's value, the least search depth behind
    them (60 when all were solved exactly), and how many database games played each move (empty
    when the book was not built from games)."""

    values: dict[Move, float]
    depth: int
    games: dict[Move, int] = field(default_factory=dict)

    @property
    def best(self) -> float:
        return max(self.values.values())

    def near_best(self, window: float) -> list[Move]:
        """The moves within ``window`` discs of the best, in square order."""
        best = self.best
        return sorted((m for m, v in self.values.items() if v >= best - window), key=lambda m: m.square or 0)

    def pick(self, window: float, rng: random.Random) -> Move:
        """One of the moves within ``window`` discs of the best: drawn by how many database games
        played each (so the openings people play come up as often as they do at tournaments), or
        evenly when the book has no games."""
        near = self.near_best(window)
        weights = [self.games.get(move, 0) for move in near]
        if any(weights):
            return rng.choices(near, weights)[0]
        return near[rng.randrange(len(near))]


@dataclass
class Book:
    """An opening book in memory: the arrays of its file, the values backed up, and an index."""

    keys: np.ndarray
    leaf: np.ndarray
    depth: np.ndarray
    edges: np.ndarray
    provenance: dict[str, Any] = field(default_factory=dict)
    games: np.ndarray | None = None
    """uint32 (n): database games that reached each node (zeros when the book was not built from games)."""
    value: np.ndarray = field(init=False)
    expanded: np.ndarray = field(init=False)
    index: dict[tuple[int, int], int] = field(init=False)

    def __post_init__(self) -> None:
        if self.games is None:
            self.games = np.zeros(len(self.keys), np.uint32)
        if len(self.games) != len(self.keys):
            raise ValueError(
                f"a book's games counts ({len(self.games)}) and positions ({len(self.keys)}) differ"
            )
        self.index = {(int(p), int(o)): i for i, (p, o) in enumerate(self.keys.tolist())}
        self.expanded = np.zeros(len(self.keys), dtype=bool)
        self.expanded[self.edges[:, 0]] = True
        self.value = negamax(self.leaf, self.edges, _empties(self.keys))

    @staticmethod
    def empty() -> Book:
        return Book(
            np.zeros((0, 2), U64), np.zeros(0, np.float32), np.zeros(0, np.uint8), np.zeros((0, 2), np.int32)
        )

    def __len__(self) -> int:
        return len(self.keys)

    @property
    def expanded_count(self) -> int:
        return int(np.count_nonzero(self.expanded))

    def node(self, position: Position) -> int | None:
        return self.index.get(key_of(position.player, position.opponent))

    def moves(self, position: Position) -> BookMoves | None:
        """Each legal move's book value (discs for the side to move), if the book has the position
        with all its moves; else ``None``."""
        node = self.node(position)
        if node is None or not self.expanded[node]:
            return None
        values, games, depth = {}, {}, 60
        counts = self.games
        assert counts is not None  # __post_init__
        for move in position.legal_moves():
            child = self.node(position.play(move))
            if child is None:
                return None
            values[move] = -float(self.value[child])
            if counts[child]:
                games[move] = int(counts[child])
            if self.depth[child] != EXACT_DEPTH:
                depth = min(depth, int(self.depth[child]) + 1)
        return BookMoves(values, depth, games) if values else None

    def save(self, path: str | os.PathLike[str]) -> None:
        """Write the book file atomically (compressed).  A book of no positions is no file the reader
        takes back (``BOOK_SPEC`` asks for one at least): ``ValueError``, and nothing is written."""
        if len(self) == 0:
            raise ValueError(f"{os.fspath(path)}: a book with no positions is not written")
        arrays = {
            "keys": self.keys.astype(U64),
            "leaf": self.leaf.astype(np.float32),
            "depth": self.depth.astype(np.uint8),
            "edges": self.edges.astype(np.int32).reshape(-1, 2),
            "provenance": np.array(json.dumps(self.provenance, sort_keys=True)),
        }
        if self.games is not None and self.games.any():
            arrays["games"] = self.games.astype(np.uint32)
        write_atomically(path, lambda handle: np.savez_compressed(handle, **arrays))


def load_book(path: str | os.PathLike[str]) -> Book:
    """A book file, checked whole; ``DataFileError`` naming the file for anything wrong with it."""
    where = os.fspath(path)
    arrays = read_npz(path, BOOK_SPEC)
    keys, leaf, depth, edges = arrays["keys"], arrays["leaf"], arrays["depth"], arrays["edges"]
    n = len(keys)
    if len(leaf) != n or len(depth) != n:
        raise DataFileError(
            f"{where}: keys, leaf and depth differ in length ({n}, {len(leaf)}, {len(depth)})"
        )
    keys = keys.astype(U64)
    if np.any(keys[:, 0] & keys[:, 1]):
        raise DataFileError(f"{where}: a position has a square taken by both sides")
    if not np.array_equal(_canonical_all(keys), keys):
        raise DataFileError(f"{where}: a position is not stored in its canonical (least) symmetry")
    if np.any(np.abs(leaf) > 64):
        raise DataFileError(f"{where}: a value is beyond 64 discs")
    if np.any((depth > 60) & (depth != EXACT_DEPTH)):
        raise DataFileError(f"{where}: a search depth is beyond 60 plies")
    edges = edges.astype(np.int64)
    if len(edges) and (edges.min() < 0 or edges.max() >= n):
        raise DataFileError(f"{where}: an edge names a node the book does not have")
    empties = _empties(keys)
    if len(edges) and np.any(empties[edges[:, 1]] >= empties[edges[:, 0]]):
        raise DataFileError(f"{where}: an edge leads to a position that is not later in the game")
    games = arrays.get("games")
    if games is not None and len(games) != n:
        raise DataFileError(f"{where}: games and keys differ in length ({len(games)}, {n})")
    provenance: dict[str, Any] = {}
    if "provenance" in arrays:
        parsed = parse_json(str(arrays["provenance"]), f"{where}: provenance")
        if not isinstance(parsed, dict):
            raise DataFileError(f"{where}: the provenance is not a JSON object")
        provenance = parsed
    book = Book(
        keys,
        leaf.astype(np.float32),
        depth.astype(np.uint8),
        edges.astype(np.int32),
        provenance,
        None if games is None else games.astype(np.uint32),
    )
    if len(book.index) != n:
        raise DataFileError(f"{where}: a position is stored twice")
    return book


def shipped_book_path() -> Path:
    """``othello_qt/resources/opening_book.npz`` (the file need not exist: then there is no book)."""
    import othello_qt.resources

    return Path(othello_qt.resources.__file__).parent / BOOK_FILE


def user_book_path() -> Path:
    """The user's book, in the per-user data folder the window keeps its game in, beside never over
    the shipped one."""
    from othello_qt._cache import user_data_dir

    return user_data_dir() / USER_BOOK_FILE


class Books:
    """The books a player consults, in order: the shipped one, then the user's own (the games it
    learned), which adds the positions the shipped one does not have."""

    def __init__(self, books: Iterable[Book]) -> None:
        self.books = tuple(books)

    def moves(self, position: Position) -> BookMoves | None:
        for book in self.books:
            found = book.moves(position)
            if found is not None:
                return found
        return None

    def line(self, position: Position, first: Move, limit: int = 12) -> tuple[Move, ...]:
        """``first`` and the book's best moves after it, while the book has the positions."""
        moves = [first]
        position = position.play(first)
        while len(moves) < limit:
            known = self.moves(position)
            if known is None:
                break
            best = known.near_best(0.0)[0]
            moves.append(best)
            position = position.play(best)
        return tuple(moves)


_loaded: dict[Path, tuple[tuple[int, int], Book | None]] = {}
_loaded_lock = threading.Lock()


def cached_book(path: Path) -> Book | None:
    """The book at ``path``, read again only when the file changed; ``None`` if there is none."""
    try:
        info = path.stat()
    except OSError:
        return None
    stamp = (info.st_mtime_ns, info.st_size)
    with _loaded_lock:
        known = _loaded.get(path)
        if known is None or known[0] != stamp:
            known = _loaded[path] = (stamp, read_book_or_none(path))
        return known[1]


def default_books() -> Books:
    """The shipped book (if any) before the user's (if any)."""
    found = (cached_book(shipped_book_path()), cached_book(user_book_path()))
    return Books(book for book in found if book is not None)


def warm_up() -> None:
    """Compile (or load) the book's kernels and read the books once: a timed move's first book
    lookup then spends its clock on neither (compiling them takes seconds)."""
    _canonical_all(np.zeros((0, 2), U64))
    Book.empty()
    key_of(0, 0)
    default_books()


@dataclass(frozen=True)
class UnreadBook:
    """A book the engine plays without: why, and where the user's own book was set aside (``None``
    for the shipped book, which is left as it is, or when the rename failed)."""

    problem: DataFileError
    kept: Path | None


_unread: dict[Path, UnreadBook] = {}
"""The books that could not be read, and why: the window tells the player (``unread_books``)."""
_unread_lock = threading.Lock()


def read_book_or_none(path: Path) -> Book | None:
    """A book file, or ``None`` (with a note on stderr, kept for ``unread_books``) when it is missing or
    damaged.  A damaged user book is set aside (``datafile.set_aside``), so ``learn`` starts a new one
    and never writes over what the user may want back; the shipped book is left as it is."""
    if not path.exists():
        return None
    try:
        book = load_book(path)
    except DataFileError as exc:
        kept = None
        if path == user_book_path():
            try:
                kept = set_aside(path)
            except OSError as error:
                print(f"othello-qt: {path} could not be set aside: {error}", file=sys.stderr)
        where = "" if kept is None else f" (set aside as {kept})"
        print(f"othello-qt: the opening book is not used: {exc}{where}", file=sys.stderr)
        with _unread_lock:
            _unread[path] = UnreadBook(exc, kept)
        return None
    with _unread_lock:
        _unread.pop(path, None)
    return book


def unread_books() -> dict[Path, UnreadBook]:
    """The books the engine plays without because they could not be read, and why."""
    with _unread_lock:
        return dict(_unread)
