"""Exact endgame solver: final disc difference with perfect play (empties to the winner).

Null-window alpha-beta with PVS at full-window nodes.  Deep nodes order moves by
``ordering.end_key`` (fastest-first, plus a shallow evaluation search with many empties) with the
table move first (or, before the solver has been there, the move a deep enough midgame search
stored) and use the transposition table; every node with a high enough alpha tries a
stability cutoff (``stability.score_ceiling``: the opponent's stable discs bound the score); the last
``SHALLOW_EMPTIES`` squares are solved without move lists in parity order (odd quadrants first),
the last three and two by written-out kernels (``_solve3``, ``_solve2``), and the very last square
by counting its flips only (``bitboard.last_flip_count``).
Scores are whole discs, from the side to move's point of view.
"""

from __future__ import annotations

import numpy as np
from numba import njit

from othello_qt.core.bitboard import (
    final_score,
    flips,
    last_flip_count,
    legal_moves,
    lowest_bit_index,
    popcount,
)
from othello_qt.core.engine.context import ABORTED, CALLS, GENERATION, NODES, POLL_MASK, poll
from othello_qt.core.engine.ordering import (
    TT_MOVE_KEY,
    end_key,
    push,
    take_best,
)
from othello_qt.core.engine.prelude import INF_DISCS, ONE, PASS_SQUARE, U64, ZERO
from othello_qt.core.engine.stability import score_ceiling
from othello_qt.core.engine.tt import ENDGAME_TAG, position_hash, tt_probe, tt_store

SHALLOW_EMPTIES = 6
TT_MIN_EMPTIES = 8
STABILITY_THRESHOLD = np.array(
    [99, 99, 99, 99, 6, 8, 10, 12, 14, 16, 20, 22, 24, 26, 28, 30, 32, 34, 36, 38, 40, 42, 44, 46, 48]
    + [48, 50, 50, 52, 52, 54, 54, 56, 56, 58, 58, 60, 60, 62, 62]
    + [64] * 25,
    dtype=np.int64,
)
"""By empties: the stability cutoff is tried when alpha is at least this high (Edax's thresholds);
below, the opponent could hardly hold enough stable discs for it to succeed, so it is not worth
its cost.  With it, FFO #40-#47 searched 10 % fewer nodes for about 1 % less time."""
ETC_MIN_EMPTIES = 12
"""From here up a node first looks up each child in the table (enhanced transposition cutoff).
With the solve's table in the caches (``search.SOLVE_TABLE_MIB``) the lookups are cheap: one
thread over FFO #40-#44, from 16 empties 6.1 s, from 14 6.0 s, from 12 5.8-5.9 s, from 10 or 11
6.1 s."""
MID_HINT_MIN_EMPTIES = 12
MID_HINT_MIN_DEPTH = 5
"""A node with no exact-solver entry tries first the move a midgame search at least this deep
stored there (the 12-ply search before the solve leaves them).  FFO #20-#39 in 6.6 s instead of
7.0 s; #40-#44, #46, #47 in 11.5 s instead of 11.9 s; #45-#49 in 48.4 s instead of 49.9 s (one
thread's CPU time); from shallower entries the move is worse than the solver's own ordering."""
QUADRANTS = (
    U64(0x000000000F0F0F0F),
    U64(0x00000000F0F0F0F0),
    U64(0x0F0F0F0F00000000),
    U64(0xF0F0F0F000000000),
)


def _build_neighbours() -> np.ndarray:
    table = np.zeros(64, dtype=np.uint64)
    for sq in range(64):
        r, c = divmod(sq, 8)
        bits = 0
        for dr in (-1, 0, 1):
            for dc in (-1, 0, 1):
                if (dr or dc) and 0 <= r + dr < 8 and 0 <= c + dc < 8:
                    bits |= 1 << (8 * (r + dr) + c + dc)
        table[sq] = bits
    return table


NEIGHBOURS = _build_neighbours()
QUADRANT_OF = np.array(
    [next(q for q, mask in enumerate(QUADRANTS) if int(mask) >> sq & 1) for sq in range(64)], dtype=np.int64
)
"""The quadrant (index into ``QUADRANTS``) of each square."""


@njit(nogil=True, cache=True, inline="always")
def _odd_quadrants(empty):
    odd = ZERO
    for q in QUADRANTS:
        if popcount(empty & q) & ONE:
            odd |= q
    return odd


@njit(nogil=True, cache=True)
def _last1(player, opponent, square):
    """Score with one empty square left: only flips are counted, nothing is played."""
    p = np.int64(popcount(player))
    n = last_flip_count(player, square)
    if n:
        return 2 * (p + n) - 62
    n = last_flip_count(opponent, square)
    if n:
        return 2 * (p - n) - 64
    return 2 * p - 62 if 2 * p > 63 else 2 * p - 64


@njit(nogil=True, cache=True, inline="always")
def _best_of_two(player, opponent, first, second, beta):
    """``(best, moves)``: ``player``'s best final score over the last two squares (``-INF_DISCS`` when
    neither is a move), fail-soft, stopping at ``beta``."""
    best = -INF_DISCS
    moves = 0
    flipped = flips(player, opponent, first)
    if flipped:
        moves += 1
        best = -_last1(opponent ^ flipped, player | flipped | (ONE << U64(first)), second)
        if best >= beta:
            return best, moves
    flipped = flips(player, opponent, second)
    if flipped:
        moves += 1
        best = max(best, -_last1(opponent ^ flipped, player | flipped | (ONE << U64(second)), first))
    return best, moves


@njit(nogil=True, cache=True, inline="always")
def _solve2(player, opponent, alpha, beta, empty):
    """Two empties: ``(score, nodes)`` without a call per move (fail-soft within (alpha, beta))."""
    first = np.int64(lowest_bit_index(empty))
    second = np.int64(lowest_bit_index(empty & (empty - ONE)))
    best, moves = _best_of_two(player, opponent, first, second, beta)
    if moves:
        return best, np.int64(1 + moves)
    best, moves = _best_of_two(opponent, player, first, second, -alpha)
    if moves:  # the side to move passed: one more node
        return -best, np.int64(2 + moves)
    return final_score(player, opponent), np.int64(1)


@njit(nogil=True, cache=True, inline="always")
def _adjacent_flips(player, opponent, square):
    """The discs a move to the empty ``square`` flips (zero: not a move); a square with no
    opponent disc next to it is ruled out before ``flips`` is called."""
    if not (NEIGHBOURS[square] & opponent):
        return ZERO
    return flips(player, opponent, square)


@njit(nogil=True, cache=True, inline="always")
def _best_of_three(player, opponent, alpha, beta, empty, first, second, third):
    """``(best, nodes)``: ``player``'s best final score over the last three squares, tried in the
    order given (``-INF_DISCS`` and no nodes when none is a move), fail-soft, stopping at ``beta``."""
    best = -INF_DISCS
    nodes = np.int64(0)
    for k in range(3):
        square = first if k == 0 else second if k == 1 else third
        flipped = _adjacent_flips(player, opponent, square)
        if not flipped:
            continue
        bit = ONE << U64(square)
        value, sub = _solve2(opponent ^ flipped, player | flipped | bit, -beta, -alpha, empty ^ bit)
        nodes += sub
        value = -value
        if value > best:
            best = value
            if value > alpha:
                alpha = value
                if value >= beta:
                    break
    return best, nodes


@njit(nogil=True, cache=True)
def _solve3(player, opponent, alpha, beta, empty):
    """Three empties: ``(score, nodes)``, the square alone in its quadrant first (parity).

    Called, not inlined (nor is ``_last1``): inlining both saved 4 % of the shallow solver's time
    but took the kernels' compilation from 60 s to 89 s (a first start from source)."""
    first = np.int64(lowest_bit_index(empty))
    rest = empty & (empty - ONE)
    second = np.int64(lowest_bit_index(rest))
    third = np.int64(lowest_bit_index(rest & (rest - ONE)))
    quadrant_1 = QUADRANT_OF[first]
    quadrant_2 = QUADRANT_OF[second]
    quadrant_3 = QUADRANT_OF[third]
    if quadrant_1 == quadrant_2 and quadrant_1 != quadrant_3:
        first, second, third = third, first, second  # the third is alone in its quadrant
    elif quadrant_1 == quadrant_3 and quadrant_1 != quadrant_2:
        first, second = second, first  # the second is alone in its quadrant
    best, nodes = _best_of_three(player, opponent, alpha, beta, empty, first, second, third)
    if nodes:
        return best, nodes + 1
    best, nodes = _best_of_three(opponent, player, -beta, -alpha, empty, first, second, third)
    if nodes:  # the side to move passed: one more node
        return -best, nodes + 2
    return final_score(player, opponent), np.int64(1)


@njit(nogil=True, cache=True)
def _shallow(player, opponent, alpha, beta, empty, n_empty):
    """Few empties: try the empty squares in parity order, no move list, no table.

    Returns ``(score, nodes)``; taking no arrays keeps these many small calls cheap.
    """
    if n_empty == 1:
        return _last1(player, opponent, np.int64(lowest_bit_index(empty))), np.int64(1)
    if n_empty == 2:
        return _solve2(player, opponent, alpha, beta, empty)
    if n_empty == 3:
        return _solve3(player, opponent, alpha, beta, empty)
    if alpha >= STABILITY_THRESHOLD[n_empty]:
        ceiling = score_ceiling(player, opponent)
        if ceiling <= alpha:
            return ceiling, np.int64(1)
    nodes = np.int64(1)
    best = -INF_DISCS
    odd = _odd_quadrants(empty)
    for part in range(2):
        candidates = empty & odd if part == 0 else empty & ~odd
        while candidates:
            square = np.int64(lowest_bit_index(candidates))
            candidates &= candidates - ONE
            flipped = _adjacent_flips(player, opponent, square)
            if not flipped:
                continue
            bit = ONE << U64(square)
            child_p = opponent ^ flipped
            child_o = player | flipped | bit
            if n_empty == 4:  # three empties left: no recursive call
                value, sub = _solve3(child_p, child_o, -beta, -alpha, empty ^ bit)
            else:
                value, sub = _shallow(child_p, child_o, -beta, -alpha, empty ^ bit, n_empty - 1)
            nodes += sub
            value = -value
            if value > best:
                best = value
                if value > alpha:
                    alpha = value
                    if value >= beta:
                        return best, nodes
    if best == -INF_DISCS:
        if legal_moves(opponent, player) & empty:
            value, sub = _shallow(opponent, player, -beta, -alpha, empty, n_empty)
            return -value, nodes + sub
        return final_score(player, opponent), nodes
    return best, nodes


@njit(nogil=True, cache=True, inline="always")
def _probe_exact(table, key, alpha, beta):
    """The exact solver's table lookup: ``(cutoff, bound, alpha, beta, move)``.

    Stored bounds either settle the node (``cutoff``, with the bound to return) or narrow the
    window; ``move`` is the stored best move (``PASS_SQUARE`` when the position is not in the table).
    """
    found, lower, upper, move, _depth = tt_probe(table, key)
    if not found:
        return False, np.int64(0), alpha, beta, np.int64(PASS_SQUARE)
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


@njit(nogil=True, cache=True)
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
    if n_empty <= SHALLOW_EMPTIES:
        value, nodes = _shallow(player, opponent, alpha, beta, empty, n_empty)
        control[NODES] += nodes - 1
        return value
    moves = legal_moves(player, opponent)
    if moves == ZERO:
        if legal_moves(opponent, player) == ZERO:
            return final_score(player, opponent)
        return -_solve(opponent, player, -beta, -alpha, ply + 1, s)
    if alpha >= STABILITY_THRESHOLD[n_empty]:
        ceiling = score_ceiling(player, opponent)
        if ceiling <= alpha:
            return ceiling
    tt_move = np.int64(PASS_SQUARE)
    key = ZERO
    use_table = n_empty >= TT_MIN_EMPTIES
    if use_table:
        key = position_hash(player, opponent) ^ ENDGAME_TAG
        cutoff, bound, alpha, beta, tt_move = _probe_exact(s.table, key, alpha, beta)
        if cutoff:
            return bound
        if tt_move == PASS_SQUARE and n_empty >= MID_HINT_MIN_EMPTIES:
            # The midgame search before the solve may have left its best move here.
            found, _lower, _upper, hint, hint_depth = tt_probe(s.table, key ^ ENDGAME_TAG)
            if found and hint_depth >= MID_HINT_MIN_DEPTH:
                tt_move = hint
    alpha0 = alpha
    beta0 = beta
    best = -INF_DISCS
    best_move = np.int64(PASS_SQUARE)
    first_done = False
    if tt_move != PASS_SQUARE and moves & (ONE << U64(tt_move)):
        # The table's move alone often refutes the position: try it before ordering the others.
        tt_bit = ONE << U64(tt_move)
        flipped = flips(player, opponent, tt_move)
        value = -_solve(opponent ^ flipped, player | flipped | tt_bit, -beta, -alpha, ply + 1, s)
        if control[ABORTED]:
            return 0
        best = value
        best_move = tt_move
        first_done = True
        if value > alpha:
            alpha = value
            if value >= beta:
                tt_store(s.table, key, n_empty, alpha0, beta0, best, best_move, control[GENERATION])
                return best
        moves ^= tt_bit
    odd = _odd_quadrants(empty)
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
            found, _lower, upper, _move, _depth = tt_probe(
                s.table, position_hash(child_p, child_o) ^ ENDGAME_TAG
            )
            if found and -upper >= beta:
                return -upper
        sort_key = (
            TT_MOVE_KEY
            if square == tt_move
            else end_key(child_p, child_o, square, bit, odd, n_empty, s.weights)
        )
        push(s.buf, ply, count, square, sort_key, child_p, child_o)
        count += 1
    for i in range(count):
        square, child_p, child_o = take_best(s.buf, ply, i, count)
        if n_empty == SHALLOW_EMPTIES + 1:
            # Straight to the shallow solver: no table there, nothing to poll, no PVS re-search.
            value, nodes = _shallow(child_p, child_o, -beta, -alpha, ~(child_p | child_o), n_empty - 1)
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
    if use_table:
        tt_store(s.table, key, n_empty, alpha0, beta0, best, best_move, control[GENERATION])
    return best


@njit(nogil=True, cache=True)
def end_search(player, opponent, alpha, beta, ply, s):
    """Exact fail-soft score within (alpha, beta), with the search state ``s`` (a ``SearchState``)."""
    return _solve(player, opponent, alpha, beta, ply, s)


@njit(nogil=True, cache=True)
def end_move(player, opponent, square, alpha, beta, s):
    """Exact fail-soft value of the root move to ``square`` within (alpha, beta), the root's view:
    one root move of a parallel root search (``parallel.split_root``)."""
    bit = ONE << U64(square)
    flipped = flips(player, opponent, square)
    return -_solve(opponent ^ flipped, player | flipped | bit, -beta, -alpha, np.int64(1), s)


@njit(nogil=True, cache=True)
def end_root(player, opponent, alpha, beta, all_moves, order, scores, s):
    """Solve the root: ``order`` lists the root squares (best guess first; rewritten best-first).

    With ``all_moves`` every move is searched with the full window, so ``scores`` holds each move's
    exact value clamped to the window; otherwise PVS, and ``scores`` holds bounds.  Returns
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
            value = -_solve(child_p, child_o, -beta, -window_alpha, np.int64(1), s)
        else:
            value = -_solve(child_p, child_o, -window_alpha - 1, -window_alpha, np.int64(1), s)
            if window_alpha < value < beta and not s.control[ABORTED]:
                value = -_solve(child_p, child_o, -beta, -value, np.int64(1), s)
        if s.control[ABORTED]:
            break
        scores[i] = value
        if value > best:
            best = value
            best_move = square
            if not all_moves and value >= beta:
                break
    return best, best_move
