"""The endgame's root kernels and its selective passes (Edax's selectivity levels).

Before the exact solve of many empties, the driver (``search.Searcher``) searches the position to
the end of the game at increasing confidence: levels ``1..len(SELECTIVITIES)``, each a ProbCut
``t``.  A selective node (``_select``) with a null window first asks a shallow midgame search
whether the exact score is beyond the window by more than ``t`` standard errors (the endgame
ProbCut statistics: ``probcut.ProbCutStatistics.cut_table``'s diagonal); if so it returns the
bound without searching.  Selective nodes store their bounds and best moves at their level
(``tt.tt_store_level``); a pass takes only bounds of its level or surer, and the exact solver
(``deep_solver``, level ``tt.EXACT_LEVEL``) only proved ones, but every pass tries the stored
move first: the exact pass then mostly searches the best move first.  Nodes with fewer than
``SELECTIVE_MIN_EMPTIES`` empties are solved exactly.  Scores are whole discs.
"""

from __future__ import annotations

import numpy as np
from numba import njit

from othello_qt.core.bitboard import final_score, flips, legal_moves, popcount
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
from othello_qt.core.engine.deep_solver import end_search, order_moves, probe
from othello_qt.core.engine.evaluation import SCALE
from othello_qt.core.engine.midgame import MAX_VALUE, mid_value
from othello_qt.core.engine.ordering import take_best
from othello_qt.core.engine.prelude import INF_DISCS, ONE, PASS_SQUARE, U64, ZERO, search_kernel
from othello_qt.core.engine.tt import ENDGAME_TAG, EXACT_LEVEL, position_hash, tt_store_level

SELECTIVITIES = np.array([1.1, 1.5])
"""ProbCut ``t`` of the selective levels 1, 2: a cut is right with probability about Phi(t) (73 %,
87 %), Edax's first two levels.  Set by the FFO #40-#49 solves of ``python -m benchmarks engine``
(one thread's CPU time): of the passes at 73/87/95/98 % (Edax's next levels: t 2.0, 2.6), these
two cost least in all; the surer passes cost more than they save the exact pass."""
SELECTIVE_MIN_EMPTIES = 12
"""Selective nodes with fewer empties are solved exactly: the shallow search would cost about as
much as the exact one.  Set by the same solves (12 a little faster than 14)."""


@njit(nogil=True, cache=True, inline="always")
def _probcut(player, opponent, alpha, beta, n_empty, level, ply, s):
    """``(cut, bound)``: whether a shallow search predicts, ``level`` sure, that the exact score lies
    outside the null window (alpha, beta), and the window's side it lies on."""
    cut = s.probcut[n_empty, n_empty]
    shallow = np.int64(cut[0])
    if shallow < 0:
        return False, np.int64(0)
    slope, intercept = cut[1], cut[2]
    margin = SELECTIVITIES[level - 1] * cut[3]
    high = np.int64(np.ceil((beta * SCALE + margin - intercept) / slope))
    if high <= MAX_VALUE and mid_value(player, opponent, shallow, high - 1, high, ply, s) >= high:
        return True, beta
    low = np.int64(np.floor((alpha * SCALE - margin - intercept) / slope))
    if low >= -MAX_VALUE and mid_value(player, opponent, shallow, low, low + 1, ply, s) <= low:
        return True, alpha
    return False, np.int64(0)


@search_kernel
def _select(player, opponent, alpha, beta, level, ply, s):
    """Fail-soft score within (alpha, beta) of a selective pass at ``level``: exact unless a
    ProbCut cut below it was wrong."""
    n_empty = np.int64(popcount(~(player | opponent)))
    if n_empty < SELECTIVE_MIN_EMPTIES:
        return end_search(player, opponent, alpha, beta, ply, s)
    control = s.control
    control[NODES] += 1
    control[CALLS] += 1
    if (control[CALLS] & POLL_MASK) == 0 and poll(control, s.stop):
        return 0
    moves = legal_moves(player, opponent)
    if moves == ZERO:
        if legal_moves(opponent, player) == ZERO:
            return final_score(player, opponent)
        return -_select(opponent, player, -beta, -alpha, level, ply + 1, s)
    cutoff, value, alpha, beta, key, tt_move = probe(player, opponent, alpha, beta, n_empty, level, s)
    if cutoff:
        return value
    if beta - alpha == 1:
        cut, value = _probcut(player, opponent, alpha, beta, n_empty, level, ply, s)
        if control[ABORTED]:
            return 0
        if cut:
            return value
    alpha0 = alpha
    beta0 = beta
    count, cutoff, value = order_moves(player, opponent, moves, tt_move, beta, n_empty, level, ply, s)
    if cutoff:
        return value
    best = -INF_DISCS
    best_move = np.int64(PASS_SQUARE)
    for i in range(count):
        square, child_p, child_o = take_best(s.buf, ply, i, count)
        if i == 0 or beta - alpha == 1:
            value = -_select(child_p, child_o, -beta, -alpha, level, ply + 1, s)
        else:
            value = -_select(child_p, child_o, -alpha - 1, -alpha, level, ply + 1, s)
            if alpha < value < beta and not control[ABORTED]:
                value = -_select(child_p, child_o, -beta, -value, level, ply + 1, s)
        if control[ABORTED]:
            return 0
        if value > best:
            best = value
            best_move = square
            if value > alpha:
                alpha = value
                if value >= beta:
                    break
    tt_store_level(s.table, key, n_empty, level, alpha0, beta0, best, best_move, control[GENERATION])
    return best


@njit(nogil=True, cache=True, inline="always")
def _child_value(child_p, child_o, alpha, beta, level, s):
    """The root's value of the child ``(child_p, child_o)`` within (alpha, beta) at ``level``."""
    if level == EXACT_LEVEL:
        return -end_search(child_p, child_o, -beta, -alpha, np.int64(1), s)
    return -_select(child_p, child_o, -beta, -alpha, level, np.int64(1), s)


@search_kernel
def end_move(player, opponent, square, level, alpha, beta, s):
    """Fail-soft value at ``level`` of the root move to ``square`` within (alpha, beta), the root's
    view: one root move of a parallel root search (``parallel.split_moves``)."""
    bit = ONE << U64(square)
    flipped = flips(player, opponent, square)
    return _child_value(opponent ^ flipped, player | flipped | bit, alpha, beta, level, s)


@search_kernel
def end_root(player, opponent, alpha, beta, level, all_moves, order, scores, s):
    """Search the root to the end at ``level`` (``tt.EXACT_LEVEL``: solve it); ``order`` lists the
    root squares, best guess first.

    With ``all_moves`` every move is searched with the full window, so ``scores`` holds each move's
    value clamped to the window; otherwise PVS, and ``scores`` holds bounds.  Returns
    ``(best score, best square)``; a stopped search returns what the completed moves established.
    """
    n = order.shape[0]
    best = -INF_DISCS
    best_move = np.int64(PASS_SQUARE)
    for i in range(n):
        square = order[i]
        bit = ONE << U64(square)
        flipped = flips(player, opponent, square)
        child_p = opponent ^ flipped
        child_o = player | flipped | bit
        window_alpha = alpha if all_moves else max(alpha, best)
        if i == 0 or all_moves:
            value = _child_value(child_p, child_o, window_alpha, beta, level, s)
        else:
            value = _child_value(child_p, child_o, window_alpha, window_alpha + 1, level, s)
            if window_alpha < value < beta and not s.control[ABORTED]:
                value = _child_value(child_p, child_o, value, beta, level, s)
        if s.control[ABORTED]:
            break
        scores[i] = value
        if value > best:
            best = value
            best_move = square
            if not all_moves and value >= beta:
                break
    return best, best_move


@search_kernel
def end_value(player, opponent, alpha, beta, level, s):
    """Fail-soft value of the position within (alpha, beta) at ``level``, its side's view."""
    if level == EXACT_LEVEL:
        return end_search(player, opponent, alpha, beta, np.int64(0), s)
    return _select(player, opponent, alpha, beta, level, np.int64(0), s)


@search_kernel
def end_expand(player, opponent, alpha, beta, level, s, order):
    """A split node's steps before its moves (``parallel.split_search``), as ``_select`` and the
    exact solver take them: ``(status, value, alpha, beta, count)``.

    ``EXPANDED``: ``order[:count]`` holds the moves best first and (alpha, beta) the window the
    table narrowed; ``SETTLED``: ``value`` is the node's (a table bound, a ProbCut cut, the game's
    end); ``PASSES``: the side to move must pass.
    """
    s.control[NODES] += 1
    n_empty = np.int64(popcount(~(player | opponent)))
    moves = legal_moves(player, opponent)
    if moves == ZERO:
        if legal_moves(opponent, player) == ZERO:
            return SETTLED, final_score(player, opponent), alpha, beta, 0
        return PASSES, np.int64(0), alpha, beta, 0
    cutoff, value, alpha, beta, _key, tt_move = probe(player, opponent, alpha, beta, n_empty, level, s)
    if cutoff:
        return SETTLED, value, alpha, beta, 0
    if level != EXACT_LEVEL and beta - alpha == 1 and n_empty >= SELECTIVE_MIN_EMPTIES:
        cut, value = _probcut(player, opponent, alpha, beta, n_empty, level, np.int64(0), s)
        if cut or s.control[ABORTED]:
            return SETTLED, value, alpha, beta, 0
    count, cutoff, value = order_moves(player, opponent, moves, tt_move, beta, n_empty, level, np.int64(0), s)
    if cutoff:
        return SETTLED, value, alpha, beta, 0
    for i in range(count):
        order[i] = take_best(s.buf, np.int64(0), i, count)[0]
    return EXPANDED, np.int64(0), alpha, beta, count


@search_kernel
def end_store(player, opponent, level, alpha, beta, best, best_move, s):
    """Record a split node's fail-soft result, searched within (alpha, beta) at ``level``."""
    n_empty = np.int64(popcount(~(player | opponent)))
    key = position_hash(player, opponent) ^ ENDGAME_TAG
    tt_store_level(s.table, key, n_empty, level, alpha, beta, best, best_move, s.control[GENERATION])


SPLIT_MIN_EMPTIES = 18
"""A parallel solve shares nodes with this many empties or more among its threads
(``parallel.split_search``); smaller ones are one thread's.  Set by the FFO #40-#49 solves of
``python -m benchmarks engine`` (parallel search, two threads' wall time)."""


class EndgameTree:
    """``parallel.SplitTree`` for a search to the end of the game at ``level``."""

    def __init__(self, level: int) -> None:
        self.level = level

    def splits(self, player: int, opponent: int, plies: int) -> bool:
        return 64 - (player | opponent).bit_count() >= max(SPLIT_MIN_EMPTIES, SELECTIVE_MIN_EMPTIES)

    def expand(self, state, player, opponent, plies, alpha, beta, order):
        return end_expand(U64(player), U64(opponent), alpha, beta, self.level, state, order)

    def child(self, state, player, opponent, square, plies, alpha, beta):
        return end_move(U64(player), U64(opponent), square, self.level, alpha, beta, state)

    def leaf(self, state, player, opponent, plies, alpha, beta):
        return end_value(U64(player), U64(opponent), alpha, beta, self.level, state)

    def store(self, state, player, opponent, plies, window, best, move):
        end_store(U64(player), U64(opponent), self.level, window[0], window[1], best, move, state)
