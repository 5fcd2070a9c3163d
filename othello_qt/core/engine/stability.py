"""Stable discs: discs that no sequence of moves can flip, for the exact solver's stability cutoff.

A disc can only be flipped along one of its four lines (row, column, two diagonals).  Along a line
it is safe when the line is full, when it lies on the board's edge across that line, or when a
neighbour on that line is a stable disc of its own colour (flipping it would flip that neighbour
too).  Stable in all four lines means stable; the set grows from the corners until it stops
changing.  The side to move can then score at most 64 minus twice the opponent's stable discs.
"""

from __future__ import annotations

import numpy as np
from numba import njit

from othello_qt.core.bitboard import DIAGONAL_7, DIAGONAL_9, FILE_A, NOT_FILE_A, NOT_FILE_H, popcount
from othello_qt.core.engine.evaluation import EDGES
from othello_qt.core.engine.prelude import U64, ZERO, search_kernel

FILE_H = ~NOT_FILE_H
RANK_1 = U64(0xFF)
RANK_8 = RANK_1 << U64(56)


DIAGONALS_9 = np.unique(DIAGONAL_9)
"""The board's diagonals in the a1-h8 direction, as square masks."""
DIAGONALS_7 = np.unique(DIAGONAL_7)
"""The board's diagonals in the h1-a8 direction."""


@njit(nogil=True, cache=True, inline="always")
def _full_lines(occupied):
    """Squares whose row, column, a1-h8 diagonal and h1-a8 diagonal are full (four masks)."""
    rows = ZERO
    columns = ZERO
    for i in range(8):
        row = RANK_1 << U64(8 * i)
        if occupied & row == row:
            rows |= row
        column = FILE_A << U64(i)
        if occupied & column == column:
            columns |= column
    diagonals_9 = ZERO
    for line in DIAGONALS_9:
        if occupied & line == line:
            diagonals_9 |= line
    diagonals_7 = ZERO
    for line in DIAGONALS_7:
        if occupied & line == line:
            diagonals_7 |= line
    return rows, columns, diagonals_9, diagonals_7


@search_kernel
def stable_discs(player, opponent):
    """The discs of ``player`` that can never be flipped (a subset of the truly stable ones)."""
    rows, columns, diagonals_9, diagonals_7 = _full_lines(player | opponent)
    safe_row = rows | FILE_A | FILE_H
    safe_column = columns | RANK_1 | RANK_8
    safe_9 = diagonals_9 | EDGES
    safe_7 = diagonals_7 | EDGES
    stable = player & safe_row & safe_column & safe_9 & safe_7
    while True:
        row = safe_row | ((stable << U64(1)) & NOT_FILE_A) | ((stable >> U64(1)) & NOT_FILE_H)
        column = safe_column | (stable << U64(8)) | (stable >> U64(8))
        along_9 = safe_9 | ((stable << U64(9)) & NOT_FILE_A) | ((stable >> U64(9)) & NOT_FILE_H)
        along_7 = safe_7 | ((stable << U64(7)) & NOT_FILE_H) | ((stable >> U64(7)) & NOT_FILE_A)
        grown = stable | (player & row & column & along_9 & along_7)
        if grown == stable:
            return stable
        stable = grown


@njit(nogil=True, cache=True, inline="always")
def score_ceiling(player, opponent):
    """The best final disc difference ``player`` (to move) can still reach: the opponent's stable
    discs stay the opponent's."""
    return 64 - 2 * np.int64(popcount(stable_discs(opponent, player)))


STABILITY_THRESHOLD = np.array(
    [99, 99, 99, 99, 6, 8, 10, 12, 14, 16, 20, 22, 24, 26, 28, 30, 32, 34, 36, 38, 40, 42, 44, 46, 48]
    + [48, 50, 50, 52, 52, 54, 54, 56, 56, 58, 58, 60, 60, 62, 62]
    + [64] * 25,
    dtype=np.int64,
)
"""By empties: the stability cutoff is tried when alpha is at least this high (Edax's thresholds);
below, the opponent could hardly hold enough stable discs for it to succeed, so it is not worth
its cost.  Justified by the FFO solves of ``python -m benchmarks engine``: fewer nodes and no more
time than without the cutoff."""


@njit(nogil=True, cache=True, inline="always")
def stability_cutoff(player, opponent, alpha, n_empty):
    """``(True, ceiling)`` when the opponent's stable discs hold ``player`` to at most ``alpha``
    (the node fails low with that bound), tried only where ``STABILITY_THRESHOLD`` allows."""
    if alpha >= STABILITY_THRESHOLD[U64(n_empty)]:
        ceiling = score_ceiling(player, opponent)
        if ceiling <= alpha:
            return True, ceiling
    return False, np.int64(0)
