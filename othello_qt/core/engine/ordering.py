"""Move ordering for the midgame search and the exact solver: the sort keys and the move list.

A node fills its ply's row of the scratch buffer with ``push`` (square, key, child position) and
takes the moves back best-first with ``take_best``, a selection sort step: the first move or two
usually cut off, so sorting the whole list would be wasted work.  Keys are larger for moves to try
first.  The table's move always comes first (``TT_MOVE_KEY``); the others are ordered

- in the midgame, by the children's static evaluation at deep nodes (``mid_key``), otherwise by
  the opponent's (corner-weighted) replies;
- in the exact solver, fastest-first (``end_key``): few replies for the opponent, few potential
  replies, own corners, a square's static value and parity; with many empties also by a shallow
  search of the evaluation (``eval_search``), as Edax and Egaroucid do.
"""

from __future__ import annotations

import numpy as np
from numba import njit

from othello_qt.core.bitboard import (
    CORNERS,
    final_score,
    flips,
    legal_moves,
    lowest_bit_index,
    neighbours,
    popcount,
)
from othello_qt.core.engine.evaluation import EDGE_STABLE, SCALE, evaluate
from othello_qt.core.engine.prelude import INF_UNITS, ONE, U64, ZERO, search_kernel

SQUARE = 0
KEY = 1
CHILD_PLAYER = 2
CHILD_OPPONENT = 3
BUFFER_ROWS = 4
"""Rows of a ply's move list in ``SearchContext.buf``."""

KEY_OFFSET = np.int64(1 << 50)
"""Keys are stored unsigned in the (uint64) buffer, shifted to stay positive."""
TT_MOVE_KEY = np.int64(1 << 40)
"""Above any computed key: the table's move is searched first."""

MID_EVAL_MIN_DEPTH = 3
"""Midgame nodes this deep order their children by the static evaluation; shallower ones by
the opponent's replies (cheaper, and nearly as good there)."""
DEEP_SORT_MIN_EMPTIES = 16
"""From here up, the exact solver orders children by a shallow search of the evaluation as well
(two plies from ``SORT_DEPTH_HIGH_EMPTIES``), weighted ``SORT_EVAL_WEIGHT`` per search unit: one
reply less for the opponent weighs as much as 1.6 discs (16 units a disc).  Below 16 empties the
search costs more than its better order saves.  Set by the FFO #40-#47 solves of ``python -m
benchmarks engine`` (one thread's CPU time), together with ``SORT_DEPTH_HIGH_EMPTIES``;
``SORT_EVAL_WEIGHT`` by the nodes of FFO #40-#49 and of 20 positions of 22-24 empties, fewest at
40 of 16-128."""
SORT_DEPTH = 1
SORT_DEPTH_HIGH = 2
SORT_DEPTH_HIGH_EMPTIES = 18
SORT_EVAL_WEIGHT = 40

X_C_SQUARES = U64(0x42C300000000C342)
"""The squares next to the corners (X and C): ``best_child_value`` tries them last."""

SQUARE_VALUE = np.array(
    [
        [18, 4, 16, 12, 12, 16, 4, 18],
        [4, 2, 6, 8, 8, 6, 2, 4],
        [16, 6, 14, 10, 10, 14, 6, 16],
        [12, 8, 10, 0, 0, 10, 8, 12],
        [12, 8, 10, 0, 0, 10, 8, 12],
        [16, 6, 14, 10, 10, 14, 6, 16],
        [4, 2, 6, 8, 8, 6, 2, 4],
        [18, 4, 16, 12, 12, 16, 4, 18],
    ],
    dtype=np.int64,
).reshape(64)
"""Static value of a square for move ordering only (corners best, X-squares worst)."""


@njit(nogil=True, cache=True, inline="always")
def push(buf, ply, count, square, key, child_p, child_o):
    """Append a move to the ply's list (``count`` moves are already there)."""
    row, column = U64(ply), U64(count)
    buf[row, SQUARE, column] = U64(square)
    buf[row, KEY, column] = U64(key + KEY_OFFSET)
    buf[row, CHILD_PLAYER, column] = child_p
    buf[row, CHILD_OPPONENT, column] = child_o


@njit(nogil=True, cache=True, inline="always")
def take_best(buf, ply, i, count):
    """Bring the best of moves ``i..count-1`` to place ``i``: ``(square, child_p, child_o)``."""
    moves = buf[U64(ply)]
    first = U64(i)
    chosen = first
    for j in range(first + U64(1), U64(count)):
        if moves[KEY, j] > moves[KEY, chosen]:
            chosen = j
    if chosen != first:
        for row in range(BUFFER_ROWS):
            moves[row, first], moves[row, chosen] = moves[row, chosen], moves[row, first]
    return np.int64(moves[SQUARE, first]), moves[CHILD_PLAYER, first], moves[CHILD_OPPONENT, first]


@njit(nogil=True, cache=True, inline="always")
def mid_key(child_p, child_o, bit, depth, weights):
    """Midgame key of the move to ``bit`` leading to ``(child_p, child_o)``, ``depth`` plies to go."""
    if depth >= MID_EVAL_MIN_DEPTH:
        return -evaluate(child_p, child_o, weights, EDGE_STABLE)
    replies = legal_moves(child_p, child_o)
    key = -np.int64(popcount(replies) + popcount(replies & CORNERS)) * 16
    if bit & CORNERS:
        key += 64
    return key


@njit(nogil=True, cache=True, inline="always")
def _potential_mobility(player, empty):
    """Empty squares next to ``player``'s discs: where the other side may later find moves."""
    return np.int64(popcount(neighbours(player) & empty))


@njit(nogil=True, cache=True, inline="always")
def fastest_first_key(child_p, child_o, square, bit, odd):
    """Fastest-first: few (corner-weighted) replies, few potential replies, own corners, parity."""
    replies = legal_moves(child_p, child_o)
    key = -np.int64(popcount(replies) + popcount(replies & CORNERS)) * 1024
    key -= _potential_mobility(child_o, ~(child_p | child_o)) * 16
    key += np.int64(popcount(child_o & CORNERS)) * 64
    key += SQUARE_VALUE[U64(square)]
    if bit & odd:
        key += 32
    return key


@njit(nogil=True, cache=True, inline="always")
def best_child_value(player, opponent, moves, beta, weights):
    """``(value, children evaluated)``: the best of ``moves`` by the children's evaluation (search
    units), fail-soft, cut off at ``beta``.  Also the midgame search's depth-1 nodes.  Corners come
    first and the squares next to them last, so that a cut comes after fewer evaluations (fewer
    nodes and less time to depth 16 over midgame positions; the exact solver's ordering searches
    count the same nodes either way)."""
    best = -INF_UNITS
    evaluated = 0
    for part in range(3):
        group = moves & (CORNERS if part == 0 else X_C_SQUARES if part == 2 else ~(CORNERS | X_C_SQUARES))
        while group:
            square = lowest_bit_index(group)
            bit = ONE << square
            group ^= bit
            flipped = flips(player, opponent, square)
            evaluated += 1
            value = -evaluate(opponent ^ flipped, player | flipped | bit, weights, EDGE_STABLE)
            if value > best:
                best = value
                if value >= beta:
                    return best, evaluated
    return best, evaluated


@njit(nogil=True, cache=True, inline="always")
def _eval_children(player, opponent, moves, beta, weights):
    return best_child_value(player, opponent, moves, beta, weights)[0]


@njit(nogil=True, cache=True, inline="always")
def _eval_1(player, opponent, beta, weights):
    """One ply over the evaluation (a pass is not a ply), cut off at ``beta``."""
    moves = legal_moves(player, opponent)
    if moves:
        return _eval_children(player, opponent, moves, beta, weights)
    replies = legal_moves(opponent, player)
    if replies == ZERO:
        return final_score(player, opponent) * SCALE
    return -_eval_children(opponent, player, replies, INF_UNITS, weights)


@njit(nogil=True, cache=True, inline="always")
def _eval_2_children(player, opponent, moves, weights):
    best = -INF_UNITS
    while moves:
        square = lowest_bit_index(moves)
        bit = ONE << square
        moves ^= bit
        flipped = flips(player, opponent, square)
        value = -_eval_1(opponent ^ flipped, player | flipped | bit, -best, weights)
        if value > best:
            best = value
    return best


@search_kernel
def eval_search(player, opponent, depth, weights):
    """Alpha-beta over the evaluation, one or two plies (search units): an ordering estimate.

    Written out per depth rather than recursively: numba's cache mislinks a recursive kernel that
    a cached kernel of another module calls (the next start then crashes).
    """
    if depth <= 1:
        return _eval_1(player, opponent, INF_UNITS, weights)
    moves = legal_moves(player, opponent)
    if moves:
        return _eval_2_children(player, opponent, moves, weights)
    replies = legal_moves(opponent, player)
    if replies == ZERO:
        return final_score(player, opponent) * SCALE
    return -_eval_2_children(opponent, player, replies, weights)


@njit(nogil=True, cache=True, inline="always")
def end_key(child_p, child_o, square, bit, odd, n_empty, weights):
    """Exact-solver key: fastest-first, plus a shallow evaluation search with many empties."""
    key = fastest_first_key(child_p, child_o, square, bit, odd)
    if n_empty >= DEEP_SORT_MIN_EMPTIES:
        depth = np.int64(SORT_DEPTH_HIGH if n_empty >= SORT_DEPTH_HIGH_EMPTIES else SORT_DEPTH)
        key -= eval_search(child_p, child_o, depth, weights) * SORT_EVAL_WEIGHT
    return key
