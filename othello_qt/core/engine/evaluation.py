"""A static evaluation that knows Othello: a phase-dependent linear sum of classic features.

Features, always from the side to move's point of view (see ``FEATURE_NAMES``): mobility, potential
mobility, frontier discs, corners, X- and C-squares next to empty corners, edge-anchored stable
discs, edge discs, disc count and parity.  The weights (in discs) are fitted per phase by least
squares on solved and searched positions (``python -m othello_qt.core.engine.tuning``) and shipped
as ``resources/linear_weights.npz``.  The engine now evaluates with patterns (``patterns.py``);
this evaluation remains as the ``master-linear`` player, the yardstick of the pattern one's gain.
``evaluate`` chooses between the two by the type of the weights it is given.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
from numba import njit, types
from numba.extending import overload

from othello_qt.core.bitboard import (
    CORNERS,
    FILE_A,
    legal_moves,
    neighbours,
    popcount,
)
from othello_qt.core.datafile import ArraySpec, DataFileError, read_npz
from othello_qt.core.engine.patterns import pattern_evaluate
from othello_qt.core.engine.prelude import U64, search_kernel

SCALE = 16
"""Search units per disc: evaluations are integers in 1/16 of a disc."""
MAX_EVAL = 64 * SCALE - 1

FEATURE_NAMES: tuple[str, ...] = (
    "bias",
    "mobility",
    "potential_mobility",
    "frontier",
    "corners",
    "x_squares",
    "c_squares",
    "edge_stable",
    "edges",
    "discs",
    "parity",
)
N_FEATURES = len(FEATURE_NAMES)
PHASE_WIDTH = 5
N_PHASES = 12
"""Phase = empties // 5 (capped at 11): 0-4 empties, 5-9, ..., 55-60."""

EDGES = U64(0xFF818181818181FF)
TO_ROW = U64(0x0102040810204080)


def _build_edge_stability() -> np.ndarray:
    """Stable discs of ``player`` on one edge (8 bits), indexed by ``player * 256 + opponent``.

    A disc on an edge can only be flipped along the edge, so it is stable when the edge is full or
    when an unbroken run of its own colour links it to a corner.
    """
    index = np.arange(65536, dtype=np.int64)
    player, opponent = index >> 8, index & 255
    stable = np.zeros(65536, dtype=np.int64)
    for start, step in ((0, 1), (7, -1)):
        alive = np.ones(65536, dtype=bool)
        for k in range(8):
            bit = 1 << (start + step * k)
            alive &= (player & bit) != 0
            stable |= np.where(alive, bit, 0)
    full = (player | opponent) == 255
    stable = np.where(full, player, stable)
    stable = np.where((player & opponent) != 0, 0, stable)
    return stable.astype(np.uint8)


EDGE_STABLE = _build_edge_stability()


@njit(nogil=True, cache=True, inline="always")
def _edge_index(player, opponent, shift_row, column):
    if column:
        p = (((player >> U64(shift_row)) & FILE_A) * TO_ROW) >> U64(56)
        o = (((opponent >> U64(shift_row)) & FILE_A) * TO_ROW) >> U64(56)
    else:
        p = (player >> U64(shift_row)) & U64(255)
        o = (opponent >> U64(shift_row)) & U64(255)
    return np.int64(p * U64(256) + o)


@search_kernel
def edge_stable_count(player, opponent, edge_table):
    """Discs of ``player`` on the edges that can never be flipped (corner-anchored or full edge)."""
    total = np.int64(0)
    total += popcount(U64(edge_table[_edge_index(player, opponent, 0, False)]))
    total += popcount(U64(edge_table[_edge_index(player, opponent, 56, False)]))
    total += popcount(U64(edge_table[_edge_index(player, opponent, 0, True)]))
    total += popcount(U64(edge_table[_edge_index(player, opponent, 7, True)]))
    return total - np.int64(popcount(player & CORNERS))  # each corner lies on two edges


@njit(nogil=True, cache=True, inline="always")
def _x_c_squares(bits, empty):
    """(X-squares, C-squares) of ``bits`` next to an empty corner."""
    x = np.int64(0)
    c = np.int64(0)
    # corner, its X-square, its two C-squares
    if empty & U64(1):
        x += np.int64((bits >> U64(9)) & U64(1))
        c += np.int64(popcount(bits & U64(0x0000000000000102)))
    if empty & (U64(1) << U64(7)):
        x += np.int64((bits >> U64(14)) & U64(1))
        c += np.int64(popcount(bits & U64(0x0000000000008040)))
    if empty & (U64(1) << U64(56)):
        x += np.int64((bits >> U64(49)) & U64(1))
        c += np.int64(popcount(bits & U64(0x0201000000000000)))
    if empty & (U64(1) << U64(63)):
        x += np.int64((bits >> U64(54)) & U64(1))
        c += np.int64(popcount(bits & U64(0x4080000000000000)))
    return x, c


@search_kernel
def features(player, opponent, edge_table, out):
    """Fill ``out[:N_FEATURES]`` with the features of the position (side to move = ``player``)."""
    empty = ~(player | opponent)
    empties = np.int64(popcount(empty))
    mob_p = np.int64(popcount(legal_moves(player, opponent)))
    mob_o = np.int64(popcount(legal_moves(opponent, player)))
    near_empty = neighbours(empty)
    xp, cp = _x_c_squares(player, empty)
    xo, co = _x_c_squares(opponent, empty)
    out[0] = 1.0
    out[1] = mob_p - mob_o
    out[2] = np.int64(popcount(empty & neighbours(opponent))) - np.int64(popcount(empty & neighbours(player)))
    out[3] = np.int64(popcount(opponent & near_empty)) - np.int64(popcount(player & near_empty))
    out[4] = np.int64(popcount(player & CORNERS)) - np.int64(popcount(opponent & CORNERS))
    out[5] = xp - xo
    out[6] = cp - co
    out[7] = edge_stable_count(player, opponent, edge_table) - edge_stable_count(opponent, player, edge_table)
    out[8] = np.int64(popcount(player & EDGES & ~CORNERS)) - np.int64(popcount(opponent & EDGES & ~CORNERS))
    out[9] = np.int64(popcount(player)) - np.int64(popcount(opponent))
    out[10] = 1.0 if empties & 1 else -1.0


@njit(nogil=True, cache=True, inline="always")
def phase_of(empties):
    """The phase (index into the linear weights) of a position with ``empties`` empty squares."""
    return min(empties // PHASE_WIDTH, N_PHASES - 1)


@search_kernel
def linear_evaluate(player, opponent, weights, edge_table):
    """Value for the side to move in search units (1/``SCALE`` disc), within ±``MAX_EVAL``."""
    empty = ~(player | opponent)
    empties = np.int64(popcount(empty))
    w = weights[phase_of(empties)]
    mob_p = np.int64(popcount(legal_moves(player, opponent)))
    mob_o = np.int64(popcount(legal_moves(opponent, player)))
    near_empty = neighbours(empty)
    xp, cp = _x_c_squares(player, empty)
    xo, co = _x_c_squares(opponent, empty)
    value = w[0]
    value += w[1] * (mob_p - mob_o)
    value += w[2] * (
        np.int64(popcount(empty & neighbours(opponent))) - np.int64(popcount(empty & neighbours(player)))
    )
    value += w[3] * (np.int64(popcount(opponent & near_empty)) - np.int64(popcount(player & near_empty)))
    value += w[4] * (np.int64(popcount(player & CORNERS)) - np.int64(popcount(opponent & CORNERS)))
    value += w[5] * (xp - xo)
    value += w[6] * (cp - co)
    value += w[7] * (
        edge_stable_count(player, opponent, edge_table) - edge_stable_count(opponent, player, edge_table)
    )
    value += w[8] * (
        np.int64(popcount(player & EDGES & ~CORNERS)) - np.int64(popcount(opponent & EDGES & ~CORNERS))
    )
    value += w[9] * (np.int64(popcount(player)) - np.int64(popcount(opponent)))
    value += w[10] * (1.0 if empties & 1 else -1.0)
    scaled = np.int64(np.round(value * SCALE))
    return max(-MAX_EVAL, min(MAX_EVAL, scaled))


def uses_patterns(weights: object) -> bool:
    """True for pattern tables (int16), false for the linear evaluation's feature weights."""
    return np.asarray(weights).dtype == np.int16


def evaluate(player, opponent, weights, edge_table):
    """The engine's evaluation: linear for float64 feature weights, patterns for int16 tables.

    Kernels call this one name; numba chooses the evaluation by the type of ``weights`` when it
    compiles them (see the overload below), so each kernel exists once per evaluation and pays no
    run-time dispatch.
    """
    if uses_patterns(weights):
        return int(pattern_evaluate(U64(player), U64(opponent), weights))
    return int(linear_evaluate(U64(player), U64(opponent), weights, edge_table))


@overload(evaluate, inline="always")
def _evaluate_by_weights_type(player, opponent, weights, edge_table):
    if isinstance(weights, types.Array) and weights.dtype == types.int16:

        def pattern_impl(player, opponent, weights, edge_table):
            return pattern_evaluate(player, opponent, weights)

        return pattern_impl

    def linear_impl(player, opponent, weights, edge_table):
        return linear_evaluate(player, opponent, weights, edge_table)

    return linear_impl


# --- weights -------------------------------------------------------------------------------------


def default_weights() -> np.ndarray:
    """Hand-set starting weights (used to bootstrap tuning, and if no tuned file ships)."""
    w = np.zeros((N_PHASES, N_FEATURES), dtype=np.float64)
    for phase in range(N_PHASES):
        progress = 1.0 - phase / (N_PHASES - 1)  # 1 near the end, 0 at the start
        w[phase] = [
            0.0,
            0.7,
            0.3,
            0.2,
            6.0,
            -3.0,
            -1.0,
            1.5,
            0.3,
            0.1 + 0.9 * progress,
            0.5,
        ][:N_FEATURES]
    return w


def validate_weights(weights: np.ndarray) -> np.ndarray:
    """The weights as a C-contiguous float64 array, or ``ValueError`` saying what is wrong."""
    array = np.asarray(weights)
    if array.shape != (N_PHASES, N_FEATURES):
        raise ValueError(f"evaluation weights must have shape {(N_PHASES, N_FEATURES)}, not {array.shape}")
    if not np.issubdtype(array.dtype, np.floating) or not np.all(np.isfinite(array)):
        raise ValueError("evaluation weights must be finite floating-point numbers")
    return np.ascontiguousarray(array, dtype=np.float64)


LINEAR_WEIGHTS = "linear_weights.npz"
"""The shipped tuned weights among the package's resources (with the tuning command and fit in
its ``provenance`` array), made by ``python -m othello_qt.core.engine.tuning``."""

WEIGHTS_SPEC: dict[str, ArraySpec] = {
    "weights": ArraySpec("f", (N_PHASES, N_FEATURES)),
    "features": ArraySpec("U", (range(0, 257),), required=False),
}
"""The arrays of an evaluation weights file, as ``datafile.read_npz`` checks them."""


def load_weights(path: str | Path | None = None) -> np.ndarray:
    """Weights from an ``.npz`` (key ``weights``), or the shipped tuned ones.

    Read through ``datafile.read_npz`` (never pickles, refuses non-regular files and absurd shapes);
    ``DataFileError`` (a ``ValueError``) naming the file if it is bad.
    """
    if path is None:
        from othello_qt.resources import resource_path

        path = resource_path(LINEAR_WEIGHTS)
    arrays = read_npz(path, WEIGHTS_SPEC)
    names = tuple(str(n) for n in arrays["features"]) if "features" in arrays else FEATURE_NAMES
    if names != FEATURE_NAMES:
        raise DataFileError(f"{path}: features {names} do not match this evaluation's {FEATURE_NAMES}")
    return validate_weights(arrays["weights"])


def save_weights(path: str | Path, weights: np.ndarray, **info: np.ndarray) -> None:
    """Write weights atomically: a crash leaves the old file or the new one, never half of one."""
    from othello_qt.core.atomic import write_atomically

    weights = validate_weights(weights)
    write_atomically(
        path, lambda handle: np.savez(handle, weights=weights, features=np.array(FEATURE_NAMES), **info)
    )
