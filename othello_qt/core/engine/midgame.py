"""Midgame principal variation search over the static evaluation, with the shared table.

Scores are in search units (``evaluation.SCALE`` per disc).  A node whose remaining depth reaches the
end of the game hands over to the exact endgame solver.  Ordering: the table move, then
``ordering.mid_key``.  Depth-1 nodes evaluate their children directly.  Null-window nodes try a
Multi-ProbCut cut first (``probcut``: the search state's ``probcut`` table says where and how).
"""

from __future__ import annotations

import numpy as np
from numba import njit

from othello_qt.core.bitboard import final_score, flips, legal_moves, lowest_bit_index, popcount
from othello_qt.core.engine.context import (
    ABORTED,
    CALLS,
    EXPANDED,
    GENERATION,
    NODES,
    PASSES,
    POLL_MASK,
    SETTLED,
    poll,
)
from othello_qt.core.engine.deep_solver import end_search
from othello_qt.core.engine.evaluation import EDGE_STABLE, SCALE, evaluate
from othello_qt.core.engine.ordering import TT_MOVE_KEY, best_child_value, mid_key, push, take_best
from othello_qt.core.engine.prelude import INF_UNITS, ONE, PASS_SQUARE, U64, ZERO, search_kernel
from othello_qt.core.engine.probcut import MIN_DEPTH as PROBCUT_MIN_DEPTH
from othello_qt.core.engine.tt import position_hash, tt_probe, tt_store

MAX_VALUE = 64 * SCALE
"""No search value lies outside +-MAX_VALUE: a ProbCut bound beyond it cannot be reached."""


@njit(nogil=True, cache=True, inline="always")
def _to_discs_window(alpha, beta):
    """The disc window whose exact results keep their meaning once scaled back to search units."""
    low = alpha // SCALE
    high = -((-beta) // SCALE)
    return max(low, -65), min(high, 65)


@njit(nogil=True, cache=True, inline="always")
def _probe(table, key, depth, alpha, beta):
    """The table's word on a node: ``(cutoff, value, tt_move)``.  Bounds stored at least ``depth``
    deep may settle it (``cutoff``, with its ``value``); any stored move is tried first."""
    found, lower, upper, move, entry_depth = tt_probe(table, key)
    if not found:
        return False, np.int64(0), np.int64(PASS_SQUARE)
    if entry_depth >= depth:
        if lower >= beta:
            return True, lower, move
        if upper <= alpha:
            return True, upper, move
        if lower == upper:
            return True, lower, move
    return False, np.int64(0), move


@njit(nogil=True, cache=True, inline="always")
def _order_moves(player, opponent, moves, tt_move, depth, ply, s):
    """Fill the ply's move list (``ordering.push``), keyed by ``ordering.mid_key``; returns its length."""
    count = 0
    while moves:
        square = np.int64(lowest_bit_index(moves))
        bit = ONE << U64(square)
        moves ^= bit
        flipped = flips(player, opponent, square)
        child_p = opponent ^ flipped
        child_o = player | flipped | bit
        sort_key = TT_MOVE_KEY if square == tt_move else mid_key(child_p, child_o, bit, depth, s.weights)
        push(s.buf, ply, count, square, sort_key, child_p, child_o)
        count += 1
    return count


@njit(nogil=True, cache=True, inline="always")
def _probcut(player, opponent, n_empty, depth, alpha, beta, ply, s):
    """Multi-ProbCut at a null-window node: ``(True, bound)`` when a search ``shallow`` plies deep
    predicts, with margin, that a ``depth``-ply search fails outside (alpha, beta)."""
    cut = s.probcut[n_empty, depth]
    shallow = np.int64(cut[0])
    if shallow >= 0:
        slope, intercept, margin = cut[1], cut[2], cut[3]
        high = np.int64(np.ceil((beta + margin - intercept) / slope))
        if high <= MAX_VALUE and mid_search(player, opponent, shallow, high - 1, high, ply, s) >= high:
            return True, beta
        low = np.int64(np.floor((alpha - margin - intercept) / slope))
        if low >= -MAX_VALUE and mid_search(player, opponent, shallow, low, low + 1, ply, s) <= low:
            return True, alpha
    return False, np.int64(0)


@search_kernel
def mid_search(player, opponent, depth, alpha, beta, ply, s):
    """Fail-soft PVS value of the position searched ``depth`` plies, within (alpha, beta).

    ``s`` is the search's ``SearchState`` (table, stop flag, control words, move lists, weights).
    """
    control = s.control
    weights = s.weights
    control[NODES] += 1
    control[CALLS] += 1
    if (control[CALLS] & POLL_MASK) == 0 and poll(control, s.stop):
        return 0
    n_empty = np.int64(popcount(~(player | opponent)))
    if depth >= n_empty:
        low, high = _to_discs_window(alpha, beta)
        exact = end_search(player, opponent, low, high, ply, s)
        return exact * SCALE
    if depth <= 0:
        return evaluate(player, opponent, weights, EDGE_STABLE)
    moves = legal_moves(player, opponent)
    if moves == ZERO:
        if legal_moves(opponent, player) == ZERO:
            return final_score(player, opponent) * SCALE
        return -mid_search(opponent, player, depth, -beta, -alpha, ply + 1, s)
    if depth == 1:
        best, evaluated = best_child_value(player, opponent, moves, beta, weights)
        control[NODES] += evaluated
        return best
    key = position_hash(player, opponent)
    cutoff, value, tt_move = _probe(s.table, key, depth, alpha, beta)
    if cutoff:
        return value
    if beta - alpha == 1 and depth >= PROBCUT_MIN_DEPTH:
        cut, value = _probcut(player, opponent, n_empty, depth, alpha, beta, ply, s)
        if cut:
            return value
        if control[ABORTED]:
            return 0
    alpha0 = alpha
    count = _order_moves(player, opponent, moves, tt_move, depth, ply, s)
    best = -INF_UNITS
    best_move = np.int64(PASS_SQUARE)
    for i in range(count):
        square, child_p, child_o = take_best(s.buf, ply, i, count)
        if i == 0 or beta - alpha == 1:
            value = -mid_search(child_p, child_o, depth - 1, -beta, -alpha, ply + 1, s)
        else:
            value = -mid_search(child_p, child_o, depth - 1, -alpha - 1, -alpha, ply + 1, s)
            if alpha < value < beta and not control[ABORTED]:
                value = -mid_search(child_p, child_o, depth - 1, -beta, -value, ply + 1, s)
        if control[ABORTED]:
            return 0
        if value > best:
            best = value
            best_move = square
            if value > alpha:
                alpha = value
                if value >= beta:
                    break
    tt_store(s.table, key, depth, alpha0, beta, best, best_move, control[GENERATION])
    return best


@search_kernel
def mid_move(player, opponent, square, depth, alpha, beta, s):
    """Fail-soft value of the root move to ``square`` searched ``depth`` plies (counting the move)
    within (alpha, beta), the root's view: one root move of a parallel root search."""
    bit = ONE << U64(square)
    flipped = flips(player, opponent, square)
    return -mid_search(opponent ^ flipped, player | flipped | bit, depth - 1, -beta, -alpha, np.int64(1), s)


@search_kernel
def mid_root(player, opponent, depth, alpha, beta, all_moves, order, scores, s):
    """Search the root moves in ``order`` to ``depth``; like ``deep_solver.end_root`` but in search units.

    With ``all_moves`` each move gets the full (alpha, beta) window, so ``scores`` are their values;
    otherwise PVS and ``scores`` are bounds.  Returns ``(best score, best square, moves completed)``.
    """
    n = order.shape[0]
    best = -INF_UNITS
    best_move = np.int64(PASS_SQUARE)
    completed = 0
    for i in range(n):
        square = order[i]
        bit = ONE << U64(square)
        flipped = flips(player, opponent, square)
        child_p = opponent ^ flipped
        child_o = player | flipped | bit
        window_alpha = alpha if all_moves else max(alpha, best)
        if i == 0 or all_moves:
            value = -mid_search(child_p, child_o, depth - 1, -beta, -window_alpha, np.int64(1), s)
        else:
            value = -mid_search(child_p, child_o, depth - 1, -window_alpha - 1, -window_alpha, np.int64(1), s)
            if window_alpha < value < beta and not s.control[ABORTED]:
                value = -mid_search(child_p, child_o, depth - 1, -beta, -value, np.int64(1), s)
        if s.control[ABORTED]:
            break
        scores[i] = value
        completed += 1
        if value > best:
            best = value
            best_move = square
            if not all_moves and value >= beta:
                break
    if not s.control[ABORTED] and best_move != PASS_SQUARE:
        key = position_hash(player, opponent)
        tt_store(s.table, key, depth, alpha, beta, best, best_move, s.control[GENERATION])
    return best, best_move, completed


@search_kernel
def mid_value(player, opponent, depth, alpha, beta, ply, s):
    """``mid_search``'s entry point for another module's kernels: not recursive itself, so a cached
    kernel linking to it stays sound (see ``last_empties.solve_last_empties``)."""
    return mid_search(player, opponent, depth, alpha, beta, ply, s)


@search_kernel
def mid_expand(player, opponent, depth, alpha, beta, s, order):
    """A split node's steps before its moves (``parallel.split_search``), as ``mid_search`` takes
    them: ``(status, value, alpha, beta, count)`` (see ``endgame.end_expand``).  The node must be
    more than one ply from its leaves and from the end of the game."""
    s.control[NODES] += 1
    moves = legal_moves(player, opponent)
    if moves == ZERO:
        if legal_moves(opponent, player) == ZERO:
            return SETTLED, final_score(player, opponent) * SCALE, alpha, beta, 0
        return PASSES, np.int64(0), alpha, beta, 0
    cutoff, value, tt_move = _probe(s.table, position_hash(player, opponent), depth, alpha, beta)
    if cutoff:
        return SETTLED, value, alpha, beta, 0
    if beta - alpha == 1 and depth >= PROBCUT_MIN_DEPTH:
        n_empty = np.int64(popcount(~(player | opponent)))
        cut, value = _probcut(player, opponent, n_empty, depth, alpha, beta, np.int64(0), s)
        if cut or s.control[ABORTED]:
            return SETTLED, value, alpha, beta, 0
    count = _order_moves(player, opponent, moves, tt_move, depth, np.int64(0), s)
    for i in range(count):
        order[i] = take_best(s.buf, np.int64(0), i, count)[0]
    return EXPANDED, np.int64(0), alpha, beta, count


@search_kernel
def mid_store(player, opponent, depth, alpha, beta, best, best_move, s):
    """Record a split node's fail-soft result, searched ``depth`` plies within (alpha, beta)."""
    tt_store(
        s.table, position_hash(player, opponent), depth, alpha, beta, best, best_move, s.control[GENERATION]
    )


SPLIT_MIN_DEPTH = 10
"""A parallel search shares nodes searched this many plies or more among its threads
(``parallel.split_search``); each shallower node is one kernel call of one thread.  Set by the
depth-16 searches of FFO #50-#59 in ``python -m benchmarks engine`` (parallel search, two threads'
wall time)."""


class MidgameTree:
    """``parallel.SplitTree`` for the midgame search (``plies``: a node's remaining depth)."""

    def splits(self, player: int, opponent: int, plies: int) -> bool:
        return SPLIT_MIN_DEPTH <= plies < 64 - (player | opponent).bit_count()

    def expand(self, state, player, opponent, plies, alpha, beta, order):
        return mid_expand(U64(player), U64(opponent), plies, alpha, beta, state, order)

    def child(self, state, player, opponent, square, plies, alpha, beta):
        return mid_move(U64(player), U64(opponent), square, plies, alpha, beta, state)

    def leaf(self, state, player, opponent, plies, alpha, beta):
        return mid_value(U64(player), U64(opponent), plies, alpha, beta, np.int64(0), state)

    def store(self, state, player, opponent, plies, window, best, move):
        mid_store(U64(player), U64(opponent), plies, window[0], window[1], best, move, state)
