"""numba kernels for TD(λ) self-play: whole games, network updates and evaluation games.

The arithmetic is the same as ``network.TDNetwork`` (checked by the tests), but the inputs are
sparse -- at most 64 of the 128 are 1 -- so the hidden layer adds the rows of ``w1`` for the
occupied squares instead of multiplying a full vector.  Playing and learning a whole game
inside one kernel call makes a game take milliseconds instead of a second of Python.

Weights (``Net``) and eligibility traces (``Trace``) are named tuples of arrays, updated in place.
Colours: 0 = black, 1 = white.
"""

from __future__ import annotations

import math
from typing import NamedTuple

import numpy as np
from numba import njit

from othello_qt.core.bitboard import ONE, ZERO, flips, legal_moves, lowest_bit_index, popcount
from othello_qt.core.symmetry import symmetry

INITIAL_BLACK = np.uint64((1 << 28) | (1 << 35))
INITIAL_WHITE = np.uint64((1 << 27) | (1 << 36))


class Net(NamedTuple):
    """The network's weights as the kernels take them (``network.TDNetwork``'s arrays, shared)."""

    w1: np.ndarray
    b1: np.ndarray
    w2: np.ndarray
    b2: np.ndarray


class Trace(NamedTuple):
    """Eligibility traces, one per weight array of ``Net``, with its scratch rows: ``hidden`` (the
    last forward pass's activations) and ``d_hidden`` (a gradient step's)."""

    e1: np.ndarray
    eb1: np.ndarray
    e2: np.ndarray
    eb2: np.ndarray
    hidden: np.ndarray
    d_hidden: np.ndarray


class TrainingOptions(NamedTuple):
    """How ``train_game`` learns (one value per field, the kernels' argument)."""

    alpha: float
    """Step size: the weights move by ``alpha`` times the TD error along the traces."""
    lam: float
    """λ: the traces remember every earlier position with weight ``lam ** age``."""
    epsilon: float
    """Probability of a random move instead of the network's, so self-play keeps seeing new positions."""
    random_share: float = 0.0
    """Share of ``train_games``' games played against the random mover (on a random side)."""
    symmetries: int = 1
    """1, or 8 to value positions by the average over the board's symmetries (see ``value``)."""
    calm_empties: int = 0
    """> 0: nobody explores once that few squares are empty, so endgame values are learned from
    exact play."""
    cut_traces: bool = False
    """A random move is not learned across: the traces restart after it, so values follow the
    network's own choices (as in Watkins' Q(λ))."""
    margin: float = 0.0
    """> 0 blends the final disc difference into the last target: ``(1 - margin) * result +
    margin * (0.5 + (white - black) / 128)``, still 1 for a wipe-out and 0 for being wiped out."""


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
def forward(white, black, net, hidden):
    """P(White wins) for the discs ``white``/``black``; the hidden activations are left in ``hidden``."""
    w1 = net.w1
    n = net.b1.shape[0]
    for j in range(n):
        hidden[j] = net.b1[j]
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
    z = net.b2[0]
    for j in range(n):
        h = _sigmoid(hidden[j])
        hidden[j] = h
        z += net.w2[j] * h
    return _sigmoid(z)


@njit(nogil=True, cache=True, inline="always")
def _play(player, opponent, sq):
    flipped = flips(player, opponent, sq)
    return player | flipped | (ONE << np.uint64(sq)), opponent ^ flipped


@njit(nogil=True, cache=True, inline="always")
def _play_turn(white, black, turn, sq):
    """``(white, black)`` after the side ``turn`` plays ``sq``."""
    if turn == 1:
        return _play(white, black, sq)
    black, white = _play(black, white, sq)
    return white, black


@njit(nogil=True, cache=True, inline="always")
def _turn_to_move(white, black, turn):
    """``(turn, moves)``: the side that moves next (``turn``, or the other side when ``turn`` must
    pass) and its legal moves; no moves means the game is over."""
    moves = legal_moves(white, black) if turn == 1 else legal_moves(black, white)
    if moves == ZERO:
        turn = 1 - turn
        moves = legal_moves(white, black) if turn == 1 else legal_moves(black, white)
    return turn, moves


@njit(nogil=True, cache=True)
def _nth_bit(bits, n):
    for _ in range(n):
        bits &= bits - ONE
    return np.int64(lowest_bit_index(bits))


@njit(nogil=True, cache=True, inline="always")
def _random_move(moves):
    """One of ``moves``, uniformly at random (numba's generator)."""
    return _nth_bit(moves, np.random.randint(0, np.int64(popcount(moves))))


@njit(nogil=True, cache=True)
def value(white, black, net, hidden, symmetries):
    """P(White wins): the network's output, averaged over the first ``symmetries`` (1 or 8)
    symmetric images of the board -- equal positions then get equal values."""
    if symmetries == 1:
        return forward(white, black, net, hidden)
    total = 0.0
    for k in range(symmetries):
        total += forward(symmetry(white, k), symmetry(black, k), net, hidden)
    return total / symmetries


@njit(nogil=True, cache=True)
def _best_move(white, black, turn, moves, net, hidden, symmetries):
    """The move the network likes best for ``turn`` (White maximises, Black minimises)."""
    best_sq = np.int64(-1)
    best = -1.0
    bits = moves
    while bits != ZERO:
        sq = np.int64(lowest_bit_index(bits))
        bits &= bits - ONE
        nw, nb = _play_turn(white, black, turn, sq)
        v = value(nw, nb, net, hidden, symmetries)
        if turn == 0:
            v = 1.0 - v
        if v > best:
            best = v
            best_sq = sq
    return best_sq


@njit(nogil=True, cache=True)
def _add_gradient(white, black, net, out, scale, trace):
    """e += scale * dV/dw at the position whose forward pass left ``trace.hidden`` and ``out``."""
    hidden, d_hidden = trace.hidden, trace.d_hidden
    e1, eb1, e2 = trace.e1, trace.eb1, trace.e2
    n = hidden.shape[0]
    d_out = scale * out * (1.0 - out)
    trace.eb2[0] += d_out
    for j in range(n):
        h = hidden[j]
        d_hidden[j] = d_out * net.w2[j] * h * (1.0 - h)
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
def _accumulate_trace(white, black, net, trace, lam, symmetries):
    """e <- lam * e + dV/dw at the position (V averaged over the symmetries, as in ``value``)."""
    e1, eb1, e2, eb2 = trace.e1, trace.eb1, trace.e2, trace.eb2
    e1 *= lam
    eb1 *= lam
    e2 *= lam
    eb2 *= lam
    scale = 1.0 / symmetries
    for k in range(symmetries):
        w, b = symmetry(white, k), symmetry(black, k)
        out = forward(w, b, net, trace.hidden)
        _add_gradient(w, b, net, out, scale, trace)


@njit(nogil=True, cache=True)
def _apply(step, net, trace):
    """w <- w + step * e (step = alpha * TD error)."""
    w1, b1, w2 = net.w1, net.b1, net.w2
    w1 += step * trace.e1
    b1 += step * trace.eb1
    w2 += step * trace.e2
    net.b2[0] += step * trace.eb2[0]


@njit(nogil=True, cache=True)
def _clear(trace):
    trace.e1[:] = 0.0
    trace.eb1[:] = 0.0
    trace.e2[:] = 0.0
    trace.eb2[:] = 0.0


@njit(nogil=True, cache=True, inline="always")
def _outcome(white, black):
    """``(result, discs)``: 1/0/-1 when White won/drew/lost, and White's minus Black's discs."""
    nw = np.int64(popcount(white))
    nb = np.int64(popcount(black))
    return (1 if nw > nb else (0 if nw == nb else -1)), nw - nb


@njit(nogil=True, cache=True)
def train_game(net, options, random_side=-1):
    """Play one self-play game, learning after every move by TD(λ); returns 1/0/-1 (White won/draw/lost).

    The value after each move is pulled towards the value after the next move, and the last one
    towards the outcome (1 White wins, 0.5 draw, 0 Black wins), through eligibility traces
    (``TrainingOptions`` says how).  If ``random_side`` is 0 (black) or 1 (white), that side always
    moves at random: the network then learns from a game against the random mover.
    """
    alpha, lam, epsilon = options.alpha, options.lam, options.epsilon
    symmetries, calm_empties, margin = options.symmetries, options.calm_empties, options.margin
    n = net.b1.shape[0]
    trace = Trace(np.zeros_like(net.w1), np.zeros(n), np.zeros(n), np.zeros(1), np.zeros(n), np.zeros(n))
    white = INITIAL_WHITE
    black = INITIAL_BLACK
    turn = 0
    previous = -1.0
    while True:
        turn, moves = _turn_to_move(white, black, turn)
        if moves == ZERO:
            break
        explore = epsilon > 0.0 and (
            calm_empties == 0 or 64 - np.int64(popcount(white | black)) > calm_empties
        )
        explored = False
        if turn == random_side or (explore and np.random.random() < epsilon):
            sq = _random_move(moves)
            explored = options.cut_traces and turn != random_side
        else:
            sq = _best_move(white, black, turn, moves, net, trace.hidden, symmetries)
        white, black = _play_turn(white, black, turn, sq)
        current = value(white, black, net, trace.hidden, symmetries)
        if explored:
            _clear(trace)
        elif previous >= 0.0:
            _apply(alpha * (current - previous), net, trace)
            current = value(white, black, net, trace.hidden, symmetries)
        _accumulate_trace(white, black, net, trace, lam, symmetries)
        previous = current
        turn = 1 - turn
    result, discs = _outcome(white, black)
    outcome = 1.0 if result == 1 else (0.5 if result == 0 else 0.0)
    if margin > 0.0:
        outcome = (1.0 - margin) * outcome + margin * (0.5 + discs / 128.0)
    if previous >= 0.0:
        _apply(alpha * (outcome - previous), net, trace)
    return result


@njit(nogil=True, cache=True)
def train_games(net, games, options):
    """``games`` training games; returns how many White won.

    A share ``options.random_share`` of them is played against the random mover (on a random side),
    the rest are self-play.
    """
    white_wins = 0
    for _ in range(games):
        side = -1
        if options.random_share > 0.0 and np.random.random() < options.random_share:
            side = np.random.randint(0, 2)
        result = train_game(net, options, side)
        if result == 1:
            white_wins += 1
    return white_wins


@njit(nogil=True, cache=True)
def play_vs_random(net, games, symmetries=1):
    """The network (1-ply, no exploration) against a uniform random mover, colours alternating.

    Returns (wins, draws, losses) for the network; game ``i`` has the network as Black when ``i``
    is even.
    """
    hidden = np.zeros(net.b1.shape[0])
    wins = draws = losses = 0
    for game in range(games):
        td_color = game % 2  # black (0) on even games
        white = INITIAL_WHITE
        black = INITIAL_BLACK
        turn = 0
        while True:
            turn, moves = _turn_to_move(white, black, turn)
            if moves == ZERO:
                break
            if turn == td_color:
                sq = _best_move(white, black, turn, moves, net, hidden, symmetries)
            else:
                sq = _random_move(moves)
            white, black = _play_turn(white, black, turn, sq)
            turn = 1 - turn
        result, _discs = _outcome(white, black)
        if td_color == 0:
            result = -result
        if result > 0:
            wins += 1
        elif result == 0:
            draws += 1
        else:
            losses += 1
    return wins, draws, losses


def warm_up() -> None:
    """Compile (or load) the kernels with their real argument types."""
    net = Net(np.zeros((128, 2)), np.zeros(2), np.zeros(2), np.zeros(1))
    seed_kernels(1)
    forward(INITIAL_WHITE, INITIAL_BLACK, net, np.zeros(2))
    train_games(net, 1, TrainingOptions(0.1, 0.7, 0.1, 0.5, 8))
    play_vs_random(net, 1, 8)
