"""The deep exact solver: final disc difference with perfect play (empties to the winner).

Null-window alpha-beta with PVS at full-window nodes.  A node first probes (``probe``): the
stability cutoff (``stability.stability_cutoff``), then the transposition table (bounds an exact
search proved only: ``tt.EXACT_LEVEL``), whose move is tried first (or, before the solver has been
there, the move a deep enough midgame search stored).  Its other moves are ordered by
``ordering.end_key`` (fastest-first, plus a shallow evaluation search with many empties); with many
empties each child is looked up in the table first (``_enhanced_transposition_cutoff``).  The
selective passes (``endgame``) share the node's probe and move ordering, at their own level.
Nodes with ``last_empties.LAST_EMPTIES`` or fewer empties go to the last-empties solver.  Scores are
whole discs, from the side to move's point of view.
"""

from __future__ import annotations

import numpy as np
from numba import njit

from othello_qt.core.bitboard import final_score, flips, legal_moves, lowest_bit_index, popcount
from othello_qt.core.engine.context import ABORTED, CALLS, GENERATION, NODES, POLL_MASK, poll
from othello_qt.core.engine.last_empties import LAST_EMPTIES, odd_quadrants, solve_last_empties
from othello_qt.core.engine.ordering import TT_MOVE_KEY, end_key, push, take_best
from othello_qt.core.engine.prelude import INF_DISCS, ONE, PASS_SQUARE, U64, ZERO, search_kernel
from othello_qt.core.engine.stability import stability_cutoff
from othello_qt.core.engine.tt import (
    ENDGAME_TAG,
    EXACT_LEVEL,
    position_hash,
    tt_probe,
    tt_probe_end,
    tt_store_level,
)

TT_MIN_EMPTIES = 8
ETC_MIN_EMPTIES = 12
"""From here up a node first looks up each child in the table (enhanced transposition cutoff):
with the solve's table in the caches (``search.SOLVE_TABLE_MIB``) the lookups are cheap, and
below it they cost more than they cut.  Set by the FFO #40-#44 solves of ``python -m benchmarks
engine`` (one thread's CPU time), fastest at 12 of 10-16."""
MID_HINT_MIN_EMPTIES = 12
MID_HINT_MIN_DEPTH = 5
"""A node with ``MID_HINT_MIN_EMPTIES`` or more and no exact-solver entry tries first the move a
midgame search at least this deep stored there (the search before the solve leaves them); from
shallower entries the move orders worse than the solver's own keys.  Set by the FFO solves of
``python -m benchmarks engine`` (#40-#49, one thread's CPU time)."""


@njit(nogil=True, cache=True, inline="always")
def _probe_level(table, key, alpha, beta, level):
    """The solver's table lookup: ``(cutoff, bound, alpha, beta, move)``.

    Bounds stored at ``level`` or surer either settle the node (``cutoff``, with the bound to
    return) or narrow the window; ``move`` is the stored best move, whatever its level
    (``PASS_SQUARE`` when the position is not in the table).
    """
    found, lower, upper, move, entry_level = tt_probe_end(table, key)
    if not found or entry_level < level:
        return False, np.int64(0), alpha, beta, move
    if lower >= beta:
        return True, lower, alpha, beta, move
    if upper <= alpha:
        return True, upper, alpha, beta, move
    if lower == upper:
        return True, lower, alpha, beta, move
    if lower > alpha:
        alpha = lower
    if upper < beta:
        beta = upper
    return False, np.int64(0), alpha, beta, move


@njit(nogil=True, cache=True, inline="always")
def probe(player, opponent, alpha, beta, n_empty, level, s):
    """What a node of ``level`` learns before its moves: ``(cutoff, value, alpha, beta, key, tt_move)``.

    The stability cutoff, then (with ``TT_MIN_EMPTIES`` or more) the table: a stored bound may
    settle the node (``cutoff``, with its ``value``) or narrow the window; ``tt_move`` is the
    stored best move, else the move a midgame search at least ``MID_HINT_MIN_DEPTH`` deep stored
    (``PASS_SQUARE``: none).  ``key`` is the position's endgame key (zero without the table).
    """
    cut, ceiling = stability_cutoff(player, opponent, alpha, n_empty)
    if cut:
        return True, ceiling, alpha, beta, ZERO, np.int64(PASS_SQUARE)
    tt_move = np.int64(PASS_SQUARE)
    key = ZERO
    if n_empty >= TT_MIN_EMPTIES:
        key = position_hash(player, opponent) ^ ENDGAME_TAG
        cutoff, bound, alpha, beta, tt_move = _probe_level(s.table, key, alpha, beta, level)
        if cutoff:
            return True, bound, alpha, beta, key, tt_move
        if tt_move == PASS_SQUARE and n_empty >= MID_HINT_MIN_EMPTIES:
            found, _lower, _upper, hint, hint_depth = tt_probe(s.table, key ^ ENDGAME_TAG)
            if found and hint_depth >= MID_HINT_MIN_DEPTH:
                tt_move = hint
    return False, np.int64(0), alpha, beta, key, tt_move


@njit(nogil=True, cache=True, inline="always")
def _enhanced_transposition_cutoff(table, child_p, child_o, beta, level):
    """``(True, value)`` when the table bounds the child (at ``level`` or surer) so low that this
    node fails high."""
    found, _lower, upper, _move, entry_level = tt_probe_end(
        table, position_hash(child_p, child_o) ^ ENDGAME_TAG
    )
    return found and entry_level >= level and -upper >= beta, -upper


@njit(nogil=True, cache=True, inline="always")
def order_moves(player, opponent, moves, tt_move, beta, n_empty, level, ply, s):
    """Fill the ply's move list (``ordering.push``): ``(count, cutoff, value)``; with
    ``ETC_MIN_EMPTIES`` or more, a child the table refutes ends the node first (``cutoff``)."""
    odd = odd_quadrants(~(player | opponent))
    use_etc = n_empty >= ETC_MIN_EMPTIES
    count = 0
    while moves:
        square = np.int64(lowest_bit_index(moves))
        bit = ONE << U64(square)
        moves ^= bit
        flipped = flips(player, opponent, square)
        child_p = opponent ^ flipped
        child_o = player | flipped | bit
        if use_etc:
            cut, value = _enhanced_transposition_cutoff(s.table, child_p, child_o, beta, level)
            if cut:
                return count, True, value
        sort_key = (
            TT_MOVE_KEY
            if square == tt_move
            else end_key(child_p, child_o, square, bit, odd, n_empty, s.weights)
        )
        push(s.buf, ply, count, square, sort_key, child_p, child_o)
        count += 1
    return count, False, np.int64(0)


@njit(nogil=True, cache=True, inline="always")
def _store(key, n_empty, alpha, beta, best, best_move, s):
    """Record a proved (``EXACT_LEVEL``) fail-soft result."""
    tt_store_level(s.table, key, n_empty, EXACT_LEVEL, alpha, beta, best, best_move, s.control[GENERATION])


@search_kernel
def _solve(player, opponent, alpha, beta, ply, s):
    """Exact fail-soft score within (alpha, beta); PVS when the window is wider than one disc.

    ``s`` is the search's ``SearchState``; the evaluation weights in it only order the children
    of nodes with many empties.
    """
    control = s.control
    control[NODES] += 1
    control[CALLS] += 1
    if (control[CALLS] & POLL_MASK) == 0 and poll(control, s.stop):
        return 0
    empty = ~(player | opponent)
    n_empty = np.int64(popcount(empty))
    if n_empty <= LAST_EMPTIES:
        value, nodes = solve_last_empties(player, opponent, alpha, beta, empty, n_empty)
        control[NODES] += nodes - 1
        return value
    moves = legal_moves(player, opponent)
    if moves == ZERO:
        if legal_moves(opponent, player) == ZERO:
            return final_score(player, opponent)
        return -_solve(opponent, player, -beta, -alpha, ply + 1, s)
    cutoff, value, alpha, beta, key, tt_move = probe(player, opponent, alpha, beta, n_empty, EXACT_LEVEL, s)
    if cutoff:
        return value
    alpha0 = alpha
    beta0 = beta
    best = -INF_DISCS
    best_move = np.int64(PASS_SQUARE)
    first_done = False
    if tt_move != PASS_SQUARE and moves & (ONE << U64(tt_move)):
        # The table's move alone often refutes the position: try it before ordering the others.
        tt_bit = ONE << U64(tt_move)
        flipped = flips(player, opponent, tt_move)
        best = -_solve(opponent ^ flipped, player | flipped | tt_bit, -beta, -alpha, ply + 1, s)
        if control[ABORTED]:
            return 0
        best_move = tt_move
        first_done = True
        if best > alpha:
            alpha = best
            if best >= beta:
                _store(key, n_empty, alpha0, beta0, best, best_move, s)
                return best
        moves ^= tt_bit
    count, cutoff, value = order_moves(player, opponent, moves, tt_move, beta, n_empty, EXACT_LEVEL, ply, s)
    if cutoff:
        return value
    for i in range(count):
        square, child_p, child_o = take_best(s.buf, ply, i, count)
        if n_empty == LAST_EMPTIES + 1:
            # Straight to the last-empties solver: no table there, nothing to poll, no PVS re-search.
            value, nodes = solve_last_empties(
                child_p, child_o, -beta, -alpha, ~(child_p | child_o), n_empty - 1
            )
            control[NODES] += nodes
            value = -value
        elif (i == 0 and not first_done) or beta - alpha == 1:
            value = -_solve(child_p, child_o, -beta, -alpha, ply + 1, s)
        else:
            value = -_solve(child_p, child_o, -alpha - 1, -alpha, ply + 1, s)
            if alpha < value < beta and not control[ABORTED]:
                value = -_solve(child_p, child_o, -beta, -value, ply + 1, s)
        if control[ABORTED]:
            return 0
        if value > best:
            best = value
            best_move = square
            if value > alpha:
                alpha = value
                if value >= beta:
                    break
    if n_empty >= TT_MIN_EMPTIES:
        _store(key, n_empty, alpha0, beta0, best, best_move, s)
    return best


@search_kernel
def end_search(player, opponent, alpha, beta, ply, s):
    """Exact fail-soft score within (alpha, beta), with the search state ``s`` (a ``SearchState``)."""
    return _solve(player, opponent, alpha, beta, ply, s)
