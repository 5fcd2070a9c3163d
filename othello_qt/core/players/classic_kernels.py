"""The seeds' searches as numba kernels: minimax, alpha-beta and NegaScout over a square table.

Values are from the side to move's view.  A finished game is worth ``WIN`` plus the final disc
difference (empties to the winner), so any won ending outranks any evaluation and a bigger win
outranks a smaller one; a draw is worth 0.  Every kernel:

* plays a pass as a ply (like the first seed's ``minimax``: a forced pass costs one depth);
* checks whether the game is over before evaluating a leaf, so finished games are always
  valued as such, even at the search horizon;
* polls the stop flag at every node and unwinds at once when it is set (``stats[ABORTED] = 1``);
  a caller can then trust only the root moves that completed before the stop;
* keeps a triangular principal variation in ``pv``/``pv_len`` (``PASS_SQUARE`` is a pass).

The evaluation is a 64-entry table ``weights`` (all ones is the disc difference).
"""

from __future__ import annotations

from typing import NamedTuple

import numpy as np
from numba import njit

from othello_qt.core.bitboard import flips, legal_moves, lowest_bit_index, popcount
from othello_qt.core.engine.prelude import MAX_MOVES, MAX_PLY, ONE, PASS_SQUARE, ZERO

WIN = 1_000_000
"""Added to the final disc difference of a won game; far beyond any table sum (< 2,000)."""
INF_CLASSIC = 4 * WIN
"""Beyond any value of these kernels (a won game's ``WIN`` plus its disc difference): their infinity."""

# stats[] slots
NODES = 0
LEAVES = 1
"""Leaves valued by the evaluation (not by the final score): zero means the search was exact."""
ABORTED = 2
STATS_SIZE = 3


def _table(rows: list[list[int]]) -> np.ndarray:
    table = np.array(rows, dtype=np.int64).reshape(64)
    assert table.shape == (64,)
    return table


DISC_WEIGHTS = np.ones(64, dtype=np.int64)
"""Every disc counts one: the evaluation is the disc difference."""

NORVIG_WEIGHTS = _table(
    [
        [120, -20, 20, 5, 5, 20, -20, 120],
        [-20, -40, -5, -5, -5, -5, -40, -20],
        [20, -5, 15, 3, 3, 15, -5, 20],
        [5, -5, 3, 3, 3, 3, -5, 5],
        [5, -5, 3, 3, 3, 3, -5, 5],
        [20, -5, 15, 3, 3, 15, -5, 20],
        [-20, -40, -5, -5, -5, -5, -40, -20],
        [120, -20, 20, 5, 5, 20, -20, 120],
    ]
)
"""The weighted-squares table of the first seed (Norvig, PAIP ch. 18)."""

NEGASCOUT_WEIGHTS = _table(
    [
        [100, -1, 5, 2, 2, 5, -1, 100],
        [-1, -10, 1, 1, 1, 1, -10, -1],
        [5, 1, 1, 1, 1, 1, 1, 5],
        [2, 1, 1, 0, 0, 1, 1, 2],
        [2, 1, 1, 0, 0, 1, 1, 2],
        [5, 1, 1, 1, 1, 1, 1, 5],
        [-1, -10, 1, 1, 1, 1, -10, -1],
        [100, -1, 5, 2, 2, 5, -1, 100],
    ]
)
"""The fourth seed's board values.  The seed shows them only as an image; these are the numbers of
the source it links to (github.com/luugiathuy/ReversiGame, ``Evaluation.sBOARD_VALUE``).  The same
table orders the moves (highest square value first)."""


@njit(nogil=True, cache=True)
def evaluate(player, opponent, weights):
    """Sum of the weights of the player's squares minus the opponent's."""
    total = np.int64(0)
    bits = player
    while bits:
        total += weights[lowest_bit_index(bits)]
        bits &= bits - ONE
    bits = opponent
    while bits:
        total -= weights[lowest_bit_index(bits)]
        bits &= bits - ONE
    return total


def score_in_discs(value: int) -> float:
    """A kernel value as the interface's score: a finished game's value becomes its disc difference."""
    if value >= WIN // 2:
        return float(value - WIN)
    if value <= -WIN // 2:
        return float(value + WIN)
    return float(value)


@njit(nogil=True, cache=True)
def final_value(player, opponent):
    """Value of a finished game: ``±WIN`` plus the disc difference with empties to the winner."""
    mine = np.int64(popcount(player))
    theirs = np.int64(popcount(opponent))
    empties = 64 - mine - theirs
    if mine > theirs:
        return WIN + mine - theirs + empties
    if mine < theirs:
        return -WIN + mine - theirs - empties
    return np.int64(0)


class ClassicState(NamedTuple):
    """What a classic search kernel reads or writes besides the position, its window and depth
    (a named tuple: numba passes its fields as it would separate arguments)."""

    weights: np.ndarray
    """The 64-entry evaluation table."""
    stop: np.ndarray
    """The caller's stop flag (``stop[0] != 0``: stop), polled at every node."""
    stats: np.ndarray
    """``stats[NODES]``, ``stats[LEAVES]``, ``stats[ABORTED]``."""
    pv: np.ndarray
    pv_len: np.ndarray
    """The triangular principal variation: row ``ply`` holds the line from ``ply`` on."""
    order: np.ndarray
    """Per ply, NegaScout's move list (``priority_moves``)."""


@njit(nogil=True, cache=True, inline="always")
def _set_pv(s, ply, square):
    """The PV at ``ply`` becomes ``square`` followed by the PV found one ply deeper."""
    pv, pv_len = s.pv, s.pv_len
    pv[ply, ply] = square
    child_len = pv_len[ply + 1]
    for i in range(ply + 1, child_len):
        pv[ply, i] = pv[ply + 1, i]
    pv_len[ply] = max(child_len, ply + 1)


@njit(nogil=True, cache=True, inline="always")
def _enter(ply, s):
    """Count the node and empty its PV; True (and the search marked aborted) when asked to stop."""
    s.stats[NODES] += 1
    s.pv_len[ply] = ply
    s.pv_len[ply + 1] = ply + 1
    if s.stop[0] != 0:
        s.stats[ABORTED] = 1
        return True
    return False


@njit(nogil=True, cache=True, inline="always")
def _leaf(player, opponent, moves, depth, s):
    """``(True, value)`` when the node is not searched further: a finished game (valued as such
    even at the horizon) or the horizon (the evaluation); ``(False, 0)`` otherwise."""
    if moves == ZERO and legal_moves(opponent, player) == ZERO:
        return True, final_value(player, opponent)
    if depth <= 0:
        s.stats[LEAVES] += 1
        return True, evaluate(player, opponent, s.weights)
    return False, np.int64(0)


@njit(nogil=True, cache=True, inline="always")
def _child(player, opponent, square):
    """The position after ``player`` plays ``square``, from the opponent's point of view."""
    flipped = flips(player, opponent, square)
    return opponent ^ flipped, player | flipped | (ONE << np.uint64(square))


@njit(nogil=True, cache=True)
def minimax(player, opponent, depth, ply, s):
    """Plain negamax to ``depth`` plies: every move of every node is searched."""
    if _enter(ply, s):
        return np.int64(0)
    moves = legal_moves(player, opponent)
    done, value = _leaf(player, opponent, moves, depth, s)
    if done:
        return value
    if moves == ZERO:
        value = -minimax(opponent, player, depth - 1, ply + 1, s)
        _set_pv(s, ply, PASS_SQUARE)
        return value
    best = np.int64(-INF_CLASSIC)
    while moves:
        square = lowest_bit_index(moves)
        moves &= moves - ONE
        child_player, child_opponent = _child(player, opponent, square)
        value = -minimax(child_player, child_opponent, depth - 1, ply + 1, s)
        if s.stats[ABORTED] != 0:
            return np.int64(0)
        if value > best:
            best = value
            _set_pv(s, ply, square)
    return best


@njit(nogil=True, cache=True)
def alphabeta(player, opponent, alpha, beta, depth, ply, s):
    """Negamax with alpha-beta pruning, fail-hard, moves in square order (the first seed's)."""
    if _enter(ply, s):
        return np.int64(0)
    moves = legal_moves(player, opponent)
    done, value = _leaf(player, opponent, moves, depth, s)
    if done:
        return value
    if moves == ZERO:
        value = -alphabeta(opponent, player, -beta, -alpha, depth - 1, ply + 1, s)
        _set_pv(s, ply, PASS_SQUARE)
        return value
    while moves:
        if alpha >= beta:
            break
        square = lowest_bit_index(moves)
        moves &= moves - ONE
        child_player, child_opponent = _child(player, opponent, square)
        value = -alphabeta(child_player, child_opponent, -beta, -alpha, depth - 1, ply + 1, s)
        if s.stats[ABORTED] != 0:
            return np.int64(0)
        if value > alpha:
            alpha = value
            _set_pv(s, ply, square)
    return alpha


@njit(nogil=True, cache=True)
def priority_moves(moves, weights, out):
    """Write the squares of ``moves`` into ``out``, highest weight first (ties in square order).

    The fourth seed's ``genPriorityMoves``; returns how many there are.
    """
    n = 0
    while moves:
        square = np.int64(lowest_bit_index(moves))
        moves &= moves - ONE
        key = weights[square]
        i = n
        while i > 0 and weights[out[i - 1]] < key:
            out[i] = out[i - 1]
            i -= 1
        out[i] = square
        n += 1
    return n


@njit(nogil=True, cache=True)
def negascout(player, opponent, alpha, beta, depth, ply, s):
    """The fourth seed's NegaScout: a full window for the first (highest-priority) move, a null
    window for the others, re-searched when it fails high, except in the last two plies where the
    null-window value of a leaf parent is already exact.  Fail-soft.
    """
    if _enter(ply, s):
        return np.int64(0)
    moves = legal_moves(player, opponent)
    done, value = _leaf(player, opponent, moves, depth, s)
    if done:
        return value
    if moves == ZERO:
        value = -negascout(opponent, player, -beta, -alpha, depth - 1, ply + 1, s)
        _set_pv(s, ply, PASS_SQUARE)
        return value
    count = priority_moves(moves, s.weights, s.order[ply])
    best = np.int64(-INF_CLASSIC)
    adaptive_beta = beta
    for i in range(count):
        square = s.order[ply, i]
        child_player, child_opponent = _child(player, opponent, square)
        value = -negascout(
            child_player, child_opponent, -adaptive_beta, -max(alpha, best), depth - 1, ply + 1, s
        )
        if s.stats[ABORTED] != 0:
            return np.int64(0)
        if value > best:
            if adaptive_beta == beta or depth <= 2:
                best = value
            else:
                best = -negascout(child_player, child_opponent, -beta, -value, depth - 1, ply + 1, s)
                if s.stats[ABORTED] != 0:
                    return np.int64(0)
            _set_pv(s, ply, square)
            if best >= beta:
                return best
            adaptive_beta = max(alpha, best) + 1
    return best


class SearchArrays:
    """The scratch arrays one search needs (allocated once per player, reused every move)."""

    def __init__(self) -> None:
        self.stats = np.zeros(STATS_SIZE, dtype=np.int64)
        self.pv = np.full((MAX_PLY + 2, MAX_PLY + 2), -1, dtype=np.int64)
        self.pv_len = np.zeros(MAX_PLY + 2, dtype=np.int64)
        self.order = np.zeros((MAX_PLY + 2, MAX_MOVES), dtype=np.int64)

    def state(self, weights: np.ndarray, stop: np.ndarray) -> ClassicState:
        """The kernels' argument: these arrays with the evaluation table and the stop flag."""
        return ClassicState(weights, stop, self.stats, self.pv, self.pv_len, self.order)

    def reset(self) -> None:
        self.stats[:] = 0
        self.pv_len[:] = 0

    def pv_squares(self, ply: int = 0) -> list[int]:
        return [int(self.pv[ply, i]) for i in range(ply, int(self.pv_len[ply]))]


def warm_up() -> None:
    """Compile (or load) every kernel with the argument types the players use."""
    arrays = SearchArrays()
    state = arrays.state(NORVIG_WEIGHTS, np.zeros(1, dtype=np.int64))
    player, opponent = np.uint64(0x0000000810000000), np.uint64(0x0000001008000000)
    inf = np.int64(INF_CLASSIC)
    minimax(player, opponent, np.int64(2), np.int64(0), state)
    alphabeta(player, opponent, -inf, inf, np.int64(2), np.int64(0), state)
    negascout(player, opponent, -inf, inf, np.int64(3), np.int64(0), state)
