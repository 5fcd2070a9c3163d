"""Which positions people play: the positions a games database reached often enough for the book.

``frequent_positions`` replays every game of a database that starts from the standard position (in
one compiled kernel, over the moves ``core.database`` already replayed and checked) and counts, for
each position up to the board's eight symmetries with the side to move having a move, how many
games reached it.  A game reaches a position once at most (every move adds a disc), so the count is
a count of games.  ``othello-qt build-book --from-games`` expands the positions reached by at least
``--min-games`` games; the counts also go into the book (``Book.games``), so the master engine can
weigh the book's moves by how often players chose them.  The database gives which positions to
study and how often they are met, never their values.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

import numpy as np
from numba import njit

from othello_qt.core.bitboard import PASS_SQUARE, count, flips, legal_moves
from othello_qt.core.engine.book import canonical
from othello_qt.core.position import Position


@njit(nogil=True, cache=True)
def _positions_kernel(played, offsets, games, max_ply, start_black, start_white):
    """The canonical (player, opponent) of every position of ``games`` with at most ``max_ply``
    discs played and a move for the side to move, one row per game and position."""
    rows = 0
    for g in games:
        rows += min(offsets[g + 1] - offsets[g], max_ply + 2) + 1
    keys = np.empty((rows, 2), dtype=np.uint64)
    out = 0
    for g in games:
        mover, other = start_black, start_white
        i = offsets[g]
        while count(mover | other) - 4 <= max_ply:
            if legal_moves(mover, other) != 0:
                keys[out, 0], keys[out, 1] = canonical(mover, other)
                out += 1
            if i >= offsets[g + 1]:
                break
            square = played[i]
            i += 1
            if square != PASS_SQUARE:
                turned = flips(mover, other, square)
                mover |= turned | (np.uint64(1) << np.uint64(square))
                other ^= turned
            mover, other = other, mover
    return keys[:out]


@dataclass(frozen=True)
class FrequentPositions:
    """Canonical positions (``keys``, uint64 (n, 2), side to move first) and how many games reached
    each (``games``), in key order."""

    keys: np.ndarray
    games: np.ndarray

    def __len__(self) -> int:
        return len(self.games)

    def at_least(self, min_games: int) -> FrequentPositions:
        keep = self.games >= min_games
        return FrequentPositions(self.keys[keep], self.games[keep])

    def fingerprint(self) -> str:
        """A short hash of the positions and their counts: a book plan records which database it
        studied, so a run is never resumed on another."""
        digest = hashlib.sha256(np.ascontiguousarray(self.keys, np.uint64).tobytes())
        digest.update(np.ascontiguousarray(self.games, np.int64).tobytes())
        return digest.hexdigest()[:16]

    def counts_of(self, keys: np.ndarray) -> np.ndarray:
        """How many games reached each of ``keys`` (canonical, uint64 (n, 2)); 0 for a position no
        game reached."""
        known = {
            (int(p), int(o)): int(n)
            for (p, o), n in zip(self.keys.tolist(), self.games.tolist(), strict=True)
        }
        return np.array([known.get((int(p), int(o)), 0) for p, o in keys.tolist()], dtype=np.int64)


def game_positions(played: np.ndarray, offsets: np.ndarray, games: np.ndarray, max_ply: int) -> np.ndarray:
    """Every position (canonical keys, one row per game that reached it) of ``games`` (row numbers of
    games that start from the standard position; game ``g``'s moves with their passes are
    ``played[offsets[g]:offsets[g + 1]]``, as ``core.position_index.GameMoves`` holds them) up to
    ``max_ply`` discs played, where the side to move has a move."""
    start = Position.initial()
    return _positions_kernel(
        played, offsets, games.astype(np.int64), max_ply, np.uint64(start.black), np.uint64(start.white)
    )


def frequent_positions(
    played: np.ndarray, offsets: np.ndarray, games: np.ndarray, max_ply: int
) -> FrequentPositions:
    """How many of ``games`` reached each position up to ``max_ply`` discs played."""
    rows = game_positions(played, offsets, games, max_ply)
    if len(rows) == 0:
        return FrequentPositions(np.zeros((0, 2), np.uint64), np.zeros(0, np.int64))
    keys, counts = np.unique(rows, axis=0, return_counts=True)
    return FrequentPositions(keys, counts.astype(np.int64))


__all__ = ["FrequentPositions", "frequent_positions", "game_positions"]
