"""numba kernels for TD(λ) self-play: whole games, network updates and evaluation games.

The arithmetic is the same as ``network.TDNetwork`` (checked by the tests), but the inputs are
sparse -- at most 64 of the 128 are 1 -- so the hidden layer adds the rows of ``w1`` for the
occupied squares instead of multiplying a full vector.  Playing and learning a whole game
inside one kernel call makes a game take milliseconds instead of a second of Python.

Weights and eligibility traces are updated in place.  Colours: 0 = black, 1 = white.
"""

from __future__ import annotations

import math

import numpy as np
from numba import njit

from othello_qt.core.bitboard import ONE, ZERO, flips, legal_moves, lowest_bit_index, popcount
from othello_qt.core.symmetry import symmetry

INITIAL_BLACK = np.uint64((1 << 28) | (1 << 35))
INITIAL_WHITE = np.uint64((1 << 27) | (1 << 36))


@njit(nogil=True, cache=True)
def seed_kernels(seed):
    """Seed numba's random generator (separate from numpy's) for reproducible runs."""
    np.random.seed(seed)


@njit(nogil=True, cache=True, inline="always")
def _sigmoid(x):
    if x < -60.0:
        return 0.0
    if x > 60.0:
        return 1.0
    return 1.0 / (1.0 + math.exp(-x))


@njit(nogil=True, cache=True)
def forward(white, black, w1, b1, w2, b2, hidden):
    """P(White wins) for the discs ``white``/``black``; the hidden activations are left in ``hidden``."""
    n = b1.shape[0]
    for j in range(n):
        hidden[j] = b1[j]
    bits = white
    while bits != ZERO:
        sq = np.int64(lowest_bit_index(bits))
        for j in range(n):
            hidden[j] += w1[sq, j]
        bits &= bits - ONE
    bits = black
    while bits != ZERO:
        sq = np.int64(lowest_bit_index(bits)) + 64
        for j in range(n):
            hidden[j] += w1[sq, j]
        bits &= bits - ONE
    z = b2[0]
    for j in range(n):
        h = _sigmoid(hidden[j])
        hidden[j] = h
        z += w2[j] * h
    return _sigmoid(z)


@njit(nogil=True, cache=True, inline="always")
def _play(player, opponent, sq):
    flipped = flips(player, opponent, sq)
    return player | flipped | (ONE << np.uint64(sq)), opponent ^ flipped


@njit(nogil=True, cache=True)
def _nth_bit(bits, n):
    for _ in range(n):
        bits &= bits - ONE
    return np.int64(lowest_bit_index(bits))


@njit(nogil=True, cache=True)
def value(white, black, w1, b1, w2, b2, hidden, symmetries):
    """P(White wins): the network's output, averaged over the first ``symmetries`` (1 or 8)
    symmetric images of the board -- equal positions then get equal values."""
    if symmetries == 1:
        return forward(white, black, w1, b1, w2, b2, hidden)
    total = 0.0
    for k in range(symmetries):
        total += forward(symmetry(white, k), symmetry(black, k), w1, b1, w2, b2, hidden)
    return total / symmetries


@njit(nogil=True, cache=True)
def _best_move(white, black, turn, moves, w1, b1, w2, b2, hidden, symmetries):
    """The move the network likes best for ``turn`` (White maximises, Black minimises)."""
    best_sq = np.int64(-1)
    best = -1.0
    bits = moves
    while bits != ZERO:
        sq = np.int64(lowest_bit_index(bits))
        bits &= bits - ONE
        if turn == 1:
            nw, nb = _play(white, black, sq)
            v = value(nw, nb, w1, b1, w2, b2, hidden, symmetries)
        else:
            nb, nw = _play(black, white, sq)
            v = 1.0 - value(nw, nb, w1, b1, w2, b2, hidden, symmetries)
        if v > best:
            best = v
            best_sq = sq
    return best_sq


@njit(nogil=True, cache=True)
def _add_gradient(white, black, w2, hidden, out, scale, e1, eb1, e2, eb2, d_hidden):
    """e += scale * dV/dw at the position whose forward pass left ``hidden`` and ``out``."""
    n = hidden.shape[0]
    d_out = scale * out * (1.0 - out)
    eb2[0] += d_out
    for j in range(n):
        h = hidden[j]
        d_hidden[j] = d_out * w2[j] * h * (1.0 - h)
        eb1[j] += d_hidden[j]
        e2[j] += d_out * h
    bits = white
    while bits != ZERO:
        sq = np.int64(lowest_bit_index(bits))
        for j in range(n):
            e1[sq, j] += d_hidden[j]
        bits &= bits - ONE
    bits = black
    while bits != ZERO:
        sq = np.int64(lowest_bit_index(bits)) + 64
        for j in range(n):
            e1[sq, j] += d_hidden[j]
        bits &= bits - ONE


@njit(nogil=True, cache=True)
def _accumulate_trace(white, black, w1, b1, w2, b2, hidden, lam, e1, eb1, e2, eb2, d_hidden, symmetries):
    """e <- lam * e + dV/dw at the position (V averaged over the symmetries, as in ``value``)."""
    e1 *= lam
    eb1 *= lam
    e2 *= lam
    eb2 *= lam
    scale = 1.0 / symmetries
    for k in range(symmetries):
        w, b = symmetry(white, k), symmetry(black, k)
        out = forward(w, b, w1, b1, w2, b2, hidden)
        _add_gradient(w, b, w2, hidden, out, scale, e1, eb1, e2, eb2, d_hidden)


@njit(nogil=True, cache=True)
def _apply(step, w1, b1, w2, b2, e1, eb1, e2, eb2):
    """w <- w + step * e (step = alpha * TD error)."""
    w1 += step * e1
    b1 += step * eb1
    w2 += step * e2
    b2[0] += step * eb2[0]


@njit(nogil=True, cache=True)
def train_game(
    w1,
    b1,
    w2,
    b2,
    alpha,
    lam,
    epsilon,
    random_side=-1,
    symmetries=1,
    calm_empties=0,
    cut_traces=False,
    margin=0.0,
):
    """Play one self-play game, learning after every move by TD(λ); returns 1/0/-1 (White won/draw/lost).

    The value after each move is pulled towards the value after the next move, and the last one
    towards the outcome (1 White wins, 0.5 draw, 0 Black wins), through eligibility traces that
    remember every earlier position with weight ``lam ** age``.  With probability ``epsilon`` a
    move is played at random instead, so self-play keeps seeing new positions.  If
    ``random_side`` is 0 (black) or 1 (white), that side always moves at random: the network
    then learns from a game against the random mover.  ``symmetries`` is 1, or 8 to value
    positions by the average over the board's symmetries (see ``value``).  With ``calm_empties``
    > 0 nobody explores once that few squares are empty, so endgame values are learned from
    exact play.  With ``cut_traces`` a random move is not learned across: the traces restart
    after it, so values follow the network's own choices (as in Watkins' Q(λ)).  ``margin`` > 0
    blends the final disc difference into the last target: ``(1 - margin) * result +
    margin * (0.5 + (white - black) / 128)``, still 1 for a wipe-out and 0 for being wiped out.
    """
    n = b1.shape[0]
    e1 = np.zeros_like(w1)
    eb1 = np.zeros(n)
    e2 = np.zeros(n)
    eb2 = np.zeros(1)
    hidden = np.zeros(n)
    d_hidden = np.zeros(n)
    white = INITIAL_WHITE
    black = INITIAL_BLACK
    turn = 0
    previous = -1.0
    while True:
        if turn == 1:
            moves = legal_moves(white, black)
            other = legal_moves(black, white) if moves == ZERO else moves
        else:
            moves = legal_moves(black, white)
            other = legal_moves(white, black) if moves == ZERO else moves
        if moves == ZERO:
            if other == ZERO:
                break
            turn = 1 - turn
            continue
        explore = epsilon > 0.0 and (
            calm_empties == 0 or 64 - np.int64(popcount(white | black)) > calm_empties
        )
        explored = False
        if turn == random_side or (explore and np.random.random() < epsilon):
            sq = _nth_bit(moves, np.random.randint(0, np.int64(popcount(moves))))
            explored = cut_traces and turn != random_side
        else:
            sq = _best_move(white, black, turn, moves, w1, b1, w2, b2, hidden, symmetries)
        if turn == 1:
            white, black = _play(white, black, sq)
        else:
            black, white = _play(black, white, sq)
        current = value(white, black, w1, b1, w2, b2, hidden, symmetries)
        if explored:
            e1[:] = 0.0
            eb1[:] = 0.0
            e2[:] = 0.0
            eb2[:] = 0.0
        elif previous >= 0.0:
            _apply(alpha * (current - previous), w1, b1, w2, b2, e1, eb1, e2, eb2)
            current = value(white, black, w1, b1, w2, b2, hidden, symmetries)
        _accumulate_trace(white, black, w1, b1, w2, b2, hidden, lam, e1, eb1, e2, eb2, d_hidden, symmetries)
        previous = current
        turn = 1 - turn
    nw = np.int64(popcount(white))
    nb = np.int64(popcount(black))
    outcome = 1.0 if nw > nb else (0.5 if nw == nb else 0.0)
    if margin > 0.0:
        outcome = (1.0 - margin) * outcome + margin * (0.5 + (nw - nb) / 128.0)
    if previous >= 0.0:
        _apply(alpha * (outcome - previous), w1, b1, w2, b2, e1, eb1, e2, eb2)
    return 1 if nw > nb else (0 if nw == nb else -1)


@njit(nogil=True, cache=True)
def train_games(
    w1,
    b1,
    w2,
    b2,
    games,
    alpha,
    lam,
    epsilon,
    random_share=0.0,
    symmetries=1,
    calm_empties=0,
    cut_traces=False,
    margin=0.0,
):
    """``games`` training games; returns how many White won.

    A share ``random_share`` of them is played against the random mover (on a random side),
    the rest are self-play.
    """
    white_wins = 0
    for _ in range(games):
        side = -1
        if random_share > 0.0 and np.random.random() < random_share:
            side = np.random.randint(0, 2)
        result = train_game(
            w1, b1, w2, b2, alpha, lam, epsilon, side, symmetries, calm_empties, cut_traces, margin
        )
        if result == 1:
            white_wins += 1
    return white_wins


@njit(nogil=True, cache=True)
def play_vs_random(w1, b1, w2, b2, games, symmetries=1):
    """The network (1-ply, no exploration) against a uniform random mover, colours alternating.

    Returns (wins, draws, losses) for the network; game ``i`` has the network as Black when ``i``
    is even.
    """
    hidden = np.zeros(b1.shape[0])
    wins = draws = losses = 0
    for game in range(games):
        td_color = game % 2  # black (0) on even games
        white = INITIAL_WHITE
        black = INITIAL_BLACK
        turn = 0
        while True:
            if turn == 1:
                moves = legal_moves(white, black)
                other = legal_moves(black, white) if moves == ZERO else moves
            else:
                moves = legal_moves(black, white)
                other = legal_moves(white, black) if moves == ZERO else moves
            if moves == ZERO:
                if other == ZERO:
                    break
                turn = 1 - turn
                continue
            if turn == td_color:
                sq = _best_move(white, black, turn, moves, w1, b1, w2, b2, hidden, symmetries)
            else:
                sq = _nth_bit(moves, np.random.randint(0, np.int64(popcount(moves))))
            if turn == 1:
                white, black = _play(white, black, sq)
            else:
                black, white = _play(black, white, sq)
            turn = 1 - turn
        nw = np.int64(popcount(white))
        nb = np.int64(popcount(black))
        mine = nw if td_color == 1 else nb
        theirs = nb if td_color == 1 else nw
        if mine > theirs:
            wins += 1
        elif mine == theirs:
            draws += 1
        else:
            losses += 1
    return wins, draws, losses


def warm_up() -> None:
    """Compile (or load) the kernels with their real argument types."""
    w1 = np.zeros((128, 2))
    b1 = np.zeros(2)
    w2 = np.zeros(2)
    b2 = np.zeros(1)
    seed_kernels(1)
    forward(INITIAL_WHITE, INITIAL_BLACK, w1, b1, w2, b2, np.zeros(2))
    train_games(w1, b1, w2, b2, 1, 0.1, 0.7, 0.1, 0.5, 8)
    play_vs_random(w1, b1, w2, b2, 1, 8)
