"""The last empties of an exact solve: ``LAST_EMPTIES`` squares or fewer, without move lists.

Empty squares are tried in parity order (odd quadrants first), a node with a high enough alpha
tries the stability cutoff, and there is no table.  The last three and two empties have
written-out kernels (``_solve3``, ``_solve2``), and the very last square is scored by counting its
flips only (``bitboard.last_flip_count``).  Scores are whole discs, from the side to move's point
of view; ``deep_solver`` hands its nodes with ``LAST_EMPTIES`` or fewer empties to
``solve_last_empties``.
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
from othello_qt.core.engine.prelude import INF_DISCS, ONE, U64, ZERO, search_kernel
from othello_qt.core.engine.stability import stability_cutoff

LAST_EMPTIES = 6
"""Positions with at most this many empties are solved here."""
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
def odd_quadrants(empty):
    odd = ZERO
    for q in QUADRANTS:
        if popcount(empty & q) & ONE:
            odd |= q
    return odd


@search_kernel
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
    if not (NEIGHBOURS[U64(square)] & opponent):
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


@search_kernel
def _solve3(player, opponent, alpha, beta, empty):
    """Three empties: ``(score, nodes)``, the square alone in its quadrant first (parity).

    Called, not inlined (nor is ``_last1``): inlining them gains a few percent of this solver's
    time (the FFO solves of ``python -m benchmarks engine``) for half as much again of the kernels'
    compile time on a first start."""
    first = np.int64(lowest_bit_index(empty))
    rest = empty & (empty - ONE)
    second = np.int64(lowest_bit_index(rest))
    third = np.int64(lowest_bit_index(rest & (rest - ONE)))
    quadrant_1 = QUADRANT_OF[U64(first)]
    quadrant_2 = QUADRANT_OF[U64(second)]
    quadrant_3 = QUADRANT_OF[U64(third)]
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


@search_kernel
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
    cut, ceiling = stability_cutoff(player, opponent, alpha, n_empty)
    if cut:
        return ceiling, np.int64(1)
    nodes = np.int64(1)
    best = -INF_DISCS
    odd = odd_quadrants(empty)
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


@search_kernel
def solve_last_empties(player, opponent, alpha, beta, empty, n_empty):
    """``(score, nodes)``: the exact fail-soft score within (alpha, beta) of a position with
    ``n_empty`` (at most ``LAST_EMPTIES``) empty squares ``empty``.

    The entry point for other modules: not recursive itself, so a cached kernel of another module
    links to it safely (numba's cache mislinks a recursive kernel another module's kernel calls).
    """
    return _shallow(player, opponent, alpha, beta, empty, n_empty)
